"""The game's day is written one way per language (Babel's short date, the year in full), the
same in the sheet's header of both editions, in their dialogs, in both protocols and in the
host's journal (issue 36 §4: «05.12.2026», «05.12.26», «05/12/2026», «2026-12-06» before)."""
import io

import pytest
from boulevard_games import table
from pypdf import PdfReader

from app.document import GameDocument
from app.editions import replay
from app.i18n import game_date
from app.sport import sample_game
from reports.journal import JournalRenderer
from ui.club_game import ClubGameDialog
from ui.export import render_pdf
from ui.new_game import NewGameDialog

DAY = {"ru": "05.12.2026", "uk": "05.12.2026", "en": "05/12/2026"}


def sport():
    data = sample_game()
    data["meta"]["date"] = "2026-12-05"
    return GameDocument(data)


def pdf_text(data: bytes) -> str:
    return "".join(p.extract_text() for p in PdfReader(io.BytesIO(data)).pages)


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_every_place_writes_the_day_alike(window, qtbot, lang):
    assert game_date("2026-12-05", lang) == DAY[lang]
    for doc in (sport(), table()):               # the boulevard table plays on 2026-12-05 too
        w = window(doc, lang=lang)
        assert DAY[lang] in w.header.text(), w.header.text()
        assert DAY[lang] in pdf_text(render_pdf(doc, lang)[0])
    club = ClubGameDialog(lang=lang)
    qtbot.addWidget(club)
    new = NewGameDialog(doc=sport().to_json(), lang=lang)
    qtbot.addWidget(new)
    assert new.date.text() == DAY[lang]
    assert club.date.displayFormat() == new.date.displayFormat()
    journal = pdf_text(JournalRenderer(replay(table().to_json()), lang).render())
    assert DAY[lang] in journal


def test_the_dialogs_date_reads_back_as_the_file_s():
    dialog = NewGameDialog(doc=sport().to_json(), lang="ru")
    assert dialog.meta()["date"] == "2026-12-05"
