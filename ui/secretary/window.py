"""The secretary's window: a tournament compiled from many tables.

The window is a view of one :class:`app.secretary.OpenTournament` (``window.controller``),
which owns the tournament's place (the archive or the judges' folder), its games, its
standings, its decisions and its register; the window words its commands, shows what they
changed and nothing else, and reads the shared archive off the UI thread every few seconds
while the judges record.  Everything shown is ``app.tournament``'s: the status of each
place, the standings under the chosen regulation, the player cards, the seating and its
figures.
"""
from __future__ import annotations

import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.secretary import Changes, OpenTournament, PlaceError, PlaceReading
from app.tournament import Regulation, RegulationError, regulations
from app.tournament.stages import Stage

from ..background import Operation
from .archive_reader import refused_lines
from .card import PlayerCardDialog
from .career import install as install_career
from .exporting import Exports
from .importing import ImportingMixin
from .interop import install as install_interop
from .judges import KindBanner, TrustMixin
from .models import IssueLine
from .printing import Printing
from .scans import ScanMatching
from .seating import SeatingPanel
from .serving import Serving
from .settling import SettlingMixin
from .stages import StageChooser, StageCuts
from .tabs import GridTab, IssuesTab, StandingsTab
from .texts import SEVERITY_COLORS, translate

REFRESH_MS = 10_000


