"""The sections of the boulevard protocol, each a flowable built from the protocol snapshot.

The public protocol prints what the table saw: who sat where, the roles once the game is
over, the ladder, the votes, the morning announcements and the result.  Whatever the host
alone knows — the night actions, blocks, swaps, protections, checks and comparisons — stays
in the private journal (``reports/journal.py``); the snapshot marks the findings that would
tell it (:func:`app.snapshot.boulevard.is_secret`).  Nothing here decides a rule or a fact:
every answer comes from ``app.snapshot``.
"""
from __future__ import annotations

from reportlab.lib.enums import TA_CENTER
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Table, TableStyle

from app.snapshot import Day, Finding, Night, ProtocolSnapshot, Seat, build_snapshot
from app.snapshot.boulevard import is_secret
from app.table_state import TableState

from . import blocks
from .blocks import BLACK, FRAME, acknowledged_mark, grid_style
from .fonts import BOLD, REGULAR
from .labels import label, phase, seats
from .styles import CELL_PAD, Cell, Styles, fit, style, text

# The marks of a seat's row (×, У, +): bold and a little larger than the text, centred in
# the row (the sport protocol's 14 pt foul cross would sit below the middle of a + sign).
MARK = style("bv_mark", BOLD, 11, TA_CENTER, leading=12)

# -- the seats -------------------------------------------------------------------------
SEAT_COLS_MM = {"seat": 7, "role": 21, "light": 12, "silent": 17, "grave": 21, "removal": 9,
                "left": 25, "win": 11}


__all__ = ["days_grid", "end_table", "findings_list", "is_secret", "nights_table", "result_text",
           "seats_table"]


def _ladder_cells(seat: Seat, lang: str) -> tuple[str, str, str, bool]:
    """(light marks, lost day circles, grave violations, removed) as printed."""
    ladder = seat.ladder
    if ladder is None:
        return "", "", "", False
    light = "×" * ladder.light if ladder.light <= 3 else f"×{ladder.light}"
    silent = ", ".join(phase(f"D{day}", lang) for day in ladder.lost_days)
    grave = []
    for g in ladder.grave:
        mark = f"{label('bv.grave.' + g.kind, lang)} {phase(g.phase, lang)}"
        if g.pending:
            mark += f" ({label('bv.pending', lang)})"
        grave.append(mark)
    return light, silent, "; ".join(grave), ladder.removed


def seats_table(snap: ProtocolSnapshot, lang: str, styles: Styles, width: float) -> Table:
    """A row per seat, for any table from 6 to 20; roles only once the game is over."""
    c = SEAT_COLS_MM
    name_w = width - sum(c.values()) * mm
    widths = [c["seat"] * mm, name_w, c["role"] * mm, c["light"] * mm, c["silent"] * mm,
              c["grave"] * mm, c["removal"] * mm, c["left"] * mm, c["win"] * mm]
    h = styles.head
    clause = snap.clause("ladder")
    head1: list[Cell] = [Paragraph(label("seat", lang), h), Paragraph(label("player", lang), styles.head_left),
                         Paragraph(label("role", lang), h), Paragraph(label("bv.ladder", lang, clause=clause), h),
                         "", "", "", Paragraph(label("left", lang), h), Paragraph(label("bv.win", lang), h)]
    head2: list[Cell] = ["", "", "", Paragraph(label("bv.light", lang), h), Paragraph(label("bv.silent", lang), h),
                         Paragraph(label("bv.grave", lang), h), Paragraph(label("removal", lang), h), "", ""]
    rows = [head1, head2]
    # 6.1 mm rows leave room to write by hand, as on the sport protocol; a larger table
    # takes 5.2 mm rows to keep to one page.  A wrapped cell makes its row taller.
    row_h = (6.1 if len(snap.seats) <= 10 else 5.2) * mm
    wrapped = (1, 2, 4, 5, 7)
    heights: list[float | None] = [None, None]
    revealed = snap.roles_public
    for p in snap.seats:
        light, silent, grave, removed = _ladder_cells(p, lang)
        role = p.role_name.pick(lang) if revealed else ""
        won = revealed and p.won
        row = [
            Paragraph(str(p.seat), styles.cell_bold),
            fit(p.name, name_w - 2 * CELL_PAD),
            fit(role, c["role"] * mm - 2 * CELL_PAD, size=8.5, bold=True),
            Paragraph(light, MARK),
            fit(silent, c["silent"] * mm - 2 * CELL_PAD, size=8),
            fit(grave, c["grave"] * mm - 2 * CELL_PAD, size=8),
            Paragraph(label("removal_mark", lang) if removed else "", MARK),
            fit(blocks.left_text(p, lang), c["left"] * mm - 2 * CELL_PAD, size=8),
            Paragraph(label("bv.win_mark", lang) if won else "", MARK),
        ]
        rows.append(list(row))              # a row of cells: a list[Paragraph] is not a list[Cell]
        heights.append(max([row_h] + [_needed(row[i], widths[i]) for i in wrapped]))
    table = Table(rows, colWidths=widths, repeatRows=2, rowHeights=heights)
    table.setStyle(grid_style(
        ("SPAN", (3, 0), (6, 0)),
        *[("SPAN", (i, 0), (i, 1)) for i in (0, 1, 2, 7, 8)],
        ("LINEBELOW", (0, 1), (-1, 1), FRAME, BLACK),
        ("LINEAFTER", (2, 0), (2, -1), FRAME, BLACK), ("LINEAFTER", (6, 0), (6, -1), FRAME, BLACK),
    ))
    return table


