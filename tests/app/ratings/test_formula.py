"""The rating formulas on games whose ratings are computed by hand (each test's docstring
holds the computation), then the registry and a federation's own file."""
from datetime import date

import pytest

from app.ratings import RatedGame, RatedSeat, RatingError, get_formula, load_formula
from app.ratings.formula import formulas


def game(game_id: int, kind: str, red: list[int], black: list[int], winner: str | None) -> RatedGame:
    def result(team: str) -> str | None:
        if winner is None:
            return None
        return "draw" if winner == "draw" else "win" if team == winner else "loss"
    seats = [RatedSeat(p, "red", result("red")) for p in red] + [RatedSeat(p, "black", result("black")) for p in black]
    return RatedGame(game_id, date(2026, 3, game_id), kind, tuple(seats))


def test_mafiaratings_a_tournament_game_of_newcomers_then_a_club_game():
    """Game 1, a tournament, ten players all at 0: both role averages are 0, so
    civ_odds = 1 / (1 + 10^((0 − 0)/400)) = 0.5.  Red (persons 1–7) wins: W = 16, L = 12;
    each red earns 16·(1 − 0.5) = 8, each black (8–10) 12·(0.5 − 1) = −6.

    Game 2, a club game (W = 4, L = 3), persons 1–3 now black, 4–10 red.  The red average is
    of red ratings: persons 4–7 have 8, persons 8–10 have 0 (their −6 is a black rating):
    32/7 = 4.5714…; the black average of black ratings: persons 1–3 never played black: 0.
    civ_odds = 1 / (1 + 10^((0 − 32/7)/400)) = 1 / (1 + 0.97402797…) = 0.50657843…
    Black wins: each black earns 4·0.50657843 = 2.02631374, each red −3·0.50657843 = −1.51973530.
    Person 1: rating 8 + 2.0263 = 10.0263, red 8, black 2.0263.
    Person 8: rating −6 − 1.5197 = −7.5197, red −1.5197, black −6."""
    formula = get_formula("mafiaratings")
    standings: dict = {}
    first = formula.apply(game(1, "tournament", [1, 2, 3, 4, 5, 6, 7], [8, 9, 10], "red"), standings)
    assert first == [8.0] * 7 + [-6.0] * 3
    second = formula.apply(game(2, "club", [4, 5, 6, 7, 8, 9, 10], [1, 2, 3], "black"), standings)
    assert second[:7] == pytest.approx([-1.5197353047876492] * 7, abs=1e-12)
    assert second[7:] == pytest.approx([2.0263137397168656] * 3, abs=1e-12)
    one, eight = standings[1], standings[8]
    assert (one.rating, one.red, one.black) == pytest.approx((10.0263137397, 8.0, 2.0263137397))
    assert (eight.rating, eight.red, eight.black) == pytest.approx((-7.5197353048, -1.5197353048, -6.0))
    assert (one.games, one.wins, eight.games, eight.wins) == (2, 2, 2, 0)


def test_mafiaratings_a_short_elite_table_and_a_draw():
    """Nine players at an elite table: fewer than ten, so W = 32, L = 24; odds 0.5 among
    newcomers.  Black (persons 7–9) wins: 32·0.5 = 16 each; red loses: −24·0.5 = −12 each.
    Then a draw at a full elite table (W = 64, L = 48) counts as a loss for everyone, as the
    site marks no one "won": persons 1–7 red with red ratings −12 (1–6) and 0 (7): average
    −72/7; persons 8–10 black with black ratings 16, 16 and 0: average 32/3.
    civ_odds = 1 / (1 + 10^((32/3 + 72/7)/400)) = 1 / (1 + 10^0.052381) = 1 / 2.12819 = 0.46988…;
    red earns −48·0.46988 = −22.554, black 48·(0.46988 − 1) = −25.446."""
    formula = get_formula("mafiaratings")
    standings: dict = {}
    short = game(1, "elite", [1, 2, 3, 4, 5, 6], [7, 8, 9], "black")
    assert formula.apply(short, standings) == [-12.0] * 6 + [16.0] * 3
    odds = 1 / (1 + 10 ** ((32 / 3 + 72 / 7) / 400))
    earned = formula.apply(game(2, "elite", [1, 2, 3, 4, 5, 6, 7], [8, 9, 10], "draw"), standings)
    assert earned == pytest.approx([-48 * odds] * 7 + [48 * (odds - 1)] * 3, abs=1e-12)
    assert earned[0] == pytest.approx(-22.5544, abs=1e-4) and earned[-1] == pytest.approx(-25.4456, abs=1e-4)


