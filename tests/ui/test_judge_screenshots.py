"""The judge's screenshots at 1366×768 are real pictures of the whole window."""
from PySide6.QtGui import QImage
from screenshots import take_table


def test_the_judge_s_views_are_taken_at_1366_by_768(qtbot, tmp_path):
    shots = take_table(tmp_path, "en")
    assert {p.name for p in shots} == {"start-page-en.png", "sheet-day3-en.png", "sheet-signed-en.png"}
    for path in shots:
        image = QImage(str(path))
        assert (image.width(), image.height()) == (1366, 768)
        colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 29)}
        assert len(colours) > 5, f"{path.name} looks blank"
