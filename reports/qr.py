"""The protocol's QR code: built once per render, drawn as one filled path.

reportlab's ``QrCodeWidget`` builds its matrix when asked for its bounds and again when
drawn, and turns every run of dark modules into a shape of its own (some 1,800 on a
protocol): that was 40% of a protocol's rendering time.  Here the matrix is made once, with
reportlab's own encoder, and each row's runs become rectangles of a single path, one fill
operator in the page's content; a rasterizer then fills their union, without seams.

>>> from app.sport import sample_game
>>> code = ProtocolQr(sample_game(), 24 * mm)
>>> code.version, code.size, code.wrap(0, 0) == (24 * mm, 24 * mm)
(5, 37, True)
"""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from reportlab.graphics.barcode import qrencoder
from reportlab.lib.units import mm  # noqa: F401 (the doctest)
from reportlab.platypus import Flowable

from app.scan.payload import payload_segments

UTF8_ECI = 26             # the ECI designator of UTF-8
LEVEL = "M"               # 15% of the code may be lost; see docs/archive.md for the choice


def qr_matrix(head: str, tail: str, level: str = LEVEL) -> tuple[int, list[list[bool]]]:
    """Version and modules of the two-segment code (alphanumeric head, UTF-8 tail)."""
    return _matrix([qrencoder.QRAlphaNum(head), qrencoder.QRECI(UTF8_ECI), qrencoder.QR8bitByte(tail)], level)


def ascii_matrix(text: str, level: str = LEVEL) -> tuple[int, list[list[bool]]]:
    """Version and modules of a code holding one ASCII text (a blank protocol's)."""
    text.encode("ascii")            # a non-ASCII byte would need an ECI designator
    return _matrix([qrencoder.QR8bitByte(text)], level)


def _matrix(segments: Sequence[qrencoder.QR], level: str) -> tuple[int, list[list[bool]]]:
    ec = getattr(qrencoder.QRErrorCorrectLevel, level)
    code = _Code(_version(segments, ec), ec)
    for segment in segments:
        code.addData(segment)
    code.make()
    version: int = code.version             # the encoder is untyped: these are what it makes
    modules: list[list[bool]] = code.modules
    return version, modules


def text_matrix(text: str, level: str = LEVEL) -> list[list[bool]]:
    """The modules of a code holding ``text``, an ASCII payload, as one byte segment (no ECI:
    ASCII reads the same in every reader).  The window draws it itself, at any size.

    >>> len(text_matrix("mafia-cert/1:AAAA"))
    25
    """
    ec = getattr(qrencoder.QRErrorCorrectLevel, level)
    segment = qrencoder.QR8bitByte(text.encode("ascii"))
    code = _Code(_version([segment], ec), ec)
    code.addData(segment)
    code.make()
    modules: list[list[bool]] = code.modules
    return modules


class _Code(qrencoder.QRCode):
    """reportlab's encoder with a quicker choice of the mask: the same four penalty rules
    of ISO/IEC 18004 (runs, 2×2 blocks, finder-like patterns, the share of dark modules),
    counted on rows held as strings and integers instead of module by module — the trial of
    eight masks was two thirds of the code's cost."""

    def getBestMaskPattern(self) -> int:  # noqa: N802 (reportlab's name)
        scores = []
        for mask in range(8):
            self.makeImpl(True, mask)
            scores.append((penalty(self.modules), mask))
        return min(scores)[1]


_RUN = re.compile(r"0{5,}|1{5,}")
_FINDER = re.compile(r"(?=00001011101|10111010000)")


def penalty(modules: list[list[bool]]) -> int:
    """The mask penalty of a matrix (lower is easier to read).  An all-light 21 × 21 one:
    42 lines each one run of 21 (19 each), 400 blocks of 2 × 2 (3 each), no dark module (100).

    >>> penalty([[False] * 21] * 21) == 42 * 19 + 400 * 3 + 100
    True
    """
    n = len(modules)
    rows = ["".join("1" if dark else "0" for dark in row) for row in modules]
    score = 0
    for line in rows + ["".join(column) for column in zip(*rows)]:
        score += sum(len(run) - 2 for run in _RUN.findall(line))          # 3 + (length - 5)
        score += 40 * len(_FINDER.findall(line))
    inner = (1 << (n - 1)) - 1
    numbers = [int(row, 2) for row in rows]
    for upper, lower in zip(numbers, numbers[1:]):
        same = ~(upper ^ lower)
        score += 3 * bin(same & (same >> 1) & ~(upper ^ (upper >> 1)) & inner).count("1")
    dark = sum(row.count("1") for row in rows)
    return score + 10 * (abs(dark * 100 // (n * n) - 50) // 5)


def _version(segments: Sequence[qrencoder.QR], ec: int) -> int:
    """The smallest version that holds the segments.  reportlab's own estimate leaves out
    the ECI designator's 8 bits, which would overflow a code filled to the brim."""
    # typeshed leaves these two of reportlab's encoder without annotations (untyped calls)
    for version in range(1, 41):
        blocks = qrencoder.QRRSBlock.getRSBlocks(version, ec)  # type: ignore[no-untyped-call]
        capacity = sum(b.dataCount for b in blocks) * 8
        need = sum(4 + s.getLengthBits(version)  # type: ignore[no-untyped-call]
                   + (8 if isinstance(s, qrencoder.QRECI) else s.bitlength) for s in segments)
        if need <= capacity:
            return version
    raise ValueError("the QR payload does not fit any version")


class MatrixQr(Flowable):
    """A code ``side`` points square drawn from its modules (no quiet zone: the layout
    keeps one around it)."""

    def __init__(self, version: int, modules: list[list[bool]], side: float) -> None:
        super().__init__()
        self.side, self.version, self.modules = side, version, modules
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


class ProtocolQr(MatrixQr):
    """The code on a protocol's first page: the game's fingerprint, revision and place."""

    def __init__(self, doc: Mapping[str, Any], side: float, digest: str | None = None) -> None:
        super().__init__(*qr_matrix(*payload_segments(doc, digest)), side)


class TextQr(MatrixQr):
    """A code holding an ASCII text: the table a blank protocol is for (app.tournament.floor)."""

    def __init__(self, text: str, side: float) -> None:
        super().__init__(*ascii_matrix(text), side)
