"""Game files on disk and an isolated key store for the pdf and verify commands.

Imported by name from the test modules (no conftest.py: it would shadow the suite's own).
"""
from __future__ import annotations

import pytest

from app.format import save_game
from app.sport import sample_game


@pytest.fixture
def keyhome(tmp_path, monkeypatch):
    """$MAFIA_PROTOCOL_HOME in a temporary folder, the passphrase in the environment."""
    folder = tmp_path / "keys"
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(folder))
    monkeypatch.setenv("MAFIA_PROTOCOL_PASSPHRASE", "секрет")
    return folder


@pytest.fixture
def game_file(tmp_path):
    path = tmp_path / "game.json"
    save_game(sample_game(), path)
    return path


@pytest.fixture
def unfinished_file(tmp_path):
    doc = sample_game()
    doc["phases"] = doc["phases"][:3]
    del doc["result"]
    path = tmp_path / "unfinished.json"
    save_game(doc, path)
    return path
