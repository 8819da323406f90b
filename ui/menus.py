"""The main window's menus, from one table: easy to read, easy to extend.

The menus are kept by key in ``window.menus`` (file, edit, game, seat, view).  The game's
keys that a text field of the window lets through are ui/game_keys.py's.
"""
from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, SignalInstance
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from app import i18n

if TYPE_CHECKING:
    from PySide6.QtGui import QUndoStack

    from .audience import HallWindow
    from .export import Exporter
    from .join_tournament import LiveWindow
    from .my_certificate import CertificateWindow
    from .quick_entry import QuickEntry
    from .scan_dialog import ScanWindow

    class MenuWindow(LiveWindow, ScanWindow, CertificateWindow, HallWindow):
        """The sheet as its menus call it: the commands they name and the dialogs they open."""

        undo: QUndoStack
        exporter: Exporter
        quick: QuickEntry
        save: Callable[[], bool]
        save_as: Callable[[], bool]
        strike_event: Callable[..., object]
        host_error: Callable[..., object]
        export_journal: Callable[..., str | None]

        @abstractmethod
        def next_phase(self) -> None: ...

        @abstractmethod
        def delete_last(self) -> None: ...

        @abstractmethod
        def selected_seat_event(self, kind: str) -> None: ...

        @abstractmethod
        def selected_menu(self) -> None: ...

        @abstractmethod
        def protest(self, seat: int | None = None) -> None: ...

        @abstractmethod
        def confirm_result(self) -> None: ...

        @abstractmethod
        def declare_result(self) -> None: ...

        @abstractmethod
        def edit_awards(self) -> None: ...

        @abstractmethod
        def toggle_full_view(self) -> None: ...

        @abstractmethod
        def show_start(self) -> None: ...

translate = QCoreApplication.translate


class _UndoText(QObject):
    """Names the undo (redo) action after its command; a child of the action, so that it
    stops listening when the action goes."""

    def __init__(self, action: QAction, bare: str, template: str, changed: SignalInstance) -> None:
        super().__init__(action)
        self.bare, self.template = bare, template
        changed.connect(self.show)
        self.show("")

    def show(self, text: str) -> None:
        action = self.parent()         # its action, which it outlives by no signal
        if isinstance(action, QAction):
            action.setText(self.template.replace("%1", text) if text else self.bare)


