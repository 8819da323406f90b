"""The sections of the protocol, each a flowable built from the protocol snapshot.

Nothing here decides a rule or a fact: who left how, the tallies, the shots, the checks,
the best move's hits, the points and the findings all come from ``app.snapshot``.
"""
from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from app.snapshot import Appeal, Check, Day, Finding, Night, ProtocolSnapshot, Seat

from .fonts import REGULAR
from .labels import label, number, phase, seats
from .styles import CELL_PAD, Cell, Styles, TableCommand, fit, text

BLACK = colors.black
GRID = 0.5          # pt: thin rules print cleanly in black and white
FRAME = 1.0         # pt: the outer frame of a table

_BASE: list[TableCommand] = [
    ("FONTNAME", (0, 0), (-1, -1), REGULAR),
    ("FONTSIZE", (0, 0), (-1, -1), 8.5),
    ("TEXTCOLOR", (0, 0), (-1, -1), BLACK),
    ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ("LEFTPADDING", (0, 0), (-1, -1), CELL_PAD),
    ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PAD),
    ("TOPPADDING", (0, 0), (-1, -1), 1.5),
    ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
]


def grid_style(*extra: TableCommand) -> TableStyle:
    return TableStyle(_BASE + [("GRID", (0, 0), (-1, -1), GRID, BLACK),
                               ("BOX", (0, 0), (-1, -1), FRAME, BLACK)] + list(extra))


# -- the seats -------------------------------------------------------------------------
SEAT_COLS_MM = {"seat": 7, "role": 9, "foul": 6, "removal": 9, "left": 25,
                "points": 11, "best_move": 9, "extra": 10, "penalty": 11, "total": 11}


def left_text(seat: Seat, lang: str) -> str:
    if seat.left is None:
        return ""
    return f"{phase(seat.left.phase, lang)} · {label('how.' + seat.left.how, lang)}"


def seats_table(snap: ProtocolSnapshot, lang: str, styles: Styles, width: float) -> Table:
    c = SEAT_COLS_MM
    boxes = snap.fouls.removal              # a box per foul, the last one removes the player
    fixed = (c["seat"] + c["role"] + boxes * c["foul"] + c["removal"] + c["left"] + c["points"]
             + c["best_move"] + c["extra"] + c["penalty"] + c["total"]) * mm
    name_w = width - fixed
    widths = [c["seat"] * mm, name_w, c["role"] * mm] + [c["foul"] * mm] * boxes + [
        c["removal"] * mm, c["left"] * mm, c["points"] * mm, c["best_move"] * mm, c["extra"] * mm,
        c["penalty"] * mm, c["total"] * mm]
    h = styles.head
    head1: list[Cell] = [Paragraph(label("seat", lang), h), Paragraph(label("player", lang), styles.head_left),
                         Paragraph(label("role", lang), h), Paragraph(label("fouls", lang), h), *[""] * (boxes - 1),
                         Paragraph(label("removal", lang), h), Paragraph(label("left", lang), h),
                         Paragraph(label("points", lang), h), Paragraph(label("best_move_points", lang), h),
                         Paragraph(label("extra", lang), h),
                         Paragraph(label("penalty", lang), h), Paragraph(label("total", lang), h)]
    head2: list[Cell] = ["", "", "", *[Paragraph(str(i), h) for i in range(1, boxes + 1)], *[""] * 7]
    rows = [head1, head2]
    # A row is 6.1 mm, a comfortable size for handwriting, unless a wrapped name needs more.
    heights: list[float | None] = [None, None]
    for p in snap.seats:
        points = p.points
        win, extra, penalty, total = ((points.win, points.extra, points.penalty, points.total)
                                      if points else (None, None, None, None))
        best_move = (points.best_move if points else 0) or None
        fouls = [Paragraph("×" if i < p.fouls else "", styles.foul) for i in range(boxes)]

        def num(value: float | None, st: ParagraphStyle = styles.cell_center) -> Paragraph:
            return Paragraph("" if value is None else number(value, lang), st)

        name = fit(p.name, name_w - 2 * CELL_PAD)
        left_cell = fit(left_text(p, lang), c["left"] * mm - 2 * CELL_PAD, size=8)
        rows.append([
            Paragraph(str(p.seat), styles.cell_bold), name,
            Paragraph(label("role." + p.role, lang) if p.role else "", styles.cell_bold), *fouls,
            Paragraph(label("removal_mark", lang) if p.removed else "", styles.foul), left_cell,
            num(win), num(best_move), num(extra), num(penalty), num(total, styles.cell_bold),
        ])
        heights.append(max(6.1 * mm, _needed(name, name_w), _needed(left_cell, c["left"] * mm)))
    removal, left = 3 + boxes, 4 + boxes    # the columns after the foul boxes
    table = Table(rows, colWidths=widths, repeatRows=2, rowHeights=heights)
    table.setStyle(grid_style(
        ("SPAN", (3, 0), (removal - 1, 0)),
        *[("SPAN", (i, 0), (i, 1)) for i in (0, 1, 2, *range(removal, len(widths)))],
        ("LINEBELOW", (0, 1), (-1, 1), FRAME, BLACK),
        ("LINEAFTER", (2, 0), (2, -1), FRAME, BLACK), ("LINEAFTER", (removal, 0), (removal, -1), FRAME, BLACK),
        ("LINEAFTER", (left, 0), (left, -1), FRAME, BLACK),
    ))
    return table


