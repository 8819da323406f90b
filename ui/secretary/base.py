"""The secretary's window as its mixins (importing, settling, trust) and its helpers see it:
a view of one open tournament (``controller``), whose fields it reads through."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from app.secretary import OpenTournament
from app.tournament import Regulation, Standings, StatusGrid, Tournament
from app.tournament.sources import GameSources
from app.tournament.stages import Stage
from app.tournament.trust import TournamentSetup

if TYPE_CHECKING:
    # the mixins are QMainWindow's for the checker; at run time SecretaryWindow brings it in
    from PySide6.QtWidgets import QMainWindow as _Window
else:
    _Window = object


class WindowBase(_Window):
    """What the open tournament holds, as the window's mixins, helpers and tests read it."""

    lang: str
    controller: OpenTournament

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
