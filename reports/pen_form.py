"""The protocol printed for the pen (issue 30): one A4 page drawn box by box from the form's
layout (``app.paper.layout``), which the reader of its scans measures in the same
millimetres, with the header and the seats printed and the QR code of ``app.paper.payload``.

>>> from app.paper.layout import pen_layout
>>> pdf = PenFormRenderer(pen_layout(), {"tournament": "Кубок", "round": 1, "table": 2}, "league",
...                       [f"Игрок {n}" for n in range(1, 11)]).render()
>>> pdf[:5]
b'%PDF-'
"""
from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from typing import Any

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas as pdfcanvas

from app.paper.layout import FIDUCIAL, Layout, Text
from app.paper.payload import form_segments
from app.paper.words import word

from .fonts import BOLD, NARROW, REGULAR, register_fonts
from .qr import qr_matrix

BOX_GREY = 0.6          # the boxes' outline: seen by the judge, below the reader's ink threshold inside
TEXT_GREY = 0.2


class PenFormRenderer:
    """``PenFormRenderer(layout, meta, ruleset, names, lang).render() -> bytes``."""

    def __init__(self, layout: Layout, meta: Mapping[str, Any], ruleset: Any, names: Sequence[str],
                 lang: str = "ru") -> None:
        register_fonts()
        self.layout, self.meta, self.ruleset, self.names, self.lang = layout, meta, ruleset, list(names), lang

    def render(self) -> bytes:
        out = io.BytesIO()
        c = pdfcanvas.Canvas(out, pagesize=A4, invariant=1)
        c.setTitle(word("title", self.lang))
        c.setSubject(form_segments(self.meta, self.ruleset, self.names, self.layout.version)[0])
        self.draw(c)
        c.save()
        return out.getvalue()

    def draw(self, c: pdfcanvas.Canvas) -> None:
        """The form's pages on a canvas, each ended (a tournament's print run puts many on one);
        a two-sided form's two pages are the front and back of one sheet when printed duplex."""
        full = self.layout
        for number, page in enumerate(full.pages, start=1):
            self.layout = page
            try:
                self._fiducials(c)
                self._qr(c, number if full.sides else None)
                self._lines(c)
                self._boxes(c)
                self._texts(c)
                x, y, w, h = page.signature
                if w:
                    c.setStrokeGray(BOX_GREY)
                    c.rect(x * mm, _y(y + h), w * mm, h * mm, stroke=1, fill=0)
            finally:
                self.layout = full
            c.showPage()

    def _fiducials(self, c: pdfcanvas.Canvas) -> None:
        c.setFillGray(0)
        for cx, cy in self.layout.fiducials:
            c.rect((cx - FIDUCIAL / 2) * mm, _y(cy + FIDUCIAL / 2), FIDUCIAL * mm, FIDUCIAL * mm, stroke=0, fill=1)

    def _qr(self, c: pdfcanvas.Canvas, number: int | None) -> None:
        x, y, side = self.layout.qr
        _, modules = qr_matrix(*form_segments(self.meta, self.ruleset, self.names, self.layout.version, number),
                               level="L")
        unit = side / len(modules)
        path = c.beginPath()
        for r, row in enumerate(modules):
            for col, dark in enumerate(row):
                if dark:
                    path.rect((x + col * unit) * mm, _y(y + (r + 1) * unit), unit * mm + 0.01, unit * mm + 0.01)
        c.setFillGray(0)
        c.drawPath(path, stroke=0, fill=1)

    def _lines(self, c: pdfcanvas.Canvas) -> None:
        c.setStrokeGray(0.7)
        c.setLineWidth(0.3)
        for x0, y0, x1, y1 in self.layout.lines:
            c.line(x0 * mm, _y(y0), x1 * mm, _y(y1))

    def _boxes(self, c: pdfcanvas.Canvas) -> None:
        c.setStrokeGray(BOX_GREY)
        c.setLineWidth(0.5)
        for box in self.layout.boxes:
            c.rect(box.x * mm, _y(box.y + box.h), box.w * mm, box.h * mm, stroke=1, fill=0)

    def _texts(self, c: pdfcanvas.Canvas) -> None:
        c.setFillGray(TEXT_GREY)
        for item in self.layout.texts:
            text = self._wording(item)
            font = BOLD if item.key in ("title", "day", "night") or item.size >= 7.5 else (
                NARROW if item.size < 6 else REGULAR)
            c.setFont(font, item.size)
            if item.align == "centre":
                c.drawCentredString(item.x * mm, _y(item.y), text)
            else:
                c.drawString(item.x * mm, _y(item.y), text)

    def _wording(self, item: Text) -> str:
        params = dict(item.params)
        if item.literal:
            return item.key
        if "seat" in params:
            seat: int = params["seat"]
            return self.names[seat - 1]
        if item.key.startswith("head."):
            params = {k: self.meta.get(k) if self.meta.get(k) is not None else "—"
                      for k in ("tournament", "round", "table", "game", "judge")}
        return word(item.key, self.lang, **params)


def _y(y_mm: float) -> float:
    """reportlab's y (points from the bottom) of a layout's y (mm from the top)."""
    return A4[1] - y_mm * mm


def pen_form_of(doc: Mapping[str, Any], lang: str = "ru", version: int = 1) -> bytes:
    """The pen form of a game's table: its header and names, every mark left to the pen
    (the sheet's *File → Print a pen form…*); ``version`` 2 is the two-sided form."""
    from app.paper.layout import pen_layout
    meta = {k: v for k, v in doc.get("meta", {}).items() if k in ("tournament", "round", "table", "game", "date",
                                                                  "judge")}
    names = [p.get("name", "") for p in sorted(doc["players"], key=lambda p: p["seat"])]
    return PenFormRenderer(pen_layout(version), meta, doc["ruleset"], names, lang).render()
