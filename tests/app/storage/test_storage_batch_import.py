"""Issue 41 §3: the import's batch path writes exactly the rows the per-game path writes (and
the persons' linking after it), on SQLite and on PostgreSQL, links every seat at import so
that the next linking has nothing to do, and refuses what the per-game path refuses."""
from __future__ import annotations

import copy
import uuid

import psycopg
import pytest
from rehearsal import rehearsal_game
from sqlalchemy import delete, select
from storage_fixtures import archive, db_url, pg_server, pg_url  # noqa: F401

from app.signing import create_identity, sign_game
from app.storage import batch_import, open_archive, preparing, transfer
from app.storage.models import Base, Player
from app.storage.person_links import SYNC_KEY, sync, up_to_date
from app.storage.persons import RatingScope, SeatPerson
from app.storage.transfer import ImportRefused, import_documents

# Stamped at the moment of writing, and a player's or game's uid is drawn at random when
# the file gives none: the same rows otherwise.
MOMENTS = {"created_at", "updated_at", "at", "computed_at"}
TABLES = ("players", "tournaments", "rounds", "game_tables", "games", "game_seats", "game_revisions",
          "game_journal", "persons", "player_persons", "seat_persons", "person_ids", "rating_scopes")


@pytest.fixture(scope="module")
def judges(tmp_path_factory):
    home = tmp_path_factory.mktemp("keys")
    return {"me": create_identity("Иванов", "пароль", home / "me"),
            "stranger": create_identity("Незнакомец", "пароль", home / "stranger")}


@pytest.fixture
def reference(db_url, tmp_path, request):
    """A second empty archive of the same kind, for the per-game path."""
    if not db_url.startswith("postgresql"):
        with open_archive(str(tmp_path / "reference.sqlite3")) as opened:
            yield opened
        return
    server = request.getfixturevalue("pg_server")
    name = f"reference_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    with open_archive(f"{server.rpartition('/')[0]}/{name}") as opened:
        yield opened
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def documents(judges) -> list[tuple[str, dict]]:
    """Games of two tournaments, rounds and tables, nicknames met again under other spellings,
    games without a place, players' ids from another archive, outside ids, signed files."""
    pool = ["Кот", "Ёжик", "Лиса", "Сова", "Барсук", "Крот", "Заяц", "Волк", "Мышь", "Бобр", "Рысь", "Уж",
            "Филин", "Еж", "Выдра"]
    docs = []
    for n in range(14):
        names = [pool[(n * 3 + i) % len(pool)] for i in range(10)]
        if n % 4 == 1:
            names = [f"  {name.upper()} " if i % 3 == 0 else name for i, name in enumerate(names)]
        meta = {"tournament": f"Кубок {n % 2 + 1}", "round": n // 4 + 1, "table": n % 4 + 1,
                "date": f"2026-03-{n + 1:02d}"}
        if n in (5, 9):
            meta = {"date": f"2026-04-{n:02d}"}        # no place: known by its content
        docs.append((f"g{n}.json", rehearsal_game(names, seed=f"batch-{n}", meta=meta)))
    known = ["Гость1", "Гость2", "Гость3", "Гость4", "Гость5", "Гость6", "Гость7", "Гость8", "Гость9", "Гость10"]
    uids = [f"uid-{i}" for i in range(10)]
    docs.append(("ids1.json", rehearsal_game(known, seed="ids-1", ids=uids,
                                             meta={"tournament": "Кубок 3", "round": 1, "table": 1})))
    docs.append(("ids2.json", rehearsal_game(known[:5] + pool[:5], seed="ids-2", ids=uids[:5] + [None] * 5,
                                             meta={"tournament": "Кубок 3", "round": 1, "table": 2})))
    for doc in (docs[-1][1],):
        for player in doc["players"]:
            if player.get("id") is None:
                player.pop("id", None)
    outside = rehearsal_game(pool[5:15], seed="outside", meta={"tournament": "Кубок 3", "round": 2, "table": 1})
    outside["source"] = {"system": "mafiaratings", "id": 7, "players": {"1": 101, "2": 202}}
    docs.append(("outside.json", outside))
    for who, n in (("me", 1), ("me", 2), ("stranger", 3)):
        game = rehearsal_game(pool[n:n + 10], seed=f"signed-{n}",
                              meta={"tournament": "Кубок 4", "round": 1, "table": n})
        docs.append((f"signed{n}.json", sign_game(game, judges[who])))
    return docs


