"""The standings as CSV, as an Excel workbook and as a plain text table (the command line's output).

>>> from app.sport import sample_game
>>> from app.tournament.standings import compute_standings
>>> from app.tournament import get_regulation
>>> st = compute_standings([sample_game()], get_regulation("fiim-2024").admitting(unsigned=True))
>>> standings_csv(st, "en").splitlines()[1].split(",")[:8]
['1', 'Лиса', '', '1', '1', '0', '0', '1']
>>> standings_csv(st, "ru").splitlines()[1].split(";")[7:10]
['1', '0', '0,7']
"""
from __future__ import annotations

import io
import re

from app import csvsafe
from app.i18n import N_, NP_, decimal_sign, gettext
from app.textsafe import printable  # a nickname's ESC or newline must not reach the terminal
from app.textsafe import printable as escaped

from .regulation import LOTS, ROLES, Regulation
from .standings import Standings
from .texts import number

# The CSV's columns: (key, heading); headings are catalogue texts.
COLUMNS = [
    ("place", N_("Place")), ("name", N_("Player")), ("id", N_("id")),
    ("games", N_("Games")), ("wins", N_("Wins")), ("losses", N_("Losses")),
    ("draws", N_("Draws")), ("points", N_("Result points")),
    ("extra", N_("Extra")), ("best_move", N_("Best move")), ("compensation", N_("Ci")),
    ("penalties", N_("Penalties")), ("first_night_kills", N_("First-night kills")),
]
SHEET = N_("Standings")        # the workbook's sheet
ROLE_NAMES = {"citizen": N_("Citizen"), "sheriff": N_("Sheriff"), "mafia": N_("Mafia"), "don": N_("Don")}
TAIL = [("total", N_("Total")), ("decided_by", N_("Decided by"))]
STAGE = N_("Stage")            # the staged total's last column: the last stage a player played
# What a worksheet cannot hold (openpyxl refuses it): C0 controls but tab, newline and return.
_NOT_IN_A_CELL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f]")
# The terminal table's narrow headings.
_TEXT_COLUMNS = [
    NP_("standings column", "#"), NP_("standings column", "Player"), NP_("standings column", "G"),
    NP_("standings column", "W"), NP_("standings column", "Extra"), NP_("standings column", "BM"),
    NP_("standings column", "Ci"), NP_("standings column", "Pen"), NP_("standings column", "FNK"),
    NP_("standings column", "C/S/M/D"), NP_("standings column", "Total")]


def _criterion(key: str | None, st: Standings, lang: str) -> str:
    """The tie-breaker that placed the row; the first one (the total) goes without saying."""
    if key is None or (st.regulation.tie_breakers and key == st.regulation.tie_breakers[0].key):
        return ""
    if key == LOTS:
        return gettext(lang, "lots")
    return next(t.label(lang) for t in st.regulation.tie_breakers if t.key == key)


def header(lang: str = "ru", regulation: Regulation | None = None, staged: bool = False) -> list[str]:
    """The columns' headings; the best move's is the regulation's own name for it where
    it has one (RFM: ТЧ, not ЛХ); a staged total ends with the stage each player reached."""
    named = regulation.best_move_label(lang) if regulation is not None else None
    out = [named if key == "best_move" and named else gettext(lang, c) for key, c in COLUMNS]
    for role in ROLES:
        name = gettext(lang, ROLE_NAMES[role])
        out += [gettext(lang, "{role}: games", role=name), gettext(lang, "{role}: wins", role=name)]
    return out + [gettext(lang, c) for _, c in TAIL] + ([gettext(lang, STAGE)] if staged else [])


def rows(st: Standings, lang: str = "ru", *, place_number: bool = False) -> list[list]:
    """The table every export writes: the header, then a list per row with its figures as
    numbers (the tie-breaker as text; the place as its label "7–11", or with
    ``place_number`` its first number, which a spreadsheet sorts).  The total of a tournament
    in stages adds the stage each player played last."""
    reached = getattr(st, "reached", None)
    out: list[list] = [header(lang, st.regulation, reached is not None)]
    for r in st.rows:
        roles = r.roles
        out.append([r.place if place_number else r.place_label, r.name, r.player_id or "", r.played, r.wins,
                    r.losses, r.draws, r.result_points, r.extra, r.best_move, r.compensation, r.penalties,
                    r.first_night_kills, *[v for role in ROLES for v in (roles[role].games, roles[role].wins)],
                    r.total, _criterion(r.decided_by, st, lang)]
                   + ([reached[r.key].label(lang) if r.key in reached else ""] if reached is not None else []))
    return out


