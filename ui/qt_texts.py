"""Qt's own words that Qt's bundled Russian catalogue (qtbase_ru.qm) lacks: the labels of
its file dialog gained an accelerator ("&Look in:", "Files of &type:") that the catalogue
does not know yet.  Marked here so that `make translations` keeps them in our catalogue,
which is installed after Qt's and therefore wins (ui/main.py, install_translators)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
