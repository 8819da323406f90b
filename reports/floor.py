"""Paper for the floor, each A4 landscape and set large enough to read on a wall: the
seating of every round (tables × seats), the players' places (round → table, seat), a
card for each table, and the standings after a round.  Blank protocols are
``reports.blank``'s.  Every renderer is a class whose ``render()`` returns bytes.

>>> from app.tournament import SeatingRequest, generate_seating
>>> s = generate_seating(SeatingRequest(players=20, tables=2, games=5, seed=1, effort=0.05))
>>> SeatingRenderer(s, "ru", title="Кубок").render()[:5]
b'%PDF-'
"""
from __future__ import annotations

import io
from typing import Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_LEFT, TA_RIGHT
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    PageBreak,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from app.i18n import NP_, gettext, language
from app.snapshot.blank import blank_snapshot
from app.tournament.floor import (
    TablePlan,
    check_round,
    player_places,
    resting_names,
    table_payload,
    table_plans,
    wall_notes,
)
from app.tournament.schedule import Schedule
from app.tournament.stage_standings import StagedStandings
from app.tournament.standings import Standings
from app.tournament.texts import number

from .blocks import grid_style
from .fonts import BOLD, NARROW, NARROW_BOLD, REGULAR, register_fonts, width
from .merge import merge_pdfs
from .styles import Alignment, style, text

PAGE = landscape(A4)
MARGIN = 12 * mm
BODY_W, BODY_H = PAGE[0] - 2 * MARGIN, PAGE[1] - 2 * MARGIN - 8 * mm   # the footer's line below
BIG, LARGE = 18.0, 14.0      # pt: a name read from two metres, and from one

_LABELS: dict[str, str] = {
    "seating": NP_("floor", "Seating · round {round}"),
    "places": NP_("floor", "Seating by player"),
    "places_page": NP_("floor", "Seating by player ({first}–{last})"),
    "table": NP_("floor", "Table {table}"),
    "seat": NP_("floor", "Seat"),
    "player": NP_("floor", "Player"),
    "round_short": NP_("floor", "R{round}"),
    "place": NP_("floor", "t{table} · s{seat}"),
    "rest": NP_("floor", "rests"),
    "resting": NP_("floor", "Resting: {names}"),
    "card_round": NP_("floor", "Round {round}"),
    "stage_round": NP_("floor", "{stage} · round {round}"),
    "stage_seating": NP_("floor", "{stage} · seating · round {round}"),
    "judge": NP_("floor", "Judge: {judge}"),
    "no_judge": NP_("floor", "Judge: ____________________"),
    "standings": NP_("floor", "Standings after round {round}"),
    "standings_all": NP_("floor", "Standings"),
    "col.place": NP_("floor", "Place"),
    "col.games": NP_("floor", "Games"),
    "col.wins": NP_("floor", "Wins"),
    "col.extra": NP_("floor", "Extra"),
    "col.best_move": NP_("floor", "BM"),
    "col.ci": NP_("floor", "Ci"),
    "col.penalties": NP_("floor", "Penalty"),
    "col.total": NP_("floor", "Total"),
    "col.stage": NP_("floor", "Stage"),
    "footer": NP_("floor", "Mafia Protocol · {title} · page {n}"),
}


def label(key: str, lang: str, **kw: Any) -> str:
    return gettext(lang, _LABELS[key], **kw)


def round_text(schedule: Schedule, number: int, lang: str) -> str:
    """"Round 11", or for a stage's seating "Final · round 11": what a card, a page of the
    seating and a blank protocol's bookmark call a round."""
    stage = schedule.stage_title(lang)
    return label("stage_round", lang, stage=stage, round=number) if stage else label("card_round", lang, round=number)


def _fit_size(value: str, avail: float, size: float, font: str = REGULAR, narrow: str = NARROW,
              least: float = 8.0) -> tuple[str, float]:
    """The font and size at which ``value`` fits ``avail`` points: ``size`` in the regular
    face, else the narrow one, else smaller down to ``least``."""
    if width(value, font, size) <= avail:
        return font, size
    current = size
    while current > least and width(value, narrow, current) > avail:
        current -= 0.5
    return narrow, current


def _cell(value: str, avail: float, size: float, bold: bool = False, align: Alignment = TA_LEFT) -> Paragraph:
    font, fitted = _fit_size(value, avail, size, BOLD if bold else REGULAR, NARROW_BOLD if bold else NARROW)
    return Paragraph(text(value), style("floor", font, fitted, align, leading=fitted * 1.15))


