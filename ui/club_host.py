"""The boulevard host's tools in the sheet: striking an event before the reveal, a host's error
after it (Ф.6), the private journal (Ф.7) as text or PDF, and the words of the club game.

The main window keeps only hook lines; what is shown here is masked as the sheet is: a night
action is named by its role only (one action per role a night, so the host still knows it).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.editions import club_state, edition_of
from app.i18n import catalogue_text
from app.kernel.findings import event_number
from app.table_state import TableState

if TYPE_CHECKING:
    from app.boulevard.state import BoulevardState

    from .sheet_window import SheetWindow

translate = QCoreApplication.translate
NOTE_MAX = 300


# Menu items of one book only (keys of ``SheetWindow.menu_actions``, ui/menus.py).
SPORT_ONLY = ("awards", "foul", "warning")
CLUB_ONLY = ("strike", "host_error", "journal", "violation")


def club_menus(w: SheetWindow) -> None:
    """Show the items of the game's book: no best move, foul or warning at a club table, no
    host's error or journal at a sport one (a hidden item's shortcut is off too)."""
    club = w.model.club
    for key in SPORT_ONLY + CLUB_ONLY:
        action = w.menu_actions.get(key)
        if action is not None:
            action.setVisible(club == (key in CLUB_ONLY))
            action.setEnabled(action.isVisible())
    w.awards_button.setVisible(not club)


def line_text(commands: list[dict[str, Any]]) -> str:
    """A typed club line for the Edit menu: the commands in words, a night action unnamed."""
    from .event_text import event_text
    return "; ".join(event_text(c) for c in commands)


class StrikeDialog(QDialog):
    """Ф.6 before the reveal: the event recorded by mistake, struck with a trace."""

    def __init__(self, events: list[dict[str, Any]], lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ClubHost", "Strike an event before the reveal"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(translate("ClubHost", "The event recorded by mistake in this phase:")))
        from app.boulevard.journal import public_event_text  # the club game's, not the first window's
        self.list = QListWidget()
        for index, event in enumerate(events):
            if event.get("type") in ("correction", None):
                continue
            item = QListWidgetItem(f"#{event_number(index)} · {public_event_text(event).pick(lang)}")
            item.setData(Qt.ItemDataRole.UserRole, index)
            self.list.addItem(item)
        if self.list.count():
            self.list.setCurrentRow(self.list.count() - 1)
        self.list.itemActivated.connect(lambda _: self.accept())
        layout.addWidget(self.list)
        form = QFormLayout()
        self.note = QLineEdit()
        self.note.setMaxLength(NOTE_MAX)
        self.note.setPlaceholderText(translate("ClubHost", "what went wrong (kept in the journal)"))
        form.addRow(translate("ClubHost", "Note"), self.note)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(520, 360)

    def chosen(self) -> dict[str, Any] | None:
        item = self.list.currentItem()
        if item is None:
            return None
        out: dict[str, Any] = {"type": "correction", "event": item.data(Qt.ItemDataRole.UserRole), "replacement": None}
        if self.note.text().strip():
            out["note"] = self.note.text().strip()
        return out


class HostErrorDialog(QDialog):
    """Ф.6 after the reveal: a neutral decision, or the replay of the round; with a note."""

    def __init__(self, state: BoulevardState, lang: str, parent: SheetWindow | None = None) -> None:
        super().__init__(parent)
        self.state, self.lang = state, lang
        self.setWindowTitle(translate("ClubHost", "Host's error after the reveal"))
        form = QFormLayout(self)
        self.round = QComboBox()
        from app.boulevard.model import phase_name  # the club game's, not the first window's
        for phase in reversed(state.phases):
            self.round.addItem(phase_name(phase.name).pick(lang), phase.name)
        self.remedy = QComboBox()
        self.remedy.addItem(translate("ClubHost", "a neutral decision"), "neutral")
        self.remedy.addItem(translate("ClubHost", "replay the round"), "replay")
        self.note = QLineEdit()
        self.note.setMaxLength(NOTE_MAX)
        self.note.setPlaceholderText(translate("ClubHost", "what went wrong (kept in the journal)"))
        self.message = QLabel()
        self.message.setStyleSheet("color:#b71c1c")
        self.message.setWordWrap(True)
        form.addRow(translate("ClubHost", "Round"), self.round)
        form.addRow(translate("ClubHost", "Remedy"), self.remedy)
        form.addRow(translate("ClubHost", "Note"), self.note)
        form.addRow(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.resize(480, 200)

    def chosen(self) -> dict[str, Any]:
        out = {"type": "host_error", "round": self.round.currentData(), "remedy": self.remedy.currentData()}
        if self.note.text().strip():
            out["note"] = self.note.text().strip()
        return out

    def accept(self) -> None:
        if self.remedy.currentData() == "replay" and self.round.currentData() not in self.state.replayable_rounds():
            from app.boulevard.model import phase_name
            allowed = ", ".join(phase_name(n).pick(self.lang)
                                for n in self.state.replayable_rounds())
            self.message.setText(translate("ClubHost", "Only the current or the previous round can be "
                                                       "replayed: %1.").replace("%1", allowed))
            return
        super().accept()


def export_journal(window: SheetWindow, path: str | None = None) -> str | None:
    """The host's private journal, as PDF (chosen by the name's ending) or plain text,
    written readable by its owner only."""
    state = club_state(window.doc.state)
    if state is None:       # the caller asked the edition (ui.host_actions)
        raise ValueError("only a boulevard game keeps a host's journal")
    if path is None:
        from .game_files import suggested_path
        suggested = suggested_path(window.game, ".journal.pdf")
        path, _ = QFileDialog.getSaveFileName(
            window, translate("ClubHost", "Host's journal"), suggested,
            translate("ClubHost", "PDF (*.pdf);;Text (*.txt)"))
        if not path:
            return None
    from app.atomic import write_atomic
    if path.lower().endswith(".pdf"):
        from reports.journal import JournalRenderer
        data = JournalRenderer(state, window.lang).render()
    else:
        from app.boulevard import export_text
        data = export_text(state, window.lang).encode("utf-8")
    write_atomic(path, data, private=True)   # every role and every night's action
    return path


class ReadingsFold(QWidget):
    """The readings in force where the text is silent, folded under one line: only those of
    the roles dealt (and the day vote), in words, never as raw option keys."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.toggle = QToolButton()
        self.toggle.setCheckable(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.setAutoRaise(True)
        self.toggle.toggled.connect(self._fold)
        self.body = QLabel()
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.toggle)
        layout.addWidget(self.body)
        self.hide()

    def show_state(self, state: TableState, lang: str) -> None:
        club = club_state(state)
        if club is None or not edition_of(state).named_readings:      # a book without open points: no panel
            self.hide()
            return
        book = club.rules.catalogue
        here = club.readings_here()
        self.toggle.setText(translate("ClubHost", "Readings where the text is silent: %1")
                            .replace("%1", str(len(here))))
        self.body.setText("<br>".join(
            f"<b>{_html(catalogue_text(book.options[key]['title'], lang))}</b>: "
            f"{_html(book.choice_text(key, value, lang))}" for key, value in here.items()))
        self.show()

    def _fold(self, open_: bool) -> None:
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if open_ else Qt.ArrowType.RightArrow)
        self.body.setVisible(open_)


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;")
