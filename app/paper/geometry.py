"""The pen form's geometry and records: the page's measures in millimetres, and the box, the
printed text and the layout a form is made of (``app.paper.layout`` says what each box means).
Both forms, one-sided (``app.paper.form_parts``) and two-sided (``app.paper.sides``), are built
of these."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from functools import cached_property
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
