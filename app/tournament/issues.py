"""Findings-like records of the tournament code: what the secretary should look at.

>>> i = Issue("warning", "extra.too_many", game="r1/t2", params=(("count", 7), ("limit", 6)))
>>> i.message("en")
'7 players got extra points; the regulation allows at most 6'
>>> i.to_json("ru")["message"]
'ДБ получили 7 игроков, регламент разрешает не более 6'
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from app.i18n import Phrase, word

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


def refused_change_issues(problems: Iterable[Any]) -> list[Issue]:
    """The changes sent from the tables that the tournament's archive refused (issue 29:
    ``app.storage.live.Problem``, kept in ``live.problems``): each an error for the secretary,
    as the table's game went on without it.

    >>> class Refused:
    ...     round, table, game, seq = 2, 5, 1, 14
    ...     def reason(self, lang): return {"en": "a foul of seat 11", "ru": "фол места 11"}[lang]
    >>> [i.message("en") for i in refused_change_issues([Refused()])]  # doctest: +NORMALIZE_WHITESPACE
    ['round 2, table 5, game 1: the archive did not accept change 14 sent from the table (a foul of seat 11); \
the game goes on without it — check the protocol with the judge']
    """
    return [_change_issue(problem) for problem in problems]


def _change_issue(problem: Any) -> Issue:
    # A change applied all the same (players the seating does not place there) is a warning.
    accepted = getattr(problem, "accepted", False)
    return Issue("warning" if accepted else "error", "live.noted" if accepted else "live.refused", params=(
        ("round", problem.round), ("table", problem.table), ("game", problem.game), ("seq", problem.seq),
        ("reason", Phrase.worded_by(problem, "reason"))))
