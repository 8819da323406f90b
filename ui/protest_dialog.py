"""A protest from the sheet: who protested, about what, and the head judge's decision — the
"ПРОТЕСТ" box of the official form.  It is no event of the game (app.protests)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QWidget

from app.protests import TEXT_MAX, Protest

translate = QCoreApplication.translate


class ProtestDialog(QDialog):
    def __init__(self, seats: list[int], seat: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ProtestDialog", "Protest"))
        self.by = QComboBox()
        self.by.addItem(translate("ProtestDialog", "nobody at the table (a captain, the audience…)"), None)
        for each in seats:
            self.by.addItem(translate("ProtestDialog", "player %1").replace("%1", str(each)), each)
        if seat is not None:
            self.by.setCurrentIndex(max(0, self.by.findData(seat)))
        self.about = QLineEdit()
        self.about.setMaxLength(TEXT_MAX)
        self.about.setPlaceholderText(translate("ProtestDialog", "what the protest is about"))
        self.decision = QLineEdit()
        self.decision.setMaxLength(TEXT_MAX)
        self.decision.setPlaceholderText(translate("ProtestDialog", "left empty while it is not taken"))
        self.message = QLabel()
        self.message.setStyleSheet("color:#b71c1c")
        form = QFormLayout(self)
        form.addRow(translate("ProtestDialog", "Protested by"), self.by)
        form.addRow(translate("ProtestDialog", "About what"), self.about)
        form.addRow(translate("ProtestDialog", "Head judge's decision"), self.decision)
        form.addRow(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("ProtestDialog", "Record the protest"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.about.setFocus()

    def accept(self) -> None:
        if not self.about.text().strip():
            self.message.setText(translate("ProtestDialog", "Say what the protest is about."))
            return
        super().accept()

    def protest(self) -> Protest:
        return Protest(self.by.currentData(), self.about.text().strip(), self.decision.text().strip())
