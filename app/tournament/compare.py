"""Where two protocols of one place differ: what the secretary must look at to choose.

>>> from app.sport import sample_game
>>> a, b = sample_game(), sample_game()
>>> b["players"][1]["name"] = "Лис"; b["awards"]["extra_points"]["3"] = 0.3
>>> [d.message("en") for d in differences(a, b)]
['seat 2: nickname Ворон / Лис', 'seat 3: extra points 0.4 / 0.3']
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app import editions
from app.i18n import N_, gettext

from .texts import number

_TEXT: dict[str, str] = {
    "name": N_("seat {seat}: nickname {a} / {b}"),
    "role": N_("seat {seat}: role {a} / {b}"),
    "extra": N_("seat {seat}: extra points {a} / {b}"),
    "penalty": N_("seat {seat}: penalty {a} / {b}"),
    "winner": N_("result: {a} / {b}"),
    "phases": N_("the course of the game differs from phase {phase}, event {event}"),
    "judge": N_("judge: {a} / {b}"),
}


_ROLES: dict[str, str] = {
    "citizen": N_("citizen"),
    "sheriff": N_("sheriff"),
    "mafia": N_("mafia"),
    "don": N_("don"),
}


@dataclass(frozen=True)
class Difference:
    what: str
    seat: int | None = None
    a: Any = None
    b: Any = None
    phase: str | None = None
    event: int | None = None

    def message(self, lang: str = "ru") -> str:

        def shown(v: Any) -> str:
            if v is None:
                return "—"
            if isinstance(v, float):
                return number(v, lang)
            if self.what == "role" and v in _ROLES:
                return gettext(lang, _ROLES[v])
            return str(v)
        return gettext(lang, _TEXT[self.what], seat=self.seat, a=shown(self.a), b=shown(self.b),
                       phase=self.phase, event=self.event)


def _seat(doc: dict, key: str) -> dict[int, Any]:
    out = {}
    for seat, value in ((doc.get("awards") or {}).get(key) or {}).items():
        try:
            out[int(seat)] = float(value)
        except (TypeError, ValueError):
            continue
    return out


def differences(a: dict, b: dict) -> list[Difference]:
    """The fields in which protocol ``b`` differs from ``a``, seat by seat, then the
    result and the first event where the course of the game parts."""
    out: list[Difference] = []
    pa = {p["seat"]: p for p in a.get("players", [])}
    pb = {p["seat"]: p for p in b.get("players", [])}
    for seat in sorted(set(pa) | set(pb)):
        x, y = pa.get(seat, {}), pb.get(seat, {})
        for key, what in (("name", "name"), ("role", "role")):
            if (x.get(key) or "").strip() != (y.get(key) or "").strip():
                out.append(Difference(what, seat, x.get(key), y.get(key)))
    for key, what in (("extra_points", "extra"), ("penalty_points", "penalty")):
        ea, eb = _seat(a, key), _seat(b, key)
        for seat in sorted(set(ea) | set(eb)):
            if ea.get(seat) != eb.get(seat):
                out.append(Difference(what, seat, ea.get(seat), eb.get(seat)))
    wa, wb = editions.replay(a).winner, editions.replay(b).winner
    if wa != wb:
        from .texts import winner_text
        out.append(Difference("winner", None, winner_text(wa) if wa else None, winner_text(wb) if wb else None))
    phases_a, phases_b = a.get("phases", []), b.get("phases", [])
    for i in range(max(len(phases_a), len(phases_b))):
        x = phases_a[i] if i < len(phases_a) else {}
        y = phases_b[i] if i < len(phases_b) else {}
        ev_a, ev_b = x.get("events", []), y.get("events", [])
        if x.get("phase") != y.get("phase") or ev_a != ev_b:
            k = next((j for j in range(max(len(ev_a), len(ev_b)))
                      if (ev_a[j] if j < len(ev_a) else None) != (ev_b[j] if j < len(ev_b) else None)), 0)
            out.append(Difference("phases", phase=x.get("phase") or y.get("phase"), event=k + 1))
            break
    ja, jb = (a.get("meta") or {}).get("judge"), (b.get("meta") or {}).get("judge")
    if ja != jb:
        out.append(Difference("judge", None, ja, jb))
    return out