def _needed(cell: Paragraph, col_width: float) -> float:
    return cell.wrap(col_width - 2 * CELL_PAD, 10_000)[1] + 4


# -- the days --------------------------------------------------------------------------
def round_name(number: int, lang: str) -> str:
    """The vote, then the re-votes: 'Голоса', 'Перег.', 'Перег. 2' …"""
    if number == 1:
        return label("round.first", lang)
    return label("round.again", lang) + ("" if number == 2 else f" {number - 1}")


def _day_result(day: Day, lang: str) -> str:
    if day.result in ("voted", "lifted"):
        key = "result.lifted" if day.result == "lifted" else (
            "result.voted_many" if len(day.leaving) > 1 else "result.voted")
        return label(key, lang, seats=seats(day.leaving, lang))
    if day.result in ("stayed", "cancelled", "no_vote", "night", "draw"):
        return label("result." + day.result, lang)
    return label("result.open", lang)


def day_block(day: Day, lang: str, styles: Styles, width: float, rounds: int, notes: str) -> Table:
    cand_w, by_w = 11 * mm, 10 * mm
    round_w = (width - cand_w - by_w) / rounds
    title = Paragraph(f"<b>{text(label('day', lang, n=day.number))}</b>{notes} "
                      f"<font size=7>· {text(label('opener', lang, seat=day.opener))}</font>",
                      styles.block_title)
    h = styles.head
    rows: list[list[Cell]] = [[title, *[""] * (rounds + 1)],
                              [Paragraph(label("candidate", lang), h), Paragraph(label("nominated_by", lang), h),
                               *[Paragraph(round_name(i, lang), h) for i in range(1, rounds + 1)]]]
    by_target = {c.seat: c.nominated_by for c in day.ballot}
    ballot = day.voted_on
    leaving = set(day.leaving)
    for cand in ballot:
        cells: list[Cell] = []
        for rnd in day.rounds[:rounds]:
            if cand in rnd.candidates:
                value = rnd.count(cand)
                cells.append(Paragraph("" if value is None else str(value), styles.number))
            else:
                cells.append(Paragraph("–", styles.number))
        cells += [""] * (rounds - len(cells))
        mark = f"<b>{cand}</b>" if cand in leaving else str(cand)
        rows.append([Paragraph(mark, styles.number),
                     Paragraph(seat_or_blank(by_target.get(cand)), styles.cell_center), *cells])
    empty = not ballot and day.result != "cancelled"
    if empty:
        rows.append([Paragraph(label("no_candidates", lang), styles.cell), *[""] * (rounds + 1)])
    footer = []
    if day.lift is not None:
        footer.append(label("lift", lang, count=day.lift))
    footer.append(_day_result(day, lang))
    rows.append([Paragraph(" · ".join(text(f) for f in footer), styles.cell), *[""] * (rounds + 1)])
    last = len(rows) - 1
    spans = [("SPAN", (0, 0), (-1, 0)), ("SPAN", (0, last), (-1, last))]
    if empty:
        spans.append(("SPAN", (0, 2), (-1, 2)))
    table = Table(rows, colWidths=[cand_w, by_w] + [round_w] * rounds)
    table.setStyle(grid_style(*spans, ("LINEBELOW", (0, 1), (-1, 1), FRAME, BLACK),
                              ("LINEABOVE", (0, last), (-1, last), FRAME, BLACK)))
    return table


