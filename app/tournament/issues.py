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

from app.engine import Text

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
        shown = {k: (number(v, lang) if isinstance(v, float) else v.get(lang) if isinstance(v, Text) else v)
                 for k, v in self.params}
        return message(self.code, lang, **shown)

    def to_json(self, lang: str = "ru") -> dict:
        return {"severity": self.severity, "code": self.code, "game": self.game, "seat": self.seat,
                "player": self.player, "message": self.message(lang)}

    def line(self, lang: str = "ru") -> str:
        """One line for the command line: where, then what."""
        where = self.game or ""
        return f"{where}: {self.message(lang)}" if where else self.message(lang)
