"""Every seat of the archive linked to the person who sat there.

Every nickname gets a person the first time the archive is asked (``sync``), and every seat
the person of its nickname, unless a split says otherwise.  A game imported from another
system that carries its players' ids (``source.players``, docs/game-format.md) links the seat
to the person of that id, so one mafiaratings user is one person whatever the nickname, and
two users behind one nickname are two.  The ratings (app.ratings) and the import's batch
path (app.storage.batch_import) both link through here.
"""
from __future__ import annotations

import json
from datetime import datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import DateTime, bindparam, delete, func, insert, select, text, union, update
from sqlalchemy.dialects import postgresql, sqlite

from .linking import now
from .models import GameRecord, GameSeat, Player
from .persons import Person, PersonExternalId, PlayerPerson, RatingScope, SeatPerson

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from .archive import Archive

SYNC_KEY = "persons-sync"          # the rating_scopes row whose computed_at is the last sync
SYSTEMS = ("mafiaratings", "polemica")
_LOCK_KEY = 0x7065727361           # "persa": one linking process at a time on PostgreSQL


def sync(archive: Archive) -> int:
    """Link every seat not linked yet (or whose nickname changed) to its person; returns how
    many seats were linked.  Only the games added or changed since the last sync are read."""
    with archive.writing() as session:
        return sync_session(session)


def moment(value: datetime) -> Any:
    """A time written into the statement, not sent as a parameter: psycopg prepares a statement
    run five times, and PostgreSQL's generic plan for ``updated_at >= $1`` under EXISTS is a
    scan of every game (it expects a third of them to match), where the value's own plan is
    one probe of the index by time."""
    return bindparam("moment", value, type_=DateTime, literal_execute=True)


def _changed_since(at: Any) -> Any:
    """A game a linking reads again: one that can be played on, changed at ``at`` or later."""
    return GameRecord.status.in_(("in_progress", "finished")) & (GameRecord.updated_at >= at)


def _pending(session: Session) -> tuple[bool, bool]:
    """Whether a game was added, and whether one was changed, since the last sync (two index
    probes): a card or a table read between two games pays for no more than this."""
    since = session.scalar(select(RatingScope.computed_at).where(RatingScope.key == SYNC_KEY))
    if since is None:
        return True, True
    last_linked = select(func.coalesce(func.max(SeatPerson.game_id), 0)).scalar_subquery()
    added = select(GameRecord.id).where(GameRecord.id > last_linked).exists()
    changed = select(GameRecord.id).where(GameRecord.id <= last_linked, _changed_since(moment(since))).exists()
    row = session.execute(select(added, changed)).one()
    return bool(row[0]), bool(row[1])


def touched_since(session: Session, at: datetime, last_game: int) -> set[int]:
    """The games a linking begun at ``at``, with ``last_game`` the last linked, would read:
    those added after it and those changed since."""
    touched = set(session.scalars(select(GameRecord.id).where(GameRecord.id > last_game)))
    touched.update(session.scalars(select(GameRecord.id).where(GameRecord.id <= last_game,
                                                               _changed_since(moment(at)))))
    return touched


def up_to_date(session: Session) -> bool:
    """Whether every seat is linked and no game changed since the last sync."""
    return not any(_pending(session))


def sync_session(session: Session) -> int:
    started = now()       # before the probe: a game changed while this runs is read by the next
    added, changed = _pending(session)
    if not (added or changed):
        return 0
    lock(session)
    marker = session.scalar(select(RatingScope).where(RatingScope.key == SYNC_KEY))
    last_linked = session.scalar(select(func.max(SeatPerson.game_id))) or 0
    # Two index ranges, not one OR that would read every game: the games added since the
    # last link, and those changed since the last sync.
    games: Any = select(GameRecord.id).where(GameRecord.id > last_linked)
    if changed and marker is not None and marker.computed_at is not None:
        games = union(games, select(GameRecord.id).where(_changed_since(marker.computed_at)))
    linked = link_games(session, games, changed)
    mark_synced(session, started)
    return linked


