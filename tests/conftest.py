"""Suite-wide settings: headless Qt, and shared game builders."""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import copy  # noqa: E402

import hard_interrupt  # noqa: E402
import pytest  # noqa: E402


def pytest_configure(config):
    hard_interrupt.install()     # Ctrl+C stops the run even inside Qt's event loop

ROLES = ["citizen", "citizen", "sheriff", "citizen", "mafia", "citizen", "don", "citizen", "mafia", "citizen"]


def make_game(phases, ruleset="league", roles=ROLES, **extra):
    """A game document with the default seating: sheriff 3, mafia 5 and 9, don 7."""
    doc = {
        "format": "mafia-game/1",
        "ruleset": ruleset,
        "players": [{"seat": i + 1, "name": f"P{i + 1}", "role": r} for i, r in enumerate(roles)],
        "phases": [{"phase": name, "events": copy.deepcopy(events)} for name, events in phases],
    }
    doc.update(extra)
    return doc


@pytest.fixture
def game():
    return make_game
