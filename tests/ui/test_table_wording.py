"""The sheet's words, one wording for one thing: the phase letters of the catalogue, the
edition's own name for a winner, "throw away" for discarding, English rule options in the
English interface and Qt's own dialogs in the interface's language."""
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QComboBox, QFileDialog, QLabel, QMessageBox

from app.boulevard import replay
from app.boulevard.model import Ladder
from ui.main import install_translators

CYRILLIC = re.compile("[А-Яа-яЁё]")
BOULEVARD = Path(__file__).parents[1] / "app" / "boulevard" / "games"


@pytest.fixture
def russian(qapp):
    installed = install_translators(qapp, "ru")
    yield
    for translator in installed:
        qapp.removeTranslator(translator)
    install_translators(qapp, "en")


def test_a_lost_speech_is_written_with_the_catalogue_s_day_letter(russian):
    from ui.sheet_model import ladder_text
    text = ladder_text(Ladder(light=3, lost_days=[3, 4]))
    assert "Д3, Д4" in text and "D3" not in text


def test_show_names_the_phases_of_a_boulevard_game_with_the_catalogue_s_letters():
    from app.commands.show_render_boulevard import render_text
    from app.gamefile import load_game
    from app.snapshot import build_snapshot
    path = BOULEVARD / "bv-33-maniac-wins-last-two.json"
    doc = load_game(path)
    text = render_text(build_snapshot(replay(doc), doc), "ru")
    assert "Н1 убит" in text and "Д1 заголосован" in text
    assert not re.search(r"\b[DN]\d", text)


def test_the_status_line_names_the_winner_as_the_banner_does(qtbot, window, russian):
    from app.document import GameDocument
    from app.gamefile import load_game
    w = window(GameDocument(load_game(BOULEVARD / "bv-34-mafia-parity-option.json")), lang="ru")
    assert "победа мафии" in w.result_label.text() and "чёрных" not in w.result_label.text()
    assert any("победа мафии" in f.message("ru") for f in w.doc.state.findings if f.code == "game.over")


def test_a_swapped_shot_is_the_mafia_s_not_a_mafioso_s():
    from app.boulevard.night import _moved
    from app.boulevard.resolution import Moved, Swap
    text = _moved(Swap(12, (7, 14), (Moved("mafia_shot", 8, (7,), (14,)),), ()))
    assert text.pick("ru") == "выстрел мафии 7 → 14" and text.pick("en") == "the mafia's shot 7 → 14"


def test_the_restore_offer_s_third_button_says_throw_away(russian):
    from ui.restore import offer_box
    box = offer_box("…")
    assert box.button(QMessageBox.Discard).text() == "Выбросить…"
    assert "«Выбросить…»" in QCoreApplication.translate("MainWindow", (
        "A game was left open when the program stopped:\n%1\nlast change %2.\n\nRestore it? Yes brings it back; "
        "No keeps it among the recent games; Throw away discards it once you confirm."))
    box.deleteLater()


def test_the_rule_options_speak_english_in_the_english_interface(qtbot):
    from ui.new_game import NewGameDialog
    dialog = NewGameDialog(lang="en")
    qtbot.addWidget(dialog)
    texts = []
    for row in range(dialog.options.rowCount()):
        texts.append(dialog.options.item(row, 0).text())
        box = dialog.options.cellWidget(row, 1)
        texts += [box.itemText(i) for i in range(box.count())]
        texts += [box.itemData(i, 3) for i in range(box.count())]     # the tooltips
    assert len(texts) > 90
    assert [t for t in texts if CYRILLIC.search(t or "")] == []
    assert any("must not be of the winning team" in t for t in texts)


def test_the_rule_options_keep_the_book_s_words_in_russian(qtbot, russian):
    from ui.new_game import NewGameDialog
    dialog = NewGameDialog(lang="ru")
    qtbot.addWidget(dialog)
    box = dialog.option_boxes["8.20"]
    assert "Он не должен быть игроком победившей команды" in box.itemData(2, 3)


def test_qt_s_own_file_dialog_speaks_the_interface_s_language(qtbot, russian):
    dialog = QFileDialog(None, "x")
    dialog.setOption(QFileDialog.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    labels = {label.text() for label in dialog.findChildren(QLabel)}
    assert "Look in:" not in labels and "Files of type:" not in labels
    assert {"&Перейти к:", "&Типы файлов:"} <= labels


def test_qt_s_catalogue_is_loaded_before_ours_for_every_language(qapp):
    for lang in ("ru", "en"):
        installed = install_translators(qapp, lang)
        try:
            names = [t.filePath().rsplit("/", 1)[-1] for t in installed]
            assert names[0] == f"qtbase_{lang}.qm", names
            if lang == "ru":
                assert names[-1] == "mafia_ru.qm"
        finally:
            for translator in installed:
                qapp.removeTranslator(translator)
    install_translators(qapp, "en")
    assert QApplication.instance() is qapp


def test_a_boulevard_combo_box_is_cleared_by_delete_backspace_and_select_all(qtbot, window):
    from boulevard_games import table
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    w = window(table())
    row = next(iter(w.night_panel.rows.values()))
    box: QComboBox = row["first"]
    for keys in ([Qt.Key_Delete], [Qt.Key_Backspace], ["ctrl+a", Qt.Key_Delete]):
        box.setCurrentIndex(3)
        box.setFocus()
        for key in keys:
            if key == "ctrl+a":
                QTest.keyClick(box, Qt.Key_A, Qt.ControlModifier)
            else:
                QTest.keyClick(box, key)
        assert box.currentIndex() == 0 and box.currentData() is None, keys
