"""Judges' game files in and out of the archive.

Import is all or nothing: every file is read and matched first, and one that cannot be
imported (unreadable, invalid, or a different game under an identity the archive already
holds) stops the whole import with its reason; nothing is written then.  Importing the
same files again changes nothing.

A game's identity is its tournament, round, table and game from ``meta``; a file without
them is known by its content's fingerprint.  The archive's own annotation
(``players[].id``, written on export) is not part of the content.

A signed file (a top-level ``signature``, docs/signing.md) is verified first.  A forged
one (content changed after signing, a signature that does not match) is refused like an
invalid file.  An intact one is stored signed: revision 1, immutable, the signature kept
with the revision, and ``signature_status`` saying whether its signer is trusted
(``valid``) or not (``unknown_signer``).  The same game recorded unsigned at the sheet
is frozen as that signed revision when its signed file arrives.
"""
from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date
from itertools import chain, islice, repeat
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast, overload

from sqlalchemy import Select, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from app import collector
from app.format import save_game

from . import batch_import, linking, preparing
from .archive import Archive
from .derive import Facts, canonical, content, fingerprint
from .errors import ArchiveError
from .game_rows import store_document, write_journal, write_revision
from .models import GameRecord, GameRevision, GameSeat, Player, Tournament
from .races import IdentityRace
from .records import describe_identity

if TYPE_CHECKING:
    from cryptography.x509 import Certificate

    from app.signing.verdict import Verdict


class ImportRefused(Exception):
    """Some files cannot be imported; nothing was.  ``failures``: (source, error) pairs,
    where the error has ``message(lang)``."""

    def __init__(self, failures: list[tuple[str, Any]]) -> None:
        self.failures = failures
        super().__init__(f"{len(failures)} file(s) cannot be imported")


@dataclass
class ImportResult:
    imported: list[tuple[str, int]] = field(default_factory=list)   # (source, game id)
    present: list[tuple[str, int]] = field(default_factory=list)    # already in the archive
    unknown_signer: list[tuple[str, int]] = field(default_factory=list)  # stored, marked so
    # of those, signed with a certificate that has expired by now (no trusted timestamp)
    expired: list[tuple[str, int]] = field(default_factory=list)


def _note_signer(result: ImportResult, source: str, game: int, verdict: Verdict) -> None:
    if verdict.status == "unknown_signer":
        result.unknown_signer.append((source, game))
        if verdict.reason == "expired":
            result.expired.append((source, game))


def import_documents(archive: Archive, items: Iterable[tuple[str, object]], *,
                     author: str | None = None, anchors: Iterable[Certificate] | None = None) -> ImportResult:
    """Import ``(source, document)`` pairs.  In place of a document, an error (anything
    with ``message(lang)``, a GameFileError say) is a file that could not be read: it is
    reported with the rest.  ``anchors``: the trusted certificates for signed files
    (default: the key store's, as ``verify`` has them).

    Another program importing the same games at the same moment (a shared PostgreSQL)
    makes this one's insert collide with the other's committed rows: the whole import is
    then tried again, and finds those games already there."""
    # A sequence is read as it is (the import command's files, each read when asked for).
    items = items if isinstance(items, Sequence) else list(items)
    trust = preparing.Trust(anchors)
    for attempt in range(_ATTEMPTS):
        try:
            return _import_all(archive, items, author, trust)
        except (IntegrityError, IdentityRace):
            if attempt == _ATTEMPTS - 1:
                raise ArchiveError("import.busy") from None
    raise AssertionError("unreachable")


_ATTEMPTS = 3


