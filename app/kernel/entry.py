"""The quick-entry machinery every edition's grammar is built with: the next-phase mark, the
protest word, the error that says where a line went astray, and the hint's seats.  Each
edition's grammar (``app/sport/entry.py``, ``app/boulevard/entry.py``) words its own errors."""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, ClassVar

from app.i18n import N_, SOURCE, gettext

NEXT_PHASE = {"type": "_next_phase"}
PROTEST_WORD = "_protest"      # a protest typed in the line (app.protests): not an event


class QuickEntryError(ValueError):
    """A typed line that cannot become events; says where (0-based column) and why.  A
    grammar's subclass extends ``messages`` with its own."""

    messages: ClassVar[Mapping[str, str]] = {
        "seat": N_("seat {seat} does not exist (seats are 1-{last})"),
        "unknown": N_("cannot read '{text}': see the hint"),
        "expected": N_("cannot read '{text}': expected {forms}"),
    }

    def __init__(self, kind: str, position: int, **params: Any) -> None:
        self.kind, self.position, self.params = kind, position, params
        super().__init__(f"position {position}: {self.message(SOURCE)}")

    def message(self, lang: str = "ru", reveal: bool = False) -> str:
        """The reason in ``lang``; ``reveal``: a subclass whose reason tells a night's secret
        words it only while F9 is held (this one has none to hide)."""
        return gettext(lang, self.messages[self.kind], **self.params)


def unreadable(text: str, position: int, expected: dict[str, str]) -> QuickEntryError:
    """A command that cannot be read: what its beginning promised, when it promises one
    (``expected`` maps a command's letters to its forms; "0" stands for a leading seat)."""
    lowered = text.lower()
    key = "0" if lowered[:1].isdigit() else next(
        (k for k in sorted(expected, key=len, reverse=True) if lowered.startswith(k)), None)
    if key is None or key not in expected:
        return QuickEntryError("unknown", position, text=text)
    return QuickEntryError("expected", position, text=text, forms=expected[key])


def fit_seats(text: str, seats: int) -> str:
    """The hint's example seats at a table of ``seats``: a seat beyond the table is wrapped
    round into it (``c11`` reads ``c5`` at six seats), so no example names a seat that does
    not exist; two seats of one example stay different (they differ by less than the table).

    >>> fit_seats("m8:9 · c11± · b4:7 · cor3 · he N1", 6)
    'm2:3 · c5± · b4:1 · cor3 · he N1'
    """
    return re.sub(r"\d+", lambda m: str((int(m.group(0)) - 1) % seats + 1), text)