class SecretaryWindow(TrustMixin, SettlingMixin, ImportingMixin, QMainWindow):
    refreshed = Signal()          # a reading was applied (or found unchanged)

    def __init__(self, lang: str = "ru", *, archive: Any = None, tournament: str | None = None,
                 regulation: Regulation | str | Path | None = None, paths: Iterable[str] = (),
                 schedule: str | None = None, anchors: Any = None, refresh_ms: int = REFRESH_MS,
                 stages: Iterable[Stage] = (), stages_path: str | Path | None = None) -> None:
        super().__init__()
        self.lang = lang
        self.controller = OpenTournament(lang, archive=archive, name=tournament, regulation=regulation,
                                         anchors=anchors, stages=stages, stages_path=stages_path)
        self.cards: list[PlayerCardDialog] = []
        self.exports = Exports(self)
        self.printing = Printing(self, self.exports)
        self._reading: Operation[PlaceReading] | None = None    # the archive read off the UI thread
        self._again = False
        self._closed = False
        self._build()
        self.scans = ScanMatching(self)      # scanned protocols matched with the games (issue 17)
        self._actions()
        self.controller.refusals = self.serving.refused
        self.controller.listeners.append(self._changed)
        self.timer = QTimer(self)
        self.timer.setInterval(refresh_ms)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self.setAcceptDrops(True)
        self.resize(1366, 740)
        self._title()
        if schedule:
            self.seating.load(schedule)
        self.controller.sources.add(paths)
        self.refresh()

    # -- layout ------------------------------------------------------------------------
    def _build(self) -> None:
        self.grid_tab = GridTab(self.lang)
        self.standings_tab = StandingsTab(self.lang)
        self.standings_tab.card_requested.connect(self.open_card)
        self.stage_chooser = StageChooser(self.lang)
        self.stage_chooser.changed.connect(self._show_standings)
        self.standings_tab.column.insertWidget(0, self.stage_chooser)
        self.seating = SeatingPanel(self.lang)
        self.seating.schedule_changed.connect(self.controller.set_schedule)
        self.grid_tab.decisions.decided.connect(self.take_decision)
        self.issues_tab = IssuesTab()
        self.tabs = QTabWidget()
        self.tabs.addTab(self.grid_tab, translate("Secretary", "Tables"))
        self.tabs.addTab(self.standings_tab, translate("Secretary", "Standings"))
        self.tabs.addTab(self.seating, translate("Secretary", "Seating"))
        self.tabs.addTab(self.issues_tab, translate("Secretary", "Issues"))
        self.kind_banner = KindBanner()
        self.kind_banner.club.clicked.connect(lambda: self.choose_kind("count"))
        self.kind_banner.federation.clicked.connect(lambda: self.choose_kind("wait"))
        self.kind_banner.hide()
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.kind_banner)
        column.addWidget(self.tabs)
        self.setCentralWidget(central)
        self.source_label = QLabel()
        self.updated_label = QLabel()
        self.statusBar().addWidget(self.source_label, 1)
        self.statusBar().addPermanentWidget(self.updated_label)

    def _actions(self) -> None:
        self.import_folder_action = self.action(translate("Secretary", "Import a folder…"), self.import_folder)
        self.import_files_action = self.action(translate("Secretary", "Import files…"), self.import_files,
                                                QKeySequence.StandardKey.Open)
        self.forget_action = self.action(translate("Secretary", "Forget the imported files"), self.forget_files)
        self.archive_action = self.action(translate("Secretary", "Tournament from the archive…"),
                                           self.choose_tournament)
        self.refresh_action = self.action(translate("Secretary", "Refresh"), self.refresh,
                                           QKeySequence.StandardKey.Refresh)
        self.auto_action = self.action(translate("Secretary", "Refresh every 10 s"), self._auto, checkable=True)
        self.auto_action.setChecked(True)
        self.judges_action = self.action(translate("Secretary", "Judges of the tournament…"), self.edit_judges)
        self.keep_seating_action = self.action(
            translate("Secretary", "Keep the seating in the archive"), self.keep_seating
        )
        self.csv_action = self.action(translate("Secretary", "Standings as CSV…"), self.exports.standings_csv)
        self.pdf_action = self.action(translate("Secretary", "Summary PDF…"), lambda: self.exports.summary(False))
        self.sign_action = self.action(
            translate("Secretary", "Signed summary PDF…"), lambda: self.exports.summary(True)
        )
        close = self.action(translate("Secretary", "Close"), self.close, QKeySequence.StandardKey.Close)
        games = self.games_menu = self.menuBar().addMenu(translate("Secretary", "&Games"))
        for action in (
            self.import_folder_action,
            self.import_files_action,
            self.forget_action,
            None,
            self.archive_action,
            self.judges_action,
            self.keep_seating_action,
            self.refresh_action,
            self.auto_action,
            None,
            self.scans.action,
            None,
            close,
        ):
            games.addSeparator() if action is None else games.addAction(action)
        self.xlsx_action = self.action(translate("Secretary", "Standings as Excel workbook…"), self.printing.xlsx)
        export = self.menuBar().addMenu(translate("Secretary", "&Export"))
        for action in (self.csv_action, self.xlsx_action, self.pdf_action, self.sign_action):
            export.addAction(action)
        self.printing.install_menu(self)
        install_interop(self)  # File → Import from mafiaratings / Polemica, Export for mafiaratings
        install_career(self)  # Games → Player's career… (issue 41)
        self.serving = Serving(self)  # Tournament → Open for the tables (issue 29)
        self.stage_cuts = StageCuts(self, self.stage_chooser)  # the secretary's decision at a tied cut, undoable

        self.regulation_box = QComboBox()
        self.regulation_box.setToolTip(translate("Secretary", "The scoring regulation"))
        for reg in regulations():
            self.regulation_box.addItem(f"{reg.title(self.lang)} ({reg.key})", reg)
        if self.regulation not in regulations():
            self.regulation_box.addItem(f"{self.regulation.title(self.lang)} ({self.regulation.key})", self.regulation)
        self.regulation_box.addItem(translate("Secretary", "Regulation file…"), None)
        self.regulation_box.setCurrentIndex(self.regulation_box.findData(self.regulation))
        self.regulation_box.activated.connect(self._regulation_chosen)

        bar = self.addToolBar(translate("Secretary", "Tournament"))
        bar.setObjectName("secretary-toolbar")
        bar.setMovable(False)
        for action in (self.import_folder_action, self.import_files_action, self.refresh_action):
            bar.addAction(action)
        bar.addSeparator()
        bar.addWidget(QLabel(translate("Secretary", "Regulation: ")))
        bar.addWidget(self.regulation_box)
        bar.addSeparator()
        for action in (self.csv_action, self.pdf_action, self.sign_action):
            bar.addAction(action)

    def _title(self) -> None:
        t = self.controller
        title = translate("Secretary", "Tournament secretary")
        self.setWindowTitle(f"{title} — {t.name}" if t.name else title)
        parts = []
        if t.place.name:
            parts.append(
                translate("Secretary", "Archive {where}, tournament «{name}»").format(
                    where=t.place.where(), name=t.place.name
                )
            )
        if self.sources.roots:
            parts.append(
                translate("Secretary", "Imported: {paths}").format(paths=", ".join(p.name for p in self.sources.roots))
            )
        if not parts:
            parts.append(
                translate(
                    "Secretary",
                    "No games yet: import a folder of judges' files, drop "
                    "files here, or open a tournament of the archive.",
                )
            )
        text = " · ".join(parts)
        if t.archive_problem:
            text = f"{text} · {t.archive_problem}"
        self.source_label.setText(text)
        self.source_label.setStyleSheet("color: #b00020;" if t.archive_problem else "")
        setup = t.setup
        self.kind_banner.setVisible(t.place.kept and (setup is None or setup.kind is None))

    # -- reading -----------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the games again: the shared archive off the UI thread, the files at once."""
        if not self.controller.place.shared:
            self.controller.refresh()
            return
        if self._reading is not None:
            self._again = True  # what the judges saved since this read began
            return
        self._again = False
        self._reading = (
            Operation(self, lambda progress: self.controller.read_place(), "secretary-read")
            .on_done(self._read)
            .on_failed(self._read_failed)
            .run()
        )

    def _read(self, reading: PlaceReading) -> None:
        self._reading = None
        self.controller.take_reading(reading)
        self._read_again()

    def _read_failed(self, error: BaseException) -> None:
        self._reading = None
        # a flaky network must not end the refreshing: the last reading stays on screen
        message = error.message(self.lang) if isinstance(error, PlaceError) else f"{type(error).__name__}: {error}"
        self.controller.reading_failed(message)
        self.refreshed.emit()
        self._read_again()

    def _read_again(self) -> None:
        if self._again and not self._closed:
            self.refresh()

    def wait_for_reading(self) -> None:
        """The archive's reading under way, if any, let finish (before its archive is closed)."""
        if self._reading is not None and self._reading.thread is not None:
            self._reading.thread.join()

    def _changed(self, changes: Changes) -> None:
        """Draw again what the controller's command changed, and only that."""
        if changes.seating:
            self.seating.set_schedule(self.controller.schedule)
        if changes.standings:
            self._restood()
        elif changes.issues:
            self._issues()
        if changes.source or changes.setup:
            self._title()
        if changes.read:
            self.updated_label.setText(translate("Secretary", "Updated {time}").format(time=time.strftime("%H:%M:%S")))
            self.refreshed.emit()

    def _restand(self) -> None:
        self.controller.restand()

    def _restood(self) -> None:
        t = self.controller
        st = t.standings
        self.stage_chooser.set_staged(st if t.stage_plan else None)
        self._show_standings()
        self.standings_tab.info.setText(
            translate("Secretary", "{regulation}: {games} games counted, {players} players").format(
                regulation=t.regulation.title(self.lang), games=len(st.games), players=len(st.rows)
            )
            + (
                translate("Secretary", "; not counted: {count} (see Issues)").format(count=len(st.set_aside))
                if st.set_aside
                else ""
            )
        )
        self.grid_tab.set_grid(t.grid)
        self._issues()
        self.grid_tab.decisions.enabled_sources = t.place.kept
        self.keep_seating_action.setEnabled(t.place.keeps_seating)
        self.grid_tab.decisions._update()
        has_games = bool(st.games)
        for action in (self.csv_action, self.pdf_action, self.sign_action):
            action.setEnabled(has_games)

    def _show_standings(self) -> None:
        if self.standings is not None:
            self.standings_tab.model.set_standings(self.stage_chooser.chosen(self.standings))

    def _issues(self) -> None:
        t, tournament, standings = self.controller, self.tournament, self.standings
        if tournament is None or standings is None:
            return                      # nothing read yet: a reading builds both
        games = {g.label: g for g in tournament.games + tournament.left_out}
        lines = [IssueLine("error", "", label, message) for label, message in t.problems]
        lines += refused_lines(t.refused, self.lang)
        for issue in standings.issues:
            game = games.get(issue.game) if issue.game is not None else None
            place = game.where(self.lang) if game is not None and game.place is not None else ""
            lines.append(IssueLine(issue.severity, place, issue.game or "", issue.message(self.lang)))
        self.issues_tab.model.set_lines(lines)
        errors = self.issues_tab.model.count("error")
        title = (
            translate("Secretary", "Issues ({count})").format(count=len(lines))
            if lines
            else translate("Secretary", "Issues")
        )
        index = self.tabs.indexOf(self.issues_tab)
        self.tabs.setTabText(index, title)
        color = SEVERITY_COLORS["error"] if errors else self.palette().color(QPalette.ColorRole.WindowText)
        self.tabs.tabBar().setTabTextColor(index, color)

    # -- importing ---------------------------------------------------------------------
    def choose_tournament(self) -> None:
        try:
            names = self.controller.archive_tournaments()
        except PlaceError as error:
            QMessageBox.warning(self, translate("Secretary", "The archive"), error.message(self.lang))
            return
        if not names:
            QMessageBox.information(
                self,
                translate("Secretary", "The archive"),
                translate("Secretary", "The archive holds no tournament games yet."),
            )
            return
        current = names.index(self.controller.given_name) if self.controller.given_name in names else 0
        name, ok = QInputDialog.getItem(
            self, translate("Secretary", "The archive"), translate("Secretary", "Tournament:"), names, current, False
        )
        if ok and name:
            self.open_tournament(name)

    def open_tournament(self, name: str) -> None:
        self.controller.open_tournament(name)
        self.refresh()

    def _auto(self, on: bool) -> None:
        self.timer.start() if on else self.timer.stop()

    # -- the regulation and the cards ----------------------------------------------------
    def set_regulation(self, regulation: Regulation | str | Path) -> None:
        self.controller.set_regulation(regulation)
        index = self.regulation_box.findData(self.regulation)
        if index < 0:
            index = self.regulation_box.count() - 1
            self.regulation_box.insertItem(
                index, f"{self.regulation.title(self.lang)} ({self.regulation.key})", self.regulation
            )
        self.regulation_box.setCurrentIndex(index)

    def _regulation_chosen(self, index: int) -> None:
        chosen = self.regulation_box.itemData(index)
        if chosen is not None:
            self.set_regulation(chosen)
            return
        self.regulation_box.setCurrentIndex(self.regulation_box.findData(self.regulation))
        path, _ = QFileDialog.getOpenFileName(
            self, translate("Secretary", "A regulation file"), "", translate("Secretary", "Regulation (*.toml)")
        )
        if not path:
            return
        try:
            self.set_regulation(Path(path))
        except RegulationError as error:
            QMessageBox.warning(self, translate("Secretary", "Regulation not read"), error.message(self.lang))

    def open_card(self, key: str) -> PlayerCardDialog | None:
        if self.standings is None:
            return None                 # nothing read yet: nobody's card to show
        card = PlayerCardDialog(self.standings, key, self.lang, self)
        for old in self.cards:
            if not old.isVisible():
                old.deleteLater()
        self.cards = [c for c in self.cards if c.isVisible()] + [card]
        card.show()
        return card

    def closeEvent(self, event: QCloseEvent) -> None:
        self._closed = True
        self.timer.stop()
        self.serving.stop()
        self.wait_for_reading()
        self.seating.wait()
        self.scans.close()
        for card in self.cards:
            card.close()
        super().closeEvent(event)
