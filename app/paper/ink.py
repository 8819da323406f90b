"""The ink in each box of a straightened page (issue 38 §2–§3).

The corner marks put the page roughly in place; each row of boxes is then found where it
really lies — its printed outlines are looked for within ``ALIGN`` mm of where the layout
puts them (a ridge in the row's profile across and along it) —, so that a photograph's
imprecise corners or a sheet that is not flat do not move a mark out of its box.

Ink is judged against that page's own paper and that row's own printed outline: the
outline is the darkness the printer gave a thin line, as the scanner or the camera saw
it, so a light pencil, a tired ballpoint or a blurred photograph is measured on the same
scale as the outlines around it.  A pixel counts from ``FLOOR`` of the outline's darkness
(or above the page's grain, whichever is more), weighed by how dark it is up to the
outline's darkness; a box's *ink* is the mean of that over its inside.  A box is *marked*
from ``MARKED``, *empty* up to ``EMPTY``, and *uncertain* between — a visible trace is
asked about, never called empty.

A mark is *withdrawn* when a line runs through the box and beyond it on both sides: a
row of the inside inked from edge to edge, and ink in the gaps on both sides at that height.

>>> float(_ink_score(0.5, 0.1, 0.4)), float(_ink_score(0.05, 0.1, 0.4)), round(float(_ink_score(0.25, 0.1, 0.4)), 2)
(1.0, 0.0, 0.5)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .layout import Layout

SCALE = 6.0               # pixels per millimetre of the straightened page
ALIGN = 1.2               # mm a row's outlines are looked for around their place
SETTLE = 2                # px a row's shift may differ from its neighbours' (0.33 mm)
INSET = 0.45              # mm of a box's edge left out of its measure (the outline, blurred)
FLOOR = 0.2               # share of the outline's darkness from which a pixel counts as ink
GRAIN, GRAIN_MARGIN = 0.95, 0.02   # … or above the page's grain: this quantile of the boxes' insides, plus
MARKED, EMPTY = 0.16, 0.015   # a box's ink (0 .. 1): marked from, empty up to
SPAN = 0.55               # the share of the inside's width or height a mark reaches across, at least
LIGHT_PAGE, PENCIL_TRACE = 2.0, 0.5   # marks darker than the outlines by less than this: a pencil page,
#                                       where a trace half as large is asked about
TRACED = 0.07             # the share of a box's inside inked at all from which it is asked about
STRUCK, UNSURE_STRIKE = 0.2, 0.04   # a strike-through's measure: withdrawn from, asked about from
LIGHT_STEP = 8
PAPER = 4.5               # mm: a window wider than any mark, narrower than a shadow's edge is long


@dataclass(frozen=True)
class BoxReading:
    key: str
    state: str               # marked | empty | withdrawn | uncertain
    ink: float
    confidence: float        # 0 (a coin toss) .. 1


def _ink_score(ink: Any, floor: Any, outline: Any) -> Any:
    """A pixel's weight as ink: 0 up to ``floor``, rising to 1 at the outline's darkness."""
    import numpy as np
    return np.clip((ink - floor) / np.maximum(outline - floor, 0.02), 0.0, 1.0)


def paper_light(image: Any) -> Any:
    """The paper's light at each pixel: the page closed (its brightest within ``PAPER`` mm,
    then the darkest of those) at half resolution — marks, outlines and words, smaller than
    the window, vanish; the edge of a shadow across the sheet, longer than it, stays sharp."""
    import numpy as np
    half = np.asarray(image.reduce(2), dtype=np.float32)
    reach = round(PAPER * SCALE / 4)
    closed = _slide(_slide(half, reach, np.maximum), reach, np.minimum)
    full = np.repeat(np.repeat(closed, 2, axis=0), 2, axis=1)
    out = np.empty((image.height, image.width), dtype=np.float32)
    out[:full.shape[0], :full.shape[1]] = full[:image.height, :image.width]
    out[full.shape[0]:, :] = out[full.shape[0] - 1:full.shape[0], :]
    out[:, full.shape[1]:] = out[:, full.shape[1] - 1:full.shape[1]]
    return np.maximum(out, 40.0)


def _slide(a: Any, reach: int, pick: Any) -> Any:
    """``pick`` (np.maximum or np.minimum) over a square of ``2 × reach + 1`` around each pixel."""
    import numpy as np
    for axis in (0, 1):
        padded = np.pad(a, [(reach, reach) if k == axis else (0, 0) for k in (0, 1)], mode="edge")
        n = a.shape[axis]
        out = padded.take(range(0, n), axis=axis)
        for shift in range(1, 2 * reach + 1):
            out = pick(out, padded.take(range(shift, shift + n), axis=axis))
        a = out
    return a


def ink_image(image: Any) -> Any:
    """Each pixel's ink: 0 paper (``paper_light``) .. 1 black."""
    import numpy as np
    a = np.asarray(image, dtype=np.float32)
    return np.clip(1.0 - a / paper_light(image), 0.0, 1.0)


