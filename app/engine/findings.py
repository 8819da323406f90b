"""Findings: what the validator says about a protocol, as frozen records.

>>> f = Finding("error", "nomination.second_in_day", "7.6", "D1", 5,
...             (("by", 3), ("previous", 8)))
>>> f.message("en")
'Player 3 has already nominated player 8: a second nomination is not accepted'
>>> f.to_json("ru")["message"]
'Игрок 3 уже выставил игрока 8: вторая кандидатура не принимается'
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

SEVERITIES = ("error", "warning", "info")
_TEMPLATES = Path(__file__).resolve().parent.parent / "rules" / "findings.toml"


@dataclass(frozen=True, slots=True)
class Text:
    """A parameter that reads differently in each language."""

    ru: str
    en: str

    def __str__(self) -> str:
        return self.ru

    def get(self, lang: str) -> str:
        return self.en if lang == "en" else self.ru


@dataclass(frozen=True, slots=True)
class Finding:
    """One problem (or decision) the validator reports: Picard-style, a frozen record."""

    severity: str
    code: str
    clause: str | None
    phase: str | None
    event: int | None
    params: tuple[tuple[str, Any], ...] = ()

    def message(self, lang: str = "ru") -> str:
        template = templates()[self.code][lang if lang == "en" else "ru"]
        return template.format(**render(self.params, lang))

    def to_json(self, lang: str = "ru") -> dict:
        return {"severity": self.severity, "clause": self.clause, "phase": self.phase,
                "event": self.event, "code": self.code, "message": self.message(lang)}


_PRIVATE = ("shooting.", "check.", "action.", "night.")
_PUBLIC = {"shooting.missing", "shooting.first_night", "shooting.twice", "check.first_night",
           "night.deaths", "night.no_deaths", "action.first_night"}


def is_private(finding: Finding) -> bool:
    """Does the finding tell who did what at night (roles, shots, checks)?  The sheet hides
    such findings at the table, like the roles themselves.

    >>> is_private(Finding("error", "check.wrong_answer", "8.13", "N1", 1))
    True
    >>> is_private(Finding("warning", "foul.third", "9.5", "D1", 3))
    False
    """
    private = getattr(finding, "private", None)     # a book's finding may know better
    if private is not None:
        return private
    return finding.code.startswith(_PRIVATE) and finding.code not in _PUBLIC


def render(params: tuple[tuple[str, Any], ...], lang: str) -> dict[str, str]:
    out = {}
    for key, value in params:
        if isinstance(value, Text):
            value = value.get(lang)
        elif isinstance(value, (list, tuple)):
            value = ", ".join(str(v) for v in value)
        elif value is None:
            value = "—"
        out[key] = value
    return out


@lru_cache(maxsize=1)
def templates() -> dict[str, dict]:
    """code -> {severity, topic, ru, en}, flattened from findings.toml."""
    with open(_TEMPLATES, "rb") as f:
        data = tomllib.load(f)
    return {f"{group}.{name}": entry for group, entries in data.items()
            for name, entry in entries.items()}
