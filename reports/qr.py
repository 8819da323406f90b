"""The protocol's QR code: built once per render, drawn as one filled path.

reportlab's ``QrCodeWidget`` builds its matrix when asked for its bounds and again when
drawn, and turns every run of dark modules into a shape of its own (some 1,800 on a
protocol): that was 40% of a protocol's rendering time.  Here the matrix is made once, with
reportlab's own encoder, and each row's runs become rectangles of a single path, one fill
operator in the page's content; a rasterizer then fills their union, without seams.

>>> from app.engine import sample_game
>>> code = ProtocolQr(sample_game(), 24 * mm)
>>> code.version, code.size, code.wrap(0, 0) == (24 * mm, 24 * mm)
(5, 37, True)
"""
from __future__ import annotations

from typing import Any, Mapping

from reportlab.graphics.barcode import qrencoder
from reportlab.lib.units import mm  # noqa: F401 (the doctest)
from reportlab.platypus import Flowable

from app.scan.payload import payload_segments

UTF8_ECI = 26             # the ECI designator of UTF-8
LEVEL = "M"               # 15% of the code may be lost; see docs/archive.md for the choice


def qr_matrix(head: str, tail: str, level: str = LEVEL) -> tuple[int, list[list[bool]]]:
    """Version and modules of the two-segment code (alphanumeric head, UTF-8 tail)."""
    ec = getattr(qrencoder.QRErrorCorrectLevel, level)
    segments = [qrencoder.QRAlphaNum(head), qrencoder.QRECI(UTF8_ECI), qrencoder.QR8bitByte(tail)]
    code = qrencoder.QRCode(_version(segments, ec), ec)
    for segment in segments:
        code.addData(segment)
    code.make()
    return code.version, code.modules


def _version(segments: list, ec: int) -> int:
    """The smallest version that holds the segments.  reportlab's own estimate leaves out
    the ECI designator's 8 bits, which would overflow a code filled to the brim."""
    for version in range(1, 41):
        capacity = sum(b.dataCount for b in qrencoder.QRRSBlock.getRSBlocks(version, ec)) * 8
        need = sum(4 + s.getLengthBits(version) + (8 if isinstance(s, qrencoder.QRECI) else s.bitlength)
                   for s in segments)
        if need <= capacity:
            return version
    raise ValueError("the QR payload does not fit any version")


class ProtocolQr(Flowable):
    """The code on a protocol's first page, ``side`` points square (no quiet zone: the
    layout keeps one around it)."""

    def __init__(self, doc: Mapping[str, Any], side: float, digest: str | None = None) -> None:
        super().__init__()
        self.side = side
        self.version, self.modules = qr_matrix(*payload_segments(doc, digest))
        self.size = len(self.modules)

    def wrap(self, avail_w: float, avail_h: float) -> tuple[float, float]:
        return self.side, self.side

    def draw(self) -> None:
        c, unit = self.canv, self.side / self.size
        path = c.beginPath()
        for r, row in enumerate(self.modules):
            y = self.side - (r + 1) * unit
            start = None
            for col, dark in enumerate(row + [False]):
                if dark and start is None:
                    start = col
                elif not dark and start is not None:
                    path.rect(start * unit, y, (col - start) * unit, unit)
                    start = None
        c.saveState()
        c.setFillColorRGB(0, 0, 0)
        c.drawPath(path, stroke=0, fill=1)
        c.restoreState()