def _needed(cell: Paragraph, col_width: float) -> float:
    return cell.wrap(col_width - 2 * CELL_PAD, 10_000)[1] + 4


# -- the days --------------------------------------------------------------------------
def day_result(day: Day, lang: str) -> str:
    if day.result is None:
        return label("result.open", lang)
    if day.result == "voted":
        return label("bv.result.voted", lang, seats=seats(day.leaving, lang))
    return label("bv.result." + day.result, lang)


def day_block(day: Day, lang: str, styles: Styles, width: float, rounds: int, notes: str) -> Table:
    cand_w, by_w = 11 * mm, 10 * mm
    round_w = (width - cand_w - by_w) / rounds
    extra = label("opener", lang, seat=day.opener)
    if day.silenced:
        extra += " · " + label("bv.silenced", lang, seats=seats(sorted(day.silenced), lang))
    title = Paragraph(f"<b>{text(label('day', lang, n=day.number))}</b>{notes} "
                      f"<font size=7>· {text(extra)}</font>", styles.block_title)
    h = styles.head
    rows: list[list[Cell]] = [[title, *[""] * (rounds + 1)],
                              [Paragraph(label("candidate", lang), h), Paragraph(label("nominated_by", lang), h),
                               *[Paragraph(_round_name(i, lang), h) for i in range(1, rounds + 1)]]]
    by_target = {c.seat: c.nominated_by for c in day.ballot}
    leaving = set(day.leaving)
    for cand in day.voted_on:
        cells: list[Cell] = []
        for rnd in day.rounds[:rounds]:
            value = rnd.count(cand) if cand in rnd.candidates else None
            cells.append(Paragraph("–" if value is None else str(value), styles.number))
        cells += [""] * (rounds - len(cells))
        mark = f"<b>{cand}</b>" if cand in leaving else str(cand)
        rows.append([Paragraph(mark, styles.number),
                     Paragraph(blocks.seat_or_blank(by_target.get(cand)), styles.cell_center), *cells])
    # With nobody nominated, the result line says so ("Кандидатур нет — голосования нет").
    rows.append([Paragraph(text(day_result(day, lang)), styles.cell), *[""] * (rounds + 1)])
    last = len(rows) - 1
    spans = [("SPAN", (0, 0), (-1, 0)), ("SPAN", (0, last), (-1, last))]
    table = Table(rows, colWidths=[cand_w, by_w] + [round_w] * rounds)
    table.setStyle(grid_style(*spans, ("LINEBELOW", (0, 1), (-1, 1), FRAME, BLACK),
                              ("LINEABOVE", (0, last), (-1, last), FRAME, BLACK)))
    return table


def _round_name(number: int, lang: str) -> str:
    return label("round.first", lang) if number == 1 else label("round.again", lang)


def days_grid(snap: ProtocolSnapshot, lang: str, styles: Styles, width: float,
              notes: dict[str | None, str]) -> Table | None:
    days = [d for d in snap.days if d.on_protocol]
    if not days:
        return None
    per_row = 3 if len(days) <= 6 else 4
    gap = 3 * mm
    block_w = (width - gap * (per_row - 1)) / per_row
    rounds = snap.vote_columns
    blocks = [day_block(d, lang, styles, block_w, rounds, notes.get(d.name, "")) for d in days]
    rows = []
    for i in range(0, len(blocks), per_row):
        row: list[Cell] = []
        for block in blocks[i:i + per_row]:
            row += [block, ""]
        row = row[:-1] + [""] * (2 * per_row - len(row))
        rows.append(row)
    widths = [block_w if k % 2 == 0 else gap for k in range(2 * per_row - 1)]
    table = Table(rows, colWidths=widths, hAlign="LEFT")
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("FONTNAME", (0, 0), (-1, -1), REGULAR),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("TOPPADDING", (0, 0), (-1, -1), 0),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5 * mm)]))
    return table


# -- the nights: the morning announcement only ----------------------------------------------
def morning_text(night: Night, lang: str) -> str:
    """Who left the table in ``night``, as the host announces it: no cause, no actor."""
    killed, removed = night.died, night.removed
    parts = []
    if killed:
        key = "bv.died_one" if len(killed) == 1 else "bv.died"
        parts.append(label(key, lang, seats=seats(killed, lang)))
    elif night.resolved:
        parts.append(label("bv.nobody_died", lang))
    else:
        parts.append(label("bv.night_open", lang))
    if removed:
        parts.append(label("bv.removed_at_night", lang, seats=seats(removed, lang)))
    return "; ".join(parts)


