"""The fixture of the ratings' tests: the small federation of ratings_archive, every game signed."""
import pytest
from ratings_archive import document, games

from app.storage import open_archive


@pytest.fixture
def federation(tmp_path):
    """The archive with every game signed, and the ids of its games in order."""
    archive = open_archive(str(tmp_path / "archive.sqlite3"))
    ids = []
    for n, spec in enumerate(games()):
        stored = archive.open_game(document(n, *spec))
        archive.sign_game(stored.id, "Судья", stored.version)
        ids.append(stored.id)
    yield archive, ids
    archive.close()
