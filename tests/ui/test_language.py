"""One language at a time: the undo menu in words, Qt's own dialogs, numbers and times the
locale's way, and an exclusive language menu."""
import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox

from app.document import GameDocument
from app.sport import sample_game
from ui.main import install_translators


@pytest.fixture
def russian(qapp):
    installed = install_translators(qapp, "ru")
    yield
    for translator in installed:
        qapp.removeTranslator(translator)
    install_translators(qapp, "en")     # the English locale back for the other tests


def test_the_undo_menu_says_what_it_undoes_in_russian(qtbot, window, russian):
    w = window(lang="ru")
    w.next_phase()
    w.record({"type": "nominate", "by": 3, "target": 5})
    assert w.menu_actions["undo"].text() == "&Отменить: выставление игрока 5 игроком 3"
    w.undo.undo()
    assert w.menu_actions["redo"].text() == "&Повторить: выставление игрока 5 игроком 3"
    assert w.menu_actions["undo"].text() == "&Отменить: следующая фаза"


def test_a_refused_command_is_named_as_it_was_typed(qtbot, window, russian):
    w = window(lang="ru")
    w.quick.line.setText("bm 5 7 9")
    w.quick.enter()
    text = w.quick.error.text()
    assert "bm 5 7 9" in text and "best_move" not in text


def test_qt_s_own_dialogs_speak_russian(russian):
    assert QCoreApplication.translate("QFileDialog", "Look in:") != "Look in:"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Отмена"


def test_numbers_and_times_follow_the_language(qtbot, window, russian):
    from ui.dialogs import AwardsDialog
    from ui.game_texts import local_time
    assert QLocale().decimalPoint() == ","
    dialog = AwardsDialog(GameDocument(sample_game()).state, {"extra_points": {"3": 0.4}})
    qtbot.addWidget(dialog)
    assert dialog.extra[3].text() == "0,40"
    assert local_time("2026-11-29T18:40:00+00:00").startswith("29.11.2026")


def test_the_language_menu_is_exclusive_and_answers_in_the_new_language(qtbot, window, monkeypatch):
    w = window(lang="en")
    ru, en = w.menu_actions["lang_ru"], w.menu_actions["lang_en"]
    assert en.isChecked() and not ru.isChecked() and ru.actionGroup().isExclusive()
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: told.append(text))
    ru.trigger()
    assert ru.isChecked() and not en.isChecked()
    assert QSettings().value("language") == "ru" and told == ["Язык сменится при следующем запуске."]
    assert QApplication.instance() is not None


def test_each_language_is_named_in_itself_when_the_menu_opens(qtbot, window):
    w = window(lang="en")
    (menu,) = [m for m in w.findChildren(QMenu) if w.menu_actions["lang_ru"] in m.actions()]
    menu.aboutToShow.emit()
    assert [a.text() for a in menu.actions()] == ["Русский", "English", "Українська"]
