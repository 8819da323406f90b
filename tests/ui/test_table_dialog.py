"""*Table and rule book…* mid-game: a new draw of seats or roles is asked for first; in a
boulevard game the button explains itself in a box and leaves no status line behind; the
hint of a six-seat table names no seat beyond six."""
import re

import pytest
from boulevard_games import NAMES
from PySide6.QtWidgets import QMessageBox

from app.document import GameDocument
from app.editions import CLUB
from app.sport import sample_game
from ui.new_game import NewGameDialog


def in_progress():
    doc = sample_game()
    del doc["result"]
    doc["phases"] = doc["phases"][:2]
    return doc


@pytest.mark.parametrize("answer", [QMessageBox.No, QMessageBox.Yes])
def test_mid_game_a_new_deal_of_the_roles_is_asked_for_first(qtbot, monkeypatch, answer):
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or answer)
    dialog = NewGameDialog(doc=in_progress(), lang="en")
    qtbot.addWidget(dialog)
    before = dialog.roles()
    monkeypatch.setattr("ui.new_game.random.SystemRandom.shuffle", lambda self, items: items.reverse())
    dialog.draw_roles()
    assert len(asked) == 1 and "under way" in asked[0] and "roles" in asked[0]
    assert (dialog.roles() == before) == (answer == QMessageBox.No)


def test_before_the_game_a_deal_asks_nothing(qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: pytest.fail("asked"))
    doc = in_progress()
    doc["phases"] = doc["phases"][:1]
    dialog = NewGameDialog(doc=doc, lang="en")
    qtbot.addWidget(dialog)
    dialog.draw_roles()
    dialog.draw_seats()
    NewGameDialog(lang="en").draw_roles()


def six_seats():
    roles = CLUB.table.deal(6)
    return GameDocument({"format": "mafia-game/1", "ruleset": "boulevard",
                         "players": [{"seat": s + 1, "name": NAMES[s], "role": r} for s, r in enumerate(roles)],
                         "phases": [{"phase": "N0", "events": []}, {"phase": "D1", "events": []},
                                    {"phase": "N1", "events": []}]})


def test_in_a_boulevard_game_the_button_explains_itself_and_leaves_nothing_behind(qtbot, window, monkeypatch):
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: told.append(a[2]))
    w = window(six_seats())
    w.edit_table()
    assert len(told) == 1 and "double click" in told[0]
    assert not w.inline.isVisible()
    w.show_inline("a message about this game")
    w.game.start(GameDocument(sample_game()))
    assert not w.inline.isVisible() and w.inline.text() == ""


def test_a_six_seat_table_s_hint_names_no_seat_beyond_six(qtbot, window):
    w = window(six_seats())
    hint = w.quick.hint.text()
    assert "c11" not in hint and hint
    commands = re.findall(r"(?<![A-Za-zА-Яа-я])[a-z!]+[\d:]+", hint)
    seats = [int(n) for command in commands if not command.startswith("cor") for n in re.findall(r"\d+", command)]
    assert seats and max(seats) <= 6, hint
