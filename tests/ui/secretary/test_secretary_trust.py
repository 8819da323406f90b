"""The secretary's window sets up trust in one step and corrects what was recorded (issue
28 §1–§2): club or federation asked once, the register of judges (a certificate file, a
QR image, removal), a signed summary that asks while games wait, zero as a value, the
current value and the diff shown, an event corrected."""
import json
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from app.format import save_game
from app.signing import create_identity, sign_game
from app.signing.keystore import CERT_FILE
from app.tournament.settle import JOURNAL_NAME
from app.tournament.trust import SETUP_NAME, certificate_qr_payload, read_setup
from ui.secretary.decisions import ReasonDialog

NAMES = ["Ворон", "Лиса", "Шерлок", "Кот", "Сова", "Ёж", "Барс", "Волк", "Филин", "Рысь"]
OTHERS = list("KLMNOPQRST")


def qr_image(pem: bytes, path):
    code = zxingcpp.create_barcode(certificate_qr_payload(pem), zxingcpp.BarcodeFormat.QRCode)
    view = memoryview(code.to_image(scale=4))
    Image.frombuffer("L", (view.shape[1], view.shape[0]), bytes(view), "raw", "L", 0, 1).save(path)
    return str(path)


@pytest.fixture
def russian(qapp):
    from ui.main import install_translators
    installed = install_translators(qapp, "ru")
    yield
    for translator in installed:
        qapp.removeTranslator(translator)
    install_translators(qapp, "en")     # the English locale back for the other tests


@pytest.fixture
def day(qtbot, tmp_path, monkeypatch, russian):
    monkeypatch.syspath_prepend(str(Path(__file__).parents[2] / "app" / "tournament"))
    from tournament_builder import black_win, red_win
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "secretary"))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: pytest.fail(f"unexpected warning {a[1:]}"))
    ivanov = create_identity("Иванов Иван", "пароль", tmp_path / "ivanov")
    petrov = create_identity("Петров Пётр", "пароль", tmp_path / "petrov")
    folder = tmp_path / "games"
    folder.mkdir()
    meta = {"tournament": "Кубок", "round": 1}
    save_game(sign_game(red_win(NAMES, meta={**meta, "table": 1}, final_fouls=8), ivanov), folder / "r1-t1.json")
    save_game(sign_game(black_win(OTHERS, meta={**meta, "table": 2}), petrov), folder / "r1-t2.json")
    save_game(red_win(OTHERS, meta={**meta, "round": 2, "table": 1}), folder / "r2-t1.json")     # not signed
    from ui.secretary import SecretaryWindow
    w = SecretaryWindow("ru", refresh_ms=3_600_000, paths=[str(folder)])
    qtbot.addWidget(w)
    w.show()
    certs = {"Иванов Иван": tmp_path / "ivanov" / "signing" / CERT_FILE,
             "Петров Пётр": tmp_path / "petrov" / "signing" / CERT_FILE}
    return w, folder, certs


def test_club_or_federation_is_asked_once_and_the_register_is_kept(day, tmp_path, qtbot):
    w, folder, certs = day
    assert w.kind_banner.isVisible() and len(w.standings.games) == 0      # nobody trusted, nothing signed counts
    w.kind_banner.federation.click()
    assert not w.kind_banner.isVisible() and read_setup(folder / SETUP_NAME).kind == "federation"
    dialog = w.edit_judges()
    qtbot.addWidget(dialog)
    assert dialog.add_from(str(certs["Иванов Иван"]), qr=False)
    assert dialog.add_from(qr_image(certs["Петров Пётр"].read_bytes(), tmp_path / "qr.png"), qr=True)
    assert [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())] == ["Иванов Иван", "Петров Пётр"]
    setup = read_setup(folder / SETUP_NAME)
    assert dialog.table.item(1, 1).text() == setup.judges[1].short
    assert not dialog.add_from(str(certs["Иванов Иван"]), qr=False)       # once is enough
    assert "уже в реестре" in dialog.problem.text()
    dialog.grab().save(str(tmp_path / "judges.png"))
    dialog.table.selectRow(1)
    assert dialog.remove_selected()
    dialog.accept()
    qtbot.waitUntil(lambda: [g.label for g in w.standings.games] == ["games/r1-t1.json"])
    why = {g.label: i.code for g, i in w.standings.set_aside}
    assert why == {"games/r1-t2.json": "game.unregistered_signer", "games/r2-t1.json": "game.unsigned_federation"}


def test_a_club_counts_unsigned_games_marked_in_the_grid(day):
    w, folder, _ = day
    w.kind_banner.club.click()
    assert len(w.standings.games) == 3
    cell = w.grid_tab.model.index(1, 0)                      # round 2, table 1: not signed
    assert "без подписи" in w.grid_tab.model.data(cell)


def test_a_signed_summary_asks_while_games_wait(day, tmp_path, monkeypatch):
    w, folder, certs = day
    w.choose_kind("count")                                   # a club: everything counts …
    from PySide6.QtWidgets import QFileDialog, QInputDialog
    target = tmp_path / "summary.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.No)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: pytest.fail("asked for more"))
    w.choose_kind("wait")                                    # … a federation with nobody registered: nothing
    w.edit_judges().add_from(str(certs["Иванов Иван"]), qr=False)
    w._setup_changed()
    assert w.exports.summary(sign=True) is None and not target.exists()
    assert asked[0].startswith("Отложено игр: 2 (1 — подписавший не в реестре; 1 — не подписана)")


