"""What every replayed table answers, whichever edition it plays: the read-only questions the
sheet, the flow, the quick entry and the reports ask of a sport :class:`~app.sport.State`
and of a :class:`~app.boulevard.BoulevardState` alike.

Code that reads a state types it ``TableState`` and asks; it never asks which edition the
state belongs to (that is :func:`app.editions.edition_of`'s question, answered from the
ruleset).  Who may do what to whom is a rule, so it is a question too:
``legal_actions(seat)`` lists what can be recorded for ``seat`` now, each action with its
choices (target seats, or a kind), and the interface offers exactly that.

>>> from app.sport import sample_game
>>> from app import editions
>>> doc = sample_game(); doc["phases"] = doc["phases"][:2]; del doc["result"]
>>> doc["phases"][1]["events"] = doc["phases"][1]["events"][:1]     # 1 has nominated 7
>>> state = editions.replay(doc)
>>> isinstance(state, TableState)
True
>>> actions = state.legal_actions(1)
>>> list(actions)[:3], actions["nominate"][:4]
(['speech', 'nominate', 'withdraw'], (1, 2, 3, 4))
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

# An action that can be recorded for a seat now -> its choices: the seats it may name
# (None: "nobody", as a shooter who does not shoot), or the kinds it may take; () for none.
LegalActions = Mapping[str, tuple[Any, ...]]


class SeatView(Protocol):
    """A seat at the table as the readers see it."""

    @property
    def seat(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def role(self) -> str: ...
    @property
    def team(self) -> str: ...
    @property
    def left(self) -> Any: ...
    @property
    def fouls(self) -> int: ...


@runtime_checkable
class TableState(Protocol):
    """The read-only questions of a replayed table (both editions answer them)."""

    @property
    def rules(self) -> Any: ...
    @property
    def players(self) -> Mapping[int, SeatView]: ...
    @property
    def phases(self) -> Sequence[Any]: ...
    @property
    def days(self) -> Mapping[str, Any]: ...
    @property
    def nights(self) -> Mapping[str, Any]: ...
    @property
    def eliminated(self) -> Sequence[Any]: ...
    @property
    def outcome(self) -> Any: ...
    @property
    def cancelled(self) -> AbstractSet[int]: ...     # day numbers whose vote is not held
    @property
    def best_move(self) -> Any: ...
    @property
    def declared(self) -> dict[str, Any] | None: ...
    @property
    def awards(self) -> dict[str, Any] | None: ...
    @property
    def event_count(self) -> int: ...
    @property
    def phase(self) -> Any: ...
    @property
    def status(self) -> str: ...
    @property
    def winner(self) -> str | None: ...
    @property
    def findings(self) -> Sequence[Any]: ...

    def is_game_over(self) -> bool: ...
    def at_table(self) -> list[int]: ...
    def count(self, team: str) -> int: ...
    def role(self, seat: int) -> str: ...
    def seat_of(self, role: str) -> int | None: ...
    def errors(self) -> Sequence[Any]: ...
    def speaking_order(self) -> dict[str, list[int]]: ...
    def candidates(self, day: str) -> list[int]: ...
    def open_round(self, candidate: int | None = None) -> int: ...
    def unannounced(self, seat: int) -> bool: ...
    def legal_actions(self, seat: int) -> LegalActions: ...
    def to_check_json(self, lang: str = "ru") -> dict[str, Any]: ...


@dataclass(frozen=True)
class Grammar:
    """An edition's quick-entry language: what the typed line means at its tables.
    ``parse(state, line)`` gives the events (and the next-phase mark) of one line;
    ``hint(state, lang)`` the hint line (None: the sheet's own); ``resolve(event, state,
    line)`` fills in what need not be typed and refuses what cannot be recorded now;
    ``suggestions(state, flow)`` what is likely to be typed next (``flow``: the state's
    flow when the caller has it already, else None)."""
    parse: Callable[[Any, str], list[dict[str, Any]]]
    hint: Callable[[Any, str], str | None]
    resolve: Callable[[dict[str, Any], Any, str], dict[str, Any]]
    suggestions: Callable[[Any, Any], list[str]]
