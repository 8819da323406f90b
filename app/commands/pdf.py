"""``mafia-protocol pdf FILE|DIR -o OUT [--sign] [--merge] [--journal] [--lang ru|en]``: printable protocols.

- ``FILE -o OUT.pdf``: one protocol (``-o`` defaults to FILE with ``.pdf``); a boulevard game
  gets the boulevard layout (reports/boulevard.py), which prints no secret of the night.
- ``DIR -o OUTDIR``: every game of the folder into OUTDIR, one PDF each, same names.
- ``DIR --merge -o archive.pdf``: every game into one PDF, a bookmark per game.
- ``--sign``: the judge's PAdES signature with a visible stamp (each PDF, or the archive).
  The key is created on first use for ``--signer`` (default: the protocol's judge) and kept in
  the user's data folder ($MAFIA_PROTOCOL_HOME overrides it); the passphrase comes from
  $MAFIA_PROTOCOL_PASSPHRASE or is asked for.  Only a finished game is signed.
- ``--signed-json PATH`` (one FILE, with --sign): also write the game file with its detached
  signature, for a secretary who verifies without the PDF.
- ``--journal``: the host's private journal of a boulevard game instead of its protocol
  (``-o`` defaults to FILE with ``.journal.pdf``; in a folder, one per boulevard game), written
  readable by its owner only.  Not with --sign, --merge or --signed-json.

Exit status: 0 every PDF written; 2 a file could not be read as a game or, with --journal, is
not a boulevard game (the others are still written), or the options do not go together;
3 signing refused (no passphrase, a wrong one, a game not finished or signed
already); 4 an output could not be written.  Each problem is one line on stderr.
"""
from __future__ import annotations

import argparse
import getpass
import os
import sys
from pathlib import Path

from app.i18n import DEFAULT, N_, gettext, languages

from ..editions import edition_of
from ..textsafe import printable
from .check import game_files, replay_file
from .texts import EXIT_OK, EXIT_UNREADABLE

NAME = "pdf"
HELP = "render game protocols as PDF (A4), optionally signed"
EXIT_SIGNING, EXIT_WRITE = 3, 4
PASSPHRASE_ENV = "MAFIA_PROTOCOL_PASSPHRASE"

_TEXT: dict[str, str] = {
    "written": N_("{path}: written"),
    "signed": N_("{path}: written and signed ({signer})"),
    "merged": N_("{path}: archive of {count} protocols"),
    "new_key": N_("A signing key was created for “{name}” (self-signed certificate): {path}"),
    "no_passphrase": N_("no passphrase: set MAFIA_PROTOCOL_PASSPHRASE or run in a terminal"),
    "prompt": N_("Signing key passphrase: "),
    "write": N_("{path}: cannot write: {reason}"),
    "merge_needs_pdf": N_("--merge writes one file: -o must end in .pdf"),
    "json_needs_one": N_("--signed-json needs a single FILE and --sign"),
    "nothing": N_("there is no game to render"),
    "layout": N_("{path}: the protocol could not be laid out ({reason}); nothing was written"),
    "journal_alone": N_("--journal writes the private journal: not with --sign, --merge or --signed-json"),
    "not_boulevard": N_("{path}: only a boulevard game (rule book 'boulevard') has a host's private journal; "
                        "this game is played under '{ruleset}'"),
    "journal_written": N_("{path}: private journal written ({count} entries)"),
    "unacknowledged": N_("{path}: the validator finds {count} error(s) in the game ({first}): fix them, or sign "
                         "with --acknowledge-errors, which the protocol records"),
}


def tr(key: str, lang: str, **kw) -> str:
    # One line whatever a file name holds (a newline, an ESC): see app/textsafe.py.
    return printable(gettext(lang, _TEXT[key], **kw))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="FILE|DIR")
    parser.add_argument("-o", "--output", metavar="OUT", help="OUT.pdf for a file or --merge, OUTDIR for a folder")
    parser.add_argument("--sign", action="store_true", help="sign with the judge's key (PAdES)")
    parser.add_argument("--merge", action="store_true", help="one PDF for the whole folder")
    parser.add_argument("--signer", metavar="NAME", help="name for a new key (default: the protocol's judge)")
    parser.add_argument("--signed-json", metavar="PATH", help="also write the game file with its signature")
    parser.add_argument("--acknowledge-errors", action="store_true",
                        help="sign a game with errors: each is recorded as acknowledged, and the protocol says so")
    parser.add_argument("--journal", action="store_true",
                        help="the host's private journal of a boulevard game instead of the protocol")
    parser.add_argument("--lang", choices=languages(), default=DEFAULT)


