"""The host's private journal of a boulevard game as a PDF (Ф.7): warnings, vote outcomes and
night actions in order, for the host and an appeal — never the public protocol.

Every page says it is private: a running header above and a footer below.  The lines are
the engine's own (``BoulevardState.journal()``, each ``entry.text(lang)``), so the PDF says
exactly what ``mafia-protocol journal`` prints.

>>> from app.boulevard import replay, sample_boulevard_game
>>> pdf = JournalRenderer(replay(sample_boulevard_game()), "en").render()
>>> pdf[:5], b"/FontFile2" in pdf
(b'%PDF-', True)
"""
from __future__ import annotations

import io
from typing import Any

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas as pdfcanvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate, Paragraph, Table, TableStyle

from app.boulevard import ROLE_NAMES, BoulevardState
from app.boulevard.journal_export import reading_lines
from app.boulevard.roles import WINNER_TEXT
from app.i18n import game_date, language
from app.kernel.findings import event_number

from .blocks import BLACK, FRAME, grid_style, spacer
from .fonts import BOLD, ITALIC, REGULAR, register_fonts
from .labels import label, phase
from .pages import NumberedCanvas
from .styles import CELL_PAD, Cell, Styles, TableCommand, fit, style, text

PAGE_W, PAGE_H = A4
MARGIN_X, MARGIN_TOP, MARGIN_BOTTOM = 12 * mm, 16 * mm, 14 * mm
# PT Sans has no arrows; the journal's wording uses two (a swap, a correction).
PRINTABLE = str.maketrans({"↔": "<->", "→": "->"})
_META = (("tournament", "tournament"), ("round", "round"), ("table", "table"), ("game", "game"),
         ("date", "date"), ("judge", "judge"))


