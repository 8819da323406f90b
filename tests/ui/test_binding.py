"""The Qt binding itself: PySide6 6.12.0 drops a reference to None each time a model
returns None, until Python aborts ("deallocating None").  The sheet returns None for
every role it does not paint, so such a binding must never be installed."""
import sys

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt


class Empty(QAbstractTableModel):
    def rowCount(self, parent=QModelIndex()):
        return 1

    def columnCount(self, parent=QModelIndex()):
        return 1

    def data(self, index, role=Qt.DisplayRole):
        return None


def test_a_model_returning_none_keeps_none_alive(qapp):
    model = Empty()
    index = model.index(0, 0)
    before = sys.getrefcount(None)
    for _ in range(1000):
        index.data(Qt.DecorationRole)
    assert sys.getrefcount(None) - before > -100
