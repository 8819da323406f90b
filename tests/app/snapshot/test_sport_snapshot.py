"""The protocol snapshot of sport games: the facts every renderer prints, decided in app/."""
import json
from pathlib import Path

import pytest

from app import editions
from app.rules.catalogue import catalogue
from app.snapshot import LEAVE_CODES, ProtocolSnapshot, build_snapshot
from app.sport import sample_game
from app.tournament import score_game

GAMES = Path(__file__).resolve().parents[2] / "games"


def snapshot_of(doc: dict) -> ProtocolSnapshot:
    return build_snapshot(editions.replay(doc), doc)


def corpus(name: str) -> dict:
    return json.loads((GAMES / f"{name}.json").read_text(encoding="utf-8"))


def test_the_sample_game_as_plain_data():
    doc = sample_game()
    snap = snapshot_of(doc)
    assert snap.edition == "sport" and snap.header.preset == doc["ruleset"]
    assert snap.header.judge == doc["meta"]["judge"]
    assert [s.seat for s in snap.seats] == list(range(1, 11))
    voted = snap.seat(7)
    assert (voted.left.phase, voted.left.how) == ("D1", "voted")
    assert snap.seat(4).left.how == "killed"
    assert snap.outcome.winner == "red" and snap.outcome.winner_words.pick("en") == "red wins"
    assert snap.phases == ("N0", "D1", "N1", "D2", "N2", "D3")
    # a snapshot holds no engine object: it hashes, so every field is immutable plain data
    assert hash(snap) == hash(snapshot_of(sample_game()))


def test_a_player_lifted_by_the_lift_all_vote_is_lifted_not_voted_out():
    snap = snapshot_of(corpus("official-lift-all-passes-best-move-not-eligible"))
    day = snap.days[0]
    assert day.result == "lifted" and day.leaving == (5, 7)
    assert [(s.seat, s.left.how) for s in snap.seats if s.left and s.left.phase == "D1"] == [
        (5, "lifted"), (7, "lifted")]
    assert {s.left.how for s in snap.seats if s.left} <= set(LEAVE_CODES)


def _long_doc() -> dict:
    """The protocol tests' long game: a re-vote, a failed lift-all, a removal by four fouls,
    checks and a best move with three hits."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("protocol_games", GAMES.parent / "reports" / "protocol_games.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.long_game_doc()


def _long_game() -> ProtocolSnapshot:
    return snapshot_of(_long_doc())


def test_a_revote_and_the_lift_all_question_are_recorded():
    d2 = next(d for d in _long_game().days if d.name == "D2")
    assert [r.number for r in d2.rounds] == [1, 2]
    assert d2.rounds[1].counts == ((5, 4), (3, 4))
    assert d2.lift == 2 and d2.result == "stayed" and d2.leaving == ()
    assert [(c.seat, c.nominated_by) for c in d2.ballot] == [(5, 3), (3, 5)]


def test_the_nights_the_best_move_and_the_removal_by_fouls():
    snap = _long_game()
    n1 = next(n for n in snap.nights if n.name == "N1")
    assert n1.shots == ((5, 1), (7, 1), (9, 1)) and n1.victim == 1
    assert (n1.don_check.target, n1.don_check.answer) == (3, "sheriff")
    assert (n1.sheriff_check.target, n1.sheriff_check.answer) == (5, "black")
    assert not next(n for n in snap.nights if n.name == "N0").on_protocol
    assert (snap.best_move.seat, snap.best_move.guess, snap.best_move.hits) == (1, (5, 7, 9), 3)
    six = snap.seat(6)
    assert six.left.how == "fouls" and six.fouls == 4


def test_points_components_add_up_to_the_total_and_match_the_tournament_scoring():
    doc_snap = _long_game()
    for seat in doc_snap.seats:
        p = seat.points
        parts = [p.win, p.best_move, p.extra or 0, p.penalty or 0]
        assert p.total == pytest.approx(sum(parts)), seat.seat
    assert doc_snap.seat(1).points.best_move == pytest.approx(0.7)
    assert doc_snap.seat(6).points.penalty == pytest.approx(-0.5)
    # the same figures the tournament's scoring computes (app/tournament is the one source)
    state = editions.replay(_long_doc())
    scored = score_game(state, state.awards or {})
    assert {s.seat: s.points.total for s in doc_snap.seats} == {k: v.total for k, v in scored.seats.items()}


def test_an_unfinished_game_has_no_points_total():
    doc = sample_game()
    doc["phases"] = doc["phases"][:3]
    snap = snapshot_of(doc)
    assert snap.outcome is None and all(s.points.total is None for s in snap.seats)


def test_clause_references_exist_in_the_catalogue():
    book = catalogue().books
    doc = _long_doc()
    doc["phases"][1]["events"].append({"type": "foul", "seat": 10, "clause": "10.99"})   # not a clause of the book
    snap = snapshot_of(doc)
    known = set(book["league"]["clauses"])
    assert snap.findings and all(f.clause in known for f in snap.findings)
    assert snap.clause("penalty.removal") in known and snap.clause("penalty.team_defeat") in known


def test_a_team_defeat_cites_the_catalogue_clause_on_the_protocol():
    from reports.blocks import result_text
    snap = snapshot_of(corpus("official-team-defeat"))
    assert snap.outcome.reason == "team_defeat"
    number = snap.clause("penalty.team_defeat")
    assert number in catalogue().books["league"]["clauses"]
    assert f"({number})" in result_text(snap, "ru") and f"({number})" in result_text(snap, "en")


def test_sanctions_keep_the_seat_order_cards_then_penalties_then_warnings():
    snap = _long_game()
    assert [(s.seat, s.code) for s in snap.awards.sanctions] == [
        (5, "warnings"), (6, "card.yellow"), (6, "penalty_points")]
