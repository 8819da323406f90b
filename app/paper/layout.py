"""The pen form's layout: every box to be marked, with its meaning and its place in
millimetres, computed once here and read by both sides — ``reports.pen_form`` draws it, the
reader (``app.paper.reader``) measures it, and ``tournament print protocols --form pen
--layout FILE.json`` writes it for anyone else (docs/archive.md, "The pen form").

Coordinates are millimetres on an A4 page, from its top-left corner, ``y`` downwards (as a
scanned image is read).  A box's ``field`` names what a mark in it says, its ``value`` the
number it stands for:

- ``role`` (seat, value ``mafia`` / ``don`` / ``sheriff``), ``foul`` (seat, 1–4);
- ``nom.by`` / ``nom.target`` (day, slot, seat 1–10), ``vote.1`` / ``vote.2`` (day, slot,
  count 0–10: the votes the slot's candidate got in the first round and in the re-vote),
  ``lift`` (day, count 0–10);
- ``shot`` (night, shooter 1–3: the black seats in ascending order, seat 1–10 or 0 for a
  shot at nobody), ``don`` / ``sheriff`` (night, seat 1–10), ``don.answer``
  (``sheriff`` / ``not_sheriff``), ``sheriff.answer`` (``red`` / ``black``);
- ``best.seat`` and ``best.guess`` (seat 1–10), ``result`` (``red`` / ``black`` / ``draw``).

>>> layout = pen_layout()
>>> len(layout.boxes), layout.version
(1273, 1)
>>> box = layout.find("nom.target", day=2, slot=1, value=7)
>>> (box.x, box.y, box.w)
(80.6, 136.8, 2.8)
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from functools import cached_property, lru_cache
from typing import Any

VERSION = 1
PAGE_W, PAGE_H = 210.0, 297.0
BOX, PITCH, ROW = 2.8, 3.6, 3.6        # a box's side, the step between boxes, a row's height
FIDUCIAL = 6.0                         # the side of a corner mark
FIDUCIAL_AT = 10.0                     # its centre's distance from the page's edges
QR_X, QR_Y, QR_SIDE = 166.0, 17.0, 30.0
DAYS, NIGHTS, SLOTS = 5, 5, 4          # days and nights on the sheet, nominations per day
X0 = 10.0                              # the left edge of the day and night rows
SEAT_X, SEAT_TOP = 10.0, 50.0
DAY_TOP = 98.0


@dataclass(frozen=True)
class Box:
    field: str
    value: Any
    x: float
    y: float
    w: float = BOX
    h: float = BOX
    seat: int | None = None
    day: int | None = None          # the day (or the night that follows it) the box is in
    slot: int | None = None         # the nomination slot, the shooter's number, or a foul's row
    side: int | None = None         # the side of a two-sided form (version 2) the box is on

    @cached_property
    def key(self) -> str:
        where = ".".join(str(p) for p in (self.seat, self.day, self.slot) if p is not None)
        return f"{self.field}@{where}={self.value}" if where else f"{self.field}={self.value}"


@dataclass(frozen=True)
class Text:
    """A word on the form: ``key`` is the message (app.paper.words) or, with ``literal``,
    the text itself (digits)."""

    key: str
    x: float
    y: float
    size: float = 6.0
    literal: bool = False
    params: tuple[tuple[str, Any], ...] = ()
    align: str = "left"


@dataclass(frozen=True)
class Layout:
    version: int
    boxes: tuple[Box, ...]
    texts: tuple[Text, ...]
    fiducials: tuple[tuple[float, float], ...]      # centres: top-left, top-right, bottom-right, bottom-left
    qr: tuple[float, float, float]                  # x, y, side
    lines: tuple[tuple[float, float, float, float], ...] = ()    # rules between blocks
    signature: tuple[float, float, float, float] = (0, 0, 0, 0)
    page: tuple[float, float] = (PAGE_W, PAGE_H)
    days: int = DAYS
    nights: int = NIGHTS
    slots: int = SLOTS
    rounds: int = 2
    sides: tuple[Layout, ...] = ()                  # a two-sided form's pages, each a layout of its own
    _index: dict[tuple[Any, ...], Box] = field(default_factory=dict, compare=False, repr=False)

    @property
    def pages(self) -> tuple[Layout, ...]:
        """What is printed and scanned, page by page: the sides, or the form itself."""
        return self.sides or (self,)

    def side(self, number: int | None) -> Layout:
        """Side ``number`` (1-based) of a two-sided form; the form itself when it has one side."""
        return self.sides[(number or 1) - 1] if self.sides else self

    def find(self, name: str, value: Any, **where: Any) -> Box:
        if not self._index:
            for box in self.boxes:
                self._index[(box.field, box.value, box.seat, box.day, box.slot)] = box
        return self._index[(name, value, where.get("seat"), where.get("day"), where.get("slot"))]

    def to_dict(self) -> dict[str, Any]:
        """The layout as JSON data (``--layout FILE.json``)."""
        if self.sides:
            first = self.sides[0].to_dict()
            return first | {"sides": len(self.sides), "boxes": [box for side in self.sides
                                                                for box in side.to_dict()["boxes"]]}
        return {"form": "mafia-pen-form", "version": self.version, "unit": "mm", "origin": "top-left",
                "page": list(self.page), "fiducials": {"side": FIDUCIAL, "centres": [list(c) for c in self.fiducials]},
                "qr": dict(zip(("x", "y", "side"), self.qr)),
                "boxes": [{k: v for k, v in asdict(b).items() if v is not None} | {"key": b.key} for b in self.boxes]}


class _Builder:
    def __init__(self) -> None:
        self.boxes: list[Box] = []
        self.texts: list[Text] = []
        self.lines: list[tuple[float, float, float, float]] = []

    def row(self, name: str, values: list[Any], x: float, y: float, **where: Any) -> float:
        """Boxes side by side from ``x``; returns the x after the last."""
        for i, value in enumerate(values):
            self.boxes.append(Box(name, value, round(x + i * PITCH, 2), round(y, 2), **where))
        return x + len(values) * PITCH

    def digits(self, values: list[Any], x: float, y: float) -> None:
        """Column heads: each box's number above it."""
        for i, value in enumerate(values):
            label = "–" if value == 0 and len(values) == 11 and values[-1] == 0 else str(value)
            self.texts.append(Text(label, round(x + i * PITCH + BOX / 2, 2), round(y, 2), 5.0, True, align="centre"))

    def text(self, key: str, x: float, y: float, size: float = 6.0, **params: Any) -> None:
        self.texts.append(Text(key, round(x, 2), round(y, 2), size, params=tuple(sorted(params.items()))))


