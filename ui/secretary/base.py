"""The secretary's window as its mixins (importing, settling, trust) and its helpers see it:
a view of one open tournament (``controller``), whose fields it reads through, its menus'
actions, and the few commands of the window its helpers call.

The helpers (career, exporting, interop, printing, serving, stages) are typed against this
class, never against ui/secretary/window.py's ``SecretaryWindow``, which imports them: no
import, not even a type's, runs back up from a helper to the window
(tests/test_import_cycles.py).  What only the window defines is declared here for the checker
(under ``TYPE_CHECKING``, abstract there, so mypy refuses a window that lacks it)."""
from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence

from app.secretary import OpenTournament
from app.tournament import Regulation, Standings, StatusGrid, Tournament
from app.tournament.sources import GameSources
from app.tournament.stages import Stage
from app.tournament.trust import TournamentSetup

if TYPE_CHECKING:
    # the mixins are QMainWindow's for the checker; at run time SecretaryWindow brings it in
    from PySide6.QtWidgets import QMainWindow as _Window
    from PySide6.QtWidgets import QMenu

    from .seating import SeatingPanel
else:
    _Window = object


class WindowBase(_Window):
    """What the open tournament holds, as the window's mixins, helpers and tests read it."""

    lang: str
    controller: OpenTournament
    games_menu: QMenu              # the Games menu, where the helpers add their items
    seating: SeatingPanel          # the Seating tab: the schedule shown

    def action(self, text: str, slot: Callable[..., object],
               shortcut: QKeySequence | QKeySequence.StandardKey | None = None, checkable: bool = False) -> QAction:
        """An action of the window's menus, calling ``slot`` when chosen."""
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        return action

    if TYPE_CHECKING:
        @abstractmethod
        def import_paths(self, paths: Iterable[str]) -> None: ...

        @abstractmethod
        def open_tournament(self, name: str) -> None: ...

        @abstractmethod
        def wait_for_reading(self) -> None: ...

    @property
    def tournament(self) -> Tournament | None:
        return self.controller.tournament

    @property
    def standings(self) -> Standings | None:   # a StagedStandings with a stage plan
        standings: Standings | None = self.controller.standings
        return standings

    @property
    def grid(self) -> StatusGrid | None:
        grid: StatusGrid | None = self.controller.grid
        return grid

    @property
    def problems(self) -> list[tuple[str, str]]:
        return self.controller.problems

    @property
    def setup(self) -> TournamentSetup | None:
        return self.controller.setup

    @property
    def sources(self) -> GameSources:
        return self.controller.sources

    @property
    def regulation(self) -> Regulation:
        return self.controller.regulation

    @property
    def stage_plan(self) -> tuple[Stage, ...]:
        return self.controller.stage_plan

    @property
    def stages_path(self) -> Path | None:
        return self.controller.stages_path

    @property
    def chief_judge(self) -> str | None:
        return self.controller.chief_judge

    @chief_judge.setter
    def chief_judge(self, name: str | None) -> None:
        self.controller.chief_judge = name
