"""The sheet's first window imports what it shows and nothing else (issue 40 §6): the tournament's
server, the camera, the scan reader, numpy, the archive's SQLAlchemy and the audience page's HTTP
server are loaded when first used.  Measured in a fresh interpreter, since this process has long
imported them all."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

FIRST_WINDOW = """
import json, sys
from PySide6.QtCore import QTimer
from ui.main import make_app, create_window
app = make_app()
window = create_window("ru", offer_restore=False)
window.show()
QTimer.singleShot(0, app.quit)
app.exec()
window.undo.setClean()
print(json.dumps(sorted(sys.modules)))
localedata = sys.modules.get("babel.localedata")     # a clean clone compiles its catalogues with babel
print(json.dumps(sorted(localedata._cache) if localedata is not None else []))
"""

# Not one of these is shown by the first window (the start page of a judge's sheet).
NOT_AT_START = ("app.storage.server", "app.storage.live", "app.storage.tlsgate", "ui.join_tournament",
                "ui.join_camera", "PySide6.QtMultimedia", "numpy", "app.paper", "app.scan", "ui.scan_dialog",
                "sqlalchemy", "alembic", "psycopg", "cryptography", "pyhanko", "reportlab",
                "app.audience.server", "http.server",
                # nor what the first window reads of the game's protocol without building one: the
                # snapshot's builders and the tournament's points, the club game's journal, and the
                # file lock's asyncio (the recovery folder's lock is fasteners')
                "app.snapshot.sport", "app.snapshot.boulevard", "app.tournament", "app.boulevard.journal",
                "filelock", "asyncio")


def test_the_first_window_imports_no_server_camera_scan_reader_or_database(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MAFIA_PROTOCOL_HOME=str(tmp_path),
               PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", FIRST_WINDOW], env=env, cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    loaded = json.loads(done.stdout.splitlines()[-2])
    assert "ui.main_window" in loaded          # the window was really made
    found = sorted(m for m in loaded for name in NOT_AT_START if m == name or m.startswith(name + "."))
    assert found == []
    # nor any of babel's locale data, which names each language when the language menu opens
    assert json.loads(done.stdout.splitlines()[-1]) == []
