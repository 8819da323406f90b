"""The README's screenshots come from a helper; it must produce real pictures."""
from PySide6.QtGui import QImage
from screenshots import take_sheet as take


def test_the_helper_saves_the_main_states(qtbot, tmp_path):
    shots = take(tmp_path, "en")
    assert {p.name for p in shots} == {"new-game-en.png", "sheet-day-en.png", "sheet-finished-en.png"}
    for path in shots:
        image = QImage(str(path))
        assert image.width() >= 1000 and image.height() >= 500
        colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 29)}
        assert len(colours) > 5, f"{path.name} looks blank"