def run(args: argparse.Namespace) -> int:
    lang, source = args.lang, Path(args.path)
    if args.signed_json and (not args.sign or source.is_dir()):
        print(tr("json_needs_one", lang), file=sys.stderr)
        return EXIT_UNREADABLE
    if args.journal and (args.sign or args.merge or args.signed_json):
        print(tr("journal_alone", lang), file=sys.stderr)
        return EXIT_UNREADABLE
    if args.merge and args.output and not args.output.lower().endswith(".pdf"):
        print(tr("merge_needs_pdf", lang), file=sys.stderr)
        return EXIT_UNREADABLE
    games, code = _read_games(source, lang, journal=args.journal)
    if not games:
        if code == EXIT_OK:
            print(tr("nothing", lang), file=sys.stderr)
        return code or EXIT_UNREADABLE
    identity = None
    if args.sign:
        identity = _identity(args, games, lang)
        if identity is None:
            return EXIT_SIGNING
    if args.merge:
        out = Path(args.output) if args.output else source.with_suffix(".pdf")
        return max(code, _merged(games, out, identity, lang, args.acknowledge_errors))
    # The journal never takes the protocol's name: printing the wrong file must not be easy.
    suffix = ".journal.pdf" if args.journal else ".pdf"
    if source.is_dir():
        folder = Path(args.output) if args.output else source
        targets = [folder / path.relative_to(source).with_suffix(suffix) for path, _, _ in games]
    else:
        targets = [Path(args.output) if args.output else source.with_suffix(suffix)]
    for (path, doc, state), target in zip(games, targets):
        if args.journal:
            code = max(code, _journal(state, target, lang))
            continue
        if identity is not None:
            doc = _acknowledged(doc, state, path, args.acknowledge_errors, lang)
            if doc is None:
                code = max(code, EXIT_SIGNING)
                continue
        code = max(code, _one(doc, state, target, identity, lang))
        if args.signed_json and code == EXIT_OK:
            code = max(code, _signed_json(doc, state, Path(args.signed_json), identity, lang))
    return code


def _read_games(source: Path, lang: str, journal: bool = False) -> tuple[list, int]:
    games, code = [], EXIT_OK
    for path, problem in game_files([str(source)], lang):
        doc = state = None
        if problem is None:
            doc, state, problem = replay_file(path, lang)
        if state is None:
            print(problem, file=sys.stderr)
            code = EXIT_UNREADABLE
            continue
        if journal and not edition_of(state).has_journal:
            print(tr("not_boulevard", lang, path=path, ruleset=state.rules.preset), file=sys.stderr)
            code = EXIT_UNREADABLE
            continue
        games.append((path, doc, state))
    return games, code


def passphrase(lang: str) -> str | None:
    """From the environment (scripts, tests), else asked without echo in a terminal."""
    value = os.environ.get(PASSPHRASE_ENV)
    if value:
        return value
    if not sys.stdin.isatty():
        return None
    try:
        return getpass.getpass(tr("prompt", lang))
    except (EOFError, KeyboardInterrupt):
        return None


def _identity(args: argparse.Namespace, games: list, lang: str):
    from ..signing import SigningError, ensure_identity, has_identity, signing_dir
    secret = passphrase(lang)
    if not secret:
        print(tr("no_passphrase", lang), file=sys.stderr)
        return None
    name = args.signer or next((str((doc.get("meta") or {}).get("judge") or "") for _, doc, _ in games), "")
    fresh = not has_identity()
    try:
        identity = ensure_identity(name, secret)
    except SigningError as error:
        print(error.message(lang), file=sys.stderr)
        return None
    if fresh:
        print(tr("new_key", lang, name=identity.name, path=signing_dir()), file=sys.stderr)
    return identity


class _LayoutFailed(Exception):
    """The protocol could not be laid out: said in one line, never a traceback."""


