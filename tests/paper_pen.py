"""A judge's pen and a scanner, simulated: the pen form of a game printed to pixels, its boxes
filled with pen-like marks (ticks, crosses, filled boxes, jittered strokes of varying pressure
and colour, a few wrong marks struck through), then scanned or photographed (resolution,
rotation, noise, JPEG, a perspective warp and uneven light).  A tool of the tests and of
benchmarks/bench_paper.py, not of the program.
"""
from __future__ import annotations

import io
import random
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFilter

from app.paper.layout import Layout, pen_layout

PENS = [(20, 30, 140), (15, 15, 20), (30, 60, 200), (160, 20, 30), (20, 100, 40)]
KINDS = ("tick", "cross", "fill")


def form_of(doc: Mapping[str, Any]) -> tuple[dict, Any, list[str]]:
    """The form's pre-printed part of a game: meta, rule book, names."""
    return dict(doc["meta"]), doc["ruleset"], [p["name"] for p in doc["players"]]


def paper_game(doc: Mapping[str, Any]) -> dict[str, Any]:
    """The game as the pen form carries it (app.paper.boxes): votes by count, no speeches,
    warnings or removals, the fouls at the start of day 1, the meta the form's code holds."""
    keep = ("nominate", "vote", "lift_vote", "best_move", "shooting", "don_check", "sheriff_check")
    phases = []
    fouls = [{"type": "foul", "seat": e["seat"]} for p in doc["phases"] for e in p["events"] if e["type"] == "foul"]
    fouls.sort(key=lambda e: e["seat"])
    for phase in doc["phases"]:
        events = []
        for event in phase["events"]:
            if event["type"] not in keep:
                continue
            event = dict(event)
            if "voters" in event:
                event["count"] = len(event.pop("voters"))
            if event["type"] == "best_move":
                event["guess"] = sorted(event["guess"])        # three boxes ticked: a set
            if event["type"] == "shooting":
                event = {"type": "shooting", "shots": event["shots"]}
            events.append(event)
        phases.append({"phase": phase["phase"], "events": (fouls if phase["phase"] == "D1" else []) + events})
    while len(phases) > 1 and not phases[-1]["events"]:
        phases.pop()
    meta = {k: v for k, v in doc["meta"].items() if k in ("tournament", "round", "table", "game", "date", "judge")}
    out = {"format": "mafia-game/1", "ruleset": doc["ruleset"], "meta": meta,
           "players": [dict(p) for p in doc["players"]], "phases": phases}
    if doc.get("result"):
        out["result"] = {"winner": doc["result"]["winner"]}
    return out


@lru_cache(maxsize=8)
def _printed(meta: str, ruleset: str, names: tuple, dpi: int) -> Image.Image:
    import json

    import pypdfium2 as pdfium

    from reports.pen_form import PenFormRenderer
    pdf = PenFormRenderer(pen_layout(), json.loads(meta), json.loads(ruleset), list(names)).render()
    page = pdfium.PdfDocument(pdf)[0]
    return page.render(scale=dpi / 72).to_pil().convert("RGB")


def printed(doc: Mapping[str, Any], dpi: int = 300) -> Image.Image:
    """The blank form of ``doc``'s table as printed, at ``dpi``."""
    import json
    meta, ruleset, names = form_of(doc)
    return _printed(json.dumps(meta, ensure_ascii=False, sort_keys=True), json.dumps(ruleset), tuple(names), dpi).copy()


def fill(image: Image.Image, keys: list[Any], dpi: int, rng: random.Random, *,
         kinds: tuple[str, ...] = KINDS, withdrawn: int = 2, layout: Layout | None = None) -> list[str]:
    """Draw a pen mark in each box of ``keys`` (layout boxes) and ``withdrawn`` struck-through
    marks in empty boxes; returns the keys of the struck boxes."""
    layout = layout or pen_layout()
    draw = ImageDraw.Draw(image)
    pen = rng.choice(PENS)
    for box in keys:
        _mark(draw, box, dpi / 25.4, rng, rng.choice(kinds), pen)
    taken = {b.key for b in keys}
    empty = [b for b in layout.boxes if b.key not in taken and b.field.startswith(("nom", "vote", "shot"))]
    struck = rng.sample(empty, withdrawn) if withdrawn else []
    for box in struck:
        _mark(draw, box, dpi / 25.4, rng, rng.choice(kinds), pen)
        _strike(draw, box, dpi / 25.4, rng, pen)
    return [b.key for b in struck]


def _stroke(draw: ImageDraw.ImageDraw, points: list[tuple[float, float]], px: float, rng: random.Random,
            pen: tuple[int, int, int]) -> None:
    pressure = rng.uniform(0.75, 1.0)
    colour = tuple(int(255 - (255 - c) * pressure) for c in pen)
    width = max(1, round(rng.uniform(0.35, 0.6) * px))
    path = []
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        for t in (0.0, 0.33, 0.66):
            path.append((x0 + (x1 - x0) * t + rng.gauss(0, 0.05 * px), y0 + (y1 - y0) * t + rng.gauss(0, 0.05 * px)))
    path.append(points[-1])
    draw.line(path, fill=colour, width=width, joint="curve")


