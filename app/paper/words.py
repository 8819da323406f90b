"""The words printed on the pen form and said about its reading, through the message
catalogue (the layout names them by key)."""
from __future__ import annotations

from typing import Any

from app.i18n import N_, gettext

WORDS: dict[str, str] = {
    "title": N_("Game protocol — a form for the pen"),
    "how_to_mark": N_("Mark a box with a tick, a cross or by filling it. To withdraw a mark, strike it "
                      "through with a line beyond the box on both sides."),
    "head.tournament": N_("Tournament: {tournament}"),
    "head.round_table": N_("Round {round} · table {table} · game {game}"),
    "head.judge": N_("Judge: {judge}"),
    "seat": N_("Seat"),
    "player": N_("Player"),
    "roles": N_("Role"),
    "fouls": N_("Fouls"),
    "role.mafia": N_("M"),
    "role.don": N_("D"),
    "role.sheriff": N_("S"),
    "result": N_("Result:"),
    "result.red": N_("red"),
    "result.black": N_("black"),
    "result.draw": N_("draw"),
    "best_move": N_("Best move"),
    "best.seat": N_("who"),
    "best.guess": N_("three seats"),
    "signature": N_("Judge's signature"),
    "day": N_("Day {n}"),
    "night": N_("Night {n}"),
    "nominated_by": N_("nominated by"),
    "candidate": N_("candidate"),
    "votes_round1": N_("votes"),
    "votes_round2": N_("votes in the re-vote"),
    "lift": N_("all leave:"),
    "shooter": N_("shooter {n} (black seats in order)"),
    "don_check": N_("Don's check"),
    "sheriff_check": N_("Sheriff's check"),
    "answer.sheriff": N_("S"),
    "answer.not_sheriff": N_("–"),
    "answer.red": N_("R"),
    "answer.black": N_("B"),
    "side_of": N_("Side {n} of {total}"),
    "fouls_before": N_("fouls before the vote (row: the seat's 1st…4th of the day)"),
    "fouls_after": N_("fouls after the vote"),
    "votes_round3": N_("votes in the second re-vote (row: nomination)"),
    "removed_before": N_("removed before the vote"),
    "removed_after": N_("removed after the vote"),
    "removed_night": N_("removed before the shots"),
    "foul": N_("foul {n}"),
    "foul.late": N_("foul {n} after the vote"),
    "votes_round3.short": N_("votes in the second re-vote"),
}


def word(key: str, lang: str, **params: Any) -> str:
    return gettext(lang, WORDS[key], **params)
