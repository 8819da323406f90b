"""The archive as the judge's windows reach it, without Qt: the sheet's archive opened (or the
line saying why not), the games File → Open from the archive finds, a stored game, what the
restore offer does with the game a stopped run left in the archive, and the catalogue a scan
is matched against.

No window imports :mod:`app.storage` (``tests/test_boundaries.py``); what the archive
refuses reaches them as one :class:`ArchiveRefused`, worded in the window's language.

>>> import tempfile, pathlib
>>> archive = open_judge_archive(str(pathlib.Path(tempfile.mkdtemp()) / "a.sqlite3"))
>>> find_games(archive, tournament="Autumn cup")
[]
>>> try:
...     stored_game(archive, 7)
... except ArchiveRefused as refused:
...     print(refused.message("en"))
there is no game #7 in the archive
>>> archive.close()
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from app import session

if TYPE_CHECKING:      # the types crossing to the windows, named here for them
    from app.scan import ArchiveCatalogue
    from app.storage import Archive as Archive
    from app.storage.records import GameSummary as GameSummary
    from app.storage.records import StoredGame as StoredGame


class ArchiveRefused(ValueError):
    """What the archive refused (it cannot be opened, a game is missing or changed meanwhile),
    worded by the archive's own catalogue in the language asked."""

    def __init__(self, error: BaseException) -> None:
        super().__init__(str(error))
        self.error = error

    def message(self, lang: str = "ru") -> str:
        message = getattr(self.error, "message", None)
        return str(message(lang)) if callable(message) else str(self.error)


def _refusals() -> type[Exception]:
    from app.storage import ArchiveError
    return ArchiveError


def open_judge_archive(address: str | None = None) -> Archive:
    """The archive (SQLite by default, PostgreSQL by MAFIA_PROTOCOL_DB, or ``address``)."""
    from app.storage import open_archive
    try:
        return open_archive(address)
    except _refusals() as error:
        raise ArchiveRefused(error) from error


def open_archive_or_none(lang: str) -> tuple[Archive | None, str | None]:
    """The archive, or None and the line saying why it cannot be used (the sheet then keeps
    its game in the recovery file alone)."""
    try:
        return open_judge_archive(), None
    except ArchiveRefused as refused:
        return None, refused.message(lang)


def find_games(archive: Archive, tournament: str = "", table: str = "", player: str = "",
               limit: int = 200) -> list[GameSummary]:
    """The archive's games of a tournament, at a table, with a player (each given one
    narrows the list; blank ones do not)."""
    criteria = {key: value.strip() for key, value in (("tournament", tournament), ("nickname", player))
                if value.strip()}
    try:
        games = archive.search_games(limit=limit, **criteria)
    except _refusals() as error:
        raise ArchiveRefused(error) from error
    table = table.strip()
    return [g for g in games if (g.table or "") == table] if table else games


def stored_game(archive: Archive, game_id: int) -> StoredGame:
    """A game of the archive as it holds it now."""
    try:
        return archive.game(game_id)
    except _refusals() as error:
        raise ArchiveRefused(error) from error


def left_in_archive(archive: Archive | None, game_id: int | None) -> StoredGame | None:
    """The archive's record of the game a stopped run left open (None: none, or discarded,
    or the archive cannot say)."""
    if archive is None or game_id is None:
        return None
    try:
        stored = stored_game(archive, game_id)
    except ArchiveRefused:
        return None
    return None if stored.discarded else stored


def throw_away(archive: Archive | None, stored: StoredGame | None) -> None:
    """The game left open is thrown away: set aside in the archive (a signed one stays as it
    is), and no longer offered."""
    if archive is not None and stored is not None and not stored.signed:
        try:
            archive.discard_game(stored.id, stored.version, reason="discarded at restore")
        except _refusals() as error:
            raise ArchiveRefused(error) from error
    session.unmark()


def keep_left(archive: Archive | None, left: session.Pending, stored: StoredGame | None) -> bool:
    """Not now: the archive gets the last change it may have missed and the game stays among
    the recent games; without the archive (or when it refuses) it is set aside in a file of its
    own.  True when the archive keeps it."""
    if archive is not None and stored is not None:
        try:
            if not stored.signed and stored.document != left.document:
                archive.replace_document(stored.id, left.document, expected_version=stored.version,
                                         reason="kept at restore")
        except _refusals():
            pass
        else:
            session.keep(left, archived=True)
            return True
    session.keep(left, archived=False)
    return False


def scan_catalogue(archive: Archive) -> ArchiveCatalogue:
    """What a scanned protocol is matched against: the archive's games and revisions."""
    from app.scan import ArchiveCatalogue
    return ArchiveCatalogue(archive)


def refused(error: BaseException) -> ArchiveRefused | None:
    """``error`` as the judge's windows see it, when it is the archive's refusal (a scan's
    reading may raise one from inside the catalogue)."""
    if isinstance(error, ArchiveRefused):
        return error
    return ArchiveRefused(error) if isinstance(error, _refusals()) else None


__all__ = ["ArchiveRefused", "find_games", "keep_left", "left_in_archive", "open_archive_or_none",
           "open_judge_archive", "refused", "scan_catalogue", "stored_game", "throw_away"]

