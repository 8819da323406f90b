"""The recovery file: every change of the open game is written here at once (atomically),
so that a killed process loses nothing and the next start offers to restore it.

It is read with the care of any file from outside: a regular file only (a pipe would hang
the start, ``/dev/zero`` never end), never a link, at most ``LIMIT`` bytes plus one.  One
that cannot be used (too large, truncated, not ours) is never overwritten by the next
change: it is set aside — renamed beside it — and the judge is told so in one line.

>>> import os, tempfile; os.environ["MAFIA_PROTOCOL_HOME"] = tempfile.mkdtemp()
>>> from app.sport import sample_game
>>> write(sample_game(), "/games/g1.json")
>>> doc, source = read()
>>> source, doc["meta"]["judge"]
('/games/g1.json', 'Иванов')
>>> clear(); read() is None
True
>>> del os.environ["MAFIA_PROTOCOL_HOME"]
"""
from __future__ import annotations

import datetime as dt
import errno
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fasteners import InterProcessLock

from .format import GameFileError, save_game, validate_game
from .format.limits import MAX_FILE_BYTES
from .format.reader import parse_json
from .i18n import N_, gettext
from .paths import PRIVATE_FOLDER, NotARegularFile, data_home, read_regular

FORMAT = "mafia-recovery/1"
# The game itself (the limit of any game file) and the few fields around it.
LIMIT = MAX_FILE_BYTES + 4096

_WHY: dict[str, str] = {
    "not_regular": N_("is not a regular file"),
    "link": N_("is a link, not a file the program wrote"),
    "too_large": N_("is larger than {limit} bytes"),
    "damaged": N_("is damaged or truncated"),
    "unreadable": N_("cannot be read: {reason}"),
}
_ASIDE = N_("The game left open could not be restored: the recovery file {path} {why}. It was set aside "
            "as {aside}.")
_STUCK = N_("The game left open could not be restored: the recovery file {path} {why}, and it could not "
            "be set aside ({reason}).")


@dataclass(frozen=True)
class Left:
    """The game a previous run left open."""

    document: dict[str, Any]
    source: str | None       # the file it was opened from or saved to
    saved_at: str | None     # the last change, UTC ISO


@dataclass(frozen=True)
class Damaged:
    """A recovery file that could not be used, and where it was put."""

    path: Path
    why: str                 # a key of _WHY
    aside: Path | None       # None: it could not be moved
    detail: str = ""         # the system's reason, where there is one

    def message(self, lang: str = "ru") -> str:
        why = gettext(lang, _WHY[self.why], limit=LIMIT, reason=self.detail)
        if self.aside is None:
            return gettext(lang, _STUCK, path=self.path, why=why, reason=self.detail)
        return gettext(lang, _ASIDE, path=self.path, why=why, aside=self.aside)

TIMER_FORMAT = "mafia-timer/1"


def recovery_file() -> Path:
    return data_home() / "recovery" / "current.json"


# -- who owns the folder ----------------------------------------------------------------------
# Two sheets on one data folder would write one recovery file in turn, and the one closed
# first would clear the other's: one sheet owns the folder (an OS lock, released by the
# system when its process ends, however it ends), the other keeps no recovery copy and says so.
_OWNER = N_("Another protocol sheet is open on this data folder ({folder}) and keeps its recovery "
            "copy: this sheet keeps none. Save the game to a file (the archive keeps it as usual).")
_lock: InterProcessLock | None = None
_elsewhere: Path | None = None      # the folder another sheet owns


def claim() -> bool:
    """Own the recovery folder for this run; False when another sheet does (then every
    write, read and clear of this module and of the session's marker does nothing)."""
    global _lock, _elsewhere
    try:
        folder = recovery_file().parent
    except OSError:     # no data folder at all: the recovery file's own writes say so
        return True
    if _lock is not None and Path(os.fsdecode(_lock.path)).parent == folder:
        return True
    release()           # another data folder now (a test's): the old one is not ours to keep
    # fasteners' lock, not filelock's: the same OS lock (fcntl, msvcrt), without the asyncio and
    # sqlite3 filelock's package loads on import, a tenth of the sheet's start (issue 40 §6)
    lock = InterProcessLock(folder / "owner.lock")
    try:
        folder.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
        if not lock.acquire(blocking=False):
            _elsewhere = folder
            return False
    except OSError:     # a folder that cannot be written: the same
        return True
    _lock, _elsewhere = lock, None
    return True


def release() -> None:
    """Give the folder up (the sheet closed; a test's end)."""
    global _lock, _elsewhere
    if _lock is not None:
        _lock.release()
    _lock = _elsewhere = None


