"""The protocol snapshot of boulevard games: the public facts, the secret findings marked."""
import json
from pathlib import Path

from app.boulevard import replay, sample_boulevard_game
from app.rules.boulevard import book
from app.snapshot import build_snapshot

GAMES = Path(__file__).resolve().parents[1] / "boulevard" / "games"


def snapshot_of(doc: dict):
    return build_snapshot(replay(doc), doc)


def corpus(name: str) -> dict:
    return json.loads((GAMES / f"{name}.json").read_text(encoding="utf-8"))


def test_the_sample_game_as_plain_data():
    doc = sample_boulevard_game()
    snap = snapshot_of(doc)
    assert snap.edition == "boulevard" and snap.roles_public
    assert snap.header.rules_name.pick("ru") == "бульвар" and snap.header.rules_title.pick("en")
    assert snap.seat(7).left.how == "voted" and snap.seat(5).left.how == "killed"
    assert snap.seat(7).role_name.pick("en") == "Don" and snap.seat(7).points is None
    assert snap.outcome.winner_words.pick("en") == "the town wins"
    assert [s.seat for s in snap.seats if s.won] == [s.seat for s in snap.seats if s.team == "red"]
    n1 = next(n for n in snap.nights if n.name == "N1")
    assert n1.died == (5,) and n1.resolved and n1.private_summary.pick("en").startswith("block: 7 (Don)")
    d2 = next(d for d in snap.days if d.name == "D2")
    assert d2.rounds[0].counts == ((7, 6), (2, 3)) and d2.leaving == (7,)
    assert hash(snap) == hash(snapshot_of(sample_boulevard_game()))


def test_the_ladder_and_the_silenced_days():
    snap = snapshot_of(corpus("bv-28-ladder"))
    three = snap.seat(3).ladder
    assert (three.light, three.lost_days, three.removed) == (3, (2, 3), False)
    grave = snap.seat(5).ladder.grave
    assert [(g.kind, g.phase, g.pending) for g in grave] == [("disruption", "D2", False)]
    assert any(d.silenced == (3, 6) for d in snap.days)


def test_findings_about_a_secret_night_action_are_marked_secret():
    snap = snapshot_of(corpus("bv-02-validity-limits"))
    secret = [f for f in snap.findings if f.secret]
    assert secret and all(f.code.startswith("action.") for f in secret)
    assert not snap.roles_public       # the game is not over: the roles stay off the protocol


def test_host_errors_and_appeals_told_to_the_table():
    assert len(snapshot_of(corpus("bv-31-replay-of-the-round")).host_errors) == 1
    appeals = snapshot_of(corpus("bv-44-appeals")).appeals
    assert len(appeals) == 1 and appeals[0].decision


def test_clause_references_exist_in_the_boulevard_catalogue():
    snap = snapshot_of(sample_boulevard_game())
    for topic in ("ladder", "host_error", "appeal"):
        assert snap.clause(topic) == book().topics[topic]
    assert snap.readings and all(r.title.pick("ru") and r.choice.pick("en") for r in snap.readings)


def test_the_boulevard_vote_keeps_room_for_a_revote_only_where_the_reading_has_one():
    doc = sample_boulevard_game()
    assert snapshot_of(doc).vote_columns == 2       # plurality_revote by default
    doc["ruleset"] = {"preset": "boulevard", "options": {"day_vote": "majority"}}
    assert snapshot_of(doc).vote_columns == 1
