"""The rating's history as a picture: the points a chart draws, and the chart as SVG.

The same geometry serves the site (inline SVG), the window (the SVG rendered) and the PDF
(reportlab draws the polyline from :func:`geometry`), so the three show the same line.

>>> from datetime import date
>>> svg = history_svg([(date(2026, 3, 1), 8.0), (date(2026, 3, 2), 2.5)], title="Кот <&>")
>>> svg.startswith("<svg") and "Кот &lt;&amp;&gt;" in svg and svg.count("<circle") == 2
True
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from html import escape

WIDTH, HEIGHT = 640.0, 240.0
MARGIN = (48.0, 16.0, 28.0, 28.0)     # left, right, top, bottom


@dataclass(frozen=True)
class Geometry:
    points: tuple[tuple[float, float], ...]       # in the picture, y down
    low: float
    high: float
    first: date | None
    last: date | None
    zero: float | None                            # the y of rating 0, when inside


def geometry(history: Sequence[tuple[date, float]], width: float = WIDTH, height: float = HEIGHT) -> Geometry:
    """Each game's rating after it, left to right in the order played (one step a game)."""
    if not history:
        return Geometry((), 0.0, 0.0, None, None, None)
    ratings = [r for _, r in history]
    low, high = min(ratings + [ratings[0]]), max(ratings)
    if high - low < 1e-9:
        low, high = low - 1.0, high + 1.0
    left, right, top, bottom = MARGIN
    span_x = width - left - right
    span_y = height - top - bottom
    steps = max(1, len(history) - 1)

    def y(value: float) -> float:
        return round(top + (high - value) / (high - low) * span_y, 2)
    points = tuple((round(left + i * span_x / steps, 2), y(r)) for i, (_, r) in enumerate(history))
    zero = y(0.0) if low <= 0.0 <= high else None
    return Geometry(points, low, high, history[0][0], history[-1][0], zero)


def history_svg(history: Sequence[tuple[date, float]], *, title: str = "", width: float = WIDTH,
                height: float = HEIGHT) -> str:
    """The chart as a standalone SVG element (no script, no outside reference)."""
    g = geometry(history, width, height)
    left, right, top, bottom = MARGIN
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {height:g}" '
             f'width="{width:g}" height="{height:g}" role="img" aria-label="{escape(title)}">',
             f"<title>{escape(title)}</title>",
             f'<rect x="{left:g}" y="{top:g}" width="{width - left - right:g}" height="{height - top - bottom:g}" '
             'fill="#fafafa" stroke="#999"/>']
    if g.zero is not None:
        parts.append(f'<line x1="{left:g}" y1="{g.zero:g}" x2="{width - right:g}" y2="{g.zero:g}" '
                     'stroke="#bbb" stroke-dasharray="4 3"/>')
    if g.points:
        line = " ".join(f"{x:g},{y:g}" for x, y in g.points)
        parts.append(f'<polyline points="{line}" fill="none" stroke="#b22222" stroke-width="2"/>')
        parts += [f'<circle cx="{x:g}" cy="{y:g}" r="2.5" fill="#b22222"/>' for x, y in g.points]
        label = 'font-family="sans-serif" font-size="11" fill="#333"'
        parts.append(f'<text x="{left - 4:g}" y="{top + 4:g}" text-anchor="end" {label}>{g.high:.1f}</text>')
        parts.append(f'<text x="{left - 4:g}" y="{height - bottom:g}" text-anchor="end" {label}>{g.low:.1f}</text>')
        parts.append(f'<text x="{left:g}" y="{height - 8:g}" {label}>{g.first}</text>')
        parts.append(f'<text x="{width - right:g}" y="{height - 8:g}" text-anchor="end" {label}>{g.last}</text>')
    parts.append("</svg>")
    return "".join(parts)
