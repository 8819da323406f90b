"""``mafia-protocol tournament print seating|cards|protocols|standings``: paper for the floor.

- ``print seating --schedule FILE [--round N] -o OUT.pdf``: a page per round (tables ×
  seats), then the players by name with their table and seat in every round.
- ``print cards --schedule FILE [--round N] [--judge TABLE=NAME ...] -o OUT.pdf``: a card
  per table (its number, the round, the ten seats, the judge).
- ``print protocols --schedule FILE [--round N] [--judge TABLE=NAME ...] [--rules official|league]
  -o OUT.pdf``: the blank official protocol of every table, with a QR code naming the
  tournament, round and table (docs/pdf.md).
- ``print standings [GAMES|DIR ...] [--after-round N] -o OUT.pdf [--xlsx FILE] [--csv FILE]``:
  the standings for the wall (and as a workbook, or a CSV a Russian Excel opens).

The seating comes from ``--schedule`` or, with ``--db``/``--tournament``, the one kept in
the archive.  Exit status: 0 written; 2 bad input (no seating, an unreadable one, a round
it does not have, a malformed ``--judge``, no finished game); 4 an output could not be written.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from app.i18n import N_, languages

from .texts import EXIT_OK, EXIT_UNREADABLE

EXIT_WRITE = 4
_TEXT = {
    "no_schedule": N_("no seating: give --schedule FILE, or --db and --tournament with a seating kept there"),
    "cleaned": N_("{path}: the nickname «{shown}» holds a control character that a worksheet cannot hold: "
                  "written there as the escape shown"),
}


def add_print_parser(sub: Any, games_args: Any) -> None:
    parser = sub.add_parser("print", help="paper for the floor: seating, table cards, blank protocols, standings",
                            description="paper for the floor: seating, table cards, blank protocols, standings")
    kinds = parser.add_subparsers(dest="paper", metavar="PAPER", required=True)
    for kind, text in (("seating", "the seating by round and by player"), ("cards", "a card per table"),
                       ("protocols", "the blank protocol of every table")):
        p = kinds.add_parser(kind, help=text, description=text)
        p.add_argument("--schedule", metavar="FILE", help="the seating (JSON or CSV)")
        p.add_argument("--db", metavar="URL", help="the archive whose kept seating to print (with --tournament)")
        p.add_argument("--tournament", metavar="NAME", help="the tournament (printed; the archive's seating)")
        p.add_argument("--round", type=int, metavar="N", help="only this round (default: every round)")
        p.add_argument("--title", metavar="TEXT", help="the tournament's name as printed (default: --tournament)")
        if kind != "seating":
            p.add_argument("--judge", action="append", default=[], metavar="TABLE=NAME",
                           help="the judge of a table; repeatable")
        if kind == "protocols":
            p.add_argument("--form", choices=("official", "pen"), default="official",
                           help="the official protocol, or the form for the pen that `scan` reads back")
            p.add_argument("--layout", metavar="FILE.json", help="with --form pen: also write the form's layout")
            p.add_argument("--sides", type=int, choices=(1, 2), default=1,
                           help="with --form pen: 2 prints the two-sided form (fouls by day, removals, three rounds "
                                "of votes, five nominations, six days)")
            p.add_argument("--rules", choices=("official", "league"), default="official",
                           help="the rule book printed on the sheet")
        p.add_argument("-o", "--output", metavar="OUT.pdf", required=True)
        p.add_argument("--lang", choices=languages(), default="ru")
    p = kinds.add_parser("standings", help="the standings for the wall", description="the standings for the wall")
    games_args(p)
    p.add_argument("--after-round", type=int, metavar="N", help="only the games of rounds 1 to N")
    p.add_argument("--title", metavar="TEXT", help="the tournament's name (default: from the games)")
    p.add_argument("-o", "--output", metavar="OUT.pdf", required=True)
    p.add_argument("--xlsx", metavar="FILE", help="also write the standings as an Excel workbook")
    p.add_argument("--csv", metavar="FILE", help="also write the standings as CSV")
    from .tournament_stages import add_stage_args
    add_stage_args(p)


def run_print(args: argparse.Namespace) -> int:
    if args.paper == "standings":
        return _standings(args)
    return _seating_paper(args)


def _schedule(args: argparse.Namespace):
    from app.i18n import gettext

    from ..tournament import SeatingError, load_schedule, loads_schedule
    if args.schedule:
        try:
            return load_schedule(args.schedule)
        except SeatingError as error:
            print(error.message(args.lang), file=sys.stderr)
            return None
    if args.db or args.tournament:
        import json

        from ..storage import ArchiveError, open_archive
        from ..storage.secretary import SecretaryStore
        try:
            with open_archive(args.db) as archive:
                stored = SecretaryStore(archive).seating(args.tournament) if args.tournament else None
        except ArchiveError as error:
            print(error.message(args.lang), file=sys.stderr)
            return None
        if stored is not None:
            return loads_schedule(json.dumps(stored), args.tournament)
    print(gettext(args.lang, _TEXT["no_schedule"]), file=sys.stderr)
    return None


def _seating_paper(args: argparse.Namespace) -> int:
    from reports.floor import SeatingRenderer, TableCardsRenderer, blank_protocols, pen_forms

    from ..tournament import SeatingError
    from ..tournament.floor import parse_judges
    schedule = _schedule(args)
    if schedule is None:
        return EXIT_UNREADABLE
    title = args.title or args.tournament or ""
    try:
        judges = parse_judges(getattr(args, "judge", []))
        if args.paper == "seating":
            pdf = SeatingRenderer(schedule, args.lang, title=title, round_no=args.round).render()
        elif args.paper == "cards":
            pdf = TableCardsRenderer(schedule, args.lang, title=title, round_no=args.round, judges=judges).render()
        elif getattr(args, "form", "official") == "pen":
            pdf = pen_forms(schedule, args.lang, tournament=title, round_no=args.round, judges=judges,
                            preset=args.rules, version=args.sides)
        else:
            pdf = blank_protocols(schedule, args.lang, tournament=title, round_no=args.round, judges=judges,
                                  preset=args.rules)
    except SeatingError as error:
        print(error.message(args.lang), file=sys.stderr)
        return EXIT_UNREADABLE
    if getattr(args, "layout", None):
        import json

        from ..paper.layout import pen_layout
        data = json.dumps(pen_layout(getattr(args, "sides", 1)).to_dict(), ensure_ascii=False, indent=1).encode("utf-8")
        if _written(Path(args.layout), data, args.lang) != EXIT_OK:
            return EXIT_WRITE
    return _written(Path(args.output), pdf, args.lang)


def _written(target: Path, data: bytes, lang: str) -> int:
    from .tournament_common import tr, write_whole
    if not write_whole(target, data, lang):
        return EXIT_WRITE
    print(tr("written", lang, path=target), file=sys.stderr)
    return EXIT_OK


def _standings(args: argparse.Namespace) -> int:
    from app.i18n import gettext
    from reports.floor import WallStandingsRenderer

    from ..textsafe import printable
    from ..tournament.export import cell_safe, cleaned_for_workbook, standings_csv, standings_xlsx
    from ..tournament.floor import standings_after
    from .tournament_common import report_issues
    from .tournament_load import load_standings
    standings, code = load_standings(args)
    if standings is None:
        return code
    if args.after_round is not None:
        standings = standings_after(standings, args.after_round, args.seed)
    issues = report_issues(standings, args.lang)
    # --stage: that stage's own table (as `tournament standings --stage` shows it)
    table = standings.stage(args.stage).standings if args.stage and getattr(standings, "plan", None) else standings
    outputs = [(Path(args.output), lambda: WallStandingsRenderer(table, args.lang, title=args.title,
                                                                 after_round=args.after_round).render())]
    if args.xlsx:
        for name in cleaned_for_workbook(table):
            print(printable(gettext(args.lang, _TEXT["cleaned"], path=args.xlsx, shown=cell_safe(name))),
                  file=sys.stderr)
        outputs.append((Path(args.xlsx), lambda: standings_xlsx(table, args.lang)))
    if args.csv:
        outputs.append((Path(args.csv), lambda: standings_csv(table, args.lang).encode("utf-8-sig")))
    # each output is written whatever another one meets: the wall's PDF is not lost to a workbook
    written = [_written(target, data(), args.lang) for target, data in outputs]
    return EXIT_WRITE if EXIT_WRITE in written else max(code, issues)
