"""The flow assistant: the phase and step, today's order with the speaker, the candidates,
and the speech timer.  The phase never changes by timer alone."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app import recovery
from app.flow import AGREEMENT, DISCUSSION, LAST_WORD_KIND, NIGHT_LAST_WORD, SHORT, SPEECH, TIED, WARN_AT, Flow, Speech
from app.flow import flow as flow_of
from app.table_state import TableState
from ui.sheet_model import phase_label

_SILENT = ("vote", "lift_all", "day_over", "game_over")     # steps at which nobody speaks


def t(text: str) -> str:
    """Translate a runtime string (literals go through ``translate`` so lupdate sees them)."""
    return QCoreApplication.translate("FlowPanel", text)


translate = QCoreApplication.translate


def step_text(flow: Flow) -> str:
    words = {
        "setup": translate("FlowPanel", "Setting the table"),
        "agreement": translate("FlowPanel", "The mafia's agreement"),
        "last_word": translate("FlowPanel", "Last word"), "discussion": translate("FlowPanel", "Discussion"),
        "revote_speeches": translate("FlowPanel", "Tied players speak 30 s, then round %2"),
        "vote": translate("FlowPanel", "Vote, round %2"),
        "lift_all": translate("FlowPanel", "Question: shall all of them leave?"),
        "day_over": translate("FlowPanel", "The day's result is known: night falls"),
        "shooting": translate("FlowPanel", "The mafia shoots"), "don_check": translate("FlowPanel", "The Don checks"),
        "sheriff_check": translate("FlowPanel", "The Sheriff checks"),
        "night_over": translate("FlowPanel", "Morning comes"),
        "night_actions": translate("FlowPanel", "Night actions, in the text's order"),
        "introductions": translate("FlowPanel", "Night of introductions: no role acts"),
        "game_over": translate("FlowPanel", "The game is over"),
    }
    if flow.step == "day_over" and flow.no_vote:
        return translate("FlowPanel", "No vote today: night falls")
    return words[flow.step].replace("%2", str(flow.round or 1))


def speech_text(speech: Speech) -> str:
    words = {NIGHT_LAST_WORD: translate("FlowPanel", "last word of player %1"),
             DISCUSSION: translate("FlowPanel", "player %1"),
             TIED: translate("FlowPanel", "player %1, 30 s before the re-vote"),
             LAST_WORD_KIND: translate("FlowPanel", "last word of player %1")}
    return words[speech.kind].replace("%1", str(speech.seat))


def speakers_text(flow: Flow) -> str:
    """Who has the floor now and who gets it next: the table's pace, said plainly."""
    lines = []
    if flow.now is not None:
        lines.append(translate("FlowPanel", "Speaks now: %1").replace("%1", speech_text(flow.now)))
    if flow.next is not None:
        lines.append(translate("FlowPanel", "Next (F2): %1").replace("%1", speech_text(flow.next)))
    elif flow.now is not None and flow.step == "discussion" and flow.no_vote:
        lines.append(translate("FlowPanel", "No vote today: then night falls (F8)"))
    elif flow.now is not None and flow.step == "discussion":
        lines.append(translate("FlowPanel", "Then the vote"))
    elif flow.now is not None and flow.step == "last_word" and flow.now.kind == LAST_WORD_KIND:
        lines.append(translate("FlowPanel", "Then night falls (F8)"))
    return "\n".join(lines)


class SpeechTimer(QWidget):
    """Start/pause, reset and the 30-second preset from the keyboard; flashes at 0:10."""

    changed = Signal()      # a tick, a start or a pause, a reset: the audience screen follows it

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preset = SPEECH
        self.left = SPEECH
        self.on_change: Callable[[int, int], None] | None = None   # (seconds left, preset) after every change
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._tick)
        self.display = QLabel()
        self.display.setAlignment(Qt.AlignmentFlag.AlignCenter)
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
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
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
        self.start.setText(translate("FlowPanel", "Pause (F5)") if self.running
                           else translate("FlowPanel", "Start (F5)"))
        self.changed.emit()

    def reset(self, seconds: int | None = None) -> None:
        self.timer.stop()
        self.preset = seconds or self.preset
        self.left = self.preset
        self.start.setText(translate("FlowPanel", "Start (F5)"))
        self._show()

    def restore(self, left: int, preset: int) -> None:
        """The time a stopped run left on the clock, stopped (the judge starts it again)."""
        self.reset(preset)
        self.left = left
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
        if self.on_change is not None:
            self.on_change(self.left, self.preset)
        self.display.setText(f"{self.left // 60}:{self.left % 60:02d}")
        warn = self.left <= WARN_AT and (self.running or self.left == 0)
        self.display.setStyleSheet("background:#c62828;color:white;border-radius:6px" if warn else "")
        self.changed.emit()


