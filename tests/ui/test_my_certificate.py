"""File → My certificate: what the judge shows the secretary, and the round trip the
secretary makes with a screenshot of it or with the saved file."""
import re

import pytest
import zxingcpp
from PIL import Image
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog
from screen_texts import screen_texts

from app.signing import create_identity, has_identity, load_identity, own_certificate, signing_dir
from app.tournament.trust import certificate_qr_payload, judge_from_certificate, judge_from_file, judge_from_qr_image
from ui.main import install_translators
from ui.my_certificate import show_my_certificate

PASSPHRASE = "судейский пароль"


@pytest.fixture
def russian(qapp):
    installed = install_translators(qapp, "ru")
    yield
    for translator in installed:
        qapp.removeTranslator(translator)
    install_translators(qapp, "en")


def my_judge():
    from cryptography.hazmat.primitives.serialization import Encoding
    pem = own_certificate().public_bytes(Encoding.PEM)
    return pem, judge_from_certificate(pem)


def decoded(path) -> list[str]:
    with Image.open(path) as image:
        return [r.text for r in zxingcpp.read_barcodes(image.convert("L"))]


def test_the_dialog_shows_the_certificate_and_a_qr_the_register_reads(qtbot, window, tmp_path):
    create_identity("Петров Пётр Петрович", PASSPHRASE)
    pem, judge = my_judge()
    dialog = show_my_certificate(window())
    assert dialog.name.text() == "Петров Пётр Петрович"
    assert dialog.short.text() == judge.short
    assert dialog.full.text().replace(" ", "").replace("\n", "") == judge.fingerprint.upper()
    assert not dialog.create_button.isVisible() and dialog.save.isVisible()
    dialog.qr.image().save(str(tmp_path / "qr.png"))
    assert decoded(tmp_path / "qr.png") == [certificate_qr_payload(pem)]
    # the secretary's way: a screenshot of the whole dialog, read by the register
    dialog.grab().save(str(tmp_path / "screen.png"))
    assert judge_from_qr_image(tmp_path / "screen.png").fingerprint == judge.fingerprint
    assert judge_from_qr_image(tmp_path / "screen.png").name == judge.name


def test_the_saved_file_is_a_certificate_the_register_takes(qtbot, window, tmp_path, monkeypatch):
    create_identity("Петров Пётр", PASSPHRASE)
    _, judge = my_judge()
    w = window()
    dialog = show_my_certificate(w)
    target = tmp_path / "мой.crt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    dialog.save.click()
    assert judge_from_file(target).fingerprint == judge.fingerprint
    assert str(target) in w.statusBar().currentMessage()


def test_a_judge_without_a_key_gets_the_one_the_signed_export_uses(qtbot, window, monkeypatch):
    w = window()
    dialog = show_my_certificate(w)
    assert dialog.create_button.isVisible() and not dialog.qr.isVisible() and not dialog.save.isVisible()
    asked = []
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: asked.append(a[2]) or (PASSPHRASE, True))
    assert dialog.create_key()
    assert len(asked) == 2                          # a new passphrase is typed twice, as for signing
    assert has_identity() and load_identity(PASSPHRASE).name == w.doc.meta["judge"]
    _, judge = my_judge()
    assert dialog.short.text() == judge.short and dialog.qr.isVisible() and not dialog.create_button.isVisible()


def test_the_menu_and_the_dialog_speak_russian(qtbot, window, russian, tmp_path):
    create_identity("Иванов Иван", PASSPHRASE)
    w = window(lang="ru")
    texts = [a.text() for a in w.menus["file"].actions()]
    assert "&Мой сертификат…" in texts
    w.menu_actions["my_certificate"].trigger()
    dialog = next(d for d in QApplication.topLevelWidgets() if d.windowTitle() == "Мой сертификат")
    assert dialog.validity.text().startswith("Действителен с ")
    assert dialog.save.text() == "Сохранить файл сертификата…"
    # no English word on the Russian screen: hex digits of the fingerprint, SHA-256 and QR-код aside
    words = {word for text in screen_texts(dialog) for word in re.findall(r"[A-Za-z]{2,}", text)}
    assert {w for w in words if not re.fullmatch(r"[0-9A-F]+|SHA|QR", w)} == set()
    dialog.close()


def test_a_key_whose_certificate_file_is_gone_is_opened_with_its_passphrase(qtbot, window, monkeypatch):
    create_identity("Петров Пётр", PASSPHRASE)
    pem, judge = my_judge()
    (signing_dir() / "judge.pem").unlink()
    dialog = show_my_certificate(window())
    assert dialog.create_button.text() == "Open my signing key…"
    answers = iter([("не тот пароль", True), (PASSPHRASE, True)])
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: next(answers))
    told = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *a: told.append(a[2]))
    assert not dialog.create_key() and "passphrase" in told[0]       # said, nothing shown
    assert dialog.pem is None
    assert dialog.create_key()
    assert dialog.short.text() == judge.short and dialog.pem == pem
