"""Scanned protocols in the windows: the secretary matches a box of scans (menu or drop)
and the grid marks the matched places; the sheet opens the archived game a scan names."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app" / "scan"))
from scan_fixtures import pile  # noqa: E402,F401 (fixture; the box of scans is made once)

from app.storage import open_archive  # noqa: E402

TOURNAMENT = "Осенний кубок"


@pytest.fixture
def trusted(pile, monkeypatch):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(pile.keys))
    return pile


@pytest.fixture
def secretary(qtbot, trusted):
    from ui.secretary import SecretaryWindow
    made = []

    def make(**kwargs):
        w = SecretaryWindow("en", refresh_ms=3_600_000, **kwargs)
        w.given_archive = kwargs.get("archive")
        qtbot.addWidget(w)
        w.show()
        made.append(w)
        return w
    yield make
    for w in made:
        if w.given_archive is not None:
            w.close()
            w.given_archive.close()


def matched(qtbot, w, paths):
    w.scans.match([str(p) for p in paths])
    qtbot.waitUntil(lambda: w.scans.batch is not None and w.scans.operation is None, timeout=60_000)
    return w.scans.batch


def test_the_secretary_matches_a_box_of_scans_with_the_archive(qtbot, secretary, trusted):
    w = secretary(archive=open_archive(trusted.db), tournament=TOURNAMENT)
    # the archive read: three games count, the fourth (its protocol breaks 9.3 and 9.9) is held
    # for the secretary's decision, and the scans are matched against all four
    qtbot.waitUntil(lambda: w.tournament is not None
                    and len(w.tournament.games) + len(w.tournament.left_out) == 4, timeout=20_000)
    assert [g.set_aside.code for g in w.tournament.left_out] == ["game.held"]
    batch = matched(qtbot, w, [trusted.scans])
    assert batch.counts() == {"matches": 10, "other_revision": 1, "disagrees": 0, "unknown": 1, "unreadable": 5,
                              "form_read": 0}
    # tables 1, 4 and 5 of round 1 were matched; table 2's sheet is an older revision
    assert w.scans.delegate.places == {("1", "1"), ("1", "4"), ("1", "5")}
    assert w.tabs.tabText(w.tabs.indexOf(w.scans.tab)) == "Scans (7 unmatched)"
    model = w.scans.tab.model
    assert [model.index(r, 1).data() for r in range(model.rowCount())][:5] == [
        "other revision", "unknown", "unreadable", "unreadable", "unreadable"]
    assert model.index(0, 2).data() == "“Осенний кубок”, round 1, table 2, game 1"
    assert "0.4 → 0.5" in model.index(0, 3).data()
    w.scans.tab.unmatched.setChecked(True)
    assert model.rowCount() == 7
    assert "Pages: 17; matching: 10" in w.scans.tab.summary.text()
    assert not w.grid_tab.view.grab().isNull()      # the marks paint


def test_scans_dropped_on_the_window_are_matched_and_game_files_imported(qtbot, secretary, trusted, tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    for table in (1, 4):
        (games / f"t{table}.json").write_text(json.dumps(trusted.games[table], ensure_ascii=False), "utf-8")
    w = secretary()
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(games)), QUrl.fromLocalFile(str(trusted.scans / "01-table1-150dpi.png")),
                  QUrl.fromLocalFile(str(trusted.scans / "06-table3-not-archived.png"))])
    event = QDropEvent(QPointF(10, 10), Qt.CopyAction, data, Qt.LeftButton, Qt.NoModifier)
    w.dropEvent(event)
    qtbot.waitUntil(lambda: w.scans.batch is not None and w.scans.operation is None, timeout=60_000)
    assert len(w.tournament.games) == 2                     # the folder of games was imported
    verdicts = [(v.verdict, v.entry.key if v.entry else None) for v in w.scans.batch.verdicts]
    assert verdicts == [("matches", "games/t1.json"), ("unknown", None)]
    assert w.scans.delegate.places == {("1", "1")}


def test_the_menu_action_asks_for_the_scans(qtbot, secretary, trusted, monkeypatch):
    w = secretary(archive=open_archive(trusted.db), tournament=TOURNAMENT)
    chosen = [str(trusted.scans / "08-blank.png")]
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: (chosen, ""))
    menu = w.menuBar().actions()[0].menu()
    assert w.scans.action in menu.actions()
    w.scans.action.trigger()
    qtbot.waitUntil(lambda: w.scans.batch is not None and w.scans.operation is None, timeout=60_000)
    assert [(v.verdict, v.problem) for v in w.scans.batch.verdicts] == [("unreadable", "blank")]
    assert w.scans.delegate.places == set()


@pytest.fixture
def sheet(qtbot, trusted, monkeypatch):
    from app.document import GameDocument
    from app.sport import sample_game
    from ui.main_window import MainWindow
    monkeypatch.setattr(MainWindow, "may_discard", lambda self: True)
    archive = open_archive(trusted.db)
    w = MainWindow(GameDocument(sample_game()), None, "en", archive)
    qtbot.addWidget(w)
    w.show()
    yield w          # qtbot closes the windows a scan opened (each test adds them)
    w.close()
    archive.close()


def finished(qtbot, opening):
    """The window a reading of a scan showed (or None), once the reading is over."""
    assert opening is not None
    qtbot.waitUntil(lambda: opening.operation is None, timeout=60_000)
    return opening.result


def test_the_sheet_opens_the_archived_game_a_scan_names(qtbot, sheet, trusted, monkeypatch):
    from ui.scan_dialog import open_by_scan
    path = str(trusted.scans / "03-table1-skewed-noisy.jpg")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (path, ""))
    titles = [a.text() for a in sheet.menuBar().actions()[0].menu().actions()]
    assert "Open by s&can…" in titles
    opened = finished(qtbot, open_by_scan(sheet))
    if opened is not sheet:           # a window of its own, when the sheet cannot switch games
        qtbot.addWidget(opened)
    assert opened.isVisible()
    assert opened.doc.to_json()["meta"]["table"] == 1 and opened.autosave.game_id == trusted.ids[1]
    assert "matches" in opened.statusBar().currentMessage()
    assert finished(qtbot, open_by_scan(sheet)) is opened           # the same sheet again: no second writer


def test_an_older_sheet_asks_first_and_an_unknown_one_only_says_so(qtbot, sheet, trusted, monkeypatch):
    from ui.scan_dialog import open_scan
    asked, told = [], []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.Open)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: told.append(a[2]))
    opened = finished(qtbot, open_scan(sheet, str(trusted.scans / "05-table2-printed-before-correction.jpg")))
    if opened is not sheet:
        qtbot.addWidget(opened)
    assert "printed from revision 1, the archive has revision 2" in asked[0]
    assert opened.doc.to_json()["awards"]["extra_points"]["3"] == 0.5       # the game as it is now
    assert finished(qtbot, open_scan(sheet, str(trusted.scans / "06-table3-not-archived.png"))) is None
    assert "is not in the archive" in told[0]
    assert finished(qtbot, open_scan(sheet, str(trusted.scans / "08-blank.png"))) is None
    assert sheet.inline.isVisible() and sheet.inline.text().endswith("unreadable — blank page")


@pytest.fixture
def gate(monkeypatch):
    """Holds the reader inside its first page until the test lets it go."""
    import threading

    import app.scan.batch as batch
    real = batch.read_page
    held = threading.Event()
    calls = []

    def read_page(image, rerender=None):
        calls.append(image.size)
        held.wait(30)
        return real(image, rerender)
    monkeypatch.setattr(batch, "read_page", read_page)
    return held, calls


def blank_pdf(folder: Path, pages: int) -> str:
    from PIL import Image
    path = folder / "blank-box.pdf"
    first = Image.new("RGB", (300, 420), "white")
    first.save(path, save_all=True, resolution=36, append_images=[first] * (pages - 1))
    return str(path)


def test_a_scan_is_read_off_the_window_s_thread_with_progress_and_cancel(qtbot, sheet, gate, tmp_path, monkeypatch):
    from ui.scan_dialog import open_scan
    held, calls = gate
    told = []
    for kind in ("warning", "information", "question"):
        monkeypatch.setattr(QMessageBox, kind, lambda *a, **k: told.append(a[2]))
    opening = open_scan(sheet, blank_pdf(tmp_path, 4))
    progress = []
    opening.page.connect(lambda n, count: progress.append((n, count)))
    qtbot.waitUntil(lambda: len(calls) == 1)
    # the reader is held inside page 1 while the window's own events go on: the dialog shows
    qtbot.waitUntil(lambda: opening.dialog.isVisible(), timeout=5_000)
    assert opening.dialog.labelText() == "Reading blank-box.pdf…"
    assert opening.dialog.windowTitle() == "Open by scan"
    (button,) = opening.dialog.findChildren(QPushButton)
    assert button.text() == "Cancel"
    qtbot.mouseClick(button, Qt.LeftButton)
    assert not opening.dialog.isVisible() and opening.cancelled
    held.set()
    assert finished(qtbot, opening) is None
    # stopped after the page being read, whose progress no longer reaches the window that cancelled
    assert len(calls) == 1 and progress == []
    assert told == [] and sheet.doc.to_json()["meta"]["table"] == 1


def test_the_progress_counts_the_pages_and_the_last_reason_is_said_in_the_window(qtbot, sheet, tmp_path):
    """No box waits for the judge (a dialog nobody replaced fails the test): the reason is the
    window's own line, and the sheet goes on."""
    from ui.scan_dialog import open_scan
    opening = open_scan(sheet, blank_pdf(tmp_path, 3))
    progress, shown = [], []
    opening.page.connect(lambda n, count: progress.append((n, count)))
    opening.page.connect(lambda *_: shown.append(opening.dialog.labelText()))
    assert finished(qtbot, opening) is None
    assert progress == [(1, 3), (2, 3), (3, 3)]
    assert shown[-1] == "Reading blank-box.pdf: page 3 of 3…"
    assert sheet.inline.isVisible()
    assert sheet.inline.text() == f"{tmp_path / 'blank-box.pdf'} #3: unreadable — blank page"


