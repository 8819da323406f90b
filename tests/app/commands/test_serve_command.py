"""``mafia-protocol serve``: started in a process of its own (as the secretary runs it), its
printed join code used by a judge, stopped by a signal; bad input is one line, exit 2."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from app.storage import open_archive
from app.storage.replica import join
from app.tournament import SeatingRequest, generate_seating
from app.tournament.schedule_io import dumps_schedule


def modes(path):
    return [(str(p), os.stat(p).st_mode) for p in (Path(path), *Path(path).parents)]


@pytest.fixture
def home(tmp_path):
    # In pytest's temporary folder, 0700 as root's home is: as root the server runs as
    # "postgres", from a folder of its own (app/storage/server.py); nothing here is opened for it.
    folder = tmp_path / "home"
    folder.mkdir(mode=0o700)
    before = modes(folder)
    yield str(folder)
    assert modes(folder) == before


def test_serve_prints_codes_that_join_and_stops_on_a_signal(home):
    pdf, seating = os.path.join(home, "codes.pdf"), os.path.join(home, "seating.json")
    schedule = generate_seating(SeatingRequest(players=30, tables=3, games=6, seed=1, effort=0.05))
    with open(seating, "w", encoding="utf-8") as file:
        file.write(dumps_schedule(schedule))
    env = dict(os.environ, MAFIA_PROTOCOL_HOME=home)
    process = subprocess.Popen([sys.executable, "-m", "app", "serve", "--tournament", "Кубок", "--schedule", seating,
                                "--host", "127.0.0.1", "--codes-pdf", pdf, "--lang", "en"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        lines = []
        for line in process.stdout:
            lines.append(line.rstrip("\n"))
            if line.startswith("Ctrl+C"):
                break
        assert lines[0].startswith("The tournament «Кубок» is open for the tables at 127.0.0.1:"), lines
        codes = [line.split(": ", 1)[1] for line in lines if line.startswith("table ")]
        assert len(codes) == 3
        joined = join(codes[1], device="tablet", home=Path(home) / "judge")
        assert (joined.tournament, joined.round, joined.table) == ("Кубок", 1, 2)
        assert list(joined.names) == schedule.grid()[0][1]
        # the secretary's window reaches the archive by the printed address, which has no password
        secretary = next(line for line in lines if line.startswith("The secretary's window:"))
        url = secretary.split("--db ", 1)[1].split(" --tournament", 1)[0]
        with open(os.path.join(home, "tournaments", "Кубок", "server.json"), encoding="utf-8") as file:
            password = json.load(file)["superuser"]
        assert password not in "\n".join(lines) and "@127.0.0.1:" in url
        with open_archive(url) as archive:
            assert archive.tournament("Кубок") is not None
        with open(pdf, "rb") as file:
            assert file.read(5) == b"%PDF-"
    finally:
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=60)
    assert process.returncode == 0, err
    assert out.strip().endswith("The server is stopped; serving again resumes the tournament.")
    assert os.path.exists(os.path.join(home, "tournaments", "Кубок", "pgdata", "PG_VERSION"))


def test_serve_stop_from_another_process_stops_the_server(home):
    """``serve --stop`` (Windows' way from another console or a script, and a signal-free one
    everywhere): the serving program stops its server and exits 0, the asking one says so; asked
    again, nothing serves the tournament: one line, exit 2."""
    env = dict(os.environ, MAFIA_PROTOCOL_HOME=home)
    stop = [sys.executable, "-m", "app", "serve", "--stop", "--tournament", "Кубок", "--lang", "en"]
    process = subprocess.Popen([sys.executable, "-m", "app", "serve", "--tournament", "Кубок", "--tables", "1",
                                "--host", "127.0.0.1", "--lang", "en"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        for line in process.stdout:
            if line.startswith("Ctrl+C"):
                break
        asked = subprocess.run(stop, capture_output=True, text=True, env=env, timeout=120)
        assert process.wait(timeout=5) == 0
    finally:
        if process.poll() is None:
            process.kill()
        out, err = process.communicate(timeout=60)
    assert (asked.returncode, asked.stdout.strip()) == (
        0, "The tournament «Кубок» is no longer served: its server is stopped."), asked.stderr
    assert out.strip().endswith("The server is stopped; serving again resumes the tournament."), err
    folder = Path(home, "tournaments", "Кубок")
    assert not (folder / "pgdata" / "postmaster.pid").exists() and not (folder / "serve.stop").exists()
    again = subprocess.run(stop, capture_output=True, text=True, env=env, timeout=60)
    assert again.returncode == 2 and again.stderr.strip() == (
        "serve --stop: no program on this computer serves the tournament «Кубок»")


def test_serve_without_tables_is_one_line(home):
    env = dict(os.environ, MAFIA_PROTOCOL_HOME=home)
    result = subprocess.run([sys.executable, "-m", "app", "serve", "--tournament", "Кубок"],
                            capture_output=True, text=True, env=env)
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0 and "--tables" in result.stderr


def test_every_stop_signal_of_the_system_stops_the_server(monkeypatch):
    """Ctrl+C, a termination and, on Windows, Ctrl+Break or a closed console (SIGBREAK) end the
    wait, so the server is stopped instead of the program dying with the cluster left running."""
    from app.commands import serve

    handlers = {}
    monkeypatch.setattr(signal, "SIGBREAK", 21, raising=False)
    monkeypatch.setattr(signal, "signal", lambda number, handler: handlers.setdefault(number, handler))
    waits = iter([False, True])

    class _Done:
        def set(self):
            pass

        def wait(self, timeout):
            return next(waits)

    monkeypatch.setattr(serve.threading, "Event", _Done)
    serve._wait_for_a_signal()
    assert set(handlers) == {signal.SIGINT, signal.SIGTERM, 21}


def test_a_stop_request_ends_the_wait_without_a_signal(monkeypatch):
    """Under Wine a Ctrl+Break never reached Python's handler: ``serve --stop``'s request, looked
    for at each half second, ends the wait alone."""
    from app.commands import serve

    monkeypatch.setattr(signal, "signal", lambda number, handler: None)
    looks = iter([False, False, True])
    monkeypatch.setattr(serve.threading.Event, "wait", lambda self, timeout: False)
    serve._wait_for_a_signal(lambda: next(looks))
    assert next(looks, "all seen") == "all seen"