def per_game(archive, items, anchors):
    """The per-game path of every file (as the import went before the batch path), then
    the persons' linking."""
    trust = preparing.Trust(anchors)
    result = transfer.ImportResult()
    with archive.writing() as session:
        seen: dict = {}
        for index, (source, doc) in enumerate(items):
            item = transfer._check(index, source, transfer._prepare(doc, trust), seen)
            if item is not None:
                with session.begin_nested():
                    transfer._import_new(session, item, None, result)
    sync(archive)
    return result


def dump(archive) -> dict[str, list[tuple]]:
    tables = {}
    with archive.reading() as session:
        for name in TABLES:
            table = Base.metadata.tables[name]
            columns = [c for c in table.columns if c.name not in MOMENTS]
            rows = session.execute(select(*columns).order_by(*table.primary_key.columns)).all()
            kept = []
            for row in rows:
                values = dict(zip([c.name for c in columns], row, strict=True))
                if name == "players" and not values["uid"].startswith("uid-"):
                    values["uid"] = "drawn"
                if name == "games":
                    values["uid"] = "drawn"
                    if values["identity"].startswith("game:"):
                        values["identity"] = "game:drawn"
                kept.append(tuple(values.items()))
            tables[name] = kept
    return tables


def test_the_batch_path_writes_the_rows_of_the_per_game_path(archive, reference, judges):
    items = documents(judges)
    anchors = [judges["me"].cert]
    result = import_documents(archive, copy.deepcopy(items), anchors=anchors)
    expected = per_game(reference, copy.deepcopy(items), anchors)
    assert [s for s, _ in result.imported] == [s for s, _ in items]
    assert result.imported == expected.imported
    assert result.unknown_signer == expected.unknown_signer == [("signed3.json", result.imported[-1][1])]
    mine, theirs = dump(archive), dump(reference)
    for name in TABLES:
        assert mine[name] == theirs[name], name
    assert len(mine["games"]) == 20 and len(mine["seat_persons"]) == 200 and len(mine["person_ids"]) == 2
    assert len(mine["game_revisions"]) == 3 and len(mine["players"]) == 25


def test_the_next_linking_finds_nothing_and_later_games_are_linked(archive, judges, sample_signed):
    items = documents(judges)
    import_documents(archive, items, anchors=[judges["me"].cert])
    with archive.reading() as session:
        assert up_to_date(session)
    assert sync(archive) == 0
    # Later, a game at the sheet, then its signed file (the per-game path freezes it).
    game, signed = sample_signed
    opened = archive.open_game(game)
    again = import_documents(archive, [("sheet.json", signed)], anchors=[judges["me"].cert])
    assert again.imported == [("sheet.json", opened.id)]
    with archive.reading() as session:
        assert not up_to_date(session)
    sync(archive)
    with archive.reading() as session:
        linked = session.scalars(select(SeatPerson.seat).where(SeatPerson.game_id == opened.id)).all()
        assert up_to_date(session)
    assert sorted(linked) == list(range(1, 11))


@pytest.fixture
def sample_signed(judges):
    game = rehearsal_game([f"Новичок {i}" for i in range(10)], seed="sheet",
                          meta={"tournament": "Кубок 5", "round": 1, "table": 1})
    return game, sign_game(game, judges["me"])


