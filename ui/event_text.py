"""An event in words, for the Edit menu's undo and redo and the host's strike list.

Only what the table saw is named: a shooting or a check is said without its target, so
the undo menu never tells the table who was shot or checked.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from app.format.events import Event
from app.kernel.entry import PROTEST_WORD
from app.operations import NEXT_PHASE_WORD

translate = QCoreApplication.translate

_NIGHT_SECRET = {"shooting", "don_check", "sheriff_check", "putana_block", "lawyer_defend",
                 "bartender_swap", "doctor_heal", "mafia_shot", "maniac_attack", "commissar_check",
                 "journalist_compare"}


def _templates() -> dict[str, str]:
    return {
        "speech": translate("Events", "speech of player %1"),
        "nominate": translate("Events", "nomination of player %2 by player %1"),
        "withdraw": translate("Events", "withdrawal of player %2 by player %1"),
        "vote": translate("Events", "votes against player %1"),
        "lift_vote": translate("Events", "the vote to lift all"),
        "best_move": translate("Events", "best move of player %1"),
        "foul": translate("Events", "foul of player %1"),
        "warning": translate("Events", "warning to player %1"),
        "disqualify": translate("Events", "removal of player %1"),
        "team_defeat": translate("Events", "team defeat by player %1"),
        "violation": translate("Events", "violation by player %1"),
        "correction": translate("Events", "strike of event %1"),
        "host_error": translate("Events", "host's error in %1"),
        "shooting": translate("Events", "the shooting"),
        "don_check": translate("Events", "the Don's check"),
        "sheriff_check": translate("Events", "the Sheriff's check"),
    }


def event_text(event: Event | dict[str, Any]) -> str:
    """``{"type": "nominate", "by": 3, "target": 5}`` -> "nomination of player 5 by player 3".
    A typed line's "n" (the parser's ``_next_phase``) is named too."""
    if isinstance(event, Event):
        event = event.to_json()
    kind = event.get("type")
    if kind == NEXT_PHASE_WORD:
        return translate("Events", "next phase")
    if kind == PROTEST_WORD:
        return translate("Events", "a protest")
    template = _templates().get(kind) if isinstance(kind, str) else None
    if template is None:
        return translate("Events", "a night action") if kind in _NIGHT_SECRET else translate("Events", "an event")
    first = event.get("seat", event.get("by", event.get("candidate")))
    if kind == "correction":
        first = (event.get("event") or 0) + 1
    if kind == "host_error":
        first = event.get("round", "")
    second = event.get("target", "")
    return template.replace("%1", str(first if first is not None else "")).replace("%2", str(second))
