"""Slow work off the UI thread, one way for every window (issue 40 §2), as Anki's ``QueryOp``:
the domain's call runs on a worker thread, and what it returns, raises or reports as progress
reaches the window on the UI thread.

    Operation(window, lambda progress: archive_reading(archive, name)) \\
        .on_done(self.show_games).on_failed(self.show_problem).run()

The work takes a :class:`Progress`: ``progress.report(done, total, text)`` to say how far it
is, ``progress.cancelled`` to stop early when the window asked (:meth:`Operation.cancel`).
Once the window that started it is gone, nothing is delivered: a reply never reaches a deleted
widget. The operation keeps itself alive until its work ends, so a caller may drop it.
"""
from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, Signal

T = TypeVar("T")

# Operations still at work: a worker's relay must outlive the caller's reference to it.
_RUNNING: set[Operation[Any]] = set()


class Cancelled(Exception):
    """Raised inside the work by :meth:`Progress.check` once the window cancelled it."""


class Progress:
    """What the work sees of its operation: a way to report, and whether to stop."""

    def __init__(self, relay: _Relay, cancel: threading.Event) -> None:
        self._relay, self._cancel = relay, cancel

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def check(self) -> None:
        """Stop here (raise :class:`Cancelled`) if the window cancelled the operation."""
        if self._cancel.is_set():
            raise Cancelled

    def report(self, done: int, total: int, text: str = "") -> None:
        self._relay.progressed.emit(done, total, text)

    def hand(self, piece: Any) -> None:
        """A piece of the result, shown before the work ends (a page's verdict as it is read)."""
        self._relay.delivered.emit(piece)


class _Relay(QObject):
    """Lives on the UI thread: signals emitted by the worker are queued to it."""

    finished = Signal(object)
    failed = Signal(object)
    progressed = Signal(int, int, str)
    delivered = Signal(object)


class Operation(Generic[T]):
    """One piece of slow work for ``parent`` (a widget or any QObject of the UI thread)."""

    def __init__(self, parent: QObject, work: Callable[[Progress], T], name: str = "background") -> None:
        self.parent, self.work, self.name = parent, work, name
        self._done: Callable[[T], None] = lambda result: None
        self._failed: Callable[[BaseException], None] | None = None
        self._progress: Callable[[int, int, str], None] = lambda done, total, text: None
        self._piece: Callable[[Any], None] = lambda piece: None
        self._ended: Callable[[], None] = lambda: None
        self._cancel = threading.Event()
        self._gone = False
        self._relay = _Relay()
        self._relay.finished.connect(self._deliver)
        self._relay.failed.connect(self._deliver_failure)
        self._relay.progressed.connect(self._deliver_progress)
        self._relay.delivered.connect(self._deliver_piece)
        parent.destroyed.connect(self._parent_gone)
        self.thread: threading.Thread | None = None

    # -- set up -----------------------------------------------------------------------------
    def on_done(self, callback: Callable[[T], None]) -> Operation[T]:
        self._done = callback
        return self

    def on_failed(self, callback: Callable[[BaseException], None]) -> Operation[T]:
        """Without one, a failure goes to the program's handler of unexpected errors."""
        self._failed = callback
        return self

    def on_progress(self, callback: Callable[[int, int, str], None]) -> Operation[T]:
        self._progress = callback
        return self

    def on_piece(self, callback: Callable[[Any], None]) -> Operation[T]:
        """Each piece of the result the work hands over before it ends (:meth:`Progress.hand`)."""
        self._piece = callback
        return self

    def on_ended(self, callback: Callable[[], None]) -> Operation[T]:
        """Called once the work has ended, whichever way (done, failed, or cancelled and let
        finish), after the result or the failure was delivered; not once the parent is gone."""
        self._ended = callback
        return self

    # -- run, cancel ------------------------------------------------------------------------
    def run(self) -> Operation[T]:
        _RUNNING.add(self)
        self.thread = threading.Thread(target=self._work, name=self.name, daemon=True)
        self.thread.start()
        return self

    def cancel(self) -> None:
        """Ask the work to stop; its result, if it still comes, is not delivered."""
        self._cancel.set()

    @property
    def running(self) -> bool:
        return self in _RUNNING

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the work has ended (a window closing lets no thread outlive it); True
        when it has.  What it returns is still delivered by the event loop, as ever."""
        if self.thread is not None:
            self.thread.join(timeout)
        return self.thread is None or not self.thread.is_alive()

    def _work(self) -> None:
        progress = Progress(self._relay, self._cancel)
        try:
            result = self.work(progress)
        except BaseException as error:     # noqa: BLE001 — every failure reaches the window
            self._relay.failed.emit(error)
        else:
            self._relay.finished.emit(result)

    # -- on the UI thread -------------------------------------------------------------------
    def _parent_gone(self) -> None:
        self._gone = True
        self._cancel.set()

    def _deliver(self, result: Any) -> None:
        _RUNNING.discard(self)
        try:
            if not self._gone and not self._cancel.is_set():
                self._done(result)
        finally:
            self._end()

    def _deliver_failure(self, error: BaseException) -> None:
        _RUNNING.discard(self)
        try:
            if self._gone or isinstance(error, Cancelled) or self._cancel.is_set():
                return
            if self._failed is None:
                raise error            # the program's handler (ui/errors.py) shows and logs it
            self._failed(error)
        finally:
            self._end()

    def _end(self) -> None:
        if not self._gone:
            self._ended()

    def _deliver_piece(self, piece: Any) -> None:
        if not self._gone and not self._cancel.is_set():
            self._piece(piece)

    def _deliver_progress(self, done: int, total: int, text: str) -> None:
        if not self._gone and not self._cancel.is_set():
            self._progress(done, total, text)


def running_operations() -> int:
    """How many operations are still at work (the tests wait for none before a window closes)."""
    return len(_RUNNING)
