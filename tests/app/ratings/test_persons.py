"""Persons: the seats' links, merges and splits with their trail, undo, outside ids."""
import json

import pytest
from ratings_archive import NAMES, document, federation, games, rehearsal_game  # noqa: F401 (the fixture)

from app.ratings import RatingError
from app.ratings.persons import find_person
from app.ratings.trail import edit, merge, split, trail, undo
from app.storage.person_links import sync
from app.storage.persons import SeatPerson


def seats_of(archive, person_id):
    with archive.reading() as session:
        return sorted((s.game_id, s.seat) for s in session.query(SeatPerson).filter_by(person_id=person_id))


def test_every_seat_is_linked_once_and_a_rename_relinks(federation):
    archive, ids = federation
    assert (sync(archive), sync(archive)) == (80, 0)      # eight games of ten seats, then nothing new
    kot = find_person(archive, "кот")    # the nickname as typed in any case
    assert kot.name == "Кот" and len(seats_of(archive, kot.id)) == 2
    doc = document(0, *games()[0])
    doc["players"][0]["name"] = "Котофей"
    archive.correct_game(ids[0], doc, archive.game(ids[0]).version, author="Петрова", reason="опечатка")
    sync(archive)
    assert len(seats_of(archive, kot.id)) == 1 and len(seats_of(archive, find_person(archive, "Котофей").id)) == 1


def test_a_merge_a_split_and_their_undo_keep_a_trail(federation):
    archive, ids = federation
    baron, duna = find_person(archive, "Барон"), find_person(archive, "Дюна")
    baron_seats, duna_seats = seats_of(archive, baron.id), seats_of(archive, duna.id)
    edit(archive, "Барон", federation_id="FSM-77", author="Петрова", reason="карточка федерации")
    merge(archive, "Барон", "Дюна", author="Петрова", reason="один человек")
    assert find_person(archive, "Барон").id == duna.id and find_person(archive, "FSM-77").id == duna.id
    assert seats_of(archive, duna.id) == sorted(baron_seats + duna_seats)
    assert set(find_person(archive, "Дюна").nicknames) == {"Барон", "Дюна"}
    moved = split(archive, "Дюна", games=[ids[5]], name="Дюна-2", author="Петрова", reason="два человека")
    assert [tuple(s) for s in moved.payload["seats"]] == [s for s in sorted(baron_seats + duna_seats) if s[0] == ids[5]]
    with pytest.raises(RatingError) as stale:
        undo(archive, 2, author="Петрова", reason="рано")       # the split moved some of the merge's seats
    assert stale.value.params["later"] == 3
    undo(archive, 3, author="Петрова", reason="ошибка")
    undo(archive, 2, author="Петрова", reason="ошибка")
    assert seats_of(archive, baron.id) == baron_seats and seats_of(archive, duna.id) == duna_seats
    assert find_person(archive, "FSM-77").id == baron.id
    entries = trail(archive)
    assert [(e.number, e.kind, e.undone_by) for e in entries] == [
        (5, "undo", None), (4, "undo", None), (3, "split", 4), (2, "merge", 5), (1, "edit", None)]
    assert all(e.author == "Петрова" and e.reason for e in entries)
    with pytest.raises(RatingError, match="already undone|уже отменено"):
        undo(archive, 2, author="Петрова", reason="ещё раз")


def test_a_merge_into_itself_and_an_unknown_person_are_refused(federation):
    archive, _ = federation
    with pytest.raises(RatingError) as same:
        merge(archive, "Кот", "кот", author="Петрова", reason="?")
    assert same.value.code == "person.same"
    with pytest.raises(RatingError) as unknown:
        find_person(archive, "Никто")
    assert unknown.value.message("ru") == "в архиве нет игрока «Никто»"


def test_imported_games_carry_their_players_ids(tmp_path):
    """Two mafiaratings users behind one nickname are two persons; one user under two
    nicknames is one."""
    from app.storage import open_archive
    archive = open_archive(str(tmp_path / "a.sqlite3"))
    for n, (user_of_kot, name_of_6) in enumerate([(101, "Гном"), (202, "Гномик")]):
        doc = rehearsal_game(NAMES[:10] if n == 0 else NAMES[:5] + [name_of_6] + NAMES[6:10], seed=n,
                             meta={"date": f"2026-02-0{n + 1}", "game": n + 1})
        doc["source"] = {"system": "mafiaratings", "id": n + 1,
                         "players": {"1": user_of_kot, "6": 555}}
        from app.storage.transfer import import_documents
        import_documents(archive, [(f"g{n}.json", json.loads(json.dumps(doc)))])
    sync(archive)
    with archive.reading() as session:
        links = {(s.game_id, s.seat): s.person_id for s in session.query(SeatPerson)}
    games_ = sorted({g for g, _ in links})
    assert links[(games_[0], 1)] != links[(games_[1], 1)]          # Кот: users 101 and 202
    assert links[(games_[0], 6)] == links[(games_[1], 6)]          # Гном and Гномик: user 555
    assert ("mafiaratings", "555") in find_person(archive, "Гномик").external
    archive.close()


def test_a_link_follows_its_seats_side_when_a_correction_moves_it(federation):
    from sqlalchemy import select

    from app.storage.models import GameSeat
    from app.storage.persons import SeatPerson
    archive, ids = federation
    sync(archive)
    doc = document(0, *games()[0])
    red = next(p for p in doc["players"] if p["role"] == "citizen")
    black = next(p for p in doc["players"] if p["role"] == "mafia")
    red["role"], black["role"] = "mafia", "citizen"
    archive.correct_game(ids[0], doc, archive.game(ids[0]).version, author="Петрова", reason="роли перепутаны")
    sync(archive)
    with archive.reading() as session:
        rows = session.execute(select(GameSeat.seat, GameSeat.team, SeatPerson.team).join(
            SeatPerson, (SeatPerson.game_id == GameSeat.game_id) & (SeatPerson.seat == GameSeat.seat))
            .where(GameSeat.game_id == ids[0])).all()
    assert len(rows) == 10 and all(seat_team == link_team for _, seat_team, link_team in rows)
    assert {seat: team for seat, team, _ in rows}[red["seat"]] == "black"
