"""A window's own fields never take the name of a Qt method: the sheet's menu items by key were
``window.actions``, which hid Qt's ``actions()``; the club dialog's table size hid ``size()``
and the certificate dialog's button ``create()`` (mypy --strict over ui/ finds such a field)."""
from PySide6.QtCore import QSize
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton

from ui.club_game import ClubGameDialog
from ui.my_certificate import show_my_certificate


def test_the_sheet_keeps_qt_actions_and_names_its_menu_items_apart(window):
    w = window()
    assert isinstance(w.actions(), list)           # Qt's method, not the menus' dict
    assert isinstance(w.menu_actions["undo"], QAction)
    assert w.menu_actions["full_view"] in w.findChildren(QAction)


def test_the_club_dialog_keeps_its_size(qtbot):
    dialog = ClubGameDialog(lang="en")
    qtbot.addWidget(dialog)
    assert isinstance(dialog.size(), QSize)
    dialog.table_size.setValue(8)
    assert dialog.table.rowCount() == 8 and len(dialog.roles()) == 8


def test_the_certificate_dialog_keeps_create(window, qtbot):
    dialog = show_my_certificate(window())
    qtbot.addWidget(dialog)
    assert not isinstance(dialog.create, QPushButton) and callable(dialog.create)
    assert isinstance(dialog.create_button, QPushButton)
