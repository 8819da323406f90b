"""Reading a scanned or photographed pen form: the page is found by its four corner marks,
straightened by the homography they give onto the layout's millimetres, its QR code read
with zxing-cpp, and every box's ink measured with a confidence.  numpy and Pillow only:
OpenCV would add 60 MB for what an integral image and Pillow's perspective transform do
here (docs/archive.md, "Reading a pen form").

How much ink each box holds is ``app.paper.ink``'s to say.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from .ink import LIGHT_STEP, SCALE, BoxReading
from .layout import FIDUCIAL, Layout

__all__ = ["SCALE", "BoxReading", "FormNotFound", "Page", "find_corners", "measure", "oriented", "read_qr",
           "straighten"]

FIND_PX_PER_MM = 1.6      # the resolution the corner marks are looked for at


class FormNotFound(ValueError):
    """The four corner marks were not found: ``code`` says which problem."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass
class Page:
    """A straightened page: its grey pixels at ``SCALE`` px/mm, and the paper's light
    (the brightest nearby, ``LIGHT_STEP`` px a cell) that ink is measured against."""

    image: Any               # PIL.Image "L", the layout's page at SCALE
    light: Any               # numpy float32 array, one value a LIGHT_STEP × LIGHT_STEP cell
    corners: tuple[Any, ...]  # the corner marks found, image pixels


def find_corners(grey: Any, layout: Layout) -> list[tuple[float, float]]:
    """The centres of the four corner marks in image pixels (top-left, top-right,
    bottom-right, bottom-left), found as the darkest squares with light around them
    nearest each corner of the picture."""
    import numpy as np
    from PIL import Image, ImageFilter
    factor = max(1, round(min(grey.size) / (FIND_PX_PER_MM * layout.page[0])))   # as if the page filled it
    small, scale = grey.reduce(factor), 1.0 / factor
    paper = small.reduce(8).filter(ImageFilter.MaxFilter(3)).resize(small.size, Image.Resampling.BILINEAR)
    a = np.asarray(small, dtype=np.float32)
    dark = (a < 0.55 * np.maximum(np.asarray(paper, dtype=np.float32), 1.0)).astype(np.float32)
    side = FIDUCIAL * FIND_PX_PER_MM
    best = None
    ii = np.pad(dark, ((1, 0), (1, 0))).cumsum(0).cumsum(1)
    for size in (0.75, 0.95):           # a photograph's page, a scan's
        found = _squares(ii, side * size / (factor * FIND_PX_PER_MM * layout.page[0] / min(grey.size)))
        if found is not None and (best is None or found[1] > best[1]):
            best = found
    if best is None:
        raise FormNotFound("no_corners")
    rough = [(x / scale, y / scale) for x, y in best[0]]
    # the page's own scale from the marks found (a photograph's page does not fill it); the
    # shorter side of their quadrilateral is the page's width, whichever way the page lies
    (fx0, fy0), (fx1, _), (_, fy2) = layout.fiducials[:3]
    px_mm = min(math.dist(rough[0], rough[1]), math.dist(rough[1], rough[2])) / min(fx1 - fx0, fy2 - fy0)
    return [_refine(grey, point, (FIDUCIAL / 2 + 1.2) * px_mm) for point in rough]


def _squares(ii: Any, side: float) -> tuple[list[tuple[float, float]], float] | None:
    """The solid squares of about ``side`` pixels ringed by light, the one nearest each
    corner, from the integral image ``ii`` of the dark pixels."""
    import numpy as np
    inner = max(3, int(side * 0.7))
    outer = int(side * 1.9)
    h, w = ii.shape[0] - 1, ii.shape[1] - 1
    if h < outer * 3 or w < outer * 3:
        return None
    r_in, r_out = inner // 2, outer // 2
    corners, total = [], 0.0
    for cx, cy in ((0, 0), (w, 0), (w, h), (0, h)):
        # a corner mark lies in the outer 40% of the picture each way
        x0, x1 = (r_out, int(w * 0.4)) if cx == 0 else (int(w * 0.6), w - r_out)
        y0, y1 = (r_out, int(h * 0.4)) if cy == 0 else (int(h * 0.6), h - r_out)
        ys, xs = np.mgrid[y0:y1, x0:x1]
        mean_in = _box_sum(ii, ys, xs, r_in) / float((2 * r_in) ** 2)
        ring = (_box_sum(ii, ys, xs, r_out) - _box_sum(ii, ys, xs, int(side * 0.65))) / float(
            (2 * r_out) ** 2 - (2 * int(side * 0.65)) ** 2)
        score = mean_in - 2.0 * ring
        quarter = score > 0.7
        if not quarter.any():
            return None
        distance = np.hypot(xs - cx, ys - cy)
        # the squarest mark, the nearer to the corner the better: a cluster of filled
        # boxes may look square too, but never as clean nor as far out
        pick = np.argmax(np.where(quarter, score - 0.5 * distance / math.hypot(w, h), -np.inf))
        corners.append((float(xs.flat[pick]) + 0.5, float(ys.flat[pick]) + 0.5))
        total += float(score.flat[pick])
    return corners, total


