"""Painting the four foul boxes of the paper protocol, and a mark per warning beside them."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from .sheet_model import FOULS_ROLE, WARNINGS_ROLE

WARNING_COLOUR = "#e65100"


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
        warnings = index.data(WARNINGS_ROLE) or 0
        mark = box * 0.6 if warnings else 0        # "!" per warning, after the boxes
        total = 4 * box + 3 * gap + (gap + mark * min(warnings, 3) if warnings else 0)
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
        if warnings:
            font = painter.font()
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor(WARNING_COLOUR))
            left = x + 4 * (box + gap)
            text = "!" * warnings if warnings <= 3 else f"!{warnings}"
            painter.drawText(QRectF(left, option.rect.y(), option.rect.right() - left, option.rect.height()),
                             int(Qt.AlignLeft | Qt.AlignVCenter), text)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:
        ratio = option.fontMetrics.height() / 15
        return QSize(int((4 * self.BOX + 4 * self.GAP + 3 * self.BOX * 0.6 + 12) * ratio), int((self.BOX + 8) * ratio))
