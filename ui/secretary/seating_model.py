"""One round of a seating schedule as a Qt model: rows are tables, columns the ten seats."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, Qt
from PySide6.QtGui import QColor

from app.tournament import Imbalance, Schedule
from app.tournament.seating import KEY_SEATS, SEATS

from .models import Index
from .texts import translate

KEY_SEAT_COLOR = QColor("#eef3fb")    # seats 1, 2 and 10 weigh most in the balance
APART_COLOR = QColor("#f3a3a3")       # a pair to keep apart at one table
BLACK = QColor("#000000")


def player_lines(schedule: Schedule, player: int) -> list[str]:
    """One player's view of the whole schedule: games, seats, tables, rests."""
    p = schedule.player(player + 1)
    lines = [translate("Secretary", "{name}: {games} games").format(name=p.name, games=p.games)]
    lines.append(translate("Secretary", "Seats: {seats}").format(
        seats=", ".join(f"{s}×{n}" for s, n in sorted(p.seats.items()))))
    lines.append(translate("Secretary", "Tables: {tables}").format(
        tables=", ".join(f"{t}×{n}" for t, n in sorted(p.tables.items()))))
    often = [f"{name} ×{n}" for name, n in sorted(p.opponents.items(), key=lambda x: (-x[1], x[0])) if n > 2]
    if often:
        lines.append(translate("Secretary", "Met most: {names}").format(names=", ".join(often[:6])))
    if p.rests:
        lines.append(translate("Secretary", "Rests in rounds {rounds}").format(rounds=", ".join(map(str, p.rests))))
    return lines


class ScheduleModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.schedule: Schedule | None = None
        self.round = 0                        # 0-based
        self.figures: Imbalance | None = None
        self._apart: set[int] = set()         # the players of the round at one table with an apart partner

    def set_schedule(self, schedule: Schedule | None, round_index: int = 0) -> None:
        self.beginResetModel()
        self.schedule = schedule
        self.round = round_index
        self.figures = schedule.figures() if schedule is not None else None
        self._mark_apart()
        self.endResetModel()

    def set_round(self, round_index: int) -> None:
        self.set_schedule(self.schedule, round_index)

    def changed(self, figures: Imbalance) -> None:
        """After a swap in the current round: the names and the marks change in place."""
        self.figures = figures
        self._mark_apart()
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, SEATS - 1))

    def _mark_apart(self) -> None:
        self._apart = set()
        s = self.schedule
        if s is None or self.figures is None:
            return
        names = {name: i for i, name in enumerate(s.players)}
        for a, b, round_ in self.figures.apart_violations:
            if round_ - 1 == self.round:
                for name in (a, b):
                    self._apart.add(names[name])

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        if parent.isValid() or self.schedule is None or not self.schedule.rounds:
            return 0
        return len(self.schedule.rounds[self.round])

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() or self.schedule is None else SEATS

    def player(self, index: Index) -> int | None:
        if self.schedule is None or not index.isValid():
            return None
        return self.schedule.rounds[self.round][index.row()][index.column()]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        p, schedule = self.player(index), self.schedule
        if p is None or schedule is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return schedule.players[p]
        if role == Qt.ItemDataRole.ToolTipRole:
            return "\n".join(player_lines(schedule, p))
        if role == Qt.ItemDataRole.BackgroundRole:
            if p in self._apart:
                return APART_COLOR
            return KEY_SEAT_COLOR if index.column() + 1 in KEY_SEATS else None
        if role == Qt.ItemDataRole.ForegroundRole:
            return BLACK
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < SEATS:
            return str(section + 1)
        if orientation == Qt.Orientation.Vertical and 0 <= section < self.rowCount():
            return translate("Secretary", "Table {table}").format(table=section + 1)
        return None
