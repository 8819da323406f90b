"""``mafia-protocol ratings [--season YEAR|all] [--formula NAME|FILE]``: the season's rating
table from the archive's trusted games, with the movement since the last tournament and the
club rating; ``--csv``, ``--xlsx``, ``--pdf`` (the wall table) and ``--site DIR`` (a static
site) write it; ``--elite NAME`` / ``--not-elite NAME`` set a tournament's kind of game.

Exit status: 0 the table was printed or written; 2 the archive, the formula, the season or
an output cannot be used (one line on stderr says why).
"""
from __future__ import annotations

import argparse
import sys

from app.i18n import DEFAULT, languages

from ..ratings.errors import RatingError
from ..storage.errors import ArchiveError
from ..textsafe import printable, printable_lines
from .archive_common import EXIT_OK, EXIT_UNUSABLE, fail

NAME = "ratings"
HELP = "the season's rating table (text, CSV, XLSX, a wall PDF or a static site)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--season", metavar="YEAR", help="a year, or 'all' (default: the year of the latest game)")
    parser.add_argument("--formula", metavar="NAME|FILE", help="elo, mafiaratings (default) or a TOML file")
    parser.add_argument("--csv", metavar="FILE", help="write the table as CSV")
    parser.add_argument("--xlsx", metavar="FILE", help="write the table and the clubs as an Excel workbook")
    parser.add_argument("--pdf", metavar="FILE", help="write the wall table as a PDF")
    parser.add_argument("--site", metavar="DIR", help="write a static site (table, players, tournaments)")
    parser.add_argument("--clubs", action="store_true", help="print the club rating too")
    parser.add_argument("--top", type=int, metavar="N", help="print only the first N places")
    parser.add_argument("--full", action="store_true", help="recompute from scratch")
    parser.add_argument("--elite", metavar="TOURNAMENT", help="mark a tournament elite (its games weigh more)")
    parser.add_argument("--not-elite", metavar="TOURNAMENT", help="mark a tournament an ordinary one again")
    parser.add_argument("--author", help="who sets a tournament's kind")
    parser.add_argument("--db", metavar="URL", help="the archive's address")
    parser.add_argument("--lang", choices=languages(), default=DEFAULT)


def season_of(value: str | None, archive) -> int | None:
    from ..ratings.table import default_season
    if value is None:
        return default_season(archive)
    if value.strip().lower() == "all":
        return None
    if not value.strip().isdigit() or not 1900 <= int(value) <= 9999:
        raise RatingError("season.invalid", value=value)
    return int(value)


def write_file(path: str, data: bytes, lang: str) -> bool:
    """Write one of the ratings' files (the table, a card, a chart) whole or not at all, and say
    which, in the words of the ratings; shared by `ratings` and `player`."""
    from ..atomic import write_atomic
    from ..ratings.texts import say
    try:
        write_atomic(path, data)
    except (OSError, ValueError) as error:      # ValueError: a NUL in the path
        reason = getattr(error, "strerror", None) or error
        print(printable(say("write_failed", lang, path=path, reason=reason)), file=sys.stderr)
        return False
    print(printable(say("written", lang, path=path)))
    return True


def run(args: argparse.Namespace) -> int:
    from ..ratings import get_formula
    from ..ratings.grades import set_grade
    from ..ratings.render import table_lines
    from ..ratings.table import rating_table, table_csv, table_xlsx
    from ..ratings.texts import say
    from ..storage import open_archive
    lang = args.lang
    try:
        formula = get_formula(args.formula)
        with open_archive(args.db) as archive:
            for name, grade in ((args.elite, "elite"), (args.not_elite, "tournament")):
                if name:
                    set_grade(archive, name, grade, author=args.author)
                    print(printable(say("graded", lang, name=name, grade=say(f"grade.{grade}", lang))))
            season = season_of(args.season, archive)
            if args.full:
                from ..ratings.engine import refresh
                refresh(archive, formula, season, full=True)
            table = rating_table(archive, formula, season)
            if args.site:
                from ..ratings.site import write_site
                pages = write_site(archive, args.site, formula, season, lang)
                print(printable(say("site.written", lang, path=args.site, pages=pages)))
    except (RatingError, ArchiveError) as error:
        return fail(error, lang)
    written = True
    if args.csv:
        written &= write_file(args.csv, table_csv(table, lang).encode("utf-8-sig"), lang)
    if args.xlsx:
        written &= write_file(args.xlsx, table_xlsx(table, lang), lang)
    if args.pdf:
        from reports.ratings import wall_pdf
        written &= write_file(args.pdf, wall_pdf(table, lang), lang)
    if not written:
        return EXIT_UNUSABLE
    if not (args.csv or args.xlsx or args.pdf or args.site):
        sys.stdout.write(printable_lines("\n".join(table_lines(table, lang, args.top, args.clubs)) + "\n"))
    return EXIT_OK
