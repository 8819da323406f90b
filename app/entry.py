"""The quick-entry line of whichever edition the game plays: the registry names the grammar
(``Edition.entry``); a protest (``pr5 "…" "…"``, :mod:`app.protests`) is a line of its own
in every edition."""
from __future__ import annotations

from typing import Any

from .editions import SPORT, edition_of
from .flow import flow
from .kernel.entry import NEXT_PHASE, PROTEST_WORD, QuickEntryError
from .protests import protest_command
from .table_state import Grammar, TableState


def grammar_of(state: TableState) -> Grammar:
    """The quick-entry language of the state's edition."""
    return edition_of(state).entry


def parse_for(state: TableState | None, line: str) -> list[dict[str, Any]]:
    """The line in the grammar of the game's edition (the sport one before a game exists)."""
    protest = protest_command(line)
    if protest is not None:
        return [protest]
    return (SPORT.entry if state is None else grammar_of(state)).parse(state, line)


def hint_for(state: TableState | None, lang: str = "ru") -> str | None:
    """The hint line of the game's edition (None: the sheet's own sport hint)."""
    return None if state is None else grammar_of(state).hint(state, lang)


def resolve(event: dict[str, Any], state: TableState, line: str = "") -> dict[str, Any]:
    """Fill in what need not be typed from the state, and refuse what cannot be recorded
    now, in the grammar of the state's edition."""
    if event.get("type") == PROTEST_WORD:
        seat = event.get("by")
        if seat is not None and seat not in state.players:
            raise QuickEntryError("seat", 0, seat=seat, last=max(state.players))
        return event
    return grammar_of(state).resolve(event, state, line)


def suggestions(state: TableState, now: Any = None) -> list[str]:
    """What is likely to be typed next, for the completer (``now``: the state's flow, when
    the caller has it already), in the grammar of the state's edition."""
    return grammar_of(state).suggestions(state, now if now is not None else flow(state))


__all__ = ["NEXT_PHASE", "PROTEST_WORD", "QuickEntryError", "grammar_of", "hint_for", "parse_for", "resolve",
           "suggestions"]
