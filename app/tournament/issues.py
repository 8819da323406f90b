"""Findings-like records of the tournament code: what the secretary should look at.

>>> i = Issue("warning", "extra.too_many", game="r1/t2", params=(("count", 7), ("limit", 6)))
>>> i.message("en")
'7 players got extra points; the regulation allows at most 6'
>>> i.to_json("ru")["message"]
'ДБ получили 7 игроков, регламент разрешает не более 6'
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.i18n import word

from .texts import message, number


@dataclass(frozen=True, slots=True)
class Issue:
    severity: str                     # error | warning | info, as the engine's findings
    code: str
    game: str | None = None           # the game's label (its file, or round/table)
    seat: int | None = None
    player: str | None = None         # the player's key in the standings
    params: tuple[tuple[str, Any], ...] = ()

    def message(self, lang: str = "ru") -> str:
        shown = {k: (number(v, lang) if isinstance(v, float) else word(v, lang)) for k, v in self.params}
        return message(self.code, lang, **shown)

    def to_json(self, lang: str = "ru") -> dict:
        return {"severity": self.severity, "code": self.code, "game": self.game, "seat": self.seat,
                "player": self.player, "message": self.message(lang)}

    def line(self, lang: str = "ru") -> str:
        """One line for the command line: where, then what."""
        where = self.game or ""
        return f"{where}: {self.message(lang)}" if where else self.message(lang)


def protest_issues(game: str, doc: dict[str, Any]) -> list[Issue]:
    """The protests of a game's protocol (app/protests.py), for the secretary to see where the
    decisions are made: one decided is information, one still waiting for the head judge a
    warning.

    >>> [i.message("en") for i in protest_issues("r1/t2", {"protests": [
    ...     {"by": 5, "text": "no last word", "decision": "rejected"}, {"text": "noise"}]})]
    ['protest of seat 5: «no last word»; the head judge decided: «rejected»', \
'protest: «noise»; no decision of the head judge is recorded']
    """
    from app.protests import protests_of
    out = []
    for protest in protests_of(doc):
        code = "game.protest" if protest.by is not None else "game.protest_table"
        severity = "info" if protest.decision else "warning"
        if not protest.decision:
            code += "_pending"
        out.append(Issue(severity, code, game, protest.by, params=(
            ("seat", protest.by), ("text", protest.text), ("decision", protest.decision))))
    return out