def _import_all(archive: Archive, items: Sequence[tuple[str, object]], author: str | None,
                trust: preparing.Trust) -> ImportResult:
    """Every file read, validated and replayed (``preparing.prepared``); then, a few
    thousand at a time, the games new to the archive go the batch path and those it already
    holds the per-game way, in the files' order."""
    result = ImportResult()
    failures: list[tuple[int, str, Any]] = []
    checked = _checked_all(items, trust, failures)
    # The pool's results and the batches' rows are millions of objects, nearly all freed by
    # their count of references: the collector's passes were a quarter of this process's work.
    with archive.writing() as session, collector.paused():
        batch = batch_import.Batch(session, author)
        sizes = chain([min(batch_import.FIRST_BATCH, batch_import.BATCH)], repeat(batch_import.BATCH))
        while chunk := list(islice(checked, next(sizes))):
            present = batch_import.present_keys(session, chunk)
            for item in chunk:
                if item.key not in present:
                    batch.add(item)
                    continue
                _written(batch, result, failures)     # the files' order: the new games before it first
                batch.reread()
                try:
                    with session.begin_nested():
                        _import_known(session, item, author, result)
                except ArchiveError as error:
                    failures.append((item.index, item.source, error))
                except IntegrityError:       # a concurrent importer won a unique key: start over
                    raise
                except Exception as error:   # an engine bug must not become a traceback
                    failures.append((item.index, item.source, _internal(error)))
            _written(batch, result, failures)
            collector.collect_young()
        if failures:     # leaving the block by an exception rolls everything back
            raise ImportRefused([(source, error) for _, source, error in sorted(failures, key=lambda f: f[0])])
        batch.finish(game for _, game in result.imported)
    return result


def _internal(error: Exception) -> ArchiveError:
    return ArchiveError("internal", error=f"{type(error).__name__}: {error}")


def _checked_all(items: Sequence[tuple[str, object]], trust: preparing.Trust,
                 failures: list[tuple[int, str, Any]]) -> Iterator[batch_import.Checked]:
    """Each file read, verified if signed, validated and replayed, before the archive is
    asked; a file that repeats an earlier one of the import is left out, one that
    contradicts it refused."""
    seen: dict[str, tuple[str, str]] = {}      # identity -> (source, fingerprint) in this import
    ready = preparing.prepared(_Documents(items), trust)
    for index, done in enumerate(ready):
        # A document the pool prepared is not read again (the import command reads its files
        # when asked for them): only its source is wanted.
        source, doc = (_source(items, index), None) if done is not None else items[index]
        if done is None and not isinstance(doc, dict):
            failures.append((index, source, doc))
            continue
        try:
            item = _check(index, source, done or _prepare(cast(dict[str, Any], doc), trust), seen)
        except ArchiveError as error:
            failures.append((index, source, error))
            continue
        except Exception as error:   # an engine bug must not become a traceback
            failures.append((index, source, _internal(error)))
            continue
        if item is not None:
            yield item


def _source(items: Sequence[tuple[str, object]], index: int) -> str:
    """The source of ``items[index]``, without reading its document where ``items`` can say
    it alone (the import command's files: ``source(index)``)."""
    named = getattr(items, "source", None)
    return str(named(index)) if named is not None else items[index][0]


class _Documents(Sequence[object]):
    """The documents of ``(source, document)`` items, read from them when asked for."""

    def __init__(self, items: Sequence[tuple[str, object]]) -> None:
        self.items = items

    def __len__(self) -> int:
        return len(self.items)

    @overload
    def __getitem__(self, index: int) -> object: ...
    @overload
    def __getitem__(self, index: slice) -> list[object]: ...

    def __getitem__(self, index: int | slice) -> object | list[object]:
        if isinstance(index, slice):
            return [doc for _, doc in self.items[index]]
        return self.items[index][1]

    def __getattr__(self, name: str) -> Any:
        if name == "paths":         # the import command's files, which the pool's workers read
            return getattr(self.items, name)
        raise AttributeError(name)


def _written(batch: batch_import.Batch, result: ImportResult, failures: list[tuple[int, str, Any]]) -> None:
    written, refused = batch.flush()
    for item, game in written:
        if item.verdict is not None:
            _note_signer(result, item.source, game, item.verdict)
        result.imported.append((item.source, game))
    failures.extend((item.index, item.source, error) for item, error in refused)


