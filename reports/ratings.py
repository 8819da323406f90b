"""The player's card and the season's wall table as PDFs (reportlab only).

The card prints what :mod:`app.ratings.render` words and draws the rating's history from
:func:`app.ratings.chart.geometry`, the same line the site and the window show.  The wall
table is the season's table in large type on A4 landscape, for the club's wall.  Both are
invariant for the same data (reportlab's ``invariant``: no date, a fixed document id).
"""
from __future__ import annotations

import io

from reportlab.graphics.shapes import Circle, Drawing, Line, PolyLine, Rect, String
from reportlab.lib import colors
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from app.ratings.card import PlayerCard
from app.ratings.chart import geometry
from app.ratings.render import card_lines, move_text, number, signed, title
from app.ratings.table import RatingTable
from app.ratings.texts import say

from .fonts import BOLD, REGULAR, register_fonts
from .styles import style, text


def _document(out: io.BytesIO, page: tuple[float, float], doc_title: str) -> SimpleDocTemplate:
    return SimpleDocTemplate(out, pagesize=page, leftMargin=14 * mm, rightMargin=14 * mm, topMargin=12 * mm,
                             bottomMargin=12 * mm, title=doc_title, author="Mafia Protocol", creator="Mafia Protocol",
                             invariant=1)


def history_drawing(card: PlayerCard, width: float, height: float, lang: str = "ru") -> Drawing:
    """The rating's history as a reportlab drawing (y up, so the geometry is turned over)."""
    points = [(h.played_on, h.rating) for h in card.history]
    g = geometry(points, width, height)
    drawing = Drawing(width, height)
    # typeshed's Rect takes its keywords as "**kw: _SolidShapeKwArgs" (each one a whole dict),
    # where Circle's say Unpack[...]: the colours are what reportlab takes
    drawing.add(Rect(48, 28, width - 64, height - 56, fillColor=colors.HexColor("#fafafa"),  # type: ignore[arg-type]
                     strokeColor=colors.HexColor("#999999")))  # type: ignore[arg-type]
    if g.zero is not None:
        drawing.add(Line(48, height - g.zero, width - 16, height - g.zero, strokeColor=colors.HexColor("#bbbbbb"),
                         strokeDashArray=[4, 3]))
    if g.points:
        flat = [c for x, y in g.points for c in (x, height - y)]
        drawing.add(PolyLine(flat, strokeColor=colors.HexColor("#b22222"), strokeWidth=1.6))
        for x, y in g.points:
            drawing.add(Circle(x, height - y, 1.8, fillColor=colors.HexColor("#b22222"), strokeColor=None))
        for value, y in ((g.high, height - 32), (g.low, 28)):
            drawing.add(String(44, y, number(value, lang, 1), fontName=REGULAR, fontSize=8, textAnchor="end"))
        drawing.add(String(48, 10, str(g.first), fontName=REGULAR, fontSize=8))
        drawing.add(String(width - 16, 10, str(g.last), fontName=REGULAR, fontSize=8, textAnchor="end"))
    return drawing


def card_pdf(card: PlayerCard, lang: str = "ru") -> bytes:
    register_fonts()
    out = io.BytesIO()
    doc = _document(out, A4, f"{say('card.title', lang)}: {card.person.name}")
    heading, body = style("card_title", BOLD, 15, leading=19), style("card_body", REGULAR, 10, leading=13.5)
    lines = card_lines(card, lang)
    story: list[Flowable] = [Paragraph(text(lines[0]), heading), Spacer(1, 4)]
    story += [Paragraph(text(line).replace("  ", "&nbsp;&nbsp;&nbsp;"), body) for line in lines[1:]]
    if card.history:
        story += [Spacer(1, 8), Paragraph(text(say("card.history", lang)), style("card_h", BOLD, 11)),
                  history_drawing(card, doc.width, 70 * mm, lang)]
    doc.build(story)
    return out.getvalue()


def wall_pdf(table: RatingTable, lang: str = "ru") -> bytes:
    """The table for the wall: large type, the header repeated on every page."""
    register_fonts()
    out = io.BytesIO()
    doc = _document(out, landscape(A4), title(table, lang))
    size = 13
    cell, right = style("wall", REGULAR, size, leading=size * 1.25), style("wall_r", REGULAR, size, TA_RIGHT,
                                                                            leading=size * 1.25)
    head = style("wall_head", BOLD, size * 0.85)
    keys = ("place", "move", "player", "club", "rating", "change", "games", "wins")
    data: list[list[Paragraph]] = [[Paragraph(text(say(f"col.{k}", lang)), head) for k in keys]]
    for r in table.rows:
        data.append([Paragraph(str(r.place), right), Paragraph(text(move_text(r.move, lang)), cell),
                     Paragraph(text(r.name), style("wall_b", BOLD, size, leading=size * 1.25)),
                     Paragraph(text(r.club or ""), cell), Paragraph(number(r.rating, lang), right),
                     Paragraph(text(signed(r.change, lang)), right), Paragraph(str(r.games), right),
                     Paragraph(str(r.wins), right)])
    widths = [x * mm for x in (16, 20, 70, 60, 28, 26, 20, 20)]
    grid = Table(data, colWidths=widths, repeatRows=1)
    grid.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 1.2, colors.black),
                              ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.HexColor("#f0f0f0")]),
                              ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
    story: list[Flowable] = [
        Paragraph(text(title(table, lang)), style("wall_title", BOLD, 22, leading=26)), Spacer(1, 3),
        Paragraph(text(say("summary", lang, games=table.games, players=len(table.rows))),
                  style("wall_sub", REGULAR, 11))]
    if table.since_tournament:
        story.append(Paragraph(text(say("since", lang, tournament=table.since_tournament, day=table.since)),
                               style("wall_sub2", REGULAR, 11)))
    story += [Spacer(1, 6), grid if table.rows else Paragraph(text(say("empty", lang)), cell)]
    doc.build(story)
    return out.getvalue()
