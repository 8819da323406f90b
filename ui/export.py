"""File → Export PDF, Print preview, Sign: the protocol of reports/ and the keys of app.signing.

The sheet only asks: the layout is the renderer's, the signature the signing package's, the
game and its file the open game's (``window.game``, app.open_game).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QFileDialog, QInputDialog, QLineEdit, QMessageBox

from app.atomic import write_atomic
from app.document import GameDocument
from app.format import GameFileError
from app.format.writer import holds_secrets

from .acknowledge import errors_acknowledged

if TYPE_CHECKING:
    from app.open_game import OpenGame
    from reports.protocol import ProtocolRenderer

    from .sheet_window import SheetWindow

translate = QCoreApplication.translate


def render_pdf(doc: GameDocument, lang: str) -> tuple[bytes, ProtocolRenderer]:
    """(PDF bytes, the renderer) for the game as it stands."""
    from reports.protocol import ProtocolRenderer
    renderer = ProtocolRenderer(doc.to_json(), doc.state, lang)
    return renderer.render(), renderer


def pdf_pages(data: bytes, dpi: int) -> list[QImage]:
    """The PDF's pages as images (pdfium), for the print preview and the printer."""
    import pypdfium2 as pdfium
    pages = []
    pdf = pdfium.PdfDocument(data)
    try:
        for page in pdf:
            bitmap = page.render(scale=dpi / 72, grayscale=True)
            qimage = QImage(bytes(bitmap.buffer), bitmap.width, bitmap.height, bitmap.stride,
                            QImage.Format.Format_Grayscale8)
            pages.append(qimage.copy())   # own the pixels: pdfium's buffer goes away
    finally:
        pdf.close()
    return pages


def paint_pages(printer: QPrinter, data: bytes) -> int:
    """Paint every page of the protocol on ``printer``; returns how many."""
    dpi = min(printer.resolution(), 300)
    images = pdf_pages(data, dpi)
    painter = QPainter()
    if not painter.begin(printer):
        return 0
    try:
        for i, image in enumerate(images):
            if i:
                printer.newPage()
            target = QRectF(printer.pageRect(QPrinter.Unit.DevicePixel))
            target.moveTo(0, 0)
            size = image.size().scaled(target.size().toSize(), Qt.AspectRatioMode.KeepAspectRatio)
            painter.drawImage(QRectF(0, 0, size.width(), size.height()), image)
    finally:
        painter.end()
    return len(images)


