"""Autosave of the open game: a killed program loses nothing.

Every change is written at once to the recovery file (one small atomic write, well under a
millisecond; flushed to the disk when the judge pauses), and then, on a background writer,
to the archive event by event — the archive's
commit waits for the disk, and the judge's next keystroke must not wait for it.  A sheet that
was never edited stores nothing: a blank sheet is not a game.

The same game is recognised: a file exported from the archive, or a game restored after a
crash, goes on in the archive's record of it (same identity and the stored events a prefix
of the sheet's), instead of being refused as "another game".

>>> import os, tempfile; os.environ["MAFIA_PROTOCOL_HOME"] = tempfile.mkdtemp()
>>> from app.document import GameDocument
>>> from app.sport import sample_game
>>> from app.storage import open_archive
>>> archive = open_archive()
>>> doc = GameDocument(sample_game())
>>> saver = Autosave(archive); saver.attach(doc, author="Иванов"); saver.game_id is None
True
>>> doc.append_event({"type": "foul", "seat": 2})
(5, 4)
>>> saver.flush(); archive.game(saver.game_id).document["phases"][5]["events"][-1]
{'type': 'foul', 'seat': 2}
>>> saver.closed(); archive.close(); del os.environ["MAFIA_PROTOCOL_HOME"]
"""
from __future__ import annotations

import copy
import json
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING, Any

from . import session
from .document import Change, GameDocument
from .i18n import N_, gettext

if TYPE_CHECKING:
    from .storage import Archive
    from .storage.records import StoredGame

_SIGNED = N_("The game is signed: changes are kept aside until you sign the new revision")


class _Writer:
    """One background thread for the archive's writes, in the order they were made.

    A job starts ``SETTLE`` seconds after it was queued at the earliest: by then the frame
    of the keystroke that made it is painted, so the write does not compete with it for
    the interpreter (the recovery file already holds the change)."""

    SETTLE = 0.03

    def __init__(self) -> None:
        self.jobs: queue.Queue[tuple[float, Callable[[], None]]] = queue.Queue()
        self.thread: threading.Thread | None = None

    def put(self, job: Callable[[], None]) -> None:
        if self.thread is None or not self.thread.is_alive():
            self.thread = threading.Thread(target=self._run, name="archive-writer", daemon=True)
            self.thread.start()
        self.jobs.put((time.monotonic(), job))

    def _run(self) -> None:
        while True:
            queued, job = self.jobs.get()
            try:
                wait = queued + self.SETTLE - time.monotonic()
                if wait > 0:
                    time.sleep(wait)
                job()
            finally:
                self.jobs.task_done()

    def flush(self) -> None:
        self.jobs.join()


WRITER = _Writer()


def flush_all() -> None:
    """Wait until every change of every open game is in the archive."""
    WRITER.flush()


@dataclass(frozen=True)
class Stored:
    """Where the open game stands in the archive. The writer's thread and the sheet's both read
    and change it: a change replaces the whole value under :attr:`Autosave.lock`, so a reader
    sees one consistent moment, never a version of one revision with the lock of another."""
    game_id: int | None = None
    version: int | None = None
    locked: bool = False      # signed in the archive: changes wait for the next signature
    failed: bool = False      # the archive refused: the recovery file keeps the game


