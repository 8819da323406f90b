"""The club rating: the clubs ranked by the sum of their ten best players' ratings, with the
count and the average, from the season's table (in the order of rating)."""
import pytest

from app.ratings.table import TableRow, clubs


def row(person, club, rating):
    return TableRow(0, person, f"p{person}", club, rating, 0.0, 0.0, 1, 0, None, None)


def test_the_best_ten_the_count_and_the_average():
    rows = [row(n, "Альфа", 100.0 - n) for n in range(12)]            # 100, 99, ... 89
    rows += [row(20 + n, " Бета ", 200.0 - 50 * n) for n in range(3)]  # 200, 150, 100: three players only
    rows += [row(30, "", 500.0), row(31, None, 400.0), row(32, "   ", 300.0)]     # no club: not ranked
    rows.sort(key=lambda r: (-r.rating, r.person_id))
    alpha, beta = clubs(rows)
    assert (alpha.place, alpha.club, alpha.players) == (1, "Альфа", 12)
    assert alpha.best == pytest.approx(sum(100.0 - n for n in range(10)))     # 955: the two worst left out
    assert alpha.average == pytest.approx(sum(100.0 - n for n in range(12)) / 12)
    assert (beta.place, beta.club, beta.players, beta.best, beta.average) == (2, "Бета", 3, 450.0, 150.0)


def test_equal_sums_are_ordered_by_the_clubs_name():
    rows = [row(1, "Я", 10.0), row(2, "А", 10.0)]
    assert [c.club for c in clubs(rows)] == ["А", "Я"] and [c.place for c in clubs(rows)] == [1, 2]
