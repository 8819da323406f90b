"""``mafia-protocol tournament correct|choose|exclude|include|journal``: the secretary's
decisions from the command line, each with an author and a reason, journalled.

- ``correct GAME (--extra SEAT=VALUE | --penalty SEAT=VALUE | --result red|black|draw |
  --name SEAT=NICK | --event PHASE#N=EVENT|remove) --author NAME --reason TEXT`` corrects a
  game: a new revision (in the archive, a signed game gets one there too); ``--extra 3=``
  removes seat 3's figure (``--penalty 3=0`` sets it to zero); ``--event D1#4=remove``
  removes the fourth event of day 1, ``--event 'D1#4={"type": "vote", …}'`` replaces it.
- ``choose GAME`` counts this protocol of a place that has two; ``exclude GAME`` sets a
  game aside; ``include GAME`` counts it again (or counts a game of another tournament).
- ``journal`` lists the decisions taken: who, when, why, what they replaced.

GAME is a file, ``#<id>`` of the archive, a place (``р3/с2`` or ``r3/t2``) or the start of
a fingerprint.  The games come as for ``standings`` (files and folders, or ``--db URL
--tournament NAME``); the decision goes to the archive's journal, or to ``--journal
FILE`` (default: ``secretary.journal`` in the first folder given).

``correct … --sign`` signs the corrected protocol with the secretary's key: the judge's
signed original and the secretary's signed correction over it both stay (docs/signing.md).

Exit status: 0 done; 2 bad input (no such game, a decision that cannot be taken, an
unreadable source); 3 the correction could not be signed (no passphrase, a wrong one);
4 the journal could not be written.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from app.i18n import N_, gettext

from .texts import EXIT_OK, EXIT_UNREADABLE

EXIT_SIGNING, EXIT_WRITE = 3, 4
_TEXT: dict[str, str] = {
    "done": N_("{game}: {what} — journalled ({where})"),
    "empty": N_("the journal is empty"),
    "line": N_("{at}  {author}: {game}: {what}; reason: {reason}{old}"),
    "old": N_("; was: {old}"),
    "pair": N_('{option}: expected "SEAT=VALUE", not "{value}"'),
    "what": N_("a correction: give one of --extra, --penalty, --result, --name, --event"),
    "event": N_('--event: expected "PHASE#N=remove" or "PHASE#N={{…the event as JSON…}}", not "{value}"'),
    "archive": N_("the archive {where}"),
}


def _tr(key: str, lang: str, **kw) -> str:
    return gettext(lang, _TEXT[key], **kw)


def add_decision_parsers(sub, games_args) -> None:
    for action, text in (("correct", "correct a game (a new revision, journalled)"),
                         ("choose", "count this one of two conflicting protocols"),
                         ("exclude", "set a game aside"), ("include", "count a game set aside again")):
        p = sub.add_parser(action, help=text, description=text)
        p.add_argument("game", metavar="GAME", help="a file, #id, a place (р3/с2) or a fingerprint")
        games_args(p, scoring=False)
        p.add_argument("--author", required=True, metavar="NAME", help="who decides")
        p.add_argument("--reason", required=True, metavar="TEXT", help="why")
        if action == "correct":
            what = p.add_mutually_exclusive_group()
            what.add_argument("--extra", metavar="SEAT=VALUE", help="extra points (empty VALUE: none)")
            what.add_argument("--penalty", metavar="SEAT=VALUE", help="penalty points (empty VALUE: none)")
            what.add_argument("--result", choices=("red", "black", "draw"))
            what.add_argument("--name", metavar="SEAT=NICK", help="a nickname")
            p.add_argument("--sign", action="store_true",
                           help="sign the corrected protocol with your key (the passphrase as for pdf --sign): "
                                "a revision over the judge's signed one")
            what.add_argument("--event", metavar="PHASE#N=EVENT|remove",
                              help='an event of the protocol: D1#4=remove, or D1#4=\'{"type": "foul", "seat": 5}\' '
                                   "(the N-th event of the phase, from 1)")
    p = sub.add_parser("journal", help="the secretary's decisions", description="the secretary's decisions")
    games_args(p, scoring=False)


def _pair(option: str, value: str, lang: str, number: bool):
    seat, sep, rest = value.partition("=")
    try:
        if not sep:
            raise ValueError
        seat_n = int(seat)
        if not number:
            return seat_n, rest
        return seat_n, (float(rest.replace(",", ".")) if rest.strip() else None)
    except ValueError:
        raise SystemExit(_fail(_tr("pair", lang, option=option, value=value))) from None


_PHASE = re.compile(r"^\s*([DNДН])\s*(\d+)\s*#\s*(\d+)\s*$", re.IGNORECASE)


def _event(value: str, lang: str) -> dict:
    """``D1#4=remove`` or ``D1#4={"type": …}``: the 4th event of D1, removed or replaced."""
    where, sep, rest = value.partition("=")
    m = _PHASE.match(where)
    try:
        if not sep or m is None or int(m.group(3)) < 1:
            raise ValueError
        phase = {"Д": "D", "Н": "N"}.get(m.group(1).upper(), m.group(1).upper()) + m.group(2)
        event = None if rest.strip().lower() in ("remove", "удалить") else json.loads(rest)
        return {"phase": phase, "index": int(m.group(3)) - 1, "event": event}
    except ValueError:
        raise SystemExit(_fail(_tr("event", lang, value=value))) from None


