"""The stages of ``mafia-protocol tournament``: ``--stages FILE`` (TOML ``[[stages]]`` or
JSON ``"stages"``; a ``mafia-seating/1`` schedule given by ``--schedule`` may carry them),
``standings|summary --stage NAME`` and ``seating --stage NAME`` (the seating of a stage for
the players who advanced into it).  docs/scoring.md, "Stages", says how the points add up.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from app.i18n import N_, gettext
from app.textsafe import printable

from .texts import EXIT_OK, EXIT_UNREADABLE

_TEXT: dict[str, str] = {
    "stage_needs": N_("--stage needs the stages: --stages FILE, or a --schedule file that declares them"),
    "seating_needs": N_("--players, --tables and --games are needed, or --stage with the stages"),
    "advancing": N_('Advance to "{stage}": {names}'),
    "advancing_undecided": N_('Advance to "{stage}": {names}; {slots} more among {tied}: the secretary decides'),
}


def tr(key: str, lang: str, **kw: Any) -> str:
    return printable(gettext(lang, _TEXT[key], **kw))


def add_stage_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--stages", metavar="FILE", help="the tournament's stages: TOML [[stages]] or JSON \"stages\"")
    p.add_argument("--stage", metavar="NAME", help="one stage only (its table; for seating: its players)")
    p.add_argument("--cut", action="append", default=[], metavar="STAGE=NAME,NAME",
                   help="where a stage's cut is tied: which of the tied players advance (the secretary's decision)")
    p.add_argument("--cut-author", metavar="NAME", help="with --cut: who decides")
    p.add_argument("--cut-reason", metavar="TEXT", help="with --cut: why")


def stage_plan(args: argparse.Namespace):
    """(the stages or None, exit code): from ``--stages``, else from the ``--schedule``
    JSON when it declares them.  A bad file is one line on stderr."""
    from ..tournament.stages import StageError, load_stages
    lang = getattr(args, "lang", None) or "ru"
    source = getattr(args, "stages", None)
    schedule = getattr(args, "schedule", None)
    try:
        if source:
            return with_cuts(load_stages(source), args), EXIT_OK
        if schedule and Path(schedule).suffix.lower() != ".csv" and "stages" in _json(schedule):
            return with_cuts(load_stages(schedule), args), EXIT_OK
    except StageError as error:
        print(printable(error.message(lang)), file=sys.stderr)
        return None, EXIT_UNREADABLE
    if getattr(args, "stage", None) or getattr(args, "cut", None):
        print(tr("stage_needs", lang), file=sys.stderr)
        return None, EXIT_UNREADABLE
    return None, EXIT_OK


def with_cuts(plan, args: argparse.Namespace):
    """The plan with the secretary's ``--cut STAGE=NAME,NAME`` decisions over the stages'
    own ``cut`` entries; StageError for an option that does not say who, why or where."""
    from dataclasses import replace

    from ..tournament.stages import CutDecision, StageError, find_stage
    plan = list(plan)
    for value in getattr(args, "cut", None) or []:
        name, sep, players = value.partition("=")
        names = tuple(n.strip() for n in players.split(",") if n.strip())
        author = (getattr(args, "cut_author", None) or "").strip()
        reason = (getattr(args, "cut_reason", None) or "").strip()
        if not sep or not names or not author or not reason:
            raise StageError("stages.cut_option", value=value)
        stage = find_stage(plan, name.strip())
        plan[plan.index(stage)] = replace(stage, cut=CutDecision(names, author, reason))
    return tuple(plan)


def _json(path: str) -> dict:
    from ..tournament.schedule_io import MAX_BYTES
    from ..tournament.stages import StageError, read_stage_file
    try:
        data = json.loads(read_stage_file(Path(path), MAX_BYTES).decode("utf-8-sig"))
    except (StageError, ValueError, RecursionError):
        return {}                      # the schedule's own reader says what is wrong with it
    return data if isinstance(data, dict) else {}


def stage_schedules(args: argparse.Namespace, plan, schedule, tournament) -> tuple[dict[str, Any], int]:
    """Each stage's seating: the file its declaration names, and the ``--schedule`` (or the
    archive's) seating for the stage it names (``"stage"``), else for the first stage.  A
    stage not played yet may name a file not drawn yet."""
    from ..tournament import SeatingError, load_schedule
    out: dict[str, Any] = {}
    played = {g.round for g in tournament.games}
    for stage in plan:
        if stage.schedule and not Path(stage.schedule).exists() and not played & set(stage.rounds):
            continue
        if stage.schedule:
            try:
                out[stage.name] = load_schedule(stage.schedule)
            except SeatingError as error:
                print(printable(error.message(args.lang)), file=sys.stderr)
                return out, EXIT_UNREADABLE
    if schedule is not None:
        named = _json(args.schedule).get("stage") if getattr(args, "schedule", None) else None
        target = next((s.name for s in plan if s.name == named), plan[0].name)
        out.setdefault(target, schedule)
    return out, EXIT_OK


def staged_standings(args: argparse.Namespace, tournament, regulation, schedule, plan, lots_seed):
    from ..tournament.stage_standings import compute_staged
    schedules, code = stage_schedules(args, plan, schedule, tournament)
    return compute_staged(tournament, regulation, plan, lots_seed=lots_seed, schedules=schedules), code


def check_stage(args: argparse.Namespace, staged) -> bool:
    """``--stage NAME`` names a stage of the plan (else one line on stderr)."""
    from ..tournament.stages import StageError, find_stage
    if not getattr(args, "stage", None):
        return True
    try:
        find_stage(staged.plan, args.stage)
    except StageError as error:
        print(printable(error.message(args.lang)), file=sys.stderr)
        return False
    return True


def standings_text(staged, args: argparse.Namespace) -> str:
    """Each stage's table under its heading and the total, or the one ``--stage``."""
    from ..tournament.export import standings_text as table
    lang = args.lang
    results = [staged.stage(args.stage)] if args.stage else staged.stages
    parts = []
    for result in results:
        parts.append(result.heading(lang) + "\n" + table(result.standings, lang))
        if result.advancing and result is not staged.stages[-1]:
            following = staged.stages[staged.stages.index(result) + 1].stage
            names = ", ".join(r.name for r in result.sure) or "—"
            parts.append((tr("advancing_undecided", lang, stage=following.label(lang), names=names,
                             slots=result.slots, tied=", ".join(r.name for r in result.tied))
                          if result.undecided else tr("advancing", lang, stage=following.label(lang), names=names))
                         + "\n")
    if not args.stage:
        parts.append(printable(staged.total_note(lang)) + "\n" + table(staged, lang))
    return "\n".join(parts)


