"""``mafia-protocol journal GAME.json [--json] [--lang ru|en] [-o FILE]``: the host's private
journal of a boulevard game — warnings, vote outcomes and night actions, in order (Ф.7).

The journal is derived from the game file and exported on its own; the public protocol
never prints it.  With ``-o`` the file is written atomically and readable by its owner only.

Exit status: 0 the journal was printed or written; 2 the file cannot be read as a game, is
not a boulevard game, or the output cannot be written (one line on stderr says why).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from app.i18n import DEFAULT, N_, gettext, languages

from ..editions import edition_of
from ..textsafe import printable, printable_lines
from .check import replay_file
from .texts import EXIT_OK, EXIT_UNREADABLE

NAME = "journal"
HELP = "export the host's private journal of a boulevard game (text or --json)"

_TEXT: dict[str, str] = {
    "not_boulevard": N_("{path}: only a boulevard game (rule book 'boulevard') has a host's private journal; "
                        "this game is played under '{ruleset}'"),
    "write": N_("{path}: cannot write the journal: {reason}"),
    "written": N_("Journal written: {path} ({count} entries)"),
}


def tr(key: str, lang: str, **kw) -> str:
    # One line whatever a file name holds (a newline, an ESC): see app/textsafe.py.
    return printable(gettext(lang, _TEXT[key], **kw))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="GAME.json")
    parser.add_argument("--json", action="store_true", help="the journal as JSON (mafia-journal/1)")
    parser.add_argument("--lang", choices=languages(), default=DEFAULT)
    parser.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of the terminal")


def run(args: argparse.Namespace) -> int:
    path, lang = Path(args.path), args.lang
    _, state, problem = replay_file(path, lang)
    if state is None:
        print(problem, file=sys.stderr)
        return EXIT_UNREADABLE
    edition = edition_of(state)
    if edition.journal is None:
        print(tr("not_boulevard", lang, path=path, ruleset=state.rules.preset), file=sys.stderr)
        return EXIT_UNREADABLE
    journal = edition.journal
    if args.json:
        text = json.dumps(journal.export_json(state, lang), ensure_ascii=False, indent=2) + "\n"
    else:
        text = journal.export_text(state, lang)
    if not args.output:
        # To a terminal: a nickname's control characters are shown, not obeyed (JSON
        # escapes them itself; the file written with -o keeps the text as it is).
        sys.stdout.write(text if args.json else printable_lines(text))
        return EXIT_OK
    from ..atomic import write_atomic
    try:
        write_atomic(args.output, text.encode("utf-8"), private=True)
    except OSError as error:
        print(tr("write", lang, path=args.output, reason=error.strerror or error), file=sys.stderr)
        return EXIT_UNREADABLE
    print(tr("written", lang, path=args.output, count=len(journal.export_json(state, lang)["entries"])))
    return EXIT_OK