def seat_or_blank(seat: int | None) -> str:
    return "" if seat is None else str(seat)


def days_grid(snap: ProtocolSnapshot, lang: str, styles: Styles, width: float,
              notes: dict[str | None, str]) -> Table | None:
    days = [d for d in snap.days if d.on_protocol]
    if not days:
        return None
    # Three blocks a row read best; a game of seven days or more takes four, to stay on one page.
    per_row = 3 if len(days) <= 6 else 4
    gap = 3 * mm
    block_w = (width - gap * (per_row - 1)) / per_row
    rounds = snap.vote_columns
    blocks = [day_block(d, lang, styles, block_w, rounds, notes.get(d.name, "")) for d in days]
    return _block_rows(blocks, per_row, block_w, gap)


def _block_rows(blocks: list[Table], per_row: int, block_w: float, gap: float) -> Table:
    """The days' blocks, ``per_row`` abreast."""
    rows = []
    for i in range(0, len(blocks), per_row):
        row: list[Cell] = []
        for block in blocks[i:i + per_row]:
            row += [block, ""]
        row = row[:-1]
        row += [""] * (2 * per_row - 1 - len(row))
        rows.append(row)
    widths = []
    for k in range(per_row):
        widths.append(block_w)
        if k < per_row - 1:
            widths.append(gap)
    table = Table(rows, colWidths=widths, hAlign="LEFT")
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("FONTNAME", (0, 0), (-1, -1), REGULAR),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("TOPPADDING", (0, 0), (-1, -1), 0),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5 * mm)]))
    return table


BLANK_DAYS, BLANK_CANDIDATES, BLANK_ROUNDS = 6, 4, 3     # what a blank sheet leaves room for


def blank_days_grid(lang: str, styles: Styles, width: float) -> Table:
    """Room to write the votes of six days by hand: each day's opener, candidates with who
    nominated them, the vote and two re-votes, and the day's result."""
    per_row, gap = 3, 3 * mm
    block_w = (width - gap * (per_row - 1)) / per_row
    return _block_rows([blank_day_block(n, lang, styles, block_w) for n in range(1, BLANK_DAYS + 1)],
                       per_row, block_w, gap)


def blank_day_block(number: int, lang: str, styles: Styles, width: float) -> Table:
    cand_w, by_w = 11 * mm, 10 * mm
    round_w = (width - cand_w - by_w) / BLANK_ROUNDS
    title = Paragraph(f"<b>{text(label('day', lang, n=number))}</b> "
                      f"<font size=7>· {text(label('opener', lang, seat=''))}</font>", styles.block_title)
    h = styles.head
    rows: list[list[Cell]] = [[title, *[""] * (BLANK_ROUNDS + 1)],
                              [Paragraph(label("candidate", lang), h), Paragraph(label("nominated_by", lang), h),
                               *[Paragraph(round_name(i, lang), h) for i in range(1, BLANK_ROUNDS + 1)]]]
    rows += [[""] * (BLANK_ROUNDS + 2) for _ in range(BLANK_CANDIDATES)]
    rows.append([Paragraph(text(label("result", lang)) + ":", styles.cell), *[""] * (BLANK_ROUNDS + 1)])
    last = len(rows) - 1
    table = Table(rows, colWidths=[cand_w, by_w] + [round_w] * BLANK_ROUNDS,
                  rowHeights=[None, None] + [4.8 * mm] * BLANK_CANDIDATES + [4.6 * mm])
    table.setStyle(grid_style(("SPAN", (0, 0), (-1, 0)), ("SPAN", (0, last), (-1, last)),
                              ("LINEBELOW", (0, 1), (-1, 1), FRAME, BLACK),
                              ("LINEABOVE", (0, last), (-1, last), FRAME, BLACK)))
    return table


