"""Files, the declared result, and the speech timer."""
import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox

from app.document import GameDocument
from app.editions import SPORT
from app.format import load_game
from app.sport import sample_game
from ui.dialogs import ResultDialog
from ui.flow_panel import WARN_AT


def finished():
    doc = sample_game()
    del doc["result"]
    return GameDocument(doc)


def test_save_writes_a_valid_game_and_marks_it_clean(qtbot, window, tmp_path):
    w = window(finished())
    w.confirm_result()
    assert not w.undo.isClean()
    w.path = str(tmp_path / "g.json")
    assert w.save()
    assert w.undo.isClean() and "*" not in w.windowTitle()
    saved = load_game(w.path)
    assert saved["result"] == {"winner": "red"} and saved["phases"] == sample_game()["phases"]


def test_a_broken_file_is_refused_with_one_clear_line(qtbot, window, tmp_path, monkeypatch):
    bad = tmp_path / "bad.json"
    doc = sample_game()
    doc["players"][0]["seat"] = 11
    bad.write_text(json.dumps(doc), encoding="utf-8")
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    w = window()
    before = json.dumps(w.doc.to_json())
    assert not w.open_path(str(bad))
    assert len(shown) == 1 and "bad.json" in shown[0] and "players[0].seat" in shown[0] and "11" in shown[0]
    assert json.dumps(w.doc.to_json()) == before


def test_a_result_against_the_protocol_needs_a_reason(qtbot):
    dialog = ResultDialog("red", SPORT.winners)
    qtbot.addWidget(dialog)
    dialog.winner.setCurrentIndex(dialog.winner.findData("black"))
    dialog.accept()
    assert QDialog.result(dialog) == QDialog.Rejected and "reason" in dialog.message.text()
    dialog.reason.setText("Протест: судья пропустил удаление")
    dialog.accept()
    assert QDialog.result(dialog) == QDialog.Accepted
    assert dialog.declared() == {"winner": "black", "reason": "Протест: судья пропустил удаление"}


def test_an_overridden_result_is_kept_in_the_file_and_flagged_as_a_warning(qtbot, window, monkeypatch):
    w = window(finished())
    monkeypatch.setattr(ResultDialog, "exec", lambda self: True)
    monkeypatch.setattr(ResultDialog, "declared", lambda self: {"winner": "black", "reason": "протест"})
    w.declare_result()
    assert w.doc.to_json()["result"] == {"winner": "black", "reason": "протест"}
    [f] = [f for f in w.doc.state.findings if f.code == "result.overridden"]
    assert f.severity == "warning" and "протест" in f.message("ru")


def test_the_timer_counts_down_flashes_and_never_changes_the_phase(qtbot, window):
    w = window()
    timer = w.flow_panel.timer
    phases = len(w.doc.phases)
    timer.reset(WARN_AT + 2)
    qtbot.keyClick(w, Qt.Key_F5)
    assert timer.running
    timer._tick()
    timer._tick()
    assert timer.left == WARN_AT and "c62828" in timer.display.styleSheet()
    for _ in range(WARN_AT + 3):
        timer._tick()
    assert timer.left == 0 and not timer.running
    assert len(w.doc.phases) == phases
    qtbot.keyClick(w, Qt.Key_F7)
    assert timer.left == 30


def test_a_new_game_from_the_seating_takes_the_table_s_players_in_seat_order(qtbot, window, tmp_path, monkeypatch):
    from app.tournament import SeatingRequest, dumps_schedule, generate_seating
    from ui.new_game import NewGameDialog
    players = [f"Игрок {i:02d}" for i in range(1, 21)]
    schedule = generate_seating(SeatingRequest(players, 2, 2, seed=7))
    path = tmp_path / "seating.json"
    path.write_text(dumps_schedule(schedule), encoding="utf-8")
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: True)
    w = window()
    w.new_game_from_seating(str(path), round_number=2, table=1)
    assert [p["name"] for p in w.doc.to_json()["players"]] == schedule.grid()[1][0]
    assert w.doc.to_json()["meta"]["round"] == 2 and w.doc.to_json()["meta"]["table"] == 1
    roles = sorted(p["role"] for p in w.doc.to_json()["players"])
    assert roles == sorted(["citizen"] * 6 + ["sheriff", "mafia", "mafia", "don"])
