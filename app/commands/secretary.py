"""``mafia-protocol secretary [GAMES|DIR ...] [--db URL] [--tournament NAME] [--scoring NAME|FILE]
[--schedule FILE] [--lang ru|en]``: the tournament secretary's window (docs/secretary.md).

The window shows the games of ``--tournament`` in the archive (the shared PostgreSQL
database of ``--db`` or ``MAFIA_PROTOCOL_DB``, read again every 10 seconds while the
judges record) together with any judges' files and folders given; more can be imported
or dropped on it later.  ``--scoring`` chooses the regulation (default ``fiim-2024``),
``--schedule`` a seating file (``mafia-seating/1`` JSON or CSV) whose plan the grid shows.

Everything is checked before the window opens, each problem one line in Russian (English
with ``--lang en``).  Exit status: 0 the window was closed; 2 bad input (an unknown or
broken regulation, an unreadable seating file, a path that does not exist, an archive
that cannot be opened, or no Qt to show a window with).

Qt is imported only when the window opens, so the command line works without it.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app.i18n import DEFAULT, N_, gettext, languages

from .texts import EXIT_UNREADABLE, tr

NAME = "secretary"
HELP = "the tournament secretary's window: tables, standings, seating, signed summary"

_TEXT: dict[str, str] = {
    "no_qt": N_("the secretary's window cannot open: {reason}"),
}


def _tr(key: str, lang: str, **kw) -> str:
    return gettext(lang, _TEXT[key], **kw)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="*", metavar="GAMES|DIR", help="judges' game files or folders")
    parser.add_argument("--db", metavar="URL", help="the archive (default: MAFIA_PROTOCOL_DB or the settings)")
    parser.add_argument("--tournament", metavar="NAME", help="follow this tournament of the archive")
    parser.add_argument("--scoring", metavar="NAME|FILE", help="regulation: a preset name or a TOML file")
    parser.add_argument("--schedule", metavar="FILE", help="a seating file (JSON or CSV)")
    parser.add_argument("--stages", metavar="FILE", help="the tournament's stages: TOML [[stages]] or JSON \"stages\"")
    parser.add_argument("--lang", choices=languages(), default=None,
                        help="language (default: the program's setting)")


def run(args: argparse.Namespace) -> int:
    from ..tournament import RegulationError, SeatingError, get_regulation, load_schedule
    lang = args.lang or DEFAULT
    try:
        regulation = get_regulation(args.scoring)
    except RegulationError as error:
        print(error.message(lang), file=sys.stderr)
        return EXIT_UNREADABLE
    if args.schedule:
        try:
            load_schedule(args.schedule)
        except SeatingError as error:
            print(error.message(lang), file=sys.stderr)
            return EXIT_UNREADABLE
    from .tournament_stages import stage_plan
    args.stage = None
    stages, problem = stage_plan(args)
    if problem:
        return problem
    missing = [p for p in args.paths if not Path(p).exists()]
    if missing:
        for path in missing:
            print(tr("missing", lang, path=path), file=sys.stderr)
        return EXIT_UNREADABLE
    archive = None
    if args.db or args.tournament:
        from ..storage import ArchiveError, open_archive
        try:
            archive = open_archive(args.db)
        except ArchiveError as error:
            print(error.message(lang), file=sys.stderr)
            return EXIT_UNREADABLE
    try:
        from ui.secretary import run as open_window
    except ImportError as error:
        print(_tr("no_qt", lang, reason=error), file=sys.stderr)
        return EXIT_UNREADABLE
    try:
        return open_window(args.lang, archive=archive, tournament=args.tournament, regulation=regulation,
                           paths=args.paths, schedule=args.schedule, stages=stages or (),
                           # where the window writes the secretary's decision at a tied cut
                           stages_path=args.stages or (args.schedule if stages else None))
    finally:
        if archive is not None:
            archive.close()
