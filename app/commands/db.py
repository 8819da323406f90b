"""``mafia-protocol db upgrade|backup|check [--db URL] [--lang ru|en]``: the archive itself.

- ``upgrade`` applies the migrations (every other command does so too when it opens the
  archive); an SQLite file is copied to ``backups/`` beside it first.
- ``backup [--to PATH]`` copies the archive: SQLite through its backup API, PostgreSQL
  with pg_dump.  Without ``--to`` the copy goes to ``backups/`` beside the SQLite file,
  or into the data folder's ``backups/`` for PostgreSQL.
- ``check`` verifies the database's integrity and that every stored game still replays
  and agrees with what is indexed about it.  It changes nothing: a mistyped path makes
  neither a file nor a folder.

Exit status: 0 fine; 1 ``check`` found problems (listed on stdout) or the schema needs an
upgrade; 2 the archive cannot be used (an address that is not understood, no archive at
that path for ``check`` or ``backup``, a connection, a newer schema, a failed copy), said
in one line.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from sqlalchemy import func, select
from sqlalchemy.exc import DatabaseError, OperationalError

from ..storage import ArchiveError, SchemaError, connect, schema
from ..storage import backup as backups
from ..storage.archive import Archive
from ..storage.config import data_dir, display
from ..storage.damage import damaged, unavailable
from ..storage.integrity import check
from ..storage.models import GameRecord
from .archive_common import EXIT_OK, EXIT_PROBLEMS, EXIT_UNUSABLE, add_common, fail, say

NAME = "db"
HELP = "manage the archive's database: upgrade, backup, check"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("action", choices=("upgrade", "backup", "check"))
    parser.add_argument("--to", metavar="PATH", help="backup: where to write the copy")
    add_common(parser)


def run(args: argparse.Namespace) -> int:
    lang = args.lang
    try:
        # Only an upgrade may make a new archive; checking or copying one that is not there
        # must not create it (nor its folders).
        engine = connect(args.db, create=args.action == "upgrade")
    except ArchiveError as error:
        return fail(error, lang)
    try:
        return _ACTIONS[args.action](engine, args, lang)
    except ArchiveError as error:
        return fail(error, lang)
    except OperationalError as error:
        return fail(unavailable(engine.url, error), lang)
    except DatabaseError as error:     # a truncated or overwritten SQLite file
        return fail(damaged(engine.url, error), lang)
    except OSError as error:
        print(f"{display(engine.url)}: {error}", file=sys.stderr)
        return EXIT_UNUSABLE
    finally:
        engine.dispose()


def _upgrade(engine, args, lang) -> int:
    state, copy = schema.upgrade(engine)
    where = display(engine.url)
    if state.current:
        print(say("up_to_date", lang, where=where, known=state.known))
    else:
        note = say("copy", lang, path=copy) if copy else ""
        print(say("upgraded", lang, where=where, found=state.found or "—", known=state.known,
                  copy=note))
    return EXIT_OK


def _backup(engine, args, lang) -> int:
    state = schema.inspect(engine)
    if args.to:
        target = Path(args.to)
    elif engine.dialect.name == "sqlite":
        target = backups.backup_dir(backups.sqlite_file(engine.url)) / backups.default_name(engine.url, state.found)
    else:
        target = data_dir() / "backups" / backups.default_name(engine.url, state.found)
    path = backups.backup(engine.url, target)
    print(say("backed_up", lang, where=display(engine.url), path=path))
    return EXIT_OK


def _check(engine, args, lang) -> int:
    state = schema.inspect(engine)
    if not state.current:
        print(SchemaError("schema.behind", where=display(engine.url), found=state.found or "—",
                          known=state.known).message(lang))
        return EXIT_PROBLEMS
    archive = Archive(engine)
    problems = damage = 0
    for problem in check(archive):
        problems += 1
        damage += problem.code == "check.sqlite"
        print(problem.message(lang))
    if damage:      # the file itself is damaged: say where the last backup is, and how
        print(damaged(engine.url, "integrity_check").message(lang))
    with archive.reading() as session:
        games = session.scalar(select(func.count()).select_from(GameRecord))
    print(say("checked", lang, games=games, problems=problems, where=display(engine.url)))
    return EXIT_PROBLEMS if problems else EXIT_OK


_ACTIONS = {"upgrade": _upgrade, "backup": _backup, "check": _check}