_ROWS: dict[int, tuple[Layout, list[list[int]]]] = {}


def rows_of(layout: Layout) -> list[list[int]]:
    """The layout's boxes in rows: the indices of the boxes of one field and place (a seat's
    roles, a nomination's candidates, a night's shots of one shooter…), left to right."""
    cached = _ROWS.get(id(layout))
    if cached is not None and cached[0] is layout:
        return cached[1]
    groups: dict[tuple[Any, ...], list[int]] = {}
    for n, b in enumerate(layout.boxes):
        groups.setdefault((b.field, b.seat, b.day, b.slot, b.y), []).append(n)
    rows = [sorted(g, key=lambda n: layout.boxes[n].x) for g in groups.values()]
    _ROWS[id(layout)] = (layout, rows)
    return rows


@dataclass
class _Row:
    dx: int
    dy: int
    outline: float            # the printed outline's darkness here, as seen
    score: float              # how clearly the outlines were found


def _ridge(profile: Any, reach: int = 3) -> Any:
    """A thin line's trace in a profile: its value less the mean of its neighbours ``reach`` away."""
    import numpy as np
    padded = np.pad(profile, reach, mode="edge")
    return profile - (padded[:-2 * reach] + padded[2 * reach:]) / 2


def _align(ink: Any, xs: list[int], y: int, w: int, reach: int) -> _Row:
    """Where one row's outlines lie: the shift (within ``reach`` px) putting the most ridge on
    the boxes' top and bottom edges, then on their left and right edges."""
    import numpy as np
    pad = reach + 4
    x0, x1 = xs[0] - pad, xs[-1] + w + pad
    y0 = y - pad
    region = ink[max(0, y0):y + w + pad + 1, max(0, x0):x1 + 1]
    if region.shape != (w + 2 * pad + 1, x1 - x0 + 1):         # at the page's edge: as placed
        return _Row(0, 0, 0.0, 0.0)
    across = np.concatenate([np.arange(x - x0 + 2, x - x0 + w - 1) for x in xs])
    ridge_y = _ridge(region[:, across].mean(axis=1))
    shifts = np.arange(-reach, reach + 1)
    top, bottom = pad + shifts, pad + w + shifts
    score_y = ridge_y[top] + ridge_y[bottom]
    k = int(np.argmax(score_y))
    dy = int(shifts[k])
    inside = region[pad + dy + 2:pad + dy + w - 1, :].mean(axis=0)
    ridge_x = _ridge(inside)
    lefts = np.array([x - x0 for x in xs])
    # each box's two edges, the median box: a filled box's own edges must not pull the row
    score_x = np.array([np.median(ridge_x[lefts + s] + ridge_x[lefts + w + s]) for s in shifts])
    j = int(np.argmax(score_x))
    dx = int(shifts[j])
    # the outline's darkness: the median box's top and bottom edges, so that marks do not count
    edges = [region[pad + dy + e, x - x0 + dx + 2:x - x0 + dx + w - 1].mean() for x in xs for e in (0, w)]
    return _Row(dx, dy, float(np.median(edges)), float(score_y[k] / 2 + score_x[j] / 2))


