"""``mafia-protocol check FILE|DIR ... [--json] [--lang ru|en]``: the validator's verdict."""
from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..gamefile import replay_file  # noqa: F401 (the other commands take it from here)
from ..i18n import languages
from ..kernel.findings import place_label
from ..textsafe import printable
from .texts import EXIT_ERRORS, EXIT_OK, EXIT_UNREADABLE, tr

if TYPE_CHECKING:
    from ..table_state import TableState

NAME = "check"
HELP = "validate game files (mafia-game/1) against their rule book"
PARALLEL_FROM = 200   # files; below this, starting worker processes costs more than it saves


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", metavar="FILE|DIR")
    parser.add_argument("--json", action="store_true", help="machine-readable output (the spec's format)")
    parser.add_argument("--lang", choices=languages(), default="ru")


def run(args: argparse.Namespace) -> int:
    return cmd_check(args.paths, as_json=args.json, lang=args.lang)


def game_files(paths: Sequence[str], lang: str) -> Iterator[tuple[Path, str | None]]:
    """Each file to check, or an error line for a path that gives none."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            candidates = sorted(path.rglob("*.json"))
            found = [p for p in candidates if p.is_file()]
            # A link to nowhere is named, not silently left out of a count.
            dangling = [p for p in candidates if p.is_symlink() and not p.exists()]
            if not found and not dangling:
                yield path, tr("no_files", lang, path=path)
            for p in dangling:
                yield p, tr("dangling", lang, path=p, target=os.readlink(p))
            for p in found:
                yield p, None
        elif path.exists():
            yield path, None
        elif path.is_symlink():
            yield path, tr("dangling", lang, path=path, target=os.readlink(path))
        else:
            yield path, tr("missing", lang, path=path)


def check_one(item: tuple[Path, str | None], as_json: bool, single: bool, lang: str) -> tuple[str, str]:
    """Check one file: (verdict, text); verdict is ok, bad or unreadable."""
    path, problem = item
    state = None
    if problem is None:
        _, state, problem = replay_file(path, lang)
    if state is None:
        return "unreadable", problem or ""
    verdict = "bad" if any(f.severity == "error" for f in state.findings) else "ok"
    if as_json:
        report = state.to_check_json(lang)
        if not single:
            report = {"file": str(path), **report}
        return verdict, json.dumps(report, ensure_ascii=False, indent=2 if single else None) + "\n"
    return verdict, format_report(path, state, lang)


def _checked(files: list, as_json: bool, single: bool, lang: str) -> Iterator[tuple[str, str]]:
    """Many files are shared between processes: the batch is CPU-bound and each file independent."""
    workers = min(os.cpu_count() or 1, 4)
    if len(files) < PARALLEL_FROM or workers < 2:
        for item in files:
            yield check_one(item, as_json, single, lang)
        return
    from concurrent.futures import ProcessPoolExecutor
    from functools import partial
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(partial(check_one, as_json=as_json, single=single, lang=lang),
                            files, chunksize=64)


def cmd_check(paths: Sequence[str], *, as_json: bool, lang: str) -> int:
    files = list(game_files(paths, lang))
    single = len(files) == 1
    counts = {"files": len(files), "ok": 0, "bad": 0, "unreadable": 0}
    for verdict, text in _checked(files, as_json, single, lang):
        counts[verdict] += 1
        if verdict == "unreadable":
            print(text, file=sys.stderr)
        else:
            sys.stdout.write(text)
    if not single:
        line = tr("summary", lang, **counts)
        print(line, file=sys.stderr if as_json else sys.stdout)
    if counts["unreadable"]:
        return EXIT_UNREADABLE
    return EXIT_ERRORS if counts["bad"] else EXIT_OK


def format_report(path: Path, state: TableState, lang: str) -> str:
    winner = tr("winner", lang, w=tr(state.winner, lang)) if state.winner else ""
    lines = [tr("status", lang, path=path, ruleset=state.rules.preset,
                status=tr(state.status, lang), winner=winner)]
    for f in state.findings:
        where = place_label(f.phase, f.event, lang)
        lines.append(f"  {tr(f.severity, lang):8} {f.clause or '—':6} {where:8} {f.message(lang)}")
    return "\n".join(printable(line) for line in lines) + "\n"
