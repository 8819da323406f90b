"""The audience page in a real browser (headless Chromium, Debian's package) against a recorded
game written event by event, and every byte the server sends scanned for the game's secrets."""
from __future__ import annotations

import json
import socket
import threading
from pathlib import Path

import pytest
from audience_corpus import SPORT_GAMES, leaks, load, prefixes, secret_words
from headless import Chromium

from app import editions
from app.atomic import write_atomic
from app.audience import Timer
from app.audience.follow import FileFollower, hall_view
from app.audience.server import AudienceServer, Feed

GAME = SPORT_GAMES[0].parent / "sheet-recorded-game.json"

# what the page shows, read from its DOM as a person would read it
SHOWN = """JSON.stringify((() => {
  const q = (s) => document.querySelector(s), text = (s) => q(s).hidden ? null : q(s).textContent;
  return {phase: text('#phase'), step: text('#step'), timer: text('#timer'), result: text('#result'),
    day: text('#day-result'), heading: text('#heading'),
    seats: [...document.querySelectorAll('.seat')].map((c) => ({
      seat: Number(c.dataset.seat), name: c.querySelector('.name').textContent,
      fouls: c.querySelector('.fouls').textContent.length,
      left: c.querySelector('.left') ? c.querySelector('.left').textContent : null,
      role: c.querySelector('.role') ? c.querySelector('.role').textContent : null,
      speaking: c.classList.contains('speaking'), nominated: c.classList.contains('nominated')})),
    nominations: [...document.querySelectorAll('#nominations .nominee')].map((li) => Number(li.firstChild.textContent)),
    votes: [...document.querySelectorAll('#vote .row[data-seat]')].map(
      (r) => [Number(r.dataset.seat), r.querySelector('.votes').textContent])};
})())"""


def expected(data: dict) -> dict:
    """What the page must show for the worded view ``data``."""
    day = data["day_result"]
    return {
        "phase": data["phase"] or None, "step": data["step"] or None,
        "timer": data["timer"]["text"] if data["timer"] else None,
        "result": data["result"]["text"] if data["result"] else None,
        "day": None if day is None else day["text"] + (
            ": " + ", ".join(map(str, day["leaving"])) if day["leaving"] else ""),
        "heading": data["heading"] or None,
        "seats": [{"seat": s["seat"], "name": s["name"], "fouls": s["fouls"], "left": s["left"], "role": s["role"],
                   "speaking": s["speaking"], "nominated": s["nominated"]} for s in data["seats"]],
        "nominations": [n["seat"] for n in data["nominations"]],
        "votes": [[c["seat"], "\u2026" if c["votes"] is None else str(c["votes"])]
                  for r in data["rounds"] for c in r["counts"]],
    }


def shown(browser: Chromium, want: dict, timeout: float = 10.0) -> dict:
    """The page's content once it shows ``want`` (or as it is after ``timeout``)."""
    goal = json.dumps(json.dumps(want, ensure_ascii=False, sort_keys=True, separators=(",", ":")), ensure_ascii=False)
    browser.wait_for(f"(() => {{ try {{ return JSON.stringify(_sorted(JSON.parse({SHOWN}))) === {goal} }}"
                     " catch (e) { return false } })()", timeout)
    return json.loads(browser.evaluate(SHOWN))


SORTER = """window._sorted = function sorted(v) {
  if (Array.isArray(v)) return v.map(sorted);
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])]));
  return v; }; true"""


class Tap:
    """A second client reading the event stream raw, headers and all, as the server sends it."""

    def __init__(self, port: int) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.sendall(b"GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        self.received = bytearray()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        while chunk := self.sock.recv(65536):
            self.received += chunk

    def close(self) -> bytes:
        self.thread.join(10)
        self.sock.close()
        return bytes(self.received)


def raw_get(port: int, path: str) -> bytes:
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
        out = bytearray()
        while chunk := sock.recv(65536):
            out += chunk
        return bytes(out)


@pytest.fixture
def browser():
    with Chromium() as chromium:
        yield chromium


def test_the_page_after_each_event_and_no_secret_served(tmp_path: Path, browser: Chromium):
    doc = load(GAME)
    words = secret_words(doc)
    path = tmp_path / "game.json"
    cuts = list(prefixes(doc))
    write_atomic(path, json.dumps(cuts[0], ensure_ascii=False).encode())
    feed = Feed()
    follower = FileFollower(path, feed, "ru", interval=0.01)
    assert follower.load() is None
    follower.start()
    with AudienceServer(feed) as server:
        tap = Tap(server.port)
        browser.open(server.url)
        browser.wait_for("document.readyState === 'complete'")
        browser.evaluate(SORTER)
        for cut in cuts:
            write_atomic(path, json.dumps(cut, ensure_ascii=False).encode())
            want = expected(hall_view(cut, editions.replay(cut), "ru"))
            assert shown(browser, want) == want, [p["phase"] for p in cut["phases"]][-1:]
        last = shown(browser, want)
        static = {p: raw_get(server.port, p) for p in ("/", "/audience.js", "/audience.css", "/state",
                                                        "/fonts/PTSans-Regular.ttf", "/fonts/PTSans-Bold.ttf")}
        refused = [raw_get(server.port, p) for p in ("/game.json", "/../app/cli.py", "/fonts/../index.html")]
        follower.stop()
    stream = tap.close()
    # the end: the result, and the roles as the protocol prints them
    assert last["result"] == "Победа красных" and last["step"] == "Игра окончена"
    assert {s["role"] for s in last["seats"]} == {"мирный", "шериф", "мафия", "дон"}
    # the morning after N1 told who was killed; the D1 vote was counted as the judge recorded it
    assert any(s["left"] == "убит" for s in last["seats"])
    # every byte served before the end: the page's files and each message of the stream
    messages = stream.split(b"\n\n")
    before_end = [m for m in messages if b'"result":null' in m or not m.startswith(b"data: ")]
    assert len(before_end) > len(cuts) // 2
    for blob in [*before_end, *(v for k, v in static.items() if k != "/state")]:
        assert leaks(blob.decode("latin-1" if b"font/ttf" in blob[:300] else "utf-8"), words) == []
    assert all(r.startswith(b"HTTP/1.1 404") for r in refused)
    assert all(b"Content-Security-Policy: default-src 'self'" in v for v in static.values())


def test_the_timer_and_the_speaker_and_a_lost_connection(browser: Chromium):
    doc = load(GAME)
    cut = {**{k: v for k, v in doc.items() if k != "result"},
           "phases": [{"phase": "N0", "events": []},
                      {"phase": "D1", "events": [{"type": "speech", "seat": 1}, {"type": "foul", "seat": 3}]}]}
    feed = Feed()
    server = AudienceServer(feed)
    feed.publish(hall_view(cut, editions.replay(cut), "ru", timer=Timer(8, 60, True)))
    browser.open(server.url)
    page = browser.wait_for("document.querySelector('.seat.speaking') && ["
                            "document.querySelector('#timer').textContent, document.querySelector('#timer').className,"
                            "document.querySelector('.seat.speaking').dataset.seat,"
                            "document.querySelector('#step').textContent,"
                            "document.querySelector('.seat[data-seat=\"3\"] .fouls').textContent]")
    assert page == ["0:08", "warn", "1", "Обсуждение", "\u25CF"]
    server.stop()
    offline = browser.wait_for("!document.querySelector('#offline').hidden"
                               " && document.querySelector('#offline').textContent")
    assert offline == "Нет связи с программой судьи"
