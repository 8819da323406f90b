"""The boulevard ("Fortuna") rule book: headings cited as Ф.1–Ф.7, options keyed by name.

The sport books key their options by clause number; the Fortuna text has no numbers, so
every point it leaves open is an option with a name (``boulevard-clauses.toml``).

>>> from app.editions import get_ruleset
>>> rules = get_ruleset({"preset": "boulevard", "options": {"day_vote": "majority"}})
>>> rules.choice("vote"), rules.choice("lawyer")
('majority', 'disguise')
>>> rules.cite("night.block").number, rules.cite("night.block").title("en")
('Ф.2', 'What a block means')
>>> rules.cite("lawyer").number
'lawyer'
>>> rules.to_json()
{'preset': 'boulevard', 'options': {'day_vote': 'majority'}}
>>> get_ruleset({"preset": "boulevard", "options": {"7.5": "7.5.2"}})
Traceback (most recent call last):
...
app.rules.boulevard.UnknownNamedOption: the 'boulevard' rule book has no option '7.5'
(known: lawyer, bartender_protected, commissar_check, maniac_victory, day_vote, doctor_self, repeat_target)
"""
from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from ..i18n import catalogue_text
from .catalogue import HERE, Clause, parse_text
from .ruleset import InvalidChoice, Ruleset, UnknownOption  # noqa: F401 (the doctests)

CLUB_PRESET = "boulevard"      # the rule book of the club edition (app.editions.CLUB)
BOULEVARD = CLUB_PRESET


class UnknownNamedOption(UnknownOption):
    kind = "unknown_named_option"


class Book:
    """The boulevard catalogue: the same questions the sport ``Catalogue`` answers."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.title: dict[str, Any] = data["book"]["title"]
        self.clauses: dict[str, Any] = data["clauses"]
        self.topics: dict[str, Any] = data["topics"]
        self.options: dict[str, Any] = data["options"]
        self.table: dict[str, Any] = data["table"]
        self._clauses: dict[str, Clause] = {}
        self._wording: dict[str, str] | None = None

    def clause(self, number: str) -> Clause:
        found = self._clauses.get(number)
        if found is None:
            found = self._clauses[number] = self._make(number)
        return found

    def _make(self, number: str) -> Clause:
        if number in self.options:
            return Clause.of(BOULEVARD, number, self.options[number]["title"], "")
        return Clause.of(BOULEVARD, number, self.clauses[number], self.wording(number))

    def wording(self, number: str) -> str:
        if self._wording is None:
            headings = {n: [c["heading"]] for n, c in self.clauses.items()}
            self._wording = parse_text(self.data["book"]["text"], headings)
        return self._wording.get(number, "")

    def choice_text(self, key: str, value: str, lang: str = "ru") -> str:
        entry: dict[str, str] = self.options[key]["choices"][value]
        return catalogue_text(entry, lang)


@lru_cache(maxsize=1)
def book() -> Book:
    with open(HERE / "boulevard-clauses.toml", "rb") as f:
        return Book(tomllib.load(f))


@dataclass(frozen=True)
class BoulevardRuleset(Ruleset):
    """The boulevard preset with every named option resolved."""

    # the club book answers by name what the sport catalogue answers by clause number: the
    # same role under another type, which only this class's own methods read
    catalogue: Book = field(default_factory=book, repr=False, compare=False)  # type: ignore[assignment]

    def choice(self, topic: str) -> str:
        """The chosen reading of an option, found by its topic or by its key."""
        key: str = self.catalogue.topics.get(topic, topic)
        return self.options[key]

    def penalty(self, violation: str) -> str | None:
        return None      # the ladder (Ф.5) decides, not a table of violations

    def cite(self, topic: str) -> Clause:
        return self.catalogue.clause(self.catalogue.topics[topic])

    def clause(self, number: str) -> Clause:
        return self.catalogue.clause(number)

    def title(self, lang: str = "ru") -> str:
        return catalogue_text(self.catalogue.title, lang)

    def readings(self) -> dict[str, str]:
        """Every option's reading in force, in the catalogue's order."""
        return {key: self.options[key] for key in self.catalogue.options}


def boulevard_ruleset(chosen: Mapping[str, Any]) -> BoulevardRuleset:
    cat = book()
    resolved = {key: opt["default"] for key, opt in cat.options.items()}
    for key, value in chosen.items():
        opt = cat.options.get(key)
        if opt is None:
            raise UnknownNamedOption(key=key, value=value, preset=BOULEVARD, known=", ".join(cat.options))
        if not isinstance(value, str) or value not in opt["choices"]:
            raise InvalidChoice(key=key, value=value, known=", ".join(opt["choices"]))
        resolved[key] = value
    return BoulevardRuleset(BOULEVARD, BOULEVARD, MappingProxyType(resolved),
                            MappingProxyType(dict(chosen)))

