"""The secretary's window on judges' files: statuses, standings, issues, cards, exports."""
import doctest

import pytest
from PySide6.QtCore import QMimeData, QPoint, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox
from secretary_games import NAME, counting_unsigned, judges_folder

from app.format import load_game
from app.signing import trust_anchors, verify_pdf
from app.tournament import Tournament, compute_standings, status_text, verify_signatures
from app.tournament.export import standings_csv
from app.tournament.texts import number
from ui.secretary.models import WINNER_ROLE

PLACES = [("1", "1"), ("1", "2"), ("2", "1"), ("2", "2"), ("3", "1"), ("3", "2")]


@pytest.fixture
def secretary(qtbot, monkeypatch):
    from ui.secretary import SecretaryWindow
    # a modal dialog would block the offscreen run: every test that needs one answers it
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: pytest.fail(f"unexpected warning {a[1:]}"))
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: pytest.fail(f"unexpected message {a[1:]}"))

    def make(**kwargs):
        kwargs.setdefault("regulation", counting_unsigned())    # the judges' files are not all signed
        w = SecretaryWindow("en", refresh_ms=3_600_000, **kwargs)
        qtbot.addWidget(w)
        w.show()
        return w
    return make


@pytest.fixture
def folder(tmp_path):
    expected = judges_folder(tmp_path / "round-files", tmp_path / "stranger")
    return tmp_path / "round-files", expected


def expected_standings(folder_path):
    items = [(f"round-files/{p.name}", load_game(p)) for p in sorted(folder_path.glob("*.json"))
             if p.name != "broken.json"]
    return compute_standings(Tournament.from_docs(items, verdicts=verify_signatures(items)),
                             counting_unsigned("fiim-2024"))


def test_a_folder_of_judges_files_shows_each_place_s_status(secretary, folder):
    path, expected = folder
    w = secretary(paths=[str(path)])
    model = w.grid_tab.model
    assert model.rowCount() == 3 and model.columnCount() == 2
    for (r, t), status in expected.items():
        index = model.index(int(r) - 1, int(t) - 1)
        assert w.grid.cell(r, t).status == status, (r, t)
        assert model.data(index).split("\n")[0] == status_text(status, "en")
        cell = w.grid.cell(r, t)
        assert model.data(index, WINNER_ROLE) == (cell.games[-1].state.winner if cell.games else None)
        assert model.data(index, Qt.BackgroundRole).name() == {
            "verified": "#7fcf86", "signed": "#c9ecc9", "finished": "#cfe2ff", "in_progress": "#fff1a8",
            "has_errors": "#f3a3a3"}[status]
    assert model.data(model.index(1, 0), WINNER_ROLE) in ("red", "black")     # r2/t1 is over
    tip = model.data(model.index(2, 1), Qt.ToolTipRole)
    assert "different protocols" in tip and "r3-t2-again.json" in tip
    assert "FORGED" in model.data(model.index(2, 0), Qt.ToolTipRole)
    assert "not trusted" in model.data(model.index(0, 1), Qt.ToolTipRole)
    counts = {s: w.grid_tab.legend[s].text() for s in w.grid_tab.legend}
    assert counts["has_errors"] == "has errors: 3" and counts["verified"] == "verified: 1"
    assert w.windowTitle().endswith(NAME)


def test_duplicates_conflicts_and_unreadable_files_are_listed(secretary, folder):
    path, _ = folder
    w = secretary(paths=[str(path)])
    lines = w.issues_tab.model.lines
    by_source = {(line.source.split("/")[-1], line.severity): line for line in lines}
    assert ("broken.json", "error") in by_source
    assert "the same game as round-files/r2-t1.json" in by_source[("second-copy-r2-t1.json", "warning")].message
    assert by_source[("r3-t2.json", "error")].place == "r3/t2"
    assert "none is counted" in by_source[("r3-t2-again.json", "error")].message
    assert ("r2-t2.json", "warning") in by_source            # not finished, not counted
    assert by_source[("r3-t1.json", "error")].message.startswith("FORGED")
    assert "Незнакомец" in by_source[("r1-t2.json", "error")].message      # set aside: not trusted
    assert not any(line.source.endswith("r1-t1.json") for line in lines)   # verified: nothing to say
    assert w.tabs.tabText(w.tabs.indexOf(w.issues_tab)) == f"Issues ({len(lines)})"
    # the errors come first
    first = w.issues_tab.proxy.index(0, 0)
    assert w.issues_tab.proxy.data(first) == "error"


