"""Recorded games cut after every event: what the hall sees as the judge records them."""
from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from pathlib import Path

from app.boulevard import ROLE_NAMES as CLUB_ROLE_NAMES
from app.i18n import languages

TESTS = Path(__file__).resolve().parents[2]
SPORT_GAMES = sorted((TESTS / "games").glob("*.json"))
CLUB_GAMES = sorted((TESTS / "app" / "boulevard" / "games").glob("*.json"))
SPORT_ROLES = {"citizen": ("мирный", "citizen"), "sheriff": ("шериф", "sheriff"), "mafia": ("мафия", "mafia"),
               "don": ("дон", "don")}


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def prefixes(doc: dict) -> Iterator[dict]:
    """The game as it stood after each event (and at the start of each phase), without the
    declared result; the whole file last."""
    bare = {k: v for k, v in doc.items() if k != "result"}
    phases = doc.get("phases") or []
    yield {**bare, "phases": []}
    for i, phase in enumerate(phases):
        events = phase.get("events") or []
        for j in range(len(events) + 1):
            cut = copy.deepcopy(bare)
            cut["phases"] = copy.deepcopy(phases[:i]) + [{**copy.deepcopy(phase), "events": copy.deepcopy(events[:j])}]
            yield cut
    yield copy.deepcopy(doc)


def secret_words(doc: dict) -> list[str]:
    """Words that would give a role, a shot or a check away, in both languages, except those a
    nickname of this game contains (a player may be called Дон)."""
    words = {"shot", "shots", "shooting", "выстрел", "стрельба", "check", "checks", "checked", "проверка",
             "проверил", "проверила", "sheriff", "шериф"}
    for code, names in SPORT_ROLES.items():
        words |= {code, *names}
    for code, text in CLUB_ROLE_NAMES.items():
        words |= {code, *(text.pick(lang).lower() for lang in languages())}
    names = " ".join(str(p.get("name") or "") for p in doc.get("players") or []).lower()
    return sorted(w for w in words if w and w not in names)


def leaks(text: str, words: list[str]) -> list[str]:
    """The secret words found in ``text`` as whole words."""
    low = text.lower().replace("mafia protocol", "")     # the program's name is no role
    return [w for w in words if re.search(rf"(?<![\w]){re.escape(w)}(?![\w])", low)]
