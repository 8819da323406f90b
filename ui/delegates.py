"""Painting the foul boxes of the paper protocol (a box per foul up to the ruleset's removal), and
a mark per warning beside them."""
from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from app.rules import FoulLimits

from .sheet_model import FOUL_LIMITS_ROLE, FOULS_ROLE, WARNINGS_ROLE

WARNING_COLOUR = "#e65100"


class FoulDelegate(QStyledItemDelegate):
    BOX = 11
    GAP = 3

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        super().paint(painter, option, index)
        fouls = index.data(FOULS_ROLE) or 0
        limits = index.data(FOUL_LIMITS_ROLE) or FoulLimits()
        boxes = limits.removal
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ratio = option.fontMetrics.height() / 15
        box, gap = self.BOX * ratio, self.GAP * ratio
        warnings = index.data(WARNINGS_ROLE) or 0
        mark = box * 0.6 if warnings else 0        # "!" per warning, after the boxes
        total = boxes * box + (boxes - 1) * gap + (gap + mark * min(warnings, 3) if warnings else 0)
        x = option.rect.x() + (option.rect.width() - total) / 2
        y = option.rect.y() + (option.rect.height() - box) / 2
        for i in range(boxes):
            rect = QRectF(x + i * (box + gap), y, box, box)
            painter.setPen(QPen(QColor("#404040"), 1))
            if i < fouls:
                painter.setBrush(QColor("#c62828") if fouls >= limits.silence else QColor("#404040"))
            else:
                painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect)
        if warnings:
            font = painter.font()
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor(WARNING_COLOUR))
            left = x + boxes * (box + gap)
            text = "!" * warnings if warnings <= 3 else f"!{warnings}"
            painter.drawText(QRectF(left, option.rect.y(), option.rect.right() - left, option.rect.height()),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        ratio = option.fontMetrics.height() / 15
        boxes = (index.data(FOUL_LIMITS_ROLE) or FoulLimits()).removal
        width = boxes * (self.BOX + self.GAP) + 3 * self.BOX * 0.6 + 12
        return QSize(int(width * ratio), int((self.BOX + 8) * ratio))