def test_the_standings_show_every_component_as_computed(secretary, folder):
    path, _ = folder
    w = secretary(paths=[str(path)])
    expected = expected_standings(path)
    model = w.standings_tab.model
    assert model.rowCount() == len(expected.rows) > 0
    cols = {c.key: i for i, c in enumerate(model.columns)}
    assert {"wins", "extra", "best_move", "compensation", "penalties", "first_night_kills", "role:citizen",
            "role:sheriff", "role:mafia", "role:don", "total"} <= set(cols)
    for r, row in enumerate(expected.rows):
        shown = lambda key: model.data(model.index(r, cols[key]))  # noqa: E731
        assert (shown("place"), shown("name"), shown("wins")) == (row.place_label, row.name, str(row.wins))
        for key in ("extra", "best_move", "compensation", "penalties", "total"):
            assert shown(key) == number(getattr(row, key), "en"), (row.name, key)
        don = row.roles["don"]
        assert shown("role:don") == (f"{don.wins}/{don.games}" if don.games else "—")
    assert f"{len(expected.games)} games counted" in w.standings_tab.info.text()


def test_sorting_and_filtering_the_standings(secretary, folder, qtbot):
    path, _ = folder
    w = secretary(paths=[str(path)])
    view, proxy, model = w.standings_tab.view, w.standings_tab.proxy, w.standings_tab.model
    col = model.column("wins")
    view.sortByColumn(col, Qt.DescendingOrder)
    wins = [int(proxy.data(proxy.index(r, col))) for r in range(proxy.rowCount())]
    assert wins == sorted(wins, reverse=True) and wins[0] > wins[-1]
    name = proxy.data(proxy.index(3, model.column("name")))
    w.standings_tab.filter.setText(name.upper())
    assert proxy.rowCount() == 1 and proxy.data(proxy.index(0, model.column("name"))) == name


def test_choosing_another_regulation_recomputes_the_standings(secretary, folder):
    path, _ = folder
    w = secretary(paths=[str(path)])
    index = w.regulation_box.findText("(rfm-2026)", Qt.MatchEndsWith)
    assert index >= 0
    w.regulation_box.setCurrentIndex(index)
    w.regulation_box.activated.emit(index)
    assert w.standings.regulation.key == "rfm-2026"
    items = [(f"round-files/{p.name}", load_game(p)) for p in sorted(path.glob("*.json")) if p.name != "broken.json"]
    rfm = compute_standings(Tournament.from_docs(items, verdicts=verify_signatures(items)), "rfm-2026")
    model = w.standings_tab.model
    assert [model.data(model.index(r, model.column("total"))) for r in range(model.rowCount())] == \
        [number(r.total, "en") for r in rfm.rows]
    assert "RFM" in w.standings_tab.info.text()


def test_a_double_click_opens_the_player_s_card(secretary, folder, qtbot):
    path, _ = folder
    w = secretary(paths=[str(path)])
    w.tabs.setCurrentWidget(w.standings_tab)
    view = w.standings_tab.view
    index = w.standings_tab.proxy.index(0, 1)
    rect = view.visualRect(index)
    # a view answers a double click only on the index the press before it chose
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.viewport(), Qt.LeftButton, pos=rect.center())
    assert len(w.cards) == 1
    card = w.cards[0]
    row = w.standings.rows[0]
    assert card.isVisible() and row.name in card.windowTitle()
    assert card.games.rowCount() == row.played
    roles = {card.roles.item(r, 0).text(): card.roles.item(r, 1).text() for r in range(card.roles.rowCount())}
    assert sum(int(v) for v in roles.values()) == row.played
    seats = sum(int(card.seats.item(0, c).text()) for c in range(1, 11))
    assert seats == row.played