class Exporter:
    """The sheet's PDF actions; ``window`` is the main window (the dialogs' parent, its status
    line), ``game`` its open game."""

    def __init__(self, window: SheetWindow, game: OpenGame) -> None:
        self.window, self.game = window, game

    def _ask_pdf_path(self, title: str, signed: bool = False) -> str | None:
        from .game_files import suggested_path
        suggested = suggested_path(self.game, ".signed.pdf" if signed else ".pdf", fallback="protocol")
        path, _ = QFileDialog.getSaveFileName(self.window, title, suggested, translate("Export", "PDF (*.pdf)"))
        return path or None

    def export_pdf(self) -> str | None:
        path = self._ask_pdf_path(translate("Export", "Export the protocol"))
        return self._write(path, sign=False) if path else None

    def pen_form(self) -> str | None:
        """The form for the pen of this game's table (issue 30), read back by ``scan``."""
        from app.editions import SPORT, find_edition
        from reports.pen_form import pen_form_of

        from .game_files import suggested_path
        w = self.window
        doc = w.doc.to_json()
        title = translate("Export", "Print a pen form")
        if find_edition(doc["ruleset"]) is not SPORT:
            QMessageBox.information(w, title, translate("Export", "The pen form is for the sport game only."))
            return None
        path, _ = QFileDialog.getSaveFileName(w, title, suggested_path(self.game, "-form.pdf", fallback="form"),
                                              translate("Export", "PDF (*.pdf)"))
        if not path:
            return None
        try:
            write_atomic(path, pen_form_of(doc, w.lang))
        except OSError as err:
            QMessageBox.warning(w, translate("Export", "Cannot write"), f"{path}: {err.strerror or err}")
            return None
        w.statusBar().showMessage(translate("Export", "The form is written: %1").replace("%1", path), 15000)
        return path

    def preview(self) -> bool:
        w = self.window
        try:
            data, _ = render_pdf(self.game.doc, self.game.lang)
        except Exception as err:   # a protocol that cannot be drawn is said, never skipped
            self._failed(translate("Export", "The protocol could not be drawn"), err)
            return False
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintPreviewDialog(printer, w)
        painted = []
        dialog.paintRequested.connect(lambda p: painted.append(paint_pages(p, data)))
        dialog.exec()
        if painted and not any(painted):
            QMessageBox.warning(w, translate("Export", "Print preview"),
                                translate("Export", "Nothing could be painted for the printer."))
            return False
        return True

    def _failed(self, what: str, err: Exception) -> None:
        from .errors import log
        path = log(type(err), err, err.__traceback__)
        QMessageBox.warning(self.window, what, f"{what}: {err}\n\n" + translate(
            "Export", "The details are in %1").replace("%1", str(path)))

    def sign(self) -> str | None:
        """Sign the finished game: the file gets its signature, the PDF its stamp."""
        w = self.window
        if not self.game.doc.state.is_game_over():
            QMessageBox.information(w, translate("Export", "Sign"), translate(
                "Export", "Only a finished game is signed."))
            return None
        if not errors_acknowledged(w, translate("Acknowledge", "Acknowledge and sign")):
            return None
        path = self._ask_pdf_path(translate("Export", "Signed protocol"), signed=True)
        return self._write(path, sign=True) if path else None

    def passphrase(self) -> str | None:
        """The key's passphrase; a new key's is asked twice, so that a typo does not lock
        the judge out of a key they cannot open again."""
        from app.signing import has_identity
        title = translate("Export", "Sign")
        if has_identity():
            text, ok = QInputDialog.getText(self.window, title, translate(
                "Export", "The passphrase of your signing key:"), QLineEdit.EchoMode.Password)
            return text if ok and text else None
        prompt = translate("Export", "A new signing key is created for you. Choose its passphrase:")
        while True:
            first, ok = QInputDialog.getText(self.window, title, prompt, QLineEdit.EchoMode.Password)
            if not ok or not first:
                return None
            again, ok = QInputDialog.getText(self.window, title, translate(
                "Export", "Type the same passphrase again:"), QLineEdit.EchoMode.Password)
            if not ok:
                return None
            if again == first:
                return first
            prompt = translate("Export", "The two passphrases differ. Choose the passphrase again:")

    def _write(self, path: str, sign: bool) -> str | None:
        w, game = self.window, self.game
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            data, renderer = render_pdf(game.doc, game.lang)
            signed = self._signed(data, renderer) if sign else data
            if signed is None:
                return None
            write_atomic(path, signed, private=holds_secrets(game.doc.to_json()))
        except OSError as err:
            QMessageBox.warning(w, translate("Export", "Cannot write"), f"{path}: {err.strerror or err}")
            return None
        except Exception as err:   # the renderer or the signer failed: say so, write nothing
            QGuiApplication.restoreOverrideCursor()
            self._failed(translate("Export", "The protocol was not written"), err)
            QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            return None
        finally:
            QGuiApplication.restoreOverrideCursor()
        w.show_inline("")
        done = translate("Export", "The signed protocol is written: %1") if sign \
            else translate("Export", "The protocol is written: %1")
        w.statusBar().showMessage(done.replace("%1", path), 15000)
        return path

    def _signed(self, data: bytes, renderer: ProtocolRenderer) -> bytes | None:
        from app.signing import SigningError, ensure_identity, sign_game, sign_pdf
        w, game = self.window, self.game
        QGuiApplication.restoreOverrideCursor()
        passphrase = self.passphrase()
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        if passphrase is None:
            return None
        judge = game.doc.meta.get("judge")
        try:
            identity = ensure_identity(judge, passphrase)
            signed_doc = sign_game(game.doc.to_json(), identity, finished=game.doc.state.is_game_over())
            signed = sign_pdf(data, identity, stamp=renderer.stamp_box, lang=game.lang)
        except SigningError as err:
            QMessageBox.warning(w, translate("Export", "Not signed"), err.message(game.lang))
            return None
        w.apply_signature(signed_doc["signature"])     # the window words the undo step
        if game.path:
            try:
                game.write_file()
            except GameFileError as err:
                QMessageBox.warning(w, translate("Export", "Cannot save"), err.message(game.lang))
        return signed
