"""``mafia-protocol audience GAME.json``: the audience page of a game file, followed as it is
written, for OBS's browser source or a hall TV (app/audience)."""
from __future__ import annotations

import argparse
import sys
import threading
from pathlib import Path

from app.i18n import DEFAULT, N_, gettext, languages

from ..audience.follow import FileFollower
from ..audience.server import DEFAULT_PORT, LOOPBACK, AudienceServer, Feed, lan_address
from ..textsafe import printable
from .texts import EXIT_OK, EXIT_UNREADABLE

NAME = "audience"
HELP = "serve a game's audience page (for a stream or a hall TV), following the file as it is written"

_SERVING = N_("The audience page of {path}: {url}")
_STOP = N_("Press Ctrl+C to stop.")
_PORT = N_("cannot listen on {host}:{port}: {error}")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="GAME.json")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"the port of the page (default {DEFAULT_PORT}; 0: any free one)")
    parser.add_argument("--lan", action="store_true",
                        help="listen on this computer's address on the local network, not only on this computer")
    parser.add_argument("--lang", choices=languages(), default=DEFAULT)


def run(args: argparse.Namespace, stop: threading.Event | None = None) -> int:
    """Serve until Ctrl+C (or ``stop``, for a test)."""
    feed = Feed()
    follower = FileFollower(Path(args.path), feed, args.lang,
                            problem=lambda text: print(text, file=sys.stderr, flush=True))
    problem = follower.load()
    if problem is not None:
        print(problem, file=sys.stderr)
        return EXIT_UNREADABLE
    host = lan_address() if args.lan else LOOPBACK
    try:
        server = AudienceServer(feed, host, args.port)
    except OSError as err:
        print(gettext(args.lang, _PORT, host=host, port=args.port, error=err.strerror or err), file=sys.stderr)
        return EXIT_UNREADABLE
    follower.start()
    print(gettext(args.lang, _SERVING, path=printable(args.path), url=server.url), flush=True)
    print(gettext(args.lang, _STOP), flush=True)
    try:
        (stop or threading.Event()).wait()
    except KeyboardInterrupt:
        pass
    finally:
        follower.stop()
        server.stop()
    return EXIT_OK
