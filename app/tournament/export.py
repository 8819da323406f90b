"""The standings as CSV and as a plain text table (the command line's output).

>>> from app.engine import sample_game
>>> from app.tournament.standings import compute_standings
>>> from app.tournament import get_regulation
>>> st = compute_standings([sample_game()], get_regulation("fiim-2024").admitting(unsigned=True))
>>> standings_csv(st, "en").splitlines()[1].split(",")[:8]
['1', 'Лиса', '', '1', '1', '0', '0', '1']
"""
from __future__ import annotations

from app import csvsafe
from app.textsafe import printable     # a nickname's ESC or newline must not reach the terminal
import io

from .regulation import LOTS, ROLES
from .standings import Standings
from .texts import number

COLUMNS = [
    ("place", "Место", "Place"), ("name", "Игрок", "Player"), ("id", "id", "id"),
    ("games", "Игры", "Games"), ("wins", "Победы", "Wins"), ("losses", "Поражения", "Losses"),
    ("draws", "Ничьи", "Draws"), ("points", "Баллы за результат", "Result points"),
    ("extra", "ДБ", "Extra"), ("best_move", "ЛХ", "Best move"), ("compensation", "Ci", "Ci"),
    ("penalties", "Штрафы", "Penalties"), ("first_night_kills", "Первые отстрелы", "First-night kills"),
]
ROLE_NAMES = {"citizen": ("Мирный", "Citizen"), "sheriff": ("Шериф", "Sheriff"),
              "mafia": ("Мафия", "Mafia"), "don": ("Дон", "Don")}
TAIL = [("total", "Итого", "Total"), ("decided_by", "Решил", "Decided by")]


def _criterion(key: str | None, st: Standings, lang: str) -> str:
    if key is None:
        return ""
    if key == LOTS:
        return "жребий" if lang != "en" else "lots"
    return next(t.label(lang) for t in st.regulation.tie_breakers if t.key == key)


def header(lang: str = "ru") -> list[str]:
    i = 2 if lang == "en" else 1
    out = [c[i] for c in COLUMNS]
    for role in ROLES:
        name = ROLE_NAMES[role][i - 1]
        out += [f"{name}: {'games' if lang == 'en' else 'игры'}", f"{name}: {'wins' if lang == 'en' else 'победы'}"]
    return out + [c[i] for c in TAIL]


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
    en = lang == "en"
    cols = ["#", "Player" if en else "Игрок", "G" if en else "И", "W" if en else "П",
            "Extra" if en else "ДБ", "BM" if en else "ЛХ", "Ci", "Pen" if en else "Штр",
            "FNK" if en else "ПУ", "C/S/M/D", "Total" if en else "Итого"]
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
