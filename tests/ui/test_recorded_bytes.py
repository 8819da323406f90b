"""Typed all the way: a game recorded through the event records and the typed document is
written line for line as the corpus file of the same game (keys in the files' order)."""
from PySide6.QtCore import Qt
from test_main_window import CORPUS, LINES, blank_from, click, corpus_game, type_line

from app.format import dumps_game


def test_a_typed_game_is_written_line_for_line_as_the_corpus_file(qtbot, window):
    w = window(blank_from(corpus_game()))
    for line in LINES:
        type_line(qtbot, w, line)
    qtbot.mouseClick(w.confirm, Qt.LeftButton)
    assert dumps_game(w.doc.to_json()).splitlines() == CORPUS.read_text(encoding="utf-8").splitlines()


def test_clicked_shots_join_one_shooting_and_undo_one_by_one(qtbot, window):
    w = window(blank_from(corpus_game()))
    for line in LINES[:6]:
        type_line(qtbot, w, line)
    click(w, 5, "Shoots at", "4")
    click(w, 9, "Shoots at", "4")
    assert w.doc.phases[-1].events == [{"type": "shooting", "shots": {"5": 4, "9": 4}}]
    assert w.undo.undoText() == "a shot"
    w.undo.undo()
    assert w.doc.phases[-1].events == [{"type": "shooting", "shots": {"5": 4}}]
