"""The secretary corrects and settles from the window (issue 16 §4): each decision asks
who and why, is journalled, and the grid, the standings and the details show it."""
import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QMessageBox
from secretary_games import counting_unsigned, judges_folder

from app.tournament.decisions import read_journal
from app.tournament.settle import JOURNAL_NAME
from ui.secretary.decisions import ReasonDialog


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path):
    from ui.secretary import SecretaryWindow
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: pytest.fail(f"unexpected warning {a[1:]}"))
    judges_folder(tmp_path / "round-files", tmp_path / "stranger")
    w = SecretaryWindow("en", refresh_ms=3_600_000, paths=[str(tmp_path / "round-files")],
                        regulation=counting_unsigned())      # most of the judges' files are not signed
    qtbot.addWidget(w)
    w.show()
    return w, tmp_path / "round-files"


def select(w, r, t):
    w.grid_tab.view.setCurrentIndex(w.grid_tab.model.index(r - 1, t - 1))
    return w.grid_tab.decisions


def answer(monkeypatch, **fields):
    """The next ReasonDialog is filled in and accepted."""
    def exec_(dialog):
        dialog.author.setText(fields.get("author", "Петрова"))
        dialog.reason.setText(fields.get("reason", "по протоколу"))
        if "field" in fields:
            dialog.field.setCurrentIndex(dialog.field.findData(fields["field"]))
            dialog.seat.setValue(fields.get("seat", 1))
            if fields["field"] in ("extra", "penalty"):
                dialog.number.setValue(fields["value"])
        dialog._accept()
        return dialog.result()
    monkeypatch.setattr(ReasonDialog, "exec", exec_)


def test_a_correction_from_the_window_is_journalled_and_shown(window, monkeypatch):
    w, folder = window
    panel = select(w, 2, 1)
    assert panel.correct_button.isEnabled() and not panel.choose_button.isEnabled()
    game = panel.current()
    seat = game.doc["players"][2]["name"]
    answer(monkeypatch, field="extra", seat=3, value=0.6, reason="ДБ из записи судьи")
    panel.correct_button.click()
    journal = read_journal(folder / JOURNAL_NAME)
    assert [(d.kind, d.field, d.seat, d.new, d.author, d.reason) for d in journal] == [
        ("correct", "extra", 3, 0.6, "Петрова", "ДБ из записи судьи")]
    cell = w.grid.cell("2", "1")
    assert cell.status == "corrected"
    assert "corrected" in w.grid_tab.model.data(w.grid_tab.model.index(1, 0)).lower()
    details = w.grid_tab.details.toPlainText()
    assert "Corrected, revision 2:" in details and "ДБ из записи судьи" in details and "Петрова" in details
    row = w.standings.row_by_name(seat)
    assert any(g.score.extra == 0.6 for g in row.games)


def test_a_conflict_shows_what_differs_and_the_choice_settles_it(window, monkeypatch):
    w, folder = window
    panel = select(w, 3, 2)
    details = w.grid_tab.details.toPlainText()
    assert "differ:" in details and ("seat" in details or "result" in details or "phase" in details)
    index = next(i for i in range(panel.games.count()) if panel.games.itemData(i).label.endswith("again.json"))
    panel.games.setCurrentIndex(index)
    assert panel.choose_button.isEnabled()
    counted = len(w.standings.games)
    answer(monkeypatch, reason="протокол главного судьи")
    panel.choose_button.click()
    assert len(w.standings.games) == counted + 1
    assert w.grid.cell("3", "2").games[0].label.endswith("again.json")


def test_exclude_then_count_again(window, monkeypatch):
    w, folder = window
    panel = select(w, 1, 1)
    counted = len(w.standings.games)
    answer(monkeypatch, reason="стол переигран")
    panel.exclude_button.click()
    assert len(w.standings.games) == counted - 1
    panel = select(w, 1, 1)
    assert panel.include_button.isEnabled() and not panel.exclude_button.isEnabled()
    answer(monkeypatch, reason="переигровка отменена")
    panel.include_button.click()
    assert len(w.standings.games) == counted
    assert [d.kind for d in read_journal(folder / JOURNAL_NAME)] == ["exclude", "include"]


def test_the_dialog_wants_who_and_why(qtbot):
    dialog = ReasonDialog("x", "en")
    qtbot.addWidget(dialog)
    dialog._accept()
    assert dialog.result() != QDialog.Accepted and dialog.problem.text() == "Say who decides."
    dialog.author.setText("Петрова")
    dialog._accept()
    assert "why" in dialog.problem.text()


def test_correcting_a_game_not_over_says_it_has_no_result_yet(window, qtbot):
    """A game in progress has no winner: the dialog's "Now:" says so (it raised KeyError), and
    the dialog's event() is still Qt's (the event editor was named ``event`` and hid it)."""
    w, _ = window
    game = next(g for g in w.tournament.games if g.state.winner is None)
    dialog = ReasonDialog("x", "en", "Петрова", correction=True, game=game)
    qtbot.addWidget(dialog)
    dialog.field.setCurrentIndex(dialog.field.findData("result"))
    assert dialog.current.text() == "—"
    assert isinstance(dialog.event(QEvent(QEvent.Type.User)), bool)


def test_on_the_archive_a_correction_files_a_revision_and_the_seating_is_kept(qtbot, monkeypatch, tmp_path):
    from rehearsal import rehearsal_tournament
    from secretary_games import NAME, schedule

    from app.storage import open_archive
    from app.storage.secretary import SecretaryStore
    from app.tournament.archived import archive_decisions
    from ui.secretary import SecretaryWindow
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: pytest.fail(f"unexpected warning {a[1:]}"))
    url = str(tmp_path / "archive.sqlite3")
    judges = open_archive(url)
    games = dict(rehearsal_tournament(schedule(), name=NAME, discipline=0.0))
    first = judges.open_game(games["r1-t1.json"], author="Судья 1")
    judges.sign_game(first.id, "Главный судья", first.version)
    judges.close()
    archive = open_archive(url)
    w = SecretaryWindow("en", archive=archive, tournament=NAME, refresh_ms=3_600_000)
    qtbot.addWidget(w)
    with qtbot.waitSignal(w.refreshed, timeout=20_000):
        pass
    panel = select(w, 1, 1)
    answer(monkeypatch, field="penalty", seat=2, value=-0.5, reason="удаление не записано")
    panel.correct_button.click()
    assert w.grid.cell("1", "1").status == "corrected"
    revisions = archive.revisions(first.id)
    assert [(r.number, r.author, r.reason) for r in revisions][-1] == (2, "Петрова", "удаление не записано")
    assert revisions[-1].document["awards"]["penalty_points"]["2"] == -0.5
    assert [d.kind for d in archive_decisions(archive, NAME)] == ["correct"]
    w.seating.set_schedule(schedule())
    w.keep_seating()
    assert SecretaryStore(archive).seating(NAME)["format"] == "mafia-seating/1"
    w.close()
    archive.close()