def cell_safe(text: str) -> str:
    """``text`` as a worksheet cell can hold it: each control character a worksheet refuses
    (a bell, an ESC) written as its escape, ``\\x07``, as the terminal shows it."""
    return _NOT_IN_A_CELL.sub(lambda m: escaped(m.group()), text)


def cleaned_for_workbook(st: Standings) -> list[str]:
    """The nicknames the workbook writes otherwise than they are (:func:`cell_safe`)."""
    return [r.name for r in st.rows if _NOT_IN_A_CELL.search(r.name)]


def standings_csv(st: Standings, lang: str = "ru") -> str:
    """Every component of every row.  In Russian the columns are separated by ``;`` and the
    decimals written with a comma, as a Russian Excel reads a CSV (a comma-separated file
    opens there as one column); in English, ``,`` and a point."""
    comma = decimal_sign(lang) == ","       # the language writes decimals with a comma
    out = io.StringIO()
    w = csvsafe.writer(out, lineterminator="\n", delimiter=";" if comma else ",")   # nicknames are never formulas
    for row in rows(st, lang):
        w.writerow([_n(v, comma) if isinstance(v, float) else v for v in row])
    return out.getvalue()


def standings_xlsx(st: Standings, lang: str = "ru") -> bytes:
    """The standings as an Excel workbook: one sheet, the header frozen, every figure a
    number cell (so that Excel sums and sorts them), nicknames as text never formulas."""
    from openpyxl import Workbook
    from openpyxl.styles import Font

    book = Workbook()
    tables = [(gettext(lang, SHEET), st)] + [(s.stage.label(lang), s.standings) for s in getattr(st, "stages", ())]
    titles: set[str] = set()
    for k, (title, table) in enumerate(tables):
        sheet = book.active if k == 0 else book.create_sheet()
        sheet.title = _sheet_title(title, titles)
        for n, row in enumerate(rows(table, lang, place_number=True)):
            sheet.append([csvsafe.neutralise(cell_safe(v)) if isinstance(v, str) and n else v for v in row])
        for cell in sheet[1]:
            cell.font = Font(bold=True)
        sheet.freeze_panes = "C2"
        sheet.column_dimensions["B"].width = max([12] + [len(r.name) + 2 for r in table.rows])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _sheet_title(title: str, taken: set[str]) -> str:
    """A sheet's name as Excel takes it: at most 31 characters, none of []:*?/\\ nor a
    control character, and not one taken already."""
    base = re.sub(r"[\[\]:*?/\\\x00-\x1f]", " ", title).strip(" '")[:31] or "-"
    name, n = base, 1
    while name.lower() in taken:
        n += 1
        name = f"{base[:31 - len(str(n)) - 1]} {n}"
    taken.add(name.lower())
    return name


def _n(value: float, comma: bool = False) -> str:
    shown = f"{value:.4f}".rstrip("0").rstrip(".") if value else "0"
    return shown.replace(".", ",") if comma else shown


def standings_text(st: Standings, lang: str = "ru") -> str:
    """A fixed-width table for a terminal: place, player, the components, the total."""
    named = st.regulation.best_move_label(lang)
    cols = [named if c == _TEXT_COLUMNS[5] and named else gettext(lang, c) for c in _TEXT_COLUMNS]
    rows = []
    for r in st.rows:
        roles = r.roles
        by_role = "/".join(f"{roles[x].wins}:{roles[x].games}" for x in ROLES)
        rows.append([r.place_label, printable(r.name), str(r.played), str(r.wins), number(r.extra, lang),
                     number(r.best_move, lang), number(r.compensation, lang), number(r.penalties, lang),
                     str(r.first_night_kills), by_role, number(r.total, lang)])
    widths = [max(len(c), *(len(row[i]) for row in rows)) if rows else len(c) for i, c in enumerate(cols)]
    lines = ["  ".join(c.ljust(w) if i == 1 else c.rjust(w) for i, (c, w) in enumerate(zip(cols, widths)))]
    for row in rows:
        lines.append("  ".join(c.ljust(w) if i == 1 else c.rjust(w) for i, (c, w) in enumerate(zip(row, widths))))
    return "\n".join(lines) + "\n"