class Autosave:
    def __init__(self, archive: Archive | None = None, on_problem: Callable[[str], None] | None = None,
                 lang: str = "ru") -> None:
        self.archive = archive
        # may be called from the writer's thread: the sheet passes a thread-safe callable
        self.on_problem = on_problem or (lambda message: None)
        self.lang = lang
        self.doc: GameDocument | None = None
        self.source: str | None = None
        self.author: str | None = None
        self.lock = threading.Lock()
        self._stored = Stored()
        self.edited = False

    # -- the hand-over between the sheet's thread and the writer's -------------------------
    @property
    def stored(self) -> Stored:
        with self.lock:
            return self._stored

    def _set(self, **changes: Any) -> None:
        with self.lock:
            self._stored = replace(self._stored, **changes)

    def _settle(self, game_id: int, **changes: Any) -> bool:
        """What the writer learnt about ``game_id``, kept only while that game is still the
        open one: a write finishing after the sheet moved on never lends its version, lock or
        failure to the next game.  False when it came too late."""
        with self.lock:
            if self._stored.game_id != game_id:
                return False
            self._stored = replace(self._stored, **changes)
            return True

    @property
    def game_id(self) -> int | None:
        return self.stored.game_id

    @property
    def version(self) -> int | None:
        return self.stored.version

    @property
    def locked(self) -> bool:
        return self.stored.locked

    @property
    def failed(self) -> bool:
        return self.stored.failed

    def attach(self, doc: GameDocument, source: str | None = None, author: str | None = None,
               stored: StoredGame | None = None) -> None:
        """Follow ``doc`` from now on; ``stored`` is the archive's game it was restored or
        opened from.  Nothing is written before the first change."""
        if self.doc is not None:
            self.closed()       # the game open until now is put away first
        self.doc, self.source, self.author = doc, source, author
        self._set(game_id=None, version=None, locked=False, failed=False)
        self.edited = False
        if stored is not None and self.archive is not None:
            self._set(game_id=stored.id, version=stored.version, locked=stored.signed)
            if stored.document != doc.to_json() and not stored.signed:
                # restored from the recovery file: newer than what the archive got
                self._begin()
                snapshot = doc.snapshot()
                archive = self.archive
                WRITER.put(lambda: self._store(lambda gid, v: archive.replace_document(
                    gid, snapshot, expected_version=v, author=self.author, reason="restored")))
        doc.listeners.append(self.changed)

    # -- every change ---------------------------------------------------------------------
    def changed(self, change: Change) -> None:
        first = not self.edited
        self._begin()
        if self.archive is None or self.failed:
            return
        if self.locked:
            self.on_problem(gettext(self.lang, _SIGNED))
            return
        if self.game_id is None:
            if first:
                self._open()
            return
        for job in self._jobs(change):
            WRITER.put(job)

    def _begin(self) -> None:
        """The durable copy first: the recovery file, and the marker naming the game."""
        session.sync_soon(session.write_open(self._game.to_json(), self.source))
        if not self.edited:
            self.edited = True
            session.mark(self.game_id, self.source)

    def _jobs(self, change: Change) -> list[Callable[[], None]]:
        archive = self._archive
        if change.appended is not None:     # only added at the end: stored as such
            return [partial(self._append, added.phase, copy.deepcopy(added.event)) for added in change.appended]
        snapshot = self._game.snapshot()
        return [lambda: self._store(lambda gid, v: archive.replace_document(
            gid, snapshot, expected_version=v, author=self.author, reason="edit"))]

    def _append(self, phase: int, event: dict[str, Any] | None) -> None:
        """One event added to the archive's game (with None, a phase begun), on the writer."""
        archive = self._archive
        if event is None:
            self._store(lambda gid, v: archive.begin_phase(gid, phase, expected_version=v))
        else:
            self._store(lambda gid, v: archive.append_event(gid, phase, event, expected_version=v))

    @property
    def _game(self) -> GameDocument:
        assert self.doc is not None, "no game attached"
        return self.doc

    @property
    def _archive(self) -> Archive:
        assert self.archive is not None, "no archive to write to"
        return self.archive

    def _open(self) -> None:
        """The game's first change: find it in the archive (the same game) or start it there.
        Done at once, not in the background, so that the marker can name it."""
        from .storage import ArchiveError, IdentityConflict
        doc = self._game.to_json()
        try:
            same = find_same(self._archive, doc)
            if same is None:
                stored = self._archive.open_game(doc, author=self.author)
                self._set(game_id=stored.id, version=stored.version)
            else:
                self._set(game_id=same.id, version=same.version, locked=same.signed)
                if same.signed:
                    self.on_problem(gettext(self.lang, _SIGNED))
                elif same.document != doc:
                    self._set(version=self._archive.replace_document(
                        same.id, doc, expected_version=same.version, author=self.author, reason="reopened"))
        except (IdentityConflict, ArchiveError) as err:
            self._failed(err)
            return
        session.mark(self.game_id, self.source)

    def _store(self, call: Callable[[int, int], int]) -> None:
        """Run on the writer's thread."""
        from .storage import GameLocked
        now = self.stored
        if now.failed or now.locked or now.game_id is None or now.version is None:
            return
        try:
            self._settle(now.game_id, version=call(now.game_id, now.version))
        except GameLocked as err:
            if self._settle(now.game_id, locked=True):      # kept; its next revision comes with a signature
                self.on_problem(err.message(self.lang))
        except Exception as err:     # noqa: BLE001 — the archive's refusal or not: the writer lives on, and says it
            if self._settle(now.game_id, failed=True):
                self._say(err)

    def _failed(self, err: Exception) -> None:
        # never lose the game: the recovery file has it; say why the archive does not
        self._set(failed=True)
        self._say(err)

    def _say(self, err: Exception) -> None:
        self.on_problem(err.message(self.lang) if hasattr(err, "message") else f"{type(err).__name__}: {err}")

    # -- signing, files, closing ----------------------------------------------------------
    def signed(self, signature: dict[str, Any]) -> None:
        """The judge signed: the archive freezes the game, or stores the signed correction
        as the next revision (a signed game is never rewritten)."""
        WRITER.flush()
        now = self.stored
        if now.game_id is None or now.version is None or now.failed:
            return
        from .storage import ArchiveError
        archive, gid, v = self._archive, now.game_id, now.version
        signer = signature.get("signer") or self.author or "—"
        detached = json.dumps(signature, ensure_ascii=False, sort_keys=True).encode("utf-8")
        try:
            if not now.locked:
                archive.sign_game(gid, signer, expected_version=v, signature=detached)
            else:
                archive.correct_game(gid, self._game.to_json(), expected_version=v, author=signer,
                                     reason=f"signed revision {signature.get('revision')}")
            self._set(version=archive.game(gid).version)
        except ArchiveError as err:
            self._failed(err)
            return
        self._set(locked=True)

    def saved_to_file(self, path: str) -> None:
        self.source = path
        if self.edited:
            session.mark(self.game_id, self.source)
        self.remember()

    def flush(self) -> None:
        WRITER.flush()

    @property
    def in_archive(self) -> bool:
        """Every change of the game is (or is being) stored in the archive."""
        now = self.stored
        return now.game_id is not None and not now.failed and not now.locked

    def remember(self) -> None:
        """List the game among the recent ones (when it is kept somewhere to reopen it)."""
        if self.doc is None or (self.game_id is None and not self.source):
            return
        session.remember({"game": self.game_id if not self.failed else None, "file": self.source,
                          **session.describe(self._game.to_json())})

    def closed(self) -> None:
        """The game is closed cleanly (quit, or another game opened): everything is stored,
        it is listed among the recent games, and the next start offers nothing."""
        WRITER.flush()
        if self.edited:
            self.remember()
            left = session.pending() if self.failed and not self.source else None
            if left is not None:
                # the archive refused and no file holds it: keep the recovery copy aside
                session.keep(left, archived=False)
            session.unmark()
        self.edited = False
        if self.doc is not None and self.changed in self.doc.listeners:
            self.doc.listeners.remove(self.changed)


