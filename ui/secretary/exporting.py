"""The standings as CSV and the tournament summary as a PDF, signed by the chief judge.

The CSV is ``app.tournament.export.standings_csv``'s, the PDF ``reports.summary``'s and the
signature ``app.signing``'s, as the ``mafia-protocol tournament`` command writes them;
the window only asks where, who and the passphrase.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QInputDialog, QLineEdit, QMessageBox

from app.atomic import write_atomic
from app.tournament import Standings
from app.tournament.export import standings_csv
from app.tournament.stage_standings import StagedStandings

from .texts import translate

if TYPE_CHECKING:
    from app.signing import Identity

    from .base import WindowBase


class Exports:
    """``window`` has ``standings``, ``lang`` and ``chief_judge`` (remembered between
    exports); ``last_written`` is the last file written, for the status bar and tests."""

    def __init__(self, window: WindowBase) -> None:
        self.window = window
        self.last_written: str | None = None

    def finished_standings(self) -> Standings | None:
        st = self.window.standings
        if st is None or not st.games:
            QMessageBox.information(self.window, translate("Secretary", "Nothing to export"),
                                    translate("Secretary", "There is no finished game yet."))
            return None
        return st

    def write(self, path: str, data: bytes) -> bool:
        try:
            write_atomic(path, data)
        except OSError as error:
            QMessageBox.warning(self.window, translate("Secretary", "Cannot write"),
                                f"{path}: {error.strerror or error}")
            return False
        self.last_written = path
        return True

    def standings_csv(self) -> str | None:
        st = self.finished_standings()
        if st is None:
            return None
        path, _ = QFileDialog.getSaveFileName(self.window, translate("Secretary", "Export the standings"),
                                              "standings.csv", translate("Secretary", "CSV (*.csv)"))
        if not path:
            return None
        # a byte-order mark, so that spreadsheets read Cyrillic (as the command line writes it)
        data = standings_csv(st, self.window.lang).encode("utf-8-sig")
        return path if self.write(path, data) else None

    def summary(self, sign: bool = False) -> str | None:
        st = self.finished_standings()
        if st is None:
            return None
        w = self.window
        if sign and st.pending and not self._sign_anyway(st):
            return None
        title = translate("Secretary", "Signed tournament summary") if sign \
            else translate("Secretary", "Tournament summary")
        path, _ = QFileDialog.getSaveFileName(w, title, "summary.pdf", translate("Secretary", "PDF (*.pdf)"))
        if not path:
            return None
        chief, ok = QInputDialog.getText(w, title, translate("Secretary", "The chief judge:"),
                                         QLineEdit.EchoMode.Normal, w.chief_judge or "")
        if not ok:
            return None
        w.chief_judge = chief.strip() or None
        identity = None
        if sign:
            identity = self._identity(title, w.chief_judge)
            if identity is None:
                return None
        from reports.summary import SummaryRenderer
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            stages: dict[str, Any] = st.summary_parts(w.lang) if isinstance(st, StagedStandings) else {}
            renderer = SummaryRenderer(st, w.lang, chief_judge=w.chief_judge or (identity.name if identity else None),
                                       **stages)
            data = renderer.render()
            if identity is not None:
                from app.signing import SigningError, sign_pdf
                try:
                    data = sign_pdf(data, identity, stamp=renderer.stamp_box, lang=w.lang)
                except SigningError as error:
                    QGuiApplication.restoreOverrideCursor()
                    QMessageBox.warning(w, translate("Secretary", "Not signed"), error.message(w.lang))
                    return None
        finally:
            if QGuiApplication.overrideCursor() is not None:
                QGuiApplication.restoreOverrideCursor()
        return path if self.write(path, data) else None

    def _sign_anyway(self, st: Standings) -> bool:
        """Games wait (a signature, a trusted signer, a decision): the summary would rank
        the players without them.  Sign only when the secretary says so."""
        answer = QMessageBox.question(
            self.window, translate("Secretary", "Games are set aside"),
            translate("Secretary", "{count} games are set aside ({why}); the summary would rank the players without "
                                   "them, and lists them in its notes. Sign it anyway?")
            .format(count=len(st.pending), why=st.pending_text(self.window.lang)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def _identity(self, title: str, name: str | None) -> Identity | None:
        from app.signing import SigningError, ensure_identity, has_identity
        w = self.window
        prompt = translate("Secretary", "A new signing key is created for you. Choose its passphrase:") \
            if not has_identity() else translate("Secretary", "The passphrase of your signing key:")
        secret, ok = QInputDialog.getText(w, title, prompt, QLineEdit.EchoMode.Password)
        if not ok or not secret:
            return None
        try:
            return ensure_identity(name or "", secret)
        except SigningError as error:
            QMessageBox.warning(w, translate("Secretary", "Not signed"), error.message(w.lang))
            return None
