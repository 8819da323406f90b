"""``mafia-protocol import FILE|DIR ... [--from mafiaratings|polemica] [--db URL] [--author NAME]
[--lang ru|en]``: judges' game files into the archive.

With ``--from`` the files are records of that system, converted as ``convert --from`` does
(each game's losses on one line); a record that cannot be read is exit 2, nothing imported.

All or nothing: when any file cannot be imported (unreadable, invalid, or a different game
under an identity the archive already holds), each such file is named with its reason and
nothing is imported.  Importing the same files again changes nothing.

A signed file is verified as ``verify`` does (docs/signing.md): a forged one is refused
with the rest; an intact one is stored signed and immutable, and one whose signer is not
trusted is named on stderr and stored marked "unknown signer".

Exit status: 0 imported (or already there); 1 nothing imported, because of the files
listed on stderr; 2 the archive cannot be used (address, connection, newer schema, a
damaged SQLite file).
"""
from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import overload

from app.i18n import N_, gettext

from ..format import GameFileError, load_game
from ..storage import ArchiveError, open_archive
from ..storage.transfer import ImportRefused, import_documents
from ..textsafe import printable
from .archive_common import EXIT_OK, EXIT_PROBLEMS, add_common, fail, say
from .archive_common import EXIT_UNUSABLE as EXIT_UNREADABLE
from .check import game_files

NAME = "import"
HELP = "import game files (mafia-game/1) into the archive, all or nothing"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", metavar="FILE|DIR")
    parser.add_argument("--author", help="who imports (kept in each game's journal)")
    parser.add_argument("--from", dest="system", choices=("mafiaratings", "polemica"),
                        help="the files are game records of this system")
    add_common(parser)


class GameFiles(Sequence[tuple[str, object]]):
    """The files to import, each read when it is asked for and not kept: a federation's
    folder of a million games is imported with a few thousand in memory.  Each is read once:
    by the import's pool of workers (``paths``) for a large import, else here; a file the
    workers cannot read as a game is read here again, to say what is wrong with it."""

    def __init__(self, paths: list[str], lang: str) -> None:
        self.lang = lang
        self.found = list(game_files(paths, lang))       # (path, problem): a path is small

    def __len__(self) -> int:
        return len(self.found)

    @overload
    def __getitem__(self, index: int) -> tuple[str, object]: ...
    @overload
    def __getitem__(self, index: slice) -> list[tuple[str, object]]: ...

    def __getitem__(self, index: int | slice) -> tuple[str, object] | list[tuple[str, object]]:
        if isinstance(index, slice):
            return [self._read(*found) for found in self.found[index]]
        return self._read(*self.found[index])

    def source(self, index: int) -> str:
        """The file's name, without reading it."""
        return str(self.found[index][0])

    def paths(self, start: int, stop: int) -> list[str | None]:
        """The files the import's workers may read themselves (app.storage.preparing): a
        game file's path, None for one this process words (a problem found, a PDF)."""
        return [None if problem is not None or _is_pdf(path) else str(path)
                for path, problem in self.found[start:stop]]

    def _read(self, path: Path, problem: str | None) -> tuple[str, object]:
        if problem is not None:
            return str(path), _Said(problem)
        if _is_pdf(path):        # a printed protocol holds the game's fingerprint, not the game
            return str(path), _Said(gettext(self.lang, _PDF, path=printable(str(path))))
        try:
            return str(path), load_game(path)
        except GameFileError as error:
            return str(path), error


def run(args: argparse.Namespace) -> int:
    lang = args.lang
    converted: list[tuple[str, object]] = []
    if getattr(args, "system", None):
        from .convert import print_notes, read_foreign
        games = read_foreign(args.paths, args.system, lang)
        if games is None:
            return EXIT_UNREADABLE
        for game in games:
            label = f"{game.source}:{game.place}" if game.place else game.source
            print_notes(label, game.notes, lang)
            converted.append((label, game.doc))
    items: Sequence[tuple[str, object]] = converted or GameFiles(args.paths, lang)
    setup = _folder_setup(args.paths, lang)
    if setup is False:
        return EXIT_PROBLEMS
    try:
        with open_archive(args.db) as archive:
            result = import_documents(archive, items, author=args.author)
            where = archive.location
            if setup is not None:
                _carry_setup(archive, setup, items, lang)
    except ImportRefused as refused:
        for source, failure in refused.failures:
            message = failure.message(lang)
            line = message if message.startswith(printable(source)) else f"{source}: {message}"
            print(printable(line), file=sys.stderr)
        print(say("refused", lang, failed=len(refused.failures), files=len(items)),
              file=sys.stderr)
        return EXIT_PROBLEMS
    except ArchiveError as error:
        return fail(error, lang)
    for source, game in result.unknown_signer:
        key = "expired" if (source, game) in result.expired else "unknown_signer"
        print(printable(say(key, lang, source=source, game=game)), file=sys.stderr)
    print(say("imported", lang, imported=len(result.imported), present=len(result.present),
              where=printable(where)))
    return EXIT_OK


def _folder_setup(paths: list[str], lang: str):
    """The folder's ``tournament.setup`` (None when it has none; False, said on stderr,
    when it cannot be read: then nothing is imported)."""
    from app.tournament.trust import TrustError, read_setup, setup_path
    path = setup_path(paths)
    try:
        found = read_setup(path)
    except TrustError as error:
        print(printable(error.message(lang)), file=sys.stderr)
        return False
    return None if found is None else (str(path), found)


def _carry_setup(archive, setup: tuple[str, object], items: Sequence[tuple[str, object]], lang: str) -> None:
    """The folder's setup (club or federation, the judges' register) into the archive's
    tournament its games name, so that the archive counts the games as the folder did."""
    from ..storage.secretary import SecretaryStore
    path, found = setup
    names = sorted({str(doc["meta"]["tournament"]).strip() for _, doc in items
                    if isinstance(doc, dict) and isinstance(doc.get("meta"), dict)
                    and str(doc["meta"].get("tournament") or "").strip()})
    if not names:
        print(printable(gettext(lang, _NAMELESS, setup=path)), file=sys.stderr)
        return
    store = SecretaryStore(archive)
    for name in names:
        store.carry_setup(name, found)
        print(printable(gettext(lang, _CARRIED, setup=path, tournament=name)))


_CARRIED = N_("{setup}: the register and the choice of unsigned games carried into the archive's tournament "
              "«{tournament}»")
_NAMELESS = N_("{setup}: no game names its tournament, so the setup was not carried into the archive")
_PDF = N_("{path}: a PDF protocol cannot be imported: the game file is needed (the .json the judge saved, "
          "or the signed one written beside the PDF: mafia-protocol pdf --sign --signed-json)")


def _is_pdf(path) -> bool:
    from ..paths import read_regular
    try:                      # never opened for waiting: a pipe is refused by load_game at once
        return read_regular(path, 4).startswith(b"%PDF-")
    except OSError:
        return False          # load_game says why it cannot be read


class _Said:
    """A path that gave no file, already worded in the chosen language."""

    def __init__(self, text: str) -> None:
        self.text = text

    def message(self, lang: str) -> str:
        return self.text
