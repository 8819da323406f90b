"""The pen form of version 2: both sides of a sheet, holding what the official paper protocol
holds (issue 38 §4) — six days of five nominations with three rounds of votes, the fouls of
each day (before and after the day's vote), removals by day and by night, and six nights.

Each side is a page of its own, with the four corner marks and a QR code naming its side
(``app.paper.payload``), so a side is found, turned and read like the one-sided form.

Side 1: the header, the seats and their roles, the result, the best move, the signature,
days 1–3 and nights 1–2.  Side 2: night 3, then days 4–6 and nights 4–6.

A day block, under one head of digits (seats 1–10 over the first two columns, counts 0–10
over the other two):

- five nomination lines: ``nom.by``, ``nom.target`` (seat), ``vote.1``, ``vote.2`` (count);
- four lines: ``foul`` (the fouls before the day's vote: row *k* marked under a seat is its
  *k*-th foul of the day), ``foul.late`` (after the vote), ``lift`` (count, first line only),
  ``vote.3`` (the second re-vote of nomination *k*, count);
- one line: ``out`` (seat removed before the vote), ``out.late`` (after it), ``vote.3`` of
  the fifth nomination.

A night block: the three shooters' columns (``shot``), the checks and their answers, and
``out.night`` (a seat removed in the night, before the shooting).

>>> layout = two_sided()
>>> [len(side.boxes) for side in layout.sides], layout.days, layout.slots, layout.rounds
([1315, 1396], 6, 5, 3)
>>> layout.find("vote.3", 7, day=6, slot=5).side, layout.find("out.night", 4, day=1).side
(2, 1)
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from .form_parts import (
    BY_X,
    COUNTS,
    SEATS,
    TARGET_X,
    VOTE1_X,
    VOTE2_X,
    Builder,
    header,
    night_rows,
    nominations,
    side_panel,
)
from .geometry import (
    BOX,
    FIDUCIAL_AT,
    PAGE_H,
    PAGE_W,
    PITCH,
    QR_SIDE,
    QR_X,
    QR_Y,
    ROW,
    X0,
    Box,
    Layout,
    Text,
)

VERSION = 2
DAYS, NIGHTS, SLOTS, ROUNDS, FOUL_ROWS = 6, 6, 5, 3, 4
SIDE_OF_DAY = {1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 2}
SIDE_OF_NIGHT = {1: 1, 2: 1, 3: 2, 4: 2, 5: 2, 6: 2}
SEAT_TOP = 50.0
DAY_TOP_1, TOP_2 = 98.5, 58.0
LAST_Y = 283.0           # no box below this: the bottom corner marks


class _SideBuilder(Builder):
    def __init__(self, side: int) -> None:
        super().__init__()
        self.side = side

    def row(self, name: str, values: list[Any], x: float, y: float, **where: Any) -> float:
        for i, value in enumerate(values):
            self.boxes.append(Box(name, value, round(x + i * PITCH, 2), round(y, 2), side=self.side, **where))
        return x + len(values) * PITCH


def two_sided() -> Layout:
    front, back = _SideBuilder(1), _SideBuilder(2)
    header(front)
    front.text("side_of", 122.0, 45.0, 6.0, n=1, total=2)
    _seats(front)
    side_panel(front)
    back.text("title", 20.0, 12.0, 11.0)
    back.text("side_of", 20.0, 17.0, 7.0, n=2, total=2)
    back.text("head.round_table", 20.0, 23.0, 8.0)
    y = {1: DAY_TOP_1, 2: TOP_2}
    for day in range(1, DAYS + 1):
        side = SIDE_OF_DAY[day]
        if day == 4:                   # night 3 heads side 2, before day 4
            y[2] = _night(back, 3, y[2])
        y[side] = _day((front, back)[side - 1], day, y[side])
        if day != 3:
            night_side = SIDE_OF_NIGHT[day]
            y[night_side] = _night((front, back)[night_side - 1], day, y[night_side])
    # the result's boxes are drawn by the one-sided form's own code: they are side 1's
    front.boxes = [b if b.side else replace(b, side=1) for b in front.boxes]
    f = FIDUCIAL_AT
    corners = ((f, f), (PAGE_W - f, f), (PAGE_W - f, PAGE_H - f), (f, PAGE_H - f))
    pages = tuple(Layout(VERSION, tuple(b.boxes), tuple(b.texts), corners, (QR_X, QR_Y, QR_SIDE), tuple(b.lines),
                         (122.0, 80.0, 72.0, 12.0) if b.side == 1 else (0, 0, 0, 0), days=DAYS, nights=NIGHTS,
                         slots=SLOTS, rounds=ROUNDS)
                  for b in (front, back))
    for page in pages:
        assert all(box.y + box.h <= LAST_Y for box in page.boxes), "a side runs over its corner marks"
    return Layout(VERSION, pages[0].boxes + pages[1].boxes, pages[0].texts + pages[1].texts, corners,
                  (QR_X, QR_Y, QR_SIDE), pages[0].lines + pages[1].lines, pages[0].signature, days=DAYS,
                  nights=NIGHTS, slots=SLOTS, rounds=ROUNDS, sides=pages)


def _seats(b: _SideBuilder) -> None:
    y = SEAT_TOP
    b.text("seat", X0, y, 6.0)
    b.text("player", X0 + 8, y, 6.0)
    b.text("roles", 72.0, y - 3.0, 6.0)
    for i, key in enumerate(("role.mafia", "role.don", "role.sheriff")):
        b.text(key, 72.0 + i * PITCH + BOX / 2, y, 5.5)
    for seat in SEATS:
        row_y = y + 1.5 + seat * 4.2 - 4.2
        b.texts.append(Text(str(seat), X0 + 2, row_y + 2.3, 7.0, True))
        b.texts.append(Text("", X0 + 8, row_y + 2.3, 7.5, params=(("seat", seat),)))
        b.row("role", ["mafia", "don", "sheriff"], 72.0, row_y, seat=seat)
        b.lines.append((X0, row_y + 3.4, 84.0, row_y + 3.4))


def _day(b: _SideBuilder, day: int, y: float) -> float:
    y = nominations(b, day, y, SLOTS)
    y += 2.8
    b.text("fouls_before", BY_X, y - 0.5, 5.0)
    b.text("fouls_after", TARGET_X, y - 0.5, 5.0)
    b.text("lift", VOTE1_X, y - 0.5, 5.0)
    b.text("votes_round3", VOTE2_X, y - 0.5, 5.0)
    for k in range(1, FOUL_ROWS + 1):
        b.texts.append(Text(f"{k}.", X0 + 4, y + 2.4, 6.0, True))
        b.row("foul", SEATS, BY_X, y, day=day, slot=k)
        b.row("foul.late", SEATS, TARGET_X, y, day=day, slot=k)
        if k == 1:
            b.row("lift", COUNTS, VOTE1_X, y, day=day)
        b.row("vote.3", COUNTS, VOTE2_X, y, day=day, slot=k)
        y += ROW
    y += 2.8
    b.text("removed_before", BY_X, y - 0.5, 5.0)
    b.text("removed_after", TARGET_X, y - 0.5, 5.0)
    b.texts.append(Text("5.", VOTE2_X - 4, y + 2.4, 6.0, True))
    b.row("out", SEATS, BY_X, y, day=day)
    b.row("out.late", SEATS, TARGET_X, y, day=day)
    b.row("vote.3", COUNTS, VOTE2_X, y, day=day, slot=SLOTS)
    return y + ROW + 5.0


def _night(b: _SideBuilder, night: int, y: float) -> float:
    y = night_rows(b, night, y)
    x = BY_X + 2 * (11 * PITCH + 5.0) + 9 * PITCH          # after the answers, under no head of its own
    b.text("removed_night", x, y - 0.5, 5.0)
    b.digits(SEATS, x, y + ROW + 0.4)
    b.row("out.night", SEATS, x, y + ROW + 1.4, day=night)
    return y + 2 * ROW + 1.4 + 5.0
