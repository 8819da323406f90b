"""The sheet's table with its seat columns frozen: role, fouls (or the violation ladder) and
how the player left stay beside the seats however far the phases scroll.

Qt's "frozen column" technique: a second table view over the same model and the same
selection, laid over the left edge of the sheet, showing only the frozen columns; the sheet
scrolls beneath it.  Seat and nickname are the rows' header, which never scrolls.  The sheet
keeps every column (so that an index, a finding's cell, a click mean the same on both), and
never scrolls a cell under the overlay.
"""
from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QFrame, QHeaderView, QTableView, QWidget

FROZEN_KINDS = ("role", "fouls", "ladder", "left")   # the seat's own columns (besides the header's)


class FrozenColumns(QTableView):
    """The overlay: the frozen columns of ``sheet``'s model, in the same place and sizes."""

    def __init__(self, sheet: QTableView) -> None:
        super().__init__(sheet)
        self.sheet = sheet
        self.columns: list[int] = []
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setWordWrap(False)
        self.setSelectionBehavior(sheet.selectionBehavior())
        self.setSelectionMode(sheet.selectionMode())
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.setStyleSheet("QTableView { border-right: 2px solid #9e9e9e; }")
        sheet.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        sheet.viewport().stackUnder(self)
        sheet.horizontalHeader().sectionResized.connect(self._width)
        sheet.verticalHeader().sectionResized.connect(lambda row, _old, new: self.setRowHeight(row, new))
        self.verticalScrollBar().valueChanged.connect(sheet.verticalScrollBar().setValue)
        sheet.verticalScrollBar().valueChanged.connect(self.verticalScrollBar().setValue)
        sheet.horizontalHeader().geometriesChanged.connect(self.place)
        sheet.verticalHeader().geometriesChanged.connect(self.place)

    def attach(self) -> None:
        """The sheet has a (new) model: show it, with the sheet's selection."""
        model = self.sheet.model()
        self.setModel(model)
        self.setSelectionModel(self.sheet.selectionModel())
        model.modelReset.connect(self.refit)
        self.refit()

    def refit(self) -> None:
        """Which columns are frozen, their delegates, widths and heights (after a new phase
        the model is reset and the columns may have moved)."""
        model = self.sheet.model()
        kinds = [c.kind for c in getattr(model, "columns", [])]
        self.columns = [i for i, kind in enumerate(kinds) if kind in FROZEN_KINDS]
        for column in range(len(kinds)):
            self.setColumnHidden(column, column not in self.columns)
            self.setItemDelegateForColumn(column, self.sheet.itemDelegateForColumn(column))
            self.setColumnWidth(column, self.sheet.columnWidth(column))
        self.verticalHeader().setDefaultSectionSize(self.sheet.verticalHeader().defaultSectionSize())
        self.place()

    def _width(self, column: int, _old: int, new: int) -> None:
        self.setColumnWidth(column, new)
        if column in self.columns:
            self.place()

    def width_frozen(self) -> int:
        """How much of the sheet's viewport the overlay covers, from its left edge."""
        return sum(self.sheet.columnWidth(c) for c in self.columns if not self.sheet.isColumnHidden(c))

    def place(self) -> None:
        sheet = self.sheet
        frame = sheet.frameWidth()
        header = sheet.horizontalHeader()
        if self.horizontalHeader().height() != header.height():
            self.horizontalHeader().setFixedHeight(header.height())
        width = self.width_frozen()
        if self.isVisible() != bool(width):
            self.setVisible(bool(width))
        geometry = (sheet.verticalHeader().width() + frame, frame, width + 2,
                    sheet.viewport().height() + header.height())
        if self.geometry().getRect() != geometry:       # called on every relayout of the sheet
            self.setGeometry(*geometry)


class SheetTable(QTableView):
    """The sheet: a table whose seat columns are frozen (:class:`FrozenColumns`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.frozen = FrozenColumns(self)
        self.installEventFilter(self)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        self.frozen.attach()

    def frozen_width(self) -> int:
        return self.frozen.width_frozen() if self.model() is not None else 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self and event.type() == QEvent.Type.Resize:
            self.frozen.place()
        return False

    def updateGeometries(self) -> None:
        super().updateGeometries()
        frozen = getattr(self, "frozen", None)       # None while the overlay is being made
        if frozen is not None:
            frozen.place()

    def scrollTo(self, index: QModelIndex | QPersistentModelIndex,
                 hint: QAbstractItemView.ScrollHint = QAbstractItemView.ScrollHint.EnsureVisible) -> None:
        """A cell of the phases is scrolled into view beside the frozen columns, never under
        them (a frozen cell is always in view)."""
        if not index.isValid() or index.column() in self.frozen.columns:
            return
        super().scrollTo(index, hint)
        covered = self.frozen_width() - self.visualRect(index).left()
        if covered > 0:
            bar = self.horizontalScrollBar()
            bar.setValue(bar.value() - covered)
