"""The judge's laptop: 1366×768 at 100 % and 1920×1080 at 150 % (1280×720 device-independent
pixels).  The current phase is in view, the header never widens the window, nothing is cut
off, and the window remembers how the judge arranged it."""
import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from app.document import GameDocument
from app.sport import sample_game
from ui.main import install_translators

SCREENS = {"1366x768": (1366, 728), "1920x1080@150%": (1280, 680)}   # minus the taskbar


def day_three():
    doc = sample_game()
    del doc["result"]
    doc["phases"][-1]["events"] = doc["phases"][-1]["events"][:2]
    return GameDocument(doc)


@pytest.fixture(params=["ru", "en"])
def lang(request, qapp):
    installed = install_translators(qapp, request.param)
    yield request.param
    for translator in installed:
        qapp.removeTranslator(translator)


@pytest.mark.parametrize("screen", SCREENS)
def test_the_current_phase_is_in_view_and_nothing_is_cut_off(qtbot, window, lang, screen):
    width, height = SCREENS[screen]
    w = window(day_three(), lang=lang)
    w.resize(width, height)
    QApplication.processEvents()
    hint = w.minimumSizeHint()
    assert hint.width() <= width and hint.height() <= height, (screen, hint)
    assert w.width() <= width and w.height() <= height
    w.record({"type": "nominate", "by": 6, "target": 2})
    QApplication.processEvents()
    viewport = w.view.viewport().rect()
    for column in (i for i, c in enumerate(w.model.columns) if c.phase == "D3"):
        rect = w.view.visualRect(w.model.index(0, column))
        assert viewport.contains(rect.topLeft()) and viewport.contains(rect.topRight() - QPoint(1, 0)), column
    for button in (w.confirm, w.declare):        # the footer's buttons are whole
        assert button.width() >= button.sizeHint().width() or button.width() >= button.minimumSizeHint().width()


def test_a_signature_in_the_header_never_widens_the_window(qtbot, window):
    w = window(GameDocument(sample_game()))
    w.resize(1280, 680)
    QApplication.processEvents()
    before = w.width()
    meta = dict(w.doc.to_json()["meta"],
                tournament="Открытый кубок Северо-Западного федерального округа по спортивной мафии")
    w.set_top("meta", meta, "meta")
    w.set_top("signature",
              {"signer": "Иванов Иван Иванович, главный судья турнира", "signed_at": "2026-11-29T18:40:00+00:00",
               "document_sha256": "0" * 64}, "sign")
    QApplication.processEvents()
    assert w.width() == before and w.minimumSizeHint().width() <= 1280
    assert w.findings.isVisible() and w.findings.width() > 150      # the panels are not cut off


def test_the_signature_time_is_local_and_in_the_locale_s_words(qtbot, window):
    w = window(GameDocument(sample_game()))
    w.set_top("signature", {"signer": "Иванов", "signed_at": "2026-11-29T18:40:00+00:00", "document_sha256": "x"}, "s")
    assert "2026-11-29T18:40:00+00:00" not in w.header.text() and "29/11/2026" in w.header.text()


def test_geometry_splitter_and_column_widths_are_remembered(qtbot, window):
    w = window(day_three())
    w.resize(790, 560)                     # the offscreen screen is 800×600
    w.split.setSizes([460, 300])
    QApplication.processEvents()
    left = w.model.column_of("left")
    w.columns.chosen["left"] = 200          # as if the judge dragged the column
    w.columns.fit(w.model, False)
    sizes = w.split.sizes()
    w.close()
    again = window(day_three())
    QApplication.processEvents()
    assert (again.width(), again.height()) == (790, 560)
    assert again.split.sizes() == sizes
    assert again.view.horizontalHeader().sectionSize(left) == 200


def test_a_new_window_is_sized_to_the_screen(qtbot, window):
    w = window()
    screen = w.screen().availableGeometry()
    assert QRect(0, 0, screen.width(), screen.height()).contains(QRect(0, 0, w.width(), w.height()))
