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

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from app.i18n import Phrase, catalogue_text
from app.kernel.findings import Finding, load_templates, render

from .roles import ROLE_NAMES

__all__ = ["BoulevardFinding", "Phrase", "Phrase", "templates", "journal_templates", "ROLE_NAMES"]


@dataclass(frozen=True, slots=True)
class BoulevardFinding(Finding):
    """A :class:`~app.kernel.findings.Finding` whose wording is the boulevard catalogue's."""

    def message(self, lang: str = "ru") -> str:
        return catalogue_text(templates()[self.code], lang).format(**render(self.params, lang))

    @property
    def prompt(self) -> bool:
        return bool(templates()[self.code].get("prompt"))

    @property
    def private(self) -> bool | None:
        """Set by the engine where the code alone cannot say: a correction of a night action
        names who acted on whom; the deaths of a night not yet announced at the morning are
        the host's to announce.  None leaves the decision to the shared rule
        (``app.kernel.findings.is_private``)."""
        secret = dict(self.params).get("secret")
        return None if secret is None else bool(secret)


@lru_cache(maxsize=1)
def templates() -> dict[str, dict[str, Any]]:
    """code -> {severity, topic, msgid}."""
    return load_templates("boulevard-findings.toml")


@lru_cache(maxsize=1)
def journal_templates() -> dict[str, dict[str, Any]]:
    """code -> {msgid}: the lines of the host's private journal."""
    return load_templates("boulevard-journal.toml")
