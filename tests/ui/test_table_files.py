"""The protocol and the files (issue 27 §5): a protest recorded from the sheet and printed,
export names from the game's header, the window named after the game, a signed export that
says it is done, and the prompts a correct game prints no remark for."""
import io
import json

import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QFileDialog, QInputDialog

from app import editions
from app.document import GameDocument
from app.protests import Protest
from app.sport import sample_game
from reports.protocol import ProtocolRenderer


def finished():
    return GameDocument(sample_game())


def _pdf_text(doc: dict) -> str:
    reader = PdfReader(io.BytesIO(ProtocolRenderer(doc, editions.replay(doc), "ru").render()))
    return " ".join(" ".join(page.extract_text().split()) for page in reader.pages)


def test_a_protest_from_a_seat_s_menu_reaches_the_file_the_pdf_and_undo(qtbot, window, monkeypatch):
    from ui import protest_dialog
    w = window(finished())
    monkeypatch.setattr(protest_dialog.ProtestDialog, "exec", lambda self: (
        self.about.setText("не дали последнее слово"), self.decision.setText("отклонён"), True)[-1])
    w.protest(5)
    assert w.doc.to_json()["protests"] == [{"by": 5, "text": "не дали последнее слово", "decision": "отклонён"}]
    text = _pdf_text(w.doc.to_json())
    assert "протест игрока №5: не дали последнее слово; решение главного судьи: отклонён" in text
    assert w.menu_actions["undo"].text().endswith("a protest")
    w.undo.undo()
    assert "protests" not in w.doc.to_json()


def test_the_seat_menu_offers_a_protest(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QMenu

    from ui import main_window
    shown = []

    class Menu(QMenu):
        def exec(self, *args):
            shown.append({a.text(): a for a in self.actions()})

    monkeypatch.setattr(main_window, "QMenu", Menu)
    monkeypatch.setattr(main_window.MainWindow, "protest", lambda self, seat=None: shown.append(seat))
    w = window(finished())
    w.view.setCurrentIndex(w.model.index(4, 2))
    w.selected_menu()
    shown[0]["Protest…"].trigger()
    assert shown[1] == 5


def test_a_protest_needs_its_subject(qtbot):
    from ui.protest_dialog import ProtestDialog
    dialog = ProtestDialog([1, 2, 3], 2)
    qtbot.addWidget(dialog)
    dialog.accept()
    assert dialog.result() == 0 and dialog.message.text()
    assert dialog.by.currentData() == 2


def test_a_protest_typed_in_the_line_is_one_undo_step(qtbot, window):
    w = window(finished())
    w.quick.line.setText('pr "шум в зале" "предупреждение залу"')
    w.quick.enter()
    assert w.doc.to_json()["protests"] == [{"text": "шум в зале", "decision": "предупреждение залу"}]
    w.quick.line.setText('pr11 "x"')
    w.quick.enter()
    assert "11" in w.quick.error.text() and len(w.doc.to_json()["protests"]) == 1
    w.quick.line.setText('pr3 "x')
    w.quick.enter()
    assert "quote" in w.quick.error.text()
    text = _pdf_text(w.doc.to_json())
    assert "протест: шум в зале; решение главного судьи: предупреждение залу" in text


def test_a_club_protest_is_an_appeal_of_f7_on_its_protocol(qtbot, window):
    from pathlib import Path

    from app.gamefile import load_game
    path = Path(__file__).parents[1] / "app" / "boulevard" / "games" / "bv-36-town-wins.json"
    w = window(GameDocument(load_game(path)))
    w.quick.line.setText('pr2 "ведущий ошибся" "отклонена"')
    w.quick.enter()
    assert w.doc.to_json()["appeals"][-1] == {"by": 2, "text": "ведущий ошибся", "decision": "отклонена"}
    assert "ведущий ошибся" in _pdf_text(w.doc.to_json())


def test_an_older_file_s_protest_line_is_kept_and_printed():
    doc = sample_game()
    doc["protests"] = ["устный протест капитана"]
    assert "устный протест капитана" in _pdf_text(doc)
    assert Protest.from_json("x") == Protest(None, "x")


def test_a_bad_protest_in_the_file_is_one_line(tmp_path):
    from app.format import GameFileError, load_game
    doc = sample_game()
    doc["protests"] = [{"by": 11, "text": "x"}]
    path = tmp_path / "g.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(GameFileError) as err:
        load_game(path)
    assert "protests" in err.value.message("en")


def test_every_export_proposes_a_name_from_the_game_s_header(qtbot, window, monkeypatch, tmp_path):
    w = window(finished())
    offered = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, title, name, *a: offered.append(name) or ("", ""))
    w.exporter.export_pdf()
    w.exporter.sign()
    w.files.save_as()
    assert offered == ["Осенний кубок, round 1, table 1, game 1, 2026-11-29.pdf",
                       "Осенний кубок, round 1, table 1, game 1, 2026-11-29.signed.pdf",
                       "Осенний кубок, round 1, table 1, game 1, 2026-11-29.json"]
    w.path = str(tmp_path / "партия.json")
    w.doc.set_meta("tournament", 'Кубок "A/B": финал?')
    w.exporter.export_pdf()
    assert offered[-1] == str(tmp_path / "Кубок -A-B- финал-, round 1, table 1, game 1, 2026-11-29.pdf")


def test_the_window_names_the_tournament_game(qtbot, window):
    w = window(finished())
    assert w.windowTitle().startswith("Осенний кубок · round 1 · table 1 · game 1")
    blank = window(GameDocument.new([""] * 10, ["citizen"] * 6 + ["sheriff", "mafia", "mafia", "don"], "league", {}))
    assert blank.windowTitle().startswith("New game")


def test_a_signed_export_says_it_is_done(qtbot, window, tmp_path, monkeypatch):
    w = window(finished())
    target = tmp_path / "signed.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("судейский пароль", True))
    assert w.exporter.sign() == str(target)
    assert w.statusBar().currentMessage() == f"The signed protocol is written: {target}"


def test_a_fourth_foul_is_prompted_in_the_banner_but_is_no_remark(qtbot, window):
    w = window()
    w.next_phase()
    for _ in range(4):
        w.record({"type": "foul", "seat": 4})
    assert "fourth foul" in w.banner.text()
    assert not any(f.severity != "info" for f in w.doc.state.findings if f.code.startswith("foul."))
