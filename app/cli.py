"""The ``mafia-protocol`` command: the protocol sheet by default, subcommands for the rest.

Bad input never shows a traceback: every failure is one line naming the file, the place
and what is wrong, in the chosen language.
"""
from __future__ import annotations

import argparse
import sys
from typing import Sequence

from .commands import discover
from .commands.texts import EXIT_OK


def build_parser() -> tuple[argparse.ArgumentParser, dict]:
    parser = argparse.ArgumentParser(
        prog="mafia-protocol",
        description="Mafia Protocol: the sport-mafia judge's protocol. "
                    "Without a subcommand it opens the protocol sheet.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    handlers = {}
    for module in discover():
        module.add_arguments(sub.add_parser(module.NAME, help=module.HELP, description=module.HELP))
        handlers[module.NAME] = module.run
    return parser, handlers


def main(argv: Sequence[str] | None = None) -> int:
    parser, handlers = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0].endswith(".json") and argv[0] not in handlers:
        return open_sheet(parser, argv[0])     # mafia-protocol GAME.json opens it in the sheet
    args = parser.parse_args(argv)
    try:
        if args.command in handlers:
            return handlers[args.command](args)
        return open_sheet(parser)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK


def open_sheet(parser: argparse.ArgumentParser, path: str | None = None) -> int:
    """The protocol sheet; without Qt's libraries the command explains itself instead."""
    try:
        from ui.main import run
    except ImportError as err:
        parser.print_help()
        print(f"\nmafia-protocol: the protocol sheet cannot start ({err}); the subcommands work.",
              file=sys.stderr)
        return EXIT_OK
    return run([path] if path else [])
