"""The report of a scan batch as a PDF, for the federation's files: the summary, then one
row per page (file and page, verdict, the game, what the archive says), PT Sans embedded.

>>> from app.scan.batch import Batch
>>> from app.scan.match import unreadable
>>> batch = Batch([unreadable("blank")]); batch.verdicts[0].source = "box1/001.png"
>>> pdf = ScanReport(batch, "en").render()
>>> pdf[:5], b"Helvetica" in pdf
(b'%PDF-', False)
"""
from __future__ import annotations

import datetime as dt
import io
import os
from typing import TYPE_CHECKING, Any

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, LongTable, Paragraph, SimpleDocTemplate, Spacer, TableStyle

from app.i18n import NP_, gettext, language
from app.scan.match import DISAGREES, FORM_READ, MATCHES, OTHER_REVISION, UNKNOWN, UNREADABLE
from app.scan.texts import file_line, line, summary, verdict_name

from .fonts import BOLD, REGULAR, register_fonts
from .styles import Styles, TableCommand, style, text

if TYPE_CHECKING:
    from app.scan.batch import Batch

_LABELS: dict[str, str] = {
    "title": NP_("scan report", "Printed protocols matched with the archive"),
    "made": NP_("scan report", "Made on {at}; archive: {where}"),
    "folder": NP_("scan report", "Scans from the folder {folder}"),
    "col.n": NP_("scan report", "No."), "col.page": NP_("scan report", "File, page"),
    "col.verdict": NP_("scan report", "Verdict"), "col.details": NP_("scan report", "Details"),
    "files": NP_("scan report", "Files that could not be read"),
}
# grey levels, so that the verdicts stay apart on a black-and-white printer
_SHADE = {MATCHES: colors.white, OTHER_REVISION: colors.Color(0.85, 0.85, 0.85),
          UNKNOWN: colors.Color(0.75, 0.75, 0.75), UNREADABLE: colors.Color(0.92, 0.92, 0.92),
          DISAGREES: colors.Color(0.65, 0.65, 0.65), FORM_READ: colors.Color(0.97, 0.97, 0.97)}


def _folder(sources: list[str]) -> str | None:
    """The folder the scans share, so that each row names a file the short way."""
    if not sources:
        return None
    try:
        common = os.path.commonpath([os.path.abspath(p) for p in sources])
    except ValueError:           # different drives on Windows
        return None
    if len(set(sources)) == 1 or os.path.isfile(common):
        common = os.path.dirname(common)
    return common or None


def _printable(value: str) -> str:
    """PT Sans has no arrows: a change "0,4 → 0,5" is printed "0,4 -> 0,5"."""
    return text(value.replace("→", "->"))


def _l(key: str, lang: str, **kw: Any) -> str:
    return gettext(lang, _LABELS[key], **kw)


class ScanReport:
    """``ScanReport(batch, lang, where=archive_location).render() -> bytes``."""

    def __init__(self, batch: Batch, lang: str = "ru", where: str | None = None) -> None:
        register_fonts()
        self.batch, self.lang, self.where = batch, language(lang), where
        self.styles = Styles()
        self.cell = style("scan_cell", size=8, leading=9.6)
        self.cell_bold = style("scan_cell_bold", BOLD, 8, leading=9.6)

    def render(self) -> bytes:
        buffer = io.BytesIO()
        doc = SimpleDocTemplate(buffer, pagesize=A4, leftMargin=12 * mm, rightMargin=12 * mm,
                                topMargin=12 * mm, bottomMargin=14 * mm, title=_l("title", self.lang),
                                creator="Mafia Protocol", initialFontName=REGULAR, invariant=1)
        doc.build(self._story(doc.width), onFirstPage=self._footer, onLaterPages=self._footer)
        return buffer.getvalue()

    def _story(self, width: float) -> list[Flowable]:
        s, lang = self.styles, self.lang
        made = dt.datetime.now().strftime("%Y-%m-%d %H:%M")
        story: list[Flowable] = [Paragraph(text(_l("title", lang)), s.title), Spacer(1, 2 * mm),
                                 Paragraph(text(_l("made", lang, at=made, where=self.where or "—")), s.meta),
                                 Paragraph(f"<b>{text(summary(self.batch, lang))}</b>", s.meta), Spacer(1, 3 * mm)]
        folder = _folder([v.source for v in self.batch.verdicts if v.source])
        if folder:
            story.insert(3, Paragraph(text(_l("folder", lang, folder=folder)), s.meta))
        rows = [[Paragraph(text(_l(key, lang)), s.head_left) for key in ("col.n", "col.page", "col.verdict",
                                                                          "col.details")]]
        shades: list[TableCommand] = []
        for n, v in enumerate(self.batch.verdicts, 1):
            details = line(v, lang)
            prefix = f"{v.where}: " if v.where else ""
            details = details[len(prefix):] if details.startswith(prefix) else details
            shown = os.path.relpath(v.where, folder) if folder and v.where else v.where
            rows.append([Paragraph(str(n), self.cell), Paragraph(text(shown or "—"), self.cell),
                         Paragraph(text(verdict_name(v.verdict, lang)), self.cell_bold),
                         Paragraph(_printable(details.split(" — ", 1)[-1]), self.cell)])
            shades.append(("BACKGROUND", (0, n), (-1, n), _SHADE[v.verdict]))
        table = LongTable(rows, colWidths=[10 * mm, 48 * mm, 26 * mm, width - 84 * mm], repeatRows=1)
        table.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), REGULAR),
                                   ("GRID", (0, 0), (-1, -1), 0.4, colors.black),
                                   ("VALIGN", (0, 0), (-1, -1), "TOP"),
                                   ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.9, 0.9, 0.9)), *shades]))
        story.append(table)
        if self.batch.failures:
            story += [Spacer(1, 3 * mm), Paragraph(text(_l("files", lang)), s.heading)]
            story += [Paragraph(text(file_line(f, lang)), self.cell) for f in self.batch.failures]
        return story

    def _footer(self, canvas: Canvas, doc: BaseDocTemplate) -> None:
        canvas.saveState()
        canvas.setFont(REGULAR, 7)
        canvas.drawString(12 * mm, 8 * mm, f"Mafia Protocol · {_l('title', self.lang)}")
        canvas.drawRightString(A4[0] - 12 * mm, 8 * mm, str(doc.page))
        canvas.restoreState()