def find_same(archive: Archive, doc: dict[str, Any]) -> StoredGame | None:
    """The archive's record of this very game: the same identity (tournament, round, table,
    game) or the same content, with the stored events a prefix of ``doc``'s.  None when the
    archive does not know it (or knows another game under that identity)."""
    from sqlalchemy import select

    from .storage.derive import derive, fingerprint
    from .storage.models import GameRecord
    facts_identity = derive(doc).identity
    with archive.reading() as s:
        query = select(GameRecord.id).where(GameRecord.discarded.is_(False))
        query = query.where(GameRecord.identity == facts_identity) if facts_identity else \
            query.where(GameRecord.fingerprint == fingerprint(doc))
        found = s.scalars(query.order_by(GameRecord.id.desc()).limit(1)).first()
    if found is None:
        return None
    stored = archive.game(found)
    return stored if same_game(stored.document, doc) else None


def same_game(stored: dict[str, Any], doc: dict[str, Any]) -> bool:
    """``doc`` is ``stored`` or ``stored`` carried on: the same players and rules, and every
    stored event still in place (ids the archive adds on export do not count)."""
    from .storage.derive import content
    a, b = content(stored), content(doc)
    if a.get("players") != b.get("players") or a.get("ruleset") != b.get("ruleset"):
        return False
    old, new = a.get("phases") or [], b.get("phases") or []
    if len(old) > len(new):
        return False
    for before, after in zip(old, new):
        if before.get("phase") != after.get("phase") or \
                before.get("events", []) != after.get("events", [])[:len(before.get("events", []))]:
            return False
    return True
