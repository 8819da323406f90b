"""Which database: the caller, MAFIA_PROTOCOL_DB, the settings file, the data folder."""
import pytest
from sqlalchemy import text

from app.storage import ConfigError, config, open_archive


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setattr(config.platformdirs, "user_data_dir", lambda *a, **k: str(tmp_path / "data"))
    monkeypatch.setattr(config.platformdirs, "user_config_dir", lambda *a, **k: str(tmp_path / "conf"))
    monkeypatch.delenv(config.ENV_VAR, raising=False)
    monkeypatch.delenv("MAFIA_PROTOCOL_HOME", raising=False)
    return tmp_path


def test_the_default_is_sqlite_in_the_user_s_data_folder_and_needs_no_setup(home):
    assert config.database_url() == str(home / "data" / "archive.sqlite3")
    with open_archive() as archive:
        assert archive.location == str(home / "data" / "archive.sqlite3")
        with archive.engine.connect() as connection:
            assert connection.execute(text("PRAGMA journal_mode")).scalar() == "wal"
            assert connection.execute(text("PRAGMA foreign_keys")).scalar() == 1
            assert connection.execute(text("PRAGMA synchronous")).scalar() == 2   # FULL
    assert (home / "data" / "archive.sqlite3").exists()


def test_the_settings_file_then_the_environment_then_the_caller_win(home, monkeypatch):
    (home / "conf").mkdir()
    (home / "conf" / "settings.toml").write_text('[archive]\nurl = "postgresql://secretary@10.0.0.2/cup"\n',
                                                 encoding="utf-8")
    assert config.database_url() == "postgresql://secretary@10.0.0.2/cup"
    monkeypatch.setenv("MAFIA_PROTOCOL_DB", "/srv/club.sqlite3")
    assert config.database_url() == "/srv/club.sqlite3"
    assert config.database_url("sqlite:///x.db") == "sqlite:///x.db"


def test_a_broken_settings_file_is_named(home):
    (home / "conf").mkdir()
    (home / "conf" / "settings.toml").write_text("[archive\n", encoding="utf-8")
    with pytest.raises(ConfigError) as error:
        config.database_url()
    assert "settings.toml" in error.value.message("en")


@pytest.mark.parametrize("address, driver", [
    ("postgresql://u:secret@h/db", "postgresql+psycopg"),
    ("postgres://u@h/db", "postgresql+psycopg"),
    ("postgresql+psycopg://u@h/db", "postgresql+psycopg"),
    ("sqlite:////tmp/a.db", "sqlite"),
    ("~/archive.sqlite3", "sqlite"),
])
def test_addresses(address, driver):
    url = config.engine_url(address)
    assert url.drivername == driver
    assert "secret" not in config.display(url)


def test_an_address_of_another_database_is_refused():
    with pytest.raises(ConfigError):
        config.engine_url("mysql://u@h/db")
