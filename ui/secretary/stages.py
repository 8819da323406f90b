"""The stage chooser of the standings tab: the total or one stage's table, for a
tournament played in stages (``mafia-protocol secretary --stages FILE``).  The tables are
``app.tournament.stage_standings``'s; the window only chooses which one to show.

Where a stage's cut falls inside a tie the regulation cannot break, the chooser says so
and offers the secretary's decision (*Decide…*): which of the tied players advance, who
decides and why.  The decision is written into the stage file as its ``[stages.cut]``
entry (app.tournament.stages.with_cut_written), through the window's undo stack.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Signal, SignalInstance
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.tournament import Standings
from app.tournament.rows import PlayerRow
from app.tournament.stage_standings import StagedStandings, StageResult
from app.tournament.stages import CutDecision, StageError, load_stages, with_cut_written, write_stage_file

if TYPE_CHECKING:
    from .base import WindowBase

translate = QCoreApplication.translate


class StageChooser(QWidget):
    """A combo box: the total first, then every stage; hidden without stages.  Under it,
    for the chosen stage, the tie at its cut and the button that decides it."""

    changed = Signal()
    decide_requested = Signal(object)     # the StageResult whose tie at the cut is to be decided

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.staged: StagedStandings | None = None
        self.can_decide = False               # the window knows the stage file to write to
        self.combo = QComboBox()
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.combo.currentIndexChanged.connect(lambda _: self.changed.emit())
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(translate("Secretary", "Table:")))
        row.addWidget(self.combo)
        row.addWidget(self.heading, 1)
        self.cut_label = QLabel()
        self.cut_label.setWordWrap(True)
        self.decide_button = QPushButton(translate("Secretary", "Decide…"))
        self.decide_button.setToolTip(translate("Secretary", "Which of the tied players advance: the secretary's "
                                                             "decision, written into the stage file"))
        self.decide_button.clicked.connect(self._decide)
        self.undo_button, self.redo_button = QToolButton(), QToolButton()
        self.cut_row = QWidget()
        cut = QHBoxLayout(self.cut_row)
        cut.setContentsMargins(0, 0, 0, 0)
        cut.addWidget(self.cut_label, 1)
        for widget in (self.decide_button, self.undo_button, self.redo_button):
            cut.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.cut_row)
        self.cut_row.hide()
        self.hide()

    def set_undo_actions(self, undo: QAction, redo: QAction) -> None:
        """The window's undo and redo of its stage decisions, as buttons beside the tie."""
        self.undo_button.setDefaultAction(undo)
        self.redo_button.setDefaultAction(redo)

    def set_staged(self, staged: StagedStandings | None) -> None:
        """``staged``: a StagedStandings, or None (plain standings: the chooser hides)."""
        self.staged = staged
        if staged is None:
            self.hide()
            return
        index = max(self.combo.currentIndex(), 0)
        self.combo.blockSignals(True)
        self.combo.clear()
        self.combo.addItem(translate("Secretary", "Total"))
        for result in staged.stages:
            self.combo.addItem(result.stage.label(self.lang))
        self.combo.setCurrentIndex(min(index, self.combo.count() - 1))
        self.combo.blockSignals(False)
        self._heading()
        self.show()

    def choose(self, index: int) -> None:
        self.combo.setCurrentIndex(index)

    def chosen(self, standings: Standings) -> Standings:
        """The table to show: ``standings`` itself (the total) or the chosen stage's."""
        index = self.combo.currentIndex()
        self._heading()
        if self.staged is None or index <= 0:
            return standings
        return self.staged.stages[index - 1].standings

    def result(self) -> StageResult | None:
        """The chosen stage's StageResult, or None (the total)."""
        index = self.combo.currentIndex()
        return self.staged.stages[index - 1] if self.staged is not None and index > 0 else None

    def _heading(self) -> None:
        index = self.combo.currentIndex()
        if self.staged is None:
            return
        if index <= 0:
            self.heading.setText(self.staged.total_note(self.lang))
            self.cut_row.hide()
            return
        result = self.staged.stages[index - 1]
        text = result.heading(self.lang)
        if result.advancing and result.undecided:      # the tied are nobody's yet: the secretary decides
            text += "\n" + translate("Secretary", "Advance: {names}; {slots} more among {tied}: the secretary "
                                                  "decides").format(names=", ".join(r.name for r in result.sure) or "—",
                                                                    slots=result.slots,
                                                                    tied=", ".join(r.name for r in result.tied))
        elif result.advancing:
            text += "\n" + translate("Secretary", "Advance: {names}").format(
                names=", ".join(r.name for r in result.advancing))
        self.heading.setText(text)
        self._cut(result)

    def _cut(self, result: StageResult) -> None:
        """The tie at the stage's cut in the standings' own words (undecided, decided, or a
        decision that does not fit), and the button while it can be decided here."""
        self.cut_row.setVisible(bool(result.tied))
        if not result.tied:
            return
        self.cut_label.setText("\n".join(i.message(self.lang) for i in result.cut_issues))
        error = any(i.severity == "error" for i in result.cut_issues)
        self.cut_label.setStyleSheet("color: #b00020;" if error else "")
        self.decide_button.setVisible(self.can_decide)

    def _decide(self) -> None:
        result = self.result()
        if result is not None and result.tied:
            self.decide_requested.emit(result)


