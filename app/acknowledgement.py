"""Errors the judge acknowledged: before the result is confirmed and before the protocol is
signed, every error of the game is shown to the judge, who fixes it or acknowledges it.  A game
confirmed or signed with errors says so in the file — the top-level ``acknowledged`` list
(additive, docs/format.md), one entry per error: its code, clause, phase and event — and the
signed protocol prints it.

>>> from app.sport import sample_game
>>> doc = dict(sample_game())
>>> doc["phases"][-1]["events"].append({"type": "sheriff_check", "target": 2})
>>> from app.editions import replay
>>> state = replay(doc)
>>> [f.code for f in outstanding(state, doc)]
['game.event_after_end']
>>> doc[KEY] = entries(outstanding(state, doc))
>>> doc[KEY]
[{'code': 'game.event_after_end', 'clause': '1.4', 'phase': 'D3', 'event': 4}]
>>> outstanding(state, doc), is_acknowledged(state.findings[-1], doc)
((), True)
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .kernel.findings import Finding

KEY = "acknowledged"


def _key(entry: Mapping[str, Any]) -> tuple[Any, Any, Any]:
    return entry.get("code"), entry.get("phase"), entry.get("event")


def entries(findings: Iterable[Finding]) -> list[dict[str, Any]]:
    """The file's record of ``findings`` acknowledged by the judge."""
    return [{"code": f.code, "clause": f.clause, "phase": f.phase, "event": f.event} for f in findings]


def recorded(doc: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The entries the file holds (an unreadable list holds none)."""
    value = doc.get(KEY)
    return [dict(e) for e in value if isinstance(e, Mapping)] if isinstance(value, list) else []


def is_acknowledged(finding: Finding, doc: Mapping[str, Any]) -> bool:
    return _key(entries([finding])[0]) in {_key(e) for e in recorded(doc)}


def outstanding(state: Any, doc: Mapping[str, Any]) -> tuple[Finding, ...]:
    """Every error of the game the judge has not acknowledged, in the order found."""
    known = {_key(e) for e in recorded(doc)}
    return tuple(f for f in state.findings if f.severity == "error" and _key(entries([f])[0]) not in known)


def with_acknowledged(doc: Mapping[str, Any], findings: Iterable[Finding]) -> list[dict[str, Any]]:
    """The file's list once ``findings`` are acknowledged too (those already there stay)."""
    have = recorded(doc)
    known = {_key(e) for e in have}
    return have + [e for e in entries(findings) if _key(e) not in known]
