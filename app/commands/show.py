"""``mafia-protocol show FILE``: the protocol as a table in the terminal."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .check import replay_file
from .show_render import render_protocol
from .texts import EXIT_ERRORS, EXIT_OK, EXIT_UNREADABLE

NAME = "show"
HELP = "print a game's protocol as a table"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="FILE")
    parser.add_argument("--lang", choices=("ru", "en"), default="ru")


def run(args: argparse.Namespace) -> int:
    doc, state, problem = replay_file(Path(args.path), args.lang)
    if state is None:
        print(problem, file=sys.stderr)
        return EXIT_UNREADABLE
    if state.rules.preset == "boulevard":     # the club edition's own table (app/boulevard/render.py)
        from ..boulevard.render import render_text
        sys.stdout.write(render_text(doc, state, args.lang))
    else:
        sys.stdout.write(render_protocol(doc, state, args.lang))
    return EXIT_ERRORS if state.errors() else EXIT_OK
