"""Additions for other systems' records that the vote consults (docs/format.md): the
first-day voting variants of option 7.16, and the hands against lifting all."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..kernel.model import Event
from .model import Day

if TYPE_CHECKING:
    from .state import State


def first_day_stays(state: State, day: Day, seats: tuple[int, ...], voters: tuple[int, ...] | None,
                    i: int | None, lifted: bool = False) -> bool:
    """Do the first day's leaders stay at the table under 7.16's variant?  Reports it; the
    caller settles the day as "stayed"."""
    if day.number != 1:
        return False
    variant = state.rules.choice("vote.first_day_single")
    if variant == "standard" or (lifted and variant != "nobody_leaves"):
        return False
    if variant == "self_vote" and voters is not None and seats[0] in voters:
        return False
    state.report("vote.first_day_stays", i, seats=list(seats),
                 clause=state.option_clause("vote.first_day_single"))
    return True


def hands_against(ev: Event, count: Callable[[list[int]], int]) -> int:
    """The hands against lifting where the protocol keeps them (0 when it does not);
    ``count`` checks listed hands as the vote's own (absent, twice) and counts them."""
    if "against" in ev:
        return count(ev["against"])
    against: int = ev.get("against_count", 0)
    return against
