"""Joining a tournament whose address accepts but never answers freezes nothing (issue 40 §2): the
claim runs off the UI thread, the sheet keeps handling events while it waits, and the judge is
told in one line when the server does not answer."""
from __future__ import annotations

import socket
import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from app.storage.joincode import JoinCode
from ui.join_tournament import join_tournament


@pytest.fixture
def silent_peer():
    """A loopback address whose kernel accepts connections that nobody ever answers."""
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    yield server.getsockname()[1]
    server.close()


def test_a_peer_that_never_answers_leaves_the_sheet_answering(qtbot, window, monkeypatch, silent_peer):
    sheet = window()
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warned.append(text))
    code = JoinCode("127.0.0.1", silent_peer, "Кубок", 3, bytes.fromhex("a1b2c3d4e5f6"), bytes(range(10))).text()
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(50)
    try:
        joining = join_tournament(sheet, code)
        assert joining is not None and joining.running       # returned at once, the claim still waiting
        qtbot.waitUntil(lambda: not joining.running, timeout=30_000)
    finally:
        timer.stop()
    assert len(ticks) >= 10, "the sheet's event loop stood still while the server did not answer"
    assert len(warned) == 1 and "\n" not in warned[0].strip()
    assert getattr(sheet, "live", None) is None                 # no table was opened
