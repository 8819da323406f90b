"""The hall's view: a whitelist of the snapshot that never shows a role, a shot or a check
before the game ends (app/audience)."""
from __future__ import annotations

import dataclasses
import json

import pytest
from audience_corpus import CLUB_GAMES, SPORT_GAMES, leaks, load, prefixes, secret_words

from app import editions
from app.audience import AudienceSeat, AudienceView, Timer, audience_view, worded
from app.audience.follow import hall_view
from app.flow import flow
from app.snapshot import build_snapshot


def view_of(doc, timer=None):
    state = editions.replay(doc)
    return audience_view(build_snapshot(state, doc), flow(state), timer), state


def test_the_view_is_a_whitelist():
    """A new field of the hall's view is a decision: this list changes with it."""
    assert [f.name for f in dataclasses.fields(AudienceView)] == [
        "edition", "tournament", "round", "table", "game", "phase", "step", "seats", "speaker", "timer",
        "nominations", "rounds", "lift", "day_result", "leaving", "best_move", "result"]
    assert [f.name for f in dataclasses.fields(AudienceSeat)] == [
        "seat", "name", "fouls", "left", "left_phase", "speaking", "nominated", "role", "role_name", "won"]
    assert AudienceView.__dataclass_params__.frozen and AudienceSeat.__dataclass_params__.frozen


@pytest.mark.parametrize("path", SPORT_GAMES + CLUB_GAMES, ids=lambda p: p.stem)
def test_no_secret_before_the_end(path):
    """After every event of every recorded game, in both languages: no role, shot or check
    in what the hall is sent until the game is over; then the roles as the protocol prints them."""
    doc = load(path)
    words = secret_words(doc)
    for cut in prefixes(doc):
        state = editions.replay(cut)
        snap = build_snapshot(state, cut)
        view = audience_view(snap, flow(state), Timer(42, 60, True))
        if view.finished:
            assert [s.role for s in view.seats] == [s.role if snap.roles_public else None for s in snap.seats]
            continue
        assert all(s.role is None and s.role_name is None and s.won is None for s in view.seats)
        for lang in ("ru", "en"):
            text = json.dumps(worded(view, lang), ensure_ascii=False)
            assert leaks(text, words) == [], (path.name, [p["phase"] for p in cut["phases"]][-1:], lang)


def test_the_night_victim_is_told_in_the_morning():
    doc = load(SPORT_GAMES[0].parent / "official-red-wins-clean.json")
    cut = next(c for c in prefixes(doc) if c["phases"] and c["phases"][-1]["phase"] == "N1"
               and c["phases"][-1]["events"])                    # the shooting is recorded
    night, _ = view_of(cut)
    assert night.step == "night" and night.seats[1].left is None and night.speaker is None
    cut["phases"].append({"phase": "D2", "events": []})
    morning, _ = view_of(cut)
    assert (morning.seats[1].left, morning.seats[1].left_phase) == ("killed", "N1")
    assert morning.phase == "D2"


def test_the_vote_as_it_is_counted_and_the_nominations():
    doc = load(SPORT_GAMES[0].parent / "official-red-wins-clean.json")
    cut = {**{k: v for k, v in doc.items() if k != "result"}, "phases": doc["phases"][:1] + [
        {**doc["phases"][1], "events": doc["phases"][1]["events"][:4]}]}
    view, _ = view_of(cut)
    assert [(n.seat, n.by) for n in view.nominations] == [(3, 2), (9, 5), (4, 8)]
    assert [s.seat for s in view.seats if s.nominated] == [3, 4, 9]
    assert view.rounds[0].counts[0] == (3, 6) and not view.rounds[0].complete
    assert view.day_result is None and view.leaving == ()
    data = worded(view, "ru")
    assert data["phase"] == "День 1" and data["rounds"][0]["counts"][0] == {"seat": 3, "votes": 6}


def test_the_speaker_and_the_timer():
    doc = load(SPORT_GAMES[0].parent / "official-red-wins-clean.json")
    cut = {**{k: v for k, v in doc.items() if k != "result"}, "phases": doc["phases"][:1] + [
        {"phase": "D1", "events": [{"type": "speech", "seat": 1}, {"type": "foul", "seat": 4}]}]}
    view, state = view_of(cut, Timer(9, 60, True))
    assert view.speaker == 1 and [s.seat for s in view.seats if s.speaking] == [1]
    assert view.seats[3].fouls == 1 and view.timer == Timer(9, 60, True)
    data = hall_view(cut, state, "en", timer=Timer(9, 60, False))
    assert data["timer"]["text"] == "0:09" and data["step"] == "Discussion" and data["speaker"] == 1


def test_the_result_and_the_roles_after_the_end():
    doc = load(SPORT_GAMES[0].parent / "official-red-wins-clean.json")
    view, _ = view_of(doc, Timer(30, 60, True))
    assert view.finished and view.step == "game_over" and view.timer is None
    assert view.result.winner == "red" and view.seats[6].role == "don" and view.seats[0].won
    data = worded(view, "ru")
    assert data["result"]["text"] == "Победа красных" and data["seats"][6]["role"] == "дон"


def test_a_club_game_counts_light_violations_as_fouls():
    doc = next(load(p) for p in CLUB_GAMES if "violation" in p.read_text(encoding="utf-8"))
    state = editions.replay(doc)
    snap = build_snapshot(state, doc)
    view = audience_view(snap, flow(state))
    assert view.edition == "boulevard"
    assert [s.fouls for s in view.seats] == [s.ladder.light for s in snap.seats]
    assert any(s.fouls for s in view.seats)
