"""Audience page latency: from a recorded event to the page in a real browser showing it.

Run: .venv/bin/python benchmarks/bench_audience.py [--rounds N]
Prints medians, the worst case and their ratio to the target; it is not a test and never fails
a build.  Needs Debian's chromium (tests/setup-system.sh).

Each event of the recorded game of the tests (tests/games/sheet-recorded-game.json) is recorded
in turn, N times over, two ways:

- sheet: the open document changes and the sheet publishes the hall's view (what *Вид → Страница
  для зала* does: replay, snapshot, view, words, JSON), the server pushes it by server-sent
  events, the page in headless Chromium draws it;
- file: the game file is rewritten (as ``mafia-protocol audience GAME.json`` follows it: polled
  every 50 ms), then the same path.

The page marks the moment it has drawn each view (a MutationObserver on ``data-version``, the
browser's clock, which is the machine's), so the browser is not polled.
Target: the page shows an event <= 500 ms after it is recorded (issue 29, section 4).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent / "tests" / "app" / "audience"))

from audience_corpus import prefixes  # noqa: E402
from headless import Chromium  # noqa: E402

from app.atomic import write_atomic  # noqa: E402
from app.audience.follow import FileFollower, hall_view  # noqa: E402
from app.audience.server import AudienceServer, Feed  # noqa: E402
from app.document import GameDocument  # noqa: E402

GAME = HERE.parent / "tests" / "games" / "sheet-recorded-game.json"
TARGET_MS = 500.0
WATCH = """window._drawn = {}; new MutationObserver(() => {
  window._drawn[document.body.dataset.version] = Date.now(); })
  .observe(document.body, {attributes: true, attributeFilter: ['data-version']}); true"""


def drawn_at(browser: Chromium, version: int, timeout: float = 10.0) -> float:
    """The browser's clock (ms since the epoch) when it drew view number ``version``."""
    return browser.wait_for(f"window._drawn[{version}]", timeout, every=0.05) or float("nan")


def sheet_round(browser: Chromium, feed: Feed, game: dict) -> list[float]:
    """Record every phase and event into an open document; the sheet's publish is part of the time."""
    start = {**{k: v for k, v in game.items() if k != "result"}, "phases": [{"phase": "N0", "events": []}]}
    doc = GameDocument(start)
    samples = []
    # None: the judge begins the next phase (F8)
    for event in [e for phase in game["phases"][1:] for e in [None, *phase["events"]]]:
        before = feed.version
        recorded = time.time() * 1000
        if event is None:
            doc.append_phase()
        else:
            doc.append_event(event)
        version = feed.publish(hall_view(doc.to_json(), doc.state, "ru"))
        if version != before:
            samples.append(drawn_at(browser, page_version(browser, version)) - recorded)
    return samples


def page_version(browser: Chromium, feed_version: int) -> int:
    """The page counts its own draws; the first view it drew was the feed's ``_base``."""
    return feed_version - browser.evaluate("window._base")


def file_round(browser: Chromium, feed: Feed, path: Path, game: dict) -> list[float]:
    samples = []
    for cut in list(prefixes(game))[1:]:
        before = feed.version
        recorded = time.time() * 1000
        write_atomic(path, json.dumps(cut, ensure_ascii=False).encode())
        end = time.monotonic() + 5
        while feed.version == before and time.monotonic() < end:
            time.sleep(0.005)
        if feed.version != before:
            samples.append(drawn_at(browser, page_version(browser, feed.version)) - recorded)
    return samples


def report(name: str, samples: list[float]) -> None:
    med = statistics.median(samples)
    print(f"{name}: median {med:.1f} ms, p90 {sorted(samples)[int(len(samples) * 0.9)]:.1f} ms, "
          f"worst {max(samples):.1f} ms (target {TARGET_MS:g} ms, ratio of the worst {max(samples) / TARGET_MS:.2f};"
          f" n={len(samples)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="times the whole game is recorded (default 3)")
    args = parser.parse_args()
    game = json.loads(GAME.read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as folder, Chromium() as browser:
        path = Path(folder) / "game.json"
        write_atomic(path, json.dumps(list(prefixes(game))[0], ensure_ascii=False).encode())
        feed = Feed()
        follower = FileFollower(path, feed, "ru")
        follower.load()
        with AudienceServer(feed) as server:
            browser.open(server.url)
            browser.wait_for("document.body && document.body.dataset.version === '1'")
            browser.evaluate(WATCH)
            browser.evaluate(f"window._base = {feed.version - 1}; true")
            sheet, file = [], []
            for _ in range(args.rounds):
                sheet += sheet_round(browser, feed, game)
            follower.start()
            for _ in range(args.rounds):
                file += file_round(browser, feed, path, game)
            follower.stop()
    report("sheet → page", sheet)
    report("file → page", file)


if __name__ == "__main__":
    main()
