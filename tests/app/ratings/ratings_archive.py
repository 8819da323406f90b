"""A small archive of a federation: two tournaments and a club evening, games made by the
rehearsal generator (legal, finished), twelve players."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from rehearsal import rehearsal_game  # noqa: E402

NAMES = ["Кот", "Ворон", "Шерлок", "Лиса", "Бармалей", "Гном", "Граф", "Сова", "Тень", "Ёж", "Барон", "Дюна"]


def games():
    """(tournament or None, round, table, date, names): 3 tournament games in March, two at
    the club in April, 3 games of a second tournament in May."""
    out = []
    for r in range(3):
        out.append(("Весенний кубок", r + 1, 1, f"2026-03-0{r + 1}", NAMES[r:r + 10]))
    for g in range(2):
        out.append((None, None, None, f"2026-04-1{g}", NAMES[2 - g:12 - g]))
    for r in range(3):
        out.append(("Майский турнир", r + 1, 1, f"2026-05-0{r + 1}", NAMES[2 - r % 3:12 - r % 3][::-1]))
    return out


def document(n, tournament, round_, table, day, names):
    meta = {"date": day, "judge": "Судья"}
    if tournament:
        meta.update(tournament=tournament, round=round_, table=table)
    return rehearsal_game(names, seed=f"rating-{n}", meta=meta)


def load_federation(address):
    """The archive at ``address`` with every game of :func:`games` recorded and signed, and
    the games' ids in order."""
    from app.storage import open_archive
    archive = open_archive(address)
    ids = []
    for n, spec in enumerate(games()):
        stored = archive.open_game(document(n, *spec))
        archive.sign_game(stored.id, "Судья", stored.version)
        ids.append(stored.id)
    return archive, ids


@pytest.fixture
def federation(tmp_path):
    """The archive with every game signed, and the ids of its games in order (imported by
    each test module: a conftest.py here would clash with tests/ui/conftest.py)."""
    archive, ids = load_federation(str(tmp_path / "archive.sqlite3"))
    yield archive, ids
    archive.close()