def _fail(line: str) -> int:
    print(line, file=sys.stderr)
    return EXIT_UNREADABLE


def run_decision(args: argparse.Namespace) -> int:
    from ..tournament.decisions import DecisionError
    from .tournament_sources import load_tournament
    lang = args.lang
    if args.action != "journal" and not args.paths and not args.db and not args.tournament:
        game = Path(args.game)
        if game.is_file():                 # a file names its folder as the tournament's
            args.paths = [str(game.parent)]
            args.game = str(game)
    tournament, archive, journal, code = load_tournament(args)
    if tournament is None:
        return code
    try:
        if args.action == "journal":
            return _list(archive, journal, args, lang, tournament)
        fields: dict = {}
        if args.action == "correct":
            try:
                fields = _correction(args, lang)
            except SystemExit as stop:
                return int(stop.code or 0)        # _fail's exit code
        from ..tournament.settle import decide
        identity = None
        if getattr(args, "sign", False):
            identity = _identity(args.author, lang)
            if identity is None:
                return EXIT_SIGNING
        try:
            decision = decide(tournament, args.game, args.action, author=args.author, reason=args.reason,
                              archive=archive, journal=journal, identity=identity, **fields)
        except DecisionError as error:
            return _fail(error.message(lang))
        except Exception as error:             # the archive refused: one line, as it says
            from ..storage import ArchiveError
            if not isinstance(error, ArchiveError):
                raise
            return _fail(error.message(lang))
        except OSError as error:
            print(f"{journal}: {error.strerror or error}", file=sys.stderr)
            return EXIT_WRITE
        where = _tr("archive", lang, where=archive.location) if archive is not None else str(journal)
        game = tournament.by_ref(decision.game)
        print(_tr("done", lang, game=game.label if game else decision.game, what=decision.what(lang), where=where))
        return code
    finally:
        if archive is not None:
            archive.close()


def _identity(author: str, lang: str):
    """The secretary's signing key (made on first use, named after the author), or None
    with the reason said."""
    from ..signing import SigningError, ensure_identity, has_identity, signing_dir
    from .pdf import passphrase
    from .pdf import tr as pdf_tr
    secret = passphrase(lang)
    if not secret:
        print(pdf_tr("no_passphrase", lang), file=sys.stderr)
        return None
    fresh = not has_identity()
    try:
        identity = ensure_identity(author, secret)
    except SigningError as error:
        print(error.message(lang), file=sys.stderr)
        return None
    if fresh:
        print(pdf_tr("new_key", lang, name=identity.name, path=signing_dir()), file=sys.stderr)
    return identity


def _correction(args: argparse.Namespace, lang: str) -> dict:
    if args.extra is not None:
        seat, value = _pair("--extra", args.extra, lang, True)
        return {"field": "extra", "seat": seat, "new": value}
    if args.penalty is not None:
        seat, value = _pair("--penalty", args.penalty, lang, True)
        return {"field": "penalty", "seat": seat, "new": value}
    if args.result is not None:
        return {"field": "result", "new": args.result}
    if args.name is not None:
        seat, value = _pair("--name", args.name, lang, False)
        return {"field": "name", "seat": seat, "new": value}
    if args.event is not None:
        return {"field": "event", "new": _event(args.event, lang)}
    raise SystemExit(_fail(_tr("what", lang)))


def _list(archive, journal, args, lang: str, tournament=None) -> int:
    from ..tournament.decisions import read_journal
    if archive is not None:
        from ..tournament.archived import archive_decisions
        decisions = archive_decisions(archive, args.tournament)
    else:
        decisions = read_journal(journal) if journal is not None else []
    if not decisions:
        print(_tr("empty", lang))
    for d in decisions:
        # a correction says the value it replaced in its own words (Decision.what)
        old = _tr("old", lang, old=d.old) if d.old is not None and d.field == "form_review" else ""
        # the game as the secretary calls it, «р2/с3»; its fingerprint stays in the journal's file
        game = tournament.by_ref(d.game) if tournament is not None else None
        print(_tr("line", lang, at=d.at, author=d.author, game=game.where(lang) if game is not None else d.game,
                  what=d.what(lang), reason=d.reason, old=old))
    return EXIT_OK
