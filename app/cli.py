"""The ``mafia-protocol`` command: ``check`` and ``show`` (more subcommands as they land).

Bad input never shows a traceback: every failure is one line naming the file, the place
and what is wrong, in the chosen language.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Iterator, Sequence

from .engine import Game, State
from .format import GameFileError, load_game

EXIT_OK, EXIT_ERRORS, EXIT_UNREADABLE = 0, 1, 2
PARALLEL_FROM = 200   # files; below this, starting worker processes costs more than it saves

_TEXT = {
    "summary": ("Проверено файлов: {files}; без ошибок: {ok}; с ошибками: {bad}; не прочитано: {unreadable}",
                "Files checked: {files}; clean: {ok}; with errors: {bad}; unreadable: {unreadable}"),
    "no_files": ("{path}: нет файлов игр (*.json)", "{path}: no game files (*.json)"),
    "missing": ("{path}: нет такого файла или папки", "{path}: no such file or folder"),
    "internal": ("{path}: внутренняя ошибка при разборе партии ({error}); сообщите разработчикам",
                 "{path}: internal error while replaying the game ({error}); please report it"),
    "status": ("{path}: {ruleset}, {status}{winner}", "{path}: {ruleset}, {status}{winner}"),
    "finished": ("игра окончена", "finished"),
    "in_progress": ("игра идёт", "in progress"),
    "winner": (", победа: {w}", ", winner: {w}"),
    "red": ("красные", "red"), "black": ("чёрные", "black"), "draw": ("ничья", "draw"),
    "error": ("ошибка", "error"), "warning": ("внимание", "warning"), "info": ("инфо", "info"),
}


def tr(key: str, lang: str, **kw) -> str:
    ru, en = _TEXT[key]
    return (en if lang == "en" else ru).format(**kw)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mafia-protocol",
        description="Mafia Protocol: the sport-mafia judge's protocol. "
                    "Without a subcommand it opens the protocol sheet.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    check = sub.add_parser("check", help="validate game files (mafia-game/1) against their rule book")
    check.add_argument("paths", nargs="+", metavar="FILE|DIR")
    check.add_argument("--json", action="store_true", help="machine-readable output (the spec's format)")
    check.add_argument("--lang", choices=("ru", "en"), default="ru")
    show = sub.add_parser("show", help="print a game's protocol as a table")
    show.add_argument("path", metavar="FILE")
    show.add_argument("--lang", choices=("ru", "en"), default="ru")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "check":
            return cmd_check(args.paths, as_json=args.json, lang=args.lang)
        if args.command == "show":
            return cmd_show(args.path, lang=args.lang)
        return open_sheet(parser)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK


def open_sheet(parser: argparse.ArgumentParser) -> int:
    """The GUI lives in ``ui``; until it ships, the bare command explains itself."""
    try:
        from ui.main import run  # type: ignore[import-not-found]
    except ImportError:
        parser.print_help()
        return EXIT_OK
    return run()


def game_files(paths: Sequence[str], lang: str) -> Iterator[tuple[Path, str | None]]:
    """Each file to check, or an error line for a path that gives none."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = sorted(p for p in path.rglob("*.json") if p.is_file())
            found = [p for p in found if not p.name.endswith(".expected.json")]
            if not found:
                yield path, tr("no_files", lang, path=path)
            for p in found:
                yield p, None
        elif path.exists():
            yield path, None
        else:
            yield path, tr("missing", lang, path=path)


def replay_file(path: Path, lang: str) -> tuple[dict | None, State | None, str | None]:
    """(document, state, None), or (None, None, the one-line reason it cannot be read)."""
    try:
        doc = load_game(path)
    except GameFileError as err:
        return None, None, err.message(lang)
    try:
        return doc, Game.replay(doc), None
    except Exception as err:  # a bug must not turn into a traceback for the judge
        return None, None, tr("internal", lang, path=path, error=f"{type(err).__name__}: {err}")


def check_one(item: tuple[Path, str | None], as_json: bool, single: bool, lang: str) -> tuple[str, str]:
    """Check one file: (verdict, text); verdict is ok, bad or unreadable."""
    path, problem = item
    state = None
    if problem is None:
        _, state, problem = replay_file(path, lang)
    if state is None:
        return "unreadable", problem
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


def format_report(path: Path, state: State, lang: str) -> str:
    winner = tr("winner", lang, w=tr(state.winner, lang)) if state.winner else ""
    lines = [tr("status", lang, path=path, ruleset=state.rules.preset,
                status=tr(state.status, lang), winner=winner)]
    for f in state.findings:
        where = " ".join(x for x in (f.phase or "", f"#{f.event}" if f.event is not None else "") if x)
        lines.append(f"  {tr(f.severity, lang):8} {f.clause or '—':6} {where:8} {f.message(lang)}")
    return "\n".join(lines) + "\n"


def cmd_show(path: str, *, lang: str) -> int:
    from .show import render_protocol
    doc, state, problem = replay_file(Path(path), lang)
    if state is None:
        print(problem, file=sys.stderr)
        return EXIT_UNREADABLE
    sys.stdout.write(render_protocol(doc, state, lang))
    return EXIT_ERRORS if state.errors() else EXIT_OK
