"""Issue 29 in the windows: the secretary opens the tournament for the tables (the embedded
server, on 127.0.0.1), the dialog shows the join codes and their QR codes; the judge's sheet
joins by a code typed or read from a photo of the QR, opens the table's game from the seating,
and what the judge records reaches the secretary's window."""
from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest

from app.tournament import SeatingRequest, generate_seating
from app.tournament.schedule_io import dumps_schedule

NAME = "Кубок окон"


@pytest.fixture
def served(qtbot, tmp_path):
    from ui.secretary import SecretaryWindow
    schedule = generate_seating(SeatingRequest(players=30, tables=3, games=6, seed=2, effort=0.05))
    path = tmp_path / "seating.json"
    path.write_text(dumps_schedule(schedule), encoding="utf-8")
    # not under pytest's temporary folder, which pytest makes 0700 again (as root the server is "postgres")
    # (mkdtemp: a name of this run's own; removed whatever happens once made)
    folder = Path(tempfile.mkdtemp(prefix="mafia-live-ui-"))
    try:
        w = SecretaryWindow("en", tournament=NAME, schedule=str(path), refresh_ms=3_600_000)
        qtbot.addWidget(w)
        try:
            qtbot.waitUntil(lambda: w.seating.schedule is not None, timeout=20_000)
            w.serving.open(host="127.0.0.1", folder=folder)
            qtbot.waitUntil(lambda: w.serving.dialog is not None and w.serving.dialog.isVisible(), timeout=120_000)
            yield w, schedule
        finally:
            w.serving.stop()
            w.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def test_the_secretary_serves_and_a_judge_joins_by_code(qtbot, served, window, monkeypatch, tmp_path):
    from ui.join_tournament import JoinDialog, join_tournament
    from ui.new_game import NewGameDialog
    w, schedule = served
    dialog = w.serving.dialog
    assert dialog.tables.count() == 3 and dialog.tables.item(1).text().startswith("Table 2: ")
    assert dialog.qr.modules, "the QR code of the chosen table is drawn"
    pdf = tmp_path / "codes.pdf"
    dialog.save(str(pdf))
    assert pdf.read_bytes()[:5] == b"%PDF-"
    assert "Open for the tables at 127.0.0.1:" in w.statusBar().currentMessage()
    assert not w.serving.open_action.isEnabled() and w.serving.close_action.isEnabled()

    # the judge of table 2 photographs the code on the secretary's screen
    photo = tmp_path / "code.png"
    dialog.tables.setCurrentRow(1)
    assert dialog.qr.image().save(str(photo))
    join = JoinDialog(lang="en")
    qtbot.addWidget(join)
    join.read_picture(str(photo))
    code = w.serving.server.codes()[1].text()
    assert join.code.text() == code and join.problem.text() == ""
    join.code.setText(code[:-1] + ("0" if code[-1] != "0" else "1"))
    join.accept()
    assert "mistyped" in join.problem.text() and join.result() == 0

    sheet = window()
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: True)      # the judge deals and accepts
    joining = join_tournament(sheet, code)
    qtbot.waitUntil(lambda: not joining.running, timeout=20_000)
    assert sheet.doc.meta["tournament"] == NAME and (sheet.doc.meta["round"], sheet.doc.meta["table"]) == (1, 2)
    assert [p.name for p in sheet.doc.players] == schedule.grid()[0][1]
    sheet.doc.append_phase()
    sheet.doc.append_event({"type": "foul", "seat": 3})
    qtbot.waitUntil(lambda: sheet.live.label.text() == "table 2, round 1 · all sent", timeout=20_000)

    def arrived() -> bool:
        with qtbot.waitSignal(w.refreshed, timeout=20_000):
            w.refresh()
        return any(g.doc["meta"].get("table") == 2 and len(g.doc["phases"]) == 2 for g in w.tournament.games)
    qtbot.waitUntil(arrived, timeout=30_000)
    sheet.live.close()

    # the table's laptop is replaced: the secretary frees table 2 of round 1 for another device
    dialog.tables.setCurrentRow(1)
    assert dialog.free(1) and "Table 2 is free in round 1" in w.statusBar().currentMessage()
    assert not dialog.free(1)

    # a change the archive refuses (an event of a phase not begun) is listed for the secretary
    assert dialog.problems.isHidden()
    import psycopg
    from psycopg.types.json import Jsonb
    opening = {**sheet.doc.to_json(), "phases": [{"phase": "N0", "events": []}]}
    opening["meta"] = {**opening["meta"], "table": 3}
    opening["players"] = [dict(p, name=schedule.grid()[0][2][i]) for i, p in enumerate(opening["players"])]
    with psycopg.connect(w.serving.server.archive_url, autocommit=True) as admin:
        for seq, kind, payload in [(1, "document", {"document": opening, "author": None}),
                                   (2, "event", {"phase": 5, "name": "D5", "event": {"type": "foul", "seat": 1}})]:
            admin.execute("INSERT INTO live.outbox (round, table_no, game, seq, device, kind, payload) "
                          "VALUES (1, 3, 1, %s, 'tablet-3', %s, %s)", (seq, kind, Jsonb(payload)))

    def listed() -> bool:
        dialog.show_problems()
        return dialog.problems.count() == 1
    qtbot.waitUntil(listed, timeout=30_000)
    assert dialog.problems.item(0).text().startswith("round 1, table 3, game 1: change 2 was not accepted: an event")
    assert not dialog.problems.isHidden()

    # and in the window's issues, with the tournament's other issues
    def in_issues() -> list:
        with qtbot.waitSignal(w.refreshed, timeout=20_000):
            w.refresh()
        return [line for line in w.issues_tab.model.lines if "the archive did not accept" in line.message]
    qtbot.waitUntil(lambda: bool(in_issues()), timeout=30_000)
    [line] = in_issues()
    assert line.severity == "error" and line.message.startswith(
        "round 1, table 3, game 1: the archive did not accept change 2 sent from the table (an event goes into")
    assert line.message.endswith("; the game goes on without it — check the protocol with the judge")

    w.serving.stop()
    assert w.serving.server is None and w.serving.open_action.isEnabled()


