"""``mafia-protocol show`` for a boulevard game (the command line's text, beside the sport
game's ``show_render``): the table, each day's vote and each night's
resolution as plain text for a terminal (the judge's view: it includes the private results),
read from the protocol snapshot (``app.snapshot``): it decides nothing.

>>> from app.boulevard import replay, sample_boulevard_game
>>> from app.snapshot import build_snapshot
>>> text = render_text(build_snapshot(replay(sample_boulevard_game()), sample_boulevard_game()), "en")
>>> print(text.splitlines()[5].rstrip())
 2  Шерлок   Commissar
>>> [line for line in text.splitlines() if line.startswith("Night 1")][0][:60]
'Night 1: block: 7 (Don); the shot made by 8; client: 8; Doct'
"""
from __future__ import annotations

from ..i18n import NP_, pgettext
from ..kernel.findings import phase_label, place_label
from ..snapshot import Day, ProtocolSnapshot

CONTEXT = "boulevard show"
_W = {    # the club protocol's words, in their own context of the catalogue
    "rules": NP_("boulevard show", "Rules"),
    "judge": NP_("boulevard show", "judge"),
    "seat": NP_("boulevard show", "#"),
    "player": NP_("boulevard show", "Player"),
    "role": NP_("boulevard show", "Role"),
    "left": NP_("boulevard show", "Left"),
    "killed": NP_("boulevard show", "killed"),
    "voted": NP_("boulevard show", "voted out"),
    "disqualified": NP_("boulevard show", "removed"),
    "day": NP_("boulevard show", "Day"),
    "night": NP_("boulevard show", "Night"),
    "ballot": NP_("boulevard show", "nominated"),
    "round": NP_("boulevard show", "round"),
    "leaves": NP_("boulevard show", "leaves"),
    "nobody": NP_("boulevard show", "nobody leaves"),
    "no_vote": NP_("boulevard show", "no vote"),
    "not_recorded": NP_("boulevard show", "the vote is not recorded"),
    "silenced": NP_("boulevard show", "without a speech"),
    "result": NP_("boulevard show", "Result"),
    "in_progress": NP_("boulevard show", "in progress"),
    "findings": NP_("boulevard show", "Findings"),
    "none": NP_("boulevard show", "none"),
    "error": NP_("boulevard show", "error"),
    "warning": NP_("boulevard show", "warning"),
}


def _w(key: str, lang: str) -> str:
    return pgettext(lang, CONTEXT, _W[key])


def render_text(snap: ProtocolSnapshot, lang: str = "ru") -> str:
    h = snap.header
    head = [h.tournament.strip(), h.date]
    if h.judge:
        head.append(f"{_w('judge', lang)} {h.judge}")
    readings = ", ".join(f"{r.key}={r.value}" for r in snap.readings)
    lines = [" · ".join(x for x in head if x), f"{_w('rules', lang)}: {h.preset} ({readings})", ""]
    width = min(max([len(_w("player", lang))] + [len(p.name) for p in snap.seats]), 24)
    lines.append(f"{_w('seat', lang):>2}  {_w('player', lang):<{width}}  {_w('role', lang):<11} {_w('left', lang)}")
    for p in snap.seats:
        left = f"{phase_label(p.left.phase, lang)} {_w(p.left.how, lang)}" if p.left else ""
        lines.append(f"{p.seat:>2}  {p.name[:width]:<{width}}  {p.role_name.pick(lang):<11} {left}")
    lines.append("")
    days = {d.name: d for d in snap.days}
    nights = {n.name: n for n in snap.nights}
    for name in snap.phases:
        if name in days:
            lines.append(_day(days[name], lang))
        elif (summary := nights[name].private_summary) is not None:
            lines.append(f"{_w('night', lang)} {nights[name].number}: {summary.pick(lang)}")
    outcome = snap.outcome.winner_words.pick(lang) if snap.outcome else _w("in_progress", lang)
    lines += ["", f"{_w('result', lang)}: {outcome}"]
    lines.append(f"{_w('findings', lang)}: {len(snap.findings) or _w('none', lang)}")
    for f in snap.findings:
        where = place_label(f.phase, f.event, lang)
        lines.append(f"  {_w(f.severity, lang):8} {where:8} {f.message.pick(lang)}")
    return "\n".join(lines) + "\n"


def _day(day: Day, lang: str) -> str:
    parts = []
    if day.silenced:
        parts.append(f"{_w('silenced', lang)}: {', '.join(map(str, day.silenced))}")
    if day.ballot:
        parts.append(f"{_w('ballot', lang)} {', '.join(str(c.seat) for c in day.ballot)}")
    for r in day.rounds:
        parts.append(f"{_w('round', lang)} {r.number}: " + ", ".join(f"{c}: {r.count(c)}" for c in r.candidates))
    if day.leaving:
        parts.append(f"{_w('leaves', lang)} {', '.join(map(str, day.leaving))}")
    elif day.result in ("no_vote", "not_recorded"):
        parts.append(_w(day.result, lang))
    elif day.result is not None:
        parts.append(_w("nobody", lang))
    return f"{_w('day', lang)} {day.number}: " + "; ".join(parts)
