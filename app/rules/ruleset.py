"""Rule books a game can be played under, found by name.

>>> from app.editions import get_ruleset
>>> rules = get_ruleset({"preset": "league", "options": {"7.5": "7.5.2"}})
>>> rules.option("7.5")
'7.5.2'
>>> rules.option("6.3")          # left out: the preset's default
'6.3.1'
>>> rules.choice("nomination.withdraw")
'replace'
>>> rules.cite("nomination.one_per_day").number
'7.6'
>>> get_ruleset("official").cite("nomination.one_per_day").number
'4.4.4'
>>> get_ruleset({"preset": "league", "options": {"7.5": "7.5.9"}})
Traceback (most recent call last):
...
app.rules.ruleset.InvalidChoice: option 7.5 has no choice 7.5.9 (7.5.1, 7.5.2, 7.5.3)
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from app.i18n import N_, SOURCE, catalogue_text, gettext

from .catalogue import Catalogue, Clause, catalogue

_MESSAGES: dict[str, str] = {
    "unknown_preset": N_("unknown rule book '{value}' (known: {known})"),
    "unknown_option": N_("no option '{key}': options are the 'НА ВЫБОР' clauses ({known})"),
    "invalid_choice": N_("option {key} has no choice {value} ({known})"),
    "fixed_option": N_("the '{preset}' rule book fixes {key} = {known} (clause {because}); it cannot be "
                       "changed"),
    "unknown_named_option": N_("the '{preset}' rule book has no option '{key}' (known: {known})"),
    "bad_spec": N_('a ruleset is a string or an object {{"preset": …, "options": {{…}}}}'),
}


class RulesetError(ValueError):
    """A ruleset a game file names cannot be used."""

    kind = "bad_spec"

    def __init__(self, key: str | None = None, value: Any = None, **extra: str) -> None:
        self.key, self.value, self.extra = key, value, extra
        super().__init__(self.message(SOURCE))

    def message(self, lang: str = "ru") -> str:
        return gettext(lang, _MESSAGES[self.kind], key=self.key, value=self.value, **self.extra)


class UnknownPreset(RulesetError):
    kind = "unknown_preset"


class UnknownOption(RulesetError):
    kind = "unknown_option"


class InvalidChoice(RulesetError):
    kind = "invalid_choice"


class FixedOption(RulesetError):
    kind = "fixed_option"


@dataclass(frozen=True)
class FoulLimits:
    """How many fouls a penalty takes: the one that costs the next speech (9.5; with three or
    four at the table a shortened one, 9.7) and the one that removes the player (9.9).  The
    engine and every view read these; no other module counts fouls against a number."""

    silence: int = 3
    removal: int = 4

    def __post_init__(self) -> None:
        if not 1 <= self.silence < self.removal:
            raise ValueError(f"foul limits {self.silence}/{self.removal}: the speech is lost before the removal")


@dataclass(frozen=True)
class Ruleset:
    """A preset with every switchable clause resolved."""

    preset: str
    book: str
    options: Mapping[str, str]
    explicit: Mapping[str, str] = field(default_factory=dict)
    catalogue: Catalogue = field(default_factory=catalogue, repr=False, compare=False)
    fouls: FoulLimits = FoulLimits()

    def option(self, key: str) -> str:
        """The chosen sub-clause of a "НА ВЫБОР" clause."""
        return self.options[key]

    def choice(self, topic: str) -> str:
        """What the chosen sub-clause of ``topic``'s option means, as the engine names it."""
        key = self.catalogue.topics[topic]["league"]
        meaning: str = self.catalogue.options[key]["choices"][self.options[key]]
        return meaning

    def penalty(self, violation: str) -> str | None:
        """The penalty of a section-10 violation under these options, or None if unknown."""
        kind: str | None = self.catalogue.violations.get(violation)
        if kind == "option":
            chosen: str = self.catalogue.options[violation]["choices"][self.options[violation]]
            return chosen
        return kind

    def states(self, topic: str) -> bool:
        """Does this book (or the book it borrows from) state ``topic`` at all?"""
        entry = self.catalogue.topics[topic]
        lender = self.catalogue.books[self.book].get("borrows")
        return self.book in entry or (lender is not None and lender in entry)

    def cite(self, topic: str) -> Clause:
        return self.catalogue.clause(self.book, self.catalogue.topic_clause(self.book, topic))

    def clause(self, number: str) -> Clause:
        return self.catalogue.clause(self.book, number)

    def title(self, lang: str = "ru") -> str:
        title: str = catalogue_text(self.catalogue.books[self.book]["title"], lang)
        return title

    def to_json(self) -> str | dict[str, Any]:
        if not self.explicit:
            return self.preset
        return {"preset": self.preset, "options": dict(self.explicit)}


def presets() -> list[str]:
    return list(catalogue().presets)


def read_spec(spec: str | Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """The book and the chosen options a game file's ``ruleset`` field names (the registry,
    ``app.editions.get_ruleset``, asks the edition owning the book to make its ruleset)."""
    if isinstance(spec, str):
        name, chosen = spec, {}
    elif isinstance(spec, Mapping) and isinstance(spec.get("preset"), str) \
            and isinstance(spec.get("options", {}), Mapping):
        name, chosen = spec["preset"], dict(spec.get("options", {}))
    else:
        raise RulesetError()
    return name, chosen


def sport_ruleset(name: str, chosen: Mapping[str, Any]) -> Ruleset:
    """A sport book's ruleset: its fixed options, the defaults, and the choices made."""
    cat = catalogue()
    preset = cat.presets.get(name)
    if preset is None:
        raise UnknownPreset(value=name, known=", ".join(cat.presets))
    fixed = preset.get("fixed", {})
    resolved = {key: opt["default"] for key, opt in cat.options.items()}
    resolved.update({key: f["choice"] for key, f in fixed.items()})
    for key, value in chosen.items():
        opt = cat.options.get(key)
        if opt is None:
            raise UnknownOption(key=key, value=value, known=", ".join(cat.options))
        if not isinstance(value, str) or value not in opt["choices"]:
            raise InvalidChoice(key=key, value=value, known=", ".join(opt["choices"]))
        if not preset.get("switchable") and value != resolved[key]:
            because = fixed.get(key, {}).get("because", "—")
            raise FixedOption(key=key, value=value, preset=name, known=resolved[key], because=because)
        resolved[key] = value
    return Ruleset(name, preset["book"], MappingProxyType(resolved), MappingProxyType(dict(chosen)))
