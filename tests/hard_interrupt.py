"""Ctrl+C stops a test run even while the main thread waits inside Qt's C++ event loop.

Python runs its SIGINT handler (KeyboardInterrupt, pytest's summary) only when the main thread
comes back to the interpreter; a nested event loop (a modal dialog, ``QEventLoop.exec``) may
never come back.  The C-level handler still writes the signal's number to the wakeup file
descriptor: a thread waiting there gives the interpreter a moment, and when no KeyboardInterrupt
came, prints every thread's stack (where it hung) and ends the run with 130, as a shell expects.
"""
from __future__ import annotations

import faulthandler
import os
import signal
import sys
import threading

GRACE = 3.0       # seconds for the interpreter's own KeyboardInterrupt before the hard stop


def install() -> None:
    """Called once from the main thread (pytest_configure); nothing where signals differ (Windows)."""
    if os.name != "posix" or threading.current_thread() is not threading.main_thread():
        return
    read, write = os.pipe()
    os.set_blocking(write, False)
    signal.set_wakeup_fd(write, warn_on_full_buffer=False)
    handled = threading.Event()
    python_handler = signal.getsignal(signal.SIGINT)

    def on_sigint(signum, frame):
        handled.set()
        if callable(python_handler):      # Python's default: KeyboardInterrupt
            python_handler(signum, frame)

    signal.signal(signal.SIGINT, on_sigint)

    def watch() -> None:
        while True:
            got = os.read(read, 64)
            if not got or signal.SIGINT not in got:
                continue
            if handled.wait(GRACE):
                handled.clear()
                continue
            sys.stderr.write("\ninterrupted (Ctrl+C) while the main thread waits outside Python; "
                             "where every thread was:\n")
            faulthandler.dump_traceback(all_threads=True)
            os._exit(130)

    threading.Thread(target=watch, name="hard-interrupt", daemon=True).start()
