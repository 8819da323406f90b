"""A player's career in the secretary's window (Games → Player's career…): the card of one
person across the archive (asked of the window's controller) — games, wins by role, best moves,
fouls and removals, points by
tournament, opponents met most — and the rating's history drawn, as ``mafia-protocol
player`` prints it; the same card saved as a PDF.  The archive is read in a worker thread,
so the window never waits on the database.  Not modal: several cards can be compared."""
from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray
from PySide6.QtSvgWidgets import QSvgWidget
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.i18n import DEFAULT
from app.ratings import Formula, formulas
from app.ratings.chart import history_svg
from app.ratings.render import card_lines

from ..background import Operation
from .texts import translate

if TYPE_CHECKING:
    from app.ratings.card import PlayerCard
    from app.secretary import OpenTournament

    from .base import WindowBase


class CareerDialog(QDialog):
    def __init__(self, controller: OpenTournament, lang: str = DEFAULT, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller, self.lang = controller, lang
        self.card: PlayerCard | None = None
        self.loader: Operation[PlayerCard] | None = None
        self.setWindowTitle(translate("Career", "Player's career"))
        self.query = QLineEdit()
        self.query.setPlaceholderText(translate("Career", "Nickname, #id or federation id"))
        self.query.returnPressed.connect(self.lookup)
        self.formula = QComboBox()
        for formula in formulas():
            self.formula.addItem(formula.title, formula)
        self.formula.setCurrentIndex(self.formula.findText("mafiaratings.com"))
        self.show_button = QPushButton(translate("Career", "Show"))
        self.show_button.clicked.connect(self.lookup)
        self.pdf_button = QPushButton(translate("Career", "Card as PDF…"))
        self.pdf_button.setEnabled(False)
        self.pdf_button.clicked.connect(self.choose_pdf)
        row = QHBoxLayout()
        for widget in (self.query, self.formula, self.show_button, self.pdf_button):
            row.addWidget(widget)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.chart = QSvgWidget()
        self.chart.setMinimumSize(480, 180)
        self.chart.hide()
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.text)
        layout.addWidget(self.chart, 1)
        self.resize(720, 560)

    def lookup(self) -> None:
        query = self.query.text().strip()
        if not query or (self.loader is not None and self.loader.running):
            return
        self.show_button.setEnabled(False)
        formula: Formula = self.formula.currentData()
        self.loader = Operation(self, lambda progress: self.controller.player_card(query, formula), name="career") \
            .on_done(self.show_card).on_failed(self._failed).run()

    def _failed(self, error: BaseException) -> None:
        # PlaceError words what the archive or the ratings refused; anything else is the database gone
        message = getattr(error, "message", None)
        self.show_problem(message(self.lang) if callable(message) else f"{type(error).__name__}: {error}")

    def show_card(self, card: PlayerCard) -> None:
        self.show_button.setEnabled(True)
        self.card = card
        lines = card_lines(card, self.lang)
        self.text.setText(f"<b>{escape(lines[0])}</b><br>" + "<br>".join(
            escape(line).replace("  ", "&nbsp;&nbsp;&nbsp;&nbsp;") for line in lines[1:]))
        self.text.setStyleSheet("")
        if card.history:
            svg = history_svg([(h.played_on, h.rating) for h in card.history], title=card.person.name)
            self.chart.load(QByteArray(svg.encode("utf-8")))
            self.chart.show()
        else:
            self.chart.hide()
        self.pdf_button.setEnabled(True)

    def show_problem(self, text: str) -> None:
        self.show_button.setEnabled(True)
        self.card = None
        self.text.setText(escape(text))
        self.text.setStyleSheet("color: #b00020;")
        self.chart.hide()
        self.pdf_button.setEnabled(False)

    def choose_pdf(self) -> None:
        if self.card is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, translate("Career", "Card as PDF…"),
                                              f"{self.card.person.name}.pdf", "PDF (*.pdf)")
        if path:
            self.save_pdf(path)

    def save_pdf(self, path: str) -> None:
        from app.atomic import write_atomic
        from reports.ratings import card_pdf
        if self.card is None:
            return
        try:
            write_atomic(path, card_pdf(self.card, self.lang))
        except OSError as error:
            self.show_problem(f"{path}: {error.strerror or error}")


def install(window: WindowBase) -> None:
    """Games → Player's career…, before the menu's last part (Close)."""
    menu = window.games_menu
    close = menu.actions()[-1]          # the window's Games menu ends with Close
    menu.insertAction(close, window.action(translate("Career", "Player's career…"), lambda: open_career(window)))
    menu.insertSeparator(close)


def open_career(window: WindowBase) -> CareerDialog:
    dialog = CareerDialog(window.controller, window.lang, window)
    dialog.show()
    return dialog