# -- the nights ------------------------------------------------------------------------
def _shots(night: Night, lang: str) -> str:
    if not night.shooting:
        return label("no_shooting", lang)
    if night.shots is None:
        return "—"
    return " · ".join(f"{shooter}: {label('no_shot', lang) if target is None else target}"
                      for shooter, target in night.shots)


def _night_result(night: Night, lang: str) -> str:
    parts = []
    if night.victim is not None:
        parts.append(label("killed", lang, seat=night.victim))
    elif night.shooting:
        parts.append(label("miss", lang))
    for seat in night.count_removals:
        parts.append(label("count_removal", lang, seat=seat))
    return "; ".join(parts)


def _check(check: Check | None, lang: str) -> str:
    if check is None:
        return ""
    target, answer = check.target, check.answer
    return f"{label('seat_no', lang, seat=target)} — {label('check.' + answer, lang)}"


def nights_table(snap: ProtocolSnapshot, lang: str, styles: Styles, width: float,
                 notes: dict[str | None, str]) -> Table | None:
    nights = [n for n in snap.nights if n.on_protocol]
    if not nights:
        return None
    widths, head = _night_columns(lang, styles, width)
    rows: list[list[Cell]] = [head]
    for night in nights:
        rows.append([
            Paragraph(f"<b>{phase(night.name, lang)}</b>{notes.get(night.name, '')}", styles.cell_center),
            Paragraph(text(_shots(night, lang)), styles.cell),
            Paragraph(text(_night_result(night, lang)), styles.cell),
            Paragraph(text(_check(night.don_check, lang)), styles.cell),
            Paragraph(text(_check(night.sheriff_check, lang)), styles.cell),
        ])
    table = Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(grid_style(("LINEBELOW", (0, 0), (-1, 0), FRAME, BLACK)))
    return table


def _night_columns(lang: str, styles: Styles, width: float) -> tuple[list[float], list[Cell]]:
    widths: list[float] = [16 * mm, 0.0, 36 * mm, 34 * mm, 34 * mm]
    widths[1] = width - sum(widths)
    h = styles.head
    return widths, [Paragraph(label("night", lang), h), Paragraph(label("shots", lang), h),
                    Paragraph(label("night_result", lang), h), Paragraph(label("don_check", lang), h),
                    Paragraph(label("sheriff_check", lang), h)]


BLANK_NIGHTS = 5


def blank_nights_table(lang: str, styles: Styles, width: float) -> Table:
    """Room to write five nights by hand: the shots, the outcome and the two checks."""
    widths, head = _night_columns(lang, styles, width)
    rows = [head] + [[Paragraph(f"<b>{phase(f'N{n}', lang)}</b>", styles.cell_center), "", "", "", ""]
                     for n in range(1, BLANK_NIGHTS + 1)]
    table = Table(rows, colWidths=widths, rowHeights=[None] + [5.2 * mm] * BLANK_NIGHTS)
    table.setStyle(grid_style(("LINEBELOW", (0, 0), (-1, 0), FRAME, BLACK)))
    return table


def blank_end_table(lang: str, styles: Styles, width: float) -> Table:
    """The end of a blank sheet: the result, the best move, titles, cards and protests to write."""
    keys = ("result", "best_move", "titles", "cards", "protests")
    data = [[Paragraph(text(label(k, lang)), styles.head_left), ""] for k in keys]
    table = Table(data, colWidths=[40 * mm, width - 40 * mm], rowHeights=[5.2 * mm] * len(keys))
    table.setStyle(grid_style(("VALIGN", (0, 0), (-1, -1), "TOP")))
    return table


# -- the end ---------------------------------------------------------------------------
def result_text(snap: ProtocolSnapshot, lang: str) -> str:
    out = snap.outcome
    if out is None:
        return label("in_progress", lang)
    reason = label("reason." + out.reason, lang, clause=snap.clause("penalty.team_defeat"))
    return f"{label('win.' + out.winner, lang)} ({reason}, {label('in_phase', lang, phase=phase(out.phase, lang))})"


