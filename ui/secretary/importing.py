"""The judges' game files brought into the secretary's window: a folder, chosen files, files
dropped on the window (scans among them are matched instead), and forgetting them again.
A mixin of :class:`SecretaryWindow`: the open tournament (``window.controller``) reads them."""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QFileDialog

from .base import WindowBase
from .texts import translate

if TYPE_CHECKING:
    from .scans import ScanMatching


class ImportingMixin(WindowBase):
    scans: ScanMatching

    def import_paths(self, paths: Iterable[str]) -> None:
        """Files and folders of judges' games; the signatures are verified on reading."""
        self.controller.import_paths(paths)
        counted = len(self.tournament.games) if self.tournament else 0
        self.statusBar().showMessage(translate("Secretary", "{games} games counted; {unread} files not read").format(
            games=counted, unread=len(self.problems)), 8000)

    def import_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, translate("Secretary", "A folder of judges' game files"))
        if folder:
            self.import_paths([folder])

    def import_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, translate("Secretary", "Judges' game files"), "",
                                                translate("Secretary", "Games (*.json)"))
        if paths:
            self.import_paths(paths)

    def forget_files(self) -> None:
        self.controller.forget_files()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls() and all(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = [u.toLocalFile() for u in event.mimeData().urls() if u.isLocalFile()]
        if paths:
            event.acceptProposedAction()
            paths = self.scans.take(paths)      # scans are matched, game files imported
            if paths:
                self.import_paths(paths)
