"""The secretary's window on a tournament played in stages: the standings tab chooses the
total or a stage's table (issue 28 §5)."""
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from rehearsal import rehearsal_game, rehearsal_tournament
from secretary_games import counting_unsigned

from app.format import save_game
from app.tournament import SeatingRequest, Tournament, generate_seating
from app.tournament.stage_standings import compute_staged
from app.tournament.stages import parse_stages, stage_seating_request

PLAN = parse_stages([
    {"name": "qualifying", "title": {"ru": "Отбор", "en": "Qualifying"}, "rounds": "1-2", "tables": 2,
     "advance": 10},
    {"name": "final", "title": {"ru": "Финал", "en": "Final"}, "rounds": [3], "tables": 1, "weight": 1.4}])


@pytest.fixture
def staged_folder(tmp_path):
    """20 players qualify over two rounds at two tables; the top 10 play one final game."""
    folder = tmp_path / "games"
    folder.mkdir()
    plan = generate_seating(SeatingRequest(players=20, tables=2, games=2, seed=3, effort=0.1))
    items = rehearsal_tournament(plan, seed=7, name="Кубок")
    for label, doc in items:
        save_game(doc, folder / label)
    regulation = counting_unsigned()
    before = compute_staged(Tournament.from_docs(items), regulation, PLAN)
    final = generate_seating(stage_seating_request(before, "final", seed=1))
    doc = rehearsal_game([final.players[p] for p in final.rounds[0][0]], seed=11,
                         meta={"tournament": "Кубок", "round": 3, "table": 1})
    save_game(doc, folder / "r3-t1.json")
    items.append(("r3-t1.json", doc))
    return folder, compute_staged(Tournament.from_docs(items), regulation, PLAN)


def test_the_standings_tab_shows_the_total_and_each_stage(qtbot, monkeypatch, staged_folder, tmp_path):
    from ui.secretary import SecretaryWindow
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: pytest.fail(f"unexpected warning {a[1:]}"))
    folder, expected = staged_folder
    w = SecretaryWindow("en", refresh_ms=3_600_000, regulation=counting_unsigned(), paths=[str(folder)],
                        stages=PLAN)
    qtbot.addWidget(w)
    w.show()
    chooser, model = w.stage_chooser, w.standings_tab.model
    assert not chooser.isHidden()
    assert [chooser.combo.itemText(i) for i in range(chooser.combo.count())] == ["Total", "Qualifying", "Final"]

    def shown():
        return [(model.row(model.index(r, 0)).name, model.row(model.index(r, 0)).total)
                for r in range(model.rowCount())]

    assert shown() == [(r.name, r.total) for r in expected.rows] and len(shown()) == 20
    assert "last stage first" in chooser.heading.text()
    chooser.choose(2)
    final = expected.stage("final")
    assert shown() == [(r.name, r.total) for r in final.standings.rows] and len(shown()) == 10
    assert chooser.heading.text().startswith('Stage "Final": round 3; points ×1.4; with the points of "Qualifying"')
    chooser.choose(1)
    qualifying = expected.stage("qualifying")
    assert shown() == [(r.name, r.total) for r in qualifying.standings.rows]
    # the tie at the cut waits for the secretary: none of the tied is named as advancing yet
    assert qualifying.undecided and "Advance: " + ", ".join(r.name for r in qualifying.sure) + \
        f"; {qualifying.slots} more among " + ", ".join(r.name for r in qualifying.tied) in chooser.heading.text()
    w.resize(1366, 768)
    w.tabs.setCurrentWidget(w.standings_tab)
    w.grab().save(str(tmp_path / "stages.png"))
    w.close()


def test_without_stages_the_chooser_stays_hidden(qtbot, staged_folder):
    from ui.secretary import SecretaryWindow
    folder, _ = staged_folder
    w = SecretaryWindow("en", refresh_ms=3_600_000, regulation=counting_unsigned(), paths=[str(folder)])
    qtbot.addWidget(w)
    w.show()
    assert w.stage_chooser.isHidden() and w.standings_tab.model.rowCount() == 20
    w.close()


