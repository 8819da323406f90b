"""File → Join a tournament…: the judge types the table's join code (or reads its QR code with
the laptop's camera, ui/join_camera.py, or from a photograph), the sheet claims the table on
the tournament's server and opens the table's game of the current round with its players from
the seating; from then on every change also goes to the server (app.judge.live), and the
status bar says how many are not sent yet.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.judge.archive import ArchiveRefused
from app.judge.live import code_in_picture, read_code

from .background import Operation
from .join_camera import CodeCamera

if TYPE_CHECKING:
    from app.document import GameDocument
    from app.judge.live import Joined, Parsed

    from .sheet_window import SheetWindow

    class LiveWindow(SheetWindow):
        """The sheet as a table of a live tournament: the link to it, while there is one."""

        live: LiveLink | None

translate = QCoreApplication.translate
PREVIEW = QSize(400, 300)


class JoinDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, lang: str = "ru") -> None:
        super().__init__(parent)
        self.lang = lang
        self.setWindowTitle(translate("Join", "Join a tournament"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(translate("Join", "The join code of your table (on the card from the secretary):")))
        row = QHBoxLayout()
        self.code = QLineEdit()
        self.code.setPlaceholderText("0000-0000-0000-0000-0000-0000-0000")
        self.code.setMinimumWidth(360)
        row.addWidget(self.code)
        self.picture = QPushButton(translate("Join", "From a &photo…"))
        self.picture.clicked.connect(self.read_picture)
        row.addWidget(self.picture)
        self.camera_button = QPushButton(translate("Join", "With the &camera"))
        self.camera_button.clicked.connect(lambda: self.start_camera())
        row.addWidget(self.camera_button)
        layout.addLayout(row)
        self.camera: CodeCamera | None = None
        self.preview = QLabel()
        self.preview.setFixedSize(PREVIEW)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setStyleSheet("background: #202020;")
        self.preview.hide()
        layout.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignHCenter)
        self.seen = QLabel("")
        self.seen.setWordWrap(True)
        self.seen.hide()
        layout.addWidget(self.seen)
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020")
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("Join", "&Join"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def read_picture(self, path: str | None = None) -> None:
        if not path:
            path, _ = QFileDialog.getOpenFileName(self, translate("Join", "A photo of the join code"), "",
                                                  translate("Join", "Pictures (*.png *.jpg *.jpeg)"))
        if not path:
            return
        try:
            self.code.setText(read_code(code_in_picture(path)).text())
            self.problem.setText("")
        except ArchiveRefused as error:
            self.problem.setText(error.message(self.lang))

    def start_camera(self, recorded: str | None = None) -> None:
        """The camera's picture in the dialog, read until a join code is in it (``recorded``: a
        video file in the camera's place, for the tests)."""
        self.stop_camera()
        self.camera = CodeCamera(self, self.lang, recorded)
        self.camera.framed.connect(
            lambda image: self.preview.setPixmap(
                QPixmap.fromImage(image).scaled(
                    self.preview.size(), Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
                )
            )
        )
        self.camera.seen.connect(self.seen.setText)
        self.camera.found.connect(self._read_by_camera)
        self.seen.setText(translate("Join", "Hold the QR code of your table's card in front of the camera"))
        problem = self.camera.start()
        if problem is not None:
            self.stop_camera()
            self.problem.setText(problem)
            self.adjustSize()  # the line wraps: the dialog grows to show it whole
            return
        self.problem.setText("")
        self.preview.clear()
        self.preview.show()
        self.seen.show()

    def stop_camera(self) -> None:
        if self.camera is not None:
            self.camera.stop()
            self.camera.deleteLater()
            self.camera = None
        self.preview.hide()
        self.seen.hide()

    def _read_by_camera(self, code: Parsed) -> None:
        self.stop_camera()
        self.code.setText(code.text())
        self.accept()

    def accept(self) -> None:
        try:
            read_code(self.code.text())
        except ArchiveRefused as error:
            self.problem.setText(error.message(self.lang))
            return
        super().accept()

    def done(self, result: int) -> None:
        self.stop_camera()  # the camera's light goes off with the dialog
        super().done(result)


