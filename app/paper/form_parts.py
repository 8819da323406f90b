"""The pieces a pen form is built of: a builder of boxes and texts, and the page's parts (the
header, the seats, the result and best-move panel, a day's nominations and votes, a night's
shots and checks), with the one-sided form (version 1) made of them. The two-sided form
(``app.paper.sides``) lays the same parts out over both sides of a sheet."""
from __future__ import annotations

from typing import Any

from .geometry import (
    BOX,
    DAY_TOP,
    DAYS,
    FIDUCIAL_AT,
    NIGHTS,
    PAGE_H,
    PAGE_W,
    PITCH,
    QR_SIDE,
    QR_X,
    QR_Y,
    ROW,
    SEAT_TOP,
    SEAT_X,
    SLOTS,
    VERSION,
    X0,
    Box,
    Layout,
    Text,
)


class Builder:
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


def one_sided() -> Layout:
    """The form of version 1: one A4 page."""
    b = Builder()
    header(b)
    seats(b)
    side_panel(b)
    y = DAY_TOP
    for day in range(1, DAYS + 1):
        y = day_rows(b, day, y)
        if day <= NIGHTS:
            y = night_block(b, day, y)
    f = FIDUCIAL_AT
    return Layout(VERSION, tuple(b.boxes), tuple(b.texts),
                  ((f, f), (PAGE_W - f, f), (PAGE_W - f, PAGE_H - f), (f, PAGE_H - f)),
                  (QR_X, QR_Y, QR_SIDE), tuple(b.lines), (122.0, 80.0, 72.0, 12.0))


def header(b: Builder) -> None:
    b.text("title", 20.0, 12.0, 11.0)
    b.text("how_to_mark", 20.0, 16.5, 6.0)
    for i, key in enumerate(("head.tournament", "head.round_table", "head.judge")):
        b.text(key, 20.0, 23.0 + i * 5.0, 8.0)


def seats(b: Builder) -> None:
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


def side_panel(b: Builder) -> None:
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


def day_rows(b: Builder, day: int, y: float) -> float:
    y = nominations(b, day, y, SLOTS)
    b.text("lift", VOTE1_X - 13.0, y + 2.4, 6.0)
    b.row("lift", COUNTS, VOTE1_X, y, day=day)
    return y + ROW + 4.4


def nominations(b: Builder, day: int, y: float, slots: int) -> float:
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


def night_block(b: Builder, night: int, y: float) -> float:
    """Three columns of eleven boxes under one head of digits: the shots (one column a
    shooter), then the Don's check, the Sheriff's check and the two answers."""
    return night_rows(b, night, y) + ROW + 3.6


def night_rows(b: Builder, night: int, y: float) -> float:
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
