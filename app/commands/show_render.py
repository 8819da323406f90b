"""``mafia-protocol show``: the protocol as a plain-text table for a terminal, read from the
protocol snapshot (``app.snapshot``): it decides nothing."""
from __future__ import annotations

from app.i18n import N_, NP_, gettext

from ..kernel.findings import phase_label, place_label
from ..snapshot import Day, Night, ProtocolSnapshot, Round

_W: dict[str, str] = {
    "seat": N_("#"),
    "player": N_("Player"),
    "role": N_("Role"),
    "fouls": N_("Fouls"),
    "left": N_("Left"),
    "citizen": N_("citizen"),
    "sheriff": N_("sheriff"),
    "mafia": N_("mafia"),
    "don": N_("don"),
    "killed": N_("killed"),
    "voted": N_("voted out"),
    "lifted": N_("lifted"),
    "fouls_out": N_("4 fouls"),
    "disqualified": N_("removed"),
    "order": N_("speeches"),
    "ballot": N_("nominated"),
    "none": N_("nobody"),
    "round": NP_("vote round", "round"),
    "lift": N_("for lifting all"),
    "leaves": N_("leaves"),
    "stay": N_("all stay"),
    "cancelled": N_("vote cancelled"),
    "no_vote": N_("no vote"),
    "shots": N_("shots"),
    "kill": N_("killed"),
    "miss": N_("miss"),
    "don_check": N_("Don checked"),
    "sheriff_check": N_("Sheriff checked"),
    "is_sheriff": N_("sheriff"),
    "not_sheriff": N_("not sheriff"),
    "red": N_("red"),
    "black": N_("black"),
    "result": N_("Result"),
    "in_progress": N_("in progress"),
    "win_red": N_("red wins"),
    "win_black": N_("black wins"),
    "win_draw": N_("a draw"),
    "findings": N_("Validator findings"),
    "best_move": N_("best move"),
    "hits": N_("hits"),
    "by": N_("by"),
    "rules": N_("Rules"),
    "night_fall": N_("night"),
    "draw": N_("draw"),
    "judge": N_("judge"),
    "table": N_("table"),
    "tour": N_("round"),
    "game": N_("game"),
    "error": N_("error"),
    "warning": N_("warning"),
}


def w(key: str, lang: str) -> str:
    return gettext(lang, _W[key])


def _phase_head(phase: Day | Night, lang: str) -> str:
    """Day 1 / Night 1 in English; Д1 / Н1 in Russian, as judges write them."""
    if isinstance(phase, Day):
        return gettext(lang, "Day {number}", number=phase.number)
    return gettext(lang, "Night {number}", number=phase.number)


def _fit(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def render_protocol(snap: ProtocolSnapshot, lang: str = "ru") -> str:
    lines: list[str] = []
    h = snap.header
    head = [h.tournament.strip()]
    for value, label in ((h.round, "tour"), (h.table, "table"), (h.game, "game")):
        if value:
            head.append(f"{w(label, lang)} {value}")
    if h.date:
        head.append(h.date)
    if h.judge:
        head.append(f"{w('judge', lang)} {h.judge}")
    lines.append(" · ".join(x for x in head if x))
    lines.append(f"{w('rules', lang)}: {h.preset}")
    lines.append("")
    name_width = min(max([len(w("player", lang))] + [len(p.name) for p in snap.seats]), 24)
    lines.append(f"{w('seat', lang):>2}  {w('player', lang):<{name_width}}  {w('role', lang):<7}  "
                 f"{w('fouls', lang):<5} {w('left', lang)}")
    for p in snap.seats:
        left = ""
        if p.left:
            how = {"fouls": "fouls_out"}.get(p.left.how, p.left.how)
            left = f"{phase_label(p.left.phase, lang)} {w(how, lang)}"
            if p.left.also_removed:
                left += " +" + w("disqualified", lang)
        fouls = "●" * p.fouls + "○" * max(0, snap.fouls.removal - p.fouls)
        lines.append(f"{p.seat:>2}  {_fit(p.name, name_width):<{name_width}}  {w(p.role, lang):<7}  {fouls:<5} {left}")
    lines.append("")
    days = {d.name: d for d in snap.days}
    nights = {n.name: n for n in snap.nights}
    for name in snap.phases:
        lines.extend(_day_lines(days[name], lang) if name in days else _night_lines(nights[name], lang))
    lines.append("")
    outcome = w("win_" + snap.outcome.winner, lang) if snap.outcome else w("in_progress", lang)
    lines.append(f"{w('result', lang)}: {outcome}")
    if snap.best_move:
        bm = snap.best_move
        lines.append(f"{w('best_move', lang)}: {bm.seat} → {', '.join(map(str, bm.guess))} "
                     f"({w('hits', lang)} {bm.hits})")
    if snap.findings:
        lines.append("")
        lines.append(w("findings", lang) + ":")
        for f in snap.findings:
            where = place_label(f.phase, f.event, lang)
            lines.append(f"  [{w(f.severity, lang)}] {f.clause or ''} {where}: {f.message.pick(lang)}")
    return "\n".join(lines) + "\n"


def _day_lines(day: Day, lang: str) -> list[str]:
    out = [f"{_phase_head(day, lang)} ({w('order', lang)}: "
           f"{' '.join(map(str, day.speaking_order))})"]
    ballot = ", ".join(f"{c.seat} ({w('by', lang)} {'?' if c.nominated_by is None else c.nominated_by})"
                       for c in day.ballot)
    out.append(f"  {w('ballot', lang)}: {ballot or w('none', lang)}")
    for rnd in day.rounds:
        tallies = ", ".join(f"{c}: {_count(rnd, c)}" for c in rnd.candidates)
        out.append(f"  {w('round', lang)} {rnd.number}: {tallies}")
    if day.lift is not None:
        out.append(f"  {w('lift', lang)}: {day.lift}")
    if day.result in ("voted", "lifted"):
        out.append(f"  → {w('leaves', lang)}: {', '.join(map(str, day.leaving))}")
    elif day.result in ("stayed", "night"):
        out.append(f"  → {w('stay', lang)}")
    elif day.result in ("cancelled", "no_vote", "draw"):
        out.append(f"  → {w(day.result, lang)}")
    return out


def _count(rnd: Round, seat: int) -> str:
    """A candidate's hands: "·" while not counted, "(n)" for the remainder (the rule book's
    votes not cast go to the last candidate)."""
    value = rnd.count(seat)
    if not rnd.complete:
        return "·" if value is None else str(value)
    if seat in rnd.inferred:
        return f"({value})"
    return str(value)


def _night_lines(night: Night, lang: str) -> list[str]:
    out = [_phase_head(night, lang)]
    if night.shooting:
        shots = ", ".join(f"{s}→{t if t is not None else '—'}" for s, t in night.shots or ())
        result = f"{w('kill', lang)} {night.victim}" if night.victim else w("miss", lang)
        out.append(f"  {w('shots', lang)}: {shots or '—'} ⇒ {result}")
    if night.don_check:
        check = night.don_check
        out.append(f"  {w('don_check', lang)} {check.target}: "
                   f"{w('is_sheriff' if check.answer == 'sheriff' else 'not_sheriff', lang)}")
    if night.sheriff_check:
        check = night.sheriff_check
        out.append(f"  {w('sheriff_check', lang)} {check.target}: {w(check.answer, lang)}")
    return out
