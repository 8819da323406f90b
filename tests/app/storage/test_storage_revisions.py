"""A signed game is immutable; corrections are new revisions with author, time and reason."""
import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError
from storage_fixtures import archive, db_url, pg_server, pg_url, sample  # noqa: F401

from app.storage import GameLocked, InvalidGame, VersionConflict
from app.storage.derive import canonical, digest


def _signed(archive, sample):
    game = archive.open_game(sample)
    archive.sign_game(game.id, "Иванов", expected_version=game.version, signature=b"\x01sig")
    return archive.game(game.id)


def test_signing_freezes_the_game_as_revision_one(archive, sample):
    game = _signed(archive, sample)
    assert game.signed and game.revision == 1
    (revision,) = archive.revisions(game.id)
    assert (revision.number, revision.kind, revision.author, revision.signature) == (1, "signed", "Иванов", b"\x01sig")
    assert revision.document == sample and revision.digest == digest(canonical(sample))
    with pytest.raises(GameLocked) as locked:
        archive.append_event(game.id, 5, {"type": "warning", "seat": 1})
    assert "signed" in locked.value.message("en")
    with pytest.raises(GameLocked):
        archive.replace_document(game.id, sample, expected_version=game.version)
    with pytest.raises(GameLocked):
        archive.discard_game(game.id, expected_version=game.version)
    with pytest.raises(GameLocked):
        archive.sign_game(game.id, "Иванов", expected_version=game.version)


def test_a_correction_is_a_new_revision_and_the_old_one_stays(archive, sample):
    game = _signed(archive, sample)
    fixed = dict(sample, awards=dict(sample["awards"], extra_points={"3": 0.3}))
    number = archive.correct_game(game.id, fixed, expected_version=game.version,
                                  author="Петрова", reason="протест команды, решение ГСК")
    assert number == 2
    first, second = archive.revisions(game.id)
    assert first.document == sample and first.kind == "signed"
    assert (second.kind, second.author, second.reason) == ("correction", "Петрова", "протест команды, решение ГСК")
    assert second.document == fixed and second.created_at >= first.created_at
    stored = archive.game(game.id)
    assert stored.revision == 2 and stored.document == fixed
    assert archive.player_history("Шерлок")[0].extra_points == 0.3
    change = archive.journal(game.id)[-1]
    assert (change.kind, change.author, change.payload["previous"]) == ("correct", "Петрова", sample)


def test_a_correction_needs_an_author_and_a_reason_and_the_current_version(archive, sample):
    game = _signed(archive, sample)
    with pytest.raises(InvalidGame):
        archive.correct_game(game.id, sample, expected_version=game.version, author="Петрова", reason=" ")
    with pytest.raises(VersionConflict):
        archive.correct_game(game.id, sample, expected_version=game.version - 1, author="П", reason="r")
    unsigned = archive.open_game(dict(sample, meta=dict(sample["meta"], table=9)))
    with pytest.raises(GameLocked) as not_signed:
        archive.correct_game(unsigned.id, sample, expected_version=1, author="П", reason="r")
    assert "not signed" in not_signed.value.message("en")


@pytest.mark.parametrize("statement", [
    "UPDATE game_revisions SET document = '{}'",
    "DELETE FROM game_revisions",
    "UPDATE game_journal SET kind = 'event'",
    "DELETE FROM game_journal",
    "UPDATE games SET document = '{}'",
])
def test_the_database_itself_refuses_to_rewrite_what_was_signed_or_journaled(archive, sample, statement):
    _signed(archive, sample)
    with pytest.raises(DBAPIError) as refused:
        with archive.engine.begin() as connection:
            connection.execute(text(statement))
    assert "never changed" in str(refused.value) or "new revision" in str(refused.value)
    assert archive.revisions(1)[0].document == sample


def test_an_unsigned_game_s_document_may_be_saved_again_by_sql_too(archive, sample):
    archive.open_game(sample)   # the guard is about signed games only
    with archive.engine.begin() as connection:
        connection.execute(text("UPDATE games SET judge = 'Петров'"))
