"""Replacing a file so that a crash, a killed process or a full disk never leaves half of it
behind: the one way every package writes a game, a key, a PDF, a backup or the recovery file.

The new content goes to a temporary file in the target's folder (a rename is atomic only
within one file system) and is renamed over the target; on any failure the temporary file is
removed and the old file stays as it was.

It is also the one place that decides who may read what is written: a file that holds
secrets (a key, a game in progress with its roles) is created readable by its owner only
(0600), and so is every file of the user's data folder (the recovery file, the games set
aside, the session, the backups of the archive), whatever a caller says.
"""
from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from .paths import PRIVATE_FOLDER, in_data_home

PRIVATE = 0o600


def write_atomic(path: str | os.PathLike[str], data: bytes, *, private: bool = False,
                 durable: bool = True, make_folder: bool = True) -> None:
    """Replace ``path`` with ``data``.

    ``private`` leaves the file readable by its owner only (a key, a game whose roles the
    table must not see), as is any file in the user's data folder; otherwise the file keeps
    the mode it had, or gets what a plain ``open()`` would give a new one.  ``durable=False``
    skips the two fsyncs, for a file rewritten on every keystroke whose durability is seen
    to elsewhere (the recovery file).
    ``make_folder=False`` refuses a missing folder (a game saved where the judge pointed)."""
    with replacing(path, private=private, durable=durable, make_folder=make_folder) as temporary:
        with open(temporary, "wb") as file:
            file.write(data)
            if durable:
                file.flush()
                os.fsync(file.fileno())


@contextmanager
def replacing(path: str | os.PathLike[str], *, private: bool = False, durable: bool = True,
              make_folder: bool = True) -> Iterator[Path]:
    """The temporary path to fill (by a tool that writes by name, such as SQLite's backup or
    ``pg_dump``); once the block ends without an exception it replaces ``path``.

    A symlink is written through rather than replaced; a missing folder is made."""
    target = Path(os.path.realpath(path))
    private = private or in_data_home(target)
    if make_folder:
        target.parent.mkdir(mode=PRIVATE_FOLDER if private else 0o777, parents=True, exist_ok=True)
    handle, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(handle)
    temporary = Path(name)
    try:
        yield temporary
        # A tool that writes by name (SQLite's backup, pg_dump) may have made the file anew.
        os.chmod(temporary, PRIVATE if private else _mode_for(target))
        replace(temporary, target)
    except BaseException:
        with suppress(OSError):
            temporary.unlink()
        raise
    if durable:
        sync_folder(target.parent)


def _mode_for(target: Path) -> int:
    # mkstemp makes the file private (0600); keep the mode the file had, or what a plain
    # open() would have given a new one.
    try:
        return os.stat(target).st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


REPLACE_TRIES = 40        # 50 ms apart: two seconds for another program to let go of the file


def replace(source: Path, target: Path, *, platform: str = sys.platform) -> None:
    """``os.replace``, which on Windows fails while another handle has the target open without
    delete sharing (Python's own ``open``, the recovery file's flush on its thread, a virus
    scanner or the search indexer reading a file just written): tried again for two seconds."""
    for attempt in range(REPLACE_TRIES if platform == "win32" else 1):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if attempt == REPLACE_TRIES - 1 or platform != "win32":
                raise
            time.sleep(0.05)


def sync_folder(folder: str | os.PathLike[str]) -> None:
    """The rename itself is durable only once the directory entry reaches the disk (POSIX)."""
    if os.name != "posix":
        return
    with suppress(OSError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)
