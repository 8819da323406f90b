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

from ..storage import ArchiveError, SchemaError, schema
from ..storage import backup as backups
from ..storage.archive import Archive
from ..storage.integrity import check
from ..storage.models import GameRecord
from ..storage.place import ArchivePlace
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
        place = ArchivePlace.at(args.db)
        engine = place.connect(create=args.action == "upgrade")
    except ArchiveError as error:
        return fail(error, lang)
    try:
        return _ACTIONS[args.action](place, engine, args, lang)
    except ArchiveError as error:
        return fail(error, lang)
    except OperationalError as error:
        return fail(place.unavailable(error), lang)
    except DatabaseError as error:     # a truncated or overwritten SQLite file
        return fail(place.damaged(error), lang)
    except OSError as error:
        print(f"{place.name}: {error}", file=sys.stderr)
        return EXIT_UNUSABLE
    finally:
        engine.dispose()


def _upgrade(place, engine, args, lang) -> int:
    state, copy = schema.upgrade(engine, place)
    where = place.name
    if state.current:
        print(say("up_to_date", lang, where=where, known=state.known))
    else:
        note = say("copy", lang, path=copy) if copy else ""
        print(say("upgraded", lang, where=where, found=state.found or "—", known=state.known,
                  copy=note))
    return EXIT_OK


def _backup(place, engine, args, lang) -> int:
    state = schema.inspect(engine, place)
    target = Path(args.to) if args.to else place.backups / place.backup_name(state.found)
    path = backups.backup(place, target)
    print(say("backed_up", lang, where=place.name, path=path))
    return EXIT_OK


def _check(place, engine, args, lang) -> int:
    state = schema.inspect(engine, place)
    if not state.current:
        print(SchemaError("schema.behind", where=place.name, found=state.found or "—",
                          known=state.known).message(lang))
        return EXIT_PROBLEMS
    archive = Archive(engine, place)
    problems = damage = 0
    for problem in check(archive):
        problems += 1
        damage += problem.code == "check.sqlite"
        print(problem.message(lang))
    if damage:      # the file itself is damaged: say where the last backup is, and how
        print(place.damaged("integrity_check").message(lang))
    with archive.reading() as session:
        games = session.scalar(select(func.count()).select_from(GameRecord))
    print(say("checked", lang, games=games, problems=problems, where=place.name))
    return EXIT_PROBLEMS if problems else EXIT_OK


_ACTIONS = {"upgrade": _upgrade, "backup": _backup, "check": _check}
