"""The stage chooser of the standings tab: the total or one stage's table, for a
tournament played in stages (``mafia-protocol secretary --stages FILE``).  The tables are
``app.tournament.stage_standings``'s; the window only chooses which one to show.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

translate = QCoreApplication.translate


class StageChooser(QWidget):
    """A combo box: the total first, then every stage; hidden without stages."""

    changed = Signal()

    def __init__(self, lang: str, parent=None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.staged: Any = None
        self.combo = QComboBox()
        self.combo.setSizeAdjustPolicy(QComboBox.AdjustToContents)
        self.combo.currentIndexChanged.connect(lambda _: self.changed.emit())
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(translate("Secretary", "Table:")))
        layout.addWidget(self.combo)
        layout.addWidget(self.heading, 1)
        self.hide()

    def set_staged(self, staged: Any) -> None:
        """``staged``: a StagedStandings, or None (plain standings: the chooser hides)."""
        self.staged = staged
        if staged is None:
            self.hide()
            return
        index = max(self.combo.currentIndex(), 0)
        self.combo.blockSignals(True)
        self.combo.clear()
        self.combo.addItem(translate("Secretary", "Total"))
        for result in staged.stages:
            self.combo.addItem(result.stage.label(self.lang))
        self.combo.setCurrentIndex(min(index, self.combo.count() - 1))
        self.combo.blockSignals(False)
        self._heading()
        self.show()

    def choose(self, index: int) -> None:
        self.combo.setCurrentIndex(index)

    def chosen(self, standings: Any) -> Any:
        """The table to show: ``standings`` itself (the total) or the chosen stage's."""
        index = self.combo.currentIndex()
        self._heading()
        if self.staged is None or index <= 0:
            return standings
        return self.staged.stages[index - 1].standings

    def _heading(self) -> None:
        index = self.combo.currentIndex()
        if self.staged is None:
            return
        if index <= 0:
            self.heading.setText(self.staged.total_note(self.lang))
            return
        result = self.staged.stages[index - 1]
        text = result.heading(self.lang)
        if result.advancing:
            text += "\n" + translate("Secretary", "Advance: {names}").format(
                names=", ".join(r.name for r in result.advancing))
        self.heading.setText(text)
