"""The sheet at 1366×768 from day 3 on: role, fouls (or the violation ladder) and left stay
frozen beside the seats while the phases scroll, the current phase is whole on screen and F9
never pushes it off, the quick-entry hint is never cut, and a warning leaves its mark."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from screenshots import long_evening, long_game

from app.document import GameDocument
from app.entry import hint_for
from ui.delegates import WARNING_COLOUR
from ui.sheet_model import WARNINGS_ROLE

SCREEN = (1366, 768)


def at_the_table(window, doc):
    w = window(GameDocument(doc))
    w.resize(*SCREEN)
    for _ in range(3):
        QApplication.processEvents()
    return w


def current_columns(w):
    last = w.doc.phases[-1].name
    return [i for i, c in enumerate(w.model.columns) if c.phase == last]


def assert_whole_beside_the_frozen(w, columns):
    view = w.view
    viewport = view.viewport().rect()
    for column in columns:
        rect = view.visualRect(w.model.index(0, column))
        assert rect.left() >= view.frozen_width(), (column, rect, view.frozen_width())
        assert rect.right() <= viewport.right(), (column, rect, viewport)


def frozen_kinds(w):
    overlay = w.view.frozen
    return [w.model.columns[c].kind for c in range(w.model.columnCount()) if not overlay.isColumnHidden(c)]


@pytest.mark.parametrize("until", ["D4", "N3"])
def test_the_sport_sheet_keeps_its_seat_columns_frozen_and_the_phase_whole(qtbot, window, until):
    w = at_the_table(window, long_game(until))
    overlay = w.view.frozen
    assert overlay.isVisible() and frozen_kinds(w) == ["role", "fouls", "left"]
    # the overlay lies beside the seats, over the sheet's first columns, as wide as they are
    assert overlay.x() == w.view.verticalHeader().width() + w.view.frameWidth()
    assert overlay.width() >= w.view.frozen_width() > 0
    assert_whole_beside_the_frozen(w, current_columns(w))
    w.view.horizontalScrollBar().setValue(w.view.horizontalScrollBar().maximum())
    corner = overlay.viewport().rect().topLeft()
    assert overlay.isVisible() and overlay.indexAt(corner).isValid()
    assert w.model.columns[overlay.indexAt(corner).column()].kind == "role"


def test_day_four_scrolls_to_its_end_beside_the_frozen_columns(qtbot, window):
    w = at_the_table(window, long_game("D4"))
    bar = w.view.horizontalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()    # the phases do not fit: they scroll
    assert_whole_beside_the_frozen(w, current_columns(w))


def test_f9_never_pushes_the_current_phase_off_screen(qtbot, window):
    w = at_the_table(window, long_game("N3"))
    qtbot.keyPress(w, Qt.Key_F9)
    QApplication.processEvents()
    assert w.model.reveal
    assert_whole_beside_the_frozen(w, current_columns(w))
    qtbot.keyRelease(w, Qt.Key_F9)
    QApplication.processEvents()
    assert_whole_beside_the_frozen(w, current_columns(w))


@pytest.mark.parametrize("until", ["D4", "N3"])
def test_the_boulevard_sheet_keeps_role_and_violations_frozen(qtbot, window, until):
    w = at_the_table(window, long_evening(until))
    assert frozen_kinds(w) == ["role", "ladder", "left"]
    assert_whole_beside_the_frozen(w, current_columns(w))


def test_a_cell_under_the_frozen_columns_is_scrolled_out_from_under_them(qtbot, window):
    w = at_the_table(window, long_game("D4"))
    first_phase = next(i for i, c in enumerate(w.model.columns) if c.phase is not None)
    w.view.scrollTo(w.model.index(0, first_phase))
    assert w.view.visualRect(w.model.index(0, first_phase)).left() >= w.view.frozen_width()


def test_a_click_on_the_frozen_fouls_adds_a_foul_and_the_menu_opens_there(qtbot, window, monkeypatch):
    w = at_the_table(window, long_game("D4"))
    overlay = w.view.frozen
    fouls = w.model.column_of("fouls")
    rect = overlay.visualRect(w.model.index(6, fouls))
    qtbot.mouseClick(overlay.viewport(), Qt.LeftButton, pos=rect.center())
    assert w.doc.phases[-1].events[-1] == {"type": "foul", "seat": 7}
    seats = []
    monkeypatch.setattr("ui.main_window.fill_menu", lambda menu, state, seat, *rest: seats.append(seat))
    monkeypatch.setattr("ui.main_window.QMenu", _NoMenu)
    overlay.customContextMenuRequested.emit(overlay.visualRect(w.model.index(2, fouls)).center())
    assert seats == [3]                                   # the frozen row's own seat


class _NoMenu:
    """A menu that is filled but never shown (a modal popup would wait for a click): the
    seat's menu ends with a separator and "Protest…"."""

    def __init__(self, *args) -> None:
        self.added: list = []

    def addSeparator(self) -> None:  # noqa: N802 (Qt's name)
        self.added.append(None)

    def addAction(self, text, *slot) -> None:  # noqa: N802 (Qt's name)
        self.added.append(text)

    def exec(self, *args) -> None:
        pass


