"""The ratings computed in the archive: only trusted games, in order; a correction, a merge
and a signature re-rate from their game on and agree with a computation from scratch."""
from datetime import date

import pytest
from ratings_archive import NAMES, document, federation, games  # noqa: F401 (the fixture)
from sqlalchemy import select

from app.ratings import get_formula
from app.ratings.engine import refresh
from app.ratings.formula import RatedGame, RatedSeat
from app.ratings.table import rating_table, table_csv, table_xlsx
from app.ratings.trail import merge, undo
from app.storage.derive import derive
from app.storage.persons import RatingGame

MR = get_formula("mafiaratings")


def by_hand(docs, merged=None, formula=MR):
    """The formula applied to the documents themselves, in order: persons are nicknames."""
    standings: dict = {}
    for n, (doc, (tournament, *_)) in enumerate(docs):
        facts = derive(doc)
        seats = tuple(RatedSeat((merged or {}).get(s["name"], s["name"]), s["team"], s["result"],
                                s["best_player"], s["best_move_hits"] or 0, s["seat"]) for s in facts.seats)
        formula.apply(RatedGame(n, date(2026, 1, 1), "club" if tournament is None else "tournament", seats), standings)
    return {name: s.rating for name, s in standings.items()}


def table_of(archive, formula=MR, season=2026):
    return {row.name: row.rating for row in rating_table(archive, formula, season).rows}


def test_the_table_is_the_formula_over_the_games_in_order(federation):
    archive, _ = federation
    docs = [(document(n, *spec), spec) for n, spec in enumerate(games())]
    expected = by_hand(docs)
    assert table_of(archive) == pytest.approx(expected, abs=1e-9)
    table = rating_table(archive, MR, 2026)
    assert table.games == 8 and table.since == date(2026, 5, 1) and table.since_tournament == "Майский турнир"
    assert [r.place for r in table.rows] == list(range(1, 13))
    # the movement: the rating before the May tournament is the rating after the April games
    april = by_hand(docs[:5])
    for row in table.rows:
        assert row.previous == pytest.approx(april[row.name]) and row.change == pytest.approx(row.rating - row.previous)


def test_an_unsigned_game_waits_and_a_club_tournament_counts_it(federation):
    archive, _ = federation
    before = table_of(archive)
    extra = document(99, "Весенний кубок", 4, 1, "2026-03-04", NAMES[:10])
    archive.open_game(extra)
    assert table_of(archive) == before                      # not signed: not trusted
    archive.secretary.set_unsigned("Весенний кубок", "count")
    docs = [(document(n, *spec), spec) for n, spec in enumerate(games())]
    docs.insert(3, (extra, ("Весенний кубок",)))
    assert table_of(archive) == pytest.approx(by_hand(docs), abs=1e-9)


def test_a_correction_rerates_from_its_game_and_matches_a_full_recomputation(federation):
    archive, ids = federation
    refresh(archive, MR, 2026)
    stored = archive.game(ids[1])
    doc = document(1, *games()[1])
    doc["players"][0]["name"] = "Новичок"
    archive.correct_game(ids[1], doc, stored.version, author="Петрова", reason="не тот игрок")
    step = refresh(archive, MR, 2026)
    assert step.start == (date(2026, 3, 2), ids[1]) and step.rated == 7
    incremental = rating_table(archive, MR, 2026)
    refresh(archive, MR, 2026, full=True)
    again = rating_table(archive, MR, 2026)
    assert table_csv(incremental) == table_csv(again)
    assert table_xlsx(incremental) == table_xlsx(again)
    assert "Новичок" in {r.name for r in again.rows}


def test_a_merge_rerates_and_its_undo_brings_the_table_back(federation):
    archive, _ = federation
    before = table_csv(rating_table(archive, MR, 2026), "en")
    merge(archive, "Барон", "Дюна", author="Петрова", reason="один человек, два ника")
    docs = [(document(n, *spec), spec) for n, spec in enumerate(games())]
    merged = table_of(archive)
    assert "Барон" not in merged and merged["Дюна"] == pytest.approx(by_hand(docs, {"Барон": "Дюна"})["Дюна"])
    undo(archive, 1, author="Петрова", reason="ошибся")
    assert table_csv(rating_table(archive, MR, 2026), "en") == before


def test_two_formulas_and_seasons_are_kept_apart(federation):
    archive, _ = federation
    elo = get_formula("elo")
    docs = [(document(n, *spec), spec) for n, spec in enumerate(games())]
    assert table_of(archive, elo) == pytest.approx(by_hand(docs, formula=elo), abs=1e-9)
    assert table_of(archive, MR, 2025) == {}
    assert table_of(archive, MR, 2026) == pytest.approx(by_hand(docs), abs=1e-9)
    with archive.reading() as session:
        scopes = set(session.scalars(select(RatingGame.scope_id)))
    assert len(scopes) == 2


def test_a_new_game_rates_only_itself_and_keeps_the_movement(federation):
    archive, _ = federation
    refresh(archive, MR, 2026)
    doc = document(42, "Майский турнир", 4, 1, "2026-05-04", NAMES[1:11])
    stored = archive.open_game(doc)
    archive.sign_game(stored.id, "Судья", stored.version)
    step = refresh(archive, MR, 2026)
    assert (step.rated, step.games, step.start) == (1, 9, (date(2026, 5, 4), stored.id))
    incremental = table_csv(rating_table(archive, MR, 2026), "en")
    refresh(archive, MR, 2026, full=True)
    assert table_csv(rating_table(archive, MR, 2026), "en") == incremental
    assert refresh(archive, MR, 2026).start is None          # nothing changed since


