"""The cycle collector held back while a job allocates a great many objects.

Standings, a rating's recomputation and a large import make millions of objects that are
either freed at once by their count of references or stay alive to the job's end; hardly
any sits in a cycle.  Every collection the collector runs meanwhile walks the objects that
stay alive to free next to nothing: a third of the standings' time beyond the replay
(issue 28), a tenth of a recomputation's, a quarter of the importing process's (issue 41).

>>> import gc
>>> with paused():
...     gc.isenabled()
False
>>> gc.isenabled()
True
"""
from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused() -> Iterator[None]:
    """No automatic collection inside the block.  Resuming, the collector would walk every
    object the block left alive once more in a young collection; freezing and unfreezing
    moves them (and whatever else is young) to the oldest generation instead, where a
    long-lived object ends anyway.  Nested blocks leave the collector to the outermost."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()         # every tracked object out of the generations, the young count reset
        gc.unfreeze()       # … and back, into the oldest one
        gc.enable()


def collect_young() -> None:
    """Inside :func:`paused`, between the parts of a long job (an import's batches): the
    cycles among the objects made since the last call freed, so that a cycle the job makes
    now and then (an ORM object and its state) is not kept to the job's end.  Costs a walk of
    what those parts left alive, once; they then go to an older generation, not walked again
    while the collector is paused."""
    gc.collect(1)


__all__ = ["collect_young", "paused"]
