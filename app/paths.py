"""Where the application keeps its files: the user's data folder (platformdirs), or
``MAFIA_PROTOCOL_HOME`` when set (tests, portable installs)."""
from __future__ import annotations

import os
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