class LiveLink(QObject):
    """The window's link to its table: the recorder of the open game and the status bar's count."""

    counted = Signal(int)

    def __init__(self, window: LiveWindow, joined: Joined) -> None:
        super().__init__(window)
        from app.judge.live import table_recorder

        self.window, self.joined = window, joined
        self.label = QLabel("")
        window.statusBar().addPermanentWidget(self.label)
        self.counted.connect(self.show_count)
        self.recorder = table_recorder(joined, self.counted.emit)  # emitted from the pusher's thread
        self.doc: GameDocument | None = None

    def follow(self, doc: GameDocument) -> None:
        self.doc = doc
        self.recorder.attach(doc, author=doc.meta.get("judge"))
        self.show_count(self.recorder.pusher.unsent)

    def show_count(self, count: int) -> None:
        place = (
            translate("Join", "table %1, round %2")
            .replace("%1", str(self.joined.table))
            .replace("%2", str(self.joined.round))
        )
        conflicts = sorted(self.recorder.pusher.conflicts)
        if self.recorder.pusher.problem is not None:  # the claim is gone: the secretary freed the table
            self.label.setText(
                place
                + " · "
                + translate(
                    "Join", "the server refuses this device's changes (the table was freed?): tell the secretary"
                )
            )
            self.label.setStyleSheet("color: #b00020")
        elif conflicts:  # the server holds other contents at these numbers: the secretary sees them too
            self.label.setText(
                place
                + " · "
                + translate("Join", "changes %1 differ from the server's: tell the secretary").replace(
                    "%1", ", ".join(map(str, conflicts[:5]))
                )
            )
            self.label.setStyleSheet("color: #b00020")
        elif count:
            self.label.setText(place + " · " + translate("Join", "not sent: %1").replace("%1", str(count)))
            self.label.setStyleSheet("color: #b00020")
        else:
            self.label.setText(place + " · " + translate("Join", "all sent"))
            self.label.setStyleSheet("")

    def switched(self, doc: GameDocument) -> None:
        """Another game opened in the window: this one is no longer the table's."""
        if doc is not self.doc:
            self.close()

    def close(self) -> None:
        self.recorder.detach()
        self.window.statusBar().removeWidget(self.label)
        self.label.deleteLater()
        if self.window.live is self:
            self.window.live = None


def join_tournament(window: LiveWindow, code: str | None = None) -> Operation[Joined] | None:
    """The menu's action (``code`` given: the tests, without the dialog). The claim goes over the
    network, to an address that may accept and never answer: it runs off the UI thread, the sheet
    keeps answering, and the table opens when the server has said yes (the operation is returned,
    so that a caller can wait for it)."""
    from app.judge.live import join_table

    if not window.may_discard():
        return None
    if code is None:
        dialog = JoinDialog(window, window.lang)
        if not dialog.exec():
            return None
        code = dialog.code.text()
    window.statusBar().showMessage(translate("Join", "Joining the tournament…"))
    QGuiApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)

    def joined(result: Joined) -> None:
        _joining_ended(window)
        open_table(window, result)

    def failed(error: BaseException) -> None:
        _joining_ended(window)
        if not isinstance(error, ArchiveRefused):
            raise error             # not the code's or the server's: the program's handler shows it
        QMessageBox.warning(window, translate("Join", "Join a tournament"), error.message(window.lang))

    return Operation(window, lambda progress: join_table(code), name="join").on_done(joined).on_failed(failed).run()


def _joining_ended(window: LiveWindow) -> None:
    QGuiApplication.restoreOverrideCursor()
    window.statusBar().clearMessage()


def open_table(window: LiveWindow, joined: Joined) -> None:
    """The dialog of a new game, its players and place from the seating; the judge deals the roles.
    A table joined again on this device (the sheet was closed or crashed) goes on with its game."""
    from app.document import GameDocument
    from app.judge.live import table_game

    from .new_game import ROLE_SET, NewGameDialog

    before = table_game(joined)
    if before is not None:
        _follow(window, joined, GameDocument(before))
        return
    seeded = joined.seeded()
    seeded["players"] = [dict(p, role=r) for p, r in zip(seeded["players"], ROLE_SET)]
    seeded["ruleset"] = "league"
    dialog = NewGameDialog(window, doc=seeded, lang=window.lang, names_for=window.game.player_names(), dealing=True)
    dialog.setWindowTitle(
        translate("Join", "Table %1, round %2").replace("%1", str(joined.table)).replace("%2", str(joined.round))
    )
    dialog.draw_roles()
    if not dialog.exec():
        return
    meta = {**dialog.meta(), **seeded["meta"]}
    _follow(window, joined, GameDocument.new(dialog.names(), dialog.roles(), dialog.ruleset(), meta))


def _follow(window: LiveWindow, joined: Joined, doc: GameDocument) -> None:
    if window.live is not None:
        window.live.close()
    window.game.start(doc)
    window.live = LiveLink(window, joined)
    window.live.follow(window.doc)
