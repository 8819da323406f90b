"""``mafia-protocol tournament standings|seating|summary|correct|choose|exclude|include|journal``.

The games come from judges' files and folders (searched for ``*.json``), from the shared
archive (``--db URL --tournament NAME``), or both.  Signatures are verified; a forged
protocol, a game of another tournament and (unless the regulation says otherwise) a
signer nobody trusts here are set aside and listed with the reason.  The secretary's
decisions (app.tournament.decisions) are applied: from the archive's journal, or from
``--journal FILE`` (default: ``secretary.journal`` in the first folder given).
``--schedule FILE`` (default: the seating kept in the archive) checks game counts and
seats against the seating.

- ``standings [GAMES|DIR ...] [--db URL --tournament NAME] [--scoring NAME|FILE] [--json]
  [--csv FILE] [--seed N] [--lang ru|en]``: a table on stdout (``--json``: the full
  standings with every component, the games set aside, the issues and the drawing of
  lots), the issues on stderr, ``--csv FILE`` the standings as CSV.
- ``seating --players P --tables T --games G [--seed N] [--apart A,B ...] [--names FILE]
  [--effort X] [--table-spread even|loose] [--json] [-o FILE]`` generates a balanced seating; ``-o`` writes it as
  JSON, or CSV when FILE ends in ``.csv``; the imbalance figures go to stderr (``--json``
  prints schedule and figures on stdout).
- ``correct|choose|exclude|include GAME ... --author NAME --reason TEXT`` and ``journal``:
  the secretary's decisions, see app/commands/tournament_settle.py.
- ``create … --unsigned count|wait`` and ``judges add|list|remove``: whom the tournament
  trusts (a club or a federation, its register of judges), see
  app/commands/tournament_judges.py.  ``standings`` and ``summary`` take ``--unsigned``
  for one run; ``summary --sign`` refuses while games wait unless ``--allow-set-aside``.
- ``summary [GAMES|DIR ...] -o summary.pdf [--sign] [--scoring NAME|FILE] [--chief NAME]
  [--secretary NAME] [--title TEXT] [--csv FILE] [--seed N] [--lang ru|en]`` writes the
  tournament summary PDF; ``--sign`` signs it with the chief judge's key like a game
  protocol (the key and passphrase as for ``mafia-protocol pdf --sign``).

``--scoring`` takes a preset (``fiim-2023``, ``fiim-2024``, ``rfm-2026``; a bare ``fiim``
or ``rfm`` is the latest) or a regulation file (TOML, docs/scoring.md); ``--seed`` fixes
the drawing of lots (by default it follows from the games, so it is reproducible).

Exit status: 0 done; 1 done, but with errors to look at (a protocol conflict, a
regulation violated by the awards; for ``seating``, pairs that could not be kept apart);
2 bad input (an unreadable game file — the standings are still computed from the rest —,
an unknown regulation, an impossible seating, no game at all); 3 signing refused; 4 an
output could not be written.  Each problem is one line on stderr, never a traceback.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from app.i18n import languages

from ..textsafe import printable, printable_lines
from .texts import EXIT_OK, EXIT_UNREADABLE
from .tournament_common import EXIT_ISSUES, EXIT_SIGNING, EXIT_WRITE, _report, _write, tr
from .tournament_load import _load
from .tournament_stages import add_stage_args

if TYPE_CHECKING:
    from ..tournament.schedule import Imbalance, Schedule

NAME = "tournament"
HELP = "tournament standings, seating and the signed summary PDF"

def add_arguments(parser: argparse.ArgumentParser) -> None:
    from .tournament_judges import IntermixedParser
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=IntermixedParser)

    p = sub.add_parser("standings", help="standings from game files", description="standings from game files")
    _games_args(p)
    p.add_argument("--json", action="store_true", help="the full standings as JSON")
    p.add_argument("--csv", metavar="FILE", help="also write the standings as CSV")
    add_stage_args(p)

    p = sub.add_parser("seating", help="generate a balanced seating", description="generate a balanced seating")
    p.add_argument("--players", type=int, metavar="P")
    p.add_argument("--tables", type=int, metavar="T")
    p.add_argument("--games", type=int, metavar="G", help="games per player")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--apart", action="append", default=[], metavar="A,B",
                   help="a pair never to share a table (names, or numbers 1..P); repeatable")
    p.add_argument("--names", metavar="FILE", help="the players' names, one a line (P of them)")
    p.add_argument("--effort", type=float, default=1.0, help="more search for a better balance (default 1)")
    p.add_argument("--table-spread", choices=("even", "loose"), default="even",
                   help="where players sit out: every table visited equally often (default), or a looser "
                        "spread of table visits for fewer repeated opponents")
    p.add_argument("--json", action="store_true", help="the schedule and its figures as JSON on stdout")
    p.add_argument("-o", "--output", metavar="FILE", help="write the schedule: FILE.json, or FILE.csv")
    p.add_argument("--db", metavar="URL", help="also keep the seating in the archive, with --tournament")
    p.add_argument("--tournament", metavar="NAME", help="the archive's tournament the seating is for")
    p.add_argument("--author", metavar="NAME", help="who made the seating (kept with it)")
    p.add_argument("--lang", choices=languages(), default="ru")
    # --stage NAME: the seating of a stage for the players who advanced into it, from the games
    add_stage_args(p)
    p.add_argument("paths", nargs="*", metavar="GAMES|DIR", help="with --stage: the games of the stages before")
    p.add_argument("--journal", metavar="FILE", help="with --stage: the secretary's journal for files")
    p.add_argument("--scoring", metavar="NAME|FILE", help="with --stage: the regulation that ranks them")
    p.add_argument("--schedule", metavar="FILE", help="with --stage: the seating the games were played to")

    from .tournament_settle import add_decision_parsers
    add_decision_parsers(sub, _games_args)
    from .tournament_print import add_print_parser
    add_print_parser(sub, _games_args)

    p = sub.add_parser("summary", help="the tournament summary PDF", description="the tournament summary PDF")
    _games_args(p)
    p.add_argument("-o", "--output", metavar="OUT.pdf", required=True)
    p.add_argument("--sign", action="store_true", help="sign with the chief judge's key (PAdES)")
    p.add_argument("--signer", metavar="NAME", help="name for a new key (default: --chief)")
    p.add_argument("--chief", metavar="NAME", help="the chief judge, printed at the signature")
    p.add_argument("--secretary", metavar="NAME")
    p.add_argument("--title", metavar="TEXT", help="the tournament's name (default: from the games)")
    p.add_argument("--csv", metavar="FILE", help="also write the standings as CSV")
    add_stage_args(p)
    p.add_argument("--allow-set-aside", action="store_true",
                   help="sign the summary even while games are set aside (they are listed in its notes)")

    from .tournament_judges import add_judges_parsers
    add_judges_parsers(sub)


def _games_args(p: argparse.ArgumentParser, scoring: bool = True) -> None:
    p.add_argument("paths", nargs="*", metavar="GAMES|DIR")
    p.add_argument("--db", metavar="URL", help="the shared archive (with --tournament)")
    p.add_argument("--tournament", metavar="NAME", help="the archive's tournament")
    p.add_argument("--journal", metavar="FILE", help="the secretary's journal for files "
                   "(default: secretary.journal in the first folder)")
    if scoring:
        p.add_argument("--scoring", metavar="NAME|FILE", help="regulation: a preset name or a TOML file")
        p.add_argument("--seed", type=int, help="seed of the drawing of lots")
        p.add_argument("--schedule", metavar="FILE", help="the seating to check counts and seats against")
        p.add_argument("--unsigned", choices=("count", "wait"),
                       help="unsigned protocols count (a club) or wait for the signature (a federation); "
                            "default: the tournament's choice, else the regulation's")
    p.add_argument("--lang", choices=languages(), default="ru")


def run(args: argparse.Namespace) -> int:
    if args.action in ("correct", "choose", "exclude", "include", "journal"):
        from .tournament_settle import run_decision
        return run_decision(args)
    if args.action in ("judges", "create"):
        from .tournament_judges import run_judges
        return run_judges(args)
    if args.action == "print":
        from .tournament_print import run_print
        return run_print(args)
    return {"standings": _standings, "seating": _seating, "summary": _summary}[args.action](args)


# -- standings ---------------------------------------------------------------------------
def _standings(args: argparse.Namespace) -> int:
    from ..tournament.export import standings_csv, standings_text
    lang = args.lang
    standings, code = _load(args)
    if standings is None:
        return code
    staged = getattr(standings, "stages", None) is not None
    if args.json:
        data = standings.stage(args.stage).to_json(lang) if staged and args.stage else standings.to_json(lang)
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=1) + "\n")
    elif staged:
        from .tournament_stages import standings_text as staged_text
        sys.stdout.write(printable_lines(staged_text(standings, args)))
    else:
        sys.stdout.write(printable_lines(standings_text(standings, lang)))
    issues = _report(standings, lang)
    table = standings.stage(args.stage).standings if staged and args.stage else standings
    if args.csv and not _write(Path(args.csv), standings_csv(table, lang).encode("utf-8-sig"), lang):
        return EXIT_WRITE
    return max(code, issues)


# -- seating -----------------------------------------------------------------------------
def _seating(args: argparse.Namespace) -> int:
    from ..tournament import SeatingRequest, check_request, generate_seating
    lang = args.lang
    if args.stage:
        from .tournament_stages import stage_seating
        return stage_seating(args)
    if None in (args.players, args.tables, args.games):
        from .tournament_stages import tr as stage_tr
        print(stage_tr("seating_needs", lang), file=sys.stderr)
        return EXIT_UNREADABLE
    pairs = _apart_pairs(args.apart, lang)
    players = _seating_players(args)
    if pairs is None or players is None:
        return EXIT_UNREADABLE
    request = SeatingRequest(players, args.tables, args.games, args.seed, pairs, effort=args.effort,
                             loose_tables=args.table_spread == "loose")
    problems = check_request(request)
    if problems:
        for problem in problems:
            print(problem.message(lang), file=sys.stderr)
        return EXIT_UNREADABLE
    schedule = generate_seating(request)
    figures = schedule.figures()
    _show_schedule(args, schedule, figures)
    code = _keep_schedule(args, schedule)
    if code != EXIT_OK:
        return code
    return EXIT_ISSUES if figures.apart_violations else EXIT_OK


def _apart_pairs(values: list[str], lang: str) -> list[tuple[int | str, int | str]] | None:
    """The --apart pairs (a number is a player's number, else a name); None, said, if one is
    not two items."""
    pairs: list[tuple[int | str, int | str]] = []
    for value in values:
        parts = [p.strip() for p in value.split(",")]
        if len(parts) != 2 or not all(parts):
            print(tr("apart", lang, value=value), file=sys.stderr)
            return None
        pairs.append((int(parts[0]) if parts[0].isdigit() else parts[0],
                      int(parts[1]) if parts[1].isdigit() else parts[1]))
    return pairs


def _seating_players(args: argparse.Namespace) -> int | list[str] | None:
    """The number of players, or their names from --names; None, said, if that file cannot
    be read or names another number of players."""
    from ..tournament import SeatingError
    if not args.names:
        return int(args.players)
    lang = args.lang
    try:
        names = [line.strip() for line in Path(args.names).read_text(encoding="utf-8-sig").splitlines()
                 if line.strip()]
    except (OSError, UnicodeDecodeError) as error:
        print(tr("names", lang, path=args.names, reason=getattr(error, "strerror", None) or error),
              file=sys.stderr)
        return None
    if len(names) != args.players:
        print(SeatingError("seating.names", names=len(names), players=args.players).message(lang),
              file=sys.stderr)
        return None
    return names


def _show_schedule(args: argparse.Namespace, schedule: Schedule, figures: Imbalance) -> None:
    """The schedule as JSON or as lines on stdout (unless it goes to --output), its figures
    on stderr."""
    from ..tournament.schedule_io import schedule_json
    lang = args.lang
    if args.json:
        sys.stdout.write(json.dumps({"schedule": schedule_json(schedule), "figures": figures.to_json()},
                                    ensure_ascii=False, indent=1) + "\n")
    elif not args.output:
        for r, round_ in enumerate(schedule.grid(), 1):
            for t, names in enumerate(round_, 1):
                print(printable(tr("schedule", lang, round=r, table=t, names=", ".join(names))))
            resting = [schedule.players[p] for p in schedule.resting(r - 1)]
            if resting:
                print(printable(tr("rest", lang, round=r, names=", ".join(resting))))
    for line in figures.lines(lang):
        print(line, file=sys.stderr)


def _keep_schedule(args: argparse.Namespace, schedule: Schedule) -> int:
    """The schedule written to --output (CSV or JSON) and kept in the archive's tournament;
    the exit code of the first that fails."""
    from ..tournament.schedule_io import schedule_json, write_csv
    lang = args.lang
    if args.output:
        target = Path(args.output)
        if target.suffix.lower() == ".csv":
            data = write_csv(schedule).encode("utf-8-sig")
        else:
            data = (json.dumps(schedule_json(schedule), ensure_ascii=False, indent=1) + "\n").encode("utf-8")
        if not _write(target, data, lang):
            return EXIT_WRITE
        print(tr("written", lang, path=target), file=sys.stderr)
    if not (args.db or args.tournament):
        return EXIT_OK
    if not args.tournament:
        print(tr("no_tournament", lang), file=sys.stderr)
        return EXIT_UNREADABLE
    from ..storage import ArchiveError, open_archive
    from ..storage.secretary import SecretaryStore
    try:
        with open_archive(args.db) as archive:
            version = SecretaryStore(archive).save_seating(args.tournament, schedule_json(schedule), args.author)
    except ArchiveError as error:
        print(error.message(lang), file=sys.stderr)
        return EXIT_WRITE
    print(tr("seating_kept", lang, name=args.tournament, version=version), file=sys.stderr)
    return EXIT_OK


# -- summary -----------------------------------------------------------------------------
def _summary(args: argparse.Namespace) -> int:
    from ..tournament.export import standings_csv
    lang = args.lang
    standings, code = _load(args, empty_ok=args.sign)
    if standings is None:
        return code
    identity = None
    if args.sign and standings.pending and not args.allow_set_aside:
        _report(standings, lang)
        print(tr("set_aside_sign", lang, count=len(standings.pending), why=standings.pending_text(lang)),
              file=sys.stderr)
        return EXIT_SIGNING
    if args.sign and not standings.games:        # nothing to sign: signing is refused (docs/scoring.md)
        _report(standings, lang)
        print(tr("nothing", lang), file=sys.stderr)
        return EXIT_SIGNING
    if args.sign:
        from ..signing import SigningError, ensure_identity, has_identity, signing_dir
        from .pdf import passphrase
        from .pdf import tr as pdf_tr
        secret = passphrase(lang)
        if not secret:
            print(pdf_tr("no_passphrase", lang), file=sys.stderr)
            return EXIT_SIGNING
        fresh = not has_identity()
        try:
            identity = ensure_identity(args.signer or args.chief or "", secret)
        except SigningError as error:
            print(error.message(lang), file=sys.stderr)
            return EXIT_SIGNING
        if fresh:
            print(pdf_tr("new_key", lang, name=identity.name, path=signing_dir()), file=sys.stderr)
    from reports.summary import SummaryRenderer
    chief = args.chief or (identity.name if identity else None)
    stages = standings.summary_parts(lang) if getattr(standings, "stages", None) is not None else {}
    renderer = SummaryRenderer(standings, lang, title=args.title, chief_judge=chief, secretary=args.secretary,
                               **stages)
    pdf = renderer.render()
    if identity is not None:
        from ..signing import sign_pdf
        pdf = sign_pdf(pdf, identity, stamp=renderer.stamp_box, lang=lang)
    issues = _report(standings, lang)
    target = Path(args.output)
    if not _write(target, pdf, lang):
        return EXIT_WRITE
    if args.csv and not _write(Path(args.csv), standings_csv(standings, lang).encode("utf-8-sig"), lang):
        return EXIT_WRITE
    print(tr("signed", lang, path=target, signer=identity.name) if identity else tr("written", lang, path=target))
    return max(code, issues)