SEATS = list(range(1, 11))
COUNTS = list(range(0, 11))
TARGETS = SEATS + [0]                   # 0: a shot at nobody (the last box, "–")
BY_X = X0 + 8.0
GROUP_GAP = 5.0
TARGET_X = BY_X + 10 * PITCH + GROUP_GAP
VOTE1_X = TARGET_X + 10 * PITCH + GROUP_GAP
VOTE2_X = VOTE1_X + 11 * PITCH + GROUP_GAP


@lru_cache(maxsize=4)
def pen_layout(version: int = VERSION) -> Layout:
    """The form of ``version``: 1, one A4 page; 2, both sides of a sheet (``app.paper.sides``).
    Made once; a Layout is never changed."""
    if version == 2:
        from .sides import two_sided
        return two_sided()
    if version != 1:
        raise KeyError(f"no pen form of version {version}")
    b = _Builder()
    _header(b)
    _seats(b)
    _side(b)
    y = DAY_TOP
    for day in range(1, DAYS + 1):
        y = _day(b, day, y)
        if day <= NIGHTS:
            y = _night(b, day, y)
    f = FIDUCIAL_AT
    return Layout(VERSION, tuple(b.boxes), tuple(b.texts),
                  ((f, f), (PAGE_W - f, f), (PAGE_W - f, PAGE_H - f), (f, PAGE_H - f)),
                  (QR_X, QR_Y, QR_SIDE), tuple(b.lines), (122.0, 80.0, 72.0, 12.0))


def _header(b: _Builder) -> None:
    b.text("title", 20.0, 12.0, 11.0)
    b.text("how_to_mark", 20.0, 16.5, 6.0)
    for i, key in enumerate(("head.tournament", "head.round_table", "head.judge")):
        b.text(key, 20.0, 23.0 + i * 5.0, 8.0)


def _seats(b: _Builder) -> None:
    y = SEAT_TOP
    b.text("seat", SEAT_X, y, 6.0)
    b.text("player", SEAT_X + 8, y, 6.0)
    b.text("roles", 72.0, y - 3.0, 6.0)
    b.text("fouls", 86.5, y - 3.0, 6.0)
    for i, key in enumerate(("role.mafia", "role.don", "role.sheriff")):
        b.text(key, 72.0 + i * PITCH + BOX / 2, y, 5.5)
    b.digits([1, 2, 3, 4], 86.5, y)
    for seat in SEATS:
        row_y = y + 1.5 + seat * 4.2 - 4.2
        b.texts.append(Text(str(seat), SEAT_X + 2, row_y + 2.3, 7.0, True))
        b.texts.append(Text("", SEAT_X + 8, row_y + 2.3, 7.5, params=(("seat", seat),)))
        b.row("role", ["mafia", "don", "sheriff"], 72.0, row_y, seat=seat)
        b.row("foul", [1, 2, 3, 4], 86.5, row_y, seat=seat)
        b.lines.append((SEAT_X, row_y + 3.4, 101.5, row_y + 3.4))