class _Sheets:
    """A landscape document whose story the subclass gives; the footer names it and the page."""

    title = ""

    def __init__(self, lang: str, title: str | None) -> None:
        register_fonts()
        self.lang = language(lang)
        self.name = title or ""
        self.heading = style("floor_heading", BOLD, 22, leading=26, spaceAfter=4 * mm)

    def render(self) -> bytes:
        buffer = io.BytesIO()
        doc = BaseDocTemplate(buffer, pagesize=PAGE, leftMargin=MARGIN, rightMargin=MARGIN, topMargin=MARGIN,
                              bottomMargin=MARGIN + 8 * mm, title=self.name or self.title,
                              creator="Mafia Protocol", initialFontName=REGULAR, invariant=1, lang=self.lang)
        frame = Frame(MARGIN, MARGIN + 8 * mm, BODY_W, BODY_H, leftPadding=0, rightPadding=0, topPadding=0,
                      bottomPadding=0, id="body")
        doc.addPageTemplates([PageTemplate(id="floor", frames=[frame], onPage=self._footer)])
        doc.build(self._story())
        return buffer.getvalue()

    def _footer(self, c: Canvas, _doc: BaseDocTemplate) -> None:
        c.saveState()
        c.setFont(REGULAR, 9)
        c.setFillColor(colors.black)
        c.drawString(MARGIN, MARGIN, label("footer", self.lang, title=self.name or self.title,
                                           n=c.getPageNumber()))
        c.restoreState()

    def _story(self) -> list[Flowable]:
        raise NotImplementedError

    def _heading(self, value: str) -> Paragraph:
        shown = f"{self.name} · {value}" if self.name else value
        font, size = _fit_size(shown, BODY_W, 22, BOLD, NARROW_BOLD, 14)
        return Paragraph(text(shown), style("floor_heading", font, size, leading=size * 1.2,
                                            spaceAfter=4 * mm))


