"""The protocol's fonts: PT Sans (OFL), shipped in resources/fonts and embedded in every PDF.

The standard PDF fonts have no Cyrillic, so every style, table and drawing names one of
these; registering them is idempotent and cheap after the first call.
"""
from __future__ import annotations

from functools import lru_cache

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from app.paths import resource

FONT_DIR = resource("fonts")
REGULAR, BOLD, ITALIC = "PTSans", "PTSans-Bold", "PTSans-Italic"
NARROW, NARROW_BOLD = "PTSansNarrow", "PTSansNarrow-Bold"
_FILES = {
    REGULAR: "PTSans-Regular.ttf", BOLD: "PTSans-Bold.ttf", ITALIC: "PTSans-Italic.ttf",
    NARROW: "PTSansNarrow-Regular.ttf", NARROW_BOLD: "PTSansNarrow-Bold.ttf",
}


@lru_cache(maxsize=1)
def register_fonts() -> None:
    for name, filename in _FILES.items():
        pdfmetrics.registerFont(TTFont(name, str(FONT_DIR / filename)))
    # The family mapping lets <b> and <i> in a Paragraph find the right face.
    addMapping(REGULAR, 0, 0, REGULAR)
    addMapping(REGULAR, 1, 0, BOLD)
    addMapping(REGULAR, 0, 1, ITALIC)
    addMapping(REGULAR, 1, 1, BOLD)
    addMapping(NARROW, 0, 0, NARROW)
    addMapping(NARROW, 1, 0, NARROW_BOLD)
    addMapping(NARROW, 0, 1, NARROW)
    addMapping(NARROW, 1, 1, NARROW_BOLD)


def width(text: str, font: str, size: float) -> float:
    register_fonts()
    return pdfmetrics.stringWidth(text, font, size)
