"""Slow work off the UI thread (ui/background.py, issue 40 §2): results, failures and progress
reach the window on the UI thread; a cancelled operation or a closed window gets nothing."""
from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QThread
from PySide6.QtWidgets import QWidget

from ui.background import Cancelled, Operation, running_operations


@pytest.fixture
def owner(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


def _on_ui_thread() -> bool:
    return QThread.currentThread().isMainThread() and threading.current_thread() is threading.main_thread()


def test_the_result_arrives_on_the_ui_thread_and_the_work_ran_off_it(qtbot, owner):
    where, got = [], []

    def work(progress):
        where.append(threading.current_thread() is threading.main_thread())
        return 6 * 7

    Operation(owner, work).on_done(lambda result: got.append((result, _on_ui_thread()))).run()
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    assert got == [(42, True)] and where == [False]
    assert running_operations() == 0


def test_a_failure_reaches_its_handler_with_the_exception(qtbot, owner):
    failures = []

    def work(progress):
        raise ValueError("the address accepts but never answers")

    Operation(owner, work).on_failed(failures.append).run()
    qtbot.waitUntil(lambda: bool(failures), timeout=5000)
    assert isinstance(failures[0], ValueError) and "never answers" in str(failures[0])


def test_progress_is_reported_in_order(qtbot, owner):
    steps, done = [], []

    def work(progress):
        for i in range(1, 4):
            progress.report(i, 3, f"page {i}")
        return "read"

    Operation(owner, work).on_progress(lambda d, t, text: steps.append((d, t, text))).on_done(done.append).run()
    qtbot.waitUntil(lambda: bool(done), timeout=5000)
    assert steps == [(1, 3, "page 1"), (2, 3, "page 2"), (3, 3, "page 3")] and done == ["read"]


def test_a_cancelled_operation_stops_and_delivers_nothing(qtbot, owner):
    started, release, delivered = threading.Event(), threading.Event(), []

    def work(progress):
        started.set()
        release.wait(5)
        progress.check()            # raises Cancelled: the window no longer wants it
        return "late"

    op = Operation(owner, work).on_done(delivered.append).on_failed(delivered.append).run()
    assert started.wait(5)
    op.cancel()
    release.set()
    op.thread.join(5)
    qtbot.waitUntil(lambda: not op.running, timeout=5000)
    assert delivered == []


def test_a_closed_window_is_never_called_back(qtbot):
    release, delivered = threading.Event(), []
    owner = QWidget()

    def work(progress):
        release.wait(5)
        return "for a window that is gone"

    op = Operation(owner, work).on_done(delivered.append).run()
    owner.deleteLater()
    qtbot.waitUntil(lambda: op._gone, timeout=5000)
    release.set()
    op.thread.join(5)
    qtbot.waitUntil(lambda: not op.running, timeout=5000)
    assert delivered == []


def test_cancelled_is_an_exception_the_work_may_raise():
    assert issubclass(Cancelled, Exception)


def test_pieces_arrive_in_order_before_the_result_and_the_end_after_it(qtbot, owner):
    seen = []

    def work(progress):
        for page in ("a", "b"):
            progress.hand(page)
        return "batch"

    Operation(owner, work).on_piece(lambda piece: seen.append(("piece", piece, _on_ui_thread()))) \
        .on_done(lambda result: seen.append(("done", result, _on_ui_thread()))) \
        .on_ended(lambda: seen.append(("ended", None, _on_ui_thread()))).run()
    qtbot.waitUntil(lambda: len(seen) == 4, timeout=5000)
    assert seen == [("piece", "a", True), ("piece", "b", True), ("done", "batch", True), ("ended", None, True)]


def test_a_cancelled_operation_still_says_when_its_work_has_ended(qtbot, owner):
    """What lets a window tidy up (close its progress dialog) once the page being read is done."""
    held, ended, delivered = threading.Event(), [], []

    def work(progress):
        held.wait(10)
        progress.hand("late")
        return "late"

    operation = Operation(owner, work).on_piece(delivered.append).on_done(delivered.append) \
        .on_failed(delivered.append).on_ended(lambda: ended.append(True)).run()
    operation.cancel()
    assert operation.cancelled and not operation.wait(0.05)       # still inside its work
    held.set()
    assert operation.wait(5)
    qtbot.waitUntil(lambda: ended == [True], timeout=5000)
    assert delivered == [] and not operation.running
