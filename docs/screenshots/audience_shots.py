"""The audience screen's pictures (docs/sheet.md): the second window at 1366×768 offscreen and
the page in headless Chromium, on the recorded game of the tests: a discussion with the timer
running, a vote being counted, the end with the roles.  ``screenshots.py audience``."""
from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
GAME = ROOT / "tests" / "games" / "sheet-recorded-game.json"


def moments() -> dict[str, tuple[dict, Any]]:
    """name -> (the game so far, the timer) at three moments of the recorded game."""
    from app import editions
    from app.audience import Timer
    from app.flow import flow

    game = json.loads(GAME.read_text(encoding="utf-8"))
    open_game = {k: v for k, v in game.items() if k != "result"}
    day2 = copy.deepcopy(open_game)
    day2["phases"] = day2["phases"][:4]
    events = day2["phases"][3]["events"]
    day2["phases"][3]["events"] = events[:1]                       # the first victim's best move
    opener = flow(editions.replay(day2)).next.seat
    day2["phases"][3]["events"] += [{"type": "speech", "seat": opener}, events[1], {"type": "foul", "seat": 6}]
    vote = copy.deepcopy(open_game)
    vote["phases"] = vote["phases"][:4]
    events = vote["phases"][3]["events"]          # three nominees, the first one's hands counted
    vote["phases"][3]["events"] = events[:3] + [{"type": "nominate", "by": 8, "target": 6}, events[3]]
    return {"discussion": (day2, Timer(8, 60, True)), "vote": (vote, None), "end": (game, None)}


def take_audience(folder: Path, lang: str = "ru") -> list[Path]:
    from PySide6.QtWidgets import QApplication
    from screenshots import SCREEN, shooting

    from app import editions
    from app.audience.follow import hall_view
    from ui.audience import AudienceWindow

    with shooting(folder, lang) as (save, shots, _):
        window = AudienceWindow()
        window.resize(*SCREEN)
        for name, (doc, timer) in moments().items():
            window.show_data(hall_view(doc, editions.replay(doc), lang, timer=timer))
            QApplication.processEvents()
            save(window, f"audience-window-{name}")
        window.close()
    shots += take_page(folder, lang)
    return shots


def take_page(folder: Path, lang: str) -> list[Path]:
    """The page as Chromium draws it at 1366×768."""
    sys.path.insert(0, str(ROOT / "tests" / "app" / "audience"))
    from headless import Chromium

    from app import editions
    from app.audience.follow import hall_view
    from app.audience.server import AudienceServer, Feed

    shots = []
    feed = Feed()
    with AudienceServer(feed) as server, Chromium(*(1366, 768)) as browser:
        for name, (doc, timer) in moments().items():
            version = feed.publish(hall_view(doc, editions.replay(doc), lang, timer=timer))
            if not shots:
                browser.open(server.url)
            browser.wait_for(f"document.body && document.body.dataset.version >= {version}"
                             " && document.fonts.status === 'loaded'")
            path = folder / f"audience-page-{name}-{lang}.png"
            browser.screenshot(str(path))
            shots.append(path)
    return shots
