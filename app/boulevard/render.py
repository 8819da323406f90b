"""``mafia-protocol show`` for a boulevard game: the table, each day's vote and each night's
resolution as plain text for a terminal (the judge's view: it includes the private results).

>>> from app.boulevard import replay, sample_boulevard_game
>>> text = render_text(sample_boulevard_game(), replay(sample_boulevard_game()), "en")
>>> print(text.splitlines()[5].rstrip())
 2  Шерлок   Commissar
>>> [line for line in text.splitlines() if line.startswith("Night 1")][0][:60]
'Night 1: block: 7 (Don); the shot made by 8; client: 8; Doct'
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .journal import night_summary
from .model import Day, event_number, phase_name
from .roles import ROLE_NAMES, WINNER_TEXT

if TYPE_CHECKING:
    from .state import BoulevardState

_W = {
    "rules": ("Правила", "Rules"), "judge": ("судья", "judge"), "seat": ("№", "#"),
    "player": ("Игрок", "Player"), "role": ("Роль", "Role"), "left": ("Выбыл", "Left"),
    "killed": ("убит", "killed"), "voted": ("заголосован", "voted out"), "disqualified": ("удалён", "removed"),
    "day": ("День", "Day"), "night": ("Ночь", "Night"), "ballot": ("выставлены", "nominated"),
    "round": ("раунд", "round"), "leaves": ("покидает", "leaves"), "nobody": ("никто не покидает", "nobody leaves"),
    "no_vote": ("голосования нет", "no vote"), "not_recorded": ("голосование не записано", "the vote is not recorded"),
    "silenced": ("без слова", "without a speech"), "result": ("Итог", "Result"),
    "in_progress": ("игра идёт", "in progress"), "findings": ("Замечания", "Findings"),
    "none": ("нет", "none"), "error": ("ошибка", "error"), "warning": ("внимание", "warning"),
}


def _w(key: str, lang: str) -> str:
    ru, en = _W[key]
    return en if lang == "en" else ru


def render_text(doc: dict[str, Any], state: BoulevardState, lang: str = "ru") -> str:
    meta = doc.get("meta") or {}
    head = [str(meta.get("tournament", "")).strip(), str(meta.get("date", "") or "")]
    if meta.get("judge"):
        head.append(f"{_w('judge', lang)} {meta['judge']}")
    readings = ", ".join(f"{k}={v}" for k, v in state.readings().items())
    lines = [" · ".join(h for h in head if h), f"{_w('rules', lang)}: boulevard ({readings})", ""]
    width = min(max([len(_w("player", lang))] + [len(p.name) for p in state.players.values()]), 24)
    lines.append(f"{_w('seat', lang):>2}  {_w('player', lang):<{width}}  {_w('role', lang):<11} {_w('left', lang)}")
    for seat, p in sorted(state.players.items()):
        left = f"{p.left.phase} {_w(p.left.how, lang)}" if p.left else ""
        lines.append(f"{seat:>2}  {p.name[:width]:<{width}}  {ROLE_NAMES[p.role].get(lang):<11} {left}")
    lines.append("")
    for phase in state.phases:
        if isinstance(phase, Day):
            lines.append(_day(phase, lang))
        elif phase.result is not None:
            lines.append(f"{_w('night', lang)} {phase.number}: {night_summary(phase.result).get(lang)}")
    outcome = WINNER_TEXT[state.winner].get(lang) if state.winner else _w("in_progress", lang)
    lines += ["", f"{_w('result', lang)}: {outcome}"]
    serious = [f for f in state.findings if f.severity != "info"]
    lines.append(f"{_w('findings', lang)}: {len(serious) or _w('none', lang)}")
    for f in serious:
        where = " ".join(x for x in (phase_name(f.phase).get(lang) if f.phase else "",
                                     f"#{event_number(f.event)}" if f.event is not None else "") if x)
        lines.append(f"  {_w(f.severity, lang):8} {where:8} {f.message(lang)}")
    return "\n".join(lines) + "\n"


def _day(day: Day, lang: str) -> str:
    parts = []
    if day.silenced:
        parts.append(f"{_w('silenced', lang)}: {', '.join(map(str, sorted(day.silenced)))}")
    if day.ballot:
        parts.append(f"{_w('ballot', lang)} {', '.join(map(str, day.ballot))}")
    for r in day.rounds:
        parts.append(f"{_w('round', lang)} {r.number}: " + ", ".join(f"{c}: {r.tallies.get(c, 0)}" for c in r.candidates))
    if day.leaving:
        parts.append(f"{_w('leaves', lang)} {', '.join(map(str, day.leaving))}")
    elif day.result in ("no_vote", "not_recorded"):
        parts.append(_w(day.result, lang))
    elif day.result is not None:
        parts.append(_w("nobody", lang))
    return f"{_w('day', lang)} {day.number}: " + "; ".join(parts)
