"""The rooms stay apart: the domain and the reports never import Qt, only the entry points
start a window, and the windows never import the command line.  Read from the sources, so a
lazy import inside a function counts too."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# The commands that open a window: the GUI by default, and the secretary's window.
WINDOW_ENTRY_POINTS = {"app/cli.py", "app/commands/secretary.py"}


def imported_modules(package: str, root: Path = ROOT):
    """(file, module) for every absolute import statement under ``package``."""
    for path in sorted((root / package).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    yield path.relative_to(root).as_posix(), alias.name
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                yield path.relative_to(root).as_posix(), node.module


def offending(package: str, forbidden: tuple[str, ...], root: Path = ROOT, allowed=frozenset()) -> list[str]:
    return [f"{path}: {module}" for path, module in imported_modules(package, root)
            if path not in allowed and any(module == f or module.startswith(f + ".") for f in forbidden)]


@pytest.mark.parametrize("package", ["app", "reports"])
def test_the_domain_and_the_reports_do_not_import_qt(package):
    assert offending(package, ("PySide6", "shiboken6")) == []


def test_only_the_entry_points_of_the_domain_open_a_window():
    assert offending("app", ("ui",), allowed=WINDOW_ENTRY_POINTS) == []


def test_the_windows_do_not_import_the_command_line():
    assert offending("ui", ("app.cli", "app.commands")) == []


def test_the_reports_do_not_import_the_windows_or_the_command_line():
    assert offending("reports", ("ui", "app.cli", "app.commands")) == []


def test_a_lazy_import_of_qt_is_caught(tmp_path):
    (tmp_path / "fake").mkdir()
    (tmp_path / "fake" / "m.py").write_text("def f():\n    from PySide6.QtCore import QObject\n",
                                            encoding="utf-8")
    assert offending("fake", ("PySide6",), root=tmp_path) == ["fake/m.py: PySide6.QtCore"]