def test_dropping_files_imports_them(secretary, folder, qtbot):
    path, expected = folder
    w = secretary()
    assert w.grid is not None and w.grid_tab.model.rowCount() == 0
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path / "r1-t1.json")), QUrl.fromLocalFile(str(path / "r2-t1.json"))])
    event = QDropEvent(QPoint(10, 10), Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier)
    w.dropEvent(event)
    assert [g.label for g in w.tournament.games] == ["r1-t1.json", "r2-t1.json"]
    assert w.grid.cell("1", "1").status == "verified" and w.grid.cell("2", "1").status == "finished"


def test_a_file_the_judge_rewrites_is_read_again_on_refresh(secretary, folder, qtbot):
    path, _ = folder
    w = secretary(paths=[str(path)])
    assert w.grid.cell("2", "2").status == "in_progress"
    from rehearsal import rehearsal_tournament
    from secretary_games import schedule, write
    finished = dict(rehearsal_tournament(schedule(), name=NAME, discipline=0.0))["r2-t2.json"]
    write(path, "r2-t2.json", finished)
    with qtbot.waitSignal(w.refreshed):
        w.refresh()
    assert w.grid.cell("2", "2").status == "finished"
    (path / "second-copy-r2-t1.json").unlink()
    w.refresh()
    assert not any("second-copy" in line.source for line in w.issues_tab.model.lines)


def test_the_standings_export_as_csv(secretary, folder, tmp_path, monkeypatch):
    path, _ = folder
    w = secretary(paths=[str(path)])
    target = tmp_path / "out" / "standings.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "CSV (*.csv)"))
    assert w.exports.standings_csv() == str(target)
    data = target.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    assert data.decode("utf-8-sig") == standings_csv(w.standings, "en")
    assert len(data.decode("utf-8-sig").splitlines()) == len(w.standings.rows) + 1


def test_the_summary_pdf_is_signed_by_the_chief_judge(secretary, folder, tmp_path, monkeypatch):
    path, _ = folder
    w = secretary(paths=[str(path)])
    target = tmp_path / "summary.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "PDF (*.pdf)"))
    answers = iter([("Главный судья", True), ("пароль-судьи", True)])
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: next(answers))
    asked = []          # the folder has games set aside: the window asks before signing
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.Yes)
    assert w.exports.summary(sign=True) == str(target)
    assert asked and "set aside" in asked[0]
    verdict = verify_pdf(target.read_bytes(), trust_anchors())
    assert verdict.status == "valid" and verdict.signer == "Главный судья"
    assert w.chief_judge == "Главный судья"


def test_a_wrong_passphrase_writes_nothing(secretary, folder, tmp_path, monkeypatch):
    path, _ = folder
    w = secretary(paths=[str(path)])
    target = tmp_path / "summary.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    answers = iter([("", True), ("не тот", True)])
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: next(answers))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warned.append(a[2]))
    assert w.exports.summary(sign=True) is None
    assert warned and not target.exists()


def test_the_models_pass_qt_s_model_tester(secretary, folder, qtmodeltester):
    path, _ = folder
    w = secretary(paths=[str(path)])
    qtmodeltester.check(w.grid_tab.model)
    qtmodeltester.check(w.standings_tab.model)
    qtmodeltester.check(w.standings_tab.proxy)
    qtmodeltester.check(w.issues_tab.model)


def test_the_window_s_modules_keep_their_examples():
    import ui.secretary.seating
    for module in (ui.secretary.seating,):      # app.tournament.sources's run with the domain's
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__


def test_under_a_preset_a_protocol_not_signed_yet_shows_as_played_and_not_counted(secretary, folder):
    path, expected = folder
    w = secretary(paths=[str(path)], regulation="fiim-2024")
    model = w.grid_tab.model
    index = model.index(1, 0)                                # r2/t1: finished, not signed
    assert w.grid.cell("2", "1").status == expected[("2", "1")] == "finished"
    assert model.data(index).split("\n") == ["finished", "not counted"]
    assert model.data(index, WINNER_ROLE) is None
    tip = model.data(index, Qt.ToolTipRole)
    assert "not signed yet" in tip and "have the judge sign it, or set [games] unsigned = true" in tip
    assert {g.label for g in w.standings.games} == {"round-files/r1-t1.json"}    # the one verified
    assert "not counted" in w.standings_tab.info.text()