def test_a_mistyped_code_in_the_dialog_says_so(qtbot):
    from ui.join_tournament import JoinDialog
    join = JoinDialog(lang="en")
    qtbot.addWidget(join)
    join.code.setText("ABCD")
    join.accept()
    assert "is not valid: it has 4 characters, not 40" in join.problem.text()


def test_without_a_seating_the_judge_types_the_names(qtbot, window, monkeypatch, tmp_path):
    """Issue 37 §3: the window's "no seating loaded, number of tables", then a judge joins and
    names the ten players in the new game's dialog."""
    from PySide6.QtWidgets import QInputDialog

    from app.document import GameDocument
    from app.storage.errors import LiveError
    from app.storage.replica import LiveRecorder, join
    from ui.join_tournament import join_tournament
    from ui.new_game import NewGameDialog
    from ui.secretary import SecretaryWindow
    folder = Path(tempfile.mkdtemp(prefix="mafia-live-ui-"))
    try:
        w = SecretaryWindow("en", tournament="Кубок без рассадки", refresh_ms=3_600_000)
        qtbot.addWidget(w)
        monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (2, True))
        try:
            w.serving.open(host="127.0.0.1", folder=folder)
            qtbot.waitUntil(lambda: w.serving.dialog is not None and w.serving.dialog.isVisible(), timeout=120_000)
            assert w.serving.dialog.tables.count() == 2
            typed = [f"Игрок {i}" for i in range(1, 11)]
            seen: list[list[str]] = []

            def deal(dialog) -> bool:
                seen.append(dialog.names())
                for edit, name in zip(dialog.name_edits, typed):
                    edit.setText(name)
                return True
            monkeypatch.setattr(NewGameDialog, "exec", deal)
            sheet = window()
            joining = join_tournament(sheet, w.serving.server.codes()[1].text())
            qtbot.waitUntil(lambda: not joining.running, timeout=20_000)
            assert seen == [[""] * 10]                          # ten seats to name, none named
            assert [p.name for p in sheet.doc.players] == typed
            assert (sheet.doc.meta["round"], sheet.doc.meta["table"]) == (1, 2)
            qtbot.waitUntil(lambda: sheet.live.label.text() == "table 2, round 1 · all sent", timeout=20_000)
            sheet.live.recorder.pusher.conflicts.add(3)         # what the pusher notes of a number sent twice
            sheet.live.show_count(0)
            assert sheet.live.label.text() == ("table 2, round 1 · changes 3 differ from the server's: "
                                               "tell the secretary")
            sheet.live.recorder.pusher.conflicts.clear()

            # *Free the table*: the tablet of table 2 is broken; another device takes the table and
            # records the round's game anew (game 2), the broken one is refused from then on.
            code = w.serving.server.codes()[1].text()
            with pytest.raises(LiveError):
                join(code, device="spare-tablet", home=tmp_path)
            w.serving.dialog.tables.setCurrentRow(1)
            assert w.serving.dialog.free(1)
            assert "Table 2 is free in round 1" in w.statusBar().currentMessage()
            spare = join(code, device="spare-tablet", home=tmp_path)
            assert (spare.round, spare.table, spare.game) == (1, 2, 2)
            recorder = LiveRecorder(spare, home=tmp_path / "spare")
            replacement = GameDocument.new(typed, ["citizen"] * 6 + ["sheriff", "mafia", "mafia", "don"], "league",
                                           spare.seeded()["meta"])
            recorder.attach(replacement, author="Судья")
            assert recorder.pusher.wait_sent(20)
            recorder.detach()
            sheet.doc.append_phase()                            # the broken tablet's next change is refused
            qtbot.waitUntil(lambda: sheet.live.recorder.pusher.problem is not None, timeout=20_000)
            assert "row-level security" in sheet.live.recorder.pusher.problem
            qtbot.waitUntil(lambda: sheet.live.label.text() == (
                "table 2, round 1 · the server refuses this device's changes (the table was freed?): "
                "tell the secretary"), timeout=20_000)

            sheet.live.close()
        finally:
            w.serving.stop()
            w.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def test_a_second_window_opening_the_same_tournament_is_refused_in_one_line(qtbot, monkeypatch):
    """Issue 37 §2: the tournament already served (here by this very process, from its folder):
    the window's *Open for the tables* says so in one line and leaves the running server alone."""
    import os

    from PySide6.QtWidgets import QInputDialog, QMessageBox

    from app.storage.tournament_server import TournamentServer
    from ui.secretary import SecretaryWindow
    folder = Path(tempfile.mkdtemp(prefix="mafia-live-ui-"))
    running = TournamentServer("Кубок дважды", tables=2, host="127.0.0.1", folder=folder)
    try:
        running.start()
        w = SecretaryWindow("en", tournament="Кубок дважды", refresh_ms=3_600_000)
        qtbot.addWidget(w)
        monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (2, True))
        said: list[str] = []
        monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: said.append(text))
        w.serving.open(host="127.0.0.1", folder=folder)
        qtbot.waitUntil(lambda: bool(said), timeout=60_000)
        assert said == [f"the tournament «Кубок дважды» is already served by another program (process {os.getpid()}, "
                        f"at {running.address}): use that one, or stop it first"]
        assert w.serving.server is None and w.serving.open_action.isEnabled()
        TournamentServer("Кубок дважды", tables=2, host="127.0.0.1", folder=folder).stop()   # not its to stop
        assert running.cluster.running() and running.gate.process.poll() is None
        w.close()
    finally:
        running.stop()
        shutil.rmtree(folder, ignore_errors=True)
