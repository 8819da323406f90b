"""``mafia-protocol show``: the protocol as a plain-text table for a terminal."""
from __future__ import annotations

from app.i18n import N_, NP_, gettext

from ..engine import State
from ..engine.findings import phase_label
from ..engine.model import Day, Night

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


def render_protocol(doc: dict, state: State, lang: str = "ru") -> str:
    lines: list[str] = []
    meta = doc.get("meta") or {}
    head = [str(meta.get("tournament", "")).strip()]
    for key, label in (("round", "tour"), ("table", "table"), ("game", "game")):
        if meta.get(key) not in (None, ""):
            head.append(f"{w(label, lang)} {meta[key]}")
    if meta.get("date"):
        head.append(str(meta["date"]))
    if meta.get("judge"):
        head.append(f"{w('judge', lang)} {meta['judge']}")
    lines.append(" · ".join(h for h in head if h))
    lines.append(f"{w('rules', lang)}: {state.rules.preset}")
    lines.append("")
    name_width = min(max([len(w("player", lang))] + [len(p.name) for p in state.players.values()]), 24)
    lines.append(f"{w('seat', lang):>2}  {w('player', lang):<{name_width}}  {w('role', lang):<7}  "
                 f"{w('fouls', lang):<5} {w('left', lang)}")
    for seat, p in sorted(state.players.items()):
        left = ""
        if p.left:
            how = {"fouls": "fouls_out"}.get(p.left.how, p.left.how)
            left = f"{phase_label(p.left.phase, lang)} {w(how, lang)}" + (" +" + w("disqualified", lang) if p.left.disqualified else "")
        fouls = "●" * p.fouls + "○" * max(0, 4 - p.fouls)
        lines.append(f"{seat:>2}  {_fit(p.name, name_width):<{name_width}}  {w(p.role, lang):<7}  {fouls:<5} {left}")
    lines.append("")
    for phase in state.phases:
        if isinstance(phase, Day):
            lines.extend(_day_lines(phase, state, lang))
        else:
            lines.extend(_night_lines(phase, lang))
    lines.append("")
    outcome = w("win_" + state.winner, lang) if state.winner else w("in_progress", lang)
    lines.append(f"{w('result', lang)}: {outcome}")
    if state.best_move:
        bm = state.best_move
        lines.append(f"{w('best_move', lang)}: {bm.seat} → {', '.join(map(str, bm.guess))} "
                     f"({w('hits', lang)} {bm.hits})")
    shown = [f for f in state.findings if f.severity != "info"]
    if shown:
        lines.append("")
        lines.append(w("findings", lang) + ":")
        for f in shown:
            where = f"{phase_label(f.phase, lang)}{'#' + str(f.event) if f.event is not None else ''}"
            lines.append(f"  [{w(f.severity, lang)}] {f.clause or ''} {where}: {f.message(lang)}")
    return "\n".join(lines) + "\n"


def _day_lines(day: Day, state: State, lang: str) -> list[str]:
    out = [f"{_phase_head(day, lang)} ({w('order', lang)}: "
           f"{' '.join(map(str, day.speaking_order()))})"]
    by_target = {t: b for b, t in day.nominator.items()}
    ballot = ", ".join(f"{t} ({w('by', lang)} {by_target.get(t, '?')})" for t in day.ballot)
    out.append(f"  {w('ballot', lang)}: {ballot or w('none', lang)}")
    for rnd in day.rounds:
        tallies = ", ".join(f"{c}: {_count(rnd, c)}" for c in rnd.candidates)
        out.append(f"  {w('round', lang)} {rnd.number}: {tallies}")
    if day.lift is not None:
        out.append(f"  {w('lift', lang)}: {day.lift[0]}")
    if day.result in ("voted", "lifted"):
        out.append(f"  → {w('leaves', lang)}: {', '.join(map(str, day.leaving))}")
    elif day.result in ("stayed", "night"):
        out.append(f"  → {w('stay', lang)}")
    elif day.result in ("cancelled", "no_vote", "draw"):
        out.append(f"  → {w(day.result, lang)}")
    return out


def _count(rnd, seat: int) -> str:
    """A candidate's hands: "·" while not counted, "(n)" for the remainder inferred by 7.13."""
    if not rnd.complete:
        return str(rnd.recorded.get(seat, "·"))
    if seat in rnd.inferred() and seat not in rnd.recorded:
        return f"({rnd.tallies[seat]})"
    return str(rnd.tallies[seat])


def _night_lines(night: Night, lang: str) -> list[str]:
    out = [_phase_head(night, lang)]
    rec = night.shooting
    if rec is not None:
        shots = ", ".join(f"{s}→{t if t is not None else '—'}" for s, t in sorted((rec.shots or {}).items()))
        result = f"{w('kill', lang)} {night.victim}" if night.victim else w("miss", lang)
        out.append(f"  {w('shots', lang)}: {shots or '—'} ⇒ {result}")
    if night.don_check:
        target, truth = night.don_check
        out.append(f"  {w('don_check', lang)} {target}: {w('is_sheriff' if truth == 'sheriff' else 'not_sheriff', lang)}")
    if night.sheriff_check:
        target, truth = night.sheriff_check
        out.append(f"  {w('sheriff_check', lang)} {target}: {w(truth, lang)}")
    return out