def test_elo_of_gomafia_kind_and_its_draw():
    """Elo: everyone at 1000, expectation ½; a tournament's K = 20: a win +20·(1 − ½) = +10,
    a loss −20·½ = −10.  Then a draw between the same sides: red average 1010, black 990;
    E(red) = 1 / (1 + 10^(−20/400)) = 1 / 1.89125 = 0.52875…; a draw scores ½: red (½ − 0.52875)·20 = −0.5750…,
    black (½ − 0.47125)·20 = +0.5750…"""
    formula = get_formula("elo")
    standings: dict = {}
    assert formula.apply(game(1, "tournament", [1, 2, 3, 4, 5, 6, 7], [8, 9, 10], "red"), standings) == \
        [10.0] * 7 + [-10.0] * 3
    expected = 1 / (1 + 10 ** (-20 / 400))
    earned = formula.apply(game(2, "tournament", [1, 2, 3, 4, 5, 6, 7], [8, 9, 10], "draw"), standings)
    assert earned[0] == pytest.approx((0.5 - expected) * 20) and earned[0] == pytest.approx(-0.57501, abs=1e-5)
    assert earned[-1] == pytest.approx(-earned[0])
    assert standings[1].rating == pytest.approx(1010 + earned[0])


def test_the_registry_and_a_federations_file(tmp_path):
    assert [f.name for f in formulas()] == ["elo", "mafiaratings"]
    path = tmp_path / "fsm.toml"
    path.write_text('name = "fsm-2026"\ninitial = 100\n[factors.full]\nclub = { win = 1, loss = 1 }\n'
                    'tournament = { win = 2, loss = 1 }\nelite = { win = 3, loss = 2 }\n'
                    '[bonus]\nbest_player = 0.5\nbest_move_hit = 0.25\n', encoding="utf-8")
    formula = get_formula(str(path))
    assert formula.name == "fsm-2026" and formula.factors("elite", 7) == (3.0, 2.0)   # no short: the full ones
    seats = (RatedSeat(1, "red", "win", best_player=True, hits=2), RatedSeat(2, "black", "loss"))
    # odds ½ between two newcomers at 100: 2·½ + 0.5 + 2·0.25 = 2.0; −1·½ = −0.5
    assert formula.apply(RatedGame(1, date(2026, 1, 1), "tournament", seats), {}) == [2.0, -0.5]
    assert formula.digest != get_formula("mafiaratings").digest


@pytest.mark.parametrize("text, where", [
    ('name = "x"\n', "factors.full"),
    ('name = "x"\nodds = "best"\n[factors.full]\nclub={win=1,loss=1}\ntournament={win=1,loss=1}\n'
     'elite={win=1,loss=1}\n', "odds"),
    ('name = "x"\nwat = 1\n', "wat"),
    ('name = "x"\n[factors.full]\nclub={win="a",loss=1}\ntournament={win=1,loss=1}\nelite={win=1,loss=1}\n',
     "factors.full.club.win"),
])
def test_a_bad_file_is_named_with_its_place(tmp_path, text, where):
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RatingError) as error:
        load_formula(path)
    assert error.value.params["where"] == where and str(path) in error.value.message("en")


def test_an_unknown_name_lists_the_known_ones():
    with pytest.raises(RatingError, match="elo, mafiaratings"):
        get_formula("nope")
