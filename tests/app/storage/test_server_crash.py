"""A postmaster killed on a machine whose first process does not reap orphans (a container started
without an init): it stays a zombie, whose pid still answers kill(pid, 0).  pg_ctl took it for a
running server and waited for it to stop ("server does not shut down"), so the restart after a
crash never came (seen in CI, issue 37 §1)."""
from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]

# Runs in a child that adopts the orphans it leaves (PR_SET_CHILD_SUBREAPER) and never reaps them,
# as such a first process would: the killed postmaster, started by pg_ctl, becomes its zombie.
CHILD = textwrap.dedent("""
    import ctypes, os, signal, sys, time
    from pathlib import Path
    import psycopg
    from app.storage.server import Cluster
    from app.storage.server_root import postmaster_pid

    PR_SET_CHILD_SUBREAPER = 36
    assert ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    cluster = Cluster(Path(sys.argv[1]))
    running = cluster.start()
    with psycopg.connect(running.url("postgres")) as db:
        db.execute("CREATE TABLE kept (n int)")
        db.execute("INSERT INTO kept VALUES (7)")
    postmaster = postmaster_pid(cluster.pgdata)
    os.kill(postmaster, signal.SIGKILL)
    for _ in range(500):
        state = Path(f"/proc/{postmaster}/stat").read_text().rsplit(")", 1)[1].split()[0]
        if state == "Z":
            break
        time.sleep(0.01)
    print("zombie" if state == "Z" else "state " + state, flush=True)
    running = cluster.start()
    try:
        with psycopg.connect(running.url("postgres")) as db:
            print(db.execute("SELECT n FROM kept").fetchone()[0], flush=True)
    finally:
        cluster.stop()
    print("running" if cluster.running() else "stopped", flush=True)
""")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_CHILD_SUBREAPER is Linux's")
def test_a_killed_postmaster_left_a_zombie_does_not_stop_the_restart():
    folder = Path(tempfile.mkdtemp(prefix="mafia-zombie-"))    # as root, the server's user enters it
    try:
        child = subprocess.run([sys.executable, "-c", CHILD, str(folder / "cup")], cwd=ROOT,
                               capture_output=True, text=True, timeout=120)
        assert child.returncode == 0, child.stderr
        assert child.stdout.split() == ["zombie", "7", "stopped"]
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def test_the_postmasters_pid_is_read_whatever_the_code_page_of_the_folder_below_it(tmp_path):
    # Windows writes the data folder (its second line) in the ANSI code page: a Cyrillic
    # profile's folder is not UTF-8, and an unread pid had made the stop skip pg_ctl (found by
    # `make windows-check`: the postmaster outlived `serve --stop`).
    from app.storage.server_root import postmaster_pid
    (tmp_path / "postmaster.pid").write_bytes(b"1712\r\n" + "C:\\Users\\Судья\\pgdata".encode("cp1251") + b"\r\n")
    assert postmaster_pid(tmp_path) == 1712
