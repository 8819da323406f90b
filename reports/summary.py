"""The tournament summary as a PDF: title page, final standings with every component,
results by round and table, role statistics with charts, the list of protocols with
their fingerprints, the secretary's notes, and the chief judge's signature box.

It decides nothing: the figures are ``app.tournament.Standings``'; a renderer is a
class that returns bytes, like the game protocol's::

    renderer = SummaryRenderer(standings, "ru", chief_judge="Петров П. П.")
    pdf = renderer.render()
    renderer.stamp_box      # where app.signing.sign_pdf puts the visible signature

>>> from app.sport import sample_game
>>> from app.tournament import compute_standings
>>> pdf = SummaryRenderer(compute_standings([sample_game()])).render()
>>> pdf[:5], b"Helvetica" in pdf
(b'%PDF-', False)
"""
from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    CondPageBreak,
    Flowable,
    Frame,
    KeepTogether,
    PageBreak,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from app.i18n import format_number, language
from app.signing.canonical import short_fingerprint
from app.signing.pdfsig import StampBox
from app.tournament import Standings, TournamentGame
from app.tournament.order import natural
from app.tournament.regulation import LOTS, ROLES
from app.tournament.stats import tournament_stats
from app.tournament.texts import number

from . import summary_charts as charts
from .fonts import BOLD, NARROW, REGULAR, register_fonts, width
from .pages import NumberedCanvas
from .protocol import SignatureBlock
from .styles import CELL_PAD, Cell, Styles, TableCommand, fit, style, text
from .summary_labels import label

PAGE_W, PAGE_H = A4
MARGIN_X, MARGIN_TOP, MARGIN_BOTTOM = 12 * mm, 12 * mm, 14 * mm
GRID, FRAME = 0.4, 0.9
SHADE = colors.HexColor("#e6e6e6")


def _table_style(font: str = REGULAR, size: float = 7.5, *extra: TableCommand) -> TableStyle:
    return TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), font), ("FONTSIZE", (0, 0), (-1, -1), size),
        ("LEADING", (0, 0), (-1, -1), size * 1.15),
        ("TEXTCOLOR", (0, 0), (-1, -1), colors.black), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (-1, -1), CELL_PAD), ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PAD),
        ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6),
        ("GRID", (0, 0), (-1, -1), GRID, colors.black), ("BOX", (0, 0), (-1, -1), FRAME, colors.black),
        ("FONTNAME", (0, 0), (-1, 0), BOLD), ("BACKGROUND", (0, 0), (-1, 0), SHADE),
        ("LINEBELOW", (0, 0), (-1, 0), FRAME, colors.black),
        *extra])


