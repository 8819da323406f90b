"""The review of a pen form read from a scan (issue 30): each uncertain or rule-breaking mark
beside the crop of the scan it came from, one at a time; Enter confirms what was read, Space
corrects it (marked ↔ empty).  A doubt without a box (an engine finding, a foul's day) is
acknowledged with Enter.  The decisions become the game (``app.paper.review.decided``), saved
with the scan's fingerprint as its source and each correction with its author.
"""
from __future__ import annotations

import io
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent, QPixmap
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

translate = QCoreApplication.translate
ZOOM = 4


class FormReview(QDialog):
    """``FormReview(found, lang).exec()``; then ``decisions`` (box -> marked)."""

    def __init__(self, found: Any, lang: str = "ru", parent: QWidget | None = None, author: str = "") -> None:
        from app.paper.review import items
        super().__init__(parent)
        self.found, self.lang = found, lang
        self.items = items(found)
        self.decisions: dict[str, bool] = {}
        self.at = 0
        self.setWindowTitle(translate("PaperReview", "Review of the pen form"))
        self.progress, self.crop, self.text, self.read = QLabel(), QLabel(), QLabel(), QLabel()
        self.crop.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.crop.setMinimumSize(320, 320)
        self.text.setWordWrap(True)
        self.author = QLineEdit(author)
        self.author.setPlaceholderText(translate("PaperReview", "who reviews (recorded with each correction)"))
        self.author.setFocusPolicy(Qt.FocusPolicy.ClickFocus)      # the keys are the review's until it is clicked
        self.confirm = QPushButton(translate("PaperReview", "Right (Enter)"))
        self.correct = QPushButton(translate("PaperReview", "Correct it (Space)"))
        self.confirm.clicked.connect(lambda: self.decide(False))
        self.correct.clicked.connect(lambda: self.decide(True))
        buttons = QHBoxLayout()
        buttons.addWidget(self.confirm)
        buttons.addWidget(self.correct)
        column = QVBoxLayout(self)
        for widget in (self.author, self.progress, self.crop, self.text, self.read):
            column.addWidget(widget)
        column.addLayout(buttons)
        for button in (self.confirm, self.correct):
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)      # Space is the dialog's key, not a button's
        self._show()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.author.hasFocus():
            self.setFocus()                        # the name typed: back to the marks
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.decide(False)
        elif event.key() == Qt.Key.Key_Space:
            self.decide(True)
        else:
            super().keyPressEvent(event)

    def decide(self, flip: bool) -> None:
        """Enter (``flip`` False) keeps the reading, Space turns it over."""
        if self.at >= len(self.items):
            self.accept()
            return
        item = self.items[self.at]
        if item.box:
            self.decisions[item.box] = item.read != flip
        self.at += 1
        if self.at >= len(self.items):
            self.accept()
        else:
            self._show()

    def _show(self) -> None:
        from PIL import ImageDraw

        from app.paper.reader import SCALE
        from app.paper.review import CROP_MARGIN, crop, describe
        if not self.items:
            self.progress.setText(translate("PaperReview", "Nothing to review."))
            return
        item = self.items[self.at]
        self.progress.setText(translate("PaperReview", "Mark {n} of {total}").format(n=self.at + 1,
                                                                                        total=len(self.items)))
        self.text.setText(describe(self.found, item, self.lang))
        self.correct.setEnabled(bool(item.box))
        if not item.box:
            self.crop.clear()
            self.read.setText(translate("PaperReview", "Enter: acknowledged"))
            return
        picture = crop(self.found, item.box).convert("RGB")
        picture = picture.resize((picture.width * ZOOM, picture.height * ZOOM))
        # the box asked about, framed: the crop shows its neighbours too
        edge = round(CROP_MARGIN * SCALE * ZOOM)
        ImageDraw.Draw(picture).rectangle((edge - 6, edge - 6, picture.width - edge + 6, picture.height - edge + 6),
                                          outline=(220, 30, 30), width=3)
        data = io.BytesIO()
        picture.save(data, "PNG")
        pixmap = QPixmap()
        pixmap.loadFromData(data.getvalue(), "PNG")
        self.crop.setPixmap(pixmap)
        self.read.setText(translate("PaperReview", "Read: marked") if item.read
                          else translate("PaperReview", "Read: empty"))
