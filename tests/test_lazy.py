"""The packages whose names are imported when first used (app/lazy.py) name the same things for
the type checker and at run time, and every name resolves."""
from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LAZY_PACKAGES = ["app.storage", "app.tournament", "app.boulevard"]


def _checked_names(package: str) -> set[str]:
    """The names imported under ``if TYPE_CHECKING:`` in the package's __init__, as re-exported."""
    tree = ast.parse((ROOT / package.replace(".", "/") / "__init__.py").read_text(encoding="utf-8"))
    names = set()
    for node in tree.body:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for statement in node.body:
                if isinstance(statement, ast.ImportFrom) and statement.level == 1:
                    names |= {alias.asname for alias in statement.names if alias.asname}
    return names


@pytest.mark.parametrize("package", LAZY_PACKAGES)
def test_the_type_checker_and_the_run_time_name_the_same_exports(package):
    module = importlib.import_module(package)
    lazy_names = set(module.__all__) - {"connect", "open_archive"}
    assert _checked_names(package) == lazy_names


@pytest.mark.parametrize("package", LAZY_PACKAGES)
def test_every_exported_name_resolves(package):
    module = importlib.import_module(package)
    for name in module.__all__:
        assert getattr(module, name) is not None, name
    assert set(module.__all__) <= set(dir(module))
