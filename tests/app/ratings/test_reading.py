"""The stream's rows read ahead by a thread: in order, a failure raised where they are read,
and a reader that stops early ends the thread and closes the rows (the cursor) there."""
import threading

import pytest

from app.ratings.reading import read_ahead


def batches(n, closed, fail_at=None):
    try:
        for i in range(n):
            if i == fail_at:
                raise RuntimeError(f"cursor lost at {i}")
            yield [i]
    finally:
        closed.append(threading.current_thread().name)


def test_every_batch_in_order_then_the_rows_closed_by_the_reading_thread():
    closed = []
    assert list(read_ahead(batches(50, closed), depth=2)) == [[i] for i in range(50)]
    assert closed == ["rating-stream"]


def test_a_failure_while_reading_is_raised_to_the_reader():
    closed = []
    got = []
    with pytest.raises(RuntimeError, match="cursor lost at 7"):
        for batch in read_ahead(batches(50, closed, fail_at=7)):
            got.append(batch)
    assert got == [[i] for i in range(7)] and closed == ["rating-stream"]


def test_a_reader_that_stops_early_leaves_no_thread_behind():
    closed = []
    ahead = read_ahead(batches(10_000, closed), depth=2)
    assert next(ahead) == [0]
    ahead.close()
    assert closed == ["rating-stream"]
    assert not [t for t in threading.enumerate() if t.name == "rating-stream"]