def test_a_club_tournament_in_stages_counts_its_unsigned_games_and_draws_the_cut(qtbot, staged_folder, tmp_path):
    # issue 39 §1, §5: the folder's tournament.setup (a club: unsigned games count) holds with
    # the stages loaded and no regulation given; the table shows a line under the finalists,
    # and «Decided by» only where a tie-break decided
    from app.tournament.export import rows as export_rows
    from app.tournament.trust import SETUP_NAME, TournamentSetup, write_setup
    from ui.secretary import SecretaryWindow
    folder, _ = staged_folder
    write_setup(folder / SETUP_NAME, TournamentSetup(unsigned="count"))
    items = [(p.name, json.loads(p.read_text(encoding="utf-8"))) for p in sorted(folder.glob("*.json"))]
    expected = compute_staged(Tournament.from_docs(items, setup=TournamentSetup(unsigned="count")), None, PLAN)
    assert len(expected.games) == 5 and not expected.set_aside
    w = SecretaryWindow("ru", refresh_ms=3_600_000, paths=[str(folder)], stages=PLAN)
    qtbot.addWidget(w)
    w.show()
    model = w.standings_tab.model
    shown = [(model.row(model.index(r, 0)).name, model.row(model.index(r, 0)).total) for r in range(model.rowCount())]
    assert shown == [(r.name, r.total) for r in expected.rows] and len(w.standings.games) == 5
    assert [export_rows(w.standings)[1 + r][1] for r in range(20)] == [name for name, _ in shown]
    st = w.standings
    assert [i for i in range(1, 20) if st.parted(i)] == [10]
    column = model.column("decided_by")
    decided = [model.data(model.index(r, column)) for r in range(model.rowCount())]
    first = st.regulation.tie_breakers[0].key
    assert all((text == "") == (row.decided_by in (None, first)) for text, row in zip(decided, st.rows))
    # a weighted figure says how it is made: each final game's own value × 1,4
    assert "очки этапа «Финал» ×1,4" in w.stage_chooser.heading.text()
    finalist = next(r for r, row in enumerate(st.rows) if any(pg.weight == 1.4 and pg.score.total for pg in row.games))
    row = st.rows[finalist]
    tip = model.data(model.index(finalist, model.column("result_points")), Qt.ToolTipRole)
    final_games = [pg for pg in row.games if pg.weight == 1.4 and pg.score.win]

    def ru(value):
        return f"{round(value, 4):g}".replace(".", ",")
    assert final_games and all(f"{pg.game.where('ru')}: {ru(pg.score.win / 1.4)} × 1,4" in tip for pg in final_games)
    assert tip.startswith(f"{ru(row.result_points)} = ")
    w.resize(1366, 768)
    w.tabs.setCurrentWidget(w.standings_tab)
    w.grab().save(str(tmp_path / "club-stages.png"))
    w.close()


def test_the_wall_and_the_workbook_of_the_window_follow_the_stages(qtbot, monkeypatch, staged_folder, tmp_path):
    # issue 39 §2: the window's wall (after the qualifying, ranked by the stages) and workbook
    import io

    from openpyxl import load_workbook
    from pypdf import PdfReader
    from PySide6.QtWidgets import QFileDialog, QInputDialog

    from ui.secretary import SecretaryWindow
    folder, expected = staged_folder
    w = SecretaryWindow("ru", refresh_ms=3_600_000, regulation=counting_unsigned(), paths=[str(folder)], stages=PLAN)
    qtbot.addWidget(w)
    wall, book = tmp_path / "wall.pdf", tmp_path / "wall.xlsx"
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (2, True))           # after round 2
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(wall), ""))
    assert w.printing.wall() == str(wall)
    text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(wall.read_bytes())).pages)
    after = compute_staged(Tournament.from_docs([(p.name, json.loads(p.read_text(encoding="utf-8")))
                                                 for p in sorted(folder.glob("r[12]-*.json"))]), counting_unsigned(),
                           PLAN)
    assert "Таблица после тура 2" in text and "Этап" in text and len(after.rows) == 20
    # the wall's rows in the order of the staged standings after round 2
    assert [name for _, name in sorted((text.index(r.name), r.name) for r in after.rows)] == \
        [r.name for r in after.rows]
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(book), ""))
    assert w.printing.xlsx() == str(book)
    sheets = load_workbook(book).worksheets
    assert len(sheets) == 3 and [r[1] for r in sheets[0].iter_rows(min_row=2, values_only=True)] == \
        [r.name for r in expected.rows]
    w.close()
