"""Games → Player's career… in the secretary's window: the card of a person across the
archive, read in a worker thread, with the rating's history drawn, and saved as a PDF."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "app" / "ratings"))

from ratings_archive import load_federation  # noqa: E402


@pytest.fixture
def archive(tmp_path):
    archive, _ = load_federation(str(tmp_path / "archive.sqlite3"))
    yield archive
    archive.close()


def test_the_menu_opens_the_career_and_a_card_is_shown_and_saved(qtbot, archive, tmp_path):
    from ui.secretary import SecretaryWindow
    from ui.secretary.career import open_career
    window = SecretaryWindow("en", archive=archive, refresh_ms=3_600_000)
    qtbot.addWidget(window)
    texts = [a.text() for a in window.menuBar().actions()[0].menu().actions()]
    assert "Player's career…" in texts and texts.index("Player's career…") < len(texts) - 1
    dialog = open_career(window)
    qtbot.addWidget(dialog)
    dialog.query.setText("Шерлок")
    dialog.lookup()
    qtbot.waitUntil(lambda: dialog.card is not None, timeout=20_000)
    assert dialog.text.text().startswith("<b>Player card: Шерлок (#") and "Opponents met most:" in dialog.text.text()
    assert dialog.chart.isVisibleTo(dialog) and dialog.pdf_button.isEnabled()
    dialog.grab().save(str(tmp_path / "career.png"))
    pdf = tmp_path / "card.pdf"
    dialog.save_pdf(str(pdf))
    assert pdf.read_bytes().startswith(b"%PDF")
    qtbot.waitUntil(lambda: dialog.show_button.isEnabled(), timeout=5_000)
    dialog.query.setText("Никто <b>")
    dialog.lookup()
    qtbot.waitUntil(lambda: dialog.card is None, timeout=20_000)
    assert dialog.text.text() == "no player «Никто &lt;b&gt;» in the archive" and not dialog.pdf_button.isEnabled()
