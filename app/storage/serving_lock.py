"""One server per tournament (issue 37 §2): the program that serves a tournament holds a lock
on ``serve.lock`` in the tournament's folder for as long as it serves, with its process id and
the judges' address written in it.  The operating system releases the lock when the process
ends however it ends (a crash, ``kill -9``, a closed lid that never came back), so a second
start finds it held only while the first program is alive, and refuses in one line naming it,
rather than stopping the first one's cluster under its judges' feet.

``serve --stop`` asks the program serving a tournament to stop by writing ``serve.stop`` beside
the lock, which the server looks for twice a second, and waits for the lock to be released: a
stop that needs no signal, for Windows, where a console's Ctrl+Break cannot be aimed at one
program from another console, and reaches the cluster's processes as well as the server's.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> first = ServingLock(folder); first.acquire("Кубок", "127.0.0.1:55432")
>>> try:
...     ServingLock(folder).acquire("Кубок", "127.0.0.1:55433")
... except LiveError as error:
...     print(error.message("en").replace(str(os.getpid()), "PID").split(": ")[0])
the tournament «Кубок» is already served by another program (process PID, at 127.0.0.1:55432)
>>> ServingLock(folder).served(), first.stop_requested
(True, False)
>>> ServingLock(folder).request_stop(); first.stop_requested
True
>>> first.release(); ServingLock(folder).served()
False
>>> second = ServingLock(folder); second.acquire("Кубок", "127.0.0.1:55433"); second.stop_requested
False
>>> second.release()
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

    def _unlock(file: IO[bytes]) -> None:
        # Windows releases a closed file's lock only "eventually": a probe gives it back at once
        file.seek(0)
        msvcrt.locking(file.fileno(), msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(file: IO[bytes]) -> bool:
        try:
            fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(file: IO[bytes]) -> None:
        fcntl.flock(file.fileno(), fcntl.LOCK_UN)


class ServingLock:
    def __init__(self, folder: Path) -> None:
        self.path = folder / "serve.lock"
        self.info = folder / "serve.json"      # beside the lock: Windows cannot read a locked byte
        self.stop_request = folder / "serve.stop"
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
        self.stop_request.unlink(missing_ok=True)     # left by a stop that came after its server ended
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
            self.stop_request.unlink(missing_ok=True)
            file.close()                    # closing the descriptor releases the lock

    def served(self) -> bool:
        """Whether a live program holds the lock (this one included), probed without keeping it."""
        if self._file is not None:
            return True
        if not self.path.exists():
            return False
        with open(self.path, "a+b") as file:
            if not _lock(file):
                return True
            _unlock(file)
        return False

    def request_stop(self) -> None:
        """Asks the program holding the lock to stop (it sees the request within a second)."""
        self.stop_request.write_text(str(os.getpid()), encoding="utf-8")

    @property
    def stop_requested(self) -> bool:
        return self.stop_request.exists()
