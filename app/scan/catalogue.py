"""Where a scanned sheet is looked for: the archive with every revision it keeps, or a
set of game documents (the secretary's files).

A printed sheet's fingerprint is the SHA-256 of the canonical form of the document it was
printed from (``app.signing.canonical``: no ``"signature"`` object).  The archive's own
``games.fingerprint`` leaves out the players' ids instead, so the two agree only for a
document with neither; every candidate document is therefore fingerprinted here, both as
stored and without the archive's ids, never trusted to the column alone.  The column still
narrows the search: a game is first looked for by the place the code names, then by the
fingerprint, and only a typed or an old-style code without a place falls back to reading
every game.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from app.signing.canonical import fingerprint

from .payload import Mark, is_cut

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from app.storage.models import GameRecord, GameRevision


@dataclass(frozen=True)
class Version:
    """One state of a game a sheet may have been printed from."""

    doc: dict[str, Any]
    fingerprints: frozenset[str]
    revision: int | None        # 1, 2, … a signed revision; 0 the unsigned document; None an
    #                             earlier unsigned state kept in the journal
    current: bool
    author: str | None = None
    reason: str | None = None
    at: datetime | None = None
    signature: bytes | None = None     # the archive's detached signature of a revision


@dataclass
class Entry:
    """One archived game (or one file) with every version known of it."""

    key: str                   # "#12" for an archived game, the file's path otherwise
    game_id: int | None
    tournament: str | None
    round: str | None
    table: str | None
    game: str | None
    revision: int              # the archive's: 0 unsigned, 1 signed, 2… corrected
    versions: list[Version] = field(default_factory=list)
    # the earlier unsigned states the journal keeps: many for a game recorded at the table,
    # so read only when the current document and the revisions did not match
    earlier: Callable[[], list[Version]] | None = None

    @property
    def current(self) -> Version:
        return next(v for v in self.versions if v.current)

    def find(self, digest: str, deep: bool = False) -> Version | None:
        """The version with this fingerprint (full, or a typed prefix of 12 digits on);
        ``deep`` also reads the journal's earlier states."""
        if deep and self.earlier is not None:
            known = {v.fingerprints for v in self.versions}
            self.versions += [v for v in self.earlier() if v.fingerprints not in known]
            self.earlier = None
        for version in self.versions:
            if any(fp.startswith(digest) for fp in version.fingerprints):
                return version
        return None


def variants(doc: dict[str, Any]) -> frozenset[str]:
    """The document's fingerprint as printed, also without the archive's player ids (a
    sheet printed from the judge's own file, the archive holding an exported copy)."""
    prints = {fingerprint(doc)}
    if any(isinstance(p, dict) and "id" in p for p in doc.get("players") or []):
        bare = dict(doc)
        bare["players"] = [{k: v for k, v in p.items() if k != "id"} for p in doc["players"]]
        prints.add(fingerprint(bare))
    return frozenset(prints)


def _label(value: Any) -> str | None:
    return None if value in (None, "") else str(value).strip()


class DocsCatalogue:
    """Game documents without an archive: each is its only version."""

    def __init__(self, items: Iterable[tuple[str, dict[str, Any]]]) -> None:
        self.entries = []
        for key, doc in items:
            meta = doc.get("meta") or {}
            from .payload import printed_revision
            signed = isinstance(doc.get("signature"), dict)
            self.entries.append(Entry(
                key, None, _label(meta.get("tournament")), _label(meta.get("round")),
                _label(meta.get("table")), _label(meta.get("game")),
                printed_revision(doc) if signed else 0,
                [Version(doc, variants(doc), printed_revision(doc) if signed else 0, True)]))

    def candidates(self, mark: Mark) -> list[Entry]:
        return self.entries

    def close(self) -> None:
        pass


