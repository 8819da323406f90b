"""The foul limits come from the ruleset: a ruleset that removes at the third foul and
silences at the second changes what the engine decides and what every view draws."""
from __future__ import annotations

import dataclasses

import pytest
from reportlab.lib.units import mm

from app import editions
from app.commands.show_render import render_protocol
from app.editions import get_ruleset
from app.rules import FoulLimits
from app.rules.ruleset import sport_ruleset
from app.snapshot import build_snapshot
from app.sport import game as sport_game
from reports.blocks import seats_table
from reports.styles import Styles
from tests.conftest import make_game

STRICT = FoulLimits(silence=2, removal=3)


@pytest.fixture
def strict_rules(monkeypatch):
    """Every sport game replays under the league book with the stricter limits."""
    def ruleset(name, chosen):
        return dataclasses.replace(sport_ruleset(name, chosen), fouls=STRICT)
    monkeypatch.setattr(sport_game, "sport_ruleset", ruleset)


def fouls(seat, n):
    return [{"type": "foul", "seat": seat}] * n


def test_the_league_limits_are_the_third_and_the_fourth_foul():
    assert get_ruleset("league").fouls == FoulLimits(silence=3, removal=4)
    with pytest.raises(ValueError):
        FoulLimits(silence=4, removal=4)


def test_three_fouls_remove_under_the_stricter_limits_and_only_silence_under_the_league(strict_rules):
    doc = make_game([("N0", []), ("D1", fouls(4, 3))])
    state = editions.replay(doc)
    assert state.rules.fouls == STRICT
    assert [(e.seat, e.how) for e in state.eliminated] == [(4, "fouls")]
    assert [f.code for f in state.findings if f.code.startswith("foul.")] == ["foul.third", "foul.fourth"]


def test_the_league_keeps_a_player_with_three_fouls():
    state = editions.replay(make_game([("N0", []), ("D1", fouls(4, 3))]))
    assert state.eliminated == []
    assert [f.code for f in state.findings if f.code.startswith("foul.")] == ["foul.third"]


def test_the_second_foul_takes_the_nomination_where_the_option_says_so(strict_rules):
    ruleset = {"preset": "league", "options": {"9.6": "9.6.2"}}
    doc = make_game([("N0", []), ("D1", [*fouls(1, 2), {"type": "nominate", "by": 1, "target": 5}])],
                    ruleset=ruleset)
    state = editions.replay(doc)
    assert "nomination.silenced" in [f.code for f in state.findings]
    assert state.candidates("D1") == []


def test_the_views_draw_a_box_per_foul_up_to_the_removal(strict_rules):
    doc = make_game([("N0", []), ("D1", fouls(4, 1))])
    snap = build_snapshot(editions.replay(doc), doc)
    assert snap.fouls == STRICT
    row = next(line for line in render_protocol(snap, "en").splitlines() if line.startswith(" 4  P4"))
    assert "●○○ " in row and "●○○○" not in row
    columns = len(seats_table(snap, "en", Styles(), 180 * mm)._colWidths)
    league = dataclasses.replace(snap, fouls=FoulLimits())
    assert len(seats_table(league, "en", Styles(), 180 * mm)._colWidths) == columns + 1
