"""File → Export PDF, Print preview and Sign, from the sheet."""
import io

from pypdf import PdfReader
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog, QInputDialog

from app.document import GameDocument
from app.format import load_game, save_game
from app.signing import VALID, own_certificate, verify_game, verify_pdf
from app.sport import sample_game
from ui.export import paint_pages, render_pdf


def finished():
    doc = sample_game()
    return GameDocument(doc)


def test_export_writes_the_protocol(qtbot, window, tmp_path, monkeypatch):
    w = window(finished())
    target = tmp_path / "protocol.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert w.exporter.export_pdf() == str(target)
    text = "".join(page.extract_text() for page in PdfReader(str(target)).pages)
    assert "Бармалей" in text and "Ёж" in text
    assert not list(tmp_path.glob(".protocol.*"))       # no temporary file left behind


def test_the_print_preview_paints_every_page(qtbot, tmp_path):
    data, _ = render_pdf(finished(), "ru")
    printer = QPrinter(QPrinter.HighResolution)
    printer.setOutputFormat(QPrinter.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert paint_pages(printer, data) == len(PdfReader(io.BytesIO(data)).pages)
    assert (tmp_path / "printed.pdf").stat().st_size > 10_000


def test_signing_stamps_the_pdf_and_the_file_and_a_later_edit_shows(qtbot, window, tmp_path, monkeypatch):
    w = window(finished())
    w.path = str(tmp_path / "game.json")
    save_game(w.doc.to_json(), w.path)
    target = tmp_path / "signed.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("судейский пароль", True))
    assert w.exporter.sign() == str(target)
    anchors = [own_certificate()]
    assert verify_pdf(target.read_bytes(), anchors).status == VALID
    saved = load_game(w.path)
    assert verify_game(saved, anchors).status == VALID
    assert "✔" in w.header.text() and w.undo.isClean()
    w.record({"type": "foul", "seat": 1})
    assert "✎" in w.header.text()


def test_an_unfinished_game_is_not_signed(qtbot, window, monkeypatch):
    w = window()
    told = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.information", lambda *a: told.append(a[2]))
    assert w.exporter.sign() is None
    assert told == ["Only a finished game is signed."]
