"""Subcommands of ``mafia-protocol``, one module each.

A module here defines ``NAME``, ``HELP``, ``add_arguments(parser)`` and ``run(args) -> int``,
and gets one line in ``COMMANDS`` of app/cli.py, so that running it imports that module only.
A module missing there is still found by ``discover()``, at the price of importing them all.
"""
from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType


def discover() -> list[ModuleType]:
    found = []
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        if hasattr(module, "NAME") and hasattr(module, "run"):
            found.append(module)
    return found