def end_table(snap: ProtocolSnapshot, lang: str, styles: Styles, width: float, notes: str) -> Table:
    awards = snap.awards
    rows = [[label("result", lang), f"<b>{text(result_text(snap, lang))}</b>{notes}"]]
    bm = snap.best_move
    if bm is not None:
        rows.append([label("best_move", lang), text(label("best_move_text", lang, seat=bm.seat,
                                                          guess=seats(bm.guess), hits=bm.hits))])
    titles = []
    if awards.best_player is not None:
        titles.append(label("best_player", lang, seat=awards.best_player))
    if awards.best_move_title:
        titles.append(label("best_move_title", lang, seats=seats(awards.best_move_title, lang)))
    if titles:
        rows.append([label("titles", lang), text("; ".join(titles))])
    rows.append([label("cards", lang), text(_cards(snap, lang) or label("none", lang))])
    listed = [_protest(p, lang) for p in snap.header.protests]
    rows.append([label("protests", lang), "<br/>".join(text(p) for p in listed) or ""])
    data = [[Paragraph(text(k), styles.head_left), Paragraph(v, styles.cell)] for k, v in rows]
    table = Table(data, colWidths=[40 * mm, width - 40 * mm],
                  rowHeights=[None] * (len(data) - 1) + [None if listed else 8 * mm])
    table.setStyle(grid_style(("VALIGN", (0, 0), (-1, -1), "TOP")))
    return table


def _protest(protest: Appeal, lang: str) -> str:
    """Who protested, about what, and the head judge's decision (or that it is pending)."""
    decision = protest.decision or label("protest_pending", lang)
    if protest.by is None:
        return label("protest_anonymous", lang, text=protest.text, decision=decision)
    return label("protest", lang, seat=protest.by, text=protest.text, decision=decision)


def _sanction(code: str, value: float | int | None, lang: str) -> str:
    if code == "penalty_points":
        return label(code, lang, points=number(value or 0, lang))
    if code == "warnings":
        return label(code, lang, count=value)
    return label(code, lang)


def _cards(snap: ProtocolSnapshot, lang: str) -> str:
    by_seat: dict[int, list[str]] = {}
    for s in snap.awards.sanctions:
        by_seat.setdefault(s.seat, []).append(_sanction(s.code, s.value, lang))
    return "; ".join(f"{label('seat_no', lang, seat=seat)}: {', '.join(items)}"
                     for seat, items in sorted(by_seat.items()))


# -- the findings ----------------------------------------------------------------------
def footnote_marks(findings: list[Finding]) -> dict[str | None, str]:
    """phase name (None: the whole game) -> superscript numbers to print beside it."""
    marks: dict[str | None, list[int]] = {}
    for n, f in enumerate(findings, 1):
        marks.setdefault(f.phase, []).append(n)
    return {k: f"<super><font size=6>{','.join(map(str, v))}</font></super>" for k, v in marks.items()}


def findings_list(findings: list[Finding], lang: str, styles: Styles) -> list[Flowable]:
    out: list[Flowable] = []
    for n, f in enumerate(findings, 1):
        where = phase(f.phase, lang) if f.phase else label("whole_game", lang)
        if f.event_shown:
            where += f" #{f.event_shown}"
        clause = f"{f.clause} · " if f.clause else ""
        out.append(Paragraph(
            f"<super>{n}</super> <b>{text(clause)}{text(where)}</b> · "
            f"{text(label('severity.' + f.severity, lang))}: {text(f.message.pick(lang))}{acknowledged_mark(f, lang)}",
            styles.footnote))
    return out


def acknowledged_mark(finding: Finding, lang: str) -> str:
    """Beside an error the judge confirmed or signed the game with: says so."""
    return f" <b>({text(label('acknowledged', lang))})</b>" if finding.acknowledged else ""


def acknowledged_note(snap: ProtocolSnapshot, lang: str, styles: Styles) -> list[Flowable]:
    """The line under the findings of a game confirmed or signed with errors: a deliberate act."""
    if not snap.acknowledged:
        return []
    return [Paragraph(f"<b>{text(label('acknowledged_note', lang, n=snap.acknowledged))}</b>", styles.footnote)]


def spacer(height_mm: float) -> Spacer:
    return Spacer(1, height_mm * mm)
