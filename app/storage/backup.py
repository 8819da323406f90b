"""Copies of the archive: SQLite through its online backup API, PostgreSQL through pg_dump.

A copy is written next to its final name and renamed into place, so a crash never
leaves half a backup that looks whole.
"""
from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
from pathlib import Path

from sqlalchemy.engine import URL

from ..atomic import replacing
from .errors import ArchiveError
from .place import ArchivePlace


def backup(place: ArchivePlace, destination: Path) -> Path:
    """Copy the archive at ``place`` to ``destination`` (``place.backups`` and
    ``place.backup_name`` say where a copy goes by default)."""
    source = place.sqlite_file() if place.sqlite else None
    with replacing(destination, private=True) as temporary:     # every role of every game
        if source is not None:
            try:
                _sqlite(source, temporary)
            except sqlite3.DatabaseError as error:     # a damaged archive is not copied
                raise place.damaged(error) from error
        else:
            _pg_dump(place.url, temporary)
    return destination


def _sqlite(source: Path, target: Path) -> None:
    # The backup API copies a consistent snapshot even while the sheet keeps writing,
    # WAL contents included; a plain file copy would not.
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    try:
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)
        finally:
            dst.close()
    finally:
        src.close()


def _pg_dump(url: URL, target: Path) -> None:
    program = shutil.which("pg_dump")
    if program is None:
        raise ArchiveError("backup.pg_dump", reason="not found in PATH")
    env = dict(os.environ)
    if url.password:
        env["PGPASSWORD"] = url.password
    plain = url.set(drivername="postgresql", password=None)
    result = subprocess.run(
        [program, "--format=custom", "--file", str(target),
         "--dbname", plain.render_as_string(hide_password=False)],
        env=env, capture_output=True, text=True)
    if result.returncode != 0:
        raise ArchiveError("backup.pg_dump", reason=result.stderr.strip().splitlines()[-1:]
                           and result.stderr.strip().splitlines()[-1] or result.returncode)
