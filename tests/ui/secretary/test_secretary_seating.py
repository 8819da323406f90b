"""The seating tab: the request checked as typed, generation, live figures on a swap, files."""
import json

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from app.tournament import SeatingRequest, dumps_schedule, generate_seating, load_schedule


@pytest.fixture
def panel(qtbot):
    from ui.secretary.seating import SeatingPanel
    p = SeatingPanel("en")
    qtbot.addWidget(p)
    p.show()
    yield p
    p.wait()


def small(panel, players=20, tables=2, games=2, apart=""):
    panel.names.clear()
    panel.count.setValue(players)
    panel.tables.setValue(tables)
    panel.games.setValue(games)
    panel.effort.setValue(0.1)
    panel.apart.setPlainText(apart)


def test_an_impossible_request_is_refused_as_it_is_typed(panel):
    small(panel, players=25, tables=2, games=3)
    assert not panel.generate_button.isEnabled()
    assert "not a multiple of the 20 seats" in panel.verdict.text()
    panel.games.setValue(4)
    assert panel.generate_button.isEnabled() and panel.verdict.text() == "5 rounds of 2 tables; 5 rest each round"
    panel.apart.setPlainText("Игрок 01 Игрок 02")
    assert not panel.generate_button.isEnabled() and "line 1" in panel.verdict.text()
    panel.apart.setPlainText("1, 99")
    assert "no such player" in panel.verdict.text()


def test_names_replace_the_count(panel):
    panel.names.setPlainText("\n".join(f"Кот {i}" for i in range(12)))
    panel.tables.setValue(1)
    panel.games.setValue(5)
    assert not panel.count.isEnabled() and panel.count.value() == 12
    assert panel.request().names[0] == "Кот 0"


def test_generating_shows_the_schedule_and_its_figures(panel, qtbot):
    small(panel, players=25, tables=2, games=4, apart="1, 2")
    with qtbot.waitSignal(panel.generated, timeout=60_000):
        panel.generate()
    s = panel.schedule
    assert s is not None and len(s.rounds) == 5 and s.figures().apart_violations == []
    assert panel.model.rowCount() == 2 and panel.model.columnCount() == 10
    assert panel.model.data(panel.model.index(0, 0)) == s.players[s.rounds[0][0][0]]
    assert panel.resting.count() == 5
    assert panel.figures.text().splitlines()[:4] == s.figures().lines("en")
    assert panel.generate_button.isEnabled() and panel.generate_button.text() == "Generate"


def test_a_swap_updates_the_figures_live_and_swapping_back_restores_them(panel, qtbot):
    s = generate_seating(SeatingRequest(players=20, tables=2, games=4, seed=3, effort=0.1))
    panel.set_schedule(s)
    before = s.figures()
    panel.round.setValue(2)
    a, b = s.rounds[1][0][0], s.rounds[1][1][9]
    assert not panel.swap_button.isEnabled()
    panel.select((1, 1), (2, 10))
    assert panel.swap_button.isEnabled()
    with qtbot.waitSignal(panel.schedule_changed):
        panel.swap_button.click()
    after = s.figures()
    assert (s.rounds[1][0][0], s.rounds[1][1][9]) == (b, a)
    assert after != before and after.key_seat_excess >= 0
    assert panel.figures.text().splitlines()[:4] == after.lines("en")
    assert f"before the last swap {before.cost:.1f}" in panel.figures.text()
    assert panel.model.data(panel.model.index(0, 0)) == s.players[b]
    assert not panel.swap_button.isEnabled()           # the selection is spent
    panel.select((1, 1), (2, 10))
    panel.swap()
    assert s.figures() == before
    assert panel.figures.text().splitlines()[:4] == before.lines("en")


