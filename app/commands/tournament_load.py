"""The games of a tournament read and ranked, for the ``tournament`` command's subcommands."""
from __future__ import annotations

import argparse
import sys

from .texts import EXIT_UNREADABLE
from .tournament_common import _report, tr


def _load(args: argparse.Namespace, empty_ok: bool = False):
    """(standings, exit code so far) or (None, code) when nothing can be computed (with
    ``empty_ok``, standings of no counted game too: the caller says why it stops)."""
    from ..tournament import RegulationError, compute_standings, get_regulation
    lang = args.lang
    try:
        regulation = get_regulation(args.scoring)
    except RegulationError as error:
        print(error.message(lang), file=sys.stderr)
        return None, EXIT_UNREADABLE
    from .tournament_stages import check_stage, stage_plan, staged_standings
    plan, problem = stage_plan(args)
    if problem:
        return None, problem
    from .tournament_sources import load_tournament, stored_schedule
    tournament, archive, _, code = load_tournament(args)
    if tournament is None:
        return None, code
    schedule, problem = stored_schedule(args, archive)
    if archive is not None:
        archive.close()
    if plan is not None:
        standings, more = staged_standings(args, tournament, regulation, schedule, plan, args.seed)
        problem = max(problem, more)
        if not check_stage(args, standings):
            return None, EXIT_UNREADABLE
    else:
        standings = compute_standings(tournament, regulation, lots_seed=args.seed, schedule=schedule)
    if not standings.games and not empty_ok:
        _report(standings, lang)
        print(tr("nothing", lang), file=sys.stderr)
        return None, EXIT_UNREADABLE
    return standings, max(code, problem)
