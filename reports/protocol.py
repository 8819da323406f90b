"""The game protocol as a PDF: one A4 page, two for a long game.

Layout is in millimetres; the renderer is a class that returns bytes (as pretix renders
invoices), so the sheet, the command line and the tests call it the same way::

    renderer = ProtocolRenderer(doc, state, "ru")
    pdf = renderer.render()
    renderer.stamp_box      # where the visible signature goes (app.signing.StampBox)

>>> from app.sport import sample_game
>>> from app import editions
>>> doc = sample_game()
>>> pdf = ProtocolRenderer(doc, editions.replay(doc)).render()
>>> pdf[:5], b"/FontFile2" in pdf, b"Helvetica" in pdf
(b'%PDF-', True, False)
"""
from __future__ import annotations

import io
from collections.abc import Mapping
from typing import Any, ClassVar, Protocol

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas as pdfcanvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    KeepTogether,
    PageTemplate,
    Paragraph,
    Table,
    TableStyle,
)

from app import editions
from app.editions import SPORT, edition_of
from app.i18n import game_date, language, languages
from app.signing.canonical import fingerprint, short_fingerprint
from app.signing.pdfsig import StampBox
from app.snapshot import ProtocolSnapshot, build_snapshot
from app.table_state import TableState

from . import blocks
from .fonts import BOLD, ITALIC, NARROW, REGULAR, register_fonts, width
from .labels import label
from .pages import NumberedCanvas
from .qr import ProtocolQr
from .styles import Styles, text

PAGE_W, PAGE_H = A4
MARGIN_X, MARGIN_TOP, MARGIN_BOTTOM = 12 * mm, 12 * mm, 14 * mm
QR_SIZE = 23 * mm
STAMP_W, STAMP_H = 66 * mm, 18 * mm
LINE_PITCH = 7.5 * mm     # between signature lines: room for a handwritten signature


class Signed(Protocol):
    """The document a signature block closes: its language, and where its stamp box landed."""

    lang: str
    stamp_box: StampBox | None


