"""Painting the four foul boxes of the paper protocol."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from .sheet_model import FOULS_ROLE


class FoulDelegate(QStyledItemDelegate):
    BOX = 11
    GAP = 3

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index) -> None:
        super().paint(painter, option, index)
        fouls = index.data(FOULS_ROLE) or 0
        painter.save()
        painter.setRenderHint(QPainter.Antialiasing)
        ratio = option.fontMetrics.height() / 15
        box, gap = self.BOX * ratio, self.GAP * ratio
        total = 4 * box + 3 * gap
        x = option.rect.x() + (option.rect.width() - total) / 2
        y = option.rect.y() + (option.rect.height() - box) / 2
        for i in range(4):
            rect = QRectF(x + i * (box + gap), y, box, box)
            painter.setPen(QPen(QColor("#404040"), 1))
            if i < fouls:
                painter.setBrush(QColor("#c62828") if fouls >= 3 else QColor("#404040"))
            else:
                painter.setBrush(Qt.NoBrush)
            painter.drawRect(rect)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:
        ratio = option.fontMetrics.height() / 15
        return QSize(int((4 * self.BOX + 3 * self.GAP + 12) * ratio), int((self.BOX + 8) * ratio))