def test_importing_the_same_files_again_changes_nothing(archive, judges):
    items = documents(judges)
    import_documents(archive, copy.deepcopy(items), anchors=[judges["me"].cert])
    before = dump(archive)
    again = import_documents(archive, copy.deepcopy(items), anchors=[judges["me"].cert])
    assert not again.imported and len(again.present) == len(items)
    assert dump(archive) == before


def test_an_archive_with_unlinked_games_is_left_to_its_next_linking(archive, judges):
    """Linking at import costs only the import's own seats: an archive with games never
    linked is linked, all of it, by its next sync as before."""
    first, *rest = documents(judges)
    archive.open_game(first[1])
    import_documents(archive, rest, anchors=[judges["me"].cert])
    with archive.reading() as session:
        assert not up_to_date(session)
        assert session.scalars(select(SeatPerson.game_id)).first() is None
    sync(archive)
    with archive.reading() as session:
        assert len(session.scalars(select(SeatPerson.game_id)).all()) == 200


def test_a_player_conflict_in_a_batch_is_refused_as_the_per_game_path_words_it(archive):
    names = [f"Игрок {i}" for i in range(10)]
    first = rehearsal_game(names, seed="c1", meta={"tournament": "К", "round": 1, "table": 1})
    second = rehearsal_game(names, seed="c2", ids=[f"other-{i}" for i in range(10)],
                            meta={"tournament": "К", "round": 1, "table": 2})
    with pytest.raises(ImportRefused) as refused:
        import_documents(archive, [("first.json", first), ("second.json", second)])
    (source, error), = refused.value.failures
    assert source == "second.json" and error.code == "player.ambiguous"
    assert "Игрок 0" in error.message("en") and "other-0" in error.message("en")
    assert archive.search_games() == []


def test_the_pool_of_processes_prepares_the_same_games(tmp_path, judges, monkeypatch):
    items = documents(judges)
    with open_archive(str(tmp_path / "alone.sqlite3")) as alone:
        import_documents(alone, copy.deepcopy(items), anchors=[judges["me"].cert])
        expected = dump(alone)
    monkeypatch.setattr(preparing, "POOL_FROM", 2)
    monkeypatch.setattr(preparing, "_PER_TASK", 3)
    shared = list(preparing.prepared([doc for _, doc in items]))
    assert all(done is not None for done in shared)
    with open_archive(str(tmp_path / "shared.sqlite3")) as pooled:
        import_documents(pooled, copy.deepcopy(items), anchors=[judges["me"].cert])
        assert dump(pooled) == expected


def relinked(archive) -> list[tuple]:
    """The seats' links a linking from nothing makes of the archive as it stands."""
    with archive.writing() as session:
        session.execute(delete(SeatPerson))
        session.execute(delete(RatingScope).where(RatingScope.key == SYNC_KEY))
    sync(archive)
    return dump(archive)["seat_persons"]


def test_an_import_through_both_paths_links_every_seat_as_a_linking_from_nothing(archive, judges, sample_signed):
    """The new games are linked with their batch; a game the archive held (a sheet's game
    frozen by its signed file) by the linking itself at the end."""
    items = documents(judges)
    anchors = [judges["me"].cert]
    import_documents(archive, items[:10], anchors=anchors)
    game, signed = sample_signed
    opened = archive.open_game(game)
    sync(archive)
    result = import_documents(archive, [("sheet.json", signed), *items[10:]], anchors=anchors)
    assert result.imported[0] == ("sheet.json", opened.id) and len(result.imported) == 11
    with archive.reading() as session:
        assert up_to_date(session)
    assert sync(archive) == 0
    linked = dump(archive)["seat_persons"]
    assert len(linked) == 210
    assert relinked(archive) == linked