def test_an_archive_that_fails_while_a_scan_is_read_is_said_in_the_window(qtbot, sheet, trusted, monkeypatch):
    import app.scan.catalogue as catalogue
    from app.storage.errors import DatabaseUnavailable
    from ui.scan_dialog import open_scan

    def gone(self, *args, **kwargs):
        raise DatabaseUnavailable("db.open", where="archive.sqlite3", reason="the disk was removed")
    monkeypatch.setattr(catalogue.ArchiveCatalogue, "candidates", gone)
    assert finished(qtbot, open_scan(sheet, str(trusted.scans / "01-table1-150dpi.png"))) is None
    assert sheet.inline.text() == "cannot open the archive archive.sqlite3: the disk was removed"
    assert sheet.doc.to_json()["meta"]["table"] == 1 and sheet.isVisible()


def test_closing_the_window_while_a_scan_is_read_stops_the_reading(qtbot, trusted, gate, tmp_path):
    import threading

    from app.document import GameDocument
    from app.sport import sample_game
    from ui.main_window import MainWindow
    from ui.scan_dialog import open_scan
    held, calls = gate
    archive = open_archive(trusted.db)
    w = MainWindow(GameDocument(sample_game()), None, "en", archive)
    qtbot.addWidget(w)
    w.show()
    w.may_discard = lambda: True
    opening = open_scan(w, blank_pdf(tmp_path, 4))
    qtbot.waitUntil(lambda: len(calls) == 1)
    threading.Timer(0.2, held.set).start()       # the page being read ends while the window closes
    w.close()
    assert opening.operation is None and len(calls) == 1
    archive.close()


