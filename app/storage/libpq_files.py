"""File names that libpq can open on Windows (issue 35 §1, found under Wine).

psycopg hands libpq its connection string in UTF-8, and libpq opens the files it names
(``sslrootcert``) with the C runtime's ``fopen``, which on Windows reads a name in the ANSI code
page.  A name with any letter outside ASCII is then another name: the judge whose Windows user
is «Судья Иванов» has the data folder under ``C:\\Users\\Судья Иванов`` and could not join a
table ("root certificate file … does not exist").  Such a name is given to libpq as Windows'
short (8.3) name, which is ASCII; where a volume makes no short names, the file — a public one,
the tournament's pinned certificate — is copied into an ASCII folder of ``%ProgramData%``.

>>> libpq_file(Path("/home/судья/pinned/ab.crt"), platform="linux")
'/home/судья/pinned/ab.crt'
>>> libpq_file(Path("C:/Users/Судья/pinned/ab.crt"), platform="win32", short=lambda name: "C:/Users/6A35~1/ab.crt")
'C:/Users/6A35~1/ab.crt'
"""
from __future__ import annotations

import hashlib
import os
import shutil
import sys
from collections.abc import Callable
from pathlib import Path


def _short_name(name: str) -> str:
    """Windows' short (8.3) name of an existing file; "" when there is none."""
    import ctypes
    size = ctypes.windll.kernel32.GetShortPathNameW(name, None, 0)  # type: ignore[attr-defined]
    if not size:
        return ""
    buffer = ctypes.create_unicode_buffer(size)
    ctypes.windll.kernel32.GetShortPathNameW(name, buffer, size)  # type: ignore[attr-defined]
    return buffer.value


def ascii_path(path: Path, *, platform: str = sys.platform, short: Callable[[str], str] = _short_name) -> Path:
    """``path``, or on Windows its short name when only that is ASCII: the server's programs
    under a Cyrillic profile (initdb writes its ``share`` folder into SQL in the ANSI code page)."""
    name = str(path)
    if platform != "win32" or name.isascii():
        return path
    shortened = short(name)
    return Path(shortened) if shortened and shortened.isascii() else path


def libpq_file(path: Path, *, platform: str = sys.platform, short: Callable[[str], str] = _short_name,
               shared: Path | None = None) -> str:
    """``path`` as libpq must be given it: itself, except on Windows when it is not ASCII (the
    short name, else a copy in ``shared``, by default ``%ProgramData%\\MafiaProtocol\\libpq``).
    Only for files anyone may read: the copy is not private."""
    name = str(path)
    if platform != "win32" or name.isascii():
        return name
    shortened = short(name)
    if shortened and shortened.isascii():
        return shortened
    folder = shared or Path(os.environ.get("ProgramData") or r"C:\ProgramData") / "MafiaProtocol" / "libpq"
    copy = folder / f"{hashlib.sha256(name.encode('utf-8')).hexdigest()[:20]}{path.suffix}"
    if not str(copy).isascii():
        raise ValueError(f"no ASCII name for {name} (libpq on Windows opens files by their ANSI names)")
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(path, copy)
    return str(copy)
