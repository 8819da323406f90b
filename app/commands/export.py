"""``mafia-protocol export [--tournament NAME] [--player NICK] [--from DATE] [--to DATE] DIR``:
archived games written back out as ``mafia-game/1`` files.

Each game's current document, one file per game, written atomically; the archive's
player ids are added as ``players[].id`` so that importing the files again (here or in
another archive) links the same players.  The same game always gets the same file name.

Exit status: 0 written; 2 the archive cannot be used or a file cannot be written.
"""
from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path

from ..format import GameFileError
from ..storage import ArchiveError, open_archive
from ..storage.transfer import export_games
from .archive_common import EXIT_OK, EXIT_UNUSABLE, add_common, fail, say

NAME = "export"
HELP = "write archived games out as game files (mafia-game/1)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("folder", metavar="DIR")
    parser.add_argument("--tournament", help="only this tournament's games")
    parser.add_argument("--player", metavar="NICK", help="only the games of this player")
    parser.add_argument("--from", dest="date_from", metavar="YYYY-MM-DD")
    parser.add_argument("--to", dest="date_to", metavar="YYYY-MM-DD")
    add_common(parser)


def _date(value: str | None, lang: str) -> date | None:
    if value is None:
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise _BadDate(say("bad_date", lang, value=value)) from None


class _BadDate(ValueError):
    pass


def run(args: argparse.Namespace) -> int:
    lang = args.lang
    try:
        criteria = {"tournament": args.tournament, "player": args.player,
                    "date_from": _date(args.date_from, lang), "date_to": _date(args.date_to, lang)}
        with open_archive(args.db) as archive:
            written = export_games(archive, Path(args.folder), **criteria)
    except _BadDate as error:
        print(error, file=sys.stderr)
        return EXIT_UNUSABLE
    except (ArchiveError, GameFileError) as error:
        return fail(error, lang)
    except OSError as error:
        print(f"{args.folder}: {error.strerror or error}", file=sys.stderr)
        return EXIT_UNUSABLE
    print(say("exported", lang, count=len(written), folder=args.folder))
    return EXIT_OK
