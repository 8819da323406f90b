"""The audience screen: a second window for the projector (fullscreen on the chosen monitor) and
the page for a stream or a hall TV (app/audience/server.py), both fed from the open game's
changes and the speech timer.  Both draw the worded view of app/audience, which is all the
hall may see: no role, shot or check before the game ends."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication, QKeySequence, QResizeEvent, QScreen, QShortcut
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QMenu, QVBoxLayout, QWidget

from app.audience import Timer
from app.audience.follow import hall_view
from app.audience.words import timer_text
from app.paths import resource

if TYPE_CHECKING:
    from app.audience.server import AudienceServer, Feed

    from .sheet_window import SheetWindow

    class HallWindow(SheetWindow):
        """The sheet with the hall's screen and its page (set by :func:`add_menu`)."""

        audience: AudienceScreens

translate = QCoreApplication.translate

_STYLE = """
QWidget#audience {{ background: #10151c; }}
QLabel {{ color: #f2f4f7; font-family: "PT Sans"; font-size: {base}px; }}
QLabel#number, QLabel#name, QLabel#phase, QLabel#timer, QLabel#result {{ font-weight: bold; }}
QLabel#heading {{ color: #7d8794; }}
QLabel#phase {{ font-size: {phase}px; font-weight: bold; }}
QLabel#step {{ font-size: {step}px; }}
QLabel#speaker {{ font-size: {step}px; color: #f5b700; }}
QLabel#timer {{ font-size: {timer}px; font-weight: bold; padding: 0 {pad}px; border-radius: 8px; }}
QLabel#timer[warn="true"] {{ background: #d64545; }}
QLabel#timer[paused="true"] {{ color: #7d8794; }}
QFrame#seat {{ background: #1d2631; border-radius: 10px; border: 4px solid transparent; }}
QFrame#seat[speaking="true"] {{ border-color: #f5b700; }}
QFrame#seat[won="true"] {{ border-color: #d64545; }}
QLabel#number {{ font-size: {number}px; font-weight: bold; }}
QLabel#number[nominated="true"] {{ color: #3a7bd5; }}
QLabel#name {{ font-size: {name}px; font-weight: bold; }}
QLabel#fouls {{ color: #f5b700; font-size: {name}px; }}
QLabel#gone {{ color: #7d8794; }}
QFrame#seat[gone="true"] QLabel {{ color: #5d6672; }}
QLabel#side, QLabel#vote {{ font-size: {side}px; }}
QLabel#result {{ color: #f5b700; font-size: {phase}px; font-weight: bold; }}
"""


_FONTS: list[int] = []


def load_fonts() -> None:
    """PT Sans, the page's face and the PDFs' (Cyrillic), once per program."""
    if not _FONTS:
        _FONTS.extend(QFontDatabase.addApplicationFont(str(resource("fonts", name)))
                      for name in ("PTSans-Regular.ttf", "PTSans-Bold.ttf"))


class SeatCard(QFrame):
    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("seat")
        self.number, self.name, self.fouls, self.left, self.role = (QLabel() for _ in range(5))
        for label, name in ((self.number, "number"), (self.name, "name"), (self.fouls, "fouls"),
                            (self.left, "gone"), (self.role, "name")):
            label.setObjectName(name)
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.name.setMinimumWidth(1)        # a long nickname is cut by the card, never widens it
        layout = QVBoxLayout(self)
        for label in (self.number, self.name, self.fouls, self.left, self.role):
            layout.addWidget(label)
        layout.addStretch(1)

    def show_seat(self, seat: dict[str, Any], winner: str | None) -> None:
        self.number.setText(str(seat["seat"]))
        self.name.setText(seat["name"])
        self.fouls.setText("\u25CF" * seat["fouls"])
        self.left.setText(seat["left"] or "")
        self.role.setText(seat["role"] or "")
        self.role.setVisible(bool(seat["role"]))
        self.setProperty("speaking", seat["speaking"])
        self.setProperty("won", bool(seat["won"]) and winner is not None)
        self.number.setProperty("nominated", seat["nominated"])
        self.setProperty("gone", seat["left"] is not None)
        for widget in (self, self.number, self.name, self.fouls, self.role):
            widget.style().unpolish(widget)
            widget.style().polish(widget)


