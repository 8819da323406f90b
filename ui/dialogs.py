"""Small dialogs of the sheet's footer: a declared result, and the awards of 8.20 / 9.4."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.table_state import TableState


def t(text: str) -> str:
    """Translate a runtime string (literals go through ``translate`` so lupdate sees them)."""
    return QCoreApplication.translate("Dialogs", text)


translate = QCoreApplication.translate


def winner_text(winner: str) -> str:
    return {"red": translate("Dialogs", "red wins"), "black": translate("Dialogs", "black wins"),
            "draw": translate("Dialogs", "a draw"),
            "maniac": translate("Dialogs", "the Maniac wins")}[winner]


class ResultDialog(QDialog):
    """A result against the engine's needs a written reason; it is kept in the file."""

    def __init__(self, computed: str | None, winners: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Declare the result"))
        self.computed = computed
        self.winner = QComboBox()
        for w in winners:           # the edition's (app/editions.py): the club one has the Maniac
            self.winner.addItem(winner_text(w), w)
        if computed:
            self.winner.setCurrentIndex(self.winner.findData(computed))
        self.reason = QLineEdit()
        self.reason.setMaxLength(500)
        self.message = QLabel()
        self.message.setStyleSheet("color:#b71c1c")
        form = QFormLayout(self)
        form.addRow(translate("Dialogs", "Result"), self.winner)
        form.addRow(translate("Dialogs", "Reason"), self.reason)
        form.addRow(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def declared(self) -> dict[str, Any]:
        out = {"winner": self.winner.currentData()}
        if self.reason.text().strip():
            out["reason"] = self.reason.text().strip()
        return out

    def accept(self) -> None:
        if self.winner.currentData() != self.computed and not self.reason.text().strip():
            self.message.setText(translate("Dialogs", "This result differs from the protocol's: write the reason."))
            return
        super().accept()


class AwardsDialog(QDialog):
    def __init__(self, state: TableState, awards: dict[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Best move, extra points, cards"))
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        for col, head in enumerate((translate("Dialogs", "Seat"), translate("Dialogs", "Extra points"),
                                    translate("Dialogs", "Penalty points"), translate("Dialogs", "Card"),
                                    translate("Dialogs", "Best-move title"))):
            grid.addWidget(QLabel(f"<b>{head}</b>"), 0, col)
        self.extra: dict[int, QDoubleSpinBox] = {}
        self.penalty: dict[int, QDoubleSpinBox] = {}
        self.cards: dict[int, QComboBox] = {}
        self.titles: dict[int, QCheckBox] = {}
        extra = awards.get("extra_points", {})
        penalty = awards.get("penalty_points", {})
        cards = awards.get("cards", {})
        titles = set(awards.get("best_move_title", []))
        for seat in state.players:
            row = seat
            grid.addWidget(QLabel(f"{seat} {state.players[seat].name}"), row, 0)
            e = QDoubleSpinBox()
            e.setRange(-5, 5)
            e.setSingleStep(0.1)
            e.setDecimals(2)
            e.setValue(float(extra.get(str(seat), 0)))
            p = QDoubleSpinBox()
            p.setRange(-5, 0)
            p.setSingleStep(0.1)
            p.setDecimals(2)
            p.setValue(float(penalty.get(str(seat), 0)))
            c = QComboBox()
            for value, label in (("", "—"), ("yellow", translate("Dialogs", "yellow")),
                                 ("red", translate("Dialogs", "red"))):
                c.addItem(label, value)
            c.setCurrentIndex(max(0, c.findData(cards.get(str(seat), ""))))
            b = QCheckBox()
            b.setChecked(seat in titles)
            for col, widget in enumerate((e, p, c, b), start=1):
                grid.addWidget(widget, row, col)
            self.extra[seat], self.penalty[seat], self.cards[seat], self.titles[seat] = e, p, c, b
        layout.addLayout(grid)
        form = QFormLayout()
        self.best = QComboBox()
        self.best.addItem("—", None)
        for seat in state.players:
            self.best.addItem(f"{seat} {state.players[seat].name}", seat)
        self.best.setCurrentIndex(max(0, self.best.findData(awards.get("best_player"))))
        form.addRow(translate("Dialogs", "Best player"), self.best)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def awards(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        extra = {str(s): round(w.value(), 2) for s, w in self.extra.items() if w.value()}
        penalty = {str(s): round(w.value(), 2) for s, w in self.penalty.items() if w.value()}
        cards = {str(s): w.currentData() for s, w in self.cards.items() if w.currentData()}
        titles = [s for s, w in self.titles.items() if w.isChecked()]
        if extra:
            out["extra_points"] = extra
        if self.best.currentData():
            out["best_player"] = self.best.currentData()
        if titles:
            out["best_move_title"] = titles
        if cards:
            out["cards"] = cards
        if penalty:
            out["penalty_points"] = penalty
        return out
