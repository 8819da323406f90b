"""The ``mafia-protocol`` command: the protocol sheet by default, subcommands for the rest.

Bad input never shows a traceback: every failure is one line naming the file, the place
and what is wrong, in the chosen language.
"""
from __future__ import annotations

import argparse
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
    args = parser.parse_args(argv)
    try:
        if args.command in handlers:
            return handlers[args.command](args)
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