def test_a_game_corrected_by_another_writer_during_an_import_is_linked_after_it(pg_url, judges, monkeypatch):
    """A shared PostgreSQL: a correction committed while an import runs is not passed over
    by the import's linking (it leaves the linking's mark where the correction is read)."""
    items = documents(judges)
    anchors = [judges["me"].cert]
    with open_archive(pg_url) as archive, open_archive(pg_url) as other:
        first = import_documents(archive, items[:18], anchors=anchors)
        target = dict(first.imported)["signed1.json"]
        doc = copy.deepcopy(archive.game(target).document)
        doc.pop("signature", None)
        doc["players"][0]["name"] = "Новичок"
        flush = batch_import.Batch.flush

        def correcting(batch):
            if batch.pending:
                other.correct_game(target, doc, other.game(target).version, author="Петрова",
                                   reason="не тот игрок")
            return flush(batch)

        monkeypatch.setattr(batch_import.Batch, "flush", correcting)
        import_documents(archive, items[18:], anchors=anchors)
        with archive.reading() as session:
            assert up_to_date(session)
            person = session.scalar(select(SeatPerson.player_id).where(SeatPerson.game_id == target,
                                                                       SeatPerson.seat == 1))
            assert person == session.scalar(select(Player.id).where(Player.nickname == "Новичок"))
        assert sync(archive) == 0
        assert relinked(archive) == dump(archive)["seat_persons"]


def test_a_worker_leaves_to_the_importing_process_what_only_the_copy_through_text_makes_valid(judges):
    """A worker validates its own (unpickled) document as it is; one that is valid only once
    copied through its text (a tuple for an array) comes back None, and the importing
    process prepares it the usual way, with the same result as a plain document."""
    plain = documents(judges)[0][1]
    tupled = copy.deepcopy(plain)
    tupled["players"] = tuple(tupled["players"])
    assert preparing._prepare_many([copy.deepcopy(plain), tupled, "not a game"]) == [
        preparing.prepare(plain, None), None, None]
    assert preparing.prepare(tupled, None) == preparing.prepare(plain, None)


def test_the_first_batch_is_smaller_and_the_rest_are_whole(tmp_path, judges, monkeypatch):
    """The archive's writing starts on the pool's first results, then takes whole batches;
    the games written are the same as with batches of one size."""
    items = documents(judges)
    sizes: list[int] = []
    flush = batch_import.Batch.flush

    def counted(batch):
        if batch.pending:
            sizes.append(len(batch.pending))
        return flush(batch)

    monkeypatch.setattr(batch_import.Batch, "flush", counted)
    monkeypatch.setattr(batch_import, "BATCH", 4)
    monkeypatch.setattr(batch_import, "FIRST_BATCH", 2)
    with open_archive(str(tmp_path / "a.sqlite3")) as archive:
        result = import_documents(archive, copy.deepcopy(items), anchors=[judges["me"].cert])
        assert [s for s, _ in result.imported] == [s for s, _ in items]
        assert sizes[0] == 2 and set(sizes[1:-1]) == {4} and sum(sizes) == len(items)


AWKWARD = ["кот", 'a"b', "back\\slash", "{brace}", "com,ma", "NULL", "", " spaced ", "😀", "e-1", "tab\there"]


def test_a_key_lookup_finds_exactly_the_keys_asked_for_whatever_they_hold(archive):
    """``among``: one array on PostgreSQL (written as JSON, unpacked by the server), IN lists
    on SQLite; quotes, backslashes, braces, commas, the word NULL, astral characters."""
    from app.storage.bulk_rows import among
    with archive.writing() as session:
        session.add_all(Player(uid=f"u{n}", nickname=key or "-", nickname_key=key,
                               created_at=batch_import.linking.now()) for n, key in enumerate(AWKWARD))
        session.flush()
        asked = AWKWARD[::2] + ["absent"]
        found = sorted(row.nickname_key for row in among(session, select(Player.nickname_key),
                                                         Player.nickname_key, asked))
        assert found == sorted(AWKWARD[::2])
        ids = sorted(row.id for row in among(session, select(Player.id), Player.id, [1, 3, 10 ** 6]))
        assert ids == [1, 3]
