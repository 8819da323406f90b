"""The sheet's table view: columns sized to their text (or to the judge's own width, kept
between runs), the current phase's columns scrolled into view, a finding's cell found."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QApplication, QHeaderView, QInputDialog, QTableView

from app.document import Change
from app.kernel import Finding

from .sheet_model import SheetModel

if TYPE_CHECKING:
    from PySide6.QtWidgets import QSplitter

    from .sheet_window import SheetWindow

    class LaidOutWindow(SheetWindow):
        """The sheet whose layout is kept: its splitter and its columns."""

        split: QSplitter
        columns: SheetColumns

_KEY = "sheet/column_widths"
translate = QCoreApplication.translate


class SheetColumns:
    """Widths by column kind: measured from the model's own strings (cheaper than letting the
    view ask every cell), unless the judge dragged a column wider or narrower."""

    def __init__(self, view: QTableView, seat_menu: Callable[[int], None] | None = None) -> None:
        self.view = view
        view.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        # seat and nickname live in the rows' header: they never scroll out of view
        rows = view.verticalHeader()
        rows.show()
        rows.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.sectionDoubleClicked.connect(self._rename)
        if seat_menu is not None:
            rows.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            rows.customContextMenuRequested.connect(lambda pos: seat_menu(rows.logicalIndexAt(pos)))
        self.model: SheetModel | None = None
        stored = QSettings().value(_KEY)
        self.chosen: dict[str, int] = {k: int(v) for k, v in stored.items()} if isinstance(stored, dict) else {}
        self._fitting = False
        self._widths: dict[str, int] = {}
        view.horizontalHeader().sectionResized.connect(self._resized)
        # the sheet narrowed (a panel appeared beside it) or widened: its scrolling range
        # changes, and the current phase is brought back into view
        view.horizontalScrollBar().rangeChanged.connect(
            lambda *_: self.model is not None and self.scroll_to_current(self.model))

    def _resized(self, column: int, _old: int, new: int) -> None:
        # only the judge's drag counts: a model reset resizes sections too
        if not self._fitting and QApplication.mouseButtons() & Qt.MouseButton.LeftButton and \
                self.model is not None and column < len(self.model.columns):
            self.chosen[self.model.columns[column].kind] = new

    def _rename(self, row: int) -> None:
        """A double click on the seat edits the nickname (through the undo stack)."""
        if self.model is None or row < 0:
            return
        index = self.model.index(row, 1)
        name, ok = QInputDialog.getText(self.view, translate("SheetView", "Nickname"), translate(
            "SheetView", "Nickname of seat %1:").replace("%1", str(row + 1)), text=str(self.model.data(index) or ""))
        if ok:
            self.model.setData(index, name)

    def save(self) -> None:
        if self.chosen:
            QSettings().setValue(_KEY, {k: int(v) for k, v in self.chosen.items()})

    def _width(self, metrics: QFontMetrics, text: str) -> int:
        """Texts repeat (seat numbers, marks): each is measured once."""
        width = self._widths.get(text)
        if width is None:
            width = self._widths[text] = metrics.horizontalAdvance(text)
        return width

    def fit(self, model: SheetModel, scroll: bool, only: set[int] | None = None) -> None:
        """Size the columns (``only`` those, when the change cannot touch the others)."""
        if model is not self.model or len(self._widths) > 5000:
            self._widths.clear()
        self.model = model
        metrics = self.view.fontMetrics()
        header = self.view.horizontalHeader()
        for column, col in enumerate(model.columns):
            self.view.setColumnHidden(column, col.kind in ("seat", "name"))
        rows = self.view.verticalHeader()
        labels = [str(model.headerData(r, Qt.Orientation.Vertical) or "") for r in range(model.rowCount())]
        rows.setMinimumWidth(max([self._width(metrics, t) for t in labels] + [40]) + metrics.horizontalAdvance("MMM"))
        pad = metrics.horizontalAdvance("MM")
        self._fitting = True
        try:
            for column, col in enumerate(model.columns):
                if only is not None and column not in only:
                    continue
                if col.kind in self.chosen:
                    wanted = self.chosen[col.kind]
                elif col.kind == "fouls":       # four boxes, and room for the warnings' marks
                    wanted = round(5.6 * metrics.height()) + pad
                else:
                    texts = model.texts(column) + [str(model.headerData(column, Qt.Orientation.Horizontal) or "")]
                    wanted = max(self._width(metrics, text) for text in texts) + pad
                if col.kind == "name" and col.kind not in self.chosen:
                    wanted = max(140, min(240, wanted))
                if header.sectionSize(column) != wanted:
                    header.resizeSection(column, wanted)
        finally:
            self._fitting = False
        if scroll:
            self.scroll_to_current(model)
            # once more when the view has its final size (a game just opened)
            QTimer.singleShot(0, self.view, lambda: self.scroll_to_current(model) if self.model is model else None)

    def scroll_to_current(self, model: SheetModel) -> None:
        """The columns of the phase under way are in view, with as much of the game before
        them as fits: the phase's last column at the right edge, never past its first."""
        if not model.columns or not model.rowCount():
            return
        last = model.doc.phases[-1].name if model.doc.phases else None
        columns = [i for i, c in enumerate(model.columns) if c.phase == last] or [len(model.columns) - 1]
        header = self.view.horizontalHeader()
        # the frozen columns (ui.frozen_view) cover the viewport's left edge
        frozen = self.view.frozen_width() if hasattr(self.view, "frozen_width") else 0
        left = header.sectionPosition(columns[0]) - frozen
        right = header.sectionPosition(columns[-1]) + header.sectionSize(columns[-1])
        bar = self.view.horizontalScrollBar()
        bar.setValue(max(0, min(left, right - self.view.viewport().width())))


