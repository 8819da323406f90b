"""The hall's view of a game, from an open document or from a game file that is followed as it
is written (``mafia-protocol audience GAME.json``).

A file is polled (its size and modification time, every ``interval`` seconds): the standard
library has no portable file watcher, and a stat call is a few microseconds.  The program
writes a game file by replacing it whole (app/atomic.py), so a read never sees half of it;
a file that cannot be read keeps the last view on the screen until it can again.
"""
from __future__ import annotations

import os
import threading
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.flow import Given, flow
from app.gamefile import replay_file
from app.snapshot import build_snapshot

if TYPE_CHECKING:      # the page's HTTP server is imported when a page is served
    from .server import Feed
from .view import Timer, audience_view
from .words import worded


def hall_view(doc: Mapping[str, Any], state: Any, lang: str, given: Given = frozenset(),
              timer: Timer | None = None) -> dict[str, Any]:
    """The worded audience view of ``state`` (the replay of ``doc``); ``given``: the speeches
    the sheet gave the floor to that are not events (app.flow)."""
    return worded(audience_view(build_snapshot(state, doc), flow(state, given), timer), lang)


class FileFollower:
    """Publishes the view of ``path`` to ``feed`` now and after every change of the file."""

    def __init__(self, path: Path, feed: Feed, lang: str, interval: float = 0.05,
                 problem: Callable[[str], None] | None = None) -> None:
        self.path, self.feed, self.lang, self.interval = path, feed, lang, interval
        self.problem = problem
        self._seen: tuple[int, int] | None = None
        self._stop = threading.Event()
        self.thread = threading.Thread(target=self._run, name="audience-follow", daemon=True)

    def load(self) -> str | None:
        """Read the file now: None when its view is published, else the one-line reason."""
        try:
            st = os.stat(self.path)
            self._seen = (st.st_mtime_ns, st.st_size)
        except OSError:
            self._seen = None
        doc, state, problem = replay_file(self.path, self.lang)
        if state is None or doc is None:
            return problem
        self.feed.publish(hall_view(doc, state, self.lang))
        return None

    def start(self) -> None:
        self.thread.start()

    def stop(self) -> None:
        self._stop.set()
        self.thread.join()

    def _changed(self) -> bool:
        try:
            st = os.stat(self.path)
        except OSError:
            return False
        return (st.st_mtime_ns, st.st_size) != self._seen

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            if self._changed():
                problem = self.load()
                if problem is not None and self.problem is not None:
                    self.problem(problem)