class SignatureBlock(Flowable):
    """Signature lines (who signs, and the printed name) and the box the electronic stamp
    is placed in; it reports where that box landed, so the signer can stamp it there.
    The game protocol and the tournament summary both close with one."""

    def __init__(self, renderer: Signed, width: float, lines: list[tuple[str, str]]) -> None:
        super().__init__()
        self.renderer, self.width, self.lines = renderer, width, lines
        self.height = max(len(self.lines) * LINE_PITCH, STAMP_H + 4 * mm)

    def wrap(self, avail_w: float, avail_h: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        c = self.canv
        c.setFillColor(colors.black)
        c.setStrokeColor(colors.black)
        # "Судья ________ Иванова Е. А.": the line to sign on, then the printed name.
        line_x, line_w = 30 * mm, 36 * mm
        name_x = line_x + line_w + 2 * mm
        name_w = self.width - STAMP_W - 4 * mm - name_x
        for i, (role, name) in enumerate(self.lines):
            y = self.height - (i + 1) * LINE_PITCH + 2 * mm
            c.setFont(BOLD, 8.5)
            c.drawString(0, y, role)
            c.setLineWidth(0.5)
            c.line(line_x, y - 1, line_x + line_w, y - 1)
            font, size, shown = _fit_line(name, name_w)
            c.setFont(font, size)
            c.drawString(name_x, y, shown)
        box_x, box_y = self.width - STAMP_W, 0
        c.setFont(ITALIC, 7)
        c.drawString(box_x, box_y + STAMP_H + 1.2 * mm, label("e_signature", self.renderer.lang))
        c.setDash(2, 2)
        c.setLineWidth(0.5)
        c.rect(box_x, box_y, STAMP_W, STAMP_H)
        c.setDash()
        x1, y1 = c.absolutePosition(box_x, box_y)
        x2, y2 = c.absolutePosition(box_x + STAMP_W, box_y + STAMP_H)
        self.renderer.stamp_box = StampBox(c.getPageNumber() - 1, (x1, y1, x2, y2))


def judges_lines(snap: ProtocolSnapshot, lang: str) -> list[tuple[str, str]]:
    """The judge, then each side judge (two blank lines when none are named)."""
    sides = snap.header.side_judges
    return [(label("sign_judge", lang), snap.header.judge)] + (
        [(label("sign_side", lang), name) for name in sides]
        or [(label("sign_side", lang), ""), (label("sign_side", lang), "")])


def _fit_line(value: str, avail: float) -> tuple[str, float, str]:
    """A name on a signature line: regular, else narrow and smaller, else cut with '…'."""
    if width(value, REGULAR, 8.5) <= avail:
        return REGULAR, 8.5, value
    for size in (8.5, 8, 7.5, 7):
        if width(value, NARROW, size) <= avail:
            return NARROW, size, value
    while value and width(value + "…", NARROW, 7) > avail:
        value = value[:-1]
    return NARROW, 7, value + "…"


class ProtocolRenderer:
    """``ProtocolRenderer(doc, state, lang).render() -> bytes``; ``doc`` is the
    ``mafia-game/1`` document and ``state`` its replay (``editions.replay(doc)``).

    Each edition's renderer is a subclass registered under the edition's name in the
    registry (``class BoulevardProtocolRenderer(ProtocolRenderer, edition="boulevard")``):
    constructing a ``ProtocolRenderer`` for a boulevard state returns that one, so the sheet
    and the command line never ask which rule book a game is played under.  What
    the protocol says comes from the snapshot (``app.snapshot``), built once here."""

    # each edition's renderer, by its name in the registry (app.editions)
    by_edition: ClassVar[dict[str, type[ProtocolRenderer]]] = {}

    def __init_subclass__(cls, edition: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if edition is not None:
            ProtocolRenderer.by_edition[edition] = cls

    def __new__(cls, doc: Mapping[str, Any], state: TableState, lang: str = "ru") -> ProtocolRenderer:
        if cls is ProtocolRenderer:
            cls = ProtocolRenderer.by_edition[edition_of(state).name]
        return super().__new__(cls)

    def __init__(self, doc: Mapping[str, Any], state: TableState, lang: str = "ru") -> None:
        register_fonts()
        # None on a blank sheet (reports.blank), which has no game
        self.doc: Mapping[str, Any] | None = doc
        self.state: TableState | None = state
        self.lang = language(lang)
        self.snapshot: ProtocolSnapshot = build_snapshot(state, doc)
        self.header = self.snapshot.header
        self.fingerprint = fingerprint(doc)
        self.short = short_fingerprint(self.fingerprint)
        self.styles = Styles()
        self.stamp_box: StampBox | None = None
        self.width = PAGE_W - 2 * MARGIN_X

    # -- the document -----------------------------------------------------------------
    def render(self) -> bytes:
        buffer = io.BytesIO()
        template = BaseDocTemplate(
            buffer, pagesize=A4, leftMargin=MARGIN_X, rightMargin=MARGIN_X, topMargin=MARGIN_TOP,
            bottomMargin=MARGIN_BOTTOM, title=self._title(), author=self.header.judge,
            creator="Mafia Protocol", initialFontName=REGULAR, invariant=1, lang=self.lang,
            **self._identity())
        frame = Frame(MARGIN_X, MARGIN_BOTTOM, self.width, PAGE_H - MARGIN_TOP - MARGIN_BOTTOM,
                      leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0, id="body")
        template.addPageTemplates([PageTemplate(id="protocol", frames=[frame], onPage=self._on_page)])
        template.build(self._story(), canvasmaker=self._canvas)
        return buffer.getvalue()

    def _identity(self) -> dict[str, Any]:
        """What the file's properties say the protocol is: the game's fingerprint."""
        return {"subject": f"mafia-game/1 sha256:{self.fingerprint}", "keywords": [f"sha256:{self.fingerprint}"]}

    def _canvas(self, *args: Any, **kwargs: Any) -> NumberedCanvas:
        kwargs.setdefault("initialFontName", REGULAR)
        return NumberedCanvas(*args, footer=self._footer, **kwargs)

    def _title(self) -> str:
        h = self.header
        return " · ".join([label("title", self.lang).capitalize()]
                          + [v for v in (h.tournament, h.round, h.table, h.game) if v])

    # -- every page --------------------------------------------------------------------
    def _on_page(self, c: pdfcanvas.Canvas, _doc: Any) -> None:
        c.saveState()
        if c.getPageNumber() > 1:
            c.setFont(REGULAR, 7.5)
            c.setFillColor(colors.black)
            c.drawString(MARGIN_X, PAGE_H - 8 * mm, self._running_header())
        c.restoreState()

    def _running_header(self) -> str:
        bits = [label("continued", self.lang)]
        h = self.header
        for value, name in ((h.tournament, None), (h.table, "table"), (h.game, "game")):
            if value:
                bits.append(f"{label(name, self.lang)} {value}" if name else value)
        return " · ".join(bits)

    def _footer(self, c: pdfcanvas.Canvas, total: int) -> None:
        c.saveState()
        c.setStrokeColor(colors.black)
        c.setFillColor(colors.black)
        c.setLineWidth(0.5)
        y = MARGIN_BOTTOM - 5 * mm
        c.line(MARGIN_X, y + 3.2 * mm, PAGE_W - MARGIN_X, y + 3.2 * mm)
        c.setFont(REGULAR, 7)
        c.drawString(MARGIN_X, y, self._footer_text())
        c.drawRightString(PAGE_W - MARGIN_X, y, label("page", self.lang, n=c.getPageNumber(), total=total))
        c.restoreState()

    def _footer_text(self) -> str:
        return f"Mafia Protocol · mafia-game/1 · {label('fingerprint', self.lang)}: {self.short}"

    # -- the story ---------------------------------------------------------------------
    def _story(self) -> list[Flowable]:
        s, lang, snap, w = self.styles, self.lang, self.snapshot, self.width
        findings = list(snap.findings)
        marks = blocks.footnote_marks(findings)
        legend = label("roles_legend", lang, clause=snap.clause("penalty.removal"))
        story: list[Flowable] = [self._header(), blocks.spacer(3),
                                 blocks.seats_table(snap, lang, s, w), Paragraph(text(legend), s.small)]
        days = blocks.days_grid(snap, lang, s, w, marks)
        if days is not None:
            story += [Paragraph(label("votes", lang), s.heading), days]
        nights = blocks.nights_table(snap, lang, s, w, marks)
        if nights is not None:
            story += [Paragraph(label("nights", lang), s.heading), nights]
        story += [KeepTogether([Paragraph(label("end", lang), s.heading),
                                blocks.end_table(snap, lang, s, w, marks.get(None, ""))])]
        if findings:
            story += [Paragraph(label("findings", lang), s.heading),
                      *blocks.findings_list(findings, lang, s), *blocks.acknowledged_note(snap, lang, s)]
        story += [blocks.spacer(4), SignatureBlock(self, w, judges_lines(snap, self.lang))]
        return story

    def _header(self) -> Table:
        s, lang, h = self.styles, self.lang, self.header

        def field(key: str, value: str) -> Paragraph:
            return Paragraph(f"<b>{text(label(key, lang))}:</b> {text(value)}", s.meta)

        left_w = self.width - QR_SIZE - 4 * mm
        info = Table([
            [field("tournament", h.tournament), "", "", ""],
            [field("round", h.round), field("table", h.table), field("game", h.game),
             field("date", self._date())],
            [field("judge", h.judge), "", field("side_judges", ", ".join(h.side_judges)), ""],
            [field("rules", self._rules()), "", "", ""],
        ], colWidths=[left_w * f for f in (0.3, 0.2, 0.2, 0.3)])
        info.setStyle(TableStyle([("SPAN", (0, 0), (-1, 0)), ("SPAN", (0, 2), (1, 2)), ("SPAN", (2, 2), (3, 2)),
                                  ("SPAN", (0, 3), (-1, 3)),
                                  ("FONTNAME", (0, 0), (-1, -1), REGULAR),
                                  ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                  ("TOPPADDING", (0, 0), (-1, -1), 1),
                                  ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
                                  ("VALIGN", (0, 0), (-1, -1), "TOP")]))
        qr = self._qr_cell()
        header = Table([[[Paragraph(label("title", lang), s.title), info], qr]],
                       colWidths=[left_w + 4 * mm, QR_SIZE])
        header.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                                    ("FONTNAME", (0, 0), (-1, -1), REGULAR),
                                    ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                    ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                                    ("TOPPADDING", (0, 0), (-1, -1), 0),
                                    ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                                    ("LINEBELOW", (0, 0), (-1, 0), 1.2, colors.black)]))
        return header

    def _qr_cell(self) -> list[Flowable]:
        # A quiet zone of two modules below the code, then the short fingerprint to
        # type when the code is damaged (`mafia-protocol scan --fingerprint`), clear of the rule.
        return [self._qr(), blocks.spacer(1.2), Paragraph(f"<font size=8>{text(self.short)}</font>",
                                                          self.styles.head), blocks.spacer(0.6)]

    def _qr(self) -> ProtocolQr:
        assert self.doc is not None         # a blank sheet's code is its own (reports.blank)
        return ProtocolQr(self.doc, QR_SIZE, self.fingerprint)

    def _date(self) -> str:
        """The game's day the one way the language writes it (the sheet's, the dialogs')."""
        return game_date(self.header.date, self.lang) if self.header.date else self.header.date

    def _rules(self) -> str:
        h = self.header
        shown = h.rules_name.pick(self.lang)
        if h.options:
            shown += " (" + ", ".join(value for _, value in h.options) + ")"
        return shown



ProtocolRenderer.by_edition[SPORT.name] = ProtocolRenderer


def printed_pages(doc: Mapping[str, Any]) -> int:
    """How many pages the protocol of ``doc`` fills, in the longer of the two languages (the
    scan batch reads the pages after a code-marked first page as its continuation); 1 for a
    document that cannot be printed, which was not printed either."""
    try:
        from pypdf import PdfReader
        state = editions.replay(doc)
        return max(len(PdfReader(io.BytesIO(ProtocolRenderer(doc, state, lang).render())).pages)
                   for lang in languages())
    except Exception:       # a document the renderer cannot print was not printed either
        return 1