def test_the_correction_dialog_writes_zero_and_shows_what_changes(day, qtbot, monkeypatch):
    w, folder, _ = day
    w.choose_kind("count")
    game = next(g for g in w.tournament.games if g.label.endswith("r1-t1.json"))
    dialog = ReasonDialog("x", "ru", "Петрова", correction=True, game=game)
    qtbot.addWidget(dialog)
    dialog.field.setCurrentIndex(dialog.field.findData("penalty"))
    dialog.seat.setValue(8)
    assert dialog.current.text() == "нет значения"            # the judge wrote none: −0,5 is the regulation's
    assert dialog.none.isChecked() and dialog.fields()["new"] is None
    dialog.number.setValue(-0.3)
    dialog.number.setValue(0.0)          # typing a figure unchecks "no figure"
    assert not dialog.none.isChecked() and dialog.fields()["new"] == 0.0     # zero is a value
    assert dialog.preview.text() == "штрафные баллы, место 8: — → 0,0"
    dialog.none.setChecked(True)
    assert dialog.fields()["new"] is None
    # an event: the fourth foul of seat 8 removed
    dialog.field.setCurrentIndex(dialog.field.findData("event"))
    fouls = [n for n, (_, _, e) in enumerate(dialog.event_editor.places) if e == {"type": "foul", "seat": 8}]
    dialog.event_editor.events.setCurrentIndex(fouls[-1])
    dialog.event_editor.action.setCurrentIndex(dialog.event_editor.action.findData("remove"))
    change = dialog.fields()["new"]
    assert change["event"] is None and "место 8: фолы: 4 → 3" in dialog.preview.text()
    dialog.grab().save(str(folder.parent / "correct.png"))
    dialog.reason.setText("четвёртый фол записан ошибочно")

    def exec_(d):
        d.field.setCurrentIndex(d.field.findData("event"))
        d.event_editor.events.setCurrentIndex(fouls[-1])
        d.event_editor.action.setCurrentIndex(d.event_editor.action.findData("remove"))
        d.author.setText("Петрова")
        d.reason.setText("фол записан ошибочно")
        d._accept()
        return d.result()
    monkeypatch.setattr(ReasonDialog, "exec", exec_)
    w.grid_tab.view.setCurrentIndex(w.grid_tab.model.index(0, 0))
    w.grid_tab.decisions.correct_button.click()
    journal = json.loads((folder / JOURNAL_NAME).read_text(encoding="utf-8"))["decisions"]
    assert journal[-1]["field"] == "event" and journal[-1]["new"]["event"] is None
    assert w.standings.row_by_name("Волк").penalties == 0
    # and signed: the secretary's key, a revision over the judge's signed protocol
    from PySide6.QtWidgets import QInputDialog
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("секрет секретаря", True))

    def signed(d):
        d.field.setCurrentIndex(d.field.findData("extra"))
        d.seat.setValue(3)
        d.number.setValue(0.3)
        d.sign.setChecked(True)
        d.author.setText("Петрова")
        d.reason.setText("ДБ по решению ГС")
        d._accept()
        return d.result()
    monkeypatch.setattr(ReasonDialog, "exec", signed)
    w.grid_tab.decisions.correct_button.click()
    last = json.loads((folder / JOURNAL_NAME).read_text(encoding="utf-8"))["decisions"][-1]
    assert last["signature"]["signer"] == "Петрова" and last["signature"]["revision"] == 2


def test_rfm_heads_the_best_move_column_tch(day):
    w, _, _ = day
    w.choose_kind("count")
    w.set_regulation("rfm-2026")
    model = w.standings_tab.model
    titles = [model.headerData(c, Qt.Horizontal) for c in range(model.columnCount())]
    assert "ТЧ" in titles and "ЛХ" not in titles
    w.set_regulation("fiim-2024")
    assert "ЛХ" in [model.headerData(c, Qt.Horizontal) for c in range(model.columnCount())]


def test_the_setup_of_an_archive_tournament_is_kept_in_the_archive(qtbot, tmp_path, monkeypatch, russian):
    monkeypatch.syspath_prepend(str(Path(__file__).parents[2] / "app" / "tournament"))
    from tournament_builder import red_win

    from app.storage import open_archive
    from app.tournament.archived import archive_setup
    from ui.secretary import SecretaryWindow
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "secretary"))
    create_identity("Иванов Иван", "пароль", tmp_path / "ivanov")
    url = str(tmp_path / "a.sqlite3")
    judges = open_archive(url)
    judges.open_game(red_win(NAMES, meta={"tournament": "Кубок", "round": 1, "table": 1}), author="Иванов")
    judges.close()
    archive = open_archive(url)
    w = SecretaryWindow("ru", archive=archive, tournament="Кубок", refresh_ms=3_600_000)
    qtbot.addWidget(w)
    with qtbot.waitSignal(w.refreshed, timeout=20_000):
        pass
    assert w.kind_banner.isVisibleTo(w) and len(w.standings.games) == 0
    w.kind_banner.club.click()
    assert archive_setup(archive, "Кубок").kind == "club" and len(w.standings.games) == 1
    dialog = w.edit_judges()
    qtbot.addWidget(dialog)
    assert dialog.add_from(str(tmp_path / "ivanov" / "signing" / CERT_FILE), qr=False)
    assert [j.name for j in archive_setup(archive, "Кубок").judges] == ["Иванов Иван"]
    dialog.accept()
    w.close()
    archive.close()
