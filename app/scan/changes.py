"""What changed between the version a sheet was printed from and the archive's, in words
an archivist can check against the paper: the header, the seats (names, roles, fouls, who
left and how), each phase's events, the result and the awards.  Seats and the result are
read off the engine's replay (``app.storage.derive``), so a changed vote shows as the
player who then left differently, not as a changed line of JSON.

>>> from app.sport import sample_game
>>> old = sample_game(); new = sample_game()
>>> new["meta"]["judge"] = "Петров"; new["awards"]["extra_points"]["3"] = 0.5
>>> describe_changes(old, new, "en")
['judge: Иванов → Петров', 'extra points, seat 3: 0.4 → 0.5']
"""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from app.i18n import N_, decimal_sign, gettext

MAX_LINES = 12
_META = ("tournament", "round", "table", "game", "date", "judge", "side_judges")
_WORDS: dict[str, str] = {
    "tournament": N_("tournament"),
    "round": N_("round"),
    "table": N_("table"),
    "game": N_("game"),
    "date": N_("date"),
    "judge": N_("judge"),
    "side_judges": N_("side judges"),
    "ruleset": N_("rules"),
    "name": N_("seat {seat}: player"),
    "role": N_("seat {seat}: role"),
    "fouls": N_("seat {seat}: fouls"),
    "left": N_("seat {seat}: left"),
    "winner": N_("winner"),
    "status": N_("game"),
    "events": N_("{phase}: {before} → {after} events, {changed} changed"),
    "phase_added": N_("phase {phase} added"),
    "phase_removed": N_("phase {phase} removed"),
    "extra_points": N_("extra points, seat {seat}"),
    "penalty_points": N_("penalty points, seat {seat}"),
    "cards": N_("card, seat {seat}"),
    "best_player": N_("best player"),
    "best_move": N_("best move"),
    "protests": N_("protests"),
    "more": N_("… and {n} more changes"),
    "none": N_("no difference in content (only the file's layout changed)"),
    "empty": N_("—"),
    "left.killed": N_("killed"),
    "left.voted": N_("voted out"),
    "left.fouls": N_("by fouls"),
    "left.disqualified": N_("removed"),
}


def _w(key: str, lang: str, **kw: Any) -> str:
    return gettext(lang, _WORDS[key], **kw)


def _show(value: Any, lang: str) -> str:
    if value in (None, "", [], {}):
        return _w("empty", lang)
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    if isinstance(value, dict):
        return json.dumps(value, ensure_ascii=False, sort_keys=True)
    if isinstance(value, float):
        return str(value).replace(".", decimal_sign(lang))
    return str(value)


def describe_changes(old: dict[str, Any], new: dict[str, Any], lang: str = "ru") -> list[str]:
    """Lines saying what ``new`` changed in ``old``, most telling first, at most MAX_LINES."""
    lines: list[str] = []

    def changed(key: str, a: Any, b: Any, **kw: Any) -> None:
        if a != b:
            lines.append(f"{_w(key, lang, **kw)}: {_show(a, lang)} → {_show(b, lang)}")

    old_meta, new_meta = old.get("meta") or {}, new.get("meta") or {}
    for key in _META:
        changed(key, old_meta.get(key), new_meta.get(key))
    changed("ruleset", old.get("ruleset"), new.get("ruleset"))
    _seats_and_result(old, new, changed, lang)
    lines += _phases(old.get("phases") or [], new.get("phases") or [], lang)
    old_awards, new_awards = old.get("awards") or {}, new.get("awards") or {}
    for key in ("extra_points", "penalty_points", "cards"):
        a, b = old_awards.get(key) or {}, new_awards.get(key) or {}
        for seat in sorted(set(a) | set(b), key=lambda s: int(s) if str(s).isdigit() else 0):
            changed(key, a.get(seat), b.get(seat), seat=seat)
    changed("best_player", old_awards.get("best_player"), new_awards.get("best_player"))
    changed("best_move", old_awards.get("best_move"), new_awards.get("best_move"))
    changed("protests", old.get("protests"), new.get("protests"))
    if not lines:
        return [_w("none", lang)]
    if len(lines) > MAX_LINES:
        lines = lines[:MAX_LINES - 1] + [_w("more", lang, n=len(lines) - MAX_LINES + 1)]
    return lines


def _seats_and_result(old: dict[str, Any], new: dict[str, Any], changed: Callable[..., None], lang: str) -> None:
    """Names and roles as written; fouls, departures and the winner as the engine has them."""
    old_players = {p.get("seat"): p for p in old.get("players") or []}
    new_players = {p.get("seat"): p for p in new.get("players") or []}
    for seat in sorted(set(old_players) | set(new_players), key=lambda s: s or 0):
        a, b = old_players.get(seat) or {}, new_players.get(seat) or {}
        changed("name", a.get("name"), b.get("name"), seat=seat)
        changed("role", a.get("role"), b.get("role"), seat=seat)
    old_facts, new_facts = _facts(old), _facts(new)
    if old_facts is not None and new_facts is not None:
        (old_game, old_seats), (new_game, new_seats) = old_facts, new_facts
        for seat in sorted(set(old_seats) | set(new_seats)):
            a, b = old_seats.get(seat) or {}, new_seats.get(seat) or {}
            changed("fouls", a.get("fouls"), b.get("fouls"), seat=seat)
            changed("left", _left(a, lang), _left(b, lang), seat=seat)
        changed("winner", old_game.get("winner"), new_game.get("winner"))


def _left(seat: dict[str, Any], lang: str) -> str | None:
    """"Д3, по фолам": where and how the seat left, in the reader's words."""
    from app.kernel.findings import phase_label
    how = seat.get("left_how")
    if not how:
        return None
    words = _w(f"left.{how}", lang) if f"left.{how}" in _WORDS else str(how)
    return ", ".join(x for x in (phase_label(seat.get("left_phase"), lang), words) if x)


def _facts(doc: dict[str, Any]) -> tuple[dict[str, Any], dict[int, dict[str, Any]]] | None:
    try:
        from app.storage.derive import derive
        facts = derive(doc)
    except Exception:       # a document the engine cannot replay: compare what is written
        return None
    return facts.game, {row["seat"]: row for row in facts.seats}


def _phases(old: list[Any], new: list[Any], lang: str) -> list[str]:
    from difflib import SequenceMatcher
    lines = []
    for index in range(max(len(old), len(new))):
        if index >= len(old):
            lines.append(_w("phase_added", lang, phase=new[index].get("phase", index)))
            continue
        if index >= len(new):
            lines.append(_w("phase_removed", lang, phase=old[index].get("phase", index)))
            continue
        a = [json.dumps(e, sort_keys=True, ensure_ascii=False) for e in old[index].get("events") or []]
        b = [json.dumps(e, sort_keys=True, ensure_ascii=False) for e in new[index].get("events") or []]
        if a == b:
            continue
        differing = sum(max(i2 - i1, j2 - j1) for tag, i1, i2, j1, j2 in SequenceMatcher(None, a, b).get_opcodes()
                        if tag != "equal")
        from app.kernel.findings import phase_label
        lines.append(_w("events", lang, phase=phase_label(new[index].get("phase"), lang) or index, before=len(a),
                        after=len(b), changed=differing))
    return lines
