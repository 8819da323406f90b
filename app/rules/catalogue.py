"""The clause catalogue (``clauses.toml``) and the wording of every clause in the rule texts.

The catalogue is data: clause numbers appear there and nowhere else in the code.

>>> cat = catalogue()
>>> cat.clause("league", "7.6").title("en")
'One nomination per day'
>>> cat.clause("official", "9.9").borrowed   # the official texts have no fouls
True
>>> "только одну кандидатуру" in cat.clause("official", "4.4.4").wording
True
"""
from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..i18n import catalogue_text
from ..paths import package_file

HERE = package_file("app.rules")
TEXTS = HERE / "texts"


@dataclass(frozen=True, slots=True)
class Clause:
    """One clause of a rule book, as a finding cites it."""

    book: str
    number: str
    title_id: str                 # the short title's message id (English): see ``title``
    wording: str
    borrowed: bool = False  # taken from another book where this one is silent
    title_context: str | None = None

    @classmethod
    def of(cls, book: str, number: str, title: Mapping[str, str], wording: str, borrowed: bool = False) -> Clause:
        """The clause whose title is the catalogue table ``title`` (``{ msgid = … }``)."""
        return cls(book, number, title["msgid"], wording, borrowed, title.get("msgctxt"))

    def title(self, lang: str = "ru") -> str:
        return catalogue_text({"msgid": self.title_id, "msgctxt": self.title_context}
                              if self.title_context else {"msgid": self.title_id}, lang)


class Catalogue:
    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.books: dict[str, Any] = data["books"]
        self.topics: dict[str, Any] = data["topics"]
        self.options: dict[str, Any] = data["options"]
        self.violations: dict[str, Any] = data["violations"]
        self.presets: dict[str, Any] = data["presets"]
        self._wording: dict[str, dict[str, str]] = {}
        self._clauses: dict[tuple[str, str], Clause] = {}

    def topic_clause(self, book: str, topic: str) -> str:
        """The clause number that states ``topic`` in ``book`` (borrowing where silent)."""
        entry: dict[str, str] = self.topics[topic]
        if book in entry:
            return entry[book]
        lender = self.books[book].get("borrows")
        if lender is None or lender not in entry:
            raise KeyError(f"topic {topic!r} has no clause in book {book!r}")
        return entry[lender]

    def clause(self, book: str, number: str) -> Clause:
        key = (book, number)
        found = self._clauses.get(key)
        if found is None:
            found = self._clauses[key] = self._make_clause(book, number)
        return found

    def _make_clause(self, book: str, number: str) -> Clause:
        spec = self.books[book]
        titles = spec["clauses"].get(number)
        borrowed = False
        source = book
        if titles is None and spec.get("borrows"):
            source = spec["borrows"]
            titles = self.books[source]["clauses"].get(number)
            borrowed = True
        if titles is None:
            # A sub-clause (an option's choice) takes its parent's title.
            parent = number.rsplit(".", 1)[0]
            if parent != number and "." in parent:
                base = self.clause(book, parent)
                return Clause(book, number, base.title_id, self.wording(source, number), base.borrowed,
                              base.title_context)
            raise KeyError(f"clause {number!r} is not in the catalogue of {book!r}")
        return Clause.of(book, number, titles, self.wording(source, number), borrowed)

    def wording(self, book: str, number: str) -> str:
        texts = self._wording.get(book)
        if texts is None:
            texts = self._wording[book] = {}
            for name in self.books[book]["texts"]:
                texts.update(parse_text(name, self.data.get("headings", {}).get(name, {})))
        found = texts.get(number, "")
        if not found and "." in number:
            # a choice no rule text holds is worded in its option (clauses.toml); the
            # option's default is then the clause itself, as the book words it
            parent = number.rsplit(".", 1)[0]
            option = self.options.get(parent, {})
            found = option.get("wording", {}).get(number, "")
            if not found and option.get("default") == number:
                found = texts.get(parent, "")
        return found

    def choice_words(self, book: str, choice: str, lang: str = "ru") -> str:
        """An option's choice as a reader of ``lang`` is offered it: the option's summary
        (``summary`` in clauses.toml) through the catalogue, whose Russian is the rule book's
        own wording; the wording itself where the option has no summary."""
        option: dict[str, dict[str, Any]] = self.options.get(choice.rsplit(".", 1)[0], {})
        summary = option.get("summary", {}).get(choice)
        return catalogue_text(summary, lang) if summary else " ".join(self.wording(book, choice).split())


_NUMBERED = re.compile(r"^(\s*)(\d+(?:\.\d+)*)\.\s+(.*)$")


def parse_text(name: str, headings: dict[str, list[str]]) -> dict[str, str]:
    """Map clause numbers to their wording in one rule text."""
    lines = (TEXTS / name).read_text(encoding="utf-8").splitlines()
    if headings:
        return _parse_headed(lines, headings)
    if name == "official-rules.txt":
        return _parse_indented(lines)
    return _parse_dotted(lines)


def _parse_dotted(lines: list[str]) -> dict[str, str]:
    """League style: every clause starts with its full number, "7.5.1.  text"."""
    out: dict[str, str] = {}
    current = None
    for line in lines:
        m = _NUMBERED.match(line)
        if m:
            current = m.group(2)
            out[current] = m.group(3).strip()
        elif current and line.strip():
            out[current] += "\n" + line.strip()
    return out


def _parse_indented(lines: list[str]) -> dict[str, str]:
    """Official style: nesting by indentation.  Section 4 restarts at column 0 with
    "2. Первая игровая ночь" ... "6. Дальнейший ход игры"; sections 2 and 3 exist
    already, so these are read as 4.2 ... 4.6 (docs/rules.md)."""
    out: dict[str, str] = {}
    section = 0
    sub: int | None = None
    promoted = False
    current = None
    for line in lines:
        m = _NUMBERED.match(line)
        if not m:
            if current and line.strip():
                out[current] += "\n" + line.strip()
            continue
        indent, n, text = len(m.group(1)), int(m.group(2)), m.group(3).strip()
        if indent == 0:
            if n > section and not (promoted and sub is not None and n == sub + 1):
                section, sub, promoted = n, None, False
                current = str(n)
            else:
                sub, promoted = n, True
                current = f"{section}.{n}"
        elif indent <= 3:
            if promoted:
                current = f"{section}.{sub}.{n}"
            else:
                sub = n
                current = f"{section}.{n}"
        else:
            current = f"{section}.{sub}.{n}"
        out[current] = text
    return out


def _parse_headed(lines: list[str], headings: dict[str, list[str]]) -> dict[str, str]:
    owner = {h: number for number, hs in headings.items() for h in hs}
    out: dict[str, str] = {}
    current = None
    for line in lines:
        text = line.strip()
        if text in owner:
            current = owner[text]
            out.setdefault(current, "")
            out[current] = (out[current] + "\n" + text).strip()
        elif current and text:
            out[current] += "\n" + text
    return out


@lru_cache(maxsize=1)
def catalogue() -> Catalogue:
    with open(HERE / "clauses.toml", "rb") as f:
        return Catalogue(tomllib.load(f))
