"""Which database the archive lives in.

The first of these that is given wins:

1. an address passed by the caller (``--db`` on the command line, the sheet's own setting);
2. the environment variable ``MAFIA_PROTOCOL_DB``;
3. ``[archive] url`` in ``settings.toml`` in the user's configuration folder;
4. ``archive.sqlite3`` in the user's data folder (platformdirs): nothing to set up.

An address is a SQLAlchemy URL (``sqlite:///…``, ``postgresql://user@host/db``) or a plain
file path, which means SQLite.

>>> engine_url("postgresql://judge@10.0.0.5/archive").drivername
'postgresql+psycopg'
>>> engine_url("/tmp/club.sqlite3").database
'/tmp/club.sqlite3'
>>> engine_url("postgresql://u@[::1").drivername
Traceback (most recent call last):
...
app.storage.errors.ConfigError: the database address "postgresql://u@[::1" is not understood: ...
>>> engine_url("mysql://x/y")
Traceback (most recent call last):
...
app.storage.errors.ConfigError: the database address "mysql://x/y" is not understood: ...
"""
from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from pathlib import Path

import platformdirs
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

from ..paths import HOME_ENV, data_home
from .errors import ConfigError

APP_NAME = "mafia-protocol"
ENV_VAR = "MAFIA_PROTOCOL_DB"
SETTINGS_FILE = "settings.toml"
DEFAULT_FILE = "archive.sqlite3"


def data_dir() -> Path:
    return data_home()


def settings_path() -> Path:
    """Beside the data when MAFIA_PROTOCOL_HOME moves it (tests, portable installs)."""
    if os.environ.get(HOME_ENV):
        return data_home(create=False) / SETTINGS_FILE
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)) / SETTINGS_FILE


def database_url(explicit: str | None = None, environ: Mapping[str, str] | None = None) -> str:
    """The address to open, by the order in the module's docstring."""
    if explicit:
        return explicit
    env = os.environ if environ is None else environ
    if env.get(ENV_VAR):
        return env[ENV_VAR]
    configured = _settings_url(settings_path())
    if configured:
        return configured
    return str(data_home(create=False) / DEFAULT_FILE)     # made by the first write, not by a look


def _settings_url(path: Path) -> str | None:
    try:
        with open(path, "rb") as file:
            settings = tomllib.load(file)
    except FileNotFoundError:
        return None
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise ConfigError("settings.bad", path=path, reason=error) from error
    url = settings.get("archive", {}).get("url")
    if url is not None and not isinstance(url, str):
        raise ConfigError("settings.bad", path=path, reason="[archive] url must be a string")
    return url or None


def engine_url(address: str) -> URL:
    """The SQLAlchemy URL for ``address``; PostgreSQL always goes through psycopg 3."""
    if "://" not in address:
        return URL.create("sqlite", database=str(Path(address).expanduser()))
    try:
        url = make_url(address)
    except (ArgumentError, ValueError):     # ValueError: a port that is no number ("[::1")
        raise ConfigError("db.url", url=address) from None
    backend = url.get_backend_name()
    if backend in ("postgresql", "postgres"):
        return url.set(drivername="postgresql+psycopg")
    if backend == "sqlite" and url.drivername in ("sqlite", "sqlite+pysqlite"):
        return url
    raise ConfigError("db.url", url=address)


def display(url: URL) -> str:
    """The address without its password, for messages."""
    if url.get_backend_name() == "sqlite":
        return url.database or ":memory:"
    return url.render_as_string(hide_password=True)
