"""Finding the protocol's QR code on a page, and saying why when there is none.

The decoder is zxing-cpp (docs/archive.md compares it with pyzbar): it finds a code turned
any way, skewed a few degrees, in grey or colour, small or large, and its wheel carries its
own library.  A page is tried as it is, then sharpened (a slightly soft photograph), then
enlarged twice (a low-resolution scan); only then is it judged unreadable, and the reason
is looked for in the page itself:

- ``blank``: no ink on the page (the back of a sheet, an empty page of the scanner);
- ``too_small``: the code is too small in pixels to be resolved (too low a resolution, or a
  photograph taken from too far);
- ``too_blurred``: the page is out of focus or smeared;
- ``foreign_code``: a QR code was read, but not a protocol's;
- ``no_code``: the page is sharp, large enough and not blank, but holds no readable
  protocol code (torn off, crossed out, covered, or not a protocol at all).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .payload import Mark, parse_payload

FORM_PREFIX = "MPF1"      # app.paper.payload.PREFIX: not imported, the scan of protocols does not need it

BLANK_INK = 0.0005        # below this share of inked pixels a page is blank
MIN_MODULE_PX = 1.4       # a module narrower than this is not resolved
BLUR_MAX = 0.28           # Crété-Roffet blur, at 1,000 px across the page: sharp scans and
#                           photographs 0.06-0.14, a 0.34 mm blur (unreadable) 0.31 and more
QR_SIDE_MM, QR_MODULES = 23.0, 41    # the printed code, for judging a page's scale
A4_SHORT_MM = 210.0


class PenForm(Exception):  # noqa: N818 (not an error: the page is a pen form, app.paper)
    """The page is a form filled by pen: its code's ``text``, for app.paper to read."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


@dataclass(frozen=True)
class Reading:
    mark: Mark | None
    problem: str | None = None       # see the module's docstring; "pen_form": a form for app.paper
    detail: str = ""                 # e.g. the estimated module size


def read_page(image: Any, rerender: Callable[[], Any] | None = None) -> Reading:
    """The protocol mark on a grey page, or the reason it cannot be read.  ``rerender``
    gives the page at a higher resolution (a PDF page) for a last try."""
    from PIL import Image, ImageFilter
    try:
        found, foreign, sizes = _decode(image)
    except PenForm:
        return Reading(None, "pen_form")
    if found is not None:
        return Reading(found)
    cleaned = _cleaned(image)
    if _ink(cleaned) < BLANK_INK:
        # the back of a sheet: not worth the retries (a duplex box has one for every sheet)
        return Reading(None, "blank")
    found, more, _ = _decode(image.filter(ImageFilter.UnsharpMask(radius=3, percent=250, threshold=0)))
    foreign = foreign or more
    if found is None and max(image.size) < 4000:
        big = image.resize((image.width * 2, image.height * 2), Image.Resampling.BICUBIC)
        found, more, _ = _decode(big)
        foreign = foreign or more
    if found is None and rerender is not None:
        found, more, _ = _decode(rerender())
        foreign = foreign or more
    if found is not None:
        return Reading(found)
    return _diagnose(image, cleaned, foreign, sizes)


def _decode(image: Any) -> tuple[Mark | None, bool, list[float]]:
    """(the first protocol mark, whether another code was read, sides in pixels of codes
    seen but not decoded)."""
    import zxingcpp
    results = zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode),
                                      return_errors=True)
    foreign, sizes = False, list[float]()
    for result in results:
        if result.valid:
            mark = parse_payload(result.text)
            if mark is not None:
                return mark, foreign, sizes
            if result.text.startswith(FORM_PREFIX + ":"):
                raise PenForm(result.text)
            foreign = True
        else:
            sizes.append(_side(result.position))
    return None, foreign, sizes


def _side(position: Any) -> float:
    points = [position.top_left, position.top_right, position.bottom_right, position.bottom_left]
    edges = [((a.x - b.x) ** 2 + (a.y - b.y) ** 2) ** 0.5 for a, b in zip(points, points[1:] + points[:1])]
    return float(sum(edges)) / 4


def _cleaned(image: Any) -> Any:
    """The page 1,000 pixels across with specks removed, for judging it.  A strip no page
    is shaped like (a file of 1 × 60,000 pixels) is squeezed rather than blown up."""
    from PIL import ImageFilter
    width = 1000
    height = min(max(1, round(image.height * width / image.width)), 20 * width)
    return image.resize((width, height)).filter(ImageFilter.MedianFilter(3))


def _diagnose(image: Any, cleaned: Any, foreign: bool, sizes: list[float]) -> Reading:
    if sizes:
        module = min(sizes) / QR_MODULES
    else:
        # no code was even located: judge the scale from the page, as if it filled the image
        module = min(image.size) / A4_SHORT_MM * QR_SIDE_MM / QR_MODULES
    if module < MIN_MODULE_PX:
        return Reading(None, "too_small", f"{module:.1f}")
    blur = _blur(cleaned)
    if blur > BLUR_MAX:
        return Reading(None, "too_blurred", f"{blur:.2f}")
    return Reading(None, "foreign_code" if foreign else "no_code")


def _blur(image: Any) -> float:
    """How much of the page's detail a further blur would not remove (Crété-Roffet et al.,
    "The blur effect", 2007): 0 for a crisp page, towards 1 for a smeared one, and, unlike
    edge strength, the same for a crowded page and a sparse one."""
    from PIL import ImageChops, ImageFilter, ImageStat
    smeared = image.filter(ImageFilter.BoxBlur(4))
    found = []
    for dx, dy in ((0, 1), (1, 0)):
        sharp = ImageChops.difference(image, ImageChops.offset(image, dx, dy))
        soft = ImageChops.difference(smeared, ImageChops.offset(smeared, dx, dy))
        total = ImageStat.Stat(sharp).sum[0]
        kept = ImageStat.Stat(ImageChops.subtract(sharp, soft)).sum[0]
        found.append((total - kept) / max(total, 1.0))
    return max(found)


def _ink(image: Any) -> float:
    """The share of pixels clearly darker than the paper (the 90th percentile of light)."""
    histogram: list[int] = image.histogram()
    total = sum(histogram)
    seen, paper = 0, 255
    for level, count in enumerate(histogram):
        seen += count
        if seen >= 0.9 * total:
            paper = level
            break
    threshold = max(paper - 80, 0)
    return sum(histogram[:threshold]) / total
