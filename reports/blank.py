"""A blank protocol: the official sheet with the tournament, round, table, judge, seats and
nicknames printed and every mark left to the judge's pen, for a judge who works on paper.

It is the game protocol's renderer (``reports.protocol``) over a snapshot built from the
seating (``app.snapshot.blank``), so the sheet is the same one; only what cannot exist
before the game differs: no fingerprint (the QR code names the tournament, round and table,
``app.tournament.floor.table_payload``), and room to write the days, nights and the end.

>>> from app.snapshot.blank import blank_snapshot
>>> snap = blank_snapshot("Кубок", 1, 2, [f"Игрок {n}" for n in range(1, 11)], judge="Ким")
>>> pdf = BlankProtocolRenderer(snap, "MPT1;R=1;T=2;N=%D0%9A").render()
>>> pdf[:5], b"/FontFile2" in pdf
(b'%PDF-', True)
"""
from __future__ import annotations

from typing import Any

from reportlab.platypus import Flowable, Paragraph

from app.i18n import language
from app.snapshot import ProtocolSnapshot

from . import blocks
from .fonts import register_fonts
from .labels import label
from .protocol import MARGIN_X, PAGE_W, QR_SIZE, ProtocolRenderer, SignatureBlock, judges_lines
from .qr import TextQr
from .styles import Styles, text


class BlankProtocolRenderer(ProtocolRenderer):
    """``BlankProtocolRenderer(snapshot, payload, lang).render() -> bytes``: one A4 page."""

    def __new__(cls, *args: Any, **kwargs: Any) -> BlankProtocolRenderer:
        return object.__new__(cls)       # not the registry's choice by a game's edition

    def __init__(self, snapshot: ProtocolSnapshot, payload: str, lang: str = "ru") -> None:  # noqa: D107
        register_fonts()
        self.doc, self.state, self.lang = None, None, language(lang)
        self.snapshot, self.header, self.payload = snapshot, snapshot.header, payload
        self.fingerprint = self.short = ""
        self.styles = Styles()
        self.stamp_box = None
        self.width = PAGE_W - 2 * MARGIN_X

    def _identity(self) -> dict[str, Any]:
        return {"subject": self.payload, "keywords": [self.payload]}

    def _footer_text(self) -> str:
        h, lang = self.header, self.lang
        return " · ".join(["Mafia Protocol", h.tournament, f"{label('round', lang)} {h.round}",
                           f"{label('table', lang)} {h.table}"])

    def _qr_cell(self) -> list[Flowable]:
        h = self.header
        where = label("table", self.lang) + f" {h.table} · {label('round', self.lang)} {h.round}"
        return [TextQr(self.payload, QR_SIZE), blocks.spacer(1.2),
                Paragraph(f"<font size=6.5>{text(where)}</font>", self.styles.head)]

    def _story(self) -> list[Flowable]:
        s, lang, snap, w = self.styles, self.lang, self.snapshot, self.width
        legend = label("roles_legend", lang, clause=snap.clause("penalty.removal"))
        return [self._header(), blocks.spacer(2), blocks.seats_table(snap, lang, s, w),
                Paragraph(text(legend), s.small),
                Paragraph(label("votes", lang), s.heading), blocks.blank_days_grid(lang, s, w),
                Paragraph(label("nights", lang), s.heading), blocks.blank_nights_table(lang, s, w),
                blocks.spacer(1.5), blocks.blank_end_table(lang, s, w),
                blocks.spacer(1.5), SignatureBlock(self, w, judges_lines(snap, lang))]
