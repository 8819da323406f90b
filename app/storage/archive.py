"""The archive's API for the protocol sheet: every change is one committed transaction.

The sheet opens a game, then calls :meth:`Archive.append_event` for each event as the
judge applies it; when the call returns, the event is on disk.  Undo and corrections
before signing go through :meth:`Archive.replace_document`; after signing only
:meth:`Archive.correct_game` changes a game, as a new revision with an author and a
reason.  Each change is also written to the game's journal, so nothing that was announced
at the table is ever rewritten without a trace.

Every writing call takes the version the caller last saw (``expected_version``); a game
changed meanwhile by another window or judge raises :class:`VersionConflict` instead of
being overwritten.  See docs/archive.md for the whole contract.
"""
from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from sqlalchemy import Engine, select
from sqlalchemy.exc import DatabaseError, IntegrityError, OperationalError
from sqlalchemy.orm import Session, selectinload
from sqlalchemy.orm.exc import StaleDataError

from app.format import GameFileError, validate_game
from app.format.document import phase_name

from . import linking
from .config import display
from .damage import damaged, unavailable
from .database import READ_ONLY
from .derive import Facts, canonical, derive, digest
from .errors import DatabaseUnavailable, GameLocked, GameNotFound, IdentityConflict, InvalidGame, VersionConflict
from .models import GameRecord, GameRevision, GameSeat, JournalEntry
from .races import IdentityRace, identity_taken, race_retried
from .records import Change, Revision, StoredGame, describe_identity
from .secretary import SecretaryStore

if TYPE_CHECKING:
    from .records import GameSummary, HistoryRow, PlayerInfo, TournamentInfo