@pytest.mark.parametrize("doc", [long_game("D4"), long_evening("N3")], ids=["sport", "boulevard"])
def test_the_quick_entry_hint_is_whole(qtbot, window, doc):
    w = at_the_table(window, doc)
    hint = w.quick.hint
    expected = hint_for(w.doc.state, "en") or hint.text()
    assert hint.text() == expected and hint.isVisible() and hint.wordWrap()
    assert hint.height() >= hint.heightForWidth(hint.width())        # every line of it shown


def test_a_warning_leaves_a_mark_and_its_tooltip_counts_it(qtbot, window):
    w = at_the_table(window, long_game("D4"))
    fouls = w.model.column_of("fouls")
    index = w.model.index(1, fouls)                      # seat 2: fouls, no warning yet
    assert w.model.data(index, WARNINGS_ROLE) == 0 and "warning" not in w.model.data(index, Qt.ToolTipRole)
    before = orange_pixels(w, index)
    w.quick.line.setText("w2")
    w.quick.enter()
    assert w.model.data(index, WARNINGS_ROLE) == 1
    assert w.model.data(index, Qt.ToolTipRole).endswith("warnings: 1")
    assert before == 0 and orange_pixels(w, index) > 0


def orange_pixels(w, index):
    overlay = w.view.frozen
    image = overlay.viewport().grab(overlay.visualRect(index)).toImage()
    mark = QColor(WARNING_COLOUR)
    return sum(1 for x in range(image.width()) for y in range(image.height())
               if _near(image.pixelColor(x, y), mark))


def _near(colour, mark):
    return abs(colour.red() - mark.red()) + abs(colour.green() - mark.green()) + abs(colour.blue() - mark.blue()) < 60


def test_the_screenshot_set_of_the_frozen_columns(qtbot, tmp_path):
    from PySide6.QtGui import QImage
    from screenshots import take_frozen
    shots = take_frozen(tmp_path, "en")
    assert {p.name for p in shots} == {"sheet-day4-en.png", "sheet-n3-en.png", "boulevard-day4-en.png",
                                       "boulevard-n3-en.png"}
    for path in shots:
        image = QImage(str(path))
        assert (image.width(), image.height()) == SCREEN, path.name


def test_the_night_panel_s_f9_text_is_whole(qtbot, window):
    from boulevard_games import table
    w = at_the_table(window, table().to_json())
    # the Putana blocks the Journalist (2): he is shown no answer (one would be refused, issue 36 §3)
    w.quick.line.setText("p2 l8 b2:11 d10 m10 x3 c7+ j4:9")
    w.quick.enter()
    assert not w.quick.error.isVisible(), w.quick.error.text()
    qtbot.keyPress(w, Qt.Key_F9)
    QApplication.processEvents()
    statuses = [row["status"] for row in w.night_panel.rows.values()]
    assert all("→" in s.text() for s in statuses)
    for status in statuses:
        assert status.toolTip() == status.text()
        assert status.width() >= status.minimumSizeHint().width() or \
            status.height() >= status.heightForWidth(status.width()), status.text()
    qtbot.keyRelease(w, Qt.Key_F9)
    QApplication.processEvents()
    assert all(s.text() == "✔" and s.toolTip() == "✔" for s in statuses)
