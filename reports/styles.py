"""Paragraph styles and the text-fitting rule of the protocol: black on white, PT Sans."""
from __future__ import annotations

from typing import Any, Literal, TypeAlias
from xml.sax.saxutils import escape

from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph

from .fonts import BOLD, NARROW, NARROW_BOLD, REGULAR, register_fonts, width

BODY = 8.5      # pt: the smallest size that still reads well on a photocopied sheet is ~6.5
CELL_PAD = 2.0  # pt, left and right inside a table cell

# A paragraph's alignment as reportlab.lib.enums names it: TA_LEFT, TA_CENTER, TA_RIGHT, TA_JUSTIFY.
Alignment: TypeAlias = Literal[0, 1, 2, 4]
# A TableStyle command: its name, the first and the last cell, then what that command takes
# (a width, a colour, a font…: reportlab's own types leave them open).
TableCommand: TypeAlias = tuple[str, tuple[int, int], tuple[int, int], *tuple[Any, ...]]
# What a Table's cell holds: a string, a flowable, or flowables one under another.
Cell: TypeAlias = str | Flowable | list[Flowable]


def style(name: str, font: str = REGULAR, size: float = BODY, align: Alignment = TA_LEFT,
          leading: float | None = None, spaceBefore: float = 0, spaceAfter: float = 0) -> ParagraphStyle:
    return ParagraphStyle(name, fontName=font, fontSize=size, leading=leading or size * 1.2,
                          alignment=align, splitLongWords=1, spaceBefore=spaceBefore, spaceAfter=spaceAfter)


class Styles:
    """The protocol's stylesheet; ``initialFontName`` is never Helvetica."""

    def __init__(self) -> None:
        register_fonts()
        self.title = style("title", BOLD, 15, leading=18)
        self.heading = style("heading", BOLD, 9.5, spaceBefore=4, spaceAfter=1.5)
        self.body = style("body")
        self.meta = style("meta", size=8.5, leading=10.5)
        self.small = style("small", size=7, leading=8.4)
        self.footnote = style("footnote", NARROW, 7.5, leading=9)
        self.cell = style("cell", size=BODY)
        self.cell_center = style("cell_center", size=BODY, align=TA_CENTER)
        self.cell_right = style("cell_right", size=BODY, align=TA_RIGHT)
        self.cell_bold = style("cell_bold", BOLD, BODY, align=TA_CENTER)
        self.number = style("number", size=9, align=TA_CENTER)
        self.foul = style("foul", BOLD, 14, align=TA_CENTER, leading=12)
        self.head = style("head", BOLD, 7.5, align=TA_CENTER, leading=8.5)
        self.head_left = style("head_left", BOLD, 7.5, leading=8.5)
        self.block_title = style("block_title", BOLD, 8.5)


def text(value: object) -> str:
    """Escape user text for a Paragraph (a nickname may hold '<' or '&')."""
    return escape(str(value))


def fit(value: str, avail: float, size: float = 9.0, bold: bool = False,
        align: Alignment = TA_LEFT, min_size: float = 6.5) -> Paragraph:
    """A nickname in a column ``avail`` pt wide: regular, then narrow, then smaller, and
    wrapped over lines as a last resort, so that it never runs into the next column."""
    fonts = (BOLD, NARROW_BOLD) if bold else (REGULAR, NARROW)
    if width(value, fonts[0], size) <= avail:
        return Paragraph(text(value), style("fit", fonts[0], size, align))
    current = size
    while current >= min_size:
        if width(value, fonts[1], current) <= avail:
            return Paragraph(text(value), style("fit", fonts[1], current, align))
        current -= 0.5
    return Paragraph(text(value), style("fit", fonts[1], max(min_size, 7.0), align, leading=7.8))