def _prepare(doc: dict[str, Any], trust: preparing.Trust) -> preparing.Prepared:
    """A document the pool did not prepare: its signature checked first (a forged file is
    refused as forged even when it is also invalid), then the rest."""
    verdict = trust.verdict(doc)
    _refuse_forged(verdict)
    return preparing.prepare(doc, verdict)


def _refuse_forged(verdict: Verdict | None) -> None:
    if verdict is None:
        return
    from app.signing import TAMPERED
    if verdict.status == TAMPERED:
        from .errors import ForgeryDetail
        raise ArchiveError("import.forged", detail=ForgeryDetail(verdict.detail or ""))


def _check(index: int, source: str, done: preparing.Prepared,
           seen: dict[str, tuple[str, str]]) -> batch_import.Checked | None:
    text, facts, ids, verdict = done
    _refuse_forged(verdict)
    key = facts.identity or f"sha256:{facts.fingerprint}"
    if key in seen:
        other, print_ = seen[key]
        if print_ != facts.fingerprint:
            raise ArchiveError("import.twice", identity=describe_identity(key), other=other)
        return None
    seen[key] = (source, facts.fingerprint)
    return batch_import.Checked(index, source, text, facts, ids, verdict)


def _import_known(session: Session, item: batch_import.Checked, author: str | None, result: ImportResult) -> None:
    """A game whose identity (or content) the archive holds: the same game, its signed file,
    or a different game refused."""
    source, doc, text, facts, verdict = item.source, item.doc, item.text, item.facts, item.verdict
    existing = _existing(session, facts)
    if existing is not None:
        if verdict is not None and _same_content(existing, doc):
            if existing.revision == 0 and not existing.discarded:
                _freeze(session, existing, doc, text, facts, verdict, author, source)
                _note_signer(result, source, existing.id, verdict)
                result.imported.append((source, existing.id))
            else:       # signed at the sheet already: its signed file is the same game
                result.present.append((source, existing.id))
            return
        if not _same_game(session, existing, facts.fingerprint):
            raise ArchiveError("import.differs", identity=describe_identity(existing.identity),
                               game=existing.id)
        result.present.append((source, existing.id))
        return
    _import_new(session, item, author, result)


def _import_new(session: Session, item: batch_import.Checked, author: str | None, result: ImportResult) -> None:
    """The per-game way of a new game (the batch path writes the same rows)."""
    now = linking.now()
    record = GameRecord(uid=linking.new_uid(), identity="", revision=0, discarded=False,
                        source="import", created_at=now, document=item.text)
    store_document(session, record, item.doc, item.text, item.facts, previous=None)
    session.add(record)
    session.flush()
    write_journal(session, record, "import", author, None, {"source": item.source})
    if item.verdict is not None:
        _sign(session, record, item.text, item.verdict, author)
        _note_signer(result, item.source, record.id, item.verdict)
    result.imported.append((item.source, record.id))


def _sign(session: Session, record: GameRecord, text: str, verdict: Verdict, author: str | None) -> None:
    """Freeze an imported signed game as revision 1, its signature kept with it."""
    signature = json.loads(text)[preparing.SIGNATURE_KEY]
    write_revision(session, record, 1, "signed", text, verdict.signer or author or "?", None,
                   canonical(signature).encode("utf-8"))
    record.revision = 1
    record.signature_status = verdict.status
    record.updated_at = linking.now()
    session.flush()
    write_journal(session, record, "sign", verdict.signer, None, {"signature": verdict.status})


def _same_content(record: GameRecord, doc: dict[str, Any]) -> bool:
    """``doc`` is the signed file of the game ``record`` holds now: the same content, the
    archive's annotations and the signature object aside."""
    from app.signing import fingerprint as signed_print
    return signed_print(content(json.loads(record.document))) == signed_print(content(doc))


def _freeze(session: Session, record: GameRecord, doc: dict[str, Any], text: str, facts: Facts, verdict: Verdict,
            author: str | None, source: str) -> None:
    previous = json.loads(record.document)
    store_document(session, record, doc, text, facts, previous=previous)
    session.flush()
    write_journal(session, record, "replace", author, None, {"previous": previous, "source": source})
    _sign(session, record, text, verdict, author)


