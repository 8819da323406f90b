"""What a conversion says back: the record that cannot be read, and, per game, what could
not be carried across (never dropped in silence), in the user's language through the message
catalogue, like the format's own errors."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from app.i18n import N_, NP_, SOURCE, gettext, pgettext, words

# code -> the English template; {params} are filled in.
_NOTES: dict[str, str] = {
    "rules_code": N_("mafiaratings rule '{name}={value}' cannot be expressed in our rule books"),
    "option": N_("option {key}={value} has no place in mafiaratings' rules code"),
    "preset": N_("rule book '{preset}' is written as league options"),
    "boulevard": N_("a boulevard game: mafiaratings has none of its roles and rules"),
    "arranged": N_("the mafia's static arrangement (arranged)"),
    "on_record": N_("colours left on record"),
    "worst_move": N_("the 'worst move' of player {seat}"),
    "comment": N_("the judge's comments on players"),
    "vice": N_("the 'vice' in player {seat}'s guess"),
    "guess": N_("player {seat}'s guess (other than a best move)"),
    "bonus_text": N_("the bonuses' texts"),
    "com_killer": N_("the 'sheriff's killer' mark"),
    "unnamed_shooter": N_("the shooter of a shot the record leaves unnamed ({phase}): its victim is kept as killed"),
    "timing": N_("the phases' start times (timing)"),
    "stage": N_("unfinished game: last stage {stage}"),
    "unplaced": N_("{count} event(s) with no place in the game ({what})"),
    "counts_only": N_("votes written as counts, not by voter ({phase})"),
    "lift_count": N_("the lift-all vote written as a count ({phase})"),
    "refused_nomination": N_("nominations refused or replaced ({phase})"),
    "withdraw": N_("withdrawn nominations ({phase})"),
    "warning": N_("warnings of 9.3.1 ({count})"),
    "clause": N_("the clauses of penalties"),
    "during_shooting": N_("a removal during the count at a number ({phase})"),
    "voted_out": N_("the record says player {seat} was voted out in {phase}, its votes say otherwise"),
    "no_votes": N_("who was voted out in {phase} is written without the votes: the replay differs"),
    "missing_shot": N_("a shot recorded neither as made nor as not made ({phase})"),
    "result_missing": N_("a winner the protocol does not declare, written from the replay"),
    "penalty_points": N_("penalty points and cards"),
    "errors": N_("a protocol with {count} error(s): mafiaratings keeps the game, not its mistakes"),
    "unknown_event": N_("event '{type}'"),
    "check_result": N_("the checks' answers"),
    "time": N_("the events' time stamps"),
    "self_vote_count": N_("a first-day self-vote (7.16.4) without the voters' names"),
    "draw_declared": N_("a draw with no cause in the protocol"),
    "guess_count": N_("player {seat}'s best move, kept only as the number of blacks named ({count})"),
}

# The foreign formats' own words ("expected … found …") read differently from a game file's.
_RECORD = "foreign record"


@dataclass
class Notes:
    """What one game lost on the way.  ``replay`` notes change the game's replay."""

    items: list[tuple[str, dict[str, Any], bool]] = field(default_factory=list)

    def add(self, code: str, replay: bool = False, **params: Any) -> None:
        entry = (code, params, replay)
        if entry not in self.items:
            self.items.append(entry)

    def __bool__(self) -> bool:
        return bool(self.items)

    @property
    def affects_replay(self) -> bool:
        return any(replay for _, _, replay in self.items)

    def line(self, name: str, lang: str = "ru") -> str:
        """One line per game: the file, then everything it could not carry."""
        texts = [gettext(lang, _NOTES[code], **params) for code, params, _ in self.items]
        lost = gettext(lang, "not carried across")
        return f"{name}: {lost}: " + "; ".join(texts)

    def to_json(self) -> list[str]:
        return [_NOTES[code].format(**params) for code, params, _ in self.items]


_ERRORS: dict[str, str] = {
    "io": NP_("foreign record", "cannot read the file: {reason}"),
    "json": NP_("foreign record", "not valid JSON: line {line}, column {column}"),
    "shape": NP_("foreign record", "expected {expected}, found {found}"),
    "missing": NP_("foreign record", "a required field is missing"),
    "value": NP_("foreign record", "{value} is not allowed here"),
    "players": NP_("foreign record", "there must be 10 players, found {count}"),
    "roles": NP_("foreign record", "wrong roles: {citizen} citizen, {sheriff} sheriff, {mafia} mafia, {don} "
                                   "don"),
    "rules": NP_("foreign record", "rules code {value} is not 13 digits"),
    "empty": NP_("foreign record", "the file holds no game"),
    "no_files": NP_("foreign record", "the folder has no .json files"),
    "system": NP_("foreign record", "this is a {found} record, not {expected}"),
    "limit": NP_("foreign record", "{count} entries, more than a real game holds (at most {limit})"),
    "no_players": NP_("foreign record", "players: null — the record holds no players, so it is not a game"),
}


class ForeignFileError(ValueError):
    """A foreign record that cannot be read: the file, the place in it and what is wrong."""

    def __init__(self, code: str, source: str, place: str = "", **params: Any) -> None:
        self.code, self.source, self.place, self.params = code, source, place, params
        super().__init__(self.message(SOURCE))

    def message(self, lang: str = "ru") -> str:
        # a parameter that reads differently in each language is a message (app/i18n.py)
        params = words(self.params, lang)
        text = pgettext(lang, _RECORD, _ERRORS[self.code], **params)
        return f"{self.source}: {self.place}: {text}" if self.place else f"{self.source}: {text}"

    def __str__(self) -> str:
        return self.message(SOURCE)

    def __reduce__(self) -> tuple[Callable[..., ForeignFileError], tuple[Any, ...]]:
        return (_rebuild, (self.code, self.source, self.place, self.params))


def _rebuild(code: str, source: str, place: str, params: dict[str, Any]) -> ForeignFileError:
    return ForeignFileError(code, source, place, **params)


def describe(value: Any) -> str:
    """A value as the error message names its kind."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return f"{value!r}"
    if isinstance(value, str):
        return f'"{value[:30]}"'
    return "[…]" if isinstance(value, list) else "{…}"


@dataclass(frozen=True)
class WithoutSource:
    """An error's message (``error.message(lang)``) without the prefix naming its file."""

    error: Any
    prefix: str

    def pick(self, lang: str | None) -> str:
        text: str = self.error.message(lang)
        return text[len(self.prefix):] if text.startswith(self.prefix) else text
