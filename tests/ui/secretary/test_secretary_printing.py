"""The secretary's Print menu (issue 28 §4): seating, table cards, blank protocols, the
standings for the wall, and the standings as an Excel workbook."""
import io

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox
from secretary_games import counting_unsigned, judges_folder

from app.tournament import SeatingRequest, dumps_schedule, generate_seating


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path):
    from ui.secretary import SecretaryWindow
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: pytest.fail(f"unexpected warning {a[1:]}"))
    judges_folder(tmp_path / "games", tmp_path / "stranger")
    plan = tmp_path / "plan.json"
    schedule = generate_seating(SeatingRequest(players=20, tables=2, games=3, seed=1, effort=0.05))
    plan.write_text(dumps_schedule(schedule), encoding="utf-8")
    w = SecretaryWindow("ru", paths=[str(tmp_path / "games")], schedule=str(plan), refresh_ms=3_600_000,
                        regulation=counting_unsigned())
    qtbot.addWidget(w)
    w.show()
    return w


def _save_as(monkeypatch, target):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))


def _text(path) -> str:
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(path.read_bytes())).pages)


def test_the_print_menu_lists_the_floor_s_paper_in_russian(qapp, qtbot):
    from ui.main import install_translators
    from ui.secretary import SecretaryWindow
    installed = install_translators(qapp, "ru")
    try:
        w = SecretaryWindow("ru", refresh_ms=3_600_000)
        qtbot.addWidget(w)
        menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Печать")
        assert [a.text() for a in menu.actions()] == ["Рассадка…", "Карточки столов…", "Бланки протоколов…",
                                                      "Таблица на стену…"]
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        install_translators(qapp, "en")     # the English locale back for the other tests


def test_cards_and_blank_protocols_carry_the_round_and_the_judges(window, monkeypatch, tmp_path):
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (2, True))
    monkeypatch.setattr(QInputDialog, "getMultiLineText", lambda *a, **k: ("Ким\nПак", True))
    cards = tmp_path / "cards.pdf"
    _save_as(monkeypatch, cards)
    assert window.printing.cards() == str(cards)
    text = _text(cards)
    plan = window.seating.schedule.grid()[1]
    assert "Тур 2" in text and "Судья: Ким" in text and "Судья: Пак" in text
    assert all(name in text for table in plan for name in table)
    protocols = tmp_path / "protocols.pdf"
    _save_as(monkeypatch, protocols)
    assert window.printing.protocols() == str(protocols)
    assert len(PdfReader(io.BytesIO(protocols.read_bytes())).pages) == 2
    assert "ПРОТОКОЛ ИГРЫ" in _text(protocols) and window.printing.judges == {1: "Ким", 2: "Пак"}


def test_the_seating_the_wall_and_the_workbook(window, monkeypatch, tmp_path):
    seating = tmp_path / "seating.pdf"
    _save_as(monkeypatch, seating)
    assert window.printing.seating() == str(seating)
    assert "Рассадка · тур 1" in _text(seating)
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (a[3], True))      # the last round
    wall = tmp_path / "wall.pdf"
    _save_as(monkeypatch, wall)
    assert window.printing.wall() == str(wall)
    text = _text(wall)
    assert "Таблица после тура" in text and all(r.name in text for r in window.standings.rows)
    book = tmp_path / "standings.xlsx"
    _save_as(monkeypatch, book)
    assert window.printing.xlsx() == str(book)
    rows = list(load_workbook(book).active.iter_rows(min_row=2, values_only=True))
    assert [(r[1], r[-2]) for r in rows] == [(row.name, pytest.approx(row.total)) for row in window.standings.rows]


def test_without_a_seating_the_window_says_so(qtbot, monkeypatch):
    from ui.secretary import SecretaryWindow
    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: said.append(a[1]))
    w = SecretaryWindow("ru", refresh_ms=3_600_000)
    qtbot.addWidget(w)
    assert w.printing.cards() is None and said == ["No seating"]


def test_the_workbook_holds_a_nickname_with_a_control_character(qtbot, monkeypatch, tmp_path):
    # issue 39 §6: «Bell\x07x» is written into the sheet as its escape, and the window says so
    from rehearsal import rehearsal_game

    from app.format import save_game
    from ui.secretary import SecretaryWindow
    folder = tmp_path / "games"
    folder.mkdir()
    names = ["Bell\x07x"] + [f"N{i}" for i in range(1, 10)]
    save_game(rehearsal_game(names, seed=3, meta={"tournament": "Кубок", "round": 1, "table": 1}),
              folder / "r1-t1.json")
    w = SecretaryWindow("ru", paths=[str(folder)], refresh_ms=3_600_000, regulation=counting_unsigned())
    qtbot.addWidget(w)
    book = tmp_path / "standings.xlsx"
    _save_as(monkeypatch, book)
    assert w.printing.xlsx() == str(book)
    names_written = [r[1] for r in load_workbook(book).active.iter_rows(min_row=2, values_only=True)]
    assert "Bell\\x07x" in names_written
    assert "Bell\\x07x" in w.statusBar().currentMessage()
    w.close()