class Archive:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._reader = engine.execution_options(**{READ_ONLY: True})

    @property
    def location(self) -> str:
        return display(self.engine.url)

    @property
    def secretary(self) -> SecretaryStore:
        """The secretary's journal, register and seatings kept in this archive (the tournament
        reads them from the archive it is given, and so never imports the storage)."""
        return SecretaryStore(self)

    def close(self) -> None:
        self.engine.dispose()

    def __enter__(self) -> Archive:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    # -- sessions -----------------------------------------------------------------------
    @contextmanager
    def writing(self) -> Iterator[Session]:
        """One write transaction, committed when the block ends without an error."""
        try:
            with Session(self.engine, expire_on_commit=False, autoflush=False) as session:
                with session.begin():
                    yield session
        except IntegrityError as error:
            if identity_taken(error):
                raise IdentityRace() from error
            raise
        except OperationalError as error:
            raise unavailable(self.engine.url, error) from error
        except DatabaseError as error:     # "file is not a database", "malformed"
            raise damaged(self.engine.url, error) from error

    @contextmanager
    def reading(self) -> Iterator[Session]:
        try:
            with Session(self._reader, expire_on_commit=False) as session:
                yield session
        except OperationalError as error:
            raise unavailable(self.engine.url, error) from error
        except DatabaseError as error:     # "file is not a database", "malformed"
            raise damaged(self.engine.url, error) from error

    # -- recording a game ----------------------------------------------------------------
    @race_retried
    def open_game(self, doc: dict[str, Any], *, author: str | None = None) -> StoredGame:
        """Start keeping a game the sheet records; returns it with its id and version."""
        doc, text = _checked(doc)
        facts = derive(doc)
        now = linking.now()
        with self.writing() as session:
            record = GameRecord(uid=linking.new_uid(), identity="", revision=0, discarded=False,
                                source="sheet", created_at=now, document=text)
            _store(session, record, doc, text, facts, previous=None)
            session.add(record)
            session.flush()
            _journal(session, record, "open", author, None, {"document": doc})
        return StoredGame.of(record)

    def append_event(self, game_id: int, phase_index: int, event: dict[str, Any], *,
                     expected_version: int | None = None, author: str | None = None) -> int:
        """Add ``event`` at the end of phase ``phase_index`` (the current phase, or the
        next one, which this starts).  Returns the game's new version."""
        event = copy.deepcopy(event)
        return self._edit(game_id, expected_version, author, "event",
                          lambda doc: _add_event(game_id, doc, phase_index, event),
                          {"phase": phase_index, "event": event})

    def begin_phase(self, game_id: int, phase_index: int, *,
                    expected_version: int | None = None, author: str | None = None) -> int:
        """Start the next phase with no event yet (the sheet moved to the night)."""
        return self._edit(game_id, expected_version, author, "phase",
                          lambda doc: _add_event(game_id, doc, phase_index, None),
                          {"phase": phase_index})

    @race_retried
    def replace_document(self, game_id: int, doc: dict[str, Any], expected_version: int, *,
                         author: str | None = None, reason: str | None = None) -> int:
        """Save the whole game (undo, a correction before signing, names, the result).
        The replaced document stays in the journal."""
        new, text = _checked(doc)
        with self.writing() as session:
            record = _load(session, game_id)
            _may_change(record, expected_version)
            if record.document == text:
                return record.version
            previous = json.loads(record.document)
            _store(session, record, new, text, derive(new), previous=previous)
            self._flush(session, record, expected_version)
            _journal(session, record, "replace", author, reason, {"previous": previous})
        return record.version

    def discard_game(self, game_id: int, expected_version: int, *, author: str | None = None,
                     reason: str | None = None) -> int:
        """Set an unsigned game aside (a practice game): kept, but never offered for
        restore, and its tournament/round/table/game are free for the real game."""
        with self.writing() as session:
            record = _load(session, game_id)
            _may_change(record, expected_version)
            record.discarded = True
            record.identity = f"discarded:{record.uid}"
            record.updated_at = linking.now()
            self._flush(session, record, expected_version)
            _journal(session, record, "discard", author, reason, None)
        return record.version

    def latest_unfinished(self) -> StoredGame | None:
        """The game the sheet was recording when it stopped: the most recently saved game
        that is in progress, unsigned and not discarded."""
        with self.reading() as session:
            record = session.scalars(
                select(GameRecord)
                .where(GameRecord.status == "in_progress", GameRecord.revision == 0,
                       GameRecord.discarded.is_(False), GameRecord.source == "sheet")
                .order_by(GameRecord.updated_at.desc(), GameRecord.id.desc()).limit(1)).first()
            return StoredGame.of(record) if record else None

    def game(self, game_id: int) -> StoredGame:
        with self.reading() as session:
            record = session.get(GameRecord, game_id)
            if record is None:
                raise GameNotFound("game.missing", game=game_id)
            return StoredGame.of(record)

    # -- signing and corrections ---------------------------------------------------------
    def sign_game(self, game_id: int, signer: str, expected_version: int, *,
                  signature: bytes | None = None) -> int:
        """Freeze the game as revision 1.  ``signature`` is kept as given (a detached
        signature of the protocol, for instance)."""
        with self.writing() as session:
            record = _load(session, game_id)
            _may_change(record, expected_version)
            _record_revision(session, _revision(record, 1, "signed", record.document, signer, None,
                                                signature))
            record.revision = 1
            record.updated_at = linking.now()
            self._flush(session, record, expected_version)
            _journal(session, record, "sign", signer, None, None)
        return 1

    @race_retried
    def correct_game(self, game_id: int, doc: dict[str, Any], expected_version: int, *, author: str,
                     reason: str) -> int:
        """A correction after signing: a new revision, with who made it and why.
        Returns its number; the earlier revisions stay as they were.

        A judge's JSON signature carried over from the signed document no longer covers
        the corrected one: it is left out of the new revision (revision 1 keeps it), so
        that nobody reads a legitimate correction as a forgery."""
        if not (author or "").strip() or not (reason or "").strip():
            raise InvalidGame("reason.missing")
        new, text = _checked(_without_stale_signature(doc))
        with self.writing() as session:
            record = _load(session, game_id)
            _may_change(record, expected_version, signed=True)
            previous = json.loads(record.document)
            number = record.revision + 1
            _record_revision(session, _revision(record, number, "correction", text, author, reason, None))
            _store(session, record, new, text, derive(new), previous=previous)
            record.revision = number
            self._flush(session, record, expected_version)
            _journal(session, record, "correct", author, reason, {"previous": previous})
        return number

    def revisions(self, game_id: int) -> list[Revision]:
        with self.reading() as session:
            rows = session.scalars(select(GameRevision).where(GameRevision.game_id == game_id)
                                   .order_by(GameRevision.number)).all()
            return [Revision(r.number, r.kind, r.author, r.reason, r.created_at, r.digest,
                             r.signature, json.loads(r.document)) for r in rows]

    def journal(self, game_id: int) -> list[Change]:
        with self.reading() as session:
            rows = session.scalars(select(JournalEntry).where(JournalEntry.game_id == game_id)
                                   .order_by(JournalEntry.version)).all()
            return [Change(r.version, r.kind, r.author, r.reason, r.at,
                           json.loads(r.payload) if r.payload else None) for r in rows]

    # -- searching (app.storage.search) ---------------------------------------------------
    def player_names(self, prefix: str, limit: int = 10) -> list[str]:
        from .search import player_names
        with self.reading() as session:
            return player_names(session, prefix, limit)

    def player(self, nickname: str) -> PlayerInfo | None:
        from .search import find_player
        with self.reading() as session:
            return find_player(session, nickname)

    def update_player(self, nickname: str, **fields: str | None) -> None:
        from .search import update_player
        with self.writing() as session:
            update_player(session, nickname, **fields)

    def search_games(self, **criteria: Any) -> list[GameSummary]:
        from .search import search_games
        with self.reading() as session:
            return search_games(session, **criteria)

    def player_history(self, nickname: str) -> list[HistoryRow]:
        from .search import player_history
        with self.reading() as session:
            return player_history(session, nickname)

    def add_tournament(self, name: str, **fields: Any) -> int:
        """Add a tournament or fill in its details: starts_on, ends_on, venue, ruleset
        (as in a game file), scoring (the tournament's own rules of points)."""
        from .search import add_tournament
        with self.writing() as session:
            return add_tournament(session, name, **fields)

    def tournament(self, name: str) -> TournamentInfo | None:
        """The tournament's details, with the rounds and tables its games named."""
        from .search import tournament
        with self.reading() as session:
            return tournament(session, name)

    # -- internals ------------------------------------------------------------------------
    @race_retried
    def _edit(self, game_id: int, expected_version: int | None, author: str | None, kind: str,
              change: Callable[[dict[str, Any]], object], payload: dict[str, Any]) -> int:
        with self.writing() as session:
            record = _load(session, game_id)
            _may_change(record, expected_version)
            doc = json.loads(record.document)
            change(doc)
            doc, text = _checked(doc)
            _store(session, record, doc, text, derive(doc), previous=None)
            self._flush(session, record, expected_version)
            _journal(session, record, kind, author, None, payload)
        return record.version

    def _flush(self, session: Session, record: GameRecord, expected: int | None) -> None:
        """The UPDATE carries ``WHERE version = <read version>``: a writer that got in
        between the read and the write makes it match nothing."""
        # After a failed flush the record's attributes are expired: read them first.
        game_id, read = record.id, record.version
        try:
            session.flush()
        except StaleDataError:
            raise VersionConflict("game.conflict", game=game_id, found=self._version(game_id),
                                  expected=expected if expected is not None else read) from None

    def _version(self, game_id: int) -> int | str | None:
        try:
            with self.reading() as session:
                return session.scalar(select(GameRecord.version).where(GameRecord.id == game_id))
        except DatabaseUnavailable:
            return "?"