def _settle(rows: list[_Row], centres: list[tuple[float, float]]) -> None:
    """The page's error is smooth: a row whose outlines could not be told (under a stain, a
    fold), or whose shift is not its neighbours' (a filled box's edges mistaken for the
    outlines), takes the median shift of the clearly found rows nearest it."""
    import numpy as np
    scores = np.array([r.score for r in rows])
    good = scores >= 0.35 * float(np.median(scores))
    if not good.any():
        return
    outline = float(np.median([r.outline for r, g in zip(rows, good) if g]))
    at = np.array(centres)
    dx, dy = np.array([r.dx for r in rows]), np.array([r.dy for r in rows])
    for n, row in enumerate(rows):
        distance = np.hypot(*(at - at[n]).T) + np.where(good, 0, 1e9)
        distance[n] = 1e9
        near = np.argsort(distance)[:6]
        mx, my = int(np.median(dx[near])), int(np.median(dy[near]))
        if good[n] and abs(row.dx - mx) <= SETTLE and abs(row.dy - my) <= SETTLE:
            continue
        row.dx, row.dy = mx, my
        row.outline = max(row.outline, outline)


def measure(image: Any, layout: Layout) -> list[BoxReading]:
    """Every box's reading on a straightened page (``image`` at SCALE px/mm)."""
    import numpy as np
    from PIL import ImageFilter
    # a 3 × 3 mean: the paper's grain and a pencil's halve, a line of ink stays a line
    ink = ink_image(image.filter(ImageFilter.BoxBlur(1)))
    boxes = layout.boxes
    w = round(boxes[0].w * SCALE)
    reach = round(ALIGN * SCALE)
    rows = rows_of(layout)
    found = [_align(ink, [round(boxes[n].x * SCALE) for n in row], round(boxes[row[0]].y * SCALE), w, reach)
             for row in rows]
    _settle(found, [(boxes[row[0]].x, boxes[row[0]].y) for row in rows])
    n_boxes = len(boxes)
    x, y, outline = np.zeros(n_boxes, int), np.zeros(n_boxes, int), np.zeros(n_boxes, np.float32)
    for row, where in zip(rows, found):
        for n in row:
            x[n] = round(boxes[n].x * SCALE) + where.dx
            y[n] = round(boxes[n].y * SCALE) + where.dy
            outline[n] = where.outline
    # a page without visible outlines (a faded copy) is measured against a thin black line's
    outline = np.maximum(outline, 0.15)
    inset = round(INSET * SCALE)
    inside = _patches(ink, x + inset, y + inset, w - 2 * inset, w - 2 * inset)
    # the page's grain: what the insides of its boxes, nearly all empty, hold at most
    floor = np.maximum(FLOOR * outline, float(np.quantile(inside, GRAIN)) + GRAIN_MARGIN)
    strike, height = _strikes(ink, x, y, w, inset, floor, outline)
    before = _ink_score(inside, floor[:, None, None], outline[:, None, None]).mean(axis=(1, 2))
    _spared(inside, rows, strike, height, y + inset)
    score = _ink_score(inside, floor[:, None, None], outline[:, None, None])
    amount = score.mean(axis=(1, 2))
    inked = inside > floor[:, None, None]
    # touched at all: away from the inside's edge, where a printed outline a pixel off would count
    traced = inked[:, 1:-1, 1:-1].mean(axis=(1, 2))
    # how far the ink's core (a third of its darkest) reaches across the box: a mark spans most of
    # it, a speck or a dash does not
    core = inside > np.maximum(floor, 0.35 * inside.max(axis=(1, 2)))[:, None, None]
    span = np.maximum(core.any(axis=1).sum(axis=1), core.any(axis=2).sum(axis=1)) / inside.shape[1]
    # a box a neighbour's strike ran into, with ink of its own besides: asked, not cleared
    traced = np.where((before >= MARKED / 2) & (amount < MARKED / 2), np.maximum(traced, TRACED), traced)
    # a page written in pencil (its marks hardly darker than the printed outlines) leaves the
    # faintest of traces: a smaller one is asked about there
    marks = traced >= TRACED
    light = bool(marks.sum() >= 5 and np.median(inside[marks].max(axis=(1, 2))) < LIGHT_PAGE * np.median(outline))
    touched = TRACED * (PENCIL_TRACE if light else 1.0)
    return [_reading(b.key, float(a), float(t), float(s), float(p), touched)
            for b, a, t, s, p in zip(boxes, amount, traced, strike, span)]


