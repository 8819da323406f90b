"""The review window of a pen form: Enter keeps a reading, Space corrects it, and the game
saved carries the scan as its source and each correction with its author."""
from __future__ import annotations

import json
import random
from datetime import UTC, datetime
from pathlib import Path

import pytest
from paper_pen import faint, fill, paper_game, printed
from PIL import ImageDraw
from PySide6.QtCore import Qt

from app.paper.boxes import game_boxes
from app.paper.layout import pen_layout
from app.paper.read import read_form
from app.paper.review import decided, items
from app.tournament.archived import archive_decisions

LONG = Path(__file__).parents[1] / "games" / "league-lift-all-majority-boundaries.json"


@pytest.fixture(scope="module")
def found():
    """The long game's form with a faint stroke in a box left empty (day 4's lift-all row)."""
    game = json.loads(LONG.read_text(encoding="utf-8"))
    layout = pen_layout()
    image = printed(game, 200)
    fill(image, game_boxes(game, layout), 200, random.Random(4), withdrawn=0)
    box = layout.find("lift", 7, day=4)
    px = 200 / 25.4
    ImageDraw.Draw(image).line([((box.x + 1.0) * px, (box.y + 1.4) * px), ((box.x + 1.8) * px, (box.y + 1.4) * px)],
                               fill=(40, 40, 160), width=1)
    return game, read_form(image.convert("L"))


def test_enter_keeps_the_reading_and_the_game_is_the_one_written(qtbot, found):
    from ui.paper_review import FormReview
    game, reading = found
    dialog = FormReview(reading, "ru")
    qtbot.addWidget(dialog)
    assert [i.box for i in dialog.items] == ["lift@4=7"]
    assert "подъём" in dialog.text.text().lower() and dialog.crop.pixmap() is not None
    qtbot.keyClick(dialog, Qt.Key_Return)
    assert dialog.result() == dialog.DialogCode.Accepted and dialog.decisions == {"lift@4=7": False}
    now = datetime(2026, 12, 1, tzinfo=UTC)
    doc = decided(reading, dialog.decisions, "Ким", {"scan": "ab" * 32, "page": 1}, now=now)
    source = doc["meta"].pop("source")
    assert doc == paper_game(game)
    assert source["review"] == [{"box": "lift@4=7", "read": "uncertain", "decided": "empty", "by": "Ким",
                                 "at": "2026-12-01T00:00:00+00:00"}]


def test_space_corrects_and_the_engine_then_speaks(qtbot, found):
    from ui.paper_review import FormReview
    _, reading = found
    dialog = FormReview(reading, "ru")
    qtbot.addWidget(dialog)
    qtbot.keyClick(dialog, Qt.Key_Space)
    assert dialog.decisions == {"lift@4=7": True}
    doc = decided(reading, dialog.decisions, "Ким", {"scan": "ab" * 32, "page": 1})
    assert {"type": "lift_vote", "count": 7} in doc["phases"][7]["events"]
    assert doc["meta"]["source"]["review"][0]["decided"] == "marked"
    assert items(reading)[0].read is False