def stage_seating(args: argparse.Namespace) -> int:
    """``tournament seating --stage NAME``: the seating of a stage for the players who
    advanced into it, from the standings of the stages before."""
    from ..tournament import RegulationError, generate_seating, get_regulation
    from ..tournament.stages import StageError, find_stage, stage_schedule_json, stage_seating_request
    from .tournament_common import _report, _write
    from .tournament_common import tr as ttr
    from .tournament_sources import load_tournament, stored_schedule
    lang = args.lang
    plan, code = stage_plan(args)
    if plan is None:                   # stage_plan said why
        return EXIT_UNREADABLE
    try:
        regulation = get_regulation(args.scoring)
    except RegulationError as error:
        print(error.message(lang), file=sys.stderr)
        return EXIT_UNREADABLE
    tournament, archive, _, code = load_tournament(args)
    if tournament is None:
        return code
    schedule, problem = stored_schedule(args, archive)
    if archive is not None:
        archive.close()
    staged, more = staged_standings(args, tournament, regulation, schedule, plan, None)
    issues = _report(staged, lang)        # 1 when, say, a tie across the cut is left to the secretary
    try:
        stage = find_stage(plan, args.stage)
        request = stage_seating_request(staged, stage.name, seed=args.seed, effort=args.effort)
    except StageError as error:
        print(printable(error.message(lang)), file=sys.stderr)
        return EXIT_UNREADABLE
    result = generate_seating(request)
    data = stage_schedule_json(result, stage)           # also marks the seating as the stage's (its CSV too)
    for entry in data["rounds"]:
        for t, table in enumerate(entry["tables"], 1):
            print(printable(ttr("schedule", lang, round=entry["round"], table=t, names=", ".join(table["seats"]))))
    for line in result.figures().lines(lang):
        print(line, file=sys.stderr)
    if args.output:
        from ..tournament.schedule_io import write_csv
        target = Path(args.output)
        body = write_csv(result).encode("utf-8-sig") if target.suffix.lower() == ".csv" else \
            (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
        if not _write(target, body, lang):
            return 4
        print(ttr("written", lang, path=target), file=sys.stderr)
    return max(code, problem, more, issues)