def touched_columns(model: SheetModel, change: Change) -> set[int] | None:
    """The columns an appended event or a new phase can change: the current phase's and who
    left; None (all of them) for any other change, or for an event that names another
    phase (a boulevard host's correction or error)."""
    if change.appended is None or change.fields:
        return None
    last = model.doc.phases[-1].name if model.doc.phases else None
    if any(isinstance(a.event.get(key), str) and a.event[key] != last
           for a in change.appended if a.event is not None for key in ("phase", "round")):
        return None
    return {i for i, c in enumerate(model.columns) if c.phase == last or c.kind in ("left", "fouls", "ladder")}


def refresh_sheet(view: QTableView, model: SheetModel, columns: SheetColumns, change: Change | None,
                  reveal: bool) -> None:
    """The sheet after a change: only the cells it altered are announced (a new phase resets
    the model), and only the columns it can widen are measured again."""
    current = view.currentIndex()
    if model.refresh(None if change is None else touched_columns(model, change)) and current.isValid():
        view.setCurrentIndex(model.index(current.row(), min(current.column(), model.columnCount() - 1)))
    model.set_reveal(reveal)
    columns.fit(model, change is None or change.phase_begun, None if change is None else touched_columns(model, change))


def cell_of(model: SheetModel, finding: Finding) -> tuple[int, int] | None:
    """The (row, column) a finding is about: its seat's row in its phase's column."""
    if finding.phase is None:
        return None
    phases = model.doc.phases
    phase = next((i for i, p in enumerate(phases) if p.name == finding.phase), None)
    if phase is None:
        return None
    seat, kind = 1, "night" if finding.phase.startswith("N") else "nom"
    if finding.event is not None and finding.event < len(phases[phase].events):
        event = phases[phase].events[finding.event]
        seat = next((event[k] for k in ("seat", "by", "candidate", "target") if isinstance(event.get(k), int)), 1)
        if event["type"] in ("vote", "lift_vote"):
            kind = "vote"
    column = model.column_of(kind, finding.phase)
    return seat - 1, column if column >= 0 else 1


def restore_layout(window: LaidOutWindow) -> None:
    """The judge's last geometry and splitter; else the window sized to the screen."""
    settings = QSettings()
    geometry, splitter = settings.value("sheet/geometry"), settings.value("sheet/splitter")
    if not (isinstance(geometry, QByteArray) and window.restoreGeometry(geometry)):
        screen = window.screen().availableGeometry()
        window.resize(min(1366, screen.width()), min(740, screen.height()))
    if isinstance(splitter, QByteArray):
        window.split.restoreState(splitter)


def save_layout(window: LaidOutWindow) -> None:
    settings = QSettings()
    settings.setValue("sheet/geometry", window.saveGeometry())
    settings.setValue("sheet/splitter", window.split.saveState())
    window.columns.save()
