"""Where the application's files are.

- Its own files, found through :mod:`importlib.resources` here and nowhere else:
  :func:`resource` for the top-level ``resources`` package (fonts, icons, translations),
  :func:`package_file` for the data that travels inside a package of the domain (rule books,
  schemas, regulations, migrations).
- The user's files: the data folder (platformdirs), or ``MAFIA_PROTOCOL_HOME`` when set
  (tests, portable installs).

>>> resource("fonts", "PTSans-Regular.ttf").is_file()
True
>>> package_file("app.rules", "clauses.toml").name
'clauses.toml'
"""
from __future__ import annotations

import os
from importlib.resources import files
from pathlib import Path

APP_NAME = "mafia-protocol"
HOME_ENV = "MAFIA_PROTOCOL_HOME"


def data_home() -> Path:
    override = os.environ.get(HOME_ENV)
    if override:
        path = Path(override)
    else:
        import platformdirs
        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def resource(*parts: str) -> Path:
    """A file or folder of the ``resources`` package: ``resource("fonts", "PTSans-Bold.ttf")``."""
    return package_file("resources", *parts)


def package_file(package: str, *parts: str) -> Path:
    """A data file or folder shipped inside ``package`` (``"app.rules"``, ``"app.format"``)."""
    found = files(package)
    for part in parts:
        found = found.joinpath(part)
    # Every way the program is installed (a source tree, a wheel, the PyInstaller bundle)
    # leaves these files on the disk, and their readers (reportlab, Qt, alembic) want a path.
    return Path(str(found))
