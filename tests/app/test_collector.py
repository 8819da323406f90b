"""app.collector: the cycle collector paused for a long job and given back whatever happens;
the import pauses it for its batches (issue 41 §3)."""
from __future__ import annotations

import gc
import weakref

import pytest
from rehearsal import rehearsal_game

from app import collector
from app.storage import batch_import, open_archive
from app.storage.transfer import ImportRefused, import_documents


class _Node:
    def __init__(self) -> None:
        self.me = self       # a cycle: freed only by the collector


def test_paused_gives_the_collector_back_after_an_error_and_leaves_it_to_the_outermost_block():
    assert gc.isenabled()
    with pytest.raises(RuntimeError), collector.paused():
        assert not gc.isenabled()
        with collector.paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
        raise RuntimeError("the job fails")
    assert gc.isenabled()


def test_a_cycle_made_while_paused_is_freed_by_collect_young():
    with collector.paused():
        node = _Node()
        gone = weakref.ref(node)
        del node
        assert gone() is not None          # no automatic collection meanwhile
        collector.collect_young()
        assert gone() is None


def _docs(count: int, *, broken: int | None = None) -> list[tuple[str, object]]:
    docs: list[tuple[str, object]] = []
    for n in range(count):
        names = [f"Сборщик{(n * 3 + i) % 23}" for i in range(10)]
        docs.append((f"g{n}.json", rehearsal_game(names, seed=f"gc-{n}",
                                                  meta={"tournament": "Кубок", "round": n + 1, "table": 1})))
    if broken is not None:
        docs[broken] = (f"g{broken}.json", {"format": "mafia-game/1"})
    return docs


@pytest.mark.parametrize("broken", [None, 2])
def test_the_import_writes_its_batches_with_the_collector_paused_and_gives_it_back(tmp_path, monkeypatch, broken):
    seen: list[bool] = []
    flush = batch_import.Batch.flush

    def watched(self):
        seen.append(gc.isenabled())
        return flush(self)

    monkeypatch.setattr(batch_import.Batch, "flush", watched)
    with open_archive(str(tmp_path / "a.sqlite3")) as archive:
        if broken is None:
            assert len(import_documents(archive, _docs(4)).imported) == 4
        else:
            with pytest.raises(ImportRefused):
                import_documents(archive, _docs(4, broken=broken))
    assert seen and not any(seen)
    assert gc.isenabled()
