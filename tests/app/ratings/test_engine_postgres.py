"""The same federation on PostgreSQL: the entries written by COPY, the row-value ranges and
ON CONFLICT links give the very table SQLite gives, and a correction re-rates alike."""
import sys
from pathlib import Path

from ratings_archive import document, games, load_federation

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))

from storage_fixtures import pg_server, pg_url  # noqa: E402, F401

from app.ratings import get_formula  # noqa: E402
from app.ratings.engine import EntryWriter, refresh  # noqa: E402
from app.ratings.table import rating_table, table_csv  # noqa: E402

MR = get_formula("mafiaratings")


def test_postgresql_gives_the_table_sqlite_gives(pg_url, tmp_path, monkeypatch):
    monkeypatch.setattr(EntryWriter, "COPY_FROM", 0)       # every batch through COPY
    tables = []
    for address in (str(tmp_path / "a.sqlite3"), pg_url):
        archive, ids = load_federation(address)
        try:
            first = table_csv(rating_table(archive, MR, 2026), "en")
            doc = document(1, *games()[1])
            doc["players"][3]["name"] = "Новичок"
            archive.correct_game(ids[1], doc, archive.game(ids[1]).version, author="Петрова", reason="не тот")
            step = refresh(archive, MR, 2026)
            tables.append((first, table_csv(rating_table(archive, MR, 2026), "en"), step.rated))
        finally:
            archive.close()
    assert tables[0] == tables[1] and tables[0][0] != tables[0][1] and tables[0][2] == 7


def test_the_first_sync_counts_every_seat_it_links_on_both_databases(pg_url, tmp_path):
    from app.storage.person_links import sync
    for address in (str(tmp_path / "b.sqlite3"), pg_url):
        archive, ids = load_federation(address)
        try:
            assert sync(archive) == 10 * len(ids)       # PostgreSQL said -1: its ANALYZE after a bulk load never ran
            assert sync(archive) == 0
        finally:
            archive.close()