def _existing(session: Session, facts: Facts) -> GameRecord | None:
    if facts.identity is not None:
        return session.scalars(select(GameRecord).where(GameRecord.identity == facts.identity)).first()
    return session.scalars(select(GameRecord).where(GameRecord.fingerprint == facts.fingerprint)
                           .order_by(GameRecord.id).limit(1)).first()


def _same_game(session: Session, record: GameRecord, print_: str) -> bool:
    """The file is this game as it is now, or as one of its signed revisions was."""
    if record.fingerprint == print_:
        return True
    texts = session.scalars(select(GameRevision.document).where(GameRevision.game_id == record.id))
    return any(fingerprint(json.loads(text)) == print_ for text in texts)


# -- export ----------------------------------------------------------------------------
# Path separators, what Windows forbids, control characters, and the bidirectional
# controls that would make a file name read backwards ("…\u202egnp.json").
_UNSAFE = re.compile('[\\\\/:*?"<>|\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+')


def file_name(identity: str, played_on: date | None, uid: str) -> str:
    """A stable, portable file name: the same game always gets the same one.

    >>> file_name("meta:Кубок / 2026\\x1f3\\x1f2\\x1f", None, "ab12")
    'Кубок - 2026-r3-t2.json'
    """
    if identity.startswith("meta:"):
        tournament, round_, table, game = identity[5:].split("\x1f")
        stem = f"{tournament}-r{round_}-t{table}" + (f"-g{game}" if game else "")
    else:
        stem = f"{played_on.isoformat() if played_on else 'undated'}-{uid[:12]}"
    stem = _UNSAFE.sub("-", stem).strip(" .") or uid
    return stem[:180] + ".json"


def select_games(session: Session, *, tournament: str | None = None, player: str | None = None,
                 date_from: date | None = None, date_to: date | None = None) -> Select[int]:
    query = select(GameRecord.id)
    if tournament is not None:
        query = query.join(Tournament, Tournament.id == GameRecord.tournament_id).where(
            Tournament.name == tournament)
    if player is not None:
        query = query.where(GameRecord.id.in_(
            select(GameSeat.game_id).join(Player, Player.id == GameSeat.player_id)
            .where(Player.nickname_key == linking.nickname_key(player))))
    if date_from is not None:
        query = query.where(GameRecord.played_on >= date_from)
    if date_to is not None:
        query = query.where(GameRecord.played_on <= date_to)
    return query.where(GameRecord.discarded.is_(False)).order_by(GameRecord.id)


def exported(session: Session, game_ids: list[int]) -> Iterator[tuple[str, dict[str, Any]]]:
    """(file name, document) for each game: the current document, each seat's archive
    player id added as ``players[].id`` so that a re-import links the same players."""
    for start in range(0, len(game_ids), 500):
        chunk = game_ids[start:start + 500]
        records = session.scalars(select(GameRecord).where(GameRecord.id.in_(chunk))
                                  .order_by(GameRecord.id)).all()
        uids = dict(session.execute(
            select(GameSeat.game_id * 100 + GameSeat.seat, Player.uid)
            .join(Player, Player.id == GameSeat.player_id).where(GameSeat.game_id.in_(chunk))).all())
        for record in records:
            doc = json.loads(record.document)
            for player in doc["players"]:
                uid = uids.get(record.id * 100 + player["seat"])
                if uid is not None:
                    player["id"] = uid
            yield file_name(record.identity, record.played_on, record.uid), doc


def export_games(archive: Archive, folder: Path, **criteria: Any) -> list[Path]:
    """Write the selected games into ``folder``, each atomically; returns the paths."""
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    names: set[str] = set()
    with archive.reading() as session:
        ids = list(session.scalars(select_games(session, **criteria)))
        for name, doc in exported(session, ids):
            if name in names:     # two games whose names clean up to the same file name
                name = name[:-5] + f"-{len(names)}.json"
            names.add(name)
            path = folder / name
            save_game(doc, path)
            written.append(path)
    return written
