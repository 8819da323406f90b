"""File → My certificate: the judge's signing certificate, for the secretary's register.

The dialog shows the name on the certificate, its fingerprint as the register shows it, its
validity, and a QR code of ``app.tournament.trust.certificate_qr_payload`` large enough to be
photographed from a laptop's screen; the certificate file (PEM) can be saved for the
secretary to add by file.  A judge without a key gets it here the way the signed export
makes it (``Exporter.passphrase`` and ``app.signing.ensure_identity``): one key store.
"""
from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate, QDir, QLocale, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QImage, QPaintDevice, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.atomic import write_atomic

if TYPE_CHECKING:
    from cryptography.x509 import Certificate

    from .export import Exporter
    from .sheet_window import SheetWindow

    class CertificateWindow(SheetWindow):
        """The sheet as the certificate's dialog sees it: its exporter asks the passphrase."""

        exporter: Exporter

translate = QCoreApplication.translate

QUIET = 4          # light modules around the code, as ISO/IEC 18004 asks
SIDE = 560         # pixels the code takes, quiet zone included, about: a phone reads it off a screen


class QrView(QWidget):
    """A QR code drawn module by module, whole pixels per module (no blur to mislead a reader)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.modules: list[list[bool]] = []
        self.module = 1

    def set_text(self, text: str) -> None:
        from reports.qr import text_matrix
        self.modules = text_matrix(text)
        self.module = max(2, round(SIDE / (len(self.modules) + 2 * QUIET)))
        self.setFixedSize(self.sizeHint())
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        side = (len(self.modules) + 2 * QUIET) * self.module if self.modules else 0
        return QSize(side, side)

    def image(self) -> QImage:
        image = QImage(self.sizeHint(), QImage.Format.Format_Grayscale8)
        self._paint(image)
        return image

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        self._paint(self)

    def _paint(self, device: QPaintDevice) -> None:
        painter = QPainter(device)
        try:
            painter.fillRect(QRect(0, 0, self.sizeHint().width(), self.sizeHint().height()), QColor("white"))
            m = self.module
            for r, row in enumerate(self.modules):
                for c, dark in enumerate(row):
                    if dark:
                        painter.fillRect((c + QUIET) * m, (r + QUIET) * m, m, m, QColor("black"))
        finally:
            painter.end()


def read_aloud(fingerprint: str) -> str:
    """The whole fingerprint in groups of four, four groups a line."""
    groups = [fingerprint[i:i + 4].upper() for i in range(0, len(fingerprint), 4)]
    return "\n".join(" ".join(groups[i:i + 4]) for i in range(0, len(groups), 4))


def _date(moment: dt.datetime) -> str:
    return QLocale().toString(QDate(moment.year, moment.month, moment.day), QLocale.FormatType.ShortFormat)


class MyCertificateDialog(QDialog):
    """The judge's certificate; ``window`` is the sheet (its exporter asks the passphrase)."""

    def __init__(self, window: CertificateWindow) -> None:
        super().__init__(window)
        self.sheet = window
        self.pem: bytes | None = None
        self.setWindowTitle(translate("MyCertificate", "My certificate"))
        self.qr = QrView()
        self.name = QLabel()
        font = QFont(self.name.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.name.setFont(font)
        self.name.setWordWrap(True)
        self.short = QLabel()
        self.short.setFont(font)
        self.full = QLabel()
        self.full.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.full.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.validity = QLabel()
        self.validity.setWordWrap(True)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.save = QPushButton(translate("MyCertificate", "Save the certificate file…"))
        self.save.clicked.connect(self._save)
        self.create_button = QPushButton(translate("MyCertificate", "Create my signing key…"))
        self.create_button.clicked.connect(self.create_key)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.button(QDialogButtonBox.StandardButton.Close).setText(translate("MyCertificate", "Close"))
        close.rejected.connect(self.accept)
        self.fingerprint_title = QLabel(translate("MyCertificate", "Fingerprint (SHA-256):"))
        info = QVBoxLayout()
        for widget in (self.name, self.fingerprint_title, self.short, self.full, self.validity, self.hint):
            info.addWidget(widget)
        info.addStretch(1)
        info.addWidget(self.save)
        info.addWidget(self.create_button)
        info.addWidget(close)
        layout = QHBoxLayout(self)
        layout.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignTop)
        info_box = QWidget()
        info_box.setLayout(info)
        info_box.setMinimumWidth(330)
        layout.addWidget(info_box, 1)
        self.reload()

    def reload(self) -> None:
        from app.signing import has_identity, own_certificate
        cert = own_certificate()
        if cert is None:
            self._show_none(has_identity())
            return
        self._show(cert)

    def _show(self, cert: Certificate) -> None:
        from cryptography.hazmat.primitives.serialization import Encoding

        from app.tournament.trust import certificate_qr_payload, judge_from_certificate
        pem = cert.public_bytes(Encoding.PEM)
        judge = judge_from_certificate(pem)
        self.pem = pem
        self.qr.set_text(certificate_qr_payload(pem))
        self.name.setText(judge.name)
        self.short.setText(judge.short)
        self.full.setText(read_aloud(judge.fingerprint))
        self.validity.setText(translate("MyCertificate", "Valid from %1 to %2")
                              .replace("%1", _date(cert.not_valid_before_utc))
                              .replace("%2", _date(cert.not_valid_after_utc)))
        self.hint.setText(translate(
            "MyCertificate", "The secretary adds you to the tournament's judges from a photo or a screenshot "
                             "of this QR code, or from the certificate file. Read the fingerprint aloud "
                             "to check that the register shows the same."))
        for widget in (self.qr, self.fingerprint_title, self.short, self.full, self.validity, self.save):
            widget.show()
        self.create_button.hide()

    def _show_none(self, key_without_certificate: bool) -> None:
        self.pem = None
        for widget in (self.qr, self.fingerprint_title, self.short, self.full, self.validity, self.save):
            widget.hide()
        self.name.setText(translate("MyCertificate", "You have no signing key yet."))
        self.hint.setText(translate(
            "MyCertificate", "The key signs your protocols; its certificate tells the secretary that they "
                             "are yours. It is the key the signed export uses, kept under your passphrase."))
        self.create_button.setText(translate("MyCertificate", "Open my signing key…") if key_without_certificate
                            else translate("MyCertificate", "Create my signing key…"))
        self.create_button.show()

    def create_key(self) -> bool:
        """The key the signed export would create (or open): the same passphrase prompts."""
        from app.signing import SigningError, ensure_identity, has_identity
        w = self.sheet
        name = w.doc.meta.get("judge") or ""
        if not has_identity() and not name.strip():
            name, ok = QInputDialog.getText(self, translate("MyCertificate", "My certificate"),
                                            translate("MyCertificate", "Your name, as the certificate will show it:"))
            if not ok or not name.strip():
                return False
        passphrase = w.exporter.passphrase()
        if passphrase is None:
            return False
        try:
            identity = ensure_identity(name, passphrase)
        except SigningError as err:
            QMessageBox.warning(self, translate("MyCertificate", "My certificate"), err.message(w.lang))
            return False
        self._show(identity.cert)
        return True

    def _save(self) -> None:
        if self.pem is None:
            return
        safe = "".join("_" if ch in '/\\:*?"<>|' else ch for ch in self.name.text())
        suggested = QDir.home().filePath(f"{safe}.pem")
        path, _ = QFileDialog.getSaveFileName(self, translate("MyCertificate", "Save the certificate file"),
                                              suggested, translate("MyCertificate", "Certificates (*.pem *.crt)"))
        if path:
            self.save_to(path)

    def save_to(self, path: str) -> bool:
        if self.pem is None:
            return False
        try:
            write_atomic(path, self.pem)
        except OSError as err:
            QMessageBox.warning(self, translate("MyCertificate", "Cannot write"), f"{path}: {err.strerror or err}")
            return False
        self.sheet.statusBar().showMessage(
            translate("MyCertificate", "The certificate is written: %1").replace("%1", path), 15000)
        return True


def show_my_certificate(window: CertificateWindow) -> MyCertificateDialog:
    dialog = MyCertificateDialog(window)
    dialog.open()
    return dialog
