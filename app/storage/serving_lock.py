"""One server per tournament (issue 37 §2): the program that serves a tournament holds a lock
on ``serve.lock`` in the tournament's folder for as long as it serves, with its process id and
the judges' address written in it.  The operating system releases the lock when the process
ends however it ends (a crash, ``kill -9``, a closed lid that never came back), so a second
start finds it held only while the first program is alive, and refuses in one line naming it,
rather than stopping the first one's cluster under its judges' feet.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> first = ServingLock(folder); first.acquire("Кубок", "127.0.0.1:55432")
>>> try:
...     ServingLock(folder).acquire("Кубок", "127.0.0.1:55433")
... except LiveError as error:
...     print(error.message("en").replace(str(os.getpid()), "PID").split(": ")[0])
the tournament «Кубок» is already served by another program (process PID, at 127.0.0.1:55432)
>>> first.release(); second = ServingLock(folder); second.acquire("Кубок", "127.0.0.1:55433"); second.release()
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import IO

from .errors import LiveError

if sys.platform == "win32":
    import msvcrt

    def _lock(file: IO[bytes]) -> bool:
        try:
            file.seek(0)
            msvcrt.locking(file.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
else:
    import fcntl

    def _lock(file: IO[bytes]) -> bool:
        try:
            fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True


class ServingLock:
    def __init__(self, folder: Path) -> None:
        self.path = folder / "serve.lock"
        self.info = folder / "serve.json"      # beside the lock: Windows cannot read a locked byte
        self._file: IO[bytes] | None = None

    def acquire(self, tournament: str, address: str) -> None:
        """Held from now on; LiveError ``live.running`` when a live program holds it."""
        file = open(self.path, "a+b")       # noqa: SIM115 — held open for as long as the server runs
        if not _lock(file):
            file.close()
            holder = self.holder()
            raise LiveError("live.running", name=tournament, pid=holder.get("pid", "?"),
                            address=holder.get("address", "?"))
        self._file = file
        self.update(address)

    @property
    def held(self) -> bool:
        return self._file is not None

    def update(self, address: str) -> None:
        """The address the judges reach now (the gate's port may be known only after the start)."""
        self.info.write_text(json.dumps({"pid": os.getpid(), "address": address}), encoding="utf-8")

    def holder(self) -> dict[str, object]:
        try:
            found = json.loads(self.info.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return found if isinstance(found, dict) else {}

    def release(self) -> None:
        file, self._file = self._file, None
        if file is not None:
            self.info.unlink(missing_ok=True)
            file.close()                    # closing the descriptor releases the lock
