"""The Print menu: paper for the floor (``reports.floor``, ``reports.blank``) and the
standings as an Excel workbook (``app.tournament.export``), as ``mafia-protocol tournament
print`` writes them; the window only asks which round, the tables' judges and where.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from app.tournament import Schedule
from app.tournament.floor import standings_after

from .texts import translate

if TYPE_CHECKING:
    from .base import WindowBase
    from .exporting import Exports

# a page of the tables (the seating, the round's number, the judges by table) as PDF bytes
TablesRender = Callable[[Schedule, int, dict[int, str]], bytes]


class Printing:
    """``window`` has ``seating.schedule``, ``standings``, ``tournament`` and ``lang``;
    ``exports`` are the window's (whose ``write`` and ``last_written`` it shares); ``judges``
    are remembered between prints (table -> name)."""

    def __init__(self, window: WindowBase, exports: Exports) -> None:
        self.window, self.exports = window, exports
        self.judges: dict[int, str] = {}

    # -- what is printed -----------------------------------------------------------------

    def install_menu(self, window: WindowBase) -> None:
        """The window's Print menu: the seating, table cards, blank protocols, standings for the wall
        (the actions stay the window's, as its other menus' do)."""
        menu = window.menuBar().addMenu(translate("Secretary", "&Print"))
        for text, slot in ((translate("Secretary", "Seating…"), self.seating),
                           (translate("Secretary", "Table cards…"), self.cards),
                           (translate("Secretary", "Blank protocols…"), self.protocols),
                           (translate("Secretary", "Standings for the wall…"), self.wall)):
            menu.addAction(window.action(text, slot))

    def seating(self) -> str | None:
        from reports.floor import SeatingRenderer
        schedule = self._schedule()
        if schedule is None:
            return None
        path = self._path(translate("Secretary", "Print the seating"), "seating.pdf")
        if not path:
            return None
        return self._render(path, lambda: SeatingRenderer(schedule, self.window.lang, title=self._name()).render())

    def cards(self) -> str | None:
        from reports.floor import TableCardsRenderer
        return self._tables(translate("Secretary", "Print the table cards"), "cards.pdf",
                            lambda s, r, j: TableCardsRenderer(s, self.window.lang, title=self._name(),
                                                               round_no=r, judges=j).render())

    def protocols(self) -> str | None:
        from reports.floor import blank_protocols
        return self._tables(translate("Secretary", "Print blank protocols"), "protocols.pdf",
                            lambda s, r, j: blank_protocols(s, self.window.lang, tournament=self._name(),
                                                            round_no=r, judges=j))

    def wall(self) -> str | None:
        from reports.floor import WallStandingsRenderer
        st = self.exports.finished_standings()
        if st is None:
            return None
        title = translate("Secretary", "Standings for the wall")
        rounds = [int(r) for r in st.tournament.rounds() if r.isdigit()]
        after = None
        if rounds:
            after, ok = QInputDialog.getInt(self.window, title, translate("Secretary", "After round:"),
                                            max(rounds), 1, max(rounds))
            if not ok:
                return None
        path = self._path(title, "standings-wall.pdf")
        if not path:
            return None

        def render() -> bytes:
            shown = st if after is None or after == max(rounds) else standings_after(st, after)
            return WallStandingsRenderer(shown, self.window.lang, title=self._name(), after_round=after).render()
        return self._render(path, render)

    def xlsx(self) -> str | None:
        from app.tournament.export import cell_safe, cleaned_for_workbook, standings_xlsx
        st = self.exports.finished_standings()
        if st is None:
            return None
        path, _ = QFileDialog.getSaveFileName(self.window, translate("Secretary", "Export the standings"),
                                              "standings.xlsx", translate("Secretary", "Excel workbook (*.xlsx)"))
        if not path:
            return None
        written = self._render(path, lambda: standings_xlsx(st, self.window.lang))
        cleaned = cleaned_for_workbook(st)
        if written and cleaned:      # said, as the command line says it: the sheet holds their escapes
            self.window.statusBar().showMessage(translate(
                "Secretary", "{path}: written; a worksheet cannot hold the control characters of {names}: "
                             "written there as escapes").format(path=written,
                                                                names=", ".join(cell_safe(n) for n in cleaned)))
        return written

    # -- asking ------------------------------------------------------------------------
    def _name(self) -> str:
        return self.window.controller.name or ""

    def _schedule(self) -> Schedule | None:
        schedule = self.window.seating.schedule
        if schedule is None:
            QMessageBox.information(self.window, translate("Secretary", "No seating"),
                                    translate("Secretary", "Generate or import the seating first (the Seating tab)."))
        return schedule

    def _tables(self, title: str, default: str, render: TablesRender) -> str | None:
        schedule = self._schedule()
        if schedule is None:
            return None
        w = self.window
        # the tournament's numbers of the seating's rounds: a final's seating holds rounds 11–13
        numbers = [schedule.round_number(p) for p in range(1, len(schedule.rounds) + 1)]
        round_no, ok = QInputDialog.getInt(w, title, translate("Secretary", "Round:"), numbers[0], min(numbers),
                                           max(numbers))
        if not ok:
            return None
        shown = "\n".join(self.judges.get(t, "") for t in range(1, schedule.tables + 1))
        text, ok = QInputDialog.getMultiLineText(
            w, title, translate("Secretary", "The judges, one a line (table 1 first; empty: none):"), shown)
        if not ok:
            return None
        lines = text.splitlines()
        self.judges = {t: lines[t - 1].strip() for t in range(1, min(len(lines), schedule.tables) + 1)
                       if lines[t - 1].strip()}
        path = self._path(title, default)
        if not path:
            return None
        return self._render(path, lambda: render(schedule, round_no, self.judges))

    def _path(self, title: str, default: str) -> str:
        path, _ = QFileDialog.getSaveFileName(self.window, title, default, translate("Secretary", "PDF (*.pdf)"))
        return path

    def _render(self, path: str, render: Callable[[], bytes]) -> str | None:
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            data = render()
        finally:
            QGuiApplication.restoreOverrideCursor()
        return path if self.exports.write(path, data) else None