def lock(session: Session) -> None:
    """One linking at a time on a shared PostgreSQL (until the transaction ends)."""
    if session.get_bind().dialect.name == "postgresql":
        session.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _LOCK_KEY})


def link_games(session: Session, games: Any, changed: bool) -> int:
    """Every seat of ``games`` (a select of ids) linked to its person; ``changed``: some of
    them were linked before and a correction may have made their links stale."""
    _new_persons(session, games)
    if changed:      # games only added have no links yet
        _restale(session, games)
    seats = (select(GameSeat.game_id, GameSeat.seat, GameSeat.player_id, PlayerPerson.person_id, text("'auto'"),
                    GameSeat.team)
             .join(PlayerPerson, PlayerPerson.player_id == GameSeat.player_id)
             .where(GameSeat.game_id.in_(games)))
    # ON CONFLICT, not NOT EXISTS: PostgreSQL would scan the rows this very insert adds for
    # every seat (a quadratic anti-join); a seat already linked keeps its link.
    dialect = postgresql if session.get_bind().dialect.name == "postgresql" else sqlite
    # preserve_rowcount: psycopg's cursor is closed before an INSERT's result is read (-1 rows).
    result: Any = session.execute(dialect.insert(SeatPerson).from_select(
        ["game_id", "seat", "player_id", "person_id", "how", "team"], seats).on_conflict_do_nothing()
        .execution_options(preserve_rowcount=True))
    linked = int(result.rowcount or 0)
    analyze_after_load(session, "seat_persons", linked)
    external_ids(session, games)
    return linked


def mark_synced(session: Session, at: datetime) -> None:
    """The archive linked as it stood at ``at``: the next sync reads only games changed after."""
    marker = session.scalar(select(RatingScope).where(RatingScope.key == SYNC_KEY))
    if marker is None:
        session.add(RatingScope(key=SYNC_KEY, formula="", games=0, computed_at=at))
    else:
        # Moved on only past games it read (the probe found some): a run that found nothing
        # writes nothing (on SQLite an empty transaction commits without waiting for the disk).
        marker.computed_at = at
    session.flush()


def analyze_after_load(session: Session, table: str, added: int) -> None:
    """A bulk load on PostgreSQL (more than a tenth of what the table held at its last
    count): the next reads planned on real counts, not on an empty table's."""
    if added <= 1000 or session.get_bind().dialect.name != "postgresql":
        return
    counted = session.scalar(text("SELECT reltuples FROM pg_class WHERE oid = CAST(:table AS regclass)"),
                             {"table": table})
    if counted is None or added * 10 > max(float(counted), 0.0):
        session.execute(text(f"ANALYZE {table}"))


def _restale(session: Session, games: Any) -> None:
    # A link made for another nickname than the seat's now is stale (a correction renamed it).
    session.execute(delete(SeatPerson).where(SeatPerson.game_id.in_(games)).where(
        ~select(GameSeat.seat).where(GameSeat.game_id == SeatPerson.game_id, GameSeat.seat == SeatPerson.seat,
                                     GameSeat.player_id == SeatPerson.player_id).exists()))
    # A link kept (its nickname unchanged) follows its seat's side, which a correction may move.
    side = select(GameSeat.team).where(GameSeat.game_id == SeatPerson.game_id,
                                       GameSeat.seat == SeatPerson.seat).scalar_subquery()
    session.execute(update(SeatPerson).where(SeatPerson.game_id.in_(games), SeatPerson.team.is_distinct_from(side))
                    .values(team=side))


