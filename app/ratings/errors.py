"""The ratings' one error type: a code and its parameters, worded in the user's language."""
from __future__ import annotations

from typing import Any

from app.i18n import DEFAULT, N_, gettext

MESSAGES: dict[str, str] = {
    "formula.unknown": N_("unknown rating formula «{name}» (known: {known})"),
    "formula.unreadable": N_("{source}: cannot read the rating formula: {reason}"),
    "formula.invalid": N_("{source}: {where}: {reason}"),
    "person.unknown": N_("no player «{name}» in the archive"),
    "person.ambiguous": N_("«{name}» names several people: {ids} — give the id"),
    "person.same": N_("a person cannot be merged into itself (#{id})"),
    "person.no_seats": N_("none of the games given is #{id}'s"),
    "change.unknown": N_("no change #{number} in the trail of persons"),
    "change.undone": N_("change #{number} is already undone"),
    "change.stale": N_("change #{number} cannot be undone: later changes moved the same games (undo #{later} first)"),
    "tournament.unknown": N_("no tournament «{name}» in the archive"),
    "season.invalid": N_("the season «{value}» is not a year"),
}


class RatingError(ValueError):
    """A formula, a person or a change that cannot be found or used."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code, self.params = code, params
        super().__init__(self.message(DEFAULT))

    def message(self, lang: str = "ru") -> str:
        return gettext(lang, MESSAGES[self.code], **self.params)
