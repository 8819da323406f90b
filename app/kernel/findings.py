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
from typing import Any

from app.i18n import NP_, Phrase, catalogue_phrase, catalogue_text, gettext, ngettext, npgettext
from app.paths import package_file

SEVERITIES = ("error", "warning", "info")
RULES = package_file("app.rules")


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
        return catalogue_text(templates()[self.code], lang).format(**render(self.params, lang))

    def pick(self, lang: str | None) -> str:
        """The finding as a message parameter (app/i18n.py's ``word``)."""
        return self.message(lang or "ru")

    @property
    def prompt(self) -> bool:
        """Marked ``prompt = true`` in the catalogue: see :func:`is_prompt`."""
        return bool(templates()[self.code].get("prompt"))

    def to_json(self, lang: str = "ru") -> dict[str, Any]:
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
        return bool(private)
    return finding.code.startswith(_PRIVATE) and finding.code not in _PUBLIC


def is_prompt(finding: Finding) -> bool:
    """A step the rules take by themselves that the judge must act on at once (a third
    foul's lost speech, a fourth foul's departure, a tie's re-vote, the lift-all question):
    information for the protocol, which the sheet still prompts, and keeps prompting while a
    re-vote or the lift-all question is awaited.  Marked ``prompt = true`` in findings.toml.

    >>> is_prompt(Finding("info", "foul.third", "9.5", "D1", 3))
    True
    >>> is_prompt(Finding("info", "vote.revote", "7.17", "D2", 12))
    True
    >>> is_prompt(Finding("info", "vote.lift_passed", "7.19", "D2", 14))
    False
    """
    return finding.prompt


_PHASE_LETTERS = {"D": NP_("phase", "D"), "N": NP_("phase", "N")}


def phase_label(name: str | None, lang: str = "ru") -> str:
    """A phase as judges write it: Д1 / Н1 in Russian, D1 / N1 in English.

    >>> phase_label("D2"), phase_label("N0"), phase_label("D2", "en")
    ('Д2', 'Н0', 'D2')
    """
    if not name:
        return ""
    letter = _PHASE_LETTERS.get(name[0])
    return (gettext(lang, letter) if letter else name[0]) + name[1:]


def event_number(index: int | None) -> str:
    """An event's index in its phase as every text a person reads numbers it: from 1
    (the file counts from 0).

    >>> event_number(0), event_number(None)
    ('1', '—')
    """
    return "—" if index is None else str(index + 1)


def place_label(phase: str | None, event: int | None, lang: str = "ru") -> str:
    """Where a finding stands, as judges write it: the phase, then the event from 1.

    >>> place_label("D2", 0), place_label("N1", None, "en"), place_label(None, None)
    ('Д2 #1', 'N1', '')
    """
    return " ".join(x for x in (phase_label(phase, lang), "" if event is None else "#" + event_number(event)) if x)


def phase_text(name: str) -> Phrase:
    """A phase as a message parameter, named in each language's way (its letter through the
    catalogue, its number as it is)."""
    letter = _PHASE_LETTERS.get(name[:1])
    return Phrase.join("", (Phrase(letter) if letter else Phrase.verbatim(name[:1]), Phrase.verbatim(name[1:])))


# Words that agree with a number: {count:votes} renders "5 голосов" / "5 votes", in the form
# the catalogue's plural rule asks for (the .po's Plural-Forms, CLDR's rule, via Babel).
_WORDS = ("votes", "players", "players_loc")


def plural(n: int, word: str, lang: str = "ru") -> str:
    """``n`` with ``word`` in the form the language's plural rule asks for.

    >>> [plural(n, "votes") for n in (1, 4, 5, 21, 11)]
    ['1 голос', '4 голоса', '5 голосов', '21 голос', '11 голосов']
    >>> plural(1, "votes", "en"), plural(3, "players_loc")
    ('1 vote', '3 игроках')
    """
    if word == "votes":
        return ngettext(lang, "{n} vote", "{n} votes", n)
    if word == "players":
        return ngettext(lang, "{n} player", "{n} players", n)
    return npgettext(lang, "locative", "{n} player", "{n} players", n)     # «при 5 игроках»


class _Number(int):
    """An integer parameter: ``{n}`` is the number, ``{n:votes}`` the number and its word."""

    lang = "ru"

    def __format__(self, spec: str) -> str:
        if spec in _WORDS:
            return plural(int(self), spec, self.lang)
        return format(int(self), spec)


def render(params: tuple[tuple[str, Any], ...], lang: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in params:
        if isinstance(value, Phrase):
            value = value.pick(lang)
        elif isinstance(value, bool):
            value = str(value)
        elif isinstance(value, int):
            value = _Number(value)
            value.lang = lang
        elif isinstance(value, (list, tuple)):
            value = ", ".join(str(v) for v in value)
        elif value is None:
            value = "—"
        out[key] = value
    return out


def template_phrase(entry: dict[str, Any], /, **params: Any) -> Phrase:
    """A catalogue template of ``app/rules`` as a message: the parameters that read the same in
    every language are written as ``render`` writes them, the rest are worded with the message."""
    shown: dict[str, Any] = {}
    for key, value in params.items():
        if isinstance(value, bool):
            value = str(value)
        elif isinstance(value, (list, tuple)):
            value = ", ".join(str(v) for v in value)
        elif value is None:
            value = "—"
        shown[key] = value
    return catalogue_phrase(entry, **shown)


def load_templates(name: str) -> dict[str, dict[str, Any]]:
    """A message catalogue of ``app/rules`` (``[group] key = {...}``), keyed ``group.key``."""
    with open(RULES / name, "rb") as f:
        data = tomllib.load(f)
    return {f"{group}.{key}": entry for group, entries in data.items() for key, entry in entries.items()}


@lru_cache(maxsize=1)
def templates() -> dict[str, dict[str, Any]]:
    """code -> {severity, topic, msgid}, flattened from findings.toml."""
    return load_templates("findings.toml")
