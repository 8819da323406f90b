"""A line the validator would call a night error is refused (issue 36 §3): the decision is the
findings of the game with the edit applied, never a rule of the line's own."""
import pytest

from app import operations as ops
from app.document import GameDocument
from app.entry import parse_for, resolve
from app.night_mistakes import NightRefused, new_night_errors, refusal
from app.open_game import OpenGame
from app.sport import sample_game

ROLES = {3: "sheriff", 5: "mafia", 7: "don", 9: "mafia"}


class Stack:
    def __init__(self):
        self.texts = []

    def push(self, doc, edit, text):
        edit.apply(doc)
        self.texts.append(text)

    def clear(self):
        self.texts.clear()

    def is_clean(self):
        return not self.texts

    def set_clean(self):
        pass


def opened(*lines):
    names = [p["name"] for p in sample_game()["players"]]
    doc = GameDocument.new(names, [ROLES.get(s, "citizen") for s in range(1, 11)], "league", sample_game()["meta"])
    game = OpenGame(doc, Stack())
    game.start(doc)
    for line in lines:
        game.submit(parse_for(doc.state, line), line, line)
    return game


def edit_of(doc, line):
    return ops.line(doc, parse_for(doc.state, line), lambda c, st: resolve(c, st, line))


FIRST_NIGHT = ("n", "1>2", "3>5", "v2=3", "v5=7", "n", "k 7:4 9:4")
DON_VOTED_OUT = ("n", "1>7", "3>5", "v7 1 2 3 4 6 8 10", "v5=3", "n", "k 5:4 9:4")


def test_a_second_sheriff_check_is_refused_with_its_reason():
    game = opened(*FIRST_NIGHT, "s9")
    events = list(game.doc.phases[-1].events)
    with pytest.raises(NightRefused) as refused:
        game.submit(parse_for(game.doc.state, "s8"), "s8", "s8")
    assert game.doc.phases[-1].events == events          # nothing recorded
    assert [f.code for f in refused.value.findings] == ["check.twice"]
    assert not refused.value.secret                     # the sport judge's screen is his own
    text = refused.value.message("en")
    assert text.startswith("not taken: ") and "second check" in text and "(8.15)" in text


def test_a_check_by_a_don_who_has_left_is_refused():
    game = opened(*DON_VOTED_OUT)
    with pytest.raises(NightRefused) as refused:
        game.submit(parse_for(game.doc.state, "d3"), "d3", "d3")
    assert "Don is not at the table" in refused.value.message("en")
    assert refused.value.message("ru").startswith("не принято: ")
    assert not any(e["type"] == "don_check" for e in game.doc.phases[-1].events)


def test_a_legal_night_and_a_day_error_pass():
    game = opened(*FIRST_NIGHT, "s9", "d3")
    assert [e["type"] for e in game.doc.phases[-1].events] == ["shooting", "sheriff_check", "don_check"]
    doc = game.doc
    assert new_night_errors(doc, edit_of(doc, "n")) == ()      # the phase's close is the next phase's
    assert refusal(doc, edit_of(doc, "n")) is None


def test_only_new_errors_refuse():
    """A night already holding an error (opened from a file) does not refuse every line after."""
    game = opened(*FIRST_NIGHT, "s9")
    doc = game.doc
    doc.insert_event(len(doc.phases) - 1, len(doc.phases[-1].events), {"type": "sheriff_check", "target": 8})
    assert [f.code for f in doc.state.findings if f.phase == "N1"] == ["check.twice"]
    assert refusal(doc, edit_of(doc, "d3")) is None
    assert refusal(doc, edit_of(doc, "s1")) is not None      # a third check is one more error


def test_a_night_line_is_replayed_once_and_a_day_line_is_not_tried(monkeypatch):
    """The dry run's state is the one the game gets: the window still replays once per line."""
    from app import editions
    game = opened(*FIRST_NIGHT[:-1])
    real, calls = editions.replay, []
    monkeypatch.setattr(editions, "replay", lambda *a, **k: calls.append(1) or real(*a, **k))
    game.submit(parse_for(game.doc.state, "k 7:4 9:4"), "k 7:4 9:4", "shots")
    assert game.doc.state.nights["N1"].victim == 4 and len(calls) == 1
    calls.clear()
    game.submit(parse_for(game.doc.state, "n"), "n", "n")             # moving to a night is tried
    game.submit(parse_for(game.doc.state, "1>2"), "1>2", "1>2")
    assert game.doc.state.phase.name == "D2"
    assert len(calls) == 2
