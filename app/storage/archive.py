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

from app.format.document import phase_name

from . import linking
from .database import READ_ONLY
from .derive import derive
from .errors import DatabaseUnavailable, GameLocked, GameNotFound, InvalidGame, VersionConflict
from .game_rows import checked_document, store_document, write_journal, write_revision
from .models import GameRecord, GameRevision, JournalEntry
from .place import ArchivePlace
from .races import IdentityRace, identity_taken, race_retried
from .records import Change, Revision, StoredGame
from .secretary import SecretaryStore

if TYPE_CHECKING:
    from .records import GameSummary, HistoryRow, PlayerInfo, TournamentInfo


class Archive:
    def __init__(self, engine: Engine, place: ArchivePlace | None = None) -> None:
        """``place``: where ``engine`` connects, as the opener resolved it (read from the
        engine's address when not given)."""
        self.engine = engine
        self.place = place if place is not None else ArchivePlace.of(engine.url)
        self._reader = engine.execution_options(**{READ_ONLY: True})

    @property
    def location(self) -> str:
        return self.place.name

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
            raise self.place.unavailable(error) from error
        except DatabaseError as error:     # "file is not a database", "malformed"
            raise self.place.damaged(error) from error

    @contextmanager
    def reading(self) -> Iterator[Session]:
        try:
            with Session(self._reader, expire_on_commit=False) as session:
                yield session
        except OperationalError as error:
            raise self.place.unavailable(error) from error
        except DatabaseError as error:     # "file is not a database", "malformed"
            raise self.place.damaged(error) from error

    # -- recording a game ----------------------------------------------------------------
    @race_retried
    def open_game(self, doc: dict[str, Any], *, author: str | None = None) -> StoredGame:
        """Start keeping a game the sheet records; returns it with its id and version."""
        doc, text = checked_document(doc)
        facts = derive(doc)
        now = linking.now()
        with self.writing() as session:
            record = GameRecord(uid=linking.new_uid(), identity="", revision=0, discarded=False,
                                source="sheet", created_at=now, document=text)
            store_document(session, record, doc, text, facts, previous=None)
            session.add(record)
            session.flush()
            write_journal(session, record, "open", author, None, {"document": doc})
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
        new, text = checked_document(doc)
        with self.writing() as session:
            record = _load(session, game_id)
            _may_change(record, expected_version)
            if record.document == text:
                return record.version
            previous = json.loads(record.document)
            store_document(session, record, new, text, derive(new), previous=previous)
            self._flush(session, record, expected_version)
            write_journal(session, record, "replace", author, reason, {"previous": previous})
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
            write_journal(session, record, "discard", author, reason, None)
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
            write_revision(session, record, 1, "signed", record.document, signer, None, signature)
            record.revision = 1
            record.updated_at = linking.now()
            self._flush(session, record, expected_version)
            write_journal(session, record, "sign", signer, None, None)
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
        new, text = checked_document(_without_stale_signature(doc))
        with self.writing() as session:
            record = _load(session, game_id)
            _may_change(record, expected_version, signed=True)
            previous = json.loads(record.document)
            number = record.revision + 1
            write_revision(session, record, number, "correction", text, author, reason, None)
            store_document(session, record, new, text, derive(new), previous=previous)
            record.revision = number
            self._flush(session, record, expected_version)
            write_journal(session, record, "correct", author, reason, {"previous": previous})
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
            doc, text = checked_document(doc)
            store_document(session, record, doc, text, derive(doc), previous=None)
            self._flush(session, record, expected_version)
            write_journal(session, record, kind, author, None, payload)
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


def _without_stale_signature(doc: dict[str, Any]) -> dict[str, Any]:
    signature = doc.get("signature") if isinstance(doc, dict) else None
    if not isinstance(signature, dict):
        return doc
    from app.signing import fingerprint
    try:
        stale = signature.get("document_sha256") != fingerprint(doc)
    except (TypeError, ValueError):      # not JSON at all: checked_document says so
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
