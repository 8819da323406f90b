"""Before the result is confirmed and before the protocol is signed, every error of the game
is put in front of the judge: he goes back and fixes it, or acknowledges it — a deliberate act
the file records (app/acknowledgement.py) and the protocol prints.  The secrets of the night are
shown too: the game is over when its result is confirmed or signed."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QVBoxLayout, QWidget

from app.acknowledgement import KEY, outstanding, with_acknowledged
from app.kernel.findings import Finding, place_label

if TYPE_CHECKING:
    from .sheet_window import SheetWindow

translate = QCoreApplication.translate


class ErrorsDialog(QDialog):
    """Every error not yet acknowledged; Enter and Esc go back to the sheet (the safe way),
    acknowledging is a button of its own."""

    def __init__(self, findings: Sequence[Finding], purpose: str, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Acknowledge", "Errors in the protocol"))
        self.setMinimumWidth(560)
        head = QLabel(translate(
            "Acknowledge", "The validator finds errors in this game (%1). Go back and fix them, "
                           "or acknowledge them: the protocol will say that you did.").replace("%1", str(len(findings)))
        )
        head.setWordWrap(True)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        for f in findings:
            where = place_label(f.phase, f.event, lang)
            clause = f"{f.clause} · " if f.clause else ""
            self.list.addItem(f"{clause}{where}\n{f.message(lang)}" if where else f"{clause}{f.message(lang)}")
        buttons = QDialogButtonBox()
        self.back = buttons.addButton(
            translate("Acknowledge", "Go back and fix"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.acknowledge = buttons.addButton(purpose, QDialogButtonBox.ButtonRole.AcceptRole)
        self.back.setDefault(True)
        self.acknowledge.setAutoDefault(False)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(head)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)


def errors_acknowledged(window: SheetWindow, purpose: str) -> bool:
    """Whether the judge may go on: no error outstanding, or every one acknowledged now (one
    undo step, before the confirmation or the signature it allows)."""
    doc = window.doc
    data = doc.to_json()
    found = outstanding(doc.state, data)
    if not found:
        return True
    dialog = ErrorsDialog(found, purpose, window.lang, window)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    window.set_top(KEY, with_acknowledged(data, found), translate("Acknowledge", "Errors acknowledged"))
    return True


def may_confirm(window: SheetWindow) -> bool:
    """Whether the result may be confirmed (or another declared): see :func:`errors_acknowledged`."""
    return errors_acknowledged(window, translate("Acknowledge", "Acknowledge and confirm"))
