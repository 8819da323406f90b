"""The flow assistant: the phase and step, today's order with the speaker, the candidates,
and the speech timer.  The phase never changes by timer alone."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import (QApplication, QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton,
                               QVBoxLayout, QWidget)

from app.flow import AGREEMENT, SHORT, SPEECH, Flow
from ui.sheet_model import phase_label

WARN_AT = 10   # seconds left when the timer flashes and beeps


def t(text: str) -> str:
    """Translate a runtime string (literals go through ``translate`` so lupdate sees them)."""
    return QCoreApplication.translate("FlowPanel", text)


translate = QCoreApplication.translate


def step_text(flow: Flow) -> str:
    words = {
        "setup": translate("FlowPanel", "Setting the table"), "agreement": translate("FlowPanel", "The mafia's agreement"),
        "last_word": translate("FlowPanel", "Last word of player %1"), "discussion": translate("FlowPanel", "Discussion: player %1 speaks"),
        "revote_speeches": translate("FlowPanel", "Tied players speak 30 s, then round %2"), "vote": translate("FlowPanel", "Vote, round %2"),
        "lift_all": translate("FlowPanel", "Question: shall all of them leave?"), "day_over": translate("FlowPanel", "The day's result is known: night falls"),
        "shooting": translate("FlowPanel", "The mafia shoots"), "don_check": translate("FlowPanel", "The Don checks"),
        "sheriff_check": translate("FlowPanel", "The Sheriff checks"), "night_over": translate("FlowPanel", "Morning comes"),
        "night_actions": translate("FlowPanel", "Night actions, in the text's order"),
        "game_over": translate("FlowPanel", "The game is over"),
    }
    return words[flow.step].replace("%1", str(flow.speaker or "")).replace("%2", str(flow.round or 1))


class SpeechTimer(QWidget):
    """Start/pause, reset and the 30-second preset from the keyboard; flashes at 0:10."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.preset = SPEECH
        self.left = SPEECH
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._tick)
        self.display = QLabel()
        self.display.setAlignment(Qt.AlignCenter)
        font = self.display.font()
        font.setPointSizeF(font.pointSizeF() * 2.4)
        font.setBold(True)
        self.display.setFont(font)
        self.start = QPushButton(translate("FlowPanel", "Start (F5)"))
        self.start.clicked.connect(self.toggle)
        reset = QPushButton(translate("FlowPanel", "1:00 (F6)"))
        reset.clicked.connect(lambda: self.reset(SPEECH))
        short = QPushButton(translate("FlowPanel", "0:30 (F7)"))
        short.clicked.connect(lambda: self.reset(SHORT))
        buttons = QHBoxLayout()
        for b in (self.start, reset, short):
            b.setFocusPolicy(Qt.NoFocus)
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.display)
        layout.addLayout(buttons)
        self._show()

    @property
    def running(self) -> bool:
        return self.timer.isActive()

    def toggle(self) -> None:
        if self.running:
            self.timer.stop()
        elif self.left > 0:
            self.timer.start()
        self.start.setText(translate("FlowPanel", "Pause (F5)") if self.running else translate("FlowPanel", "Start (F5)"))

    def reset(self, seconds: int | None = None) -> None:
        self.timer.stop()
        self.preset = seconds or self.preset
        self.left = self.preset
        self.start.setText(translate("FlowPanel", "Start (F5)"))
        self._show()

    def _tick(self) -> None:
        self.left -= 1
        if self.left == WARN_AT:
            QApplication.beep()
        if self.left <= 0:
            self.left = 0
            self.timer.stop()
            QApplication.beep()
            self.start.setText(translate("FlowPanel", "Start (F5)"))
        self._show()

    def _show(self) -> None:
        self.display.setText(f"{self.left // 60}:{self.left % 60:02d}")
        warn = self.left <= WARN_AT and (self.running or self.left == 0)
        self.display.setStyleSheet("background:#c62828;color:white;border-radius:6px" if warn else "")


class FlowPanel(QFrame):
    speech_requested = Signal(int)   # the judge gives the floor to the next speaker

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.flow: Flow | None = None
        self.step = QLabel()
        self.step.setWordWrap(True)
        font = self.step.font()
        font.setBold(True)
        self.step.setFont(font)
        self.order = QLabel()
        self.order.setWordWrap(True)
        self.order.setTextFormat(Qt.RichText)
        self.candidates = QLabel()
        self.candidates.setWordWrap(True)
        self.next = QPushButton(translate("FlowPanel", "Next speaker (F2)"))
        self.next.setFocusPolicy(Qt.NoFocus)
        self.next.clicked.connect(self._next)
        self.timer = SpeechTimer()
        grid = QGridLayout(self)
        grid.addWidget(self.step, 0, 0, 1, 2)
        grid.addWidget(QLabel(translate("FlowPanel", "Order:")), 1, 0, Qt.AlignTop)
        grid.addWidget(self.order, 1, 1)
        grid.addWidget(QLabel(translate("FlowPanel", "Candidates:")), 2, 0, Qt.AlignTop)
        grid.addWidget(self.candidates, 2, 1)
        grid.addWidget(self.next, 3, 0, 1, 2)
        grid.addWidget(self.timer, 4, 0, 1, 2)
        grid.setColumnStretch(1, 1)

    def show_flow(self, flow: Flow) -> None:
        changed = self.flow is None or (flow.phase, flow.step, flow.speaker) != \
            (self.flow.phase, self.flow.step, self.flow.speaker)
        self.flow = flow
        self.step.setText(f"{phase_label(flow.phase) if flow.phase else ''} · {step_text(flow)}")
        self.order.setText(" ".join(
            f"<b><u>{s}</u></b>" if s == flow.speaker else str(s) for s in flow.order) or "—")
        self.candidates.setText(", ".join(map(str, flow.candidates)) or "—")
        self.next.setEnabled(flow.step == "discussion" and flow.speaker is not None)
        if changed and not self.timer.running:
            self.timer.reset(flow.seconds if flow.step != "agreement" else AGREEMENT)

    def _next(self) -> None:
        if self.flow and self.flow.step == "discussion" and self.flow.speaker:
            self.speech_requested.emit(self.flow.speaker)