class ArchiveCatalogue:
    """The archive (``app.storage.Archive``), read only.  Entries are cached for a batch."""

    def __init__(self, archive: Any) -> None:
        self.archive = archive
        self._entries: dict[int, Entry] = {}
        self._everything = False
        self._index: dict[str, int] | None = None

    def close(self) -> None:
        pass

    def candidates(self, mark: Mark) -> list[Entry]:
        from sqlalchemy import select

        from app.storage.models import GameRecord, Tournament
        ids: list[int] = []
        with self.archive.reading() as session:
            if mark.complete:
                ids += session.scalars(select(GameRecord.id).where(GameRecord.fingerprint == mark.fingerprint)).all()
            else:
                upper = mark.fingerprint[:-1] + chr(ord(mark.fingerprint[-1]) + 1)
                ids += session.scalars(select(GameRecord.id).where(
                    GameRecord.fingerprint >= mark.fingerprint, GameRecord.fingerprint < upper)).all()
            if mark.tournament:
                # every game of the tournament the sheet names: a correction may have moved
                # the game to another table, and a long name is cut short in the code
                name = mark.tournament
                query = select(GameRecord.id).join(Tournament, GameRecord.tournament_id == Tournament.id)
                if is_cut(name):
                    prefix = name[:-1]
                    query = query.where(Tournament.name >= prefix, Tournament.name < prefix + "\U0010ffff")
                else:
                    query = query.where(Tournament.name == name)
                ids += session.scalars(query).all()
            entries = self._load(session, ids)
        if any(e.find(mark.fingerprint) for e in entries):
            return entries
        if not mark.tournament:
            return self._all()
        # the fingerprint is not where the code says: a game of another place (a code made
        # up or altered) is still found, so that the sheet is said to disagree with it
        return entries + [e for e in self._by_fingerprint(mark.fingerprint) if e not in entries]

    def _by_fingerprint(self, digest: str) -> list[Entry]:
        """The games whose current document or a signed revision prints ``digest``, from an
        index of every game's printed fingerprints made once a batch (strings only: the
        documents are read a chunk at a time and let go)."""
        from sqlalchemy import select

        from app.storage.models import GameRecord, GameRevision
        if self._index is None:
            index: dict[str, int] = {}
            with self.archive.reading() as session:
                for model, key in ((GameRecord, GameRecord.id), (GameRevision, GameRevision.game_id)):
                    query = select(key, model.document)
                    if model is GameRecord:
                        query = query.where(GameRecord.discarded.is_(False))
                    for game_id, document in session.execute(query.execution_options(yield_per=200)):
                        for print_ in _prints(document):
                            index.setdefault(print_, game_id)
            self._index = index
        found = self._index.get(digest)
        if found is None:
            return []
        with self.archive.reading() as session:
            return self._load(session, [found])

    def _all(self) -> list[Entry]:
        """Every game: only for a code or a typed fingerprint that names no tournament."""
        from sqlalchemy import select

        from app.storage.models import GameRecord
        if not self._everything:
            with self.archive.reading() as session:
                self._load(session, session.scalars(select(GameRecord.id).where(
                    GameRecord.discarded.is_(False))).all())
            self._everything = True
        return list(self._entries.values())

    def _load(self, session: Session, ids: list[int]) -> list[Entry]:
        from sqlalchemy import select

        from app.storage.models import GameRecord, GameRevision, GameTable, Round, Tournament
        missing = sorted({i for i in ids if i not in self._entries})
        for start in range(0, len(missing), 500):
            chunk = missing[start:start + 500]
            rows = session.execute(
                select(GameRecord, Tournament.name, Round.label, GameTable.label)
                .outerjoin(Tournament, GameRecord.tournament_id == Tournament.id)
                .outerjoin(Round, GameRecord.round_id == Round.id)
                .outerjoin(GameTable, GameRecord.table_id == GameTable.id)
                .where(GameRecord.id.in_(chunk), GameRecord.discarded.is_(False))).all()
            revisions: dict[int, list[Any]] = {}
            for rev in session.scalars(select(GameRevision).where(GameRevision.game_id.in_(chunk))
                                       .order_by(GameRevision.number)):
                revisions.setdefault(rev.game_id, []).append(rev)
            for record, tournament, round_, table in rows:
                entry = _entry(record, tournament, round_, table, revisions.get(record.id, []))
                entry.earlier = lambda game_id=record.id: self._earlier(game_id)
                self._entries[record.id] = entry
        return [self._entries[i] for i in dict.fromkeys(ids) if i in self._entries]


    def _earlier(self, game_id: int) -> list[Version]:
        """The states that a change replaced (the journal's "previous" documents)."""
        from sqlalchemy import select

        from app.storage.models import JournalEntry
        versions: list[Version] = []
        with self.archive.reading() as session:
            for entry in session.scalars(select(JournalEntry).where(
                    JournalEntry.game_id == game_id, JournalEntry.kind.in_(("replace", "correct")))
                    .order_by(JournalEntry.version)):
                previous = (json.loads(entry.payload) or {}).get("previous") if entry.payload else None
                if isinstance(previous, dict):
                    versions.append(Version(previous, variants(previous), None, False, entry.author,
                                            entry.reason, entry.at))
        return versions


def _prints(document: str) -> frozenset[str]:
    try:
        doc = json.loads(document)
    except ValueError:
        return frozenset()
    return variants(doc) if isinstance(doc, dict) else frozenset()


def _entry(record: GameRecord, tournament: str | None, round_: str | None, table: str | None,
           revisions: list[GameRevision]) -> Entry:
    current_doc = json.loads(record.document)
    current_prints = variants(current_doc)
    versions: list[Version] = []
    seen: set[frozenset[str]] = set()
    for rev in revisions:
        doc = json.loads(rev.document)
        prints = variants(doc)
        is_current = prints == current_prints and rev.number == record.revision
        versions.append(Version(doc, prints, rev.number, is_current, rev.author, rev.reason,
                                rev.created_at, rev.signature))
        seen.add(prints)
    if current_prints not in seen or not any(v.current for v in versions):
        versions.append(Version(current_doc, current_prints, record.revision, True, None, None,
                                record.updated_at))
    return Entry(f"#{record.id}", record.id, tournament, round_, table, record.game_label,
                 record.revision, versions)
