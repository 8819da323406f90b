"""`db check` over the ratings' tables: silent on a sound archive, and naming a missing
index, a standing that disagrees with its entries and a link to a merged person."""
from ratings_archive import federation  # noqa: F401 (the fixture)
from sqlalchemy import text, update

from app.ratings import get_formula
from app.ratings.engine import refresh
from app.storage.integrity import check
from app.storage.persons import Person, RatingStanding


def codes(archive):
    return [(p.code, p.message("en")) for p in check(archive) if p.code.startswith("check.") and p.code in (
        "check.index", "check.links", "check.standings", "check.exclusions")]


def test_a_sound_archive_then_three_faults(federation):
    archive, _ = federation
    result = refresh(archive, get_formula("mafiaratings"), 2026)
    assert codes(archive) == []
    with archive.writing() as session:
        session.execute(update(RatingStanding).where(RatingStanding.person_id == 3).values(rating=99.0))
        session.execute(update(Person).where(Person.id == 4).values(merged_into=5))
        session.execute(text("DROP INDEX ix_rating_games_order"))
    found = codes(archive)
    assert [c for c, _ in found] == ["check.index", "check.links", "check.standings"]
    assert "ix_rating_games_order" in found[0][1] and found[1][1].startswith("8 seat(s)")
    assert found[2][1] == f"rating {result.key}: 1 standing(s) disagree with their last game; ratings --full " \
                          "recomputes them"


def test_an_exclusion_the_journal_does_not_make_is_named(federation):
    from app.storage.persons import RatingExclusion
    from app.storage.secretary import JournalRow
    archive, ids = federation
    archive.secretary.record("Весенний кубок", JournalRow("exclude", f"#{ids[0]}", "Петрова", "повтор",
                                                          at="2026-03-05T10:00:00+00:00"))
    refresh(archive, get_formula("mafiaratings"), 2026)
    assert codes(archive) == []
    with archive.writing() as session:
        session.add(RatingExclusion(game_id=ids[1], tournament_id=1, decision_id=1))
    assert codes(archive) == [("check.exclusions", "1 game(s) of the ratings' exclusions disagree with the "
                               "secretaries' journals; the ratings' next run brings them up to date")]
