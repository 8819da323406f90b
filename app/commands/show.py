"""``mafia-protocol show FILE``: the protocol as a table in the terminal."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app import editions

from ..editions import CLUB, SPORT, edition_of
from ..i18n import DEFAULT, languages
from ..snapshot import build_snapshot
from ..textsafe import printable_lines, printable_strings
from .check import replay_file
from .show_render import render_protocol
from .show_render_boulevard import render_text
from .texts import EXIT_ERRORS, EXIT_OK, EXIT_UNREADABLE

# the table of each edition, by its name in the registry: (snapshot, lang) -> text
TEXT_RENDERERS = {SPORT.name: render_protocol, CLUB.name: render_text}

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
    shown = editions.replay(doc)
    # each edition's own table reads the protocol snapshot
    text = TEXT_RENDERERS[edition_of(shown).name](build_snapshot(shown, doc), args.lang)
    sys.stdout.write(printable_lines(text))
    return EXIT_ERRORS if shown.errors() else EXIT_OK
