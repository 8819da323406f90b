"""The tournament open in the secretary's window, without the window: where it is kept (a
:class:`~app.secretary.place.TournamentPlace`: the archive or the judges' folder), the
games read from there and from the imported files, the regulation, the stages and the
seating, and what follows from them — the tournament, its standings, its grid, its
problems — with every command that changes them.

The window holds one :class:`OpenTournament` and draws it.  Each command returns the
:class:`Changes` it made (as Anki's ``OpChanges``) and tells its listeners, so that only
the views it touched are drawn again.  Reading the shared archive is slow: the window
calls :meth:`OpenTournament.read_place` off the UI thread and hands what it read to
:meth:`OpenTournament.take_reading`; everything else is quick and done in place.

>>> import json, pathlib, tempfile
>>> from app.sport import sample_game
>>> folder = pathlib.Path(tempfile.mkdtemp()) / "round1"
>>> folder.mkdir()
>>> _ = (folder / "t1.json").write_text(json.dumps(sample_game()), encoding="utf-8")
>>> t = OpenTournament("en")
>>> seen = []
>>> t.listeners.append(seen.append)
>>> changes = t.import_paths([folder])
>>> changes.tournament, len(t.tournament.games), t.place.kept
(True, 1, True)
>>> t.refresh().standings        # nothing new: nothing to draw again
False
>>> len(t.standings.games), t.setup
(0, None)
>>> t.set_unsigned("count").setup, t.setup.kind, len(t.standings.games), len(seen)
(True, 'club', 1, 3)
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.tournament.board import status_grid
from app.tournament.decisions import DecisionError
from app.tournament.games import Tournament, trusted_anchors
from app.tournament.regulation import Regulation, get_regulation
from app.tournament.sources import GameSources
from app.tournament.stage_standings import compute_staged
from app.tournament.standings import compute_standings

from .place import (
    ArchivePlace,
    FolderPlace,
    PlaceError,
    PlaceReading,
    TournamentPlace,
    refusal,
    refusals,
    stored_schedule,
)

if TYPE_CHECKING:
    from app.tournament.decisions import Decision
    from app.tournament.schedule import Schedule
    from app.tournament.trust import RegisteredJudge, TournamentSetup


@dataclass(frozen=True)
class Changes:
    """What one command changed: each view draws itself again only for its own part."""

    source: bool = False       # where the tournament is, its name, a reading's problem: the title
    read: bool = False         # the games were read (again), changed or not: the time of the reading
    tournament: bool = False   # the tournament was built again from its games
    standings: bool = False    # the standings, the grid and the issues
    issues: bool = False       # the issues alone (a change of the tables the served archive refused)
    setup: bool = False        # the register or the choice of unsigned games
    seating: bool = False      # the seating kept with the tournament was read

    def __or__(self, other: Changes) -> Changes:
        return Changes(**{f.name: getattr(self, f.name) or getattr(other, f.name) for f in fields(self)})

    def __bool__(self) -> bool:
        return any(getattr(self, f.name) for f in fields(self))


NOTHING = Changes()


class OpenTournament:
    """The open tournament: ``sources`` (the imported files and the archive's games), its
    ``place``, ``regulation``, ``stage_plan``, ``schedule`` (the seating shown); from them
    ``tournament``, ``standings``, ``grid``, ``problems`` (where, one line)."""

    def __init__(self, lang: str = "ru", *, archive: Any = None, name: str | None = None,
                 regulation: Regulation | str | Path | None = None, anchors: Any = None,
                 stages: Iterable[Any] = (), stages_path: str | Path | None = None) -> None:
        self.lang = lang
        self.sources = GameSources(lang, anchors)
        self._archive, self._name = archive, name
        self.regulation = get_regulation(regulation)
        self.stage_plan = tuple(stages)          # app.tournament.stages.Stage: a tournament played in stages
        self.stages_path = Path(stages_path) if stages_path else None   # where a decision at a cut is written
        self.schedule: Schedule | None = None
        self.tournament: Tournament | None = None
        self.standings: Any = None               # Standings, or StagedStandings with a stage plan
        self.grid: Any = None
        self.problems: list[tuple[str, str]] = []
        self.archive_problem: str | None = None  # the last reading of the archive failed: why
        self.chief_judge: str | None = None      # named on the summary
        self.setup: TournamentSetup | None = None
        self.refused: list[Any] = []             # the tables' changes the served archive refused
        self.refusals: Callable[[], list[Any]] = list     # asked with each reading of the archive
        self.listeners: list[Callable[[Changes], None]] = []
        self._reading = PlaceReading()           # the archive's last reading
        self._key: tuple[Any, ...] | None = None
        self._seating_tried = False
        self._served: Any = None                 # the archive in use before serving began
        self.serving = False
        self.place: TournamentPlace = self._place()

    def _place(self) -> TournamentPlace:
        if self._archive is not None and self._name:
            return ArchivePlace(self._archive, self._name, self.lang, lambda: self.refusals())
        return FolderPlace(self.sources, self.lang)

    def _tell(self, changes: Changes) -> Changes:
        if changes:
            for listener in self.listeners:
                listener(changes)
        return changes

    # -- what is open --------------------------------------------------------------------
    @property
    def name(self) -> str | None:
        """The tournament's name: the one it was opened by, else the one its games give."""
        return self._name or (self.tournament.name if self.tournament is not None else None)

    @property
    def given_name(self) -> str | None:
        """The name the tournament was opened by (the archive's, or given at the start), or None."""
        return self._name

    @property
    def archive_location(self) -> str | None:
        return None if self._archive is None else str(self._archive.location)

    def archive_tournaments(self) -> list[str]:
        """The tournaments the archive holds games of (the user's archive opened if none is)."""
        from app.storage import ArchiveError, open_archive
        try:
            if self._archive is None:
                self._archive = open_archive()
            return sorted({s.tournament for s in self._archive.search_games(limit=None) if s.tournament})
        except ArchiveError as error:
            raise refusal(error, self.lang) from error

    def player_card(self, query: str, formula: Any) -> Any:
        """A person's card across the archive (``app.ratings.card.PlayerCard``) for a nickname, a
        ``#id`` or a federation id, rated by ``formula`` over the archive's latest season; the
        user's archive is opened when the tournament is a folder. Slow: call it off the UI thread.
        Whatever the archive or the ratings refuse is a :class:`PlaceError`."""
        from app.ratings import RatingError
        from app.ratings.card import player_card
        from app.ratings.table import default_season
        from app.storage import ArchiveError, open_archive
        try:
            if self._archive is None:
                self._archive = open_archive()
            return player_card(self._archive, query, formula, default_season(self._archive))
        except (RatingError, ArchiveError) as error:
            raise refusal(error, self.lang) from error

    def open_tournament(self, name: str) -> Changes:
        """The archive's tournament ``name``: its games come with the next reading."""
        self._name = name
        self._seating_tried = False
        self._reading = PlaceReading()
        self.sources.set_archive([], set())
        self._key = None
        self.place = self._place()
        return self._tell(Changes(source=True, setup=True))

    def serve(self, archive_url: str) -> None:
        """The tournament is served to the tables: read from the served archive from now on."""
        from app.storage import ArchiveError, open_archive
        try:
            served = open_archive(archive_url)
        except ArchiveError as error:
            raise refusal(error, self.lang) from error
        self._served, self._archive = self._archive, served
        self.serving = True
        self.place = self._place()

    def stop_serving(self) -> None:
        """Back to the archive in use before serving (the served one closed)."""
        if not self.serving:
            return
        if self._archive is not None:
            self._archive.close()
        self._archive, self._served, self.serving = self._served, None, False
        self.place = self._place()

    # -- reading ------------------------------------------------------------------------
    def read_place(self) -> PlaceReading:
        """What the place holds now (the shared archive's reading is slow: off the UI thread)."""
        return self.place.read()

    def take_reading(self, reading: PlaceReading) -> Changes:
        """A reading of the shared archive applied (on the UI thread)."""
        self.archive_problem = None
        self._reading = reading
        self.sources.set_archive(reading.items, reading.signed, reading.originals)
        changes = Changes(source=True)
        if self.schedule is None and not self._seating_tried:
            self._seating_tried = True
            changes |= self._load_seating()
        refused_changed, self.refused = reading.refused != self.refused, reading.refused
        changes |= self._apply()
        return self._tell(changes | Changes(issues=refused_changed))

    def reading_failed(self, message: str) -> Changes:
        """The archive could not be read: the last reading stays, the problem is shown."""
        self.archive_problem = message
        return self._tell(Changes(source=True))

    def refresh(self) -> Changes:
        """The files read again (and the folder's journal and setup); the archive's games as last read."""
        return self._tell(self._apply())

    def _apply(self) -> Changes:
        reading = self._reading if self.place.shared else self.place.read()
        setup_changed = reading.setup != self.setup
        self.setup = reading.setup
        self.sources.set_anchors(trusted_anchors(self.setup))
        games = self.sources.read()
        decisions = reading.decisions
        key = (games.key, tuple(d.to_json().get("at", "") + d.kind + d.game for d in decisions),
               None if self.setup is None else (self.setup.unsigned, tuple(j.fingerprint for j in self.setup.judges)))
        changes = Changes(source=True, read=True, setup=setup_changed)
        if key != self._key or self.tournament is None:
            self._key = key
            self.problems = games.problems + reading.problems
            self.tournament = Tournament.from_docs(games.items, name=self._name, verdicts=games.verdicts,
                                                   signed=games.signed, decisions=decisions,
                                                   revisions=reading.revisions, setup=self.setup)
            changes |= Changes(tournament=True) | self._restand()
        return changes

    def _reread(self) -> None:
        """What the place holds now, read at once (after this controller itself wrote to it)."""
        if self.place.shared:
            self._reading = replace(self.place.read(), refused=self.refused)
            self.sources.set_archive(self._reading.items, self._reading.signed, self._reading.originals)
        self._key = None

    # -- the standings ------------------------------------------------------------------
    def _restand(self) -> Changes:
        if self.tournament is None:
            return NOTHING
        if self.stage_plan:
            # the seating shown is the stage's it names (a final's file), else the first stage's
            seating = self.schedule
            named = next((s.name for s in self.stage_plan if seating is not None and s.name == seating.stage),
                         self.stage_plan[0].name)
            schedules = {named: seating} if seating else {}
            self.standings = compute_staged(self.tournament, self.regulation, self.stage_plan, schedules=schedules)
        else:
            self.standings = compute_standings(self.tournament, self.regulation, schedule=self.schedule)
        st = self.standings
        self.grid = status_grid(self.tournament, self.schedule, st.set_aside, st.unsigned_counted)
        return Changes(standings=True)

    def restand(self) -> Changes:
        """The standings again (after the stage plan or a decision at a cut changed)."""
        return self._tell(self._restand())

    def set_regulation(self, regulation: Regulation | str | Path) -> Changes:
        """Score under ``regulation`` (RegulationError when a file of it cannot be read)."""
        self.regulation = get_regulation(regulation)
        return self._tell(self._restand())

    def set_stages(self, stages: Iterable[Any]) -> Changes:
        self.stage_plan = tuple(stages)
        return self._tell(self._restand())

    def set_schedule(self, schedule: Schedule | None) -> Changes:
        """The seating shown (the grid shows its plan; the standings break ties by it), told
        again after the panel edited it in place (a swap)."""
        self.schedule = schedule
        return self._tell(self._restand())

    # -- the files ----------------------------------------------------------------------
    def import_paths(self, paths: Iterable[str | Path]) -> Changes:
        """Files and folders of judges' games; the signatures are verified on reading."""
        self.sources.add(paths)
        return self._tell(self._apply())

    def forget_files(self) -> Changes:
        self.sources.clear_files()
        return self._tell(self._apply())

    # -- the register and the choice of unsigned games ------------------------------------
    def read_setup(self) -> TournamentSetup | None:
        """The register as the place keeps it now (raises PlaceError)."""
        return self.place.read_setup()

    def set_unsigned(self, unsigned: str) -> Changes:
        """Club (``count``) or federation (``wait``): asked once, when the tournament is new."""
        self.place.set_unsigned(unsigned)
        return self.setup_changed()

    def add_judge(self, judge: RegisteredJudge) -> None:
        """Into the register (raises PlaceError); :meth:`setup_changed` once the editing ends."""
        self.place.add_judge(judge)

    def remove_judge(self, fingerprint: str) -> None:
        self.place.remove_judge(fingerprint)

    def setup_changed(self) -> Changes:
        """The register was edited: the games are judged by it again."""
        self._reread()
        return self._tell(self._apply() | Changes(setup=True))

    # -- decisions ----------------------------------------------------------------------
    def decide(self, ref: str, kind: str, fields: dict[str, Any], identity: Any = None) -> Decision:
        """Take and journal one decision about the game ``ref`` names, then read the
        tournament again (PlaceError when it cannot be taken)."""
        if self.tournament is None:
            raise refusal(DecisionError("decision.unknown_game", game=ref), self.lang)
        decision = self.place.decide(self.tournament, ref, kind, identity, dict(fields))
        try:
            self._reread()
        except PlaceError as error:          # journalled; the next reading shows it
            self.archive_problem = error.text
        self._tell(self._apply())
        return decision

    # -- the seating kept with the tournament ---------------------------------------------
    def _load_seating(self) -> Changes:
        try:
            schedule = stored_schedule(self.place.seating(), self._name)
        except PlaceError:
            return NOTHING                  # unreachable: the seating shown stays as it is
        if schedule is None:
            return NOTHING
        self.schedule = schedule
        return Changes(seating=True) | self._restand()

    def keep_seating(self) -> int | None:
        """Keep the seating shown with the tournament (the judges' tables use it); its
        version (None: no seating is shown)."""
        if self.schedule is None:
            return None
        return self.place.keep_seating(self.schedule)

    # -- scans ----------------------------------------------------------------------------
    def scan_catalogue(self) -> Any:
        """What scanned protocols are matched against: the archive, or the games read."""
        return self.place.scan_catalogue(self.tournament)

    def file_review(self, found: Any, doc: dict[str, Any], source: dict[str, Any], author: str) -> Any:
        """A reviewed scan filed with the tournament (app.paper.archive.Filed; PlaceError)."""
        return self.place.file_review(found, doc, source, author)

    # -- serving the tournament to the tables ----------------------------------------------
    @staticmethod
    def tournament_server(name: str, tables: int, grid: list[Any], *, host: str | None = None,
                          folder: Any = None) -> Any:
        """A server of the tournament ``name`` for the tables (app.storage's, not started yet)."""
        from app.storage.tournament_server import TournamentServer
        return TournamentServer(name, tables=tables, grid=grid, host=host, folder=folder)

    @staticmethod
    def start_server(server: Any, lang: str = "ru") -> None:
        """Start ``server`` (slow: off the UI thread); PlaceError when it cannot start."""
        try:
            server.start()
        except refusals() as error:
            raise refusal(error, lang) from error

    @staticmethod
    def join_qr(code: str) -> str:
        """What the QR code of a table's join code says (the sheet reads it with its camera)."""
        from app.storage.joincode import qr_text
        return str(qr_text(code))

    def close(self) -> None:
        """Nothing more is read; a served archive is closed."""
        self.stop_serving()
