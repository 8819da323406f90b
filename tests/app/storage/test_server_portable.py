"""The tournament's server made and started the same way on every system (issue 35 §1, found by
running `serve` under Wine): a locale every PostgreSQL accepts, server options that mean the same
to a shell and to Windows' CreateProcess, and pg_ctl's output read from a file, since on Windows
the server it starts inherits (and holds open) whatever pg_ctl was given for its output."""
from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path

import psycopg
import pytest

from app.storage import server
from app.storage.server import Cluster, ServerError


@pytest.fixture
def cluster_folder():
    # Not under pytest's temporary folder: as root the server's user must be able to enter it.
    folder = Path(tempfile.mkdtemp(prefix="mafia-portable-"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def test_the_cluster_has_the_builtin_c_utf8_locale_and_no_unix_socket(cluster_folder):
    cluster = Cluster(cluster_folder / "cup")
    running = cluster.start()
    try:
        with psycopg.connect(running.url("postgres")) as db:
            provider, name, ctype = db.execute(
                "SELECT datlocprovider, datlocale, datctype FROM pg_database WHERE datname = 'postgres'").fetchone()
            assert (provider, name, ctype) == ("b", "C.UTF-8", "C")
            # Unicode case mapping (the builtin C.UTF-8; the C library's "C" would leave Cyrillic alone),
            # and code point order
            assert db.execute("SELECT upper('ёлка Ярослава')").fetchone() == ("ЁЛКА ЯРОСЛАВА",)
            assert db.execute("SELECT 'Ё' < 'А', 'Я' < 'а'").fetchone() == (True, True)
            # the option written without quotes still means "no Unix socket"
            assert db.execute("SHOW unix_socket_directories").fetchone() == ("",)
    finally:
        cluster.stop()
    assert not cluster.running()


def fake_programs(folder: Path, script: str) -> Path:
    bin_dir = folder / "bin"
    bin_dir.mkdir()
    program = bin_dir / "pg_ctl"
    program.write_text("#!/bin/sh\n" + script)
    program.chmod(0o755)
    return bin_dir


def test_a_command_whose_child_keeps_its_output_open_returns_at_once(cluster_folder, monkeypatch):
    # What Windows' pg_ctl start does: the server it leaves running has inherited its output.
    bin_dir = fake_programs(cluster_folder, "echo server starting\nsleep 30 &\nexit 0\n")
    monkeypatch.setattr(server, "bin_dir", lambda: bin_dir)
    cluster = Cluster(cluster_folder / "cup")
    cluster.owner = None
    began = time.monotonic()
    cluster._run("pg_ctl", "start")
    assert time.monotonic() - began < 10


def test_a_failing_command_is_told_in_one_line_with_its_own_words(cluster_folder, monkeypatch):
    bin_dir = fake_programs(cluster_folder, "echo 'pg_ctl: другой сервер уже запущен' >&2\nexit 1\n")
    monkeypatch.setattr(server, "bin_dir", lambda: bin_dir)
    cluster = Cluster(cluster_folder / "cup")
    cluster.owner = None
    with pytest.raises(ServerError) as raised:
        cluster._run("pg_ctl", "start")
    assert "pg_ctl: другой сервер уже запущен" in raised.value.message("en")
