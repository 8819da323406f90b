"""Whom the tournament trusts, in the window: its register of judges and the choice, asked
once when the tournament is new, between a club tournament (unsigned protocols count) and
a federation one (only the register's judges' signatures count).

The setup is ``app.tournament.trust``'s, kept where the tournament is (``tournament.setup``
beside the first imported folder, or the archive's tables): the window asks the open
tournament (``app.secretary.OpenTournament``) and never which place it is.  The window
decides nothing: it reads certificates and QR images through app.tournament.trust and
hands the judge to the controller.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.secretary import OpenTournament, PlaceError
from app.tournament.trust import TournamentSetup, TrustError, judge_from_file, judge_from_qr_image

from .base import WindowBase
from .texts import translate


def kind_text(setup: TournamentSetup | None) -> str:
    kind = setup.kind if setup is not None else None
    if kind == "club":
        return translate("Secretary", "Club tournament: unsigned protocols count, marked as such.")
    if kind == "federation":
        return translate("Secretary", "Federation tournament: only protocols signed by the judges of the register "
                                      "count.")
    return translate("Secretary", "Club or federation is not chosen yet: the regulation decides whether unsigned "
                                  "protocols count.")


class KindBanner(QFrame):
    """Asked once, above the tabs, when a tournament has no setup yet."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("KindBanner { background: #fff8e1; }")
        text = QLabel(translate("Secretary", "A new tournament: do unsigned protocols count? A club tournament counts "
                                             "them (marked as unsigned); a federation tournament counts only "
                                             "protocols signed by the judges of its register."))
        text.setWordWrap(True)
        self.club = QPushButton(translate("Secretary", "Club tournament"))
        self.federation = QPushButton(translate("Secretary", "Federation tournament"))
        row = QHBoxLayout(self)
        row.addWidget(text, 1)
        row.addWidget(self.club)
        row.addWidget(self.federation)


class JudgesDialog(QDialog):
    """The register: each judge with name and fingerprint; add from a certificate file or
    an image of the QR code the judge's sheet shows; remove."""

    def __init__(self, controller: OpenTournament, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller, self.lang = controller, lang
        self.changed = False
        self.setWindowTitle(translate("Secretary", "The tournament's judges"))
        self.kind = QLabel()
        self.kind.setWordWrap(True)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([translate("Secretary", "Judge"), translate("Secretary", "Fingerprint"),
                                              translate("Secretary", "Added")])
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.add_file = QPushButton(translate("Secretary", "Add from a certificate file…"))
        self.add_qr = QPushButton(translate("Secretary", "Add from a QR code image…"))
        self.remove = QPushButton(translate("Secretary", "Remove"))
        self.add_file.clicked.connect(self._from_file)
        self.add_qr.clicked.connect(self._from_qr)
        self.remove.clicked.connect(self._remove)
        self.table.itemSelectionChanged.connect(self._selection)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b00020;")
        self.problem.setWordWrap(True)
        hint = QLabel(translate("Secretary", "The judge's sheet shows its certificate as a QR code under File → My "
                                             "certificate: a photo or a screenshot of it will do."))
        hint.setWordWrap(True)
        buttons = QHBoxLayout()
        for b in (self.add_file, self.add_qr, self.remove):
            buttons.addWidget(b)
        buttons.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.button(QDialogButtonBox.StandardButton.Close).setText(translate("Secretary", "Close"))
        close.rejected.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.kind)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        layout.addWidget(hint)
        layout.addWidget(self.problem)
        layout.addWidget(close)
        self.resize(760, 420)
        self.reload()

    def reload(self) -> None:
        try:
            setup = self.controller.read_setup()
        except PlaceError as error:
            self.problem.setText(error.message(self.lang))
            setup = None
        self.kind.setText(kind_text(setup))
        judges = setup.judges if setup is not None else ()
        self.table.setRowCount(len(judges))
        for row, judge in enumerate(judges):
            for col, text in enumerate((judge.name, judge.short, judge.added_at[:10])):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, judge.fingerprint)
                if col == 1:
                    item.setToolTip(judge.fingerprint.upper())
                self.table.setItem(row, col, item)
        self.table.resizeColumnToContents(1)
        self._selection()

    def _selection(self) -> None:
        self.remove.setEnabled(bool(self.table.selectedItems()))

    def add_from(self, path: str, qr: bool) -> bool:
        """Add the judge of ``path`` (a certificate, or an image with its QR code)."""
        try:
            judge = judge_from_qr_image(path) if qr else judge_from_file(path)
            self.controller.add_judge(judge)
        except (TrustError, PlaceError) as error:
            self.problem.setText(error.message(self.lang))
            return False
        except OSError as error:
            self.problem.setText(str(error.strerror or error))
            return False
        self.problem.setText("")
        self.changed = True
        self.reload()
        return True

    def remove_selected(self) -> bool:
        items = self.table.selectedItems()
        if not items:
            return False
        try:
            self.controller.remove_judge(items[0].data(Qt.ItemDataRole.UserRole))
        except PlaceError as error:
            self.problem.setText(error.message(self.lang))
            return False
        self.changed = True
        self.reload()
        return True

    def _from_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("Secretary", "The judge's certificate"), "",
                                              translate("Secretary", "Certificates (*.pem *.crt *.cer *.der)"))
        if path:
            self.add_from(path, qr=False)

    def _from_qr(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("Secretary", "A photo or screenshot of the QR code"), "",
                                              translate("Secretary", "Images (*.png *.jpg *.jpeg *.bmp)"))
        if path:
            self.add_from(path, qr=True)

    def _remove(self) -> None:
        items = self.table.selectedItems()
        if not items:
            return
        judge = self.table.item(items[0].row(), 0)      # the row's name (reload fills every cell)
        name = judge.text() if judge is not None else ""
        answer = QMessageBox.question(self, translate("Secretary", "Remove the judge"), translate(
            "Secretary", "Remove {name} from the register? The games this judge signed will be set aside.")
            .format(name=name))
        if answer == QMessageBox.StandardButton.Yes:
            self.remove_selected()


class TrustMixin(WindowBase):
    """The window's side of the setup: choose club or federation, edit the register (a
    mixin of SecretaryWindow, which holds the open tournament as ``controller``)."""

    def _setup_changed(self) -> None:
        self.controller.setup_changed()

    def choose_kind(self, unsigned: str) -> bool:
        """Club (``count``) or federation (``wait``): asked once, when the tournament is new."""
        try:
            self.controller.set_unsigned(unsigned)
        except PlaceError as error:
            QMessageBox.warning(self, translate("Secretary", "The tournament"), error.message(self.lang))
            return False
        return True

    def edit_judges(self) -> JudgesDialog | None:
        if not self.controller.place.kept:
            QMessageBox.information(self, translate("Secretary", "The tournament's judges"), translate(
                "Secretary", "Import the tournament's folder or open a tournament of the archive first."))
            return None
        dialog = JudgesDialog(self.controller, self.lang, self)
        dialog.finished.connect(lambda _: self._setup_changed() if dialog.changed else None)
        dialog.open()
        return dialog
