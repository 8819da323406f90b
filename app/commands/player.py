"""``mafia-protocol player NAME|ID``: a player's card across the archive (games, wins by role,
best moves, fouls and removals, points by tournament, opponents met most, the rating), with
``--pdf FILE`` the same card as a PDF and ``--chart FILE.svg`` the rating's history as a
picture.  The secretary's changes of persons, each kept in the trail with ``--author`` and
``--reason``: ``--merge-into OTHER``, ``--split [--games 3,8] [--nickname NICK] [--name NEW]``,
``--federation-id ID``, ``--undo N``; ``--trail`` prints the trail.

Exit status: 0 done; 2 the archive, the person, the formula or an output cannot be used, or a
change lacks its author or reason (one line on stderr says why).
"""
from __future__ import annotations

import argparse
import sys

from app.i18n import DEFAULT, languages

from ..ratings.errors import RatingError
from ..storage.errors import ArchiveError
from ..textsafe import printable, printable_lines
from .archive_common import EXIT_OK, EXIT_UNUSABLE, fail
from .ratings import season_of, write_file

NAME = "player"
HELP = "a player's card across tournaments (text or PDF); merge, split and undo persons"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("who", metavar="NAME|ID", nargs="?", help="a nickname, #id or federation id")
    parser.add_argument("--season", metavar="YEAR", help="the rating's season ('all': the whole career)")
    parser.add_argument("--formula", metavar="NAME|FILE", help="the rating formula (mafiaratings by default)")
    parser.add_argument("--pdf", metavar="FILE", help="write the card as a PDF")
    parser.add_argument("--chart", metavar="FILE.svg", help="write the rating's history as an SVG picture")
    parser.add_argument("--merge-into", metavar="OTHER", help="this person and OTHER are one: merge into OTHER")
    parser.add_argument("--split", action="store_true", help="move some games of this person to a new person")
    parser.add_argument("--games", metavar="IDS", help="with --split: the archive's game numbers, comma-separated")
    parser.add_argument("--nickname", help="with --split: every game played under this nickname")
    parser.add_argument("--name", help="with --split: the new person's name")
    parser.add_argument("--federation-id", metavar="ID", help="set the person's federation id")
    parser.add_argument("--undo", type=int, metavar="N", help="undo change N of the trail")
    parser.add_argument("--trail", action="store_true", help="print the trail of merges and splits")
    parser.add_argument("--author", help="who makes the change")
    parser.add_argument("--reason", help="why")
    parser.add_argument("--db", metavar="URL", help="the archive's address")
    parser.add_argument("--lang", choices=languages(), default=DEFAULT)


def _games(value: str | None, lang: str) -> list[int] | None:
    from ..ratings.texts import say
    if value is None:
        return None
    parts = [p.strip().lstrip("#") for p in value.split(",") if p.strip()]
    if not parts or not all(p.isdigit() for p in parts):
        raise ValueError(say("bad_games", lang, value=value))
    return [int(p) for p in parts]


def _change(args: argparse.Namespace, archive) -> str | None:
    """The change asked for, made and worded; None when none was asked."""
    from ..ratings import trail
    from ..ratings.texts import say
    lang = args.lang
    if not (args.merge_into or args.split or args.federation_id or args.undo):
        return None
    if not (args.author or "").strip() or not (args.reason or "").strip():
        raise ValueError(say("need_reason", lang))
    who = dict(author=args.author.strip(), reason=args.reason.strip())
    if args.undo:
        entry = trail.undo(archive, args.undo, **who)
        return say("undone", lang, number=entry.number, undone=args.undo)
    if args.merge_into:
        entry = trail.merge(archive, args.who, args.merge_into, **who)
        return say("merged", lang, number=entry.number, source=entry.payload["from"], target=entry.payload["into"])
    if args.split:
        entry = trail.split(archive, args.who, games=_games(args.games, lang), nickname=args.nickname,
                            name=args.name, **who)
        return say("split", lang, number=entry.number, seats=len(entry.payload["seats"]),
                   source=entry.payload["from"], target=entry.payload["into"])
    entry = trail.edit(archive, args.who, federation_id=args.federation_id, **who)
    return say("edited", lang, number=entry.number, person=entry.payload["person"])


def _trail_lines(archive, lang: str) -> list[str]:
    from ..ratings.texts import say
    from ..ratings.trail import trail
    return [say("trail_line", lang, number=e.number, at=e.at.isoformat(sep=" ", timespec="minutes"), kind=e.kind,
                author=e.author, reason=e.reason,
                undone=say("trail_undone", lang, by=e.undone_by) if e.undone_by else "") for e in trail(archive)]


def run(args: argparse.Namespace) -> int:
    from ..ratings import get_formula
    from ..ratings.card import player_card
    from ..ratings.render import card_lines
    from ..storage import open_archive
    lang = args.lang
    try:
        formula = get_formula(args.formula)
        with open_archive(args.db) as archive:
            if args.trail:
                sys.stdout.write(printable_lines("\n".join(_trail_lines(archive, lang)) + "\n"))
                return EXIT_OK
            done = _change(args, archive)
            if done is not None:
                print(printable(done))
                return EXIT_OK
            if not args.who:
                raise RatingError("person.unknown", name="")
            card = player_card(archive, args.who, formula, season_of(args.season, archive))
    except (RatingError, ArchiveError) as error:
        return fail(error, lang)
    except ValueError as error:
        print(printable(str(error)), file=sys.stderr)
        return EXIT_UNUSABLE
    written = True
    if args.pdf:
        from reports.ratings import card_pdf
        written &= write_file(args.pdf, card_pdf(card, lang), lang)
    if args.chart:
        from ..ratings.chart import history_svg
        svg = history_svg([(h.played_on, h.rating) for h in card.history], title=card.person.name)
        written &= write_file(args.chart, svg.encode("utf-8"), lang)
    if not written:
        return EXIT_UNUSABLE
    if not (args.pdf or args.chart):
        sys.stdout.write(printable_lines("\n".join(card_lines(card, lang)) + "\n"))
    return EXIT_OK
