"""The live validator panel: every finding of the state, newest consequences prompted."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QStyle, QVBoxLayout, QWidget

from app.kernel import Finding
from app.kernel.findings import is_private, place_label
from app.table_state import TableState

FINDING_ROLE = Qt.ItemDataRole.UserRole + 10
_ICONS = {"error": QStyle.StandardPixmap.SP_MessageBoxCritical, "warning": QStyle.StandardPixmap.SP_MessageBoxWarning,
          "info": QStyle.StandardPixmap.SP_MessageBoxInformation}


def t(text: str) -> str:
    """Translate a runtime string (literals go through ``translate`` so lupdate sees them)."""
    return QCoreApplication.translate("FindingsPanel", text)


translate = QCoreApplication.translate


class FindingsPanel(QWidget):
    """A list of findings; a click asks the sheet to select the cell concerned."""

    finding_activated = Signal(object)     # Finding

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = "ru"
        self.title = QLabel()
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.itemClicked.connect(lambda item: self.finding_activated.emit(item.data(FINDING_ROLE)))
        self.list.itemActivated.connect(lambda item: self.finding_activated.emit(item.data(FINDING_ROLE)))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.list)

    def show_state(self, state: TableState, lang: str, reveal: bool = True) -> None:
        shown = (tuple(state.findings), lang, reveal)
        if shown == getattr(self, "_shown", None):
            return      # a keystroke seldom changes the findings: keep the list as it is
        self._shown = shown
        self.lang = lang
        self.reveal = reveal
        # a boulevard table's readings are folded apart (ui/club_host.py ReadingsFold)
        # At the table a finding about a night's secret is left out, and so is its count: how
        # many there are, or that there is one at all, would tell the room that something
        # happened at night (a dead Don's check, a wrong answer, whom a block stopped).  One
        # line, the same whatever the secrets are, says where they are: behind F9.
        findings = sorted((f for f in state.findings if f.code != "reading.in_force"
                           and (reveal or not is_private(f))), key=_order(state))
        self.list.clear()
        counts = {"error": 0, "warning": 0, "info": 0}
        for f in findings:
            counts[f.severity] += 1
            self.list.addItem(self._item(state, f))
        if not reveal and any(p.name[0] == "N" and p.number >= 1 for p in state.phases):
            self.list.addItem(QListWidgetItem(self.style().standardIcon(_ICONS["info"]), "••• " + translate(
                "FindingsPanel", "the night's secrets, if the validator has anything to say about them: hold F9")))
        self.title.setText(translate("FindingsPanel", "Findings: %1 errors, %2 warnings")
                           .replace("%1", str(counts["error"])).replace("%2", str(counts["warning"])))

    def _item(self, state: TableState, f: Finding) -> QListWidgetItem:
        where = place_label(f.phase, f.event, self.lang)   # Д1 #2 as judges write it
        try:
            clause = state.rules.clause(f.clause) if f.clause else None
        except KeyError:   # a clause the judge typed that the catalogue does not know
            clause = None
        title = clause.title(self.lang) if clause else ""
        head = f"{f.clause} {title}".strip() if f.clause else ""
        if f.clause and f.clause.isidentifier():     # a boulevard reading's key is no clause number
            head = title
        text = f"{head} · {where}\n{f.message(self.lang)}" if where else f"{head}\n{f.message(self.lang)}"
        item = QListWidgetItem(self.style().standardIcon(_ICONS[f.severity]), text)
        item.setData(FINDING_ROLE, f)
        if clause and clause.wording:
            item.setToolTip(f"<b>{f.clause}</b> {clause.title(self.lang)}<br>{_html(clause.wording)}")
        return item


def _order(state: TableState) -> Callable[[Finding], tuple[int, int, int]]:
    """Errors first, then warnings, then the rest; within each, the newest first: the
    mistake just typed is the first line the judge reads.  A finding of no event (the end of
    a phase) comes after the phase's events."""
    index = {p.name: i for i, p in enumerate(state.phases)}
    rank = {"error": 0, "warning": 1, "info": 2}
    return lambda f: (rank[f.severity], -index.get(f.phase, len(index)),
                      -(f.event if f.event is not None else 10_000))


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace("\n", "<br>")