def test_a_hostile_scan_in_the_sheet_is_one_line_too(qtbot, sheet, tmp_path, monkeypatch):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app" / "scan"))
    from hostile_files import png_bomb

    from ui.scan_dialog import open_scan
    bomb = tmp_path / "bomb.png"
    bomb.write_bytes(png_bomb(30000, 30000))
    assert finished(qtbot, open_scan(sheet, str(bomb))) is None
    assert sheet.inline.text() == f"{bomb}: the image is too large (over 64 million pixels): scan at 150–300 dpi"


def test_the_secretary_s_scans_show_each_page_as_it_is_read(qtbot, secretary, tmp_path):
    w = secretary()
    model, seen = w.scans.tab.model, []
    model.modelReset.connect(lambda: seen.append((model.rowCount(), w.scans.operation is not None)))
    batch = matched(qtbot, w, [blank_pdf(tmp_path, 3)])
    assert len(batch.verdicts) == 3
    # emptied, then one row a page while the reading goes on, then the whole batch once it ended
    assert seen == [(0, False), (1, True), (2, True), (3, True), (3, True)]
    assert "Pages: 3" in w.scans.tab.summary.text()


def test_a_new_box_of_scans_cancels_the_reading_under_way(qtbot, secretary, gate, trusted, tmp_path):
    import threading
    held, calls = gate
    w = secretary()
    w.scans.match([blank_pdf(tmp_path, 4)])
    qtbot.waitUntil(lambda: len(calls) == 1)
    first = w.scans.operation
    threading.Timer(0.2, held.set).start()      # the page being read ends while the next box arrives
    batch = matched(qtbot, w, [trusted.scans / "08-blank.png"])
    assert first.cancelled and not first.running
    # the first box stopped after its first page; what it read is not mixed into the second's
    assert len(calls) == 2 and [Path(v.source).name for v in batch.verdicts] == ["08-blank.png"]
    assert [Path(v.source).name for v in w.scans.tab.model.verdicts] == ["08-blank.png"]


def test_a_failed_reading_of_scans_is_said_in_the_tab(qtbot, secretary, trusted, monkeypatch):
    """No box waits for the secretary (a dialog nobody replaced fails the test)."""
    import app.scan

    def lost(*args, **kwargs):
        raise OSError(5, "Input/output error")
    monkeypatch.setattr(app.scan, "scan_paths", lost)
    w = secretary()
    w.scans.match([str(trusted.scans / "08-blank.png")])
    qtbot.waitUntil(lambda: w.scans.operation is None, timeout=20_000)
    assert w.scans.batch is None and not w.scans.tab.pdf_button.isEnabled()
    assert w.scans.tab.summary.text() == "The scans were not matched: OSError: [Errno 5] Input/output error"
    assert w.tabs.currentWidget() is w.scans.tab and w.isVisible()
