"""The secretary's tables as Qt models: rounds × tables, the standings, the issues.

Each model shows what ``app.tournament`` computed and decides nothing.  A new reading
with the same shape (same rounds and tables, same players in the same order) updates
the cells in place, so that the selection and the scroll survive the auto-refresh.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QColor, QFont

from app.i18n import format_number
from app.tournament import GridCell, Standings, StatusGrid
from app.tournament.games import TournamentGame
from app.tournament.regulation import ROLES
from app.tournament.rows import PlayerRow, weighted_parts

from .texts import SEVERITY_COLORS, STATUS_COLORS, criterion, figure, role_name, severity_name, status_name, translate

SORT_ROLE = Qt.ItemDataRole.UserRole + 1      # what the proxy sorts by: numbers as numbers
CELL_ROLE = Qt.ItemDataRole.UserRole + 2      # the GridCell / PlayerRow behind a cell
WINNER_ROLE = Qt.ItemDataRole.UserRole + 3    # red | black | draw for a place whose game is over
BLACK = QColor("#000000")
Index = QModelIndex | QPersistentModelIndex     # what Qt hands a model's methods


class _Table(QAbstractTableModel):
    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows())

    def _rows(self) -> Sequence[object]:
        raise NotImplementedError

    def _refresh(self, same_shape: bool, apply: Callable[[], object]) -> None:
        """Apply a new reading: in place when the shape is the same, else a reset."""
        if same_shape and self.rowCount() and self.columnCount():
            apply()
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(self.rowCount() - 1, self.columnCount() - 1))
            return
        self.beginResetModel()
        apply()
        self.endResetModel()


class SortProxy(QSortFilterProxyModel):
    """Sorts by :data:`SORT_ROLE`, compared as Python values (numbers as numbers, ties in
    the model's order); filters on one column, ignoring case."""

    def __init__(self, source: QAbstractTableModel, filter_column: int = -1, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSourceModel(source)
        self.setSortRole(SORT_ROLE)
        self.setFilterKeyColumn(filter_column)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def lessThan(self, left: Index, right: Index) -> bool:
        model = self.sourceModel()
        return bool(model.data(left, SORT_ROLE) < model.data(right, SORT_ROLE))


# -- rounds × tables -----------------------------------------------------------------------
def cell_lines(cell: GridCell, lang: str) -> list[str]:
    """What a place of the grid holds, line by line (the tooltip and the details pane)."""
    lines = [translate("Secretary", "Round {round}, table {table}: {status}").format(
        round=cell.round, table=cell.table, status=status_name(cell.status, lang))]
    for game in cell.shown:
        lines.extend(_game_lines(game, lang))
    for game in cell.rejected:
        lines.append(translate("Secretary", "Not counted: {label}").format(label=game.label))
    lines.extend(_protocols_compared(cell, lang))
    # a conflict is reported once per protocol in it: say it once, naming them all
    grouped: dict[str, list[str]] = {}
    for issue in cell.issues:
        if issue.code == "game.corrected":
            continue                      # said above, line by line
        grouped.setdefault(issue.message(lang), []).extend([issue.game] if issue.game else [])
    for message, labels in grouped.items():
        lines.append(f"• {', '.join(labels)}: {message}" if labels else f"• {message}")
    if cell.planned:
        lines.append(translate("Secretary", "Seating: {names}").format(
            names=", ".join(f"{k}. {name}" for k, name in enumerate(cell.planned, 1))))
    if cell.differs:
        lines.append(translate("Secretary", "Seats that differ from the seating: {seats}").format(
            seats=", ".join(map(str, cell.differs))))
    return lines


def _game_lines(game: TournamentGame, lang: str) -> list[str]:
    """A counted game of a place: its status, result, signature and judge; its corrections."""
    line = f"{game.label} — {status_name(game.status, lang)}"
    if game.state.outcome is not None:
        line += f", {game.state.outcome.text().pick(lang)}"
    if game.verdict is not None:
        signer = f" ({game.verdict.signer})" if game.verdict.signer else ""
        line += f"; {game.verdict.text(lang)}{signer}"
    judge = game.meta.get("judge")
    if judge:
        line += "; " + translate("Secretary", "judge {name}").format(name=judge)
    if not game.corrected:
        return [line]
    return [line, "\n".join([translate("Secretary", "Corrected, revision {revision}:").format(
        revision=game.revision)] + [f"  {d.what(lang)} — {d.author}: {d.reason}" for d in game.corrections])]


def _protocols_compared(cell: GridCell, lang: str) -> list[str]:
    """Where a place holds protocols that conflict (or one was not chosen), how each differs
    from the first."""
    protocols = cell.games + cell.rejected
    torn = ("game.conflict", "game.not_chosen")
    if len(protocols) < 2 or not any(g.set_aside is not None and g.set_aside.code in torn for g in cell.rejected):
        return []
    from app.tournament.compare import differences
    first, lines = protocols[0], []
    for other in protocols[1:]:
        found = differences(first.doc, other.doc)
        if found:
            lines.append("\n".join([translate("Secretary", "{a} and {b} differ:").format(
                a=first.label, b=other.label)] + [f"  {d.message(lang)}" for d in found]))
    return lines


class GridModel(_Table):
    """Rows are rounds, columns tables; each cell is coloured by its status."""

    def __init__(self, lang: str = "ru", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.grid: StatusGrid | None = None

    def _rows(self) -> list[str]:
        return self.grid.rounds if self.grid else []

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() or self.grid is None else len(self.grid.tables)

    def set_grid(self, grid: StatusGrid) -> None:
        old = self.grid
        same = old is not None and old.rounds == grid.rounds and old.tables == grid.tables
        self._refresh(same, lambda: setattr(self, "grid", grid))

    def cell(self, index: Index) -> GridCell | None:
        if self.grid is None or not index.isValid():
            return None
        return self.grid.cell(self.grid.rounds[index.row()], self.grid.tables[index.column()])

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        cell = self.cell(index)
        if cell is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            # the winner is a dot the delegate paints (WINNER_ROLE): ten tables must fit a laptop
            text = status_name(cell.status, self.lang)
            if cell.uncounted:
                text += "\n" + translate("Secretary", "not counted")
            elif cell.unsigned_counted == "game.unsigned_counted":
                text += "\n" + translate("Secretary", "unsigned (club)")
            elif cell.unsigned_counted:
                text += "\n" + translate("Secretary", "not in the register (club)")
            if cell.differs:
                text += "\n" + translate("Secretary", "not as seated")
            return text
        if role == WINNER_ROLE:
            return cell.winner
        if role == Qt.ItemDataRole.BackgroundRole:
            return STATUS_COLORS[cell.status]
        if role == Qt.ItemDataRole.ForegroundRole:
            return BLACK
        if role == Qt.ItemDataRole.ToolTipRole:
            return "\n".join(cell_lines(cell, self.lang))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == CELL_ROLE:
            return cell
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or self.grid is None:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.grid.tables):
            return translate("Secretary", "Table {table}").format(table=self.grid.tables[section])
        if orientation == Qt.Orientation.Vertical and 0 <= section < len(self.grid.rounds):
            return translate("Secretary", "Round {round}").format(round=self.grid.rounds[section])
        return None


# -- the standings -------------------------------------------------------------------------
@dataclass(frozen=True)
class Column:
    key: str
    title: str
    tip: str


def standings_columns() -> list[Column]:
    cols = [
        Column("place", translate("Secretary", "Place"), translate("Secretary", "Place")),
        Column("name", translate("Secretary", "Player"), translate("Secretary", "Player")),
        Column("played", translate("Secretary", "Games"), translate("Secretary", "Games counted")),
        Column("wins", translate("Secretary", "Wins"), translate("Secretary", "Wins")),
        Column("result_points", translate("Secretary", "Points"),
               translate("Secretary", "Points for the results (win, loss, draw)")),
        Column("extra", translate("Secretary", "Extra"), translate("Secretary", "Extra points the judges gave")),
        Column("best_move", translate("Secretary", "BM"),
               translate("Secretary", "Best move: points for the blacks named by the first killed")),
        Column("compensation", "Ci", translate("Secretary", "Compensation for being killed first")),
        Column("penalties", translate("Secretary", "Penalties"), translate("Secretary", "Penalties")),
        Column("first_night_kills", translate("Secretary", "FNK"),
               translate("Secretary", "Times killed on the first night")),
    ]
    for role in ROLES:
        cols.append(Column(f"role:{role}", role_name(role),
                           translate("Secretary", "Wins / games as {role}").format(role=role_name(role))))
    cols += [
        Column("total", translate("Secretary", "Total"), translate("Secretary", "Total")),
        Column("decided_by", translate("Secretary", "Decided by"),
               translate("Secretary", "The tie-breaker that placed the player below the one above")),
    ]
    return cols


class StandingsModel(_Table):
    """One row per player in place order; every component in its own column."""

    def __init__(self, lang: str = "ru", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.standings: Standings | None = None
        self.columns = standings_columns()
        self._keys = [c.key for c in self.columns]

    def _rows(self) -> list[PlayerRow]:
        return self.standings.rows if self.standings else []

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def column(self, key: str) -> int:
        return self._keys.index(key)

    def set_standings(self, standings: Standings) -> None:
        old = [r.key for r in self._rows()]
        same = old == [r.key for r in standings.rows]
        self._refresh(same, lambda: setattr(self, "standings", standings))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.columns) - 1)   # ЛХ or ТЧ: the regulation's

    def row(self, index: Index) -> PlayerRow | None:
        rows = self._rows()
        return rows[index.row()] if index.isValid() and index.row() < len(rows) else None

    def _value(self, row: PlayerRow, key: str) -> tuple[str, Any]:
        """(shown text, sort key)."""
        lang = self.lang
        if key == "place":
            return row.place_label, row.place
        if key == "name":
            return row.name, row.name.casefold()
        if key in ("played", "wins", "first_night_kills"):
            value = getattr(row, key)
            return str(value), value
        if key.startswith("role:"):
            stats = row.roles[key[5:]]
            return (f"{stats.wins}/{stats.games}" if stats.games else "—"), (stats.wins, stats.games)
        if key == "decided_by":
            text = criterion(self.standings, row.decided_by, lang) if self.standings is not None else ""
            return text, text
        value = getattr(row, key)
        return figure(value, lang), value

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.row(index)
        if row is None:
            return None
        key = self._keys[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._value(row, key)[0]
        if role == SORT_ROLE:
            value = self._value(row, key)[1]
            # ties keep the standings' order whichever way the column is sorted
            return (value, row.place, index.row()) if not isinstance(value, tuple) else (*value, index.row())
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if key in ("name", "decided_by"):
                return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            return (
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if key not in ("place",) and not key.startswith("role:")
                else int(Qt.AlignmentFlag.AlignCenter)
            )
        if role == Qt.ItemDataRole.FontRole and key == "total":
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            weighted = weighted_parts(row, key)
            if weighted:  # a weighted stage's figure: each game's own value times the weight
                return translate("Secretary", "{value} = {parts} (a stage's points count times its weight)").format(
                    value=format_number(getattr(row, key), self.lang, "0.####"),
                    parts=" + ".join(
                        f"{pg.game.where(self.lang)}: {format_number(own, self.lang, '0.####')}"
                        + (f" × {format_number(weight, self.lang, '0.####')}" if weight != 1.0 else "")
                        for pg, own, weight in weighted
                    ),
                )
            if key == "compensation" and row.compensation:
                games = [g.game.where(self.lang) for g in row.games if g.compensation]
                return translate("Secretary", "Ci {value} from the games: {games}").format(
                    value=format_number(row.compensation, self.lang, "0.####"), games=", ".join(games)
                )
            if key == "place" and row.lot is not None:
                return translate("Secretary", "Drawn by lot: position {lot} in the tied group").format(lot=row.lot)
            return self.columns[index.column()].tip
        if role == CELL_ROLE:
            return row
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            key = self.columns[section].key
            named = self.standings.regulation.best_move_label(self.lang) if self.standings is not None else None
            return named if key == "best_move" and named else self.columns[section].title
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.columns[section].tip
        return None


# -- the issues ------------------------------------------------------------------------------
@dataclass(frozen=True)
class IssueLine:
    severity: str  # error | warning | info
    place: str  # "р3/с2", or "" when the game names none
    source: str  # the file or the archive's "#id"
    message: str


class IssuesModel(_Table):
    """Everything to look at: unreadable files, duplicates, conflicts, awards against the
    regulation, the drawing of lots."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lines: list[IssueLine] = []

    def _rows(self) -> list[IssueLine]:
        return self.lines

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else 4

    def set_lines(self, lines: list[IssueLine]) -> None:
        self._refresh(len(lines) == len(self.lines), lambda: setattr(self, "lines", list(lines)))

    def count(self, severity: str) -> int:
        return sum(1 for line in self.lines if line.severity == severity)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.lines):
            return None
        line = self.lines[index.row()]
        col = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return (severity_name(line.severity), line.place, line.source, line.message)[col]
        if role == Qt.ItemDataRole.ForegroundRole and col == 0:
            return SEVERITY_COLORS.get(line.severity, BLACK)
        if role == SORT_ROLE:
            rank = {"error": 0, "warning": 1, "info": 2}.get(line.severity, 3)
            return (
                (rank, index.row()),
                (line.place, index.row()),
                (line.source, index.row()),
                (line.message, index.row()),
            )[col]
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole or not 0 <= section < 4:
            return None
        return (
            translate("Secretary", "Severity"),
            translate("Secretary", "Place"),
            translate("Secretary", "File"),
            translate("Secretary", "What"),
        )[section]