class CutDialog(QDialog):
    """The tied players with a check box each, exactly ``slots`` of them to be ticked, and
    who decides and why; a wrong count is refused with one line."""

    def __init__(self, result: StageResult, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stage_result, self.slots = result, result.slots
        self.setMinimumWidth(440)
        stage = result.stage
        self.setWindowTitle(translate("Secretary", "The tie at the cut of «{stage}»").format(stage=stage.label(lang)))
        intro = QLabel(translate("Secretary", "{players} share places {places}; the tie-break cannot separate them. "
                                              "Tick the {slots} who advance.").format(
            players=", ".join(r.name for r in result.tied), places=result.tied[0].place_label, slots=self.slots))
        intro.setWordWrap(True)
        earlier = stage.cut
        self.boxes: list[tuple[QCheckBox, PlayerRow]] = []
        names = QVBoxLayout()
        for row in result.tied:
            box = QCheckBox(row.name)
            box.setChecked(earlier is not None and (row.name in earlier.advance or row.player_id in earlier.advance))
            box.toggled.connect(self._count)
            names.addWidget(box)
            self.boxes.append((box, row))
        self.author, self.reason = QLineEdit(), QLineEdit()
        if earlier is not None:
            self.author.setText(earlier.author)
            self.reason.setText(earlier.reason)
        self.author.setPlaceholderText(translate("Secretary", "for example, the chief judge"))
        self.reason.setPlaceholderText(translate("Secretary", "for example, a lot drawn in the hall"))
        form = QFormLayout()
        form.addRow(translate("Secretary", "Who decides:"), self.author)
        form.addRow(translate("Secretary", "Why:"), self.reason)
        self.counter = QLabel()
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b00020;")
        self.problem.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("Secretary", "Decide"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(translate("Secretary", "Cancel"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for item in (intro, names, self.counter, form, self.problem, buttons):
            layout.addLayout(item) if isinstance(item, (QVBoxLayout, QFormLayout)) else layout.addWidget(item)
        self._count()

    def chosen(self) -> list[PlayerRow]:
        return [row for box, row in self.boxes if box.isChecked()]

    def decision(self) -> CutDecision:
        """The decision as the stage file holds it: the ticked players by nickname."""
        return CutDecision(tuple(r.name for r in self.chosen()), self.author.text().strip(), self.reason.text().strip())

    def _count(self, *_: object) -> None:
        self.counter.setText(translate("Secretary", "Ticked: {count} of {slots}").format(
            count=len(self.chosen()), slots=self.slots))

    def _accept(self) -> None:
        problem = None
        if len(self.chosen()) != self.slots:
            problem = translate("Secretary", "{slots} advance, {count} ticked: tick exactly {slots}.").format(
                slots=self.slots, count=len(self.chosen()))
        elif not self.author.text().strip():
            problem = translate("Secretary", "Say who decides.")
        elif not self.reason.text().strip():
            problem = translate("Secretary", "Say why.")
        self.problem.setText(problem or "")
        self.problem.setVisible(problem is not None)
        if problem is None:
            self.accept()


class CutCommand(QUndoCommand):
    """The stage file with the decision, and back: the bytes before and after, each written
    whole; ``on_change`` is told what was written, or the StageError that kept it."""

    def __init__(self, path: Path, before: bytes, after: bytes, text: str,
                 on_change: Callable[[StageError | None], None]) -> None:
        super().__init__(text)
        self.path, self.before, self.after, self.on_change = path, before, after, on_change

    def redo(self) -> None:
        self._write(self.after, self.before)

    def undo(self) -> None:
        self._write(self.before, self.after)

    def _write(self, data: bytes, expected: bytes | None) -> None:
        # a file edited by hand since is never overwritten by an undo or a redo (refused, said)
        try:
            write_stage_file(self.path, data, expected=expected)
        except StageError as error:
            self.setObsolete(True)        # not written: the stack drops it rather than offer its undo
            self.on_change(error)
            return
        self.on_change(None)


class StageCuts:
    """The window's decisions at the stages' cuts: the chooser's *Decide…*, the dialog, the
    stage file written through an undo stack of its own, the plan read again."""

    def __init__(self, window: WindowBase, chooser: StageChooser) -> None:
        self.window = window
        self.undo_stack = QUndoStack(window)
        chooser.can_decide = window.stages_path is not None
        chooser.decide_requested.connect(self.decide)
        self.undo_action = self._action(
            translate("Secretary", "Undo"),
            self.undo_stack.undo,
            QKeySequence.StandardKey.Undo,
            self.undo_stack.canUndo,
            self.undo_stack.canUndoChanged,
        )
        self.redo_action = self._action(
            translate("Secretary", "Redo"),
            self.undo_stack.redo,
            QKeySequence.StandardKey.Redo,
            self.undo_stack.canRedo,
            self.undo_stack.canRedoChanged,
        )
        self.undo_action.setToolTip(translate("Secretary", "Undo the last decision at a cut"))
        self.redo_action.setToolTip(translate("Secretary", "Redo the decision at the cut"))
        chooser.set_undo_actions(self.undo_action, self.redo_action)

    def _action(self, text: str, slot: Callable[[], object], keys: QKeySequence.StandardKey, can: Callable[[], bool],
                changed: SignalInstance) -> QAction:
        action = QAction(text, self.window)
        action.setShortcut(keys)
        action.triggered.connect(slot)
        action.setEnabled(can())
        changed.connect(action.setEnabled)
        self.window.addAction(action)  # the keys work wherever the focus is
        return action

    def decide(self, result: StageResult) -> None:
        """Ask which of the players tied at ``result``'s cut advance; the decision is the
        stage file's ``[stages.cut]`` entry, written through the undo stack."""
        w = self.window
        path = w.stages_path
        if path is None:
            return
        dialog = CutDialog(result, w.lang, w)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            before = path.read_bytes()
            after = with_cut_written(path, result.stage.name, dialog.decision())
        except OSError as error:
            self._problem(StageError("stages.unreadable", source=path, reason=error.strerror or error))
            return
        except StageError as error:
            self._problem(error)
            return
        text = translate("Secretary", "Decision at the cut of «{stage}»").format(stage=result.stage.label(w.lang))
        self.undo_stack.push(CutCommand(path, before, after, text, self._written))

    def _written(self, problem: StageError | None) -> None:
        """The stage file changed (or could not be): its plan read again, the standings redone."""
        w = self.window
        if problem is not None:
            self._problem(problem)
            return
        if w.stages_path is None:
            return                    # nothing written: a decision is taken only with a stage file
        try:
            stages = load_stages(w.stages_path)
        except StageError as error:
            self._problem(error)
            return
        w.controller.set_stages(stages)

    def _problem(self, error: StageError) -> None:
        QMessageBox.warning(self.window, translate("Secretary", "Stage file"), error.message(self.window.lang))