def _checked(doc: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """A private, valid copy of ``doc`` and its stored text."""
    try:
        text = canonical(doc)
        own = json.loads(text)
        validate_game(own, "<archive>")
    except GameFileError as error:
        raise InvalidGame("game.invalid", reason=error) from None
    except (TypeError, ValueError) as error:   # not JSON at all (a set, NaN, …)
        raise InvalidGame("game.invalid", reason=str(error)) from None
    return own, text


def _without_stale_signature(doc: dict[str, Any]) -> dict[str, Any]:
    signature = doc.get("signature") if isinstance(doc, dict) else None
    if not isinstance(signature, dict):
        return doc
    from app.signing import fingerprint
    try:
        stale = signature.get("document_sha256") != fingerprint(doc)
    except (TypeError, ValueError):      # not JSON at all: _checked says so
        return doc
    return {k: v for k, v in doc.items() if k != "signature"} if stale else doc


def _load(session: Session, game_id: int) -> GameRecord:
    record = session.scalars(select(GameRecord).where(GameRecord.id == game_id)
                             .options(selectinload(GameRecord.seats))).first()
    if record is None:
        raise GameNotFound("game.missing", game=game_id)
    return record


def _may_change(record: GameRecord, expected: int | None, *, signed: bool = False) -> None:
    if expected is not None and record.version != expected:
        raise VersionConflict("game.conflict", game=record.id, found=record.version,
                              expected=expected)
    if record.discarded:
        raise GameLocked("game.discarded", game=record.id)
    if signed and record.revision == 0:
        raise GameLocked("game.not_signed", game=record.id)
    if not signed and record.revision > 0:
        raise GameLocked("game.signed", game=record.id)


def _add_event(game_id: int, doc: dict[str, Any], phase_index: int, event: dict[str, Any] | None) -> None:
    phases = doc["phases"]
    if phase_index == len(phases):
        phases.append({"phase": phase_name(phase_index), "events": []})
    elif event is None or phase_index != len(phases) - 1:
        raise InvalidGame("event.phase", phase=phase_index, last=len(phases) - 1, next=len(phases))
    if event is not None:
        phases[phase_index]["events"].append(event)


def _store(session: Session, record: GameRecord, doc: dict[str, Any], text: str, facts: Facts, *,
           previous: dict[str, Any] | None) -> None:
    """Write ``doc`` into ``record`` with everything derived from it."""
    identity = facts.identity or f"game:{record.uid}"
    if identity != record.identity:
        other = session.scalar(select(GameRecord.id).where(GameRecord.identity == identity))
        if other is not None and other != record.id:
            raise IdentityConflict("identity.taken", identity=describe_identity(identity), game=other)
        record.identity = identity
        if facts.place is None:
            record.tournament_id = record.round_id = record.table_id = None
        else:
            tournament, round_, table, _ = facts.place
            record.tournament_id = linking.tournament_id(session, tournament)
            record.round_id = linking.round_id(session, record.tournament_id, round_)
            record.table_id = linking.table_id(session, record.tournament_id, table)
    record.document = text
    record.fingerprint = facts.fingerprint
    for key, value in facts.game.items():
        setattr(record, key, value)
    record.updated_at = linking.now()
    _store_seats(session, record, doc, facts, previous)


def _store_seats(session: Session, record: GameRecord, doc: dict[str, Any], facts: Facts,
                 previous: dict[str, Any] | None) -> None:
    ids = {p["seat"]: p.get("id") for p in doc["players"]}
    before = {p["seat"]: (p.get("name"), p.get("id")) for p in (previous or {}).get("players", [])}
    now = {p["seat"]: (p.get("name"), p.get("id")) for p in doc["players"]}
    seats = {s.seat: s for s in record.seats}
    for row in facts.seats:
        seat = row["seat"]
        stored = seats.get(seat)
        if stored is None:
            stored = GameSeat(seat=seat, name=None)
            record.seats.append(stored)
        relink = stored.name != row["name"] or before.get(seat, now[seat]) != now[seat]
        for key, value in row.items():
            setattr(stored, key, value)
        stored.played_on = record.played_on
        if relink:
            stored.player_id = linking.player_id(session, row["name"], ids.get(seat), seat)


def _record_revision(session: Session, revision: GameRevision) -> None:
    """Write the revision row before the game's new revision number: the database's guard
    (migration 0003) accepts a number only when its revision row holds the document.
    Called before the game itself is changed, so this flush writes the revision only."""
    session.add(revision)
    session.flush()


def _revision(record: GameRecord, number: int, kind: str, text: str, author: str | None, reason: str | None,
              signature: bytes | None) -> GameRevision:
    return GameRevision(game_id=record.id, number=number, kind=kind, document=text,
                        digest=digest(text), author=author, reason=reason, signature=signature,
                        created_at=linking.now())


def _journal(session: Session, record: GameRecord, kind: str, author: str | None, reason: str | None,
             payload: Any) -> None:
    session.add(JournalEntry(game_id=record.id, version=record.version, kind=kind, author=author,
                             reason=reason, at=linking.now(),
                             payload=canonical(payload) if payload is not None else None))
