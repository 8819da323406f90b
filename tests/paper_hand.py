"""A second judge's hand and a second scanner, written apart from ``tests/paper_pen.py`` and
from the reader (issue 38 §5): it knows the form only as anyone else would — the published
layout JSON (``Layout.to_dict()``, what ``--layout FILE.json`` writes) and the printed PDF —
and has habits of its own:

- five mark shapes: a cross, a tick, a single slash, a blot (a filled blob) and a small circle,
  each of its own size and place in the box (off-centre, sometimes spilling over its edge);
- ballpoints of 0.2–0.7 mm in blue, black or violet whose pressure fades and returns along a
  stroke, and pencils (grey 120–200, grainy);
- strays: dots and short dashes between the boxes, a stroke through a row's label;
- corrections: a wrong mark struck through beyond both sides of its box, as the form asks;
- a flatbed at 200 or 300 dpi (skew, a slightly wrong scale, grain, JPEG 50–85), and a phone
  photograph of 12 MP (perspective, a dark table, light falling off across the sheet, a
  vignette, blur and JPEG 60).

Truth comes back with each page: the boxes meant (marks struck through are not), so that a
benchmark counts boxes right, boxes sent to review, and wrong boxes with nothing said.
A tool of the tests and of ``benchmarks/bench_paper_hand.py``, not of the program.
"""
from __future__ import annotations

import io
import math
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

MM_PER_INCH = 25.4
SHAPES = ("cross", "tick", "slash", "blot", "circle")
INKS = {"blue": (25, 45, 165), "black": (22, 22, 28), "violet": (95, 40, 150)}
SUPER = 4                   # strokes are drawn at 4× and shrunk: edges as soft as a real line


@dataclass(frozen=True)
class Hand:
    """How this judge writes: the ink (a colour, or ``pencil`` at a grey level), the line's
    width in mm, the shapes used and how steady the hand is."""

    ink: str = "blue"
    grey: int = 0                    # a pencil's darkness on white (120 dark .. 200 faint)
    width: float = 0.4
    shapes: tuple[str, ...] = SHAPES
    wobble: float = 0.08             # mm of tremor along a stroke


def printed_form(pdf: bytes, dpi: int = 300) -> Image.Image:
    """The PDF's first page, printed: RGB at ``dpi``."""
    import pypdfium2 as pdfium
    document = pdfium.PdfDocument(pdf)
    try:
        return document[0].render(scale=dpi / 72).to_pil().convert("RGB")
    finally:
        document.close()