class SummaryRenderer:
    """``SummaryRenderer(standings, lang, ...).render() -> bytes``."""

    def __init__(self, standings: Standings, lang: str = "ru", *, title: str | None = None,
                 chief_judge: str | None = None, secretary: str | None = None,
                 stages: Sequence[tuple[str, Standings]] = (), total_note: str | None = None) -> None:
        register_fonts()
        self.st, self.lang = standings, language(lang)
        self.title = title or standings.tournament.name or label("untitled", self.lang)
        self.chief_judge, self.secretary = chief_judge, secretary
        self.stages = list(stages)          # (heading, the stage's table), printed after the total
        self.total_note = total_note        # how a staged total is ordered
        self.styles = Styles()
        self.width = PAGE_W - 2 * MARGIN_X
        self.stamp_box: StampBox | None = None
        self.fingerprint = standings.fingerprint
        self.stats = tournament_stats(standings)
        s = self.styles
        self.h1 = style("summary_h1", BOLD, 13, spaceBefore=2, spaceAfter=3)
        self.h2 = style("summary_h2", BOLD, 10, spaceBefore=5, spaceAfter=2)
        self.note = style("summary_note", REGULAR, 7, leading=8.6, spaceBefore=2)
        self.big = style("summary_big", BOLD, 20, leading=24, align=TA_CENTER)
        self.sub = style("summary_sub", BOLD, 15, leading=19, align=TA_CENTER)
        self.meta = s.meta

    # -- the document -----------------------------------------------------------------
    def render(self) -> bytes:
        buffer = io.BytesIO()
        doc = BaseDocTemplate(
            buffer, pagesize=A4, leftMargin=MARGIN_X, rightMargin=MARGIN_X, topMargin=MARGIN_TOP,
            bottomMargin=MARGIN_BOTTOM, title=f"{label('title', self.lang).capitalize()} · {self.title}",
            author=self.chief_judge or "", subject=f"mafia-tournament sha256:{self.fingerprint}",
            creator="Mafia Protocol", keywords=[f"sha256:{self.fingerprint}"], initialFontName=REGULAR,
            invariant=1, lang=self.lang)
        frame = Frame(MARGIN_X, MARGIN_BOTTOM, self.width, PAGE_H - MARGIN_TOP - MARGIN_BOTTOM,
                      leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0, id="body")
        doc.addPageTemplates([PageTemplate(id="summary", frames=[frame])])
        doc.build(self._story(), canvasmaker=self._canvas)
        return buffer.getvalue()

    def _canvas(self, *args: Any, **kwargs: Any) -> NumberedCanvas:
        kwargs.setdefault("initialFontName", REGULAR)
        return NumberedCanvas(*args, footer=self._footer, **kwargs)

    def _footer(self, c: Canvas, total: int) -> None:
        c.saveState()
        c.setStrokeColor(colors.black)
        c.setFillColor(colors.black)
        c.setLineWidth(0.5)
        y = MARGIN_BOTTOM - 5 * mm
        c.line(MARGIN_X, y + 3.2 * mm, PAGE_W - MARGIN_X, y + 3.2 * mm)
        c.setFont(REGULAR, 7)
        left = (f"Mafia Protocol · {self.title} · "
                f"{label('fingerprint', self.lang)}: {short_fingerprint(self.fingerprint)}")
        avail = self.width - 30 * mm
        while width(left, REGULAR, 7) > avail and len(left) > 10:   # a very long tournament name
            left = left.rstrip("…")[:-1] + "…"
        c.drawString(MARGIN_X, y, left)
        c.drawRightString(PAGE_W - MARGIN_X, y, label("page", self.lang, n=c.getPageNumber(), total=total))
        c.restoreState()

    def _story(self) -> list[Flowable]:
        story = self._title_page()
        story += [PageBreak()] + self._standings()
        for heading, stage in self.stages:
            story += [CondPageBreak(60 * mm)] + self._standings(stage, heading)
        story += [CondPageBreak(60 * mm)] + self._grid()
        story += [CondPageBreak(90 * mm)] + self._results()
        story += [PageBreak()] + self._statistics()
        story += [PageBreak()] + self._protocols()
        notes = self._notes()
        if notes:
            story += [CondPageBreak(40 * mm)] + notes
        story += [Spacer(1, 6 * mm), KeepTogether([
            Paragraph(text(label("approved", self.lang, games=len(self.st.games),
                                 fingerprint=short_fingerprint(self.fingerprint))), self.styles.body),
            Spacer(1, 3 * mm),
            SignatureBlock(self, self.width, [(label("sign_chief", self.lang), self.chief_judge or ""),
                                             (label("sign_secretary", self.lang), self.secretary or "")])])]
        return story

    # -- the title page -----------------------------------------------------------------
    def _title_page(self) -> list[Flowable]:
        lang, st = self.lang, self.st
        games = st.games
        dates = sorted({str(g.meta.get("date")) for g in games if g.meta.get("date")})
        judges = sorted({str(g.meta.get("judge")).strip() for g in games if g.meta.get("judge")}, key=natural)
        shown_dates = _dates(dates, lang)
        rounds = {g.round for g in games if g.round}
        tables = {g.table for g in games if g.table}
        out = self.stats.outcomes
        reg = st.regulation
        facts = [
            (label("dates", lang), shown_dates),
            (label("regulation", lang), f"{reg.title(lang)} ({reg.key})"),
            (label("chief_judge", lang), self.chief_judge or "—"),
            (label("judges", lang), ", ".join(judges) or "—"),
            (label("players", lang), str(len(st.rows))),
            (label("games", lang), str(len(games))),
            (label("rounds", lang), str(len(rounds))),
            (label("tables", lang), str(len(tables))),
            (label("red_wins", lang), str(out["red"])),
            (label("black_wins", lang), str(out["black"])),
            (label("draws", lang), str(out["draw"])),
        ]
        info = Table([[Paragraph(f"<b>{text(k)}</b>", self.meta), Paragraph(text(v), self.meta)] for k, v in facts],
                     colWidths=[45 * mm, 120 * mm])
        info.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), REGULAR), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                                  ("LINEBELOW", (0, 0), (-1, -1), 0.3, colors.grey),
                                  ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]))
        podium_rows: list[list[Cell]] = [[label(k, lang) for k in ("col.place", "col.player", "col.total")]]
        for r in st.rows[:3]:
            podium_rows.append([r.place_label, fit(r.name, 95 * mm - 2 * CELL_PAD, 11, bold=True),
                                number(r.total, lang)])
        podium = Table(podium_rows, colWidths=[22 * mm, 95 * mm, 25 * mm])
        podium.setStyle(_table_style(REGULAR, 11, ("ALIGN", (0, 0), (0, -1), "CENTER"),
                                     ("ALIGN", (2, 0), (2, -1), "CENTER"),
                                     ("TOPPADDING", (0, 1), (-1, -1), 4), ("BOTTOMPADDING", (0, 1), (-1, -1), 5)))
        errors = sum(1 for i in st.issues if i.severity == "error")
        warnings = sum(1 for i in st.issues if i.severity == "warning")
        story: list[Flowable] = [Spacer(1, 30 * mm), Paragraph(label("title", lang), self.big), Spacer(1, 6 * mm),
                                 Paragraph(text(self.title), self.sub), Spacer(1, 14 * mm), info, Spacer(1, 10 * mm),
                                 Paragraph(label("podium", lang), self.h2), podium, Spacer(1, 8 * mm)]
        if reg.reference_text(lang):      # what the values follow, in words (``source`` is the evidence)
            story.append(Paragraph(f"<b>{text(label('source', lang))}:</b> {text(reg.reference_text(lang))}",
                                   self.note))
        if st.unsigned_counted:
            story.append(Paragraph(text(label("club_counted", lang, count=len(st.unsigned_counted))), self.note))
        story.append(Paragraph(f"<b>{text(label('fingerprint', lang))}:</b> {self.fingerprint} "
                               f"({text(label('fingerprint_note', lang))})", self.note))
        if errors or warnings:
            story.append(Paragraph(text(label("notes_count", lang, errors=errors, warnings=warnings)), self.note))
        return story

    # -- the standings ------------------------------------------------------------------
    STANDING_COLS = [("col.place", 10), ("col.player", None), ("col.games", 7), ("col.wins", 7),
                     ("col.extra", 10), ("col.best_move", 10), ("col.ci", 10), ("col.penalties", 10),
                     ("col.fnk", 7), ("role.citizen", 10), ("role.sheriff", 10), ("role.mafia", 10),
                     ("role.don", 10), ("col.total", 12), ("col.decided", 20)]

    def _standings(self, st: Standings | None = None, heading: str | None = None) -> list[Flowable]:
        lang, st = self.lang, st or self.st
        fixed = sum(w for _, w in self.STANDING_COLS if w) * mm
        name_w = self.width - fixed
        widths = [w * mm if w else name_w for _, w in self.STANDING_COLS]
        named = st.regulation.best_move_label(lang)         # RFM heads it ТЧ
        rows: list[list[Cell]] = [[named if k == "col.best_move" and named else label(k, lang)
                                   for k, _ in self.STANDING_COLS]]
        for r in st.rows:
            roles = r.roles
            rows.append([r.place_label, _name_cell(r.name, name_w, 7.5), str(r.played), str(r.wins),
                         number(r.extra, lang), number(r.best_move, lang), number(r.compensation, lang),
                         number(r.penalties, lang), str(r.first_night_kills),
                         *[f"{roles[x].wins}/{roles[x].games}" for x in ROLES],
                         number(r.total, lang), _name_cell(_criterion(r.decided_by, st, lang), 20 * mm, 6.5)])
        table = Table(rows, colWidths=widths, repeatRows=1)
        table.setStyle(_table_style(
            REGULAR, 7.5, ("ALIGN", (0, 0), (-1, -1), "CENTER"), ("ALIGN", (1, 1), (1, -1), "LEFT"),
            ("FONTNAME", (1, 1), (1, -1), NARROW), ("FONTNAME", (-2, 1), (-2, -1), BOLD),
            ("FONTNAME", (-1, 1), (-1, -1), NARROW), ("FONTSIZE", (-1, 1), (-1, -1), 6.5),
            ("LINEAFTER", (8, 0), (8, -1), FRAME, colors.black),
            ("LINEAFTER", (12, 0), (12, -1), FRAME, colors.black),
            *[("BACKGROUND", (0, i), (-1, i), colors.HexColor("#f4f4f4")) for i in range(2, len(rows), 2)]))
        named = st.regulation.best_move_label(lang)
        chain = ", ".join(t.label(lang) for t in st.regulation.tie_breakers)
        if st.regulation.lots:
            chain += ", " + label("lots", lang)
        out: list[Flowable] = [Paragraph(text(heading) if heading else label("standings", lang),
                                         self.h2 if heading else self.h1)]
        if self.total_note and not heading:
            out.append(Paragraph(text(self.total_note), self.note))
        out += [table,
                Paragraph(text(label("standings_legend", lang, chain=chain, bm=named or label("col.best_move", lang))),
                          self.note)]
        names = {r.key: r.name for r in st.rows}
        for d in st.draws:
            out.append(Paragraph(text(label("lots_note", lang, seed=st.lots_seed, places=f"{d.places[0]}–{d.places[1]}",
                                            order=", ".join(names[k] for k in d.order))), self.note))
        for i in st.issues:
            if i.code == "tie.shared":
                p = dict(i.params)
                out.append(Paragraph(text(label("shared_note", lang, places=p["places"], players=p["players"])),
                                     self.note))
        return out

    # -- the results --------------------------------------------------------------------
    def _grid(self) -> list[Flowable]:
        """Rounds down, tables across: who won at each table."""
        lang, st = self.lang, self.st
        games = st.games
        rounds = sorted({g.round for g in games if g.round}, key=natural)
        tables = sorted({g.table for g in games if g.table}, key=natural)
        if not rounds or not tables:
            return []
        at: dict[tuple[str, str], list[str]] = {}
        for g in games:
            if g.round and g.table:
                at.setdefault((g.round, g.table), []).append(label(f"win.{g.state.winner}", lang))
        per = min(20, len(tables))
        out: list[Flowable] = [Paragraph(label("grid", lang), self.h2)]
        for start in range(0, len(tables), per):
            part = tables[start:start + per]
            col = min(12 * mm, (self.width - 14 * mm) / len(part))
            rows = [[label("col.round", lang)] + [str(t) for t in part]]
            for r in rounds:
                rows.append([str(r)] + [" ".join(at.get((r, t), [])) for t in part])
            table = Table(rows, colWidths=[14 * mm] + [col] * len(part), repeatRows=1, hAlign="LEFT")
            table.setStyle(_table_style(REGULAR, 7.5, ("ALIGN", (0, 0), (-1, -1), "CENTER")))
            out.append(table)
            out.append(Spacer(1, 2 * mm))
        return out

    def _results(self) -> list[Flowable]:
        lang, st = self.lang, self.st
        seat_w = (self.width - 18 * mm) / 10
        inner = seat_w - 2 * CELL_PAD
        out: list[Flowable] = [Paragraph(label("results", lang), self.h1),
                               Paragraph(text(label("results_legend", lang)), self.note)]
        by_round: dict[str, list[TournamentGame]] = {}
        for g in st.games:
            by_round.setdefault(g.round or "—", []).append(g)
        head: list[Cell] = [label("col.table", lang), label("col.result", lang),
                            *[label("seat_n", lang, n=k) for k in range(1, 11)]]
        for round_, games in sorted(by_round.items(), key=lambda kv: natural(kv[0])):
            rows: list[list[Cell]] = [head]
            shades: list[TableCommand] = []
            for i, g in enumerate(sorted(games, key=lambda g: (natural(g.table), natural(g.game))), 1):
                score = st.scores[g.fingerprint]
                row: list[Cell] = [f"{g.table}/{g.game}" if g.game else (g.table or "—"),
                                   label(f"win.{g.state.winner}", lang)]
                for seat in range(1, 11):
                    s = score.seats[seat]
                    f = s.facts
                    pts = number(st.game_total(g, seat) or 0.0, lang)
                    mark = "†" if f.first_killed else ""
                    second = f"{label('role.' + f.role, lang)} · {pts}{mark}"
                    row.append(_two_line(f.name, second, inner))
                    if f.result == "win":
                        shades.append(("BACKGROUND", (1 + seat, i), (1 + seat, i), SHADE))
                rows.append(row)
            table = Table(rows, colWidths=[9 * mm, 9 * mm] + [seat_w] * 10, repeatRows=1)
            table.setStyle(_table_style(NARROW, 6.8, ("ALIGN", (0, 0), (-1, -1), "CENTER"),
                                        ("FONTNAME", (0, 0), (-1, 0), BOLD), *shades))
            out.append(KeepTogether([Paragraph(label("round_n", lang, n=round_), self.h2), table]))
        return out

    # -- the statistics -------------------------------------------------------------------
    def _statistics(self) -> list[Flowable]:
        lang, s = self.lang, self.stats
        half = (self.width - 4 * mm) / 2

        def pair(a: Flowable, b: Flowable) -> Table:
            return Table([[a, b]], colWidths=[half + 4 * mm, half], style=[
                ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("FONTNAME", (0, 0), (-1, -1), REGULAR)])
        out: list[Flowable] = [Paragraph(label("stats", lang), self.h1),
                               pair(charts.outcomes_chart(s, lang, half), charts.roles_chart(s, lang, half)),
                               Spacer(1, 3 * mm), charts.seats_chart(s, lang, self.width), Spacer(1, 3 * mm),
                               pair(charts.first_killed_chart(s, lang, half), charts.best_move_chart(s, lang, half)),
                               Spacer(1, 3 * mm)]
        rows = [[label("col.role", lang), label("col.role_games", lang), label("col.role_wins", lang),
                 label("col.win_rate", lang), label("col.avg", lang)]]
        for role in ROLES:
            wins, games = s.role_wins[role]
            rows.append([label(f"role_name.{role}", lang), str(games), str(wins),
                         format_number(round(s.role_rate(role), 1), lang, "0.0"),
                         number(s.role_points[role], lang)])
        roles = Table(rows, colWidths=[28 * mm, 16 * mm, 16 * mm, 18 * mm, 18 * mm], hAlign="LEFT")
        roles.setStyle(_table_style(REGULAR, 7.5, ("ALIGN", (1, 0), (-1, -1), "CENTER")))
        best_rows: list[list[Cell]] = [[label("col.role", lang), "1", "2", "3"]]
        name_w = (self.width - 28 * mm) / 3
        for role in ROLES:
            cells: list[Cell] = []
            for r in s.best_by_role[role]:
                st_ = r.roles[role]
                cells.append(_name_cell(f"{r.name} ({st_.wins}/{st_.games})", name_w, 7.5))
            best_rows.append([label(f"role_name.{role}", lang), *cells, *[""] * (3 - len(cells))])
        best = Table(best_rows, colWidths=[28 * mm] + [name_w] * 3, hAlign="LEFT")
        best.setStyle(_table_style(REGULAR, 7.5, ("FONTNAME", (1, 1), (-1, -1), NARROW)))
        out += [KeepTogether([roles]), Spacer(1, 3 * mm),
                KeepTogether([Paragraph(f"{text(label('best_by_role', lang))} "
                                        f"<font size=7>({text(label('best_by_role_note', lang))})</font>", self.h2),
                              best])]
        return out

    # -- the protocols and the notes ----------------------------------------------------
    def _protocols(self) -> list[Flowable]:
        lang, st = self.lang, self.st
        numbered = any(g.game for g in st.games)      # a game number column only where used
        cols = [("col.n", 8), ("col.round", 10), ("col.table", 10)] + ([("col.game", 9)] if numbered else []) + [
            ("col.judge", None), ("col.result", 13), ("col.short", 22), ("col.sha", 70), ("col.signature", 17)]
        fixed = sum(w for _, w in cols if w) * mm
        judge_w = self.width - fixed
        rows: list[list[Cell]] = [[label(k, lang) for k, _ in cols]]
        for n, g in enumerate(st.games, 1):
            rows.append([str(n), g.round or "—", g.table or "—", *([g.game or ""] if numbered else []),
                         _name_cell(str(g.meta.get("judge") or ""), judge_w, 7),
                         label(f"win_long.{g.state.winner}", lang), short_fingerprint(g.fingerprint), g.fingerprint,
                         _signature(g, lang, 17 * mm - 2 * CELL_PAD)])
        j = 4 if numbered else 3                       # the judge's column
        table = Table(rows, colWidths=[w * mm if w else judge_w for _, w in cols], repeatRows=1)
        table.setStyle(_table_style(REGULAR, 7, ("ALIGN", (0, 0), (j - 1, -1), "CENTER"),
                                    ("FONTNAME", (j, 1), (j, -1), NARROW),
                                    ("FONTNAME", (j + 3, 1), (j + 3, -1), NARROW),
                                    ("FONTSIZE", (j + 3, 1), (j + 3, -1), 6.2),
                                    ("FONTNAME", (j + 2, 1), (j + 2, -1), BOLD), ("FONTSIZE", (0, 0), (-1, 0), 6.5)))
        return [Paragraph(label("protocols", lang), self.h1), Paragraph(text(label("protocols_note", lang)), self.note),
                Spacer(1, 1.5 * mm), table]

    def _notes(self) -> list[Flowable]:
        lang = self.lang
        issues = [i for i in self.st.issues if i.code not in ("lots.drawn", "tie.shared")]
        if not issues:
            return []
        order = {"error": 0, "warning": 1, "info": 2}
        out: list[Flowable] = [Paragraph(label("notes", lang), self.h1)]
        for i in sorted(issues, key=lambda i: order[i.severity]):
            where = f"<b>{text(i.game)}</b> · " if i.game else ""
            out.append(Paragraph(f"{where}{text(label('severity.' + i.severity, lang))}: {text(i.message(lang))}",
                                 self.styles.footnote))
        return out


