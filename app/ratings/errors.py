"""The ratings' one error type: a code and its parameters, worded in the user's language."""
from __future__ import annotations

from typing import Any

from app.i18n import DEFAULT, NP_, gettext

MESSAGES: dict[str, str] = {
    "formula.unknown": NP_("ratings", "unknown rating formula «{name}» (known: {known})"),
    "formula.unreadable": NP_("ratings", "{source}: cannot read the rating formula: {reason}"),
    "formula.invalid": NP_("ratings", "{source}: {where}: {reason}"),
    "person.unknown": NP_("ratings", "no player «{name}» in the archive"),
    "person.ambiguous": NP_("ratings", "«{name}» names several people: {ids} — give the id"),
    "person.same": NP_("ratings", "a person cannot be merged into itself (#{id})"),
    "person.no_seats": NP_("ratings", "none of the games given is #{id}'s"),
    "change.unknown": NP_("ratings", "no change #{number} in the trail of persons"),
    "change.undone": NP_("ratings", "change #{number} is already undone"),
    "change.stale": NP_("ratings", "change #{number} cannot be undone: later changes moved the same games "
                                   "(undo #{later} first)"),
    "tournament.unknown": NP_("ratings", "no tournament «{name}» in the archive"),
    "season.invalid": NP_("ratings", "the season «{value}» is not a year"),
}


class RatingError(ValueError):
    """A formula, a person or a change that cannot be found or used."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code, self.params = code, params
        super().__init__(self.message(DEFAULT))

    def message(self, lang: str = "ru") -> str:
        return gettext(lang, MESSAGES[self.code], **self.params)
