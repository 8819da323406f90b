"""What every replayed table answers from its seats, phases and outcome, whichever edition
plays it (the sport :class:`~app.sport.State` and the club's ``BoulevardState`` alike)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .findings import Finding
from .model import Seat
from .outcomes import Outcome, Winner


class TableQuestions:
    """The read-only questions every kind of table answers (the sport and the club states
    alike): needs ``players``, ``phases`` and ``outcome``."""

    players: Mapping[int, Seat]
    phases: Sequence[Any]
    outcome: Outcome | None
    _findings: list[Finding]

    @property
    def phase(self) -> Any:
        return self.phases[-1] if self.phases else None

    def is_game_over(self) -> bool:
        return self.outcome is not None

    @property
    def status(self) -> str:
        return "finished" if self.outcome else "in_progress"

    @property
    def winner(self) -> Winner | None:
        return self.outcome.winner if self.outcome else None

    def at_table(self) -> list[int]:
        return [s for s, p in self.players.items() if p.left is None]

    def count(self, team: str) -> int:
        return sum(1 for p in self.players.values() if p.left is None and p.team == team)

    def role(self, seat: int) -> str:
        return self.players[seat].role

    @property
    def findings(self) -> list[Finding]:
        """Every finding at once: those of the events, then those of the whole game."""
        return self._findings + self._game_findings()

    def errors(self) -> list[Finding]:
        return [f for f in self.findings if f.severity == "error"]

    def _game_findings(self) -> list[Finding]:
        raise NotImplementedError
