"""The sheet's session: which game is open now, what the judge recently worked on, and the
game a crashed run left behind.

- The recovery file (:mod:`app.recovery`) holds the open game's document, rewritten at once
  on every change; the *marker* beside it says which archived game (if any) and which file
  that document is.  Both exist only between the first change of a game and a clean quit, so
  their presence at start means the program stopped without closing the game.
- A crashed game the judge does not restore now is never thrown away: it stays in the
  archive, or (without an archive) is moved to ``kept/``, and is listed in the recent games.

>>> import os, tempfile; os.environ["MAFIA_PROTOCOL_HOME"] = tempfile.mkdtemp()
>>> from app.sport import sample_game
>>> from app import recovery
>>> pending() is None
True
>>> recovery.write(sample_game(), "/games/g1.json"); mark(game=7, source="/games/g1.json")
>>> left = pending(); left.game, left.source, left.describe()["phase"]
(7, '/games/g1.json', 'D3')
>>> keep(left, archived=True); pending() is None, [e["game"] for e in recent()]
(True, [7])
>>> del os.environ["MAFIA_PROTOCOL_HOME"]
"""
from __future__ import annotations

import datetime as dt
import json
import os
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import recovery
from .atomic import write_atomic
from .format import save_game
from .paths import PRIVATE_FOLDER, data_home, read_regular

RECENT_MAX = 12
MARKER_LIMIT = 64 * 1024           # {"game": id, "file": path}
RECENT_LIMIT = 1024 * 1024         # a dozen entries


def _marker() -> Path:
    return data_home() / "recovery" / "open.json"


def _recent_file() -> Path:
    return data_home() / "recent.json"


def now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


# -- the open game --------------------------------------------------------------------
def write_open(doc: dict[str, Any], source: str | None) -> Path:
    """The recovery file (app.recovery's format), replaced atomically at once: a killed
    process finds it whole.  Not flushed to the disk here — :func:`sync` does that on the
    background writer, so the judge's keystroke does not wait for the disk.  While another
    sheet owns the recovery folder nothing is written (the path is returned all the same)."""
    path = recovery.recovery_file()
    if recovery.owned_elsewhere():
        return path
    data = json.dumps({"format": recovery.FORMAT, "file": source, "saved_at": now(), "document": doc},
                      ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")
    write_atomic(path, data, durable=False)
    return path


def sync(path: Path, platform: str = sys.platform) -> None:
    """Make the last write of ``path`` survive a power cut too."""
    # Windows flushes a file only through a handle that may write (FlushFileBuffers): fsync of a
    # read-only one fails with "Permission denied", and the recovery file was never flushed there
    try:
        handle = os.open(path, os.O_RDWR if platform == "win32" else os.O_RDONLY)
    except FileNotFoundError:      # closed meanwhile: nothing left to keep
        return
    try:
        os.fsync(handle)
    finally:
        os.close(handle)


_pending_sync: threading.Timer | None = None
SYNC_AFTER = 0.5     # seconds of quiet: a judge typing fast does not wait for the disk


def sync_soon(path: Path) -> None:
    """Flush the recovery file once the judge pauses (each fsync would slow the next write)."""
    global _pending_sync
    if _pending_sync is not None:
        _pending_sync.cancel()
    _pending_sync = threading.Timer(SYNC_AFTER, sync, (path,))
    _pending_sync.daemon = True
    _pending_sync.start()


def mark(game: int | None, source: str | None) -> None:
    """Say which archived game and file the recovery file's document is."""
    if recovery.owned_elsewhere():
        return
    path = _marker()
    path.parent.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
    save_game({"game": game, "file": source}, path, indent=None)


def unmark() -> None:
    if recovery.owned_elsewhere():
        return
    recovery.clear()
    try:
        _marker().unlink()
    except FileNotFoundError:
        pass


@dataclass
class Pending:
    """The game a previous run left open."""

    document: dict[str, Any]
    source: str | None       # the file it was opened from or saved to
    game: int | None         # its id in the archive
    saved_at: str | None     # the last change, UTC ISO

    def describe(self) -> dict[str, Any]:
        return describe(self.document, self.saved_at)


def pending(report: Callable[[recovery.Damaged], None] | None = None) -> Pending | None:
    """The game a previous run left open, or None.  A recovery file that cannot be used is
    set aside (never overwritten by the next change) and handed to ``report``, whose one
    line the sheet shows."""
    left = recovery.load()
    if isinstance(left, recovery.Damaged):
        if report is not None:
            report(left)
        return None
    if left is None:
        return None
    try:
        marker = json.loads(read_regular(_marker(), MARKER_LIMIT, follow_symlinks=False))
        game = marker.get("game") if isinstance(marker.get("game"), int) else None
    except (OSError, ValueError, AttributeError, RecursionError):
        game = None
    return Pending(left.document, left.source, game, left.saved_at)


def keep(left: Pending, archived: bool) -> None:
    """The judge does not restore the game now: keep it where the recent games find it."""
    entry = {"game": left.game, "file": left.source, **describe(left.document, left.saved_at)}
    if not archived:
        folder = data_home() / "kept"
        folder.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
        stamp = (left.saved_at or now()).replace(":", "").replace("+", "_")
        kept = folder / f"game-{stamp}.json"
        save_game(left.document, kept)
        entry.update(game=None, file=str(kept))
    remember(entry)
    unmark()


def describe(doc: dict[str, Any], saved_at: str | None = None) -> dict[str, Any]:
    """What names a game to the judge: tournament, round, table, game, the phase, the last change."""
    meta = doc.get("meta") or {}
    phases = doc.get("phases") or []
    return {"tournament": meta.get("tournament") or "", "round": meta.get("round"),
            "table": meta.get("table"), "number": meta.get("game"), "date": meta.get("date"),
            "phase": phases[-1]["phase"] if phases else None, "at": saved_at or now(),
            "players": [p.get("name", "") for p in doc.get("players", [])][:3]}


# -- recent games ---------------------------------------------------------------------
def recent() -> list[dict[str, Any]]:
    """The games the judge worked on, newest first: ``game`` (archive id) and/or ``file``."""
    try:
        data = read_regular(_recent_file(), RECENT_LIMIT, follow_symlinks=False)
        entries = json.loads(data) if len(data) <= RECENT_LIMIT else []
    except (OSError, ValueError, RecursionError):
        return []
    return [e for e in entries if isinstance(e, dict) and (e.get("game") or e.get("file"))] \
        if isinstance(entries, list) else []


def remember(entry: dict[str, Any]) -> None:
    """Put a game at the top of the recent games (the same game is listed once)."""
    def same(other: dict[str, Any]) -> bool:
        return (entry.get("game") is not None and other.get("game") == entry.get("game")) or \
            (entry.get("file") is not None and other.get("file") == entry.get("file"))
    entries = [entry] + [e for e in recent() if not same(e)]
    text = json.dumps(entries[:RECENT_MAX], ensure_ascii=False, indent=2) + "\n"
    write_atomic(_recent_file(), text.encode("utf-8"))