def _box_sum(ii: Any, ys: Any, xs: Any, r: int) -> Any:
    return ii[ys + r, xs + r] - ii[ys - r, xs + r] - ii[ys + r, xs - r] + ii[ys - r, xs - r]


def _refine(grey: Any, centre: tuple[float, float], half: float) -> tuple[float, float]:
    """The mark's centre of darkness in full resolution, around a rough centre."""
    import numpy as np
    x0, y0 = max(0, int(centre[0] - half)), max(0, int(centre[1] - half))
    crop = np.asarray(grey.crop((x0, y0, int(centre[0] + half) + 1, int(centre[1] + half) + 1)), dtype=np.float32)
    if crop.size == 0:
        return centre
    level = (float(crop.max()) + float(crop.min())) / 2
    weight = crop < level
    if not weight.any():
        return centre
    ys, xs = np.nonzero(weight)
    return x0 + float(xs.mean()) + 0.5, y0 + float(ys.mean()) + 0.5


def homography(src: list[tuple[float, float]], dst: list[tuple[float, float]]) -> Any:
    """The 3 × 3 projective map taking the four ``src`` points onto ``dst``."""
    import numpy as np
    rows, rhs = [], []
    for (x, y), (u, v) in zip(src, dst):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    h = np.linalg.solve(np.array(rows, dtype=np.float64), np.array(rhs, dtype=np.float64))
    return np.append(h, 1.0).reshape(3, 3)


def straighten(grey: Any, layout: Layout, corners: list[tuple[float, float]] | None = None) -> Page:
    """The page mapped onto the layout at ``SCALE`` px/mm, with the paper's own light around
    each place (a photograph's light is uneven)."""
    import numpy as np
    from PIL import Image, ImageFilter
    corners = corners or find_corners(grey, layout)
    canon = [(x * SCALE, y * SCALE) for x, y in layout.fiducials]
    h = homography(canon, corners)
    size = (round(layout.page[0] * SCALE), round(layout.page[1] * SCALE))
    page = grey.transform(size, Image.Transform.PERSPECTIVE, tuple((h / h[2, 2]).flatten()[:8]),
                          Image.Resampling.BILINEAR, fillcolor=255)
    light = page.reduce(LIGHT_STEP).filter(ImageFilter.MaxFilter(5)).filter(ImageFilter.BoxBlur(2))
    return Page(page, np.maximum(np.asarray(light, dtype=np.float32), 40.0), tuple(corners))


def measure(page: Page, layout: Layout) -> list[BoxReading]:
    """Every box's reading (``app.paper.ink``)."""
    from .ink import measure as measure_ink
    return measure_ink(page.image, layout)


def read_qr(page: Page, grey: Any, layout: Layout) -> str | None:
    """The form's code: looked for in the straightened page's corner where it is printed,
    then in the whole picture."""
    return _qr_in_place(page, layout) or _qr_in(grey)


def _qr_in_place(page: Page, layout: Layout) -> str | None:
    """The code where the layout prints it on the straightened page, or None."""
    x, y, side = layout.qr
    margin = 4.0
    crop = page.image.crop((round((x - margin) * SCALE), round((y - margin) * SCALE),
                            round((x + side + margin) * SCALE), round((y + side + margin) * SCALE)))
    return _qr_in(crop) or _qr_in(crop.resize((crop.width * 2, crop.height * 2)))


def _qr_in(image: Any) -> str | None:
    import zxingcpp
    fmt = zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode)
    for result in zxingcpp.read_barcodes(image, formats=fmt):
        if result.valid:
            return result.text
    return None


def oriented(grey: Any, layout: Layout) -> tuple[Page, str | None]:
    """The straightened page the right way up, and its code.  The four corner marks are
    alike, so the page may have been fed upside down (180°) or photographed sideways (90°):
    of the four ways the marks can be the page's corners, the one that puts the code where
    the layout prints it is the page's.  When the code is found in none (a damaged code),
    the page is taken as it lies and the code looked for in the whole picture."""
    corners = find_corners(grey, layout)
    upright = None
    for turn in range(4):
        page = straighten(grey, layout, corners[turn:] + corners[:turn])
        upright = upright or page
        text = _qr_in_place(page, layout)
        if text:
            return page, text
    assert upright is not None
    return upright, _qr_in(grey)
