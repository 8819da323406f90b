"""The ``mafia-protocol`` command: the protocol sheet by default, subcommands for the rest.

Bad input never shows a traceback: every failure is one line naming the file, the place
and what is wrong, in the chosen language.

Start-up cost matters (a judge's script may run ``check`` on every saved file), so only the
module of the command being run is imported: ``check`` pays for the engine, not for
SQLAlchemy, reportlab, pyHanko or Qt.
"""
from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence
from types import ModuleType

EXIT_OK = 0
EXIT_NO_SHEET = 3      # the protocol sheet cannot start (Qt or its system libraries missing)

# A subcommand is one module of app/commands with NAME, HELP, add_arguments(parser) and
# run(args) -> int.  Register it here with one line, "name": "module"; it is imported only
# when it runs (or for --help).  A module left out of this table still works, found by
# app.commands.discover(), but then every command module is imported to find it.
COMMANDS: dict[str, str] = {
    "check": "check",
    "show": "show",
    "pdf": "pdf",
    "verify": "verify",
    "import": "importer",
    "export": "export",
    "db": "db",
    "tournament": "tournament",
    "journal": "journal",
    "secretary": "secretary",
    "convert": "convert",
    "scan": "scan",
    "audience": "audience",
    "serve": "serve",
    "player": "player",
    "ratings": "ratings",
}


def version() -> str:
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as dist_version
    try:
        return dist_version("mafia-protocol")
    except PackageNotFoundError:      # run from a source tree that was never installed
        return "0+unknown"


def command_module(name: str) -> ModuleType:
    return importlib.import_module(f"app.commands.{COMMANDS[name]}")


def all_command_modules() -> list[ModuleType]:
    """Every subcommand, registered or only discovered, in the order of the help."""
    modules = {name: command_module(name) for name in COMMANDS}
    from .commands import discover
    for module in discover():
        modules.setdefault(module.NAME, module)
    return sorted(modules.values(), key=lambda m: m.NAME)


Handler = Callable[[argparse.Namespace], int]     # a subcommand: its arguments in, its exit code out


def build_parser(only: str | None = None) -> tuple[argparse.ArgumentParser, dict[str, Handler]]:
    """The parser, with every subcommand or, given ``only``, just that registered one."""
    parser = argparse.ArgumentParser(
        prog="mafia-protocol",
        description="Mafia Protocol: the sport-mafia judge's protocol. "
                    "Without a subcommand it opens the protocol sheet.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--self-test", action="store_true",
                        help="start the protocol sheet, close it once shown, say what started")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    handlers = {}
    for module in [command_module(only)] if only in COMMANDS else all_command_modules():
        module.add_arguments(sub.add_parser(module.NAME, help=module.HELP, description=module.HELP))
        handlers[module.NAME] = module.run
    return parser, handlers


def utf8_streams() -> None:
    """Standard output and error in UTF-8 on every platform: Windows hands a pipe the ANSI code
    page (cp1252 on a Western system), in which Russian cannot be written at all, and a script
    reading `check --json` must not depend on the machine's locale."""
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "").replace("_", "")
        if encoding != "utf8" and hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    given = sys.argv[1:] if argv is None else list(argv)
    if given[:1] == ["--tls-gate"]:        # the bundle's TLS gate process (app.storage.tlsgate.gate_command)
        from .gate_process import main as gate
        return gate(given[1:])
    utf8_streams()
    # Finder on older macOS passes a process serial number to an app it starts: not ours.
    argv = [a for a in (sys.argv[1:] if argv is None else argv) if not a.startswith("-psn_")]
    first = argv[0] if argv else None
    if first is not None and first.endswith(".json") and first not in COMMANDS:
        return open_sheet(first)         # mafia-protocol GAME.json opens it in the sheet
    if first == "--version":
        print(f"mafia-protocol {version()}")
        return EXIT_OK
    parser, handlers = build_parser(first if first in COMMANDS else None)
    args = parser.parse_args(argv)
    if args.version:
        print(f"mafia-protocol {version()}")
        return EXIT_OK
    try:
        if args.command in handlers:
            return handlers[args.command](args)
        return open_sheet(self_test=args.self_test)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK


def open_sheet(path: str | None = None, self_test: bool = False) -> int:
    """The protocol sheet; when it cannot start, one line says what is missing."""
    from ui.preflight import problem
    missing = problem()
    if missing:
        print(f"mafia-protocol: {missing}", file=sys.stderr)
        return EXIT_NO_SHEET
    from ui.main import run
    return run([path] if path else [], self_test=self_test)