def build_menus(w: MenuWindow) -> tuple[dict[str, QMenu], dict[str, QAction]]:
    """Build the window's menus; returns (menus by key, actions by key)."""
    bar = w.menuBar()
    menus: dict[str, QMenu] = {}
    actions: dict[str, QAction] = {}

    def menu(key: str, title: str) -> QMenu:
        menus[key] = bar.addMenu(title)
        return menus[key]

    def add(target: QMenu, text: str, slot: Callable[[], object],
            shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None, key: str | None = None) -> QAction:
        # the slot gets no "checked" argument (new_game_from_seating's path, strike_event's index)
        action = target.addAction(text, lambda *_: slot())
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if key:
            actions[key] = action
        return action

    files = w.files
    file = menu("file", translate("MainWindow", "&File"))
    add(file, translate("MainWindow", "&New game…"), w.new_game, QKeySequence.StandardKey.New)
    add(file, translate("MainWindow", "New game from the &seating…"), w.new_game_from_seating)
    add(file, translate("MainWindow", "New &boulevard game…"), w.new_club_game, "Ctrl+Shift+N")
    add(file, translate("Join", "&Join a tournament…"), lambda: _join_tournament(w), key="join")
    add(file, translate("MainWindow", "&Open…"), files.open_dialog, QKeySequence.StandardKey.Open)
    menus["recent"] = file.addMenu(translate("MainWindow", "&Recent games"))
    menus["recent"].aboutToShow.connect(lambda: files.fill_recent(menus["recent"]))
    add(file, translate("MainWindow", "Open from the &archive…"), files.open_from_archive, "Ctrl+Shift+O", "archive")
    add(file, translate("Scans", "Open by s&can…"), lambda: _open_by_scan(w), key="scan")
    add(file, translate("MainWindow", "&Save"), w.save, QKeySequence.StandardKey.Save)
    add(file, translate("MainWindow", "Save &as…"), w.save_as, QKeySequence.StandardKey.SaveAs)
    file.addSeparator()
    add(file, translate("MainWindow", "&Export PDF…"), w.exporter.export_pdf, "Ctrl+E")
    add(file, translate("MainWindow", "Print pre&view…"), w.exporter.preview, QKeySequence.StandardKey.Print)
    add(file, translate("MainWindow", "Print a pen &form…"), w.exporter.pen_form, key="pen_form")
    add(file, translate("MainWindow", "Si&gn and export PDF…"), w.exporter.sign, "Ctrl+Shift+E")
    add(file, translate("MainWindow", "Export the host's &journal…"), w.export_journal, key="journal")
    add(file, translate("MyCertificate", "&My certificate…"), lambda: _my_certificate(w), key="my_certificate")
    file.addSeparator()
    add(file, translate("MainWindow", "&Start page"), w.show_start)
    add(file, translate("MainWindow", "&Quit"), w.close, QKeySequence.StandardKey.Quit)

    edit = menu("edit", translate("MainWindow", "&Edit"))
    undo, redo = w.undo.createUndoAction(w), w.undo.createRedoAction(w)
    undo.setShortcuts([QKeySequence("Ctrl+Z")])
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    # "Undo: nomination of player 5 by player 3", in the catalogue's words
    _UndoText(undo, translate("MainWindow", "&Undo"), translate("MainWindow", "&Undo: %1"), w.undo.undoTextChanged)
    _UndoText(redo, translate("MainWindow", "&Redo"), translate("MainWindow", "&Redo: %1"), w.undo.redoTextChanged)
    edit.addAction(undo)
    edit.addAction(redo)
    actions["undo"], actions["redo"] = undo, redo
    add(edit, translate("MainWindow", "Delete the last event"), w.delete_last, "Ctrl+Backspace")
    add(edit, translate("MainWindow", "Quick entry"), lambda: w.quick.line.setFocus(), "Ctrl+L")

    game = menu("game", translate("MainWindow", "&Game"))
    add(game, translate("MainWindow", "Next phase"), w.next_phase, "F8")
    add(game, translate("MainWindow", "Next speaker"), w.flow_panel.next_speaker, "F2", "next_speaker")
    confirm = add(game, translate("MainWindow", "Confirm result"), w.confirm_result)
    confirm.setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
    add(game, translate("MainWindow", "Declare another result…"), w.declare_result)
    add(game, translate("MainWindow", "Best move, points, cards…"), w.edit_awards, key="awards")
    add(game, translate("MainWindow", "Protest…"), w.protest, key="protest")
    add(
        game,
        translate("MainWindow", "Host's error: strike an event before the reveal…"),
        w.strike_event,
        "Ctrl+Shift+X",
        "strike",
    )
    add(game, translate("MainWindow", "Host's error after the reveal…"), w.host_error, "Ctrl+Shift+H", "host_error")
    timer = w.flow_panel.timer
    add(game, translate("MainWindow", "Timer: start / pause"), timer.toggle, "F5")
    add(game, translate("MainWindow", "Timer: 1:00"), lambda: timer.reset(60), "F6")
    add(game, translate("MainWindow", "Timer: 0:30"), lambda: timer.reset(30), "F7")

    seat = menu("seat", translate("MainWindow", "&Seat"))
    for label, kind, key in (
        (translate("MainWindow", "Foul"), "foul", "Alt+F"),
        (translate("MainWindow", "Warning"), "warning", "Alt+W"),
        (translate("MainWindow", "Speech starts"), "speech", "Alt+T"),
        (translate("MainWindow", "Removal"), "disqualify", "Alt+Q"),
    ):
        add(seat, label, partial(w.selected_seat_event, kind), key, kind)
    # a boulevard table's light violation (the ladder decides); shown instead of foul and warning
    add(seat, translate("MainWindow", "Violation"), lambda: w.selected_seat_event("violation"), "Alt+W", "violation")
    add(seat, translate("MainWindow", "Actions for the selected seat…"), w.selected_menu, "Alt+Return")

    view = menu("view", translate("MainWindow", "&View"))
    full = add(
        view, translate("MainWindow", "Full view: roles, shots and checks"), w.toggle_full_view, "Ctrl+F9", "full_view"
    )
    full.setCheckable(True)
    view.addAction(translate("MainWindow", "Hold F9 to show roles for a moment")).setEnabled(False)
    languages = view.addMenu(translate("MainWindow", "Language"))
    group = QActionGroup(languages)
    group.setExclusive(True)
    for code in i18n.languages():
        action = languages.addAction(code, partial(w.files.set_language, code))
        action.setData(code)
        action.setCheckable(True)
        action.setChecked(code == w.lang)
        group.addAction(action)
        actions[f"lang_{code}"] = action
    languages.aboutToShow.connect(lambda: name_languages(languages))
    from .audience import add_menu as audience_menu  # the hall's screen and the page for a stream

    audience_menu(w, view)
    for action in actions.values():
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    return menus, actions


def name_languages(menu: QMenu) -> None:
    """Each language named in itself (babel's locale data), when the menu first opens: loading
    that data is a tenth of the bare start, which the first window does not pay (issue 40 §6)."""
    for action in menu.actions():
        if action.text() == action.data():
            action.setText(i18n.language_name(action.data()))


# The dialogs below are imported when first chosen, not when the menus are built: the sheet's
# first window does not pay for the live tournament's code, the camera, the scan reader or the
# certificate's QR (issue 40 §6; tests/ui/test_startup_imports.py holds it).
def _join_tournament(w: MenuWindow) -> None:
    from .join_tournament import join_tournament  # a table of a live tournament, by its code (issue 29)

    join_tournament(w)


def _open_by_scan(w: MenuWindow) -> None:
    from .scan_dialog import open_by_scan  # the archived game a scanned sheet names

    open_by_scan(w)


def _my_certificate(w: MenuWindow) -> None:
    from .my_certificate import show_my_certificate  # the QR and file of the judge's register

    show_my_certificate(w)
