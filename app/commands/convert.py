"""``mafia-protocol convert``: game records of other systems in and out.

    mafia-protocol convert --from mafiaratings|polemica FILE|DIR ... -o DIR [--lang ru|en]
    mafia-protocol convert GAME.json|DIR ... --to mafiaratings -o OUT [--club ID] [--event ID]
                           [--tournament ID] [--moderator ID] [--lang ru|en]

Reading (``--from``) writes one ``mafia-game/1`` file per foreign game into DIR, with a
``source`` block.  Writing (``--to``) gives the record mafiaratings' API takes: OUT.json
holds one record, or all of them as ``{"games": […]}``; any other OUT is a folder with one
file per game.  Every game that lost something on the way gets
one line saying what.  Nothing is written unless every input can be read.

Exit status: 0 written; 1 a game the target cannot hold at all (named on stderr; the
others are written); 2 an input that cannot be read (file and place on stderr, nothing
written).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app.i18n import N_, gettext, languages

from .texts import EXIT_ERRORS, EXIT_OK, EXIT_UNREADABLE

NAME = "convert"
HELP = "convert game records from mafiaratings or Polemica, or to mafiaratings"

_TEXT: dict[str, str] = {
    "one_way": N_("give exactly one of --from SYSTEM and --to mafiaratings"),
    "written": N_("{source} → {target}"),
    "summary": N_("Games written: {count} into {where}"),
    "nothing": N_("Nothing was written"),
    "cannot": N_("{name}: cannot go to {system} at all: {why}"),
    "write": N_("{path}: cannot write: {reason}"),
}


def say(key: str, lang: str, **params) -> str:
    return gettext(lang, _TEXT[key], **params)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", metavar="FILE|DIR")
    parser.add_argument("--from", dest="system", choices=("mafiaratings", "polemica"),
                        help="read records of this system into mafia-game/1 files")
    parser.add_argument("--to", dest="target", choices=("mafiaratings",),
                        help="write mafia-game/1 games for this system")
    parser.add_argument("-o", "--output", required=True, metavar="DIR|OUT")
    for flag, key in (("--club", "clubId"), ("--event", "eventId"), ("--tournament", "tournamentId"),
                      ("--moderator", "moderator")):
        parser.add_argument(flag, dest=key, type=int, metavar="ID",
                            help=f"with --to mafiaratings: the {key} mafiaratings' create needs")
    parser.add_argument("--lang", choices=languages(), default="ru")


def run(args: argparse.Namespace) -> int:
    if (args.system is None) == (args.target is None):
        print(say("one_way", args.lang), file=sys.stderr)
        return EXIT_UNREADABLE
    if args.system:
        return convert_in(args.paths, args.system, Path(args.output), args.lang)
    ids = {key: getattr(args, key) for key in ("clubId", "eventId", "tournamentId", "moderator")}
    return convert_out(args.paths, Path(args.output), args.lang, ids)


def read_foreign(paths, system: str, lang: str):
    """Every converted game, or None after printing each unreadable input's line."""
    from app.interop import ForeignFileError, read_games

    games, failed = [], False
    for item in read_games(paths, system):
        if isinstance(item, ForeignFileError):
            print(item.message(lang), file=sys.stderr)
            failed = True
        else:
            games.append(item)
    return None if failed else games


def print_notes(name: str, notes, lang: str) -> None:
    if notes:
        print(notes.line(name, lang))


def print_findings(name: str, findings, lang: str) -> None:
    """What the validator says of the converted game: an anomaly of the source reaches the judge."""
    from app.interop.anomalies import finding_line
    for finding in findings:
        print(f"{name}: {finding_line(finding, lang)}")


def convert_in(paths, system: str, folder: Path, lang: str) -> int:
    from app.format import GameFileError, save_game

    games = read_foreign(paths, system, lang)
    if games is None:
        print(say("nothing", lang), file=sys.stderr)
        return EXIT_UNREADABLE
    names = _unique([game.name for game in games])
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for game, name in zip(games, names):
            save_game(game.doc, folder / name)
            label = f"{game.source}:{game.place}" if game.place else game.source
            print(say("written", lang, source=label, target=folder / name))
            print_notes(label, game.notes, lang)
            print_findings(label, game.findings, lang)
    except BrokenPipeError:
        raise
    except (OSError, GameFileError) as error:
        from app.format.messages import os_reason
        reason = error.message(lang) if isinstance(error, GameFileError) else os_reason(error, True).pick(lang)
        print(say("write", lang, path=folder, reason=reason), file=sys.stderr)
        return EXIT_UNREADABLE
    print(say("summary", lang, count=len(games), where=folder))
    return EXIT_OK


def convert_out(paths, output: Path, lang: str, ids: dict | None = None) -> int:
    from app.format import GameFileError, load_game
    from app.interop import to_mafiaratings

    from .check import game_files

    docs, failed = [], False
    for path, problem in game_files(paths, lang):
        if problem is not None:
            print(problem, file=sys.stderr)
            failed = True
            continue
        try:
            docs.append((path, load_game(path)))
        except GameFileError as error:
            print(error.message(lang), file=sys.stderr)
            failed = True
    if failed:
        print(say("nothing", lang), file=sys.stderr)
        return EXIT_UNREADABLE
    # OUT.json: one record, or all of them as {"games": […]} for a tournament's upload;
    # otherwise a folder with one file per game
    one_file = not output.is_dir() and output.suffix == ".json"
    records, refused = [], False
    for path, doc in docs:
        record, notes = to_mafiaratings(doc, ids)
        if record is None:
            print(say("cannot", lang, name=path, system="mafiaratings",
                      why="; ".join(notes.line("", lang).split(": ", 2)[-1:])), file=sys.stderr)
            refused = True
            continue
        records.append((path, record))
        target = output if one_file else output / path.name
        print(say("written", lang, source=path, target=target))
        print_notes(str(path), notes, lang)
    writes = [(output, records[0][1] if len(records) == 1 else {"games": [r for _, r in records]})] \
        if one_file and records else [(output / path.name, record) for path, record in records]
    for target, data in writes:
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            _write_json(data, target)
        except BrokenPipeError:
            raise
        except OSError as error:
            from app.format.messages import os_reason
            print(say("write", lang, path=target, reason=os_reason(error, True).pick(lang)), file=sys.stderr)
            return EXIT_UNREADABLE
    print(say("summary", lang, count=len(records), where=output))
    return EXIT_ERRORS if refused else EXIT_OK


def _write_json(record: dict, target: Path) -> None:
    from app.format import save_game  # atomic: a temporary file, then a rename

    save_game(record, target)


def _unique(names: list[str]) -> list[str]:
    seen: dict[str, int] = {}
    out = []
    for name in names:
        count = seen.get(name, 0)
        seen[name] = count + 1
        out.append(name if not count else f"{name[:-5]}-{count + 1}.json")
    return out