def _dates(dates: list[str], lang: str) -> str:
    """The first and the last day as the language writes a date (dd.mm.yyyy in Russian)."""
    def shown(d: str) -> str:
        parts = d.split("-")
        return label("day", lang, year=parts[0], month=parts[1], day=parts[2]) if len(parts) == 3 else d
    if not dates:
        return "—"
    return shown(dates[0]) if len(dates) == 1 else f"{shown(dates[0])} — {shown(dates[-1])}"


def _criterion(key: str | None, st: Standings, lang: str) -> str:
    """The tie-breaker that placed the row; the first one (the total) goes without saying."""
    if key is None or (st.regulation.tie_breakers and key == st.regulation.tie_breakers[0].key):
        return ""
    if key == LOTS:
        return label("lots", lang)
    return next(t.label(lang) for t in st.regulation.tie_breakers if t.key == key)


def _name_cell(name: str, col_width: float, size: float) -> str | Paragraph:
    """A plain string when the text fits in the column's narrow face, else a Paragraph that
    shrinks and wraps (never a word cut off)."""
    avail = col_width - 2 * CELL_PAD
    if width(name, NARROW, size) <= avail:
        return name
    return fit(name, avail, size, min_size=min(6.0, size))


def _two_line(name: str, second: str, avail: float) -> str | Paragraph:
    if width(name, NARROW, 6.8) <= avail and width(second, NARROW, 6.8) <= avail:
        return f"{name}\n{second}"
    para_style = style("cell2", NARROW, 6.2, TA_CENTER, leading=7.2)
    return Paragraph(f"{text(name)}<br/>{text(second)}", para_style)


def _signature(game: TournamentGame, lang: str, avail: float) -> str | Paragraph:
    """The judge's signature (of the original, for a corrected game), and the correction
    on a second line: a corrected game is not what the judge signed.  Never wider than
    the column (a long verdict wraps)."""
    verdict = game.verdict
    if verdict is not None:
        judge = label(f"sig.{verdict.status}", lang)
    else:
        judge = label("sig.present", lang) if game.signed and not game.corrected else label("sig.unsigned", lang)
    if game.corrected:
        second = label("sig.corrected", lang, revision=game.revision)
        return Paragraph(f"{text(judge)}<br/>{text(second)}", style("sig2", NARROW, 6.2, leading=7.2))
    return judge if width(judge, REGULAR, 7) <= avail else fit(judge, avail, 7, min_size=6.0)
