"""CSV that a spreadsheet opens as data, never as formulas (OWASP "CSV injection").

A cell that begins with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return is taken by
Excel, LibreOffice and Google Sheets as the start of a formula: a nickname such as
``=HYPERLINK("http://…")`` would run when the secretary opens the standings.  Such a
cell gets a leading apostrophe, which the spreadsheets show as text.  A plain number
(``-0.5``, ``+3``) stays a number: it cannot carry a formula.

Every CSV the program writes goes through :func:`writer`.

>>> neutralise("=1+2"), neutralise("-0.5"), neutralise("@SUM(A1)"), neutralise("Кот")
("'=1+2", '-0.5', "'@SUM(A1)", 'Кот')
>>> restore("'=1+2"), restore("'Кот")
('=1+2', "'Кот")
"""
from __future__ import annotations

import csv
import re
from collections.abc import Iterable
from typing import Any

_DANGEROUS = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"[+-]?(?:[0-9]+(?:[.,][0-9]*)?|[.,][0-9]+)(?:[eE][+-]?[0-9]+)?")


def neutralise(value: Any) -> Any:
    """The cell as it may be written: a dangerous text gets a leading apostrophe."""
    if not isinstance(value, str) or not value.startswith(_DANGEROUS) or _NUMBER.fullmatch(value):
        return value
    return "'" + value


def restore(text: str) -> str:
    """The cell as it was before :func:`neutralise` (reading our own CSV back)."""
    if text.startswith("'") and text[1:].startswith(_DANGEROUS) and not _NUMBER.fullmatch(text[1:]):
        return text[1:]
    return text


class _SafeWriter:
    def __init__(self, inner: Any) -> None:
        self._inner = inner

    def writerow(self, row: Iterable[Any]) -> Any:
        return self._inner.writerow([neutralise(cell) for cell in row])

    def writerows(self, rows: Iterable[Iterable[Any]]) -> None:
        for row in rows:
            self.writerow(row)


def writer(out: Any, **options: Any) -> _SafeWriter:
    """``csv.writer`` whose every cell is neutralised."""
    return _SafeWriter(csv.writer(out, **options))