def _mark(draw: ImageDraw.ImageDraw, box: Any, px: float, rng: random.Random, kind: str,
          pen: tuple[int, int, int]) -> None:
    size = box.w * rng.uniform(0.75, 1.0)
    cx = (box.x + box.w / 2 + rng.gauss(0, 0.15)) * px
    cy = (box.y + box.h / 2 + rng.gauss(0, 0.15)) * px
    r = size / 2 * px
    if kind == "tick":
        _stroke(draw, [(cx - r * 0.7, cy - r * 0.15), (cx - r * 0.2, cy + r * 0.75), (cx + r * 0.8, cy - r * 0.85)],
                px, rng, pen)
    elif kind == "cross":
        _stroke(draw, [(cx - r * 0.8, cy - r * 0.8), (cx + r * 0.8, cy + r * 0.8)], px, rng, pen)
        _stroke(draw, [(cx + r * 0.8, cy - r * 0.8), (cx - r * 0.8, cy + r * 0.8)], px, rng, pen)
    else:
        rows = max(3, round(size / 0.45))
        points = []
        for i in range(rows):
            y = cy - r * 0.85 + 1.7 * r * i / (rows - 1)
            ends = [(cx - r * 0.85, y), (cx + r * 0.85, y)]
            points += ends if i % 2 == 0 else ends[::-1]
        _stroke(draw, points, px, rng, pen)


def _strike(draw: ImageDraw.ImageDraw, box: Any, px: float, rng: random.Random, pen: tuple[int, int, int]) -> None:
    y = (box.y + box.h / 2 + rng.gauss(0, 0.1)) * px
    tilt = rng.gauss(0, 0.1) * px
    _stroke(draw, [((box.x - 1.1) * px, y - tilt), ((box.x + box.w + 1.1) * px, y + tilt)], px, rng, pen)


def faint(image: Image.Image, box: Any, dpi: int) -> None:
    """A faint short stroke inside ``box`` (a layout box): less ink than a mark, more than none."""
    from PIL import ImageDraw
    px = dpi / 25.4
    ImageDraw.Draw(image).line([((box.x + 1.0) * px, (box.y + 1.4) * px), ((box.x + 1.8) * px, (box.y + 1.4) * px)],
                               fill=(40, 40, 160), width=1)


def scanned(image: Image.Image, dpi: int, rng: random.Random, *, angle: float | None = None,
            noise: float = 6.0, quality: int | None = None, source_dpi: int = 300) -> Image.Image:
    """A flatbed scan: resampled to ``dpi``, turned up to ±5°, noise, JPEG."""
    out = image.resize((round(image.width * dpi / source_dpi), round(image.height * dpi / source_dpi)),
                       Image.Resampling.LANCZOS)
    out = out.rotate(rng.uniform(-5, 5) if angle is None else angle, Image.Resampling.BILINEAR,
                     expand=True, fillcolor=(250, 250, 250))
    return _finish(out, rng, noise, quality if quality is not None else rng.randint(40, 90))


def photographed(image: Image.Image, rng: random.Random, *, width: int = 2000,
                 quality: int | None = None) -> Image.Image:
    """A phone's photograph: the sheet on a darker table in perspective, light falling off
    across it, a little blur, noise and JPEG."""
    w, h = width, round(width * 1.4)
    page_w = w * rng.uniform(0.78, 0.9)
    sx = page_w / image.width
    x0, y0 = (w - page_w) / 2, (h - image.height * sx) / 2
    pw, ph = image.width * sx, image.height * sx
    j = 0.04 * page_w
    dst = [(cx + rng.uniform(-j, j), cy + rng.uniform(-j, j))
           for cx, cy in ((x0, y0), (x0 + pw, y0), (x0 + pw, y0 + ph), (x0, y0 + ph))]
    src = [(0, 0), (image.width, 0), (image.width, image.height), (0, image.height)]
    from app.paper.reader import homography
    hm = homography(dst, src)
    out = image.transform((w, h), Image.Transform.PERSPECTIVE, tuple((hm / hm[2, 2]).flatten()[:8]),
                          Image.Resampling.BILINEAR, fillcolor=(95, 85, 75))
    shade = Image.linear_gradient("L").resize((w, h)).rotate(rng.uniform(0, 360)).point(lambda v: 255 - v * 0.3)
    out = Image.merge("RGB", [_darken(c, shade) for c in out.split()])
    out = out.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.8)))
    return _finish(out, rng, 5.0, quality if quality is not None else rng.randint(60, 90))


def _darken(channel: Image.Image, shade: Image.Image) -> Image.Image:
    from PIL import ImageChops
    return ImageChops.multiply(channel, shade)


def _finish(image: Image.Image, rng: random.Random, noise: float, quality: int) -> Image.Image:
    if noise:
        grain = Image.effect_noise(image.size, noise)
        image = Image.merge("RGB", [_noisy(c, grain) for c in image.split()])
    out = io.BytesIO()
    image.save(out, "JPEG", quality=quality)
    return Image.open(io.BytesIO(out.getvalue()))


def _noisy(channel: Image.Image, grain: Image.Image) -> Image.Image:
    from PIL import ImageChops
    return ImageChops.add(channel, grain, scale=1.0, offset=-128)
