"""Killing the program at any moment loses at most the event being recorded.

A child process records events into an SQLite archive and prints each version as soon
as ``append_event`` returns; it is killed with SIGKILL at random points, over and over.
Each time the archive must open clean and hold every event that was acknowledged.
"""
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from sqlalchemy import text

from app.storage import open_archive
from app.storage.integrity import check

ROOT = Path(__file__).resolve().parents[3]

RECORDER = r"""
import sys
from app.sport import sample_game
from app.storage import open_archive

archive = open_archive(sys.argv[1])
game = archive.latest_unfinished()
if game is None:
    doc = sample_game()
    doc["phases"] = [{"phase": "N0", "events": []}, {"phase": "D1", "events": []}]
    del doc["result"], doc["awards"]
    game = archive.open_game(doc)
print(game.version, flush=True)
version = game.version
for n in range(version - 1, 100_000):   # event n is the game's version n + 1
    version = archive.append_event(game.id, 1, {"type": "speech", "seat": 1 + n % 10},
                                   expected_version=version)
    print(version, flush=True)
"""


def test_sigkill_at_random_points_loses_no_committed_event(tmp_path):
    path = tmp_path / "archive.sqlite3"
    rng = random.Random(20261129)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    acknowledged = 0
    for _ in range(12):
        child = subprocess.Popen([sys.executable, "-c", RECORDER, str(path)], env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        wanted = rng.randint(1, 25)
        seen = []
        for line in child.stdout:
            seen.append(int(line))
            if len(seen) > wanted:
                break
        time.sleep(rng.uniform(0, 0.004))      # land anywhere inside the next event's save
        child.send_signal(signal.SIGKILL)
        child.wait()
        # What the child printed before the kill landed but this loop had not read yet was
        # acknowledged too (a fast machine runs a few events ahead of the reader).
        seen += [int(line) for line in child.stdout.read().split()]
        assert seen, child.stderr.read()
        assert seen[0] >= acknowledged          # what was acknowledged before is still there
        acknowledged = seen[-1]
        with open_archive(str(path)) as archive:
            with archive.engine.connect() as connection:
                assert connection.execute(text("PRAGMA integrity_check")).scalar() == "ok"
            game = archive.latest_unfinished()
            events = game.document["phases"][1]["events"]
            # Every acknowledged event is there; at most the one being saved was lost or
            # made it to disk just before the kill.
            assert game.version in (acknowledged, acknowledged + 1)
            assert len(events) == game.version - 1
            assert [e["seat"] for e in events] == [1 + n % 10 for n in range(len(events))]
            assert [c.version for c in archive.journal(game.id)] == list(range(1, game.version + 1))
            assert list(check(archive)) == []
            acknowledged = game.version
    assert acknowledged > 12
