"""A shared PostgreSQL archive: judges saving different games never wait for each other;
two writers of one game get a conflict, never a silent overwrite."""
import copy
import threading
import time

import pytest
from sqlalchemy import create_engine, event
from sqlalchemy.orm import Session
from storage_fixtures import pg_server, pg_url, sample  # noqa: F401

from app.storage import Archive, VersionConflict, open_archive
from app.storage.config import engine_url


@pytest.fixture
def shared(pg_url):
    open_archive(pg_url).close()   # migrated once, then two judges' programs
    # A lock wait longer than two seconds fails the statement: "never block" is tested.
    judges = [Archive(create_engine(engine_url(pg_url),
                                    connect_args={"options": "-c lock_timeout=2000"}))
              for _ in range(2)]
    yield judges
    for judge in judges:
        judge.close()


_HELD: dict = {}     # thread -> PausedCommit


def _hold(session):
    paused = _HELD.get(threading.current_thread())
    if paused is not None:
        paused.ready.set()
        assert paused.go.wait(20)


@pytest.fixture(autouse=True)
def _pausing():
    # One listener for the whole test: adding one while another thread is paused inside
    # a listener would change the list that thread is walking.
    event.listen(Session, "before_commit", _hold)
    yield
    event.remove(Session, "before_commit", _hold)


class PausedCommit:
    """Runs ``work`` in a thread that stops just before its COMMIT until released."""

    def __init__(self, work):
        self.ready, self.go = threading.Event(), threading.Event()
        self.result = self.error = None
        self.thread = threading.Thread(target=self._run, args=(work,))
        _HELD[self.thread] = self

    def _run(self, work):
        try:
            self.result = work()
        except Exception as error:  # examined by the test
            self.error = error

    def __enter__(self):
        self.thread.start()
        assert self.ready.wait(20), self.error
        return self

    def __exit__(self, *exc):
        self.go.set()
        self.thread.join(20)
        del _HELD[self.thread]


def _wait_until_blocked(archive, thread):
    """Until some session waits for a lock (the racer reached the held row), or the racer
    has finished, which then fails the test's own assertions."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and thread.is_alive():
        with archive.engine.connect() as connection:
            if connection.exec_driver_sql("SELECT count(*) FROM pg_stat_activity "
                                          "WHERE wait_event_type = 'Lock'").scalar():
                return
        time.sleep(0.02)


def _table(sample, table, prefix):
    doc = copy.deepcopy(sample)
    doc["meta"]["table"] = table
    for player in doc["players"]:
        player["name"] = f"{prefix}{player['seat']}"
    return doc


def test_two_judges_saving_different_games_never_wait_for_each_other(shared, sample):
    first, second = shared
    mine = first.open_game(_table(sample, 1, "Стол1-"))
    theirs = second.open_game(_table(sample, 2, "Стол2-"))
    with PausedCommit(lambda: first.append_event(mine.id, 5, {"type": "warning", "seat": 1})) as held:
        # Judge 1's event and a new game with new players are in flight, uncommitted.
        with PausedCommit(lambda: first.open_game(_table(sample, 3, "Новичок"))):
            version = second.append_event(theirs.id, 5, {"type": "warning", "seat": 2})
            renamed = second.game(theirs.id).document
            renamed["players"][0]["name"] = "Сменщик"
            second.replace_document(theirs.id, renamed, expected_version=version)
            assert second.game(mine.id).version == 1      # judge 1's change is not visible yet
    assert held.error is None and held.result == 2
    assert second.game(theirs.id).version == 3
    assert len(second.search_games()) == 3


@pytest.mark.parametrize("with_version", [True, False])
def test_two_writers_of_one_game_get_a_conflict(shared, sample, with_version):
    first, second = shared
    game = first.open_game(sample)
    kw = {"expected_version": game.version} if with_version else {}
    with PausedCommit(lambda: first.append_event(game.id, 5, {"type": "warning", "seat": 1}, **kw)):
        # The second writer read version 1 too; its UPDATE waits for the first to finish
        # and then matches nothing.
        racer = threading.Thread(target=lambda: _try(second, game.id, kw, errors))
        errors: list = []
        racer.start()
        _wait_until_blocked(first, racer)
        assert racer.is_alive()         # waiting for the first writer's row
    racer.join(20)
    (error,) = errors
    assert isinstance(error, VersionConflict)
    assert "was changed by someone else" in error.message("en")
    stored = first.game(game.id)
    assert stored.version == 2
    assert stored.document["phases"][5]["events"][-1] == {"type": "warning", "seat": 1}


def _try(archive, game_id, kw, errors):
    try:
        archive.append_event(game_id, 5, {"type": "warning", "seat": 2}, **kw)
    except Exception as error:  # examined by the test
        errors.append(error)


def test_the_same_new_player_from_two_tables_at_once_is_one_player(shared, sample):
    first, second = shared
    with PausedCommit(lambda: first.open_game(_table(sample, 1, "Общий"))) as held:
        racer = threading.Thread(target=lambda: second.open_game(_table(sample, 2, "Общий")))
        racer.start()
        _wait_until_blocked(first, racer)   # on the first player's uncommitted row
        assert racer.is_alive()
    racer.join(20)
    assert held.error is None
    assert [h.table for h in first.player_history("Общий1")] == ["2", "1"]
