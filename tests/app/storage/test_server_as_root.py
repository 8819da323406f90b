"""As root the tournament's server runs as another user ("postgres"), which cannot enter a
checkout or a data folder in root's home (0700) or a ``mktemp -d`` folder: it runs from a folder
of its own instead, and no folder above the program's is opened for it (issue 35 §3)."""
from __future__ import annotations

import os
import shutil
import stat
import subprocess
import tempfile
from pathlib import Path

import psycopg
import pytest

from app.storage import server, server_root
from app.storage.server import Cluster
from app.storage.server_root import SERVER_ROOT

pytestmark = pytest.mark.skipif(os.name != "posix" or os.geteuid() != 0,
                                reason="the server runs as another user only when the program runs as root")


@pytest.fixture
def private():
    """A folder only root may enter, like /root or a `mktemp -d` folder, with the wheel's server
    programs inside it (linked: a checkout's .venv) and the tournament's data beside them."""
    folder = Path(tempfile.mkdtemp(prefix="mafia-private-"))
    try:
        package = server.bin_dir().parent.parent
        site = folder / "checkout" / ".venv" / "site-packages"
        site.mkdir(parents=True)
        for name in (package.name, f"{package.name}.libs"):
            if (package.parent / name).is_dir():
                shutil.copytree(package.parent / name, site / name, symlinks=True, copy_function=_link)
        yield folder, site / package.name / "pginstall" / "bin"
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _link(source: str, target: str) -> None:
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)


def modes(folder: Path) -> dict[Path, int]:
    return {path: stat.S_IMODE(path.stat().st_mode) for path in (folder, *folder.parents)}


def test_the_cluster_runs_from_its_own_folder_and_no_folder_is_opened(private, monkeypatch):
    folder, programs = private
    monkeypatch.setattr(server, "bin_dir", lambda: programs)
    tournament = folder / "checkout" / "home" / "tournaments" / "Кубок"
    tournament.mkdir(parents=True, mode=0o700)
    before = modes(tournament)
    user = server_root.server_user()
    assert user is not None
    denied = subprocess.run(["runuser", "-u", user[0], "--", "test", "-x", str(programs / "initdb")])
    assert denied.returncode != 0, "the server's user can reach the programs: the test proves nothing"

    cluster = Cluster(tournament)
    running = cluster.start()
    try:
        with psycopg.connect(running.url("postgres")) as connection:
            assert connection.execute("SELECT current_setting('data_directory')").fetchone()[0] == str(cluster.pgdata)
    finally:
        cluster.stop()
    assert modes(tournament) == before            # no folder above the program's was opened
    assert (tournament / "pgdata").is_symlink() and (tournament / "pgdata" / "PG_VERSION").exists()
    assert cluster.pgdata.is_relative_to(SERVER_ROOT) and cluster.place.stat().st_uid == user[1]
    assert stat.S_IMODE(cluster.place.stat().st_mode) == 0o700
    assert cluster.programs is not None and cluster.programs.is_relative_to(SERVER_ROOT / "programs")
    assert not cluster.running()

    # Started again from its link, the same cluster; once the tournament's folder is gone, the
    # next start of any cluster removes it.
    again = Cluster(tournament)
    assert again.pgdata == cluster.pgdata
    shutil.rmtree(tournament)
    other = folder / "other"
    other.mkdir(mode=0o700)
    monkeypatch.setattr(server_root, "ORPHAN_GRACE", 0)
    Cluster(other)
    assert not cluster.place.exists()
    shutil.rmtree(Cluster(other).place)