def test_a_resting_player_can_take_a_seat(panel):
    s = generate_seating(SeatingRequest(players=25, tables=2, games=4, seed=3, effort=0.1))
    panel.set_schedule(s)
    resting = panel.resting.item(0).text()
    seated = s.players[s.rounds[0][1][4]]
    panel.select((2, 5), resting)
    panel.swap()
    assert s.players[s.rounds[0][1][4]] == resting
    assert seated in [panel.resting.item(i).text() for i in range(panel.resting.count())]
    assert "Games per player: 3 to 5" in panel.figures.text()


def test_schedule_files_round_trip(panel, tmp_path, monkeypatch):
    s = generate_seating(SeatingRequest(players=["Кот", "Пёс"] + [f"P{i}" for i in range(18)], tables=2,
                                        games=2, seed=9, apart=[("Кот", "Пёс")], effort=0.1))
    source = tmp_path / "plan.json"
    source.write_text(dumps_schedule(s), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(source), ""))
    panel.import_schedule()
    assert panel.schedule.rounds == s.rounds
    assert panel.names.toPlainText().splitlines()[:2] == ["Кот", "Пёс"]
    assert panel.apart.toPlainText() == "Кот, Пёс" and panel.seed.value() == 9
    assert panel.generate_button.isEnabled()
    for name in ("plan-out.json", "plan-out.csv"):
        target = tmp_path / name
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
        panel.export_schedule()
        assert load_schedule(target).grid() == s.grid()
    assert json.loads((tmp_path / "plan-out.json").read_text(encoding="utf-8"))["format"] == "mafia-seating/1"


def test_an_unreadable_schedule_is_explained(panel, tmp_path, monkeypatch):
    bad = tmp_path / "plan.csv"
    bad.write_text("round,table,seat,player\n1,1,1,A\n", encoding="utf-8")
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    assert not panel.load(str(bad))
    assert shown and "plan.csv" in shown[0] and panel.schedule is None


def test_the_schedule_model_passes_qt_s_model_tester(panel, qtmodeltester):
    panel.set_schedule(generate_seating(SeatingRequest(players=20, tables=2, games=2, seed=1, effort=0.1)))
    qtmodeltester.check(panel.model)


def test_the_grid_shows_the_plan_and_where_a_game_differs(qtbot, tmp_path):
    from rehearsal import rehearsal_tournament

    from ui.secretary import SecretaryWindow
    s = generate_seating(SeatingRequest(players=20, tables=2, games=2, seed=1, effort=0.1))
    plan = tmp_path / "plan.json"
    plan.write_text(dumps_schedule(s), encoding="utf-8")
    games = tmp_path / "games"
    games.mkdir()
    label, doc = rehearsal_tournament(s)[0]
    doc["players"][0]["name"], doc["players"][1]["name"] = doc["players"][1]["name"], doc["players"][0]["name"]
    (games / label).write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    w = SecretaryWindow("en", paths=[str(games)], schedule=str(plan), refresh_ms=3_600_000)
    qtbot.addWidget(w)
    assert w.grid.rounds == ["1", "2"] and w.grid.tables == ["1", "2"]
    assert w.grid.cell("1", "1").differs == [1, 2]
    tip = w.grid_tab.model.data(w.grid_tab.model.index(0, 0), 3)   # Qt.ToolTipRole
    assert "Seats that differ from the seating: 1, 2" in tip
    # a swap in the seating tab moves the plan the grid compares with
    w.seating.select((1, 1), (1, 2))
    w.seating.swap()
    assert w.grid.cell("1", "1").differs == []


def test_the_looser_table_spread_is_offered_where_players_sit_out(panel):
    small(panel, players=20, tables=2, games=4)
    assert not panel.table_spread.isEnabled()
    assert not panel.request().loose_tables
    small(panel, players=45, tables=4, games=8)
    assert panel.table_spread.isEnabled()
    assert [panel.table_spread.itemText(i) for i in range(2)] == ["Even", "Looser, fewer repeats"]
    assert not panel.request().loose_tables
    panel.table_spread.setCurrentIndex(1)
    assert panel.request().loose_tables and panel.request().loose
