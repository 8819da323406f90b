"""``mafia-protocol show FILE``: the protocol as a table in the terminal."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..editions import edition_of, load
from ..engine import Game
from ..i18n import DEFAULT, languages
from ..snapshot import build_snapshot
from ..textsafe import printable_lines, printable_strings
from .check import replay_file
from .texts import EXIT_ERRORS, EXIT_OK, EXIT_UNREADABLE

NAME = "show"
HELP = "print a game's protocol as a table"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="FILE")
    parser.add_argument("--lang", choices=languages(), default=DEFAULT)


def run(args: argparse.Namespace) -> int:
    doc, state, problem = replay_file(Path(args.path), args.lang)
    if state is None:
        print(problem, file=sys.stderr)
        return EXIT_UNREADABLE
    # Nicknames are data: an ESC sequence, a newline or an RTL override in one must reach
    # the terminal as a visible escape, not as a command.  The reader bounds the depth.
    doc = printable_strings(doc)
    shown = Game.replay(doc)
    # each edition's own table, named by the registry, reads the protocol snapshot
    text = load(edition_of(shown).text_renderer)(build_snapshot(shown, doc), args.lang)
    sys.stdout.write(printable_lines(text))
    return EXIT_ERRORS if shown.errors() else EXIT_OK
