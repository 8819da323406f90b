"""A package's public names imported when first used (PEP 562's module ``__getattr__``).

The sheet's first window reaches the archive's error types and the tournament's points; with
eager package imports that pulled SQLAlchemy, Alembic and cryptography into every start
(issue 40 §6). A package names its exports by submodule and hands this module's
``__getattr__`` to the interpreter; type checkers read the same names from a
``TYPE_CHECKING`` block beside it (``tests/test_lazy.py`` holds the two equal).

>>> import sys, types
>>> package = types.ModuleType("demo")
>>> sys.modules["demo"] = package
>>> getattr_, dir_, names = attach("demo", {"json": ["dumps"]})
>>> names
['dumps']
>>> getattr_("dumps")({"a": 1})
'{"a": 1}'
>>> getattr_("loads")
Traceback (most recent call last):
AttributeError: module 'demo' has no attribute 'loads'
"""
from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterable, Mapping
from typing import Any


def attach(package: str, exports: Mapping[str, Iterable[str]]
           ) -> tuple[Callable[[str], Any], Callable[[], list[str]], list[str]]:
    """``(__getattr__, __dir__, __all__)`` for ``package``, whose names are listed by the
    module that defines them (relative names are taken relative to the package)."""
    where = {name: module for module, names in exports.items() for name in names}

    def __getattr__(name: str) -> Any:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module, package), name)
        setattr(sys.modules[package], name, value)      # the next access is a plain lookup
        return value

    def __dir__() -> list[str]:
        return sorted(set(vars(sys.modules[package])) | set(where))

    return __getattr__, __dir__, sorted(where)