def test_the_secretary_reviews_a_pen_form_dropped_among_the_scans(qtbot, found, tmp_path, monkeypatch):
    from paper_pen import scanned
    from PySide6.QtWidgets import QFileDialog

    from ui.paper_review import FormReview
    from ui.secretary import SecretaryWindow
    from ui.secretary.texts import translate
    game = found[0]
    layout = pen_layout()
    image = printed(game, 300)
    fill(image, game_boxes(game, layout), 300, random.Random(8))
    scan = tmp_path / "form.jpg"
    scanned(image, 150, random.Random(8), angle=2.0, quality=75).save(scan)
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "home"))
    w = SecretaryWindow("ru", refresh_ms=3_600_000)
    qtbot.addWidget(w)
    w.scans.match([str(scan)])
    qtbot.waitUntil(lambda: w.scans.batch is not None and w.scans.operation is None, timeout=60_000)
    [verdict] = w.scans.batch.verdicts
    assert verdict.verdict == "form_read" and verdict.form.doubts == 0
    model = w.scans.tab.model
    assert model.data(model.index(0, 1)) == "бланк прочитан" and model.data(model.index(0, 3)) == "проверять нечего"
    assert "бланков прочитано: 1" in w.scans.tab.summary.text()
    # a form read with nothing to review is not counted among the pages that match nothing
    assert w.tabs.tabText(w.tabs.indexOf(w.scans.tab)) == translate("Scans", "Scans")
    target = tmp_path / "read.json"
    monkeypatch.setattr(FormReview, "exec", lambda self: (self.author.setText("Ким"), self.decide(False),
                                                          FormReview.DialogCode.Accepted)[-1])
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    w.scans.review(w.scans.tab.model.index(0, 0))
    doc = json.loads(target.read_text(encoding="utf-8"))
    assert doc["meta"].pop("source")["page"] == 1
    assert doc == paper_game(game)


def test_the_sheet_prints_the_pen_form_of_its_table(qtbot, window, tmp_path, monkeypatch):
    from pypdf import PdfReader
    from PySide6.QtWidgets import QFileDialog
    w = window(lang="ru")
    target = tmp_path / "form.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    w.menu_actions["pen_form"].trigger()
    text = PdfReader(str(target)).pages[0].extract_text()
    assert "бланк для заполнения ручкой" in text
    assert all(p["name"] in text for p in w.doc.to_json()["players"])


def test_the_reviewed_form_is_filed_into_the_tournaments_archive(qtbot, found, tmp_path, monkeypatch):
    """With a tournament's archive open, the review files the scan's reading as the original and
    the reviewer's decisions as a correction over it, by the reviewer."""
    from PySide6.QtWidgets import QFileDialog

    from app.storage import open_archive
    from ui.paper_review import FormReview
    from ui.secretary import SecretaryWindow
    game, reading = found
    image = printed(game, 200)
    fill(image, game_boxes(game, pen_layout()), 200, random.Random(4), withdrawn=0)
    faint(image, pen_layout().find("lift", 7, day=4), 200)
    scan = tmp_path / "form.png"
    image.save(scan)
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "home"))
    name = game["meta"]["tournament"]
    archive = open_archive(str(tmp_path / "a.sqlite3"))
    w = SecretaryWindow("ru", archive=archive, tournament=name, refresh_ms=3_600_000)
    qtbot.addWidget(w)
    with qtbot.waitSignal(w.refreshed, timeout=20_000):
        pass
    w.scans.match([str(scan)])
    qtbot.waitUntil(lambda: w.scans.batch is not None and w.scans.operation is None, timeout=60_000)
    [verdict] = w.scans.batch.verdicts
    assert verdict.verdict == "form_read" and verdict.form.doubts == 1
    assert "бланков прочитано: 1 (с отметками на проверку: 1)" in w.scans.tab.summary.text()
    monkeypatch.setattr(FormReview, "exec", lambda self: (self.author.setText("Ким"), self.decide(False),
                                                          FormReview.DialogCode.Accepted)[-1])
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: pytest.fail("no file is asked for"))
    with qtbot.waitSignal(w.refreshed, timeout=20_000):
        w.scans.review(w.scans.tab.model.index(0, 0))
    [stored] = archive.search_games(tournament=name, limit=None)
    journal = archive.journal(stored.id)
    assert [(c.kind, c.author) for c in journal] == [("import", "Ким"), ("replace", "Ким")]
    assert "review" not in journal[1].payload["previous"]["meta"]["source"]
    assert archive.game(stored.id).document["meta"]["source"]["review"][0]["by"] == "Ким"
    [decision] = archive_decisions(archive, name)
    assert (decision.field, decision.author) == ("form_review", "Ким")
    assert w.statusBar().currentMessage().startswith(f"Игра, прочитанная с бланка, в архиве под номером #{stored.id}")
    w.close()
    archive.close()
