"""The tabs of the secretary's window that only show: rounds × tables, standings, issues."""
from __future__ import annotations

import html

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.tournament import StatusGrid
from app.tournament.board import STATUSES

from .decisions import DecisionPanel
from .models import CELL_ROLE, WINNER_ROLE, GridModel, Index, IssuesModel, SortProxy, StandingsModel, cell_lines
from .texts import STATUS_COLORS, WINNER_COLORS, status_name, translate, winner_text


class StatusDelegate(QStyledItemDelegate):
    """The selected place keeps its status colour and gets a frame: the colour is the news.
    A dot in the corner says who won."""

    FRAME = QColor("#1f3b73")
    DOT = 10

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        plain = QStyleOptionViewItem(option)
        plain.state &= ~QStyle.StateFlag.State_Selected
        plain.state &= ~QStyle.StateFlag.State_HasFocus
        super().paint(painter, plain, index)
        winner = index.data(WINNER_ROLE)
        if winner in WINNER_COLORS:
            painter.save()
            painter.setRenderHint(painter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(WINNER_COLORS[winner])
            r = option.rect
            painter.drawEllipse(r.right() - self.DOT - 5, r.top() + 5, self.DOT, self.DOT)
            painter.restore()
        if selected:
            painter.save()
            painter.setPen(QPen(self.FRAME, 3))
            painter.drawRect(option.rect.adjusted(1, 1, -2, -2))
            painter.restore()


class GridTab(QWidget):
    """The grid, a legend with the count of each status, and the selected place's details."""

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.model = GridModel(lang, self)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setItemDelegate(StatusDelegate(self.view))
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setWordWrap(True)
        self.view.setTextElideMode(Qt.TextElideMode.ElideNone)
        header = self.view.horizontalHeader()
        header.setMinimumSectionSize(96)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # narrow columns (ten tables on a laptop) wrap a status in two lines: the row grows
        rows = self.view.verticalHeader()
        rows.setMinimumSectionSize(2 * self.fontMetrics().height() + 12)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.selectionModel().currentChanged.connect(lambda *_: self.show_details())

        self.legend: dict[str, QLabel] = {}
        legend = QHBoxLayout()
        for status in STATUSES:
            label = QLabel()
            color = STATUS_COLORS[status].name()
            label.setStyleSheet(f"background: {color}; color: black; padding: 3px 8px; border-radius: 3px;")
            self.legend[status] = label
            legend.addWidget(label)
        legend.addStretch(1)
        for winner in ("red", "black", "draw"):
            legend.addWidget(QLabel(f'<span style="color: {WINNER_COLORS[winner].name()}">●</span> '
                                    f"{winner_text(winner, lang)}"))

        self.details = QTextBrowser()
        self.details.setOpenLinks(False)
        self.decisions = DecisionPanel(lang)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.details, 1)
        side_layout.addWidget(self.decisions)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([960, 380])
        layout = QVBoxLayout(self)
        layout.addLayout(legend)
        layout.addWidget(splitter, 1)
        self.set_grid(None)

    def set_grid(self, grid: StatusGrid | None) -> None:
        if grid is not None:
            self.model.set_grid(grid)
        counts = grid.counts() if grid is not None else {s: 0 for s in STATUSES}
        for status, label in self.legend.items():
            label.setText(f"{status_name(status, self.lang)}: {counts[status]}")
        self.show_details()

    def show_details(self) -> None:
        cell = self.model.data(self.view.currentIndex(), CELL_ROLE) if self.view.currentIndex().isValid() else None
        if cell is None:
            self.details.setHtml('<p style="color: #777;">{}</p>'.format(html.escape(
                translate("Secretary", "Select a place to see its games."))))
        else:
            self.details.setPlainText("\n\n".join(cell_lines(cell, self.lang)))
        self.decisions.set_cell(cell)


class CutLineDelegate(QStyledItemDelegate):
    """A thick line above the first player who goes no further than the rows above (a
    stage's cut, or the players of a later stage above those who stopped earlier) — drawn
    only while the rows above and below are the standings' own neighbours (sorted by place,
    nobody filtered out between them)."""

    LINE = QColor("#1f3b73")

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        super().paint(painter, option, index)
        proxy = index.model()
        model = proxy.sourceModel() if isinstance(proxy, QSortFilterProxyModel) else None
        if not isinstance(proxy, QSortFilterProxyModel) or not isinstance(model, StandingsModel):
            return      # drawn for the standings' sorting proxy only
        source = proxy.mapToSource(index)
        above = proxy.mapToSource(proxy.index(index.row() - 1, 0)) if index.row() else QModelIndex()
        standings = model.standings
        if standings is None or not above.isValid() or above.row() != source.row() - 1 \
                or not standings.parted(source.row()):
            return
        painter.save()
        painter.setPen(QPen(self.LINE, 3))
        top = option.rect.top() + 1
        painter.drawLine(option.rect.left(), top, option.rect.right(), top)
        painter.restore()


class StandingsTab(QWidget):
    """The standings, sortable by any column, with a filter by name."""

    card_requested = Signal(str)          # a player's key

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = StandingsModel(lang, self)
        self.proxy = SortProxy(self.model, self.model.column("name"), self)
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setItemDelegate(CutLineDelegate(self.view))
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.model.column("name"), QHeaderView.ResizeMode.Stretch)
        self.view.doubleClicked.connect(self._open)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(translate("Secretary", "Find a player"))
        self.filter.setClearButtonEnabled(True)
        self.filter.setMaximumWidth(260)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.info = QLabel()
        self.info.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.filter)
        top.addWidget(self.info, 1)
        hint = QLabel(translate("Secretary", "Double-click a player for their card."))
        hint.setStyleSheet("color: #555;")
        self.column = QVBoxLayout(self)       # the window puts the stage chooser on top
        self.column.addLayout(top)
        self.column.addWidget(self.view, 1)
        self.column.addWidget(hint)

    def _open(self, index: QModelIndex) -> None:
        row = self.proxy.data(index, CELL_ROLE)
        if row is not None:
            self.card_requested.emit(row.key)


class IssuesTab(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = IssuesModel(self)
        self.proxy = SortProxy(self.model, -1, self)
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        QVBoxLayout(self).addWidget(self.view)
