"""The audience view worded in the user's language: the plain JSON the page and the second
window draw, every text from the domain's catalogue (app/i18n), so the page carries no words
of its own.

>>> from app import editions
>>> from app.sport import sample_game
>>> from app.snapshot import build_snapshot
>>> from .view import audience_view
>>> doc = sample_game()
>>> data = worded(audience_view(build_snapshot(editions.replay(doc), doc)), "en")
>>> data["phase"], data["result"]["text"], data["seats"][0]["role"]
('Day 3', 'Red wins', 'citizen')
"""
from __future__ import annotations

from typing import Any

from app.flow import WARN_AT
from app.i18n import NP_, gettext, language

from .view import AudienceSeat, AudienceView, Timer

_LABELS = {
    "nominated": NP_("audience", "Nominated"),
    "vote": NP_("audience", "Vote"),
    "nobody": NP_("audience", "Nobody is nominated"),
    "lift": NP_("audience", "For lifting all"),
    "best_move": NP_("audience", "Best move"),
    "connection": NP_("audience", "No connection to the judge's program"),
    "by": NP_("audience", "by {seat}"),
    "title": NP_("audience", "Mafia Protocol: the table"),
}
_SPEAKER = NP_("audience", "Speaks: {seat} {name}")
_LEFT = {
    "killed": NP_("audience", "killed"),
    "voted": NP_("audience", "voted out"),
    "lifted": NP_("audience", "lifted"),
    "fouls": NP_("audience", "4 fouls"),
    "disqualified": NP_("audience", "removed"),
}
_STEPS = {
    "setup": NP_("audience", "The game is about to start"),
    "agreement": NP_("audience", "Night"),
    "last_word": NP_("audience", "Last word"),
    "discussion": NP_("audience", "Discussion"),
    "revote_speeches": NP_("audience", "The tied players speak before the re-vote"),
    "vote": NP_("audience", "Vote"),
    "lift_all": NP_("audience", "Shall all of them leave?"),
    "day_over": NP_("audience", "The day is over"),
    "night": NP_("audience", "Night"),
    "game_over": NP_("audience", "The game is over"),
}
_DAY_RESULTS = {
    "voted": NP_("audience", "leaves the table"),
    "lifted": NP_("audience", "all of them leave"),
    "stayed": NP_("audience", "all stay"),
    "cancelled": NP_("audience", "the vote is cancelled"),
    "no_vote": NP_("audience", "no vote"),
    "night": NP_("audience", "no one leaves: night falls"),
    "draw": NP_("audience", "the whole table is lifted: a draw"),
    "tie": NP_("audience", "a tie: no one leaves"),
    "no_majority": NP_("audience", "no majority: no one leaves"),
    "no_votes": NP_("audience", "no votes: no one leaves"),
    "not_recorded": NP_("audience", "the vote is not recorded"),
}
_PHASES = {
    "D": NP_("audience", "Day {number}"),
    "N": NP_("audience", "Night {number}"),
}


def labels(lang: str) -> dict[str, str]:
    return {key: gettext(lang, text) for key, text in _LABELS.items()}


def phase_name(name: str | None, lang: str) -> str:
    if not name:
        return ""
    return gettext(lang, _PHASES[name[0]], number=name[1:])


def worded(view: AudienceView, lang: str) -> dict[str, Any]:
    """The view as plain data with its words in ``lang``: what the server sends and the window shows."""
    lang = language(lang)
    result = view.result
    return {
        "lang": lang, "edition": view.edition, "labels": labels(lang), "heading": _heading(view, lang),
        "phase": phase_name(view.phase, lang), "step": gettext(lang, _STEPS.get(view.step, _STEPS["setup"])),
        "speaker": view.speaker, "speaker_text": _speaker(view, lang),
        "in_day": bool(view.phase and view.phase[0] == "D" and not view.finished),
        "timer": timer_text(view.timer),
        "seats": [_seat(s, lang) for s in view.seats],
        "nominations": [{"seat": n.seat, "by": n.by} for n in view.nominations],
        "rounds": [{"number": r.number, "complete": r.complete,
                    "counts": [{"seat": seat, "votes": votes} for seat, votes in r.counts]} for r in view.rounds],
        "lift": view.lift,
        "day_result": None if view.day_result is None else {
            "text": gettext(lang, _DAY_RESULTS.get(view.day_result, _DAY_RESULTS["voted"])),
            "leaving": list(view.leaving)},
        "best_move": list(view.best_move),
        "result": None if result is None else {"winner": result.winner, "text": _capital(result.words.pick(lang))},
    }


def timer_text(timer: Timer | None) -> dict[str, Any] | None:
    """The timer as the screen shows it (m:ss), with what it is doing."""
    if timer is None:
        return None
    return {"left": timer.left, "preset": timer.preset, "running": timer.running,
            "text": f"{timer.left // 60}:{timer.left % 60:02d}",
            "warn": timer.left <= WARN_AT and (timer.running or timer.left == 0)}


def _speaker(view: AudienceView, lang: str) -> str:
    seat = next((s for s in view.seats if s.seat == view.speaker), None)
    return "" if seat is None else gettext(lang, _SPEAKER, seat=seat.seat, name=seat.name).strip()


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _heading(view: AudienceView, lang: str) -> str:
    """The tournament, round, table and game as the header names them."""
    parts = [view.tournament]
    for key, value in (("round", view.round), ("table", view.table), ("game", view.game)):
        if value:
            parts.append(gettext(lang, _HEADING[key], value=value))
    return " · ".join(p for p in parts if p)


_HEADING = {
    "round": NP_("audience", "round {value}"),
    "table": NP_("audience", "table {value}"),
    "game": NP_("audience", "game {value}"),
}


def _seat(seat: AudienceSeat, lang: str) -> dict[str, Any]:
    return {"seat": seat.seat, "name": seat.name, "fouls": seat.fouls,
            "left": None if seat.left is None else gettext(lang, _LEFT.get(seat.left, _LEFT["disqualified"])),
            "speaking": seat.speaking, "nominated": seat.nominated,
            "role": None if seat.role_name is None else seat.role_name.pick(lang),
            "won": seat.won}
