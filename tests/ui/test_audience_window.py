"""The audience screen of the sheet: a second window that follows every mark of the judge and the
speech timer, and never shows a role, a shot or a check before the game ends; the page served
from the sheet's menu."""
from __future__ import annotations

import json
import re
import urllib.request
from pathlib import Path

from PySide6.QtWidgets import QLabel

from app.audience.follow import hall_view
from app.document import GameDocument

GAME = Path(__file__).resolve().parents[1] / "games" / "sheet-recorded-game.json"
SECRETS = re.compile(r"(?<!\w)(мирн\w*|шериф\w*|мафи\w*|дон|citizen|sheriff|mafia|don|выстрел\w*|shot\w*|"
                     r"провер\w*|check\w*)(?!\w)", re.IGNORECASE)


def texts(window) -> str:
    return " | ".join(label.text() for label in window.findChildren(QLabel) if label.isVisibleTo(window))


def shown(window) -> dict:
    """What the window shows, as the expected worded view names it."""
    return {"phase": window.phase.text(), "step": window.step.text(), "result": window.result.text(),
            "seats": [(c.number.text(), c.name.text(), len(c.fouls.text()), c.left.text(), c.role.text(),
                       bool(c.property("speaking"))) for c in window.cards]}


def want(data: dict) -> dict:
    return {"phase": data["phase"], "step": data["step"], "result": data["result"]["text"] if data["result"] else "",
            "seats": [(str(s["seat"]), s["name"], s["fouls"], s["left"] or "", s["role"] or "", s["speaking"])
                      for s in data["seats"]]}


def recorded_game() -> tuple[dict, GameDocument]:
    game = json.loads(GAME.read_text(encoding="utf-8"))
    start = {**{k: v for k, v in game.items() if k != "result"}, "phases": [{"phase": "N0", "events": []}]}
    return game, GameDocument(start)


def test_the_window_follows_every_event_and_keeps_the_secrets(qtbot, window):
    game, doc = recorded_game()
    w = window(doc, "ru")
    screen = w.audience.open_window(windowed=True)
    qtbot.addWidget(screen)
    assert screen.isVisible() and screen.phase.text() == "Ночь 0"
    for phase in game["phases"][1:]:
        w.next_phase()
        for event in phase["events"] + [None]:
            if event is not None:
                w.record(event)
            data = hall_view(w.doc.to_json(), w.doc.state, "ru", w.flow_panel.given)
            assert shown(screen) == want(data), (phase["phase"], event)
            if data["result"] is None:
                assert SECRETS.findall(texts(screen)) == [], (phase["phase"], event)
    assert w.doc.state.outcome is not None
    assert screen.result.text() == "Победа красных"
    assert {c.role.text() for c in screen.cards} == {"мирный", "шериф", "мафия", "дон"}


def test_the_speaker_and_the_timer_follow_the_sheet(qtbot, window):
    w = window(None, "ru")
    screen = w.audience.open_window(windowed=True)
    qtbot.addWidget(screen)
    w.next_phase()
    w.flow_panel.next_speaker()                     # F2: player 1 has the floor, the timer runs
    assert screen.cards[0].property("speaking") and not screen.cards[1].property("speaking")
    assert screen.timer.isVisible() and screen.timer.text() == "1:00"
    for _ in range(51):
        w.flow_panel.timer._tick()
    assert screen.timer.text() == "0:09" and screen.timer.property("warn")
    w.record({"type": "foul", "seat": 4})
    assert screen.cards[3].fouls.text() == "\u25CF" and screen.timer.text() == "0:09"
    assert screen.step.text() == "Обсуждение"


def test_the_menu_offers_each_monitor_and_the_page(qtbot, window):
    w = window()
    titles = [a.text() for a in w.menus["view"].actions()]
    assert "Audience &screen" in titles and "Audience &page (stream, hall TV)" in titles
    screens = next(a.menu() for a in w.menus["view"].actions() if a.text() == "Audience &screen")
    screens.aboutToShow.emit()
    items = [a.text() for a in screens.actions() if not a.isSeparator()]
    assert items[-2:] == ["In a window", "Close the audience screen"] and len(items) >= 3
    next(a for a in screens.actions() if a.text() == "In a window").trigger()
    assert w.audience.window is not None and w.audience.window.isVisible()
    qtbot.addWidget(w.audience.window)


def test_the_page_started_from_the_sheet_serves_the_open_game(qtbot, window):
    w = window()
    url = w.audience.start_page(lan=False)
    try:
        assert url.startswith("http://127.0.0.1:")
        state = json.loads(urllib.request.urlopen(url + "state", timeout=5).read())
        assert state["phase"] == "Night 0" and state["step"] == "Night" and state["timer"] is None
        w.next_phase()
        state = json.loads(urllib.request.urlopen(url + "state", timeout=5).read())
        assert state["phase"] == "Day 1" and all(s["role"] is None for s in state["seats"])
        assert url in w.inline.text()
    finally:
        w.audience.stop_page()
    assert w.audience.server is None