def _new_persons(session: Session, games: Any) -> None:
    """A person for every nickname of ``games`` without one, ids given here so that both
    databases agree."""
    seated = select(GameSeat.player_id).where(GameSeat.game_id.in_(games))
    rows = session.execute(select(Player.id, Player.nickname, Player.club, Player.city)
                           .outerjoin(PlayerPerson, PlayerPerson.player_id == Player.id)
                           .where(PlayerPerson.player_id.is_(None), Player.id.in_(seated)).order_by(Player.id)).all()
    if not rows:
        return
    first = (session.scalar(select(func.max(Person.id))) or 0) + 1
    at = now()
    for start in range(0, len(rows), 5000):
        chunk = rows[start:start + 5000]
        session.execute(insert(Person), [{"id": first + start + i, "name": r.nickname, "club": r.club,
                                          "city": r.city, "created_at": at} for i, r in enumerate(chunk)])
        session.execute(insert(PlayerPerson), [{"player_id": r.id, "person_id": first + start + i}
                                                for i, r in enumerate(chunk)])
    if session.get_bind().dialect.name == "postgresql":     # explicit ids do not move the sequence
        session.execute(text("SELECT setval(pg_get_serial_sequence('persons', 'id'), (SELECT max(id) FROM persons))"))
    # Fresh rows the planner has no count of: linking the seats would join them row by row.
    analyze_after_load(session, "persons", len(rows))
    analyze_after_load(session, "player_persons", len(rows))


def external_ids(session: Session, games: Any) -> None:
    """The players' ids an imported game carries (``games``: a select of ids, or a list):
    the seat goes to the person of that id."""
    # Only a document with a source section can carry them: the rest are not read and parsed
    # (a federation's import of a season is a million documents).
    docs = session.execute(select(GameRecord.id, GameRecord.document).where(GameRecord.id.in_(games))
                           .where(GameRecord.source == "import", GameRecord.document.contains('"source"'))).all()
    for game_id, document in docs:
        source = json.loads(document).get("source") or {}
        system, ids = source.get("system"), source.get("players")
        if system not in SYSTEMS or not isinstance(ids, dict):
            continue
        for seat_key, value in ids.items():
            if isinstance(value, str | int) and str(seat_key).isdigit():
                _link_external(session, game_id, int(seat_key), system, str(value))


def _link_external(session: Session, game_id: int, seat: int, system: str, value: str) -> None:
    link = session.get(SeatPerson, (game_id, seat))
    if link is None:
        return
    owner = session.scalar(select(PersonExternalId.person_id).where(PersonExternalId.system == system,
                                                                    PersonExternalId.value == value))
    if owner is None:
        taken = session.scalar(select(PersonExternalId.value).where(PersonExternalId.person_id == link.person_id,
                                                                    PersonExternalId.system == system))
        if taken is None:
            session.add(PersonExternalId(person_id=link.person_id, system=system, value=value))
            session.flush()
            return
        # The nickname's person is someone else in that system: two people share the nickname.
        name = session.scalar(select(Person.name).where(Person.id == link.person_id)) or ""
        person = Person(name=name, created_at=now())
        session.add(person)
        session.flush()
        session.add(PersonExternalId(person_id=person.id, system=system, value=value))
        owner = person.id
    if owner != link.person_id:
        before = link.person_id
        link.person_id, link.how = owner, "ids"
        session.flush()
        # A nickname's person left with no seat was only ever that outside id's: the nickname
        # now names the id's person.
        if session.scalar(select(SeatPerson.seat).where(SeatPerson.person_id == before).limit(1)) is None:
            session.execute(update(PlayerPerson).where(PlayerPerson.player_id == link.player_id,
                                                       PlayerPerson.person_id == before).values(person_id=owner))
            orphan = session.get(Person, before)
            if orphan is not None and orphan.merged_into is None and orphan.federation_id is None:
                orphan.merged_into = owner
    session.flush()


__all__ = ["SYNC_KEY", "SYSTEMS", "analyze_after_load", "external_ids", "link_games", "lock", "mark_synced", "moment",
           "sync", "sync_session", "touched_since", "up_to_date"]
