"""An import's seats linked to their persons as its batches are written (issue 41 §3).

When the archive was linked up to date before the import, each batch's seats get the rows the
persons' own linking (:func:`app.storage.person_links.sync`) would add — a person for each
nickname without one, in the players' order, and a link for each seat — written with the
batch instead of read back from it at the end (that re-read was a fifth of an import).  The
games of the per-game path are linked by the linking itself at the end, and the linking's
mark moves past the import: the next linking finds nothing to do.  An archive never linked,
or with games changed since its last linking, is left to its next linking, as before.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple

from sqlalchemy import func, select

from .bulk_rows import NewRow, among, insert_new, reserve, write_imported
from .linking import now
from .models import GameRecord, Player
from .person_links import (
    analyze_after_load,
    external_ids,
    link_games,
    lock,
    mark_synced,
    sync_session,
    touched_since,
    up_to_date,
)
from .persons import PlayerPerson

if TYPE_CHECKING:
    from sqlalchemy.orm import Session


class SeatRow(NamedTuple):
    seat: int
    player: int | None        # the nickname's player
    team: str


class WrittenGame(NamedTuple):
    id: int
    seats: list[SeatRow]
    outside: bool             # its document has a source section (players' ids from another system)


class SeatLinks:
    """The links of one import, opened in its transaction before its first batch."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.started = now()        # before the probe, as a linking takes it
        self.last_game = session.scalar(select(func.max(GameRecord.id))) or 0
        self.enabled = self.last_game == 0 or up_to_date(session)
        self.persons: dict[int, int] = {}       # player id -> person id, as player_persons has it
        self.persons_added = self.seats_linked = 0

    def reread(self) -> None:
        """Something else wrote players or persons: read them afresh."""
        self.persons = {}

    def link(self, games: list[WrittenGame]) -> None:
        """Each seat of ``games``, just written, linked to its person."""
        if not self.enabled:
            return
        persons = self.persons
        seated = {row.player for g in games for row in g.seats if row.player is not None}
        persons.update((row.player_id, row.person_id) for row in among(
            self.session, select(PlayerPerson.player_id, PlayerPerson.person_id), PlayerPerson.player_id,
            sorted(seated - persons.keys())))
        missing = sorted(player for player in seated if player not in persons)
        at = now()
        added = [NewRow({"player": row.id, "name": row.nickname, "club": row.club, "city": row.city, "created_at": at})
                 for row in sorted(among(self.session, select(Player.id, Player.nickname, Player.club, Player.city),
                                         Player.id, missing), key=lambda row: row.id)]
        reserve(self.session, "persons", added)
        insert_new(self.session, "persons", ("id", "name", "club", "city", "created_at"), added)
        write_imported(self.session, "player_persons", ("player_id", "person_id"),
                       [(new.values["player"], new.id) for new in added])
        persons.update((new.values["player"], new.id) for new in added)
        links = [(g.id, row.seat, row.player, persons[row.player], "auto", row.team)
                 for g in games for row in g.seats if row.player is not None]
        write_imported(self.session, "seat_persons", ("game_id", "seat", "player_id", "person_id", "how", "team"),
                       links)
        self.persons_added += len(added)
        self.seats_linked += len(links)
        # Linking the players' outside ids may give a nickname another person.
        outside = [g.id for g in games if g.outside]
        if outside:
            external_ids(self.session, outside)
            self.persons = {}

    def finish(self, written: set[int], imported: Iterable[int]) -> None:
        """After the last batch (``written``: its games; ``imported``: every game the import
        wrote or changed): the games of the per-game path linked, and the linking's mark moved
        past the import, unless another writer changed games meanwhile (a shared PostgreSQL):
        then the linking reads them all, as it would have."""
        if not self.enabled:
            return
        lock(self.session)
        analyze_after_load(self.session, "persons", self.persons_added)
        analyze_after_load(self.session, "player_persons", self.persons_added)
        analyze_after_load(self.session, "seat_persons", self.seats_linked)
        imported = set(imported)
        others = sorted(imported - written)
        if others:
            link_games(self.session, others, changed=True)
        if touched_since(self.session, self.started, self.last_game) - imported:
            sync_session(self.session)
        else:
            mark_synced(self.session, now())


__all__ = ["SeatLinks", "SeatRow", "WrittenGame"]
