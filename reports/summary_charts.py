"""The summary's charts: reportlab graphics drawings, PT Sans everywhere (no Helvetica).

Each function takes the numbers (``app.tournament.stats.TournamentStats``) and returns a
``Drawing`` that platypus places like any flowable.
"""
from __future__ import annotations

from collections.abc import Sequence

from reportlab.graphics.charts.barcharts import VerticalBarChart
from reportlab.graphics.charts.legends import Legend
from reportlab.graphics.charts.piecharts import Pie
from reportlab.graphics.shapes import Drawing, String
from reportlab.lib import colors
from reportlab.lib.units import mm

from app.tournament.regulation import ROLES
from app.tournament.stats import TournamentStats

from .fonts import BOLD, REGULAR
from .summary_labels import label

RED = colors.HexColor("#b03a2e")
BLACK = colors.HexColor("#2b2b2b")
GREY = colors.HexColor("#9a9a9a")
ROLE_COLOURS = {"citizen": colors.HexColor("#d98880"), "sheriff": RED,
                "mafia": colors.HexColor("#707070"), "don": BLACK}
FONT_SIZE = 7
# typeshed types the charts' places and sizes from their defaults, as int; reportlab's attribute
# maps take any number (isNumber), and the layout below is in fractional points: "assignment" ignored.


def _frame(width: float, height: float, title: str) -> Drawing:
    d = Drawing(width, height, initialFontName=REGULAR)
    d.add(String(0, height - 9, title, fontName=BOLD, fontSize=8.5))
    return d


def _bars(width: float, height: float, data: Sequence[Sequence[float]], names: list[str],
          fills: list[colors.Color], top: float | None = None, step: float | None = None) -> VerticalBarChart:
    chart = VerticalBarChart()
    chart.x, chart.y = 22, 16
    chart.width, chart.height = width - 30, height - 40  # type: ignore[assignment]
    chart.data = data
    chart.categoryAxis.categoryNames = names
    chart.categoryAxis.labels.fontName = REGULAR
    chart.categoryAxis.labels.fontSize = FONT_SIZE
    chart.valueAxis.labels.fontName = REGULAR
    chart.valueAxis.labels.fontSize = FONT_SIZE
    chart.valueAxis.valueMin = 0
    peak = max((v for series in data for v in series), default=0)
    chart.valueAxis.valueMax = top if top is not None else max(1, peak * 1.15)
    if step is not None:
        chart.valueAxis.valueStep = step
    chart.barSpacing, chart.groupSpacing = 1, 5
    chart.strokeColor = None
    for i, fill in enumerate(fills):
        chart.bars[i].fillColor = fill
        chart.bars[i].strokeColor = None
    chart.barLabels.fontName = REGULAR
    chart.barLabels.fontSize = 6
    return chart


def _legend(x: float, y: float, pairs: list[tuple[colors.Color, str]]) -> Legend:
    legend = Legend()
    legend.x, legend.y = x, y  # type: ignore[assignment]
    legend.fontName, legend.fontSize = REGULAR, FONT_SIZE
    legend.alignment = "right"
    legend.columnMaximum = len(pairs)
    legend.colorNamePairs = pairs
    legend.dx = legend.dy = 6
    legend.deltay = 9
    return legend


def outcomes_chart(stats: TournamentStats, lang: str, width: float = 85 * mm, height: float = 55 * mm) -> Drawing:
    d = _frame(width, height, label("chart.outcomes", lang))
    pie = Pie()
    size = height - 24
    pie.x, pie.y, pie.width, pie.height = 6, 4, size, size  # type: ignore[assignment]
    keys = [k for k in ("red", "black", "draw") if stats.outcomes[k]]
    pie.data = [stats.outcomes[k] for k in keys] or [1]
    fills = {"red": RED, "black": BLACK, "draw": GREY}
    pie.labels = [str(stats.outcomes[k]) for k in keys] or [""]
    pie.simpleLabels = 1
    pie.slices.fontName, pie.slices.fontSize = REGULAR, FONT_SIZE
    pie.slices.fontColor = colors.white
    pie.slices.labelRadius = 0.65
    pie.slices.strokeColor = colors.white
    for i, k in enumerate(keys):
        pie.slices[i].fillColor = fills[k]
    d.add(pie)
    total = sum(stats.outcomes.values()) or 1
    names = {"red": label("red_wins", lang), "black": label("black_wins", lang), "draw": label("draws", lang)}
    pairs = [(fills[k], f"{names[k]}: {stats.outcomes[k]} ({100 * stats.outcomes[k] / total:.0f}%)")
             for k in ("red", "black", "draw")]
    d.add(_legend(size + 18, height - 24, pairs))
    return d


def seats_chart(stats: TournamentStats, lang: str, width: float = 180 * mm, height: float = 55 * mm) -> Drawing:
    d = _frame(width, height, label("chart.seats", lang))
    data = [[round(stats.seat_rate(s, team), 1) for s in range(1, 11)] for team in ("red", "black")]
    chart = _bars(width, height - 4, data, [str(s) for s in range(1, 11)], [RED, BLACK], top=100, step=20)
    d.add(chart)
    legend = _legend(width - 110, height - 4, [(RED, label("series.red", lang)), (BLACK, label("series.black", lang))])
    legend.columnMaximum = 1               # side by side, beside the title
    legend.deltax = 55
    d.add(legend)
    return d


def roles_chart(stats: TournamentStats, lang: str, width: float = 85 * mm, height: float = 55 * mm) -> Drawing:
    d = _frame(width, height, label("chart.roles", lang))
    data = [[round(stats.role_rate(r), 1) for r in ROLES]]
    chart = _bars(width, height - 4, data, [label(f"role_name.{r}", lang) for r in ROLES], [GREY],
                  top=100, step=20)
    for i, role in enumerate(ROLES):
        chart.bars[(0, i)].fillColor = ROLE_COLOURS[role]
    chart.barLabelFormat = "%.0f"
    chart.barLabels.nudge = 6
    d.add(chart)
    return d


def first_killed_chart(stats: TournamentStats, lang: str, width: float = 85 * mm, height: float = 55 * mm) -> Drawing:
    d = _frame(width, height, label("chart.first_killed", lang))
    data = [[stats.first_killed_by_seat[s] for s in range(1, 11)]]
    chart = _bars(width, height - 4, data, [str(s) for s in range(1, 11)], [RED])
    chart.barLabelFormat = "%d"
    chart.barLabels.nudge = 6
    d.add(chart)
    return d


def best_move_chart(stats: TournamentStats, lang: str, width: float = 85 * mm, height: float = 55 * mm) -> Drawing:
    d = _frame(width, height, label("chart.best_move", lang))
    data = [[stats.best_move_hits[h] for h in range(4)]]
    chart = _bars(width, height - 4, data, ["0", "1", "2", "3"], [BLACK])
    chart.barLabelFormat = "%d"
    chart.barLabels.nudge = 6
    d.add(chart)
    return d