class AudienceWindow(QWidget):
    """The table as the hall sees it, in type large enough to read across the room."""

    def __init__(self) -> None:
        super().__init__()
        load_fonts()
        self.setObjectName("audience")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)      # closing the sheet closes the program
        self.setWindowTitle(translate("Audience", "Audience screen — Mafia Protocol"))
        self.data: dict[str, Any] | None = None
        self.heading, self.phase, self.step, self.speaker, self.timer = (QLabel() for _ in range(5))
        self.result, self.nominations, self.vote, self.day, self.best = (QLabel() for _ in range(5))
        for label, name in ((self.heading, "heading"), (self.phase, "phase"), (self.step, "step"),
                            (self.speaker, "speaker"), (self.timer, "timer"), (self.result, "result"),
                            (self.nominations, "side"), (self.vote, "vote"), (self.day, "side"), (self.best, "side")):
            label.setObjectName(name)
            label.setTextFormat(Qt.TextFormat.PlainText)
        for label in (self.result, self.nominations, self.day, self.step, self.best):
            label.setWordWrap(True)
        self.cards: list[SeatCard] = []
        self.grid = QGridLayout()
        self.grid.setSpacing(12)
        titles = QVBoxLayout()
        for label in (self.heading, self.phase, self.step, self.speaker):
            titles.addWidget(label)
        top = QHBoxLayout()
        top.addLayout(titles, 1)
        top.addWidget(self.timer, 0, Qt.AlignmentFlag.AlignVCenter)
        side = QVBoxLayout()
        for label in (self.result, self.nominations, self.vote, self.day, self.best):
            side.addWidget(label)
        side.addStretch(1)
        body = QHBoxLayout()
        body.addLayout(self.grid, 3)
        body.addLayout(side, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.addLayout(top)
        layout.addLayout(body, 1)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        self.resize(1366, 768)
        self._scale()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._scale()

    def _scale(self) -> None:
        """The type follows the window's height: a projector's 1080 lines or a laptop's 768."""
        h = max(self.height(), 300)
        self.setStyleSheet(_STYLE.format(base=h // 40, phase=h // 16, step=h // 26, timer=h // 8, pad=h // 50,
                                         number=h // 14, name=h // 28, side=h // 28))

    def show_data(self, data: dict[str, Any]) -> None:
        self.data = data
        self.heading.setText(data["heading"])
        self.phase.setText(data["phase"])
        self.step.setText(data["step"])
        self.speaker.setText(data["speaker_text"])
        self.speaker.setVisible(bool(data["speaker_text"]))
        self.show_timer(data["timer"])
        self._seats(data)
        labels = data["labels"]
        nominees = [str(n["seat"]) for n in data["nominations"]]
        self.nominations.setText(f"{labels['nominated']}: {', '.join(nominees)}" if nominees
                                 else (labels["nobody"] if data["in_day"] else ""))
        self.vote.setText(_vote_text(data))
        day = data["day_result"]
        self.day.setText("" if day is None else day["text"] + (
            ": " + ", ".join(map(str, day["leaving"])) if day["leaving"] else ""))
        self.result.setText(data["result"]["text"] if data["result"] else "")
        best = data["best_move"]
        self.best.setText(f"{labels['best_move']}: {', '.join(map(str, best))}" if best else "")
        for label in (self.result, self.nominations, self.vote, self.day, self.best):
            label.setVisible(bool(label.text()))          # an empty line takes no room

    def show_timer(self, timer: dict[str, Any] | None) -> None:
        self.timer.setVisible(timer is not None)
        if timer is None:
            return
        self.timer.setText(timer["text"])
        self.timer.setProperty("warn", timer["warn"])
        self.timer.setProperty("paused", not timer["running"] and timer["left"] > 0)
        self.timer.style().unpolish(self.timer)
        self.timer.style().polish(self.timer)

    def _seats(self, data: dict[str, Any]) -> None:
        seats = data["seats"]
        while len(self.cards) < len(seats):
            card = SeatCard()
            self.grid.addWidget(card, len(self.cards) // 5, len(self.cards) % 5)
            self.cards.append(card)
        winner = data["result"]["winner"] if data["result"] else None
        for card, seat in zip(self.cards, seats, strict=False):
            card.show_seat(seat, winner)
        for i, card in enumerate(self.cards):
            card.setVisible(i < len(seats))

    def show_on(self, screen: QScreen) -> None:
        """Fullscreen on ``screen`` (a monitor the judge chose in the menu)."""
        self.setScreen(screen)
        self.setGeometry(screen.geometry())
        self.showFullScreen()


def _vote_text(data: dict[str, Any]) -> str:
    labels, lines = data["labels"], []
    for r in data["rounds"]:
        lines.append(labels["vote"] + (f" {r['number']}" if len(data["rounds"]) > 1 else ""))
        lines += [f"  {c['seat']}: {'…' if c['votes'] is None else c['votes']}" for c in r["counts"]]
    if data["lift"] is not None:
        lines.append(f"{labels['lift']}: {data['lift']}")
    return "\n".join(lines)


class AudienceScreens(QObject):
    """The sheet's audience screen and page: both follow the open game and the timer."""

    def __init__(self, window: SheetWindow) -> None:
        super().__init__(window)
        self.sheet = window
        self.window: AudienceWindow | None = None
        self.server: AudienceServer | None = None
        self.feed: Feed | None = None
        self.data: dict[str, Any] | None = None
        self._given = 0
        window.flow_panel.timer.changed.connect(self._tick)

    @property
    def active(self) -> bool:
        return self.window is not None or self.server is not None

    def _timer(self) -> Timer:
        timer = self.sheet.flow_panel.timer
        return Timer(timer.left, timer.preset, timer.running)

    def refresh(self) -> None:
        """The game changed (the sheet's change listener): redraw what the hall sees."""
        if not self.active:
            return
        doc, given = self.sheet.doc, self.sheet.flow_panel.given
        self._given = len(given)
        self.data = hall_view(doc.to_json(), doc.state, self.sheet.lang, given, self._timer())
        self._send()

    def _tick(self) -> None:
        """The timer moved; a last word or a tied player's 30 seconds the judge gave the floor
        to (F2) is no event of the game, so it shows here first."""
        if len(self.sheet.flow_panel.given) != self._given:
            self.refresh()
            return
        if self.data is None or self.data["timer"] is None:
            return
        self.data = {**self.data, "timer": timer_text(self._timer())}
        self._send()

    def _send(self) -> None:
        if self.window is not None and self.data is not None:
            self.window.show_data(self.data)
        if self.feed is not None and self.data is not None:
            self.feed.publish(self.data)

    # -- the second window ---------------------------------------------------------------
    def open_window(self, screen: QScreen | None = None, windowed: bool = False) -> AudienceWindow:
        """The second window, fullscreen on ``screen`` (else on a monitor that is not the
        sheet's); ``windowed``, or with one monitor only, a window of its own."""
        if self.window is None:
            self.window = AudienceWindow()
            self.window.destroyed.connect(self._window_gone)
            self.window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.refresh()
        screen = None if windowed else (screen or self.other_screen())
        if screen is not None:
            self.window.show_on(screen)
        else:
            self.window.show()
        return self.window

    def _window_gone(self) -> None:
        self.window = None

    def other_screen(self) -> QScreen | None:
        """The first monitor that is not the sheet's: None when there is only one."""
        mine = self.sheet.screen()
        return next((s for s in QGuiApplication.screens() if s is not mine), None)

    def fill_screens(self, menu: QMenu) -> None:
        """One item per monitor, then closing the screen."""
        menu.clear()
        for screen in QGuiApplication.screens():
            size = screen.geometry()
            text = f"{screen.name() or screen.model()} ({size.width()}×{size.height()})"
            menu.addAction(text, partial(self.open_window, screen))
        menu.addAction(translate("Audience", "In a window"), lambda: self.open_window(windowed=True))
        menu.addSeparator()
        close = menu.addAction(translate("Audience", "Close the audience screen"), self.close_window)
        close.setEnabled(self.window is not None)

    def close_window(self) -> None:
        if self.window is not None:
            self.window.close()

    # -- the page --------------------------------------------------------------------------
    def start_page(self, lan: bool = False) -> str:
        """Serve the page (this computer only, or the room's network); returns its address."""
        # the page's server is imported when the page is first served, not with the window
        from app.audience.server import DEFAULT_PORT, LOOPBACK, AudienceServer, Feed, lan_address
        self.stop_page()
        self.feed = Feed()
        host = lan_address() if lan else LOOPBACK
        try:
            self.server = AudienceServer(self.feed, host, DEFAULT_PORT)
        except OSError:                      # the port is taken (the command serves another game)
            self.server = AudienceServer(self.feed, host, 0)
        self.refresh()
        url = self.server.url
        QGuiApplication.clipboard().setText(url)
        text = translate("Audience", "The audience page: %1 (the address is copied)")
        self.sheet.show_inline(text.replace("%1", url))
        return url

    def stop_page(self) -> None:
        if self.server is not None:
            self.server.stop()
        self.server = self.feed = None

    def stop(self) -> None:
        """The sheet closes: the page stops and the window goes."""
        self.stop_page()
        self.close_window()


def add_menu(w: HallWindow, view: QMenu) -> None:
    """The View menu's audience items."""
    w.audience = screens = AudienceScreens(w)
    view.addSeparator()
    window = view.addMenu(translate("Audience", "Audience &screen"))
    window.aboutToShow.connect(lambda: screens.fill_screens(window))
    page = view.addMenu(translate("Audience", "Audience &page (stream, hall TV)"))
    page.addAction(translate("Audience", "On this computer"), lambda: screens.start_page(False))
    page.addAction(translate("Audience", "On the local network"), lambda: screens.start_page(True))
    stop = page.addAction(translate("Audience", "Stop the page"), screens.stop_page)
    page.aboutToShow.connect(lambda: stop.setEnabled(screens.server is not None))
