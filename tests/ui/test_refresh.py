"""The views redraw what a change altered: a foul repaints its seat's row and the findings,
not the whole sheet, the header or the other rows."""
import pytest
from PySide6.QtCore import Qt

from app import operations as ops
from app.document import GameDocument
from app.format.events import Nominate, Penalty
from app.sport import sample_game


class Counts:
    """What the window redrew after one edit."""

    def __init__(self, w, monkeypatch) -> None:
        self.cells, self.rows_header, self.resets = [], [], 0
        self.panels = {"findings": 0, "flow": 0, "header": 0, "result": 0}
        w.model.dataChanged.connect(lambda a, b, *_: self.cells.append((a.row(), a.column(), b.row(), b.column())))
        w.model.headerDataChanged.connect(lambda orient, first, last: self.rows_header.append((first, last))
                                          if orient == Qt.Vertical else None)
        w.model.modelReset.connect(self._reset)
        for name, target, method in (("findings", w.findings, "show_state"), ("flow", w.flow_panel, "show_state"),
                                     ("header", w.header, "setText"), ("result", w.result_label, "setText")):
            real = getattr(target, method)
            monkeypatch.setattr(target, method, self._counting(name, real))

    def _reset(self) -> None:
        self.resets += 1

    def _counting(self, name, real):
        def counted(*args, **kwargs):
            self.panels[name] += 1
            return real(*args, **kwargs)
        return counted

    @property
    def rows(self) -> set[int]:
        return {r for first, _, last, _ in self.cells for r in range(first, last + 1)}


def painted(qtbot, w):
    """The sheet as the judge sees it: every visible cell asked for once."""
    w.view.viewport().repaint()
    qtbot.wait(1)


def test_a_foul_refreshes_its_seat_row_and_the_findings_not_the_sheet(qtbot, window, monkeypatch):
    w = window()
    w.next_phase()
    w.record(Nominate(1, 7))
    painted(qtbot, w)
    counts = Counts(w, monkeypatch)
    w.record(Penalty("foul", 3))
    assert counts.resets == 0
    assert counts.rows == {2}                           # seat 3's row, nothing else
    assert counts.rows_header == [(2, 2)]               # its seat and nickname
    assert len(counts.cells) == 1                       # one announcement for the row
    assert counts.panels["findings"] == 1 and counts.panels["header"] == 0
    assert w.model.data(w.model.index(2, w.model.column_of("fouls")), Qt.UserRole + 1) == 1


def test_a_nomination_repaints_the_nominator_and_the_candidate(qtbot, window, monkeypatch):
    w = window()
    w.next_phase()
    painted(qtbot, w)
    counts = Counts(w, monkeypatch)
    w.record(Nominate(3, 5))
    assert counts.resets == 0 and counts.rows <= {2, 4} and 2 in counts.rows
    assert counts.panels["flow"] == 1 and counts.panels["header"] == 0


def test_the_header_alone_for_a_header_edit(qtbot, window, monkeypatch):
    w = window()
    painted(qtbot, w)
    counts = Counts(w, monkeypatch)
    w.push(ops.SetTop("meta", {**w.doc.meta, "table": 7}), "meta")
    assert counts.panels["header"] == 1 and "7" in w.header.text()
    assert counts.cells == [] and counts.resets == 0
    assert counts.panels["findings"] == counts.panels["flow"] == counts.panels["result"] == 0


def test_a_new_phase_rebuilds_the_columns(qtbot, window, monkeypatch):
    w = window()
    painted(qtbot, w)
    counts = Counts(w, monkeypatch)
    columns = w.model.columnCount()
    w.next_phase()
    assert counts.resets == 1 and w.model.columnCount() == columns + 2
    w.undo.undo()
    assert counts.resets == 2 and w.model.columnCount() == columns


def test_a_correction_of_an_early_event_announces_only_the_cells_it_changed(qtbot, monkeypatch, window):
    data = sample_game()
    del data["result"]
    w = window(GameDocument(data))
    painted(qtbot, w)
    counts = Counts(w, monkeypatch)
    first = w.doc.event(1, 0)
    w.push(ops.ReplaceEvent(1, 0, {**first, "target": first["target"]}), "the same nomination")
    assert counts.cells == [] and counts.rows_header == []       # nothing changed: nothing repainted
    w.push(ops.ReplaceEvent(1, 0, {"type": "foul", "seat": 2}), "a foul, not a nomination")
    assert counts.resets == 0 and counts.rows and len(counts.rows) < w.model.rowCount()
    w.undo.undo()
    w.undo.undo()
    assert w.doc.to_json() == data


@pytest.mark.parametrize("reveal", [False, True])
def test_the_refreshed_sheet_is_the_sheet_built_afresh(qtbot, window, reveal):
    """However little is announced, what the model serves equals a model built anew."""
    from ui.sheet_model import SheetModel
    w = window()
    w.set_reveal(reveal)
    for edit in (w.next_phase, lambda: w.record(Nominate(1, 7)), lambda: w.record(Penalty("foul", 3)),
                 lambda: w.submit([{"type": "vote", "round": 1, "candidate": 7, "voters": [1, 2, 3, 4, 5, 6]}]),
                 w.next_phase, lambda: w.set_shot(5, 4), lambda: w.set_shot(7, 4), w.undo.undo):
        painted(qtbot, w)
        edit()
        fresh = SheetModel(w.doc, lang=w.lang)
        fresh.set_reveal(w.model.reveal)
        for row in range(w.model.rowCount()):
            for column in range(w.model.columnCount()):
                assert w.model._roles(row, column) == fresh._roles(row, column), (row, column)


@pytest.mark.parametrize("reveal", [False, True])
def test_a_boulevard_night_and_morning_refresh_as_a_fresh_sheet(qtbot, window, reveal):
    """The host's secrets, the morning's announced deaths and a struck event: the cells the
    refresh kept are the cells a fresh model computes."""
    from boulevard_games import table

    from ui import host_actions
    from ui.sheet_model import SheetModel
    w = window(table(), lang="ru")
    w.set_reveal(reveal)
    steps = [lambda: type_in(w, "p3 d9"), lambda: type_in(w, "m9"), lambda: host_actions.strike_event(w, 0),
             lambda: type_in(w, "x12"), lambda: type_in(w, "n"), lambda: type_in(w, "!7"), w.undo.undo,
             lambda: type_in(w, "!7"), lambda: type_in(w, "!7")]
    for step in steps:
        painted(qtbot, w)
        step()
        fresh = SheetModel(w.doc, lang=w.lang)
        fresh.set_reveal(w.model.reveal)
        for row in range(w.model.rowCount()):
            assert w.model.headerData(row, Qt.Vertical) == fresh.headerData(row, Qt.Vertical)
            for column in range(w.model.columnCount()):
                assert w.model._roles(row, column) == fresh._roles(row, column), (row, column)


def type_in(w, line):
    w.quick.line.setText(line)
    w.quick.enter()
    assert not w.quick.error.isVisible(), (line, w.quick.error.text())
