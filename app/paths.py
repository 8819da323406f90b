"""Where the application keeps its files: the user's data folder (platformdirs), or
``MAFIA_PROTOCOL_HOME`` when set (tests, portable installs)."""
from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "mafia-protocol"


def data_home() -> Path:
    override = os.environ.get("MAFIA_PROTOCOL_HOME")
    if override:
        path = Path(override)
    else:
        from platformdirs import user_data_path
        path = user_data_path(APP_NAME, appauthor=False)
    path.mkdir(parents=True, exist_ok=True)
    return path