class SeatingRenderer(_Sheets):
    """``SeatingRenderer(schedule, lang, title=…, round_no=None).render()``: a page per round
    (tables as columns, seats as rows, the resting players below), then the players by name
    with their table and seat in every round."""

    def __init__(self, schedule: Schedule, lang: str = "ru", *, title: str | None = None,
                 round_no: int | None = None) -> None:
        super().__init__(lang, title)
        self.schedule, self.rounds = schedule, check_round(schedule, round_no)

    def _story(self) -> list[Flowable]:
        story: list[Flowable] = []
        stage = self.schedule.stage_title(self.lang)
        for r in self.rounds:
            number = self.schedule.round_number(r)
            heading = label("stage_seating", self.lang, stage=stage, round=number) if stage else \
                label("seating", self.lang, round=number)
            story += [self._heading(heading), self._round(r)]
            resting = resting_names(self.schedule, r)
            if resting:
                story += [Spacer(1, 3 * mm),
                          _cell(label("resting", self.lang, names=", ".join(resting)), BODY_W, LARGE)]
            story.append(PageBreak())
        return story + self._places()

    def _round(self, r: int) -> Table:
        plans = table_plans(self.schedule, r)
        seat_w = 16 * mm
        col_w = (BODY_W - seat_w) / len(plans)
        size = BIG if col_w >= 55 * mm else LARGE if col_w >= 38 * mm else 11.0
        head = [_cell(label("seat", self.lang), seat_w, size * 0.8, True, 1)] + \
            [_cell(label("table", self.lang, table=p.table), col_w, size, True, 1) for p in plans]
        rows = [head] + [[_cell(str(seat), seat_w, size, True, 1)]
                         + [_cell(p.seats[seat - 1], col_w - 4, size) for p in plans] for seat in range(1, 11)]
        row_h = min(15 * mm, (BODY_H - 40 * mm) / 11)
        table = Table(rows, colWidths=[seat_w] + [col_w] * len(plans), rowHeights=[row_h] * 11, repeatRows=1)
        table.setStyle(grid_style(("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#E6E6E6"))))
        return table

    def _places(self) -> list[Flowable]:
        places = player_places(self.schedule)
        rounds = len(self.schedule.rounds)
        name_w = 62 * mm
        col_w = (BODY_W - name_w) / rounds
        size = LARGE if col_w >= 24 * mm else 11.0 if col_w >= 17 * mm else 9.0
        row_h = size * 0.5 * mm + 4 * mm
        per_page = max(1, int((BODY_H - 22 * mm) // row_h) - 1)
        story: list[Flowable] = []
        for start in range(0, len(places), per_page):
            chunk = places[start:start + per_page]
            first, last = chunk[0].name, chunk[-1].name
            heading = label("places", self.lang) if len(places) <= per_page else \
                label("places_page", self.lang, first=first, last=last)
            head = [_cell(label("player", self.lang), name_w, size, True)] + \
                [_cell(label("round_short", self.lang, round=self.schedule.round_number(r)), col_w, size, True, 1)
                 for r in range(1, rounds + 1)]
            rows = [head]
            for pp in chunk:
                rows.append([_cell(pp.name, name_w - 4, size)] + [
                    _cell(label("place", self.lang, table=p[0], seat=p[1]) if p else label("rest", self.lang),
                          col_w - 4, size, False, 1) for p in pp.places])
            table = Table(rows, colWidths=[name_w] + [col_w] * rounds, rowHeights=[row_h] * len(rows),
                          repeatRows=1)
            table.setStyle(grid_style(("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#E6E6E6")),
                                      *[("BACKGROUND", (0, i), (-1, i), colors.HexColor("#F4F4F4"))
                                        for i in range(2, len(rows), 2)]))
            story += [self._heading(heading), table, PageBreak()]
        return story[:-1]


class TableCardsRenderer(_Sheets):
    """A card per table of each round asked for: the table's number, the round, the ten
    seats with their nicknames and the judge."""

    def __init__(self, schedule: Schedule, lang: str = "ru", *, title: str | None = None,
                 round_no: int | None = None, judges: dict[int, str] | None = None) -> None:
        super().__init__(lang, title)
        self.schedule = schedule
        self.plans = [p for r in check_round(schedule, round_no) for p in table_plans(schedule, r, judges)]

    def _story(self) -> list[Flowable]:
        story: list[Flowable] = []
        for plan in self.plans:
            story += self._card(plan) + [PageBreak()]
        return story[:-1]

    def _card(self, plan: TablePlan) -> list[Flowable]:
        lang = self.lang
        big = style("card_table", BOLD, 54, leading=60)
        sub = style("card_round", BOLD, 34, TA_RIGHT, leading=40)
        head = Table([[Paragraph(text(label("table", lang, table=plan.table)), big),
                       Paragraph(text(round_text(self.schedule, plan.round, lang)), sub)]],
                     colWidths=[BODY_W * 0.6, BODY_W * 0.4])
        head.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), REGULAR), ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                                  ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                  ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
        half = BODY_W / 2
        seat_w = 14 * mm
        rows = []
        for seat in range(1, 6):
            left, right = plan.seats[seat - 1], plan.seats[seat + 4]
            rows.append([_cell(str(seat), seat_w, 24, True, 1), _cell(left, half - seat_w - 6, 24),
                         _cell(str(seat + 5), seat_w, 24, True, 1), _cell(right, half - seat_w - 6, 24)])
        seats = Table(rows, colWidths=[seat_w, half - seat_w] * 2, rowHeights=[20 * mm] * 5)
        seats.setStyle(grid_style(("LINEAFTER", (1, 0), (1, -1), 2, colors.black)))
        judge = label("judge", lang, judge=plan.judge) if plan.judge else label("no_judge", lang)
        return [head, Spacer(1, 5 * mm), seats, Spacer(1, 6 * mm), _cell(judge, BODY_W, 24)]


