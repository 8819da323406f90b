"""Tournament → Open for the tables: the secretary's laptop serves the tournament (issue 29).

The tournament's own server starts in a thread (a first start makes its cluster: a few
seconds), then the window follows the tournament in the server's archive, where the judges'
games arrive, and a dialog shows the address and each table's join code with its QR code, and
saves the codes as a PDF of cards to print.  *Close for the tables* (or closing the window)
stops the server; opening again resumes it with the same codes.
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
)

from app.atomic import write_atomic
from app.secretary import OpenTournament, PlaceError

from ..my_certificate import QrView

if TYPE_CHECKING:
    from reports.join_codes import JoinCode  # what a printed card shows of a table's code

    from .base import WindowBase

translate = QCoreApplication.translate
PROBLEMS_EVERY_MS = 5_000


# What the window uses of the tournament's server (app.storage.tournament_server, which the
# secretary's windows reach only through their controller, issue 40 §1).
class Refused(Protocol):
    def message(self, lang: str) -> str: ...


class Server(Protocol):
    @property
    def tournament(self) -> str: ...

    @property
    def started_in(self) -> float: ...

    @property
    def address(self) -> str: ...

    @property
    def archive_url(self) -> str: ...

    def codes(self) -> list[JoinCode]: ...

    def problems(self) -> list[Refused]: ...

    def free_table(self, round_no: int, table: int) -> bool: ...

    def stop(self) -> None: ...


class ServeDialog(QDialog):
    """The address and the tables' join codes; the QR code of the table chosen in the list."""

    def __init__(self, secretary: WindowBase, server: Server) -> None:
        super().__init__(secretary)
        # not ``self.window``: that would hide QWidget.window()
        self.secretary, self.server = secretary, server
        self.setWindowTitle(translate("Serving", "The tournament is open for the tables"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(translate("Serving", "Address: %1 · started in %2 s")
                                .replace("%1", server.address).replace("%2", f"{server.started_in:.1f}")))
        row = QHBoxLayout()
        self.tables = QListWidget()
        self.codes = server.codes()
        template = translate("Serving", "Table %1: %2")
        for code in self.codes:
            self.tables.addItem(template.replace("%1", str(code.table)).replace("%2", code.text()))
        # the whole code on its line (40 characters): a judge copies it from here
        widest = max((self.tables.fontMetrics().horizontalAdvance(self.tables.item(i).text())
                      for i in range(self.tables.count())), default=0)
        self.tables.setMinimumWidth(max(380, widest + 4 * self.tables.frameWidth() + 16))
        self.tables.currentRowChanged.connect(self.show_code)
        row.addWidget(self.tables)
        self.qr = QrView()
        row.addWidget(self.qr)
        layout.addLayout(row)
        # A change the archive refuses is skipped (the table's game goes on): the secretary sees it here.
        self.problems_label = QLabel(translate("Serving", "Changes from the tables the archive did not accept:"))
        self.problems_label.setStyleSheet("color: #b00020;")
        self.problems = QListWidget()
        self.problems.setWordWrap(True)
        self.problems.setMaximumHeight(120)
        layout.addWidget(self.problems_label)
        layout.addWidget(self.problems)
        self.timer = QTimer(self)
        self.timer.setInterval(PROBLEMS_EVERY_MS)
        self.timer.timeout.connect(self.show_problems)
        self.timer.start()
        self.show_problems()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.save_button = QPushButton(translate("Serving", "&Save the codes for printing…"))
        self.save_button.clicked.connect(lambda: self.save())
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.free_button = QPushButton(translate("Serving", "&Free the table…"))
        self.free_button.setToolTip(translate("Serving", "A table's laptop is replaced: let another device join it"))
        self.free_button.clicked.connect(lambda: self.free())
        buttons.addButton(self.free_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.tables.setCurrentRow(0)

    def show_problems(self) -> None:
        found = [p.message(self.secretary.lang) for p in self.server.problems()]
        if found != [self.problems.item(i).text() for i in range(self.problems.count())]:
            self.problems.clear()
            self.problems.addItems(found)
        self.problems_label.setVisible(bool(found))
        self.problems.setVisible(bool(found))

    def show_code(self, row: int) -> None:
        if 0 <= row < len(self.codes):
            self.qr.set_text(OpenTournament.join_qr(self.codes[row].text()))

    def free(self, round_no: int | None = None) -> bool:
        """The chosen table's claim in a round dropped: the device that held it is gone."""
        row = self.tables.currentRow()
        if not 0 <= row < len(self.codes):
            return False
        table = self.codes[row].table
        if round_no is None:
            round_no, ok = QInputDialog.getInt(self, translate("Serving", "Free the table"),
                                               translate("Serving", "Table %1 is freed in round:")
                                               .replace("%1", str(table)), 1, 1, 999)
            if not ok:
                return False
        freed = self.server.free_table(round_no, table)
        self.secretary.statusBar().showMessage(
            (translate("Serving", "Table %1 is free in round %2: another device may join it") if freed else
             translate("Serving", "No device held table %1 in round %2")).replace("%1", str(table))
            .replace("%2", str(round_no)))
        return freed

    def save(self, path: str | None = None) -> None:
        from reports.join_codes import join_codes_pdf
        if not path:
            path, _ = QFileDialog.getSaveFileName(self, translate("Serving", "Join codes"), "join-codes.pdf",
                                                  "PDF (*.pdf)")
        if path:
            write_atomic(path, join_codes_pdf(self.codes, self.server.tournament, self.secretary.lang))


class Serving(QObject):
    """The window's server: started off the window's thread, stopped with the window."""

    started = Signal(object)       # the server, or the error's line
    failed = Signal(str)

    def __init__(self, window: WindowBase) -> None:
        super().__init__(window)
        self.window = window
        self.server: Server | None = None
        self.dialog: ServeDialog | None = None
        # not ``self.thread``: that would hide QObject.thread()
        self.starting: threading.Thread | None = None
        self.started.connect(self._started)
        self.failed.connect(self._failed)
        self.open_action = window.action(translate("Serving", "Open for the tables…"), lambda: self.open())
        self.close_action = window.action(translate("Serving", "Close for the tables"), self.stop)
        self.close_action.setEnabled(False)
        menu = window.menuBar().addMenu(translate("Serving", "&Tournament"))
        menu.addAction(self.open_action)
        menu.addAction(self.close_action)

    def _place(self) -> tuple[str, int, list[list[list[str]]]] | None:
        w = self.window
        name = w.controller.given_name
        if not name:
            name, ok = QInputDialog.getText(w, translate("Serving", "Open for the tables"),
                                            translate("Serving", "The tournament's name:"))
            if not ok or not name.strip():
                return None
        schedule = w.controller.schedule
        if schedule is not None:
            grid = schedule.grid()
            return name.strip(), max(len(r) for r in grid), grid
        tables, ok = QInputDialog.getInt(w, translate("Serving", "Open for the tables"),
                                         translate("Serving", "No seating is loaded. Number of tables:"), 2, 1, 255)
        return (name.strip(), tables, []) if ok else None

    def open(self, *, host: str | None = None, folder: Path | None = None) -> None:
        """Start serving (``host``, ``folder``: the tests keep to 127.0.0.1 and a folder of theirs)."""
        if self.server is not None:
            self._show(self.server)
            return
        place = self._place()
        if place is None:
            return
        server = self.window.controller.tournament_server(place[0], place[1], place[2], host=host, folder=folder)
        self.open_action.setEnabled(False)
        self.window.statusBar().showMessage(translate("Serving", "Starting the tournament's server…"))
        self.starting = threading.Thread(target=self._start, args=(server,), name="serve-start", daemon=True)
        self.starting.start()

    def _start(self, server: Server) -> None:
        try:
            OpenTournament.start_server(server, self.window.lang)
        except PlaceError as error:
            self.failed.emit(error.message(self.window.lang))
            return
        self.started.emit(server)

    def _failed(self, message: str) -> None:
        self.open_action.setEnabled(True)
        self.window.statusBar().clearMessage()
        QMessageBox.warning(self.window, translate("Serving", "Open for the tables"), message)

    def _started(self, server: Server) -> None:
        w = self.window
        try:
            w.controller.serve(server.archive_url)
        except PlaceError as error:
            server.stop()
            self._failed(error.message(w.lang))
            return
        self.server = server
        self.close_action.setEnabled(True)
        w.statusBar().showMessage(translate("Serving", "Open for the tables at %1").replace("%1", server.address))
        w.open_tournament(server.tournament)
        self._show(server)

    def _show(self, server: Server) -> None:
        if self.dialog is None:
            self.dialog = ServeDialog(self.window, server)
        self.dialog.show()
        self.dialog.raise_()

    def refused(self) -> list[Refused]:
        """The tables' changes the served archive refused (none when not serving): read with the
        window's games, on its reading thread, for the issues tab."""
        server = self.server
        return server.problems() if server is not None else []

    def stop(self) -> None:
        if self.starting is not None:
            self.starting.join()
        if self.server is None:
            return
        w = self.window
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None
        w.wait_for_reading()
        w.controller.stop_serving()
        self.server.stop()
        self.server = None
        self.open_action.setEnabled(True)
        self.close_action.setEnabled(False)
        w.statusBar().showMessage(translate("Serving", "The tournament's server is stopped"))
