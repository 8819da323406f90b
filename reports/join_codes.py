"""The join codes of a live tournament on paper: one card a table, with its code in
letters a judge types and as a QR code the sheet reads from a photograph; six cards on an A4
page, to cut and lay on the tables.

>>> from ipaddress import IPv4Address
>>> from app.storage.joincode import JoinCode
>>> laptop = str(IPv4Address(0xC0A80114))        # an address on the room's network
>>> cards = [JoinCode(laptop, 55432, "Кубок", t, bytes(6), bytes(10)) for t in (1, 2)]
>>> join_codes_pdf(cards, "Кубок", "ru")[:5]
b'%PDF-'
"""
from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any, Protocol

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from app.i18n import NP_, gettext
from app.storage.joincode import qr_text

from .fonts import BOLD, REGULAR, register_fonts
from .qr import TextQr
from .styles import style

_LABELS: dict[str, str] = {
    "title": NP_("join codes", "{tournament}: join codes of the tables"),
    "table": NP_("join codes", "Table {table}"),
    "how": NP_("join codes", "In the sheet: menu “File”, “Join a tournament…”; server {address}"),
}


class JoinCode(Protocol):
    """What a card shows of a table's join code (app.storage.joincode.JoinCode has it)."""

    @property
    def table(self) -> int: ...

    @property
    def host(self) -> str: ...

    @property
    def port(self) -> int: ...

    def text(self) -> str: ...


def _t(key: str, lang: str, **params: Any) -> str:
    return gettext(lang, _LABELS[key], **params)


def _card(code: JoinCode, lang: str) -> list[Flowable]:
    picture = TextQr(qr_text(code.text()), 38 * mm)
    picture.hAlign = "CENTER"
    return [Paragraph(_t("table", lang, table=code.table), style("table", BOLD, 18, TA_CENTER)),
            Spacer(1, 2 * mm), picture, Spacer(1, 2 * mm),
            Paragraph(_two_lines(code.text()), style("code", BOLD, 11, TA_CENTER)),
            Paragraph(_t("how", lang, address=f"{code.host}:{code.port}"), style("how", REGULAR, 7, TA_CENTER))]


def _two_lines(text: str) -> str:
    """The code broken between two groups, never inside one: a card is narrower than 40 letters."""
    groups = text.split("-")
    half = (len(groups) + 1) // 2
    return "-".join(groups[:half]) + "-<br/>" + "-".join(groups[half:])


def join_codes_pdf(codes: Sequence[JoinCode], tournament: str, lang: str = "ru") -> bytes:
    register_fonts()
    out = io.BytesIO()
    page = SimpleDocTemplate(out, pagesize=A4, leftMargin=12 * mm, rightMargin=12 * mm, topMargin=12 * mm,
                             bottomMargin=12 * mm, title=_t("title", lang, tournament=tournament))
    cells = [_card(code, lang) for code in codes]
    rows = [cells[i:i + 2] + [""] * (2 - len(cells[i:i + 2])) for i in range(0, len(cells), 2)]
    table = Table(rows, colWidths=[93 * mm, 93 * mm], rowHeights=[66 * mm] * len(rows))
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey, None, (2, 2)),   # dashed: cut here
                               ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("ALIGN", (0, 0), (-1, -1), "CENTER")]))
    title = Paragraph(_t("title", lang, tournament=tournament), style("title", BOLD, 12))
    page.build([title, Spacer(1, 3 * mm), table])
    return out.getvalue()