class WallStandingsRenderer(_Sheets):
    """The standings for the wall: place, player, games, wins, the components and the total,
    in large type, as many pages as the players need."""

    def __init__(self, standings: Standings, lang: str = "ru", *, title: str | None = None,
                 after_round: int | None = None) -> None:
        super().__init__(lang, title or standings.tournament.name)
        self.standings, self.after_round = standings, after_round

    def _story(self) -> list[Flowable]:
        lang = self.lang
        st = self.standings
        # a total of stages: the stage each player reached
        reached = st.reached if isinstance(st, StagedStandings) else None
        keys = ("col.place", "col.games", "col.wins", "col.extra", "col.best_move", "col.ci", "col.penalties",
                "col.total")
        narrow, place_w, stage_w = 23 * mm, 18 * mm, (34 * mm if reached is not None else 0)
        widths = [place_w, BODY_W - place_w - stage_w - narrow * (len(keys) - 1)] + [narrow] * (len(keys) - 1)
        head = [_cell(label(keys[0], lang), widths[0], LARGE, True, 1),
                _cell(label("player", lang), widths[1], LARGE, True)] + \
            [_cell(label(k, lang), narrow, LARGE, True, 1) for k in keys[1:]]
        if reached is not None:
            widths.append(stage_w)
            head.append(_cell(label("col.stage", lang), stage_w - 4, LARGE, True))
        rows = [head]
        for r in st.rows:
            figures = [str(r.played), str(r.wins), number(r.extra, lang), number(r.best_move, lang),
                       number(r.compensation, lang), number(r.penalties, lang)]
            rows.append([_cell(r.place_label, widths[0], LARGE, True, 1), _cell(r.name, widths[1] - 4, LARGE)]
                        + [_cell(f, narrow, LARGE, False, 1) for f in figures]
                        + [_cell(number(r.total, lang), narrow, LARGE, True, 1)]
                        + ([_cell(reached[r.key].label(lang) if r.key in reached else "", stage_w - 4, LARGE)]
                           if reached is not None else []))
        table = Table(rows, colWidths=widths, rowHeights=[9.5 * mm] * len(rows), repeatRows=1)
        # a thick line where the stages part the table: who goes on (or went further) above it
        table.setStyle(grid_style(("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#E6E6E6")),
                                  *[("BACKGROUND", (0, i), (-1, i), colors.HexColor("#F4F4F4"))
                                    for i in range(2, len(rows), 2)],
                                  *[("LINEABOVE", (0, i + 1), (-1, i + 1), 2.5, colors.black)
                                    for i in range(1, len(st.rows)) if st.parted(i)]))
        heading = label("standings", lang, round=self.after_round) if self.after_round is not None \
            else label("standings_all", lang)
        story: list[Flowable] = [self._heading(heading)]
        if isinstance(st, StagedStandings):
            story += [_cell(st.total_note(lang), BODY_W, 12), Spacer(1, 2 * mm)]
        story.append(table)
        notes = wall_notes(st, lang)
        if notes:
            story.append(Spacer(1, 4 * mm))
            story += [Paragraph(text(note), style("floor_note", REGULAR, 12, leading=15)) for note in notes]
        return story


def blank_protocols(schedule: Schedule, lang: str = "ru", *, tournament: str = "",
                    round_no: int | None = None, judges: dict[int, str] | None = None,
                    preset: str = "official") -> bytes:
    """The blank official protocol of every table of the rounds asked for, one PDF with a
    bookmark per table."""
    from .blank import BlankProtocolRenderer
    parts: list[tuple[str, bytes]] = []
    for r in check_round(schedule, round_no):
        for plan in table_plans(schedule, r, judges):
            stage = schedule.stage_title(lang)
            # the header's round says the stage too; the code keeps the round's number, which
            # no other game of the tournament shares (a final's round 11 is not round 1)
            snap = blank_snapshot(tournament, f"{plan.round} · {stage}" if stage else plan.round, plan.table,
                                  plan.seats, judge=plan.judge, preset=preset)
            pdf = BlankProtocolRenderer(snap, table_payload(tournament, plan.round, plan.table), lang).render()
            parts.append((round_text(schedule, plan.round, lang) + " · " + label("table", lang, table=plan.table),
                          pdf))
    return merge_pdfs(parts)


def pen_forms(schedule: Schedule, lang: str = "ru", *, tournament: str = "",
              round_no: int | None = None, judges: dict[int, str] | None = None,
              preset: str = "official", version: int = 1) -> bytes:
    """The pen form (issue 30, ``reports.pen_form``) of every table of the rounds asked for,
    one PDF with a bookmark per table: read back by ``mafia-protocol scan``; ``version`` 2
    is the two-sided form (two pages a table, to print duplex)."""
    from app.paper.layout import pen_layout

    from .pen_form import PenFormRenderer
    layout = pen_layout(version)
    parts: list[tuple[str, bytes]] = []
    for r in check_round(schedule, round_no):
        for plan in table_plans(schedule, r, judges):
            meta = {"tournament": tournament, "round": plan.round, "table": plan.table, "judge": plan.judge}
            pdf = PenFormRenderer(layout, meta, preset, plan.seats, lang).render()
            parts.append((round_text(schedule, plan.round, lang) + " · " + label("table", lang, table=plan.table),
                          pdf))
    return merge_pdfs(parts)
