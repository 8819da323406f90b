"""The host's journal as a document of its own (``mafia-protocol journal``): private, for
the host and the appeal, as JSON or as plain text, read from a replayed state.

>>> from app.boulevard import replay, sample_boulevard_game
>>> state = replay(sample_boulevard_game())
>>> for line in export_text(state, "en").splitlines()[3:5]:
...     print(line)
D1      The vote (—): no nominees: no vote
N1 #1   Putana (4) blocks 7
>>> [e["kind"] for e in export_json(state)["entries"][:3]]
['vote', 'action', 'action']
"""
from __future__ import annotations

from typing import Any

from app.i18n import catalogue_text, game_date, gettext
from app.kernel.findings import event_number

from .model import phase_name
from .state import BoulevardState

FORMAT = "mafia-journal/1"


def export_json(state: BoulevardState, lang: str = "ru") -> dict[str, Any]:
    """The journal as a document of its own: private, for the host and the appeal."""
    return {
        "format": FORMAT,
        "private": True,
        "ruleset": state.rules.to_json(),
        "meta": state.meta,
        "readings": state.readings(),
        "status": state.status,
        "winner": state.winner,
        "entries": [entry.to_json(lang) for entry in state.journal()],
    }


def reading_lines(state: BoulevardState, lang: str = "ru") -> list[str]:
    """The readings that matter at this table, in words: «title — choice»."""
    book = state.rules.catalogue
    return [f"{catalogue_text(book.options[name]['title'], lang)} — {book.choice_text(name, value, lang)}"
            for name, value in state.readings_here().items()]


def export_text(state: BoulevardState, lang: str = "ru") -> str:
    """The journal as plain text: a heading, the readings in force, then one line per entry."""
    meta = state.meta
    day = game_date(meta["date"], lang) if meta.get("date") else None
    where = ", ".join(str(x) for x in (meta.get("tournament"), day, meta.get("judge")) if x)
    lines = [gettext(lang, "Private journal of the host") + (f" — {where}" if where else ""),
             gettext(lang, "Readings: ") + "; ".join(reading_lines(state, lang)),
             ""]
    for entry in state.journal():
        place = phase_name(entry.phase).pick(lang) if entry.phase else gettext(lang, "after the game")
        mark = f"#{event_number(entry.event)}" if entry.event is not None else ""
        lines.append(f"{place} {mark:<4} {entry.text(lang)}".rstrip())
    return "\n".join(lines) + "\n"
