"""The secretary's window: a tournament compiled from many tables.

Games come from judges' files (a folder, files, or dropped on the window) and from the
shared archive, which a worker thread reads again every few seconds while the judges
record.  Everything shown is ``app.tournament``'s: the status of each place, the
standings under the chosen regulation, the player cards, the seating and its figures.
"""
from __future__ import annotations

import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QPalette
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

from app.tournament import (
    Regulation,
    RegulationError,
    Tournament,
    compute_standings,
    get_regulation,
    regulations,
    status_grid,
)
from app.tournament.games import trusted_anchors
from app.tournament.stage_standings import compute_staged

from .archive_reader import ArchiveReader, refused_lines
from .card import PlayerCardDialog
from .career import install as install_career
from .exporting import Exports
from .importing import ImportingMixin
from .interop import install as install_interop
from .judges import KindBanner, SetupPlace, TrustMixin
from .models import IssueLine
from .printing import Printing
from .scans import ScanMatching
from .seating import SeatingPanel
from .serving import Serving
from .settling import SettlingMixin
from .sources import GameSources
from .stages import StageChooser, StageCuts
from .tabs import GridTab, IssuesTab, StandingsTab
from .texts import SEVERITY_COLORS, translate

REFRESH_MS = 10_000


class SecretaryWindow(TrustMixin, SettlingMixin, ImportingMixin, QMainWindow):
    refreshed = Signal()          # a reading was applied (or found unchanged)

    def __init__(self, lang: str = "ru", *, archive: Any = None, tournament: str | None = None,
                 regulation: Regulation | str | None = None, paths: Iterable[str] = (),
                 schedule: str | None = None, anchors: Any = None, refresh_ms: int = REFRESH_MS,
                 stages: Iterable[Any] = (), stages_path: str | Path | None = None) -> None:
        super().__init__()
        self.lang = lang
        self.archive, self.tournament_name = archive, tournament
        self.sources = GameSources(lang, anchors)
        self.regulation = get_regulation(regulation)
        self.stage_plan = tuple(stages)      # app.tournament.stages.Stage: a tournament played in stages
        self.stages_path = Path(stages_path) if stages_path else None   # where a decision at a cut is written
        self.tournament: Tournament | None = None
        self.standings = None
        self.grid = None
        self.problems: list[tuple[str, str]] = []
        self.archive_problem: str | None = None
        self.chief_judge: str | None = None
        self.cards: list[PlayerCardDialog] = []
        self.archive_revisions: dict[str, int] = {}
        self.refused_changes: list = []     # the tables' changes the served archive refused (issue 29)
        self.archive_decisions: list = []
        self.setup = None                     # app.tournament.trust.TournamentSetup: the register, club or not
        self.archive_setup = None
        self.setup_place = SetupPlace(self)
        self.exports = Exports(self)
        self.printing = Printing(self)
        self._key: tuple | None = None
        self._seating_tried = False
        self.journal_problems: list[tuple[str, str]] = []
        self._reader: ArchiveReader | None = None
        self._again = False
        self._closed = False
        self._build()
        self.scans = ScanMatching(self)      # scanned protocols matched with the games (issue 17)
        self._actions()
        self.timer = QTimer(self)
        self.timer.setInterval(refresh_ms)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self.setAcceptDrops(True)
        self.resize(1366, 740)
        self._title()
        if schedule:
            self.seating.load(schedule)
        self.sources.add(paths)
        self.refresh()

    # -- layout ------------------------------------------------------------------------
    def _build(self) -> None:
        self.grid_tab = GridTab(self.lang)
        self.standings_tab = StandingsTab(self.lang)
        self.standings_tab.card_requested.connect(self.open_card)
        self.stage_chooser = StageChooser(self.lang)
        self.stage_chooser.changed.connect(self._show_standings)
        self.standings_tab.layout().insertWidget(0, self.stage_chooser)
        self.seating = SeatingPanel(self.lang)
        self.seating.schedule_changed.connect(lambda _: self._restand())
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

    def _action(self, text: str, slot, shortcut=None, checkable: bool = False) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        return action

    def _actions(self) -> None:
        self.import_folder_action = self._action(translate("Secretary", "Import a folder…"), self.import_folder)
        self.import_files_action = self._action(translate("Secretary", "Import files…"), self.import_files,
                                                QKeySequence.Open)
        self.forget_action = self._action(translate("Secretary", "Forget the imported files"), self.forget_files)
        self.archive_action = self._action(translate("Secretary", "Tournament from the archive…"),
                                           self.choose_tournament)
        self.refresh_action = self._action(translate("Secretary", "Refresh"), self.refresh, QKeySequence.Refresh)
        self.auto_action = self._action(translate("Secretary", "Refresh every 10 s"), self._auto, checkable=True)
        self.auto_action.setChecked(True)
        self.judges_action = self._action(translate("Secretary", "Judges of the tournament…"), self.edit_judges)
        self.keep_seating_action = self._action(translate("Secretary", "Keep the seating in the archive"),
                                                self.keep_seating)
        self.csv_action = self._action(translate("Secretary", "Standings as CSV…"), self.exports.standings_csv)
        self.pdf_action = self._action(translate("Secretary", "Summary PDF…"), lambda: self.exports.summary(False))
        self.sign_action = self._action(translate("Secretary", "Signed summary PDF…"),
                                        lambda: self.exports.summary(True))
        close = self._action(translate("Secretary", "Close"), self.close, QKeySequence.Close)
        games = self.menuBar().addMenu(translate("Secretary", "&Games"))
        for action in (self.import_folder_action, self.import_files_action, self.forget_action, None,
                       self.archive_action, self.judges_action, self.keep_seating_action, self.refresh_action,
                       self.auto_action,
                       None, self.scans.action, None, close):
            games.addSeparator() if action is None else games.addAction(action)
        self.xlsx_action = self._action(translate("Secretary", "Standings as Excel workbook…"), self.printing.xlsx)
        export = self.menuBar().addMenu(translate("Secretary", "&Export"))
        for action in (self.csv_action, self.xlsx_action, self.pdf_action, self.sign_action):
            export.addAction(action)
        self.printing.install_menu(self)
        install_interop(self)       # File → Import from mafiaratings / Polemica, Export for mafiaratings
        install_career(self)        # Games → Player's career… (issue 41)
        self.serving = Serving(self)   # Tournament → Open for the tables (issue 29)
        self.stage_cuts = StageCuts(self)   # the secretary's decision at a tied cut, undoable

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
        name = self.tournament_name or (self.tournament.name if self.tournament else None)
        title = translate("Secretary", "Tournament secretary")
        self.setWindowTitle(f"{title} — {name}" if name else title)
        parts = []
        if self.archive is not None and self.tournament_name:
            parts.append(translate("Secretary", "Archive {where}, tournament «{name}»").format(
                where=self.archive.location, name=self.tournament_name))
        if self.sources.roots:
            parts.append(translate("Secretary", "Imported: {paths}").format(
                paths=", ".join(p.name for p in self.sources.roots)))
        if not parts:
            parts.append(translate("Secretary", "No games yet: import a folder of judges' files, drop "
                                                "files here, or open a tournament of the archive."))
        text = " · ".join(parts)
        if self.archive_problem:
            text = f"{text} · {self.archive_problem}"
        self.source_label.setText(text)
        self.source_label.setStyleSheet("color: #b00020;" if self.archive_problem else "")

    # -- reading -----------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the games again: the archive in a worker thread, the files at once."""
        if self.archive is not None and self.tournament_name:
            if self._reader is not None:
                self._again = True           # what the judges saved since this read began
                return
            self._again = False
            self._reader = ArchiveReader(self.archive, self.tournament_name, self.lang, self, self.serving.refused)
            self._reader.done.connect(self._archive_read)
            self._reader.failed.connect(self._archive_failed)
            self._reader.finished.connect(self._reader_finished)
            self._reader.start()
            return
        self._apply()

    def _archive_read(self, items: list, signed: set, revisions: dict, decisions: list, trust: tuple, refused) -> None:
        self.archive_problem = None
        self.archive_setup, originals = trust
        self.sources.set_archive(items, signed, originals)
        self.archive_revisions, self.archive_decisions = revisions, decisions
        if self.seating.schedule is None and not self._seating_tried:
            self._seating_tried = True
            self._load_stored_seating()
        changed, self.refused_changes = refused != self.refused_changes, refused
        self._apply()
        if changed:                              # a refused change alters no game: the issues only
            self._issues()

    def _archive_failed(self, message: str) -> None:
        self.archive_problem = message           # the last reading stays on screen
        self._title()
        self.refreshed.emit()

    def _reader_finished(self) -> None:
        self._reader.deleteLater()
        self._reader = None
        if self._again and not self._closed:
            self.refresh()

    def _apply(self) -> None:
        setup_problems = self._read_setup()
        self.sources.set_anchors(trusted_anchors(self.setup))
        games = self.sources.read()
        decisions = self.decisions()
        key = (games.key, tuple(d.to_json().get("at", "") + d.kind + d.game for d in decisions),
               None if self.setup is None else (self.setup.unsigned, tuple(j.fingerprint for j in self.setup.judges)))
        if key != self._key or self.tournament is None:
            self._key = key
            self.problems = games.problems + self.journal_problems + setup_problems
            self.tournament = Tournament.from_docs(games.items, name=self.tournament_name,
                                                   verdicts=games.verdicts, signed=games.signed,
                                                   decisions=decisions, revisions=self.archive_revisions,
                                                   setup=self.setup)
            self._restand()
        self.kind_banner.setVisible(self.setup_place.available and (self.setup is None or self.setup.kind is None))
        self._title()
        self.updated_label.setText(translate("Secretary", "Updated {time}").format(time=time.strftime("%H:%M:%S")))
        self.refreshed.emit()

    def _restand(self) -> None:
        if self.tournament is None:
            return
        if self.stage_plan:
            # the seating on screen is the first stage's (a stage's own file is the command line's)
            schedules = {self.stage_plan[0].name: self.seating.schedule} if self.seating.schedule else {}
            self.standings = compute_staged(self.tournament, self.regulation, self.stage_plan, schedules=schedules)
        else:
            self.standings = compute_standings(self.tournament, self.regulation, schedule=self.seating.schedule)
        self.stage_chooser.set_staged(self.standings if self.stage_plan else None)
        self._show_standings()
        st = self.standings
        self.standings_tab.info.setText(translate(
            "Secretary", "{regulation}: {games} games counted, {players} players").format(
            regulation=self.regulation.title(self.lang), games=len(st.games), players=len(st.rows))
            + (translate("Secretary", "; not counted: {count} (see Issues)").format(count=len(st.set_aside))
               if st.set_aside else ""))
        self._regrid()
        self._issues()
        self.grid_tab.decisions.enabled_sources = self.on_archive or self.journal_path() is not None
        self.keep_seating_action.setEnabled(self.on_archive)
        self.grid_tab.decisions._update()
        has_games = bool(st.games)
        for action in (self.csv_action, self.pdf_action, self.sign_action):
            action.setEnabled(has_games)

    def _show_standings(self) -> None:
        if self.standings is not None:
            self.standings_tab.model.set_standings(self.stage_chooser.chosen(self.standings))

    def _regrid(self) -> None:
        if self.tournament is None:
            return
        st = self.standings
        self.grid = status_grid(self.tournament, self.seating.schedule, st.set_aside if st is not None else (),
                                st.unsigned_counted if st is not None else ())
        self.grid_tab.set_grid(self.grid)

    def _issues(self) -> None:
        games = {g.label: g for g in self.tournament.games + self.tournament.left_out}
        lines = [IssueLine("error", "", label, message) for label, message in self.problems]
        lines += refused_lines(self.refused_changes, self.lang)
        for issue in self.standings.issues:
            game = games.get(issue.game)
            place = game.where(self.lang) if game is not None and game.place is not None else ""
            lines.append(IssueLine(issue.severity, place, issue.game or "", issue.message(self.lang)))
        self.issues_tab.model.set_lines(lines)
        errors = self.issues_tab.model.count("error")
        title = translate("Secretary", "Issues ({count})").format(count=len(lines)) if lines \
            else translate("Secretary", "Issues")
        index = self.tabs.indexOf(self.issues_tab)
        self.tabs.setTabText(index, title)
        color = SEVERITY_COLORS["error"] if errors else self.palette().color(QPalette.WindowText)
        self.tabs.tabBar().setTabTextColor(index, color)

    # -- importing ---------------------------------------------------------------------
    def choose_tournament(self) -> None:
        from app.storage import ArchiveError, open_archive
        try:
            if self.archive is None:
                self.archive = open_archive()
            names = sorted({s.tournament for s in self.archive.search_games(limit=None) if s.tournament})
        except ArchiveError as error:
            QMessageBox.warning(self, translate("Secretary", "The archive"), error.message(self.lang))
            return
        if not names:
            QMessageBox.information(self, translate("Secretary", "The archive"),
                                    translate("Secretary", "The archive holds no tournament games yet."))
            return
        current = names.index(self.tournament_name) if self.tournament_name in names else 0
        name, ok = QInputDialog.getItem(self, translate("Secretary", "The archive"),
                                        translate("Secretary", "Tournament:"), names, current, False)
        if ok and name:
            self.open_tournament(name)

    def open_tournament(self, name: str) -> None:
        self.tournament_name = name
        self._seating_tried = False
        self.archive_setup = None
        self.sources.set_archive([], set())
        self._key = None
        self._title()
        self.refresh()

    def _auto(self, on: bool) -> None:
        self.timer.start() if on else self.timer.stop()

    # -- the regulation and the cards ----------------------------------------------------
    def set_regulation(self, regulation: Regulation | str) -> None:
        self.regulation = get_regulation(regulation)
        index = self.regulation_box.findData(self.regulation)
        if index < 0:
            index = self.regulation_box.count() - 1
            self.regulation_box.insertItem(index, f"{self.regulation.title(self.lang)} ({self.regulation.key})",
                                           self.regulation)
        self.regulation_box.setCurrentIndex(index)
        self._restand()

    def _regulation_chosen(self, index: int) -> None:
        chosen = self.regulation_box.itemData(index)
        if chosen is not None:
            self.set_regulation(chosen)
            return
        self.regulation_box.setCurrentIndex(self.regulation_box.findData(self.regulation))
        path, _ = QFileDialog.getOpenFileName(self, translate("Secretary", "A regulation file"), "",
                                              translate("Secretary", "Regulation (*.toml)"))
        if not path:
            return
        try:
            self.set_regulation(Path(path))
        except RegulationError as error:
            QMessageBox.warning(self, translate("Secretary", "Regulation not read"), error.message(self.lang))

    def open_card(self, key: str) -> PlayerCardDialog:
        card = PlayerCardDialog(self.standings, key, self.lang, self)
        for old in self.cards:
            if not old.isVisible():
                old.deleteLater()
        self.cards = [c for c in self.cards if c.isVisible()] + [card]
        card.show()
        return card

    def closeEvent(self, event) -> None:
        self._closed = True
        self.timer.stop()
        self.serving.stop()
        if self._reader is not None:
            self._reader.wait()
        self.seating.wait()
        self.scans.close()
        for card in self.cards:
            card.close()
        super().closeEvent(event)
