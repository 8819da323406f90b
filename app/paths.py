"""Where the application's files are.

- Its own files, found here and nowhere else, in the folders of their packages:
  :func:`resource` for the top-level ``resources`` package (fonts, icons, translations),
  :func:`package_file` for the data that travels inside a package of the domain (rule books,
  schemas, regulations, migrations).
- The user's files: the data folder (platformdirs), or ``MAFIA_PROTOCOL_HOME`` when set
  (tests, portable installs).  It holds every role of the games in progress (the recovery
  file, the archive), so it is made readable by its owner only (0700), and every file the
  program writes into it is 0600 (``app.atomic``).
- :func:`read_regular`, the way the program reads a file it did not just write: a regular
  file only (a pipe would make it wait forever, a device never end), and never more than
  the caller's limit plus one byte.

>>> resource("fonts", "PTSans-Regular.ttf").is_file()
True
>>> package_file("app.rules", "clauses.toml").name
'clauses.toml'
"""
from __future__ import annotations

import errno
import importlib
import os
import stat
from pathlib import Path

APP_NAME = "mafia-protocol"
HOME_ENV = "MAFIA_PROTOCOL_HOME"
PRIVATE_FOLDER = 0o700


def data_home(*, create: bool = True) -> Path:
    """The user's data folder; made (owner only) unless ``create`` is False."""
    override = os.environ.get(HOME_ENV)
    if override:
        path = Path(override)
    else:
        import platformdirs
        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    if create:
        path.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
    return path


def in_data_home(path: str | os.PathLike[str]) -> bool:
    """Is ``path`` inside the user's data folder (where the program's own files live)?"""
    home = os.path.realpath(data_home(create=False))
    return os.path.realpath(path).startswith(home + os.sep)


class NotARegularFile(OSError):
    """A pipe, a device, a socket where a file was expected."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        super().__init__(errno.EINVAL, "not a regular file (a pipe, a device or a socket)", os.fsdecode(path))


def read_regular(path: str | os.PathLike[str], limit: int, *, follow_symlinks: bool = True) -> bytes:
    """At most ``limit + 1`` bytes of the regular file ``path`` (one byte past the limit
    tells the caller the file is too large, without reading a sparse gigabyte of it).

    The file is opened without blocking, so that a pipe is refused at once instead of
    waiting for a writer; a device (``/dev/zero``) or a socket is refused too.  With
    ``follow_symlinks=False`` a symbolic link is refused (the program's own files are never
    links).  Raises OSError; NotARegularFile for anything but a regular file."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    if not follow_symlinks:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    handle = os.open(path, flags)
    with os.fdopen(handle, "rb") as file:
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            raise NotARegularFile(path)
        return file.read(limit + 1)


def resource(*parts: str) -> Path:
    """A file or folder of the ``resources`` package: ``resource("fonts", "PTSans-Bold.ttf")``."""
    return package_file("resources", *parts)


def package_file(package: str, *parts: str) -> Path:
    """A data file or folder shipped inside ``package`` (``"app.rules"``, ``"app.format"``)."""
    # Every way the program is installed (a source tree, a wheel, the PyInstaller bundle)
    # leaves these files on the disk beside the package's modules, and their readers
    # (reportlab, Qt, alembic) want a path: the package's folder is its import spec's, which
    # is what importlib.resources would answer, without the zipfile, tempfile and threading
    # its readers import into every start (issue 40 §6).
    spec = importlib.import_module(package).__spec__
    assert spec is not None and spec.submodule_search_locations is not None, f"{package} is not a package"
    return Path(next(iter(spec.submodule_search_locations))).joinpath(*parts)