def _spared(inside: Any, rows: list[list[int]], strike: Any, height: Any, top: Any) -> None:
    """A strike-through runs on beyond its box, into the next box's edge: that ink is the
    strike's, not a mark in the neighbour (cleared from ``inside`` there)."""
    band = round(0.8 * SCALE)        # a thick strike, tilted
    for row in rows:
        for i, n in enumerate(row):
            if strike[n] < STRUCK:
                continue
            for m in row[max(0, i - 1):i + 2]:
                if m == n:
                    continue
                r = int(height[n] - top[m])
                lo, hi = max(0, r - band), min(inside.shape[1], r + band + 1)
                if lo < hi:
                    inside[m, lo:hi, :] = 0.0


def _patches(a: Any, x0: Any, y0: Any, width: int, height: int) -> Any:
    """(boxes, rows, columns) of ``a`` from each (x0, y0)."""
    import numpy as np
    cols = np.clip(x0[:, None] + np.arange(max(1, width)), 0, a.shape[1] - 1)
    rows = np.clip(y0[:, None] + np.arange(max(1, height)), 0, a.shape[0] - 1)
    return a[rows[:, :, None], cols[:, None, :]]


def _strikes(ink: Any, x: Any, y: Any, w: int, inset: int, floor: Any, outline: Any) -> tuple[Any, Any]:
    """How surely each box is struck through, and at which height (page pixels): at some
    height, the gap on its left, the gap on its right and a whole row of its inside all
    inked (a cross's arms reach the gaps too, but never fill a row)."""
    import numpy as np
    half = round(0.9 * SCALE)                       # heights looked at: the box's middle ± 0.9 mm
    top = y + w // 2 - half
    height = 2 * half + 1
    gap = 3                                         # the gap between two boxes less their outlines
    f, o = floor[:, None], outline[:, None]
    # in each gap, a line across it: a row darker than the gap's usual (the outlines beside it)
    left = _patches(ink, x - 1 - gap, top, gap, height).mean(axis=2)
    right = _patches(ink, x + w + 2, top, gap, height).mean(axis=2)
    left = _ink_score(left - np.median(left, axis=1, keepdims=True), f * 0.5, o)
    right = _ink_score(right - np.median(right, axis=1, keepdims=True), f * 0.5, o)
    across = _patches(ink, x + inset - 1, top, w - 2 * inset + 2, height)
    filled = (across > floor[:, None, None]).mean(axis=2)          # the share of a row inked
    # the strike may tilt: each side's ink within 2 px of the height looked at
    near = np.stack([np.roll(left, s, axis=1) for s in (-2, -1, 0, 1, 2)]).max(axis=0)
    near_r = np.stack([np.roll(right, s, axis=1) for s in (-2, -1, 0, 1, 2)]).max(axis=0)
    wide = np.stack([np.roll(filled, s, axis=1) for s in (-1, 0, 1)]).max(axis=0)
    both = np.minimum(np.minimum(near, near_r), np.clip((wide - 0.4) / 0.3, 0.0, 1.0))
    return both.max(axis=1), top + both.argmax(axis=1)


def _reading(key: str, ink: float, traced: float, strike: float, span: float, touched: float = TRACED
             ) -> BoxReading:
    if ink >= MARKED and span >= SPAN:
        if UNSURE_STRIKE <= strike < STRUCK:
            return BoxReading(key, "uncertain", ink, 0.0)
        confidence = min(1.0, (ink - MARKED) / MARKED + 0.5)
        return BoxReading(key, "withdrawn" if strike >= STRUCK else "marked", ink, confidence)
    if ink <= EMPTY and traced < touched:
        return BoxReading(key, "empty", ink, min(1.0, (EMPTY - ink) / EMPTY + 0.5))
    return BoxReading(key, "uncertain", ink, 0.0)
