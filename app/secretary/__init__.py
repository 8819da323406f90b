"""The secretary's side of the domain: the open tournament (:class:`OpenTournament`), the
controller the secretary's window draws, as the judge's sheet draws :class:`app.open_game.OpenGame`;
and where a tournament is kept (:mod:`app.secretary.place`: the archive or the judges' folder)."""
from __future__ import annotations

from .open_tournament import NOTHING, Changes, OpenTournament
from .place import ArchivePlace, FolderPlace, PlaceError, PlaceReading, TournamentPlace

__all__ = ["NOTHING", "ArchivePlace", "Changes", "FolderPlace", "OpenTournament", "PlaceError", "PlaceReading",
           "TournamentPlace"]