class JournalRenderer:
    """``JournalRenderer(state, lang).render() -> bytes`` for a replayed boulevard game."""

    def __init__(self, state: BoulevardState, lang: str = "ru") -> None:
        register_fonts()
        self.state, self.lang = state, language(lang)
        self.styles = Styles()
        self.width = PAGE_W - 2 * MARGIN_X
        self.banner = style("journal_banner", BOLD, 9, leading=11.5)
        self.entry = style("journal_entry", REGULAR, 8.5)
        self.night = style("journal_night", BOLD, 8.5)
        self.void = style("journal_void", ITALIC, 8.5)

    def render(self) -> bytes:
        buffer = io.BytesIO()
        meta = self.state.meta
        title = " · ".join([label("journal.title", self.lang).capitalize()]
                           + [str(meta[k]) for k in ("tournament", "table", "game") if meta.get(k) not in (None, "")])
        template = BaseDocTemplate(
            buffer, pagesize=A4, leftMargin=MARGIN_X, rightMargin=MARGIN_X, topMargin=MARGIN_TOP,
            bottomMargin=MARGIN_BOTTOM, title=title, author=str(meta.get("judge") or ""),
            subject="mafia-journal/1", creator="Mafia Protocol", initialFontName=REGULAR,
            invariant=1, lang=self.lang)
        frame = Frame(MARGIN_X, MARGIN_BOTTOM, self.width, PAGE_H - MARGIN_TOP - MARGIN_BOTTOM,
                      leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0, id="body")
        template.addPageTemplates([PageTemplate(id="journal", frames=[frame], onPage=self._on_page)])
        template.build(self._story(), canvasmaker=self._canvas)
        return buffer.getvalue()

    def _canvas(self, *args: Any, **kwargs: Any) -> NumberedCanvas:
        kwargs.setdefault("initialFontName", REGULAR)
        return NumberedCanvas(*args, footer=self._footer, **kwargs)

    # -- every page says it is private -------------------------------------------------------
    def _on_page(self, c: pdfcanvas.Canvas, _doc: Any) -> None:
        c.saveState()
        c.setFillColor(colors.black)
        c.setFont(BOLD, 8)
        c.drawString(MARGIN_X, PAGE_H - 9 * mm, label("journal.running", self.lang).upper())
        c.restoreState()

    def _footer(self, c: pdfcanvas.Canvas, total: int) -> None:
        c.saveState()
        c.setFillColor(colors.black)
        c.setStrokeColor(colors.black)
        c.setLineWidth(0.5)
        y = MARGIN_BOTTOM - 5 * mm
        c.line(MARGIN_X, y + 3.2 * mm, PAGE_W - MARGIN_X, y + 3.2 * mm)
        c.setFont(BOLD, 7)
        c.drawString(MARGIN_X, y, label("journal.footer", self.lang))
        c.setFont(REGULAR, 7)
        c.drawRightString(PAGE_W - MARGIN_X, y, label("page", self.lang, n=c.getPageNumber(), total=total))
        c.restoreState()

    # -- the story ---------------------------------------------------------------------------
    def _story(self) -> list[Flowable]:
        s, lang, state = self.styles, self.lang, self.state
        clause = state.rules.cite("journal").number
        banner = Table([[Paragraph(text(label("journal.private", lang, clause=clause)), self.banner)]],
                       colWidths=[self.width])
        banner.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 1.5, BLACK), ("FONTNAME", (0, 0), (-1, -1), REGULAR),
                                    ("LEFTPADDING", (0, 0), (-1, -1), 6), ("RIGHTPADDING", (0, 0), (-1, -1), 6),
                                    ("TOPPADDING", (0, 0), (-1, -1), 4), ("BOTTOMPADDING", (0, 0), (-1, -1), 5)]))
        return [Paragraph(label("journal.title", lang), s.title), spacer(1), banner, spacer(2),
                *self._meta(), Paragraph(label("journal.seating", lang), s.heading), self._seats(),
                Paragraph(label("journal.entries", lang), s.heading), self._entries()]

    def _meta(self) -> list[Flowable]:
        s, lang, state, meta = self.styles, self.lang, self.state, self.state.meta
        shown = {**meta, "date": game_date(meta["date"], lang)} if meta.get("date") else meta
        fields = [f"<b>{text(label(key, lang))}:</b> {text(shown[name])}"
                  for name, key in _META if meta.get(name) not in (None, "")]
        readings = "; ".join(reading_lines(state, lang))
        fields.append(f"<b>{text(label('rules', lang))}:</b> {text(state.rules.title(lang))} ({text(readings)})")
        if state.winner is not None:
            result = WINNER_TEXT[state.winner].pick(lang)
            fields.append(f"<b>{text(label('journal.status', lang))}:</b> {text(result)}")
        return [Paragraph(f, s.meta) for f in fields]

    def _seats(self) -> Table:
        """Seat, nickname and role in two halves side by side: the entries name seats only."""
        lang, s = self.lang, self.styles
        seats = sorted(self.state.players)
        per = -(-len(seats) // 2)
        half = self.width / 2
        seat_w, role_w = 8 * mm, 24 * mm
        name_w = half - seat_w - role_w
        h = s.head
        rows: list[list[Cell]] = [[Paragraph(label("seat", lang), h), Paragraph(label("player", lang), s.head_left),
                                   Paragraph(label("role", lang), s.head_left)] * 2]
        for i in range(per):
            row: list[Cell] = []
            for seat in (seats[i], seats[i + per] if i + per < len(seats) else None):
                if seat is None:
                    row += ["", "", ""]
                    continue
                p = self.state.players[seat]
                row += [Paragraph(str(seat), s.cell_bold), fit(p.name or "", name_w - 2 * CELL_PAD, size=8.5),
                        Paragraph(text(ROLE_NAMES[p.role].pick(lang)), s.cell)]
            rows.append(row)
        table = Table(rows, colWidths=[seat_w, name_w, role_w] * 2, repeatRows=1)
        table.setStyle(grid_style(("LINEBELOW", (0, 0), (-1, 0), FRAME, BLACK),
                                  ("LINEAFTER", (2, 0), (2, -1), FRAME, BLACK)))
        return table

    def _entries(self) -> Table:
        lang, s = self.lang, self.styles
        h = s.head
        rows: list[list[Cell]] = [[Paragraph(label("journal.phase", lang), h),
                                   Paragraph(label("journal.event", lang), h),
                                   Paragraph(label("journal.kind", lang), s.head_left),
                                   Paragraph(label("journal.entry", lang), s.head_left)]]
        rules: list[TableCommand] = [("LINEBELOW", (0, 0), (-1, 0), FRAME, BLACK)]
        previous = object()
        for entry in self.state.journal():
            if entry.phase != previous and len(rows) > 1:
                rules.append(("LINEABOVE", (0, len(rows)), (-1, len(rows)), FRAME, BLACK))
            previous = entry.phase
            where = phase(entry.phase, lang) if entry.phase else label("journal.after", lang)
            st = self.void if entry.voided else self.night if entry.kind == "night" else self.entry
            rows.append([Paragraph(text(where), s.cell_center),
                         Paragraph("" if entry.event is None else f"#{event_number(entry.event)}", s.cell_center),
                         Paragraph(text(label("journal.kind." + entry.kind, lang)), s.cell),
                         Paragraph(text(entry.text(lang).translate(PRINTABLE)), st)])
        if len(rows) == 1:
            rows.append([Paragraph(label("journal.empty", lang), s.cell), "", "", ""])
            rules.append(("SPAN", (0, 1), (-1, 1)))
        widths = [14 * mm, 11 * mm, 27 * mm]
        table = Table(rows, colWidths=widths + [self.width - sum(widths)], repeatRows=1)
        table.setStyle(grid_style(("VALIGN", (0, 0), (-1, -1), "TOP"), *rules))
        return table