def _render(doc: dict, state, lang: str):
    from reports.protocol import ProtocolRenderer
    try:
        renderer = ProtocolRenderer(doc, state, lang)     # the boulevard layout for a boulevard game
        return renderer.render(), renderer.stamp_box
    except Exception as error:  # reportlab's LayoutError and kin, on input the limits let through
        raise _LayoutFailed(f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}") from error


def _acknowledged(doc: dict, state, path: Path, allowed: bool, lang: str) -> dict | None:
    """The game to sign: as it is without errors; with its errors acknowledged when the judge
    said so (--acknowledge-errors); None, said in one line, otherwise."""
    from ..acknowledgement import KEY, outstanding, with_acknowledged
    found = outstanding(state, doc)
    if not found:
        return doc
    if not allowed:
        first = found[0]
        print(tr("unacknowledged", lang, path=path, count=len(found),
                 first=f"{first.phase or ''} {first.clause or ''}: {first.message(lang)}".strip()), file=sys.stderr)
        return None
    return {**doc, KEY: with_acknowledged(doc, found)}


def _finished(path: Path, state, lang: str) -> bool:
    if state.is_game_over():
        return True
    from ..signing import FinalGameError
    print(f"{path}: {FinalGameError('game.not_finished').message(lang)}", file=sys.stderr)
    return False


def _one(doc: dict, state, target: Path, identity, lang: str) -> int:
    if identity is not None and not _finished(target, state, lang):
        return EXIT_SIGNING
    try:
        pdf, box = _render(doc, state, lang)
    except _LayoutFailed as error:
        print(tr("layout", lang, path=printable(target), reason=printable(error)), file=sys.stderr)
        return EXIT_UNREADABLE
    if identity is not None:
        from ..signing import sign_pdf
        pdf = sign_pdf(pdf, identity, stamp=box, lang=lang)
    if not _write(target, pdf, lang):
        return EXIT_WRITE
    line = tr("signed", lang, path=target, signer=identity.name) if identity else tr("written", lang, path=target)
    print(line)
    return EXIT_OK


def _journal(state, target: Path, lang: str) -> int:
    from reports.journal import JournalRenderer
    if not _write(target, JournalRenderer(state, lang).render(), lang, private=True):
        return EXIT_WRITE
    print(tr("journal_written", lang, path=target, count=len(state.journal())))
    return EXIT_OK


def _merged(games: list, out: Path, identity, lang: str, acknowledge: bool = False) -> int:
    from reports.merge import merge_pdfs
    code, parts, box = EXIT_OK, [], None
    for path, doc, state in games:
        if identity is not None and not _finished(path, state, lang):
            code = EXIT_SIGNING
            continue
        if identity is not None:
            doc = _acknowledged(doc, state, path, acknowledge, lang)
            if doc is None:
                code = EXIT_SIGNING
                continue
        try:
            pdf, box = _render(doc, state, lang)
        except _LayoutFailed as error:
            print(tr("layout", lang, path=printable(path), reason=printable(error)), file=sys.stderr)
            code = max(code, EXIT_UNREADABLE)
            continue
        parts.append((path.stem, pdf))
    if not parts:
        return code
    pdf = merge_pdfs(parts)
    if identity is not None:
        from ..signing import StampBox, sign_pdf
        # The last protocol's signature box is on its last page, the archive's last page.
        stamp = StampBox(-1, box.box) if box is not None else None
        pdf = sign_pdf(pdf, identity, stamp=stamp, lang=lang)
    if not _write(out, pdf, lang):
        return EXIT_WRITE
    print(tr("merged", lang, path=out, count=len(parts)))
    return code


def _signed_json(doc: dict, state, target: Path, identity, lang: str) -> int:
    from ..format import dumps_game
    from ..signing import FinalGameError, sign_game
    try:
        signed = sign_game(doc, identity, finished=state.is_game_over())
    except FinalGameError as error:
        print(f"{target}: {error.message(lang)}", file=sys.stderr)
        return EXIT_SIGNING
    if not _write(target, dumps_game(signed).encode("utf-8"), lang):
        return EXIT_WRITE
    print(tr("signed", lang, path=target, signer=identity.name))
    return EXIT_OK


def _write(target: Path, data: bytes, lang: str, private: bool = False) -> bool:
    from ..atomic import write_atomic
    try:
        write_atomic(target, data, private=private)
    except OSError as error:
        print(tr("write", lang, path=target, reason=error.strerror or error), file=sys.stderr)
        return False
    return True
