"""The autosave's hand-over between the writer's thread and the sheet's (issue 40 §2): where the
game stands in the archive is one value, replaced whole, so the sheet never reads the version of
one revision beside the lock of another."""
from __future__ import annotations

import threading

from app.autosave import Autosave, Stored


def test_a_reader_sees_each_moment_whole_while_the_writer_changes_it():
    saver = Autosave()
    stop = threading.Event()

    def writer() -> None:
        version = 0
        while not stop.is_set():
            version += 1
            # a signed revision: even versions are locked in this made-up history
            saver._set(game_id=7, version=version, locked=version % 2 == 0)

    thread = threading.Thread(target=writer)
    thread.start()
    try:
        seen = [saver.stored for _ in range(20_000)]
    finally:
        stop.set()
        thread.join()
    moments = [s for s in seen if s.version is not None]
    assert moments, "the writer never ran"
    assert all(s.locked == (s.version % 2 == 0) for s in moments)


def test_the_fields_read_the_current_moment():
    saver = Autosave()
    assert saver.stored == Stored()
    saver._set(game_id=3, version=5)
    saver._set(failed=True)
    assert (saver.game_id, saver.version, saver.locked, saver.failed) == (3, 5, False, True)
    assert not saver.in_archive


def test_a_write_ending_after_the_sheet_moved_on_leaves_the_next_game_alone():
    """The writer's answer about game 7 arrives once game 9 is open: it is not game 9's."""
    saver = Autosave()
    saver._set(game_id=7, version=1)
    said: list[str] = []
    saver.on_problem = said.append

    def slow_write(game_id, version):
        saver._set(game_id=9, version=4)            # the sheet opened another game meanwhile
        return version + 1
    saver._store(slow_write)
    assert saver.stored == Stored(game_id=9, version=4)

    def refused(game_id, version):
        saver._set(game_id=11, version=2)
        raise OSError("the disk is full")
    saver._store(refused)
    assert saver.stored == Stored(game_id=11, version=2) and said == []
    saver._store(refused)            # game 11's own write fails: it is game 11's failure
    assert saver.failed and said == ["OSError: the disk is full"]
