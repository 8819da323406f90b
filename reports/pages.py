"""Pages that know how many they are: a canvas that holds every page back until the end, so
that each footer can say "page n of N".  The protocol, the tournament summary and the
host's journal print their footers through it."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reportlab.pdfgen import canvas as pdfcanvas


class NumberedCanvas(pdfcanvas.Canvas):
    """Holds every page back until the end, so that each footer can say 'page n of N'."""

    def __init__(self, *args: Any, footer: Callable[[pdfcanvas.Canvas, int], None], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._pages: list[dict[str, Any]] = []
        self._footer = footer

    def showPage(self) -> None:  # noqa: N802 (reportlab's name)
        self._pages.append(dict(self.__dict__))
        # reportlab's own start of a blank page (its "page n of N" recipe calls it), private
        # and so left out of its type stubs
        self._startPage()  # type: ignore[attr-defined]

    def save(self) -> None:
        total = len(self._pages)
        for state in self._pages:
            self.__dict__.update(state)
            self._footer(self, total)
            super().showPage()
        super().save()
