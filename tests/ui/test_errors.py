"""Failures are never silent: a handler's exception is logged and shown, the PDF export and
the print preview say when they cannot work, a new key's passphrase is asked twice."""
import sys

from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from app.document import GameDocument
from app.sport import sample_game


def test_a_new_key_s_passphrase_is_asked_twice_until_both_agree(qtbot, window, monkeypatch):
    w = window(GameDocument(sample_game()))
    typed = iter([("один", True), ("другой", True), ("пароль", True), ("пароль", True)])
    prompts = []
    monkeypatch.setattr(QInputDialog, "getText",
                        lambda parent, title, prompt, *a: prompts.append(prompt) or next(typed))
    assert w.exporter.passphrase() == "пароль"
    assert len(prompts) == 4 and "again" in prompts[1] and "differ" in prompts[2]


def test_an_exception_in_a_handler_is_logged_and_shown_and_the_game_stays(qtbot, window, monkeypatch):
    from ui import errors
    w = window()
    w.next_phase()
    before = w.doc.snapshot()
    shown = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append(text))
    previous = sys.excepthook
    errors.install()
    try:
        def handler():
            raise TypeError("broken handler")
        try:
            handler()
        except TypeError:
            sys.excepthook(*sys.exc_info())
    finally:
        sys.excepthook = previous
    log = errors.log_file()
    assert log.exists() and "TypeError" in log.read_text(encoding="utf-8")
    assert len(shown) == 1 and "TypeError" in shown[0] and str(log) in shown[0] and "test_errors.py" in shown[0]
    assert w.doc.to_json() == before


def test_a_failing_export_says_so_and_writes_nothing(qtbot, window, tmp_path, monkeypatch):
    import ui.export
    w = window(GameDocument(sample_game()))
    target = tmp_path / "p.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(ui.export, "render_pdf", lambda *a: (_ for _ in ()).throw(ValueError("no font")))
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warned.append(text))
    assert w.exporter.export_pdf() is None
    assert not target.exists() and len(warned) == 1 and "no font" in warned[0]
    assert w.exporter.preview() is False and len(warned) == 2 and "no font" in warned[1]