def boxes_of(layout_json: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """The layout's boxes by key, as the JSON gives them (mm from the top-left)."""
    return {b["key"]: b for b in layout_json["boxes"]}


class Sheet:
    """A printed form being written on: ``mark``, ``strike``, ``stray``; ``picture()``."""

    def __init__(self, page: Image.Image, dpi: int, layout_json: Mapping[str, Any], rng: random.Random) -> None:
        self.rgb = np.asarray(page, dtype=np.float32).copy()
        self.px, self.rng, self.boxes = dpi / MM_PER_INCH, rng, boxes_of(layout_json)

    # -- the strokes ------------------------------------------------------------------------
    def _paint(self, strokes: list[list[tuple[float, float]]], hand: Hand, *, fill: list[tuple[float, float]] = ()
               ) -> None:
        """Lay ink along ``strokes`` (points in mm) and inside the polygon ``fill``."""
        points = [p for s in strokes for p in s] + list(fill)
        margin = hand.width + 1.0
        x0 = min(p[0] for p in points) - margin
        y0 = min(p[1] for p in points) - margin
        x1 = max(p[0] for p in points) + margin
        y1 = max(p[1] for p in points) + margin
        c0, r0 = max(0, int(x0 * self.px)), max(0, int(y0 * self.px))
        c1, r1 = min(self.rgb.shape[1], int(x1 * self.px) + 1), min(self.rgb.shape[0], int(y1 * self.px) + 1)
        if c1 <= c0 or r1 <= r0:
            return
        k = self.px * SUPER
        mask = Image.new("L", ((c1 - c0) * SUPER, (r1 - r0) * SUPER), 0)
        draw = ImageDraw.Draw(mask)

        def at(p: tuple[float, float]) -> tuple[float, float]:
            return p[0] * k - c0 * SUPER, p[1] * k - r0 * SUPER
        if fill:
            draw.polygon([at(p) for p in fill], fill=230)
        for stroke in strokes:
            # pressure fades and returns along the stroke: each piece its own width and darkness
            phase = self.rng.uniform(0, math.tau)
            for i, (a, b) in enumerate(zip(stroke, stroke[1:])):
                pressure = 0.72 + 0.28 * math.cos(phase + 2.2 * i / max(1, len(stroke) - 1))
                width = max(1, round(hand.width * pressure * k))
                draw.line([at(a), at(b)], fill=round(255 * pressure), width=width)
                r = width / 2
                bx, by = at(b)
                draw.ellipse((bx - r, by - r, bx + r, by + r), fill=round(255 * pressure))
        alpha = np.asarray(mask.resize((c1 - c0, r1 - r0), Image.Resampling.BOX), dtype=np.float32) / 255.0
        if hand.ink == "pencil":
            # graphite: grainy, never darker than the lead's own grey
            grain = np.random.default_rng(self.rng.randrange(1 << 30)).normal(0.85, 0.2, alpha.shape)
            alpha = alpha * np.clip(grain, 0.3, 1.0).astype(np.float32)
            colour = np.array([hand.grey] * 3, dtype=np.float32)
        else:
            colour = np.array(INKS[hand.ink], dtype=np.float32)
        patch = self.rgb[r0:r1, c0:c1]
        # ink over paper: the darker of what is there and what the ink leaves
        laid = patch * (1 - alpha[..., None]) + colour * alpha[..., None]
        self.rgb[r0:r1, c0:c1] = np.minimum(patch, laid)

    def _line(self, a: tuple[float, float], b: tuple[float, float], hand: Hand, pieces: int = 6
              ) -> list[tuple[float, float]]:
        out = []
        for i in range(pieces + 1):
            t = i / pieces
            out.append((a[0] + (b[0] - a[0]) * t + self.rng.gauss(0, hand.wobble),
                        a[1] + (b[1] - a[1]) * t + self.rng.gauss(0, hand.wobble)))
        return out

    # -- what a judge does ------------------------------------------------------------------
    def mark(self, key: str, hand: Hand, shape: str | None = None) -> str:
        """A mark of ``shape`` (or one of the hand's) in box ``key``; returns the shape."""
        b = self.boxes[key]
        shape = shape or self.rng.choice(hand.shapes)
        w = b["w"]
        # the hand's aim: a little off the box's centre, a size of its own
        cx = b["x"] + w / 2 + self.rng.uniform(-0.22, 0.22) * w
        cy = b["y"] + b["h"] / 2 + self.rng.uniform(-0.22, 0.22) * w
        s = w * self.rng.uniform(0.35, 0.55)         # half the mark's extent
        if shape == "cross":
            self._paint([self._line((cx - s, cy - s), (cx + s, cy + s), hand),
                         self._line((cx + s, cy - s * 0.9), (cx - s * 0.9, cy + s), hand)], hand)
        elif shape == "tick":
            self._paint([self._line((cx - s * 0.8, cy), (cx - s * 0.2, cy + s * 0.8), hand, 3)
                         + self._line((cx - s * 0.2, cy + s * 0.8), (cx + s * 0.9, cy - s * 1.1), hand, 5)[1:]], hand)
        elif shape == "slash":
            self._paint([self._line((cx - s * 0.7, cy + s), (cx + s * 0.7, cy - s), hand)], hand)
        elif shape == "blot":
            n = 9
            blob = [(cx + s * 0.8 * self.rng.uniform(0.7, 1.1) * math.cos(math.tau * i / n),
                     cy + s * 0.8 * self.rng.uniform(0.7, 1.1) * math.sin(math.tau * i / n)) for i in range(n)]
            self._paint([blob + blob[:1]], hand, fill=blob)
        else:
            r = s * self.rng.uniform(0.55, 0.8)
            n = 14
            start = self.rng.uniform(0, math.tau)
            turns = [start + math.tau * 1.08 * i / n for i in range(n + 1)]      # a little past closing
            ring = [(cx + r * math.cos(t), cy + r * math.sin(t)) for t in turns]
            self._paint([ring], hand)
        return shape

    def strike(self, key: str, hand: Hand) -> None:
        """A wrong mark in ``key`` withdrawn: struck through beyond both sides of the box."""
        self.mark(key, hand)
        b = self.boxes[key]
        y = b["y"] + b["h"] / 2 + self.rng.uniform(-0.3, 0.3)
        over = self.rng.uniform(1.2, 1.8)
        tilt = self.rng.uniform(-0.3, 0.3)
        self._paint([self._line((b["x"] - over, y - tilt), (b["x"] + b["w"] + over, y + tilt), hand, 8)],
                    Hand(hand.ink, hand.grey, max(hand.width, 0.35), hand.shapes, hand.wobble * 0.5))

    def stray(self, hand: Hand, near: Iterable[str]) -> None:
        """A dot or a short dash in the gap beside a box (between boxes, not in one)."""
        b = self.boxes[self.rng.choice(list(near))]
        gap = 0.4                   # the gap between two boxes of a row is 0.8 mm wide
        x = b["x"] + b["w"] + gap + self.rng.uniform(-0.1, 0.1)
        y = b["y"] + self.rng.uniform(0.2, b["h"] - 0.2)
        if self.rng.random() < 0.5:
            self._paint([[(x, y), (x + 0.05, y + 0.05)]], hand)
        else:
            self._paint([self._line((x, y - 0.6), (x, y + 0.6), hand, 2)], hand)

    def picture(self) -> Image.Image:
        return Image.fromarray(np.clip(self.rgb, 0, 255).astype(np.uint8), "RGB")


def write(page: Image.Image, dpi: int, layout_json: Mapping[str, Any], keys: Iterable[str], rng: random.Random,
          hand: Hand | None = None, *, corrections: int = 2, strays: int = 4) -> tuple[Image.Image, set[str]]:
    """The form ``page`` (printed at ``dpi``) filled in: a mark in every box of ``keys``,
    ``corrections`` wrong marks struck through in empty boxes, ``strays`` stray marks.
    Returns the picture and the boxes meant."""
    hand = hand or Hand(rng.choice(tuple(INKS)), 0, rng.uniform(0.2, 0.7))
    sheet = Sheet(page, dpi, layout_json, rng)
    meant = set(keys)
    for key in sorted(meant):
        sheet.mark(key, hand)
    free = [k for k in sheet.boxes if k not in meant and not k.startswith(("result", "best."))]
    for key in rng.sample(free, corrections):
        sheet.strike(key, hand)
    for _ in range(strays):
        sheet.stray(hand, free)
    return sheet.picture(), meant


def _jpeg(image: Image.Image, quality: int) -> Image.Image:
    out = io.BytesIO()
    image.save(out, "JPEG", quality=quality)
    return Image.open(io.BytesIO(out.getvalue())).convert("RGB")


def _grain(image: Image.Image, sigma: float, rng: random.Random) -> Image.Image:
    a = np.asarray(image, dtype=np.float32)
    noise = np.random.default_rng(rng.randrange(1 << 30)).normal(0, sigma, a.shape[:2])[..., None]
    return Image.fromarray(np.clip(a + noise, 0, 255).astype(np.uint8), "RGB")


def flatbed(page: Image.Image, source_dpi: int, rng: random.Random, dpi: int | None = None) -> Image.Image:
    """A flatbed scan at 200 or 300 dpi: the sheet laid a little askew, the scanner's scale
    a little off, grain and JPEG 50–85."""
    dpi = dpi or rng.choice((200, 300))
    scale = dpi / source_dpi * rng.uniform(0.98, 1.02)
    out = page.resize((round(page.width * scale), round(page.height * scale)), Image.Resampling.BICUBIC)
    out = out.rotate(rng.uniform(-3.0, 3.0), Image.Resampling.BICUBIC, expand=True, fillcolor=(238, 238, 236))
    return _jpeg(_grain(out, rng.uniform(2.0, 6.0), rng), rng.randint(50, 85))


def _perspective(size: tuple[int, int], src: list[tuple[float, float]], dst: list[tuple[float, float]]) -> tuple:
    """PIL's 8 coefficients mapping output pixels (``dst``) back to the page (``src``)."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return tuple(np.linalg.solve(np.array(rows, dtype=np.float64), np.array(rhs, dtype=np.float64)))


def phone(page: Image.Image, rng: random.Random, *, size: tuple[int, int] = (3000, 4000), quality: int = 60
          ) -> Image.Image:
    """A 12 MP phone photograph: the sheet on a dark table, seen from above at a slant
    (perspective), light falling off from one side, a vignette, a little blur, JPEG 60."""
    w, h = size
    fill = rng.uniform(0.72, 0.86)                        # the sheet's share of the frame's width
    pw = w * fill
    ph = pw * page.height / page.width
    x0, y0 = (w - pw) / 2 + rng.uniform(-0.04, 0.04) * w, (h - ph) / 2 + rng.uniform(-0.03, 0.03) * h
    lean = rng.uniform(-0.06, 0.06) * pw                  # the far edge narrower: the phone held at a slant
    spin = rng.uniform(-0.03, 0.03) * pw
    dst = [(x0 + lean + spin, y0 - spin), (x0 + pw - lean + spin, y0 + spin),
           (x0 + pw - spin, y0 + ph + spin), (x0 - spin, y0 + ph - spin)]
    dst = [(x + rng.uniform(-0.01, 0.01) * pw, y + rng.uniform(-0.01, 0.01) * pw) for x, y in dst]
    src = [(0, 0), (page.width, 0), (page.width, page.height), (0, page.height)]
    table = tuple(rng.randint(35, 70) for _ in range(3))
    out = page.transform((w, h), Image.Transform.PERSPECTIVE, _perspective((w, h), src, dst),
                         Image.Resampling.BICUBIC, fillcolor=table)
    # the light, computed coarse (it varies slowly) and laid over the whole frame
    sw, sh = w // 16, h // 16
    ys, xs = np.mgrid[0:sh, 0:sw].astype(np.float32)
    angle = rng.uniform(0, math.tau)
    ramp = (xs / sw - 0.5) * math.cos(angle) + (ys / sh - 0.5) * math.sin(angle)
    light = rng.uniform(0.55, 0.8) + rng.uniform(0.3, 0.5) * (ramp + 0.5)          # falling light
    vignette = 1.0 - rng.uniform(0.2, 0.35) * (((xs / sw - 0.5) ** 2 + (ys / sh - 0.5) ** 2) / 0.5)
    shade = Image.fromarray((np.clip(light * vignette, 0.2, 1.0) * 255).astype(np.uint8), "L")
    shade = shade.resize((w, h), Image.Resampling.BILINEAR)
    from PIL import ImageChops
    out = Image.merge("RGB", [ImageChops.multiply(c, shade) for c in out.split()])
    out = out.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.4)))
    return _jpeg(_grain(out, rng.uniform(3.0, 6.0), rng), quality)