class FlowPanel(QFrame):
    """The flow of the game; F2 gives the floor to the next speech and starts its timer.
    A discussion speech is recorded (``speech_requested``); a last word or a tied player's
    30 seconds are not events of the file, so the panel remembers them as given."""

    speech_requested = Signal(int)   # the judge gives the floor to a discussion speaker

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.flow: Flow | None = None
        self.state: TableState | None = None
        self.given: set[tuple[str, str, int]] = set()
        self.step = QLabel()
        self.step.setWordWrap(True)
        font = self.step.font()
        font.setBold(True)
        self.step.setFont(font)
        self.speakers = QLabel()
        self.speakers.setWordWrap(True)
        self.order = QLabel()
        self.order.setWordWrap(True)
        self.order.setTextFormat(Qt.TextFormat.RichText)
        self.candidates = QLabel()
        self.candidates.setWordWrap(True)
        self.next = QPushButton(translate("FlowPanel", "Next speaker (F2)"))
        self.next.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.next.clicked.connect(self.next_speaker)
        self.timer = SpeechTimer()
        # a stopped program comes back with the time that was left (app.recovery)
        self.timer.on_change = lambda left, preset: recovery.write_timer(
            self.flow.phase if self.flow else None, left, preset)
        grid = QGridLayout(self)
        grid.addWidget(self.step, 0, 0, 1, 2)
        grid.addWidget(self.speakers, 1, 0, 1, 2)
        grid.addWidget(QLabel(translate("FlowPanel", "Order:")), 2, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.order, 2, 1)
        grid.addWidget(QLabel(translate("FlowPanel", "Candidates:")), 3, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.candidates, 3, 1)
        grid.addWidget(self.next, 4, 0, 1, 2)
        grid.addWidget(self.timer, 5, 0, 1, 2)
        grid.setColumnStretch(1, 1)

    def reset(self) -> None:
        """Another game: nothing given yet."""
        self.given.clear()
        self.flow = None

    def show_state(self, state: TableState) -> Flow:
        self.state = state
        flow = flow_of(state, self.given)
        self.show_flow(flow)
        return flow

    def show_flow(self, flow: Flow) -> None:
        before = self.flow
        changed = before is None or (flow.phase, flow.step, flow.speaker) != \
            (before.phase, before.step, before.speaker)
        # nobody speaks once the phase is over, the vote has begun or the game has ended
        if before is not None and self.timer.running and (
                flow.phase != before.phase or (flow.step != before.step and flow.step in _SILENT)):
            self.timer.reset(flow.seconds)
        self.flow = flow
        self.step.setText(f"{phase_label(flow.phase) if flow.phase else ''} · {step_text(flow)}")
        self.speakers.setText(speakers_text(flow))
        self.speakers.setVisible(bool(self.speakers.text()))
        self.order.setText(" ".join(
            f"<b><u>{s}</u></b>" if s == flow.speaker else str(s) for s in flow.order) or "—")
        self.candidates.setText(", ".join(map(str, flow.candidates)) or "—")
        self.next.setEnabled(flow.next is not None)
        if changed and not self.timer.running:
            self.timer.reset(flow.seconds if flow.step != "agreement" else AGREEMENT)

    def next_speaker(self) -> None:
        """F2: the next speech gets the floor, and the timer its length, running."""
        flow = self.flow
        speech = flow.next if flow else None
        if flow is None or speech is None:
            return
        self.timer.reset(speech.seconds)
        self.timer.toggle()
        if speech.recorded:
            self.speech_requested.emit(speech.seat)
        else:
            self.given.add(speech.key(flow.phase or ""))   # a speech to give belongs to a phase
            if self.state is not None:
                self.show_state(self.state)