def nights_table(snap: ProtocolSnapshot, lang: str, styles: Styles, width: float,
                 notes: dict[str | None, str]) -> Table | None:
    nights = [n for n in snap.nights if n.on_protocol]
    if not nights:
        return None
    h = styles.head
    # More than two nights run in two halves side by side: a line each is short.
    halves = 2 if len(nights) > 2 else 1
    per = -(-len(nights) // halves)
    cells: list[list[Cell]] = [[Paragraph(f"<b>{phase(n.name, lang)}</b>{notes.get(n.name, '')}", styles.cell_center),
                                Paragraph(text(morning_text(n, lang)), styles.cell)] for n in nights]
    cells += [["", ""]] * (per * halves - len(cells))
    head = [Paragraph(label("night", lang), h), Paragraph(label("bv.morning", lang), styles.head_left)]
    rows = [head * halves] + [sum((cells[i + k * per] for k in range(halves)), []) for i in range(per)]
    text_w = width / halves - 16 * mm
    table = Table(rows, colWidths=[16 * mm, text_w] * halves, repeatRows=1)
    table.setStyle(grid_style(("LINEBELOW", (0, 0), (-1, 0), FRAME, BLACK),
                              *[("LINEAFTER", (1, 0), (1, -1), FRAME, BLACK)] * (halves - 1)))
    return table


# -- the end ---------------------------------------------------------------------------
def result_text(snap: ProtocolSnapshot | TableState, lang: str) -> str:
    """The result line; given a replayed state rather than its snapshot, builds the snapshot."""
    if not isinstance(snap, ProtocolSnapshot):
        snap = build_snapshot(snap)
    out = snap.outcome
    if out is None:
        return label("in_progress", lang)
    winner = out.winner_words.pick(lang)
    return (f"{winner[:1].upper()}{winner[1:]} ({label('bv.reason.' + out.reason, lang)}, "
            f"{label('in_phase', lang, phase=phase(out.phase, lang))})")


def readings_text(snap: ProtocolSnapshot, lang: str) -> str:
    return "; ".join(f"<b>{text(r.title.pick(lang))}</b>: {text(r.choice.pick(lang))}" for r in snap.readings)


def appeals(snap: ProtocolSnapshot, lang: str) -> list[str]:
    out = []
    for appeal in snap.appeals:
        if appeal.by is None:
            out.append(label("bv.appeal_anonymous", lang, text=appeal.text, decision=appeal.decision))
        else:
            out.append(label("bv.appeal", lang, seat=appeal.by, text=appeal.text, decision=appeal.decision))
    return out


def end_table(snap: ProtocolSnapshot, lang: str, styles: Styles, width: float, notes: str) -> Table:
    rows = [[label("result", lang), f"<b>{text(result_text(snap, lang))}</b>{notes}"],
            [label("bv.readings", lang), f"<font size=7>{readings_text(snap, lang)}</font>"]]
    errors = [e.pick(lang) for e in snap.host_errors]     # each message names its round
    if errors:
        rows.append([label("bv.host_errors", lang, clause=snap.clause("host_error")),
                     "<br/>".join(text(e) for e in errors)])
    listed = appeals(snap, lang)
    rows.append([label("bv.appeals", lang, clause=snap.clause("appeal")),
                 "<br/>".join(text(a) for a in listed)])
    data = [[Paragraph(text(k), styles.head_left), Paragraph(v, styles.cell)] for k, v in rows]
    # Appeals are heard after the game: with none recorded, the row is room to write one.
    table = Table(data, colWidths=[40 * mm, width - 40 * mm],
                  rowHeights=[None] * (len(data) - 1) + [None if listed else 8 * mm])
    table.setStyle(grid_style(("VALIGN", (0, 0), (-1, -1), "TOP")))
    return table


# -- the findings ----------------------------------------------------------------------
def findings_list(findings: list[Finding], lang: str, styles: Styles) -> list[Flowable]:
    out: list[Flowable] = []
    for n, f in enumerate(findings, 1):
        where = phase(f.phase, lang) if f.phase else label("whole_game", lang)
        severity = text(label("severity." + f.severity, lang))
        if f.secret:
            body = f"<b>{text(where)}</b> · {severity}: {text(label('bv.secret_finding', lang))}"
        else:
            if f.event_shown:
                where += f" #{f.event_shown}"
            clause = f"{f.clause} · " if f.clause else ""
            body = f"<b>{text(clause)}{text(where)}</b> · {severity}: {text(f.message.pick(lang))}"
        out.append(Paragraph(f"<super>{n}</super> {body}{acknowledged_mark(f, lang)}", styles.footnote))
    return out
