"""Findings of a boulevard game: the sport engine's frozen records, worded from
``app/rules/boulevard-findings.toml``.

>>> f = BoulevardFinding("error", "action.self", "Ф.1", "N1", 2,
...                      (("role", ROLE_NAMES["putana"]), ("seat", 4)))
>>> f.message("en")
'The Putana (player 4) may not choose themselves: the action is not accepted'
>>> isinstance(f, Finding), f.to_json("ru")["code"]
(True, 'action.self')
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from app.engine.findings import CatalogueText, Finding, Text, render

from .roles import ROLE_NAMES

RULES = Path(__file__).resolve().parent.parent / "rules"

__all__ = ["BoulevardFinding", "CatalogueText", "Text", "templates", "journal_templates", "ROLE_NAMES"]


@dataclass(frozen=True, slots=True)
class BoulevardFinding(Finding):
    """A :class:`~app.engine.findings.Finding` whose wording is the boulevard catalogue's."""

    def message(self, lang: str = "ru") -> str:
        template = templates()[self.code][lang if lang == "en" else "ru"]
        return template.format(**render(self.params, lang))

    @property
    def private(self) -> bool | None:
        """Set by the engine where the code alone cannot say: a correction of a night action
        names who acted on whom; the deaths of a night not yet announced at the morning are
        the host's to announce.  None leaves the decision to the shared rule
        (``app.engine.findings.is_private``)."""
        secret = dict(self.params).get("secret")
        return None if secret is None else bool(secret)


def _flatten(name: str) -> dict[str, dict]:
    with open(RULES / name, "rb") as f:
        data = tomllib.load(f)
    return {f"{group}.{key}": entry for group, entries in data.items() for key, entry in entries.items()}


@lru_cache(maxsize=1)
def templates() -> dict[str, dict]:
    """code -> {severity, topic, ru, en}."""
    return _flatten("boulevard-findings.toml")


@lru_cache(maxsize=1)
def journal_templates() -> dict[str, dict]:
    """code -> {ru, en}: the lines of the host's private journal."""
    return _flatten("boulevard-journal.toml")
