"""The standings as CSV and as a plain text table (the command line's output).

>>> from app.engine import sample_game
>>> from app.tournament.standings import compute_standings
>>> from app.tournament import get_regulation
>>> st = compute_standings([sample_game()], get_regulation("fiim-2024").admitting(unsigned=True))
>>> standings_csv(st, "en").splitlines()[1].split(",")[:8]
['1', 'Лиса', '', '1', '1', '0', '0', '1']
"""
from __future__ import annotations

import io

from app import csvsafe
from app.i18n import N_, NP_, gettext
from app.textsafe import printable  # a nickname's ESC or newline must not reach the terminal

from .regulation import LOTS, ROLES
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
ROLE_NAMES = {"citizen": N_("Citizen"), "sheriff": N_("Sheriff"), "mafia": N_("Mafia"), "don": N_("Don")}
TAIL = [("total", N_("Total")), ("decided_by", N_("Decided by"))]
# The terminal table's narrow headings.
_TEXT_COLUMNS = [
    NP_("standings column", "#"), NP_("standings column", "Player"), NP_("standings column", "G"),
    NP_("standings column", "W"), NP_("standings column", "Extra"), NP_("standings column", "BM"),
    NP_("standings column", "Ci"), NP_("standings column", "Pen"), NP_("standings column", "FNK"),
    NP_("standings column", "C/S/M/D"), NP_("standings column", "Total")]


def _criterion(key: str | None, st: Standings, lang: str) -> str:
    if key is None:
        return ""
    if key == LOTS:
        return gettext(lang, "lots")
    return next(t.label(lang) for t in st.regulation.tie_breakers if t.key == key)


def header(lang: str = "ru") -> list[str]:
    out = [gettext(lang, c) for _, c in COLUMNS]
    for role in ROLES:
        name = gettext(lang, ROLE_NAMES[role])
        out += [gettext(lang, "{role}: games", role=name), gettext(lang, "{role}: wins", role=name)]
    return out + [gettext(lang, c) for _, c in TAIL]


def standings_csv(st: Standings, lang: str = "ru") -> str:
    """Every component of every row; decimals with a point, whatever the language, so
    that spreadsheets and scripts read the numbers alike."""
    out = io.StringIO()
    w = csvsafe.writer(out, lineterminator="\n")    # nicknames are never formulas
    w.writerow(header(lang))
    for r in st.rows:
        roles = r.roles
        w.writerow([r.place_label, r.name, r.player_id or "", r.played, r.wins, r.losses, r.draws,
                    _n(r.result_points), _n(r.extra), _n(r.best_move), _n(r.compensation),
                    _n(r.penalties), r.first_night_kills,
                    *[v for role in ROLES for v in (roles[role].games, roles[role].wins)],
                    _n(r.total), _criterion(r.decided_by, st, lang)])
    return out.getvalue()


def _n(value: float) -> str:
    return f"{value:.4f}".rstrip("0").rstrip(".") if value else "0"


def standings_text(st: Standings, lang: str = "ru") -> str:
    """A fixed-width table for a terminal: place, player, the components, the total."""
    cols = [gettext(lang, c) for c in _TEXT_COLUMNS]
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
