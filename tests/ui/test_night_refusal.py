"""The judge told of his own night mistakes in the line he just typed (issue 36 §3): the sport
judge reads why; the boulevard host, whose screen faces the room, reads only that the line was
not taken, and why while F9 is held — the same screen whatever the night held."""
from boulevard_games import table
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication
from screen_texts import screen_texts

from app.document import GameDocument
from app.sport import sample_game

ROLES = {3: "sheriff", 5: "mafia", 7: "don", 9: "mafia"}


def type_line(w, text):
    w.quick.line.setText(text)
    w.quick.enter()


def f9(w, pressed):
    kind = QEvent.KeyPress if pressed else QEvent.KeyRelease
    QApplication.sendEvent(w.quick.line, QKeyEvent(kind, Qt.Key_F9, Qt.NoModifier))


def test_the_sport_judge_reads_why_a_second_check_is_not_taken(window):
    names = [p["name"] for p in sample_game()["players"]]
    doc = GameDocument.new(names, [ROLES.get(s, "citizen") for s in range(1, 11)], "league", sample_game()["meta"])
    w = window(doc, lang="ru")
    for line in ("n", "1>2", "3>5", "v2=3", "v5=7", "n", "k 7:4 9:4", "s9"):
        type_line(w, line)
        assert not w.quick.error.isVisible(), (line, w.quick.error.text())
    count = len(w.doc.phases[-1].events)
    type_line(w, "s8")
    assert w.quick.error.isVisible() and w.quick.line.text() == "s8"
    assert w.quick.line.selectedText() == "s8"            # the next line replaces it
    text = w.quick.error.text()
    assert text.startswith("не принято: Шериф") and "(8.15)" in text, text
    assert len(w.doc.phases[-1].events) == count
    w.grab().save("/tmp/judge-refused-sport.png")


def at_the_club_table(window, roles):
    w = window(table(roles), lang="ru")
    type_line(w, "c8-")
    assert w.quick.error.isVisible()
    assert not any(e["type"] == "commissar_check" for e in w.doc.phases[-1].events)
    return w


ROLES_B = {1: "citizen", 2: "doctor", 3: "journalist", 4: "citizen", 5: "maniac", 6: "putana",
           7: "mafia", 8: "don", 9: "commissar", 10: "mafia", 11: "bartender", 12: "lawyer"}


def test_the_host_reads_only_that_the_line_was_not_taken(window):
    from boulevard_games import ROLES_12
    a, b = at_the_club_table(window, ROLES_12), at_the_club_table(window, ROLES_B)
    assert screen_texts(a) == screen_texts(b)             # the room learns nothing from a refusal
    hidden = a.quick.error.text()
    assert hidden == "не принято: в ночи была бы ошибка; причина — при нажатой F9"
    f9(a, True)
    why = a.quick.error.text()
    assert why != hidden and "Комиссар, 8" in why and "«мафия»" in why, why
    QApplication.processEvents()
    a.grab().save("/tmp/judge-refused-club-f9.png")
    f9(a, False)
    assert a.quick.error.text() == hidden
    b.grab().save("/tmp/judge-refused-club.png")
