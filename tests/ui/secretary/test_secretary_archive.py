"""The secretary's window follows the shared archive while the judges record at the tables,
on SQLite and on a real PostgreSQL server (tests/app/storage/storage_fixtures.py)."""
import sys
from pathlib import Path

import pytest
from rehearsal import rehearsal_tournament

from app.storage import open_archive

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "app" / "storage"))
from secretary_games import NAME, counting_unsigned, in_progress, schedule  # noqa: E402
from storage_fixtures import db_url, pg_server, pg_url  # noqa: E402,F401


@pytest.fixture
def judges(db_url):
    archive = open_archive(db_url)
    yield archive
    archive.close()


def test_the_window_follows_judges_recording_on_the_shared_database(qtbot, db_url, judges):
    from ui.secretary import SecretaryWindow
    games = dict(rehearsal_tournament(schedule(), name=NAME, discipline=0.0))
    first = judges.open_game(games["r1-t1.json"], author="Судья 1")
    second = judges.open_game(in_progress(games["r1-t2.json"]), author="Судья 2")
    elsewhere = {"tournament": "Другой турнир", "round": 1, "table": 1}
    judges.open_game(games["r1-t1.json"] | {"meta": elsewhere})

    secretary_archive = open_archive(db_url)
    w = SecretaryWindow("en", archive=secretary_archive, tournament=NAME, refresh_ms=3_600_000,
                        regulation=counting_unsigned())      # table 2's protocol is never signed
    qtbot.addWidget(w)
    with qtbot.waitSignal(w.refreshed, timeout=20_000):
        pass
    assert sorted(g.label for g in w.tournament.games) == sorted([f"#{first.id}", f"#{second.id}"])
    assert [w.grid.cell("1", "1").status, w.grid.cell("1", "2").status] == ["finished", "in_progress"]
    assert NAME in w.source_label.text() and w.windowTitle().endswith(NAME)

    # the judge at table 2 finishes; the chief judge signs table 1
    judges.replace_document(second.id, games["r1-t2.json"], second.version, author="Судья 2")
    judges.sign_game(first.id, "Главный судья", first.version)
    with qtbot.waitSignal(w.refreshed, timeout=20_000):
        w.refresh()
    assert [w.grid.cell("1", "1").status, w.grid.cell("1", "2").status] == ["signed", "finished"]
    assert len(w.standings.games) == 2 and len(w.standings.rows) == 20

    # the timer reads again by itself
    third = judges.open_game(games["r2-t1.json"], author="Судья 1")
    w.timer.setInterval(50)
    with qtbot.waitSignal(w.refreshed, timeout=20_000):
        pass
    assert f"#{third.id}" in [g.label for g in w.tournament.games]
    w.close()
    secretary_archive.close()


def test_an_unreachable_database_keeps_the_last_reading_on_screen(qtbot, tmp_path):
    from ui.secretary import SecretaryWindow
    archive = open_archive(str(tmp_path / "a.sqlite3"))
    games = dict(rehearsal_tournament(schedule(), name=NAME, discipline=0.0))
    archive.open_game(games["r1-t1.json"])
    w = SecretaryWindow("en", archive=archive, tournament=NAME, refresh_ms=3_600_000)
    qtbot.addWidget(w)
    with qtbot.waitSignal(w.refreshed, timeout=20_000):
        pass
    assert w.grid.cell("1", "1").status == "finished"

    def fail(*args, **kwargs):
        from app.storage import DatabaseUnavailable
        raise DatabaseUnavailable("db.open", where="postgresql://archive", reason="connection refused")
    archive.search_games = fail
    with qtbot.waitSignal(w.refreshed, timeout=20_000):
        w.refresh()
    assert "connection refused" in w.source_label.text()
    assert w.grid.cell("1", "1").status == "finished"
    w.close()
    archive.close()
