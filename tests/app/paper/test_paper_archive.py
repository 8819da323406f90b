"""A reviewed pen form filed into a tournament's archive: the scan's reading is the original,
the reviewer's decisions a correction over it with the reviewer as author, and the standings
name both."""
from __future__ import annotations

import json
import random
from datetime import UTC, datetime
from pathlib import Path

import pytest
from paper_pen import faint, fill, printed

from app.paper.archive import file_reviewed, reading_doc
from app.paper.boxes import game_boxes
from app.paper.layout import pen_layout
from app.paper.read import read_form
from app.paper.review import decided
from app.storage import open_archive
from app.tournament.archived import archive_decisions
from app.tournament.decisions import DecisionError
from app.tournament.games import Tournament

LONG = Path(__file__).parents[2] / "games" / "league-lift-all-majority-boundaries.json"
SOURCE = {"scan": "cd" * 32, "page": 1}
NOW = datetime(2026, 12, 1, 22, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def found():
    """The long game's form with the pen's faint stroke in day 4's lift-all box 7."""
    game = json.loads(LONG.read_text(encoding="utf-8"))
    layout = pen_layout()
    image = printed(game, 200)
    fill(image, game_boxes(game, layout), 200, random.Random(4), withdrawn=0)
    faint(image, layout.find("lift", 7, day=4), 200)
    return game, read_form(image.convert("L"))


@pytest.fixture
def archive(tmp_path):
    with open_archive(str(tmp_path / "a.sqlite3")) as opened:
        yield opened


def test_the_reviewers_correction_is_journalled_over_the_scans_reading(found, archive):
    game, reading = found
    reviewed = decided(reading, {"lift@4=7": True}, "Ким", SOURCE, now=NOW)
    filed = file_reviewed(archive, reading, reviewed, SOURCE, "Ким", "ru")
    stored = archive.game(filed.game_id)
    assert stored.document == reviewed
    journal = archive.journal(filed.game_id)
    assert [c.kind for c in journal] == ["import", "replace"]
    assert (journal[1].author, journal[1].reason) == ("Ким", "проверка скана бланка")
    # the original is the scan's reading, kept as the journal's previous document
    original = journal[1].payload["previous"]
    assert original == reading_doc(reading, SOURCE) and original["meta"]["source"] == SOURCE
    assert {"type": "lift_vote", "count": 7} not in sum((p["events"] for p in original["phases"]), [])
    assert filed.text("ru") == ("Игра, прочитанная с бланка, в архиве под номером #"
                                f"{filed.game_id}; решений проверки: 1 — её исправление, автор Ким")


def test_the_standings_name_the_reading_and_the_reviewer(found, archive):
    game, reading = found
    # the faint mark decided empty: the game as the pen wrote it, the decision journalled
    reviewed = decided(reading, {"lift@4=7": False}, "Ким", SOURCE, now=NOW)
    filed = file_reviewed(archive, reading, reviewed, SOURCE, "Ким", "ru")
    name = game["meta"]["tournament"]
    [decision] = archive_decisions(archive, name)
    assert (decision.kind, decision.field, decision.game, decision.author) == ("correct", "form_review",
                                                                               f"#{filed.game_id}", "Ким")
    tournament = Tournament.from_archive(archive, name)
    [g] = [g for g in tournament.games if g.label == f"#{filed.game_id}"]
    assert g.corrections == [decision] and g.doc == reviewed       # applied again, applied once
    [issue] = [i for i in tournament.issues if i.game == g.label and i.code == "game.corrected"]
    text = issue.message("ru")
    assert "бланк проверен по скану: решено отметок: 1" in text and "Ким: проверка скана бланка" in text


def test_a_review_that_decides_nothing_files_the_reading_as_read(found, archive):
    _, reading = found
    plain = decided(reading, {}, "Ким", SOURCE, now=NOW)
    filed = file_reviewed(archive, reading, plain, SOURCE, "Ким", "ru")
    assert filed.decision is None and archive.game(filed.game_id).document == reading_doc(reading, SOURCE)
    assert [c.kind for c in archive.journal(filed.game_id)] == ["import"]
    assert filed.text("en") == f"The game read from the pen form is in the archive as #{filed.game_id}"


def test_a_form_filed_twice_with_other_content_is_refused_with_the_archives_reason(found, archive):
    from app.storage.transfer import ImportRefused
    _, reading = found
    file_reviewed(archive, reading, decided(reading, {"lift@4=7": True}, "Ким", SOURCE, now=NOW), SOURCE, "Ким")
    with pytest.raises(ImportRefused) as refused:
        file_reviewed(archive, reading, decided(reading, {}, "Ким", SOURCE, now=NOW), SOURCE, "Ким")
    [(_, error)] = refused.value.failures
    assert error.code == "import.differs"


def test_a_correction_needs_its_author_and_nothing_is_filed_without(found, archive):
    _, reading = found
    reviewed = decided(reading, {"lift@4=7": True}, "", SOURCE, now=NOW)
    with pytest.raises(DecisionError):
        file_reviewed(archive, reading, reviewed, SOURCE, "  ", "ru")
    assert archive.search_games(limit=None) == []
