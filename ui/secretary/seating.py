"""The seating tab: a request (players, tables, games, seed, pairs to keep apart), the
schedule round by round with its imbalance figures, manual swaps, and schedule files.

The generator, the figures and the files are ``app.tournament``'s; the request is
checked as it is typed (``check_request``), and a long search runs in a worker thread.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from app.atomic import write_atomic
from app.tournament import (
    Schedule,
    SeatingError,
    SeatingRequest,
    check_request,
    dumps_schedule,
    generate_seating,
    load_schedule,
    write_csv,
)

from ..background import Operation
from .seating_model import ScheduleModel
from .texts import translate


class ApartError(ValueError):
    """A line of the apart pairs that is not "A, B"."""


Player = int | str              # a player named, or numbered (1-based)
Place = tuple[int, int] | str   # (table, seat) of the shown round, or a resting player's name


def parse_apart(text: str) -> list[tuple[Player, Player]]:
    """Pairs "A, B", one a line; a number stands for a numbered player.

    >>> parse_apart("Кот, Пёс\\n\\n3,7")
    [('Кот', 'Пёс'), (3, 7)]
    """
    pairs: list[tuple[Player, Player]] = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 2 or not all(parts):
            raise ApartError(number)
        a, b = (int(p) if p.isdigit() else p for p in parts)
        pairs.append((a, b))
    return pairs


class SeatingPanel(QWidget):
    schedule_changed = Signal(object)     # the Schedule (or None); the grid shows its plan
    generated = Signal()                  # a generation ended (the tests wait for it)

    def __init__(self, lang: str = "ru", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.schedule: Schedule | None = None
        self.previous_cost: float | None = None
        self.worker: Operation[Schedule] | None = None
        self._build()
        self.check()

    # -- layout ------------------------------------------------------------------------
    def _build(self) -> None:
        self.names = QPlainTextEdit()
        self.names.setPlaceholderText(translate("Secretary", "One name a line; empty: numbered players"))
        self.count = QSpinBox()
        self.count.setRange(10, 2000)
        self.count.setValue(60)
        self.tables = QSpinBox()
        self.tables.setRange(1, 200)
        self.tables.setValue(6)
        self.games = QSpinBox()
        self.games.setRange(1, 200)
        self.games.setValue(10)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.effort = QDoubleSpinBox()
        self.effort.setDecimals(1)
        self.effort.setRange(0.1, 20.0)
        self.effort.setSingleStep(0.5)
        self.effort.setValue(1.0)
        # where players sit out: the tables visited evenly (the default), or a looser
        # spread of table visits for fewer repeated opponents (docs/seating.md)
        self.table_spread = QComboBox()
        self.table_spread.addItem(translate("Secretary", "Even"))
        self.table_spread.addItem(translate("Secretary", "Looser, fewer repeats"))
        self.table_spread.setToolTip(translate(
            "Secretary", "Where players sit out: each table visited equally often, or a looser spread "
                         "of table visits so that pairs of players meet more evenly"))
        self.apart = QPlainTextEdit()
        self.apart.setPlaceholderText(translate("Secretary", "Two names a line: A, B"))
        self.apart.setFixedHeight(64)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.generate_button = QPushButton(translate("Secretary", "Generate"))
        self.generate_button.clicked.connect(self.generate)
        import_button = QPushButton(translate("Secretary", "Import…"))
        import_button.clicked.connect(self.import_schedule)
        self.export_button = QPushButton(translate("Secretary", "Export…"))
        self.export_button.clicked.connect(self.export_schedule)

        form = QFormLayout()
        form.addRow(translate("Secretary", "Players"), self.count)
        form.addRow(translate("Secretary", "Tables"), self.tables)
        form.addRow(translate("Secretary", "Games each"), self.games)
        form.addRow(translate("Secretary", "Seed"), self.seed)
        form.addRow(translate("Secretary", "Effort"), self.effort)
        form.addRow(translate("Secretary", "Table visits"), self.table_spread)
        request = QGroupBox(translate("Secretary", "Request"))
        left = QVBoxLayout(request)
        left.addWidget(QLabel(translate("Secretary", "Names")))
        left.addWidget(self.names, 1)
        left.addLayout(form)
        left.addWidget(QLabel(translate("Secretary", "Keep apart")))
        left.addWidget(self.apart)
        left.addWidget(self.verdict)
        left.addWidget(self.generate_button)
        files = QHBoxLayout()
        files.addWidget(import_button)
        files.addWidget(self.export_button)
        left.addLayout(files)
        request.setFixedWidth(300)
        for widget in (self.count, self.tables, self.games, self.seed):
            widget.valueChanged.connect(self.check)
        self.effort.valueChanged.connect(self.check)
        self.table_spread.currentIndexChanged.connect(self.check)
        self.names.textChanged.connect(self.check)
        self.apart.textChanged.connect(self.check)

        self.round = QSpinBox()
        self.round.setPrefix(translate("Secretary", "Round "))
        self.round.setMinimum(1)
        self.round.valueChanged.connect(self._round_chosen)
        self.swap_button = QPushButton(translate("Secretary", "Swap the two selected"))
        self.swap_button.clicked.connect(self.swap)
        hint = QLabel(translate("Secretary", "Click two seats (or a seat and a resting player), then swap."))
        hint.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.round)
        top.addWidget(hint, 1)
        top.addWidget(self.swap_button)

        self.model = ScheduleModel(self)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setWordWrap(False)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.view.selectionModel().selectionChanged.connect(self._selection)
        self.resting = QListWidget()
        self.resting.setFlow(QListView.Flow.LeftToRight)
        self.resting.setWrapping(True)
        self.resting.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        self.resting.setFixedHeight(52)
        self.resting.itemSelectionChanged.connect(self._selection)
        self.resting_label = QLabel(translate("Secretary", "Resting this round"))
        self.figures = QLabel()
        self.figures.setWordWrap(True)
        self.figures.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.figures.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        figures_box = QGroupBox(translate("Secretary", "Imbalance"))
        QVBoxLayout(figures_box).addWidget(self.figures)

        right = QVBoxLayout()
        right.addLayout(top)
        right.addWidget(self.view, 1)
        right.addWidget(self.resting_label)
        right.addWidget(self.resting)
        right.addWidget(figures_box)
        layout = QHBoxLayout(self)
        layout.addWidget(request)
        layout.addLayout(right, 1)
        self._show_schedule()

    # -- the request -------------------------------------------------------------------
    def request(self) -> SeatingRequest:
        """The request as typed; :class:`ApartError` for a malformed pair."""
        names = [line.strip() for line in self.names.toPlainText().splitlines() if line.strip()]
        players: int | list[str] = names or self.count.value()
        return SeatingRequest(players, self.tables.value(), self.games.value(), self.seed.value(),
                              parse_apart(self.apart.toPlainText()), effort=self.effort.value(),
                              loose_tables=self.table_spread.currentIndex() == 1)

    def check(self) -> bool:
        """Say at once whether the request can be seated, and how."""
        names = [line for line in self.names.toPlainText().splitlines() if line.strip()]
        self.count.setEnabled(not names)
        if names:
            self.count.blockSignals(True)
            self.count.setValue(max(len(names), self.count.minimum()))
            self.count.blockSignals(False)
        try:
            request = self.request()
        except ApartError as error:
            return self._verdict(False, translate("Secretary", "Keep apart, line {line}: expected two names, "
                                                               "\"A, B\"").format(line=error.args[0]))
        problems = check_request(request)
        if problems:
            return self._verdict(False, "\n".join(p.message(self.lang) for p in problems))
        resting = request.count - 10 * request.tables
        self.table_spread.setEnabled(resting > 0)
        text = translate("Secretary", "{rounds} rounds of {tables} tables").format(
            rounds=request.rounds, tables=request.tables)
        if resting:
            text += translate("Secretary", "; {count} rest each round").format(count=resting)
        return self._verdict(True, text)

    def _verdict(self, ok: bool, text: str) -> bool:
        self.verdict.setText(text)
        self.verdict.setStyleSheet("" if ok else "color: #b00020;")
        self.generate_button.setEnabled(ok and self.worker is None)
        return ok

    def generate(self) -> None:
        if not self.check() or self.worker is not None:
            return
        request = self.request()
        # the search takes seconds for a big tournament: the window keeps answering
        self.worker = Operation(self, lambda progress: generate_seating(request), name="seating") \
            .on_done(self._generated).on_failed(self._failed)
        self.generate_button.setEnabled(False)
        self.generate_button.setText(translate("Secretary", "Generating…"))
        QGuiApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        self.worker.run()

    def _generated(self, schedule: Schedule) -> None:
        self.set_schedule(schedule)
        self._worker_done()

    def _failed(self, error: BaseException) -> None:
        if not isinstance(error, SeatingError):
            self._worker_done()
            raise error              # not the request's fault: the program's handler shows it
        self._verdict(False, error.message(self.lang))
        self._worker_done()

    def _worker_done(self) -> None:
        QGuiApplication.restoreOverrideCursor()
        self.worker = None
        self.generate_button.setText(translate("Secretary", "Generate"))
        self.check()
        self.generated.emit()

    def wait(self) -> None:
        """Let a running search end (the window is closing)."""
        if self.worker is not None and self.worker.thread is not None:
            self.worker.thread.join()

    # -- the schedule ------------------------------------------------------------------
    def set_schedule(self, schedule: Schedule | None) -> None:
        self.schedule = schedule
        self.previous_cost = None
        self._show_schedule()
        self.schedule_changed.emit(schedule)

    def _show_schedule(self) -> None:
        s = self.schedule
        self.round.blockSignals(True)
        self.round.setMaximum(max(1, len(s.rounds) if s else 1))
        self.round.setValue(1)
        self.round.blockSignals(False)
        self.round.setEnabled(s is not None)
        self.export_button.setEnabled(s is not None)
        self.model.set_schedule(s, 0)
        self._rest()
        self._show_figures()

    def _round_chosen(self, value: int) -> None:
        self.model.set_round(value - 1)
        self._rest()

    def _rest(self) -> None:
        self.resting.clear()
        s = self.schedule
        names = [s.players[p] for p in s.resting(self.model.round)] if s is not None else []
        self.resting.addItems(names)
        self.resting.setVisible(bool(names))
        self.resting_label.setVisible(bool(names))
        self._selection()

    def _show_figures(self) -> None:
        figures = self.model.figures
        if figures is None:
            self.figures.setText(translate("Secretary", "No seating yet: generate one or import a file."))
            return
        lines = figures.lines(self.lang)
        cost = translate("Secretary", "Evenness cost (lower is more even): {cost}").format(cost=f"{figures.cost:.1f}")
        if self.previous_cost is not None:
            cost += translate("Secretary", "; before the last swap {cost}").format(cost=f"{self.previous_cost:.1f}")
        self.figures.setText("\n".join(lines + [cost]))

    def _places(self) -> list[Place]:
        """The selected places of the shown round: (table, seat), or a resting player's name."""
        places: list[Place] = [(i.row() + 1, i.column() + 1) for i in self.view.selectionModel().selectedIndexes()]
        places += [item.text() for item in self.resting.selectedItems()]
        return places

    def _selection(self) -> None:
        self.swap_button.setEnabled(self.schedule is not None and len(self._places()) == 2)

    def swap(self) -> None:
        places = self._places()
        if self.schedule is None or len(places) != 2:
            return
        before = self.model.figures.cost if self.model.figures else None
        figures = self.schedule.swap(self.model.round + 1, places[0], places[1])
        self.previous_cost = before
        self.model.changed(figures)
        self.view.selectionModel().clearSelection()
        self._rest()
        self._show_figures()
        self.schedule_changed.emit(self.schedule)

    def select(self, *places: Place) -> None:
        """Select places of the shown round: (table, seat) or a resting player's name."""
        for place in places:
            if isinstance(place, tuple):
                index = self.model.index(place[0] - 1, place[1] - 1)
                self.view.selectionModel().select(index, QItemSelectionModel.SelectionFlag.Select)
            else:
                for item in self.resting.findItems(place, Qt.MatchFlag.MatchExactly):
                    item.setSelected(True)

    # -- files -------------------------------------------------------------------------
    def import_schedule(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("Secretary", "Import a seating"), "",
                                              translate("Secretary", "Seating (*.json *.csv)"))
        if path:
            self.load(path)

    def load(self, path: str) -> bool:
        try:
            schedule = load_schedule(path)
        except SeatingError as error:
            QMessageBox.warning(self, translate("Secretary", "Seating not read"), error.message(self.lang))
            return False
        self._fill_request(schedule)
        self.set_schedule(schedule)
        return True

    def _fill_request(self, s: Schedule) -> None:
        """The form shows the request the file was made for, so that a check agrees."""
        for widget in (self.names, self.apart, self.count, self.tables, self.games, self.seed):
            widget.blockSignals(True)
        self.names.setPlainText("\n".join(s.players))
        self.apart.setPlainText("\n".join(f"{s.players[a]}, {s.players[b]}" for a, b in s.apart))
        self.count.setValue(len(s.players))
        self.tables.setValue(s.tables)
        self.games.setValue(s.games)
        self.seed.setValue(s.seed or 0)
        for widget in (self.names, self.apart, self.count, self.tables, self.games, self.seed):
            widget.blockSignals(False)
        self.check()

    def export_schedule(self) -> None:
        if self.schedule is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, translate("Secretary", "Export the seating"), "seating.json",
                                              translate("Secretary", "Seating (*.json);;CSV (*.csv)"))
        if path:
            self.save(path)

    def save(self, path: str) -> bool:
        """JSON (``mafia-seating/1``), or CSV when the name ends in ``.csv``."""
        if self.schedule is None:
            return False
        if Path(path).suffix.lower() == ".csv":
            data = write_csv(self.schedule).encode("utf-8-sig")
        else:
            data = dumps_schedule(self.schedule).encode("utf-8")
        try:
            write_atomic(path, data)
        except OSError as error:
            QMessageBox.warning(self, translate("Secretary", "Cannot write"), f"{path}: {error.strerror or error}")
            return False
        return True