def owned_elsewhere() -> str | None:
    """The recovery folder another sheet owns, or None when this one may use it (a command
    that never claimed it uses it as before)."""
    return None if _elsewhere is None else str(_elsewhere)


def owner_message(lang: str = "ru") -> str:
    return gettext(lang, _OWNER, folder=_elsewhere)


def write(doc: dict[str, Any], source: str | None) -> None:
    if _elsewhere is not None:
        return
    path = recovery_file()
    path.parent.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
    save_game({"format": FORMAT, "file": source,
               "saved_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
               "document": doc}, path, indent=None)   # written on every keystroke: compact


def load() -> Left | Damaged | None:
    """The game left open by a previous run; None when there is none; Damaged when the
    file could not be used (it is set aside then, and the sheet starts anyway).  Another
    sheet's live game is not one left open: None while another sheet owns the folder."""
    path = recovery_file()
    if _elsewhere is not None or not os.path.lexists(path):
        return None
    try:
        data = read_regular(path, LIMIT, follow_symlinks=False)
    except FileNotFoundError:        # cleared meanwhile
        return None
    except NotARegularFile:
        return set_aside(path, "not_regular")
    except OSError as error:
        if error.errno == errno.ELOOP or os.path.islink(path):
            return set_aside(path, "link")
        return set_aside(path, "unreadable", error.strerror or type(error).__name__)
    if len(data) > LIMIT:
        return set_aside(path, "too_large")
    left = _parse(data, str(path))
    return left if left is not None else set_aside(path, "damaged")


def _parse(data: bytes, source: str) -> Left | None:
    try:
        # The strict reader: no recursion, duplicate keys, NaN or lone surrogates get through.
        wrapper = parse_json(data, source)
        if not isinstance(wrapper, dict) or wrapper.get("format") != FORMAT:
            return None
        document = validate_game(wrapper["document"], source)
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError, GameFileError):
        return None
    file, saved_at = wrapper.get("file"), wrapper.get("saved_at")
    return Left(document, file if isinstance(file, str) else None, saved_at if isinstance(saved_at, str) else None)


def set_aside(path: Path, why: str, detail: str = "") -> Damaged:
    """Rename ``path`` beside itself (``current.damaged-<time>.json``), never over another file."""
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%SZ")
    for n in range(100):
        aside = path.with_name(f"{path.stem}.damaged-{stamp}{f'-{n}' if n else ''}{path.suffix}")
        if os.path.lexists(aside):
            continue
        try:
            os.rename(path, aside)
        except OSError as error:
            return Damaged(path, why, None, detail or error.strerror or type(error).__name__)
        return Damaged(path, why, aside, detail)
    return Damaged(path, why, None, detail or "too many damaged files set aside")


def read() -> tuple[dict[str, Any], str | None] | None:
    """The game left open by a previous run and its file, or None (also when the file was
    unusable and has been set aside: see :func:`load`)."""
    left = load()
    return (left.document, left.source) if isinstance(left, Left) else None


def clear() -> None:
    if _elsewhere is not None:
        return
    for path in (recovery_file(), timer_file()):
        try:
            path.unlink()
        except FileNotFoundError:
            pass


# -- the speech timer -----------------------------------------------------------------------
# Beside the recovery file, in a small file of its own: the timer ticks every second, and the
# game's document need not be rewritten for it.  A restore reads it only for the phase it
# was running in (``phase``): a stopped program resumes with the time that was left.

def timer_file() -> Path:
    return data_home() / "recovery" / "timer.json"


def write_timer(phase: str | None, left: int, preset: int) -> None:
    """The seconds left of the speech under way in ``phase`` (written on every tick)."""
    from .atomic import write_atomic
    if _elsewhere is not None:
        return
    path = timer_file()
    path.parent.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
    data = json.dumps({"format": TIMER_FORMAT, "phase": phase, "left": left, "preset": preset},
                      separators=(",", ":")).encode("utf-8")
    write_atomic(path, data, durable=False)


def read_timer(phase: str | None) -> tuple[int, int] | None:
    """(seconds left, the speech's length) as the stopped run left them in ``phase``; None
    when no timer was running there or the file is unusable."""
    try:                  # a regular file the program wrote, never a link, a pipe or a device
        data = json.loads(read_regular(timer_file(), 4096, follow_symlinks=False))
        if not isinstance(data, dict) or data.get("format") != TIMER_FORMAT or data.get("phase") != phase:
            return None
        left, preset = data["left"], data["preset"]
        if isinstance(left, int) and isinstance(preset, int) and 0 <= left <= preset <= 3600 \
                and not isinstance(left, bool):
            return left, preset
    except (OSError, ValueError, KeyError, TypeError):
        pass
    return None
