"""Before the result is confirmed and before signing, every error of the game is put in front
of the judge, who goes back or acknowledges it; a game signed with errors says so in its file
and in its protocol (issue 36 §3)."""
import io

import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog

from app.acknowledgement import KEY
from app.document import GameDocument
from app.format import load_game, save_game
from app.signing import VALID, own_certificate, verify_game
from app.sport import sample_game
from ui.acknowledge import ErrorsDialog
from ui.export import render_pdf


def with_a_second_check():
    """The sample game, finished, with a second Sheriff check in the first night: an error
    a tired judge signs without noticing."""
    data = sample_game()
    data.pop("result")
    data["phases"][2]["events"].append({"type": "sheriff_check", "target": 2, "result": "red"})
    return GameDocument(data)


@pytest.fixture
def shown(monkeypatch):
    """What the dialog listed; the judge's answer is set by the test."""
    seen = {"answer": QDialog.Rejected, "lists": []}

    def exec_(dialog):
        seen["lists"].append([dialog.list.item(i).text() for i in range(dialog.list.count())])
        seen["buttons"] = (dialog.back.text(), dialog.acknowledge.text(), dialog.back.isDefault())
        dialog.grab().save("/tmp/judge-acknowledge.png")
        return seen["answer"]

    monkeypatch.setattr(ErrorsDialog, "exec", exec_)
    return seen


def test_going_back_confirms_nothing(window, shown):
    w = window(with_a_second_check(), lang="ru")
    w.confirm_result()
    assert len(shown["lists"]) == 1 and "8.15" in shown["lists"][0][0] and "Н1" in shown["lists"][0][0]
    assert shown["buttons"][2]                         # Enter goes back: acknowledging is deliberate
    assert w.doc.result is None and KEY not in w.doc.to_json()


def test_acknowledged_errors_are_recorded_before_the_result(window, shown):
    w = window(with_a_second_check(), lang="ru")
    shown["answer"] = QDialog.Accepted
    w.confirm_result()
    data = w.doc.to_json()
    assert data["result"] == {"winner": "red"}
    assert [(e["code"], e["phase"]) for e in data[KEY]] == [("check.twice", "N1")]
    w.undo.undo()                                      # the result, then the acknowledgement, undo apart
    assert w.doc.result is None and KEY in w.doc.to_json()
    w.confirm_result()                                 # nothing new to acknowledge: no second question
    assert len(shown["lists"]) == 1 and w.doc.result is not None
    w.undo.undo()
    w.undo.undo()
    assert KEY not in w.doc.to_json()


def test_a_game_without_errors_is_confirmed_without_a_question(window, shown):
    data = sample_game()
    data.pop("result")
    w = window(GameDocument(data))
    w.confirm_result()
    assert shown["lists"] == [] and w.doc.result is not None


def test_signing_with_errors_is_recorded_in_the_file_and_printed(window, shown, tmp_path, monkeypatch):
    w = window(with_a_second_check(), lang="ru")
    w.path = str(tmp_path / "game.json")
    save_game(w.doc.to_json(), w.path)
    target = tmp_path / "signed.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("судейский пароль", True))
    assert w.exporter.sign() is None and not target.exists()      # went back: nothing signed
    shown["answer"] = QDialog.Accepted
    assert w.exporter.sign() == str(target)
    assert shown["buttons"][1] == "Acknowledge and sign"
    saved = load_game(w.path)
    assert [e["code"] for e in saved[KEY]] == ["check.twice"]
    assert verify_game(saved, [own_certificate()]).status == VALID     # the acknowledgement is signed too
    pdf = "".join(p.extract_text() for p in PdfReader(io.BytesIO(target.read_bytes())).pages)
    assert "признано судьёй" in pdf
    assert "Ошибки, признанные судьёй при подтверждении результата или подписи: 1" in pdf


def test_an_unacknowledged_error_prints_without_the_mark():
    data, _ = render_pdf(with_a_second_check(), "en")
    pdf = "".join(p.extract_text() for p in PdfReader(io.BytesIO(data)).pages)
    assert "second check" in pdf and "acknowledged" not in pdf