def test_a_game_the_secretary_excludes_rates_for_nobody_until_included_again(federation):
    from app.storage.secretary import JournalRow
    archive, ids = federation
    refresh(archive, MR, 2026)
    docs = [(document(n, *spec), spec) for n, spec in enumerate(games())]
    record = archive.secretary.record
    record("Весенний кубок", JournalRow("exclude", f"#{ids[1]}", "Петрова", "повтор игры",
                                        at="2026-03-05T10:00:00+00:00"))
    step = refresh(archive, MR, 2026)
    assert step.start == (date(2026, 3, 2), ids[1]) and step.rated == 6 and step.games == 7
    excluded = table_of(archive)
    assert excluded == pytest.approx(by_hand(docs[:1] + docs[2:]), abs=1e-9)
    refresh(archive, MR, 2026, full=True)
    assert table_of(archive) == excluded                     # the same from scratch
    # a decision about another tournament's game of the same number changes nothing
    record("Майский турнир", JournalRow("include", "#999999", "Петрова", "нет такой", at="2026-05-05T10:00:00+00:00"))
    assert refresh(archive, MR, 2026).start is None
    record("Весенний кубок", JournalRow("include", f"#{ids[1]}", "Петрова", "ошибся", at="2026-03-06T10:00:00+00:00"))
    assert table_of(archive) == pytest.approx(by_hand(docs), abs=1e-9)


def test_an_exclusion_by_the_protocols_fingerprint_counts_too(federation):
    from app.storage.secretary import JournalRow
    archive, ids = federation
    refresh(archive, MR, 2026)
    from app.storage.models import GameRecord
    with archive.reading() as session:
        fingerprint = session.scalar(select(GameRecord.fingerprint).where(GameRecord.id == ids[6]))
    archive.secretary.record("Майский турнир", JournalRow("exclude", fingerprint, "Петрова", "повтор",
                                                          at="2026-05-05T10:00:00+00:00"))
    docs = [(document(n, *spec), spec) for n, spec in enumerate(games())]
    assert table_of(archive) == pytest.approx(by_hand(docs[:6] + docs[7:]), abs=1e-9)
    from app.ratings.card import player_card
    card_games = {line.name: line.games for line in player_card(archive, NAMES[5], MR, 2026).tournaments}
    assert card_games["Майский турнир"] == 2


# The rating before the last tournament began ("previous", the table's movement) is taken while
# the stream passes that tournament's first game: each way the boundary can stay or move, the
# incremental table is the one a recomputation from scratch gives, and the re-rate begins where
# it must.
AFTER_THE_LAST = [
    # a new tournament after the last: the movement is now from its first game, which alone re-rates
    ("Июньский турнир", 1, 1, "2026-06-01", "new game"),
    # a club game after the last tournament: the boundary stays, the game alone rates
    (None, None, None, "2026-06-02", "new game"),
    # a late game of the March tournament, after May's: March is the last tournament again, and
    # everything from its first game re-rates (the season's first game: from scratch)
    ("Весенний кубок", 4, 1, "2026-06-03", "scratch"),
]


@pytest.mark.parametrize("tournament, round_, table, day, start", AFTER_THE_LAST)
def test_the_movement_follows_the_last_tournament(federation, tournament, round_, table, day, start):
    archive, ids = federation
    refresh(archive, MR, 2026)
    stored = archive.open_game(document(77, tournament, round_, table, day, NAMES[2:12]))
    archive.sign_game(stored.id, "Судья", stored.version)
    step = refresh(archive, MR, 2026)
    expected = (date.fromisoformat(day), stored.id) if start == "new game" else (date.min, 0)
    assert step.start == expected and step.games == 9
    incremental = rating_table(archive, MR, 2026)
    refresh(archive, MR, 2026, full=True)
    again = rating_table(archive, MR, 2026)
    assert table_csv(incremental, "en") == table_csv(again, "en")
    since = {"Июньский турнир": date(2026, 6, 1), None: date(2026, 5, 1), "Весенний кубок": date(2026, 3, 1)}
    assert again.since == since[tournament]
    if start == "scratch":      # the season's first tournament: everyone is new since it began
        assert {row.previous for row in again.rows} == {None}
    else:
        assert any(row.previous is not None and row.previous != row.rating for row in again.rows)


def test_a_correction_inside_the_last_tournament_keeps_the_movement_from_its_start(federation):
    archive, ids = federation
    refresh(archive, MR, 2026)
    doc = document(6, *games()[6])
    doc["players"][5]["name"] = "Новичок"
    archive.correct_game(ids[6], doc, archive.game(ids[6]).version, author="Петрова", reason="не тот игрок")
    step = refresh(archive, MR, 2026)
    assert step.start == (date(2026, 5, 2), ids[6]) and step.rated == 2
    incremental = rating_table(archive, MR, 2026)
    assert [r.previous for r in incremental.rows if r.name == "Новичок"] == [None]     # new since May
    refresh(archive, MR, 2026, full=True)
    assert table_csv(incremental, "en") == table_csv(rating_table(archive, MR, 2026), "en")