def _side(b: _Builder) -> None:
    x = 122.0
    b.text("result", x, 52.0, 6.5)
    for i, key in enumerate(("result.red", "result.black", "result.draw")):
        b.text(key, x + 16 + i * 16 + 4, 54.5, 6.0)
        b.boxes.append(Box("result", key.split(".")[1], x + 16 + i * 16, 52.0))
    b.text("best_move", x, 60.0, 6.5)
    b.digits(SEATS, x + 20, 60.0)
    b.text("best.seat", x, 64.5, 6.0)
    b.row("best.seat", SEATS, x + 20, 62.5)
    b.text("best.guess", x, 68.7, 6.0)
    b.row("best.guess", SEATS, x + 20, 66.7)
    b.text("signature", x, 78.5, 6.0)


def _day(b: _Builder, day: int, y: float) -> float:
    y = _nominations(b, day, y, SLOTS)
    b.text("lift", VOTE1_X - 13.0, y + 2.4, 6.0)
    b.row("lift", COUNTS, VOTE1_X, y, day=day)
    return y + ROW + 4.4


def _nominations(b: _Builder, day: int, y: float, slots: int) -> float:
    """A day's head of digits and its ``slots`` nomination lines; returns the y below them."""
    b.lines.append((X0 + 8.0, y - 4.6, PAGE_W - X0 - 8.0, y - 4.6))
    b.text("day", X0, y + 0.2, 7.0, n=day)
    b.text("nominated_by", BY_X, y - 2.4, 5.5)
    b.text("candidate", TARGET_X, y - 2.4, 5.5)
    b.text("votes_round1", VOTE1_X, y - 2.4, 5.5)
    b.text("votes_round2", VOTE2_X, y - 2.4, 5.5)
    b.digits(SEATS, BY_X, y)
    b.digits(SEATS, TARGET_X, y)
    b.digits(COUNTS, VOTE1_X, y)
    b.digits(COUNTS, VOTE2_X, y)
    y += 1.0
    for slot in range(1, slots + 1):
        b.texts.append(Text(f"{slot}.", X0 + 4, y + 2.4, 6.0, True))
        b.row("nom.by", SEATS, BY_X, y, day=day, slot=slot)
        b.row("nom.target", SEATS, TARGET_X, y, day=day, slot=slot)
        b.row("vote.1", COUNTS, VOTE1_X, y, day=day, slot=slot)
        b.row("vote.2", COUNTS, VOTE2_X, y, day=day, slot=slot)
        y += ROW
    return y


def _night(b: _Builder, night: int, y: float) -> float:
    """Three columns of eleven boxes under one head of digits: the shots (one column a
    shooter), then the Don's check, the Sheriff's check and the two answers."""
    return _night_rows(b, night, y) + ROW + 3.6


def _night_rows(b: _Builder, night: int, y: float) -> float:
    """A night's shots and checks; returns the y of the checks' line."""
    b.text("night", X0, y + 0.2, 7.0, n=night)
    cols = [BY_X + i * (11 * PITCH + GROUP_GAP) for i in range(3)]
    for i, x in enumerate(cols):
        b.text("shooter", x, y - 2.4, 5.5, n=i + 1)
        b.digits(TARGETS, x, y)
    y += 1.0
    for i, x in enumerate(cols):
        b.row("shot", TARGETS, x, y, day=night, slot=i + 1)
    y += ROW + 2.6
    b.text("don_check", cols[0], y - 0.5, 5.5)
    b.text("sheriff_check", cols[1], y - 0.5, 5.5)
    b.row("don", SEATS, cols[0], y, day=night)
    b.row("sheriff", SEATS, cols[1], y, day=night)
    b.row("don.answer", ["sheriff", "not_sheriff"], cols[2], y, day=night)
    b.row("sheriff.answer", ["red", "black"], cols[2] + 4 * PITCH, y, day=night)
    for i, key in enumerate(("answer.sheriff", "answer.not_sheriff", "", "", "answer.red", "answer.black")):
        if key:
            b.text(key, cols[2] + i * PITCH + BOX / 2, y - 0.5, 4.5)
    return y
