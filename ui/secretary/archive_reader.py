"""The secretary's window reads the shared archive on a worker thread: the judges keep
recording while it reads, and a slow network must not freeze the window."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QThread, Signal

from app.tournament.games import archive_originals, archive_reading
from app.tournament.issues import refused_change_issues

from .models import IssueLine


class ArchiveReader(QThread):
    """Reads the tournament's games off the database without freezing the window."""

    done = Signal(object, object, object, object, object, object)
    # items, signed labels, revisions, decisions, trust, the tables' changes refused (served: issue 29)
    failed = Signal(str)

    def __init__(self, archive: Any, name: str, lang: str, parent=None,
                 refused: Callable[[], list] = list) -> None:
        super().__init__(parent)
        self.archive, self.name, self.lang, self.refused = archive, name, lang, refused

    def run(self) -> None:
        from app.storage import ArchiveError
        from app.storage.secretary import SecretaryStore
        try:
            items, signed, revisions = archive_reading(self.archive, self.name)
            store = SecretaryStore(self.archive)
            decisions = store.decisions(self.name)
            trust = (store.setup(self.name), archive_originals(self.archive, signed, items))
            refused = self.refused()
        except ArchiveError as error:
            self.failed.emit(error.message(self.lang))
        except Exception as error:   # a flaky network must not end the refreshing
            self.failed.emit(f"{type(error).__name__}: {error}")
        else:
            self.done.emit(items, signed, revisions, decisions, trust, refused)


def refused_lines(problems: list, lang: str) -> list[IssueLine]:
    """The issues tab's lines of the tables' changes the served archive refused (issue 29)."""
    return [IssueLine(issue.severity, "", "", issue.message(lang)) for issue in refused_change_issues(problems)]
