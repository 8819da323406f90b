"""Every text a window shows: labels, buttons, fields, list and table items, headers,
tooltips, menu and undo actions, window titles — what the players can read off the screen."""
from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QComboBox, QGroupBox, QLabel, QLineEdit, QWidget


def _model_texts(view: QAbstractItemView) -> list[str]:
    model = view.model()
    out = []
    if model is None:
        return out
    root = QModelIndex()
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(root)
    for row in range(model.rowCount(root)):
        for column in range(columns):
            index = model.index(row, column)
            for role in (Qt.DisplayRole, Qt.ToolTipRole):
                value = model.data(index, role)
                if value not in (None, ""):
                    out.append(str(value))
    for column in range(columns):
        for role in (Qt.DisplayRole, Qt.ToolTipRole):
            value = model.headerData(column, Qt.Horizontal, role)
            if value not in (None, ""):
                out.append(str(value))
    return out


def screen_texts(root: QWidget) -> list[str]:
    out = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        out.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            out.append(widget.text())
        if isinstance(widget, QGroupBox):
            out.append(widget.title())
        if isinstance(widget, QLineEdit):
            out += [widget.text(), widget.placeholderText()]
        if isinstance(widget, QComboBox):
            out += [widget.itemText(i) for i in range(widget.count())]
            out += [str(widget.itemData(i, Qt.ToolTipRole) or "") for i in range(widget.count())]
        if isinstance(widget, QAbstractItemView) and not isinstance(widget.parent(), QComboBox):
            out += _model_texts(widget)
    for action in root.findChildren(QAction):
        if action.isVisible():
            out += [action.text(), action.toolTip(), action.statusTip()]
    return [text for text in out if text]
