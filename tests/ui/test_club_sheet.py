"""The sheet on a boulevard ("Fortuna") game: the deal, the night panel, secrets, the journal."""
import copy

from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from app.boulevard import sample_boulevard_game
from app.document import GameDocument
from ui.club_game import ClubGameDialog
from ui.sheet_model import SheetModel


def night_two():
    doc = sample_boulevard_game()
    doc.pop("result", None)
    names = [p["phase"] for p in doc["phases"]]
    cut = names.index("N2")
    doc["phases"] = copy.deepcopy(doc["phases"][:cut + 1])
    doc["phases"][cut]["events"] = []
    return GameDocument(doc)


def test_the_deal_dialog_refuses_an_impossible_table_and_makes_a_valid_game(qtbot):
    dialog = ClubGameDialog(lang="en")
    qtbot.addWidget(dialog)
    dialog.table_size.setValue(8)
    ok = dialog.buttons.button(QDialogButtonBox.Ok)
    assert len(dialog.roles()) == 8 and ok.isEnabled()
    for box in dialog.role_boxes:
        box.setCurrentIndex(box.findData("citizen"))
    assert not ok.isEnabled() and dialog.message.text()
    dialog.deal()
    assert ok.isEnabled()
    doc = GameDocument.new(dialog.names(), dialog.roles(), dialog.ruleset(), dialog.meta())
    assert len(doc.to_json()["players"]) == 8 and doc.state.roles_in_play()


def test_the_model_of_a_boulevard_game_passes_qtmodeltester(qtmodeltester):
    model = SheetModel(GameDocument(sample_boulevard_game()), lang="en")
    assert model.club and model.rowCount() == len(sample_boulevard_game()["players"])
    qtmodeltester.check(model)
    model.set_reveal(True)
    qtmodeltester.check(model)


def test_the_night_panel_records_one_action_per_role(qtbot, window):
    w = window(night_two())
    panel = w.night_panel
    assert not panel.isHidden() and "putana_block" in panel.rows
    row = panel.rows["putana_block"]
    row["first"].setCurrentIndex(row["first"].findData(6))
    panel.confirm.click()
    last = w.doc.phases[-1].events[-1]
    assert last == {"type": "putana_block", "by": 4, "target": 6}
    assert panel.rows["putana_block"] is row and not row["first"].isEnabled()   # the row stays


def test_night_secrets_stay_hidden_until_revealed(qtbot, window):
    w = window(GameDocument(sample_boulevard_game()))
    texts = lambda: [w.findings.list.item(i).text() for i in range(w.findings.list.count())]
    assert not any(": mafia" in t for t in texts()) and any("hold F9" in t for t in texts())
    w.set_reveal(True)
    assert any("mafia" in t for t in texts())


def test_the_host_journal_is_exported_apart(qtbot, window, tmp_path, monkeypatch):
    w = window(GameDocument(sample_boulevard_game()))
    target = tmp_path / "journal.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))   # text by its name
    assert w.export_journal() == str(target)
    text = target.read_text(encoding="utf-8")
    assert text.startswith("Private journal of the host") and "N1" in text


def test_a_host_error_before_the_reveal_is_struck_with_a_trace(qtbot, window):
    w = window(night_two())
    row = w.night_panel.rows["doctor_heal"]
    row["first"].setCurrentIndex(row["first"].findData(6))
    w.night_panel.confirm.click()
    assert "doctor_heal" in w.doc.state.phase.actions
    w.strike_event(0)
    events = w.doc.phases[-1].events
    assert events[-1] == {"type": "correction", "event": 0, "replacement": None}
    assert events[0]["type"] == "doctor_heal"                 # the trace stays in the file
    assert "doctor_heal" not in w.doc.state.phase.actions     # but the action no longer counts


def test_a_host_error_after_the_reveal_is_a_neutral_decision(qtbot, window):
    w = window(night_two())
    before = [e.to_json() for e in w.doc.state.eliminated]
    w.host_error("N1", "neutral")
    assert w.doc.phases[-1].events[-1] == {"type": "host_error", "round": "N1", "remedy": "neutral"}
    assert [e.to_json() for e in w.doc.state.eliminated] == before   # nothing secret rewritten
    assert any(f.code == "host.neutral" for f in w.doc.state.findings)
