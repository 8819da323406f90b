"""``mafia-protocol tournament judges add|list|remove`` and ``tournament create``: whom a
tournament trusts (app/tournament/trust.py), kept with it.

- ``create [DIR] [--db URL --tournament NAME] --unsigned count|wait``: the tournament is a
  club one (unsigned protocols count, marked) or a federation one (only the signatures of
  the judges of its register count).
- ``judges add FILE [DIR]``: a judge's certificate (PEM or DER), or an image of the QR code
  the judge's sheet shows (*File → My certificate*: a photo or a screenshot).
- ``judges list [DIR]``: the register, each judge with name and fingerprint.
- ``judges remove WHO [DIR]``: WHO is the start of the fingerprint or the name; the games
  that judge signed are set aside from then on.

The tournament is its folder (``tournament.setup`` is written there) or the archive's
tournament (``--db URL --tournament NAME``).  Exit status: 0 done; 2 bad input (a file
that is neither a certificate nor an image with the QR, no such judge); 4 the setup could
not be written.
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from typing import TYPE_CHECKING

from app.i18n import languages

from .texts import EXIT_OK, EXIT_UNREADABLE

if TYPE_CHECKING:
    from app.secretary.place import TournamentPlace
    from app.tournament.trust import TournamentSetup

EXIT_WRITE = 4


def add_judges_parsers(sub) -> None:
    p = sub.add_parser("create", help="a club or a federation tournament",
                       description="a club tournament (unsigned protocols count) or a federation one "
                                   "(only the register's judges' signatures count)")
    _place_args(p)
    p.add_argument("--unsigned", choices=("count", "wait"), required=True,
                   help="count: a club tournament; wait: a federation tournament")
    judges = sub.add_parser("judges", help="the tournament's register of judges",
                            description="the tournament's register of judges")
    what = judges.add_subparsers(dest="judges_action", metavar="ACTION", required=True,
                                 parser_class=IntermixedParser)
    p = what.add_parser("add", help="add a judge from the certificate file or an image of its QR code")
    p.add_argument("source", metavar="CERT|IMAGE")
    _place_args(p)
    p = what.add_parser("list", help="the judges of the register")
    _place_args(p)
    p = what.add_parser("remove", help="remove a judge (the start of the fingerprint, or the name)")
    p.add_argument("who", metavar="FINGERPRINT|NAME")
    _place_args(p)


def _place_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("paths", nargs="*", metavar="DIR", help="the tournament's folder of games")
    p.add_argument("--db", metavar="URL", help="the shared archive (with --tournament)")
    p.add_argument("--tournament", metavar="NAME", help="the archive's tournament")
    p.add_argument("--lang", choices=languages(), default="ru")


class IntermixedParser(argparse.ArgumentParser):
    """Positional arguments anywhere among the options (``correct р1/с1 --extra 3=0 …
    DIR``, the order docs/scoring.md shows); a parser holding subcommands parses as usual."""

    _inside = False

    def parse_known_args(self, args=None, namespace=None):
        if self._inside or any(isinstance(a, argparse._SubParsersAction) for a in self._actions):
            return super().parse_known_args(args, namespace)
        self._inside = True
        try:
            return super().parse_known_intermixed_args(args, namespace)
        finally:
            self._inside = False


def _open_place(args: argparse.Namespace) -> tuple[TournamentPlace, str]:
    """The tournament's place (the secretary's controller's, app.secretary.place) and where it
    is, as the lines name it: the archive's tournament, or the folder of its setup file."""
    from app.secretary.place import ArchivePlace, FolderPlace
    from app.tournament.sources import GameSources
    if args.db or (args.tournament and not args.paths):
        from app.judge.archive import open_judge_archive
        return ArchivePlace(open_judge_archive(args.db), args.tournament, args.lang), args.tournament
    sources = GameSources(args.lang)
    sources.add(args.paths)
    folder = FolderPlace(sources, args.lang)
    path = folder.setup_path()
    return folder, str(path.parent) if path is not None else ""


def _tr(key: str, lang: str, **kw) -> str:
    from .tournament_common import tr
    return tr(key, lang, **kw)


def run_judges(args: argparse.Namespace) -> int:
    from app.judge.archive import ArchiveRefused
    from app.secretary.place import PlaceError
    from app.tournament.trust import TrustError
    lang = args.lang
    if not args.paths and not args.tournament:
        print(_tr("no_setup_place", lang), file=sys.stderr)
        return EXIT_UNREADABLE
    try:
        place, where = _open_place(args)
    except ArchiveRefused as error:
        print(error.message(lang), file=sys.stderr)
        return EXIT_UNREADABLE
    try:
        if not where:
            print(_tr("no_setup_place", lang), file=sys.stderr)
            return EXIT_UNREADABLE
        if args.action == "create":
            return _create(place, where, args.unsigned, lang)
        return {"add": _add, "list": _list, "remove": _remove}[args.judges_action](place, where, args, lang)
    except TrustError as error:
        print(error.message(lang), file=sys.stderr)
        return EXIT_UNREADABLE
    except PlaceError as error:     # the register refused it (bad input), or it could not be written
        print(error.message(lang), file=sys.stderr)
        return EXIT_UNREADABLE if isinstance(error.__cause__, TrustError) else EXIT_WRITE
    finally:
        place.close()


def kind_line(setup, lang: str) -> str:
    return _tr({"club": "kind_club", "federation": "kind_federation"}.get(setup.kind or "", "kind_none"), lang)


def _create(place: TournamentPlace, where: str, unsigned: str, lang: str) -> int:
    from app.tournament.trust import TournamentSetup
    place.set_unsigned(unsigned)
    setup = place.read_setup() or replace(TournamentSetup(), unsigned=unsigned)
    print(_tr("created", lang, where=where, kind=kind_line(setup, lang)))
    return EXIT_OK


def read_judge(source: str):
    """The judge of a certificate file, or of the QR code in an image."""
    from app.tournament.trust import TrustError, judge_from_file, judge_from_qr_image
    try:
        return judge_from_file(source)
    except TrustError as error:
        if error.code != "register.not_certificate":
            raise
    try:
        return judge_from_qr_image(source)
    except TrustError as error:
        if error.code == "register.not_image":
            raise TrustError("register.neither", source=source) from error
        raise


def _setup(place: TournamentPlace) -> TournamentSetup:
    from app.tournament.trust import TournamentSetup
    return place.read_setup() or TournamentSetup()


def _add(place: TournamentPlace, where: str, args: argparse.Namespace, lang: str) -> int:
    judge = read_judge(args.source)
    place.add_judge(judge)          # refuses a judge already there
    print(_tr("judge_added", lang, name=judge.name, fingerprint=judge.short, where=where))
    return EXIT_OK


def _list(place: TournamentPlace, where: str, args: argparse.Namespace, lang: str) -> int:
    setup = _setup(place)
    print(kind_line(setup, lang))
    if not setup.judges:
        print(_tr("register_empty", lang))
    for judge in setup.judges:
        print(_tr("judge_line", lang, name=judge.name, fingerprint=judge.short, added=judge.added_at[:10] or "—"))
    return EXIT_OK


def _remove(place: TournamentPlace, where: str, args: argparse.Namespace, lang: str) -> int:
    _, judge = _setup(place).without(args.who)      # no such judge: TrustError
    place.remove_judge(judge.fingerprint)
    print(_tr("judge_removed", lang, name=judge.name, fingerprint=judge.short, where=where))
    return EXIT_OK


__all__ = ["IntermixedParser", "add_judges_parsers", "read_judge", "run_judges"]
