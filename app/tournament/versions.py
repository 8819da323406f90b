"""Two records of one game: is one an earlier copy of the other (a judge's file saved
before the game went on), so that the later one supersedes it at its round and table?"""
from __future__ import annotations

from typing import Any


def is_earlier_record(short: dict[str, Any], long: dict[str, Any]) -> bool:
    """Is ``short`` an earlier record of ``long``: the same players, and its phases a
    prefix of the later one's (the last phase may have fewer events)?"""
    key = ("seat", "name", "role")
    if [tuple(p.get(k) for k in key) for p in short["players"]] != \
            [tuple(p.get(k) for k in key) for p in long["players"]]:
        return False
    a, b = short.get("phases", []), long.get("phases", [])
    if len(a) > len(b):
        return False
    for i, phase in enumerate(a):
        other = b[i]
        if phase.get("phase") != other.get("phase"):
            return False
        events, later = phase.get("events", []), other.get("events", [])
        if events != later[:len(events)] or (i < len(a) - 1 and len(events) != len(later)):
            return False
    return True
