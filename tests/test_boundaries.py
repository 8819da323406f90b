"""The rooms stay apart: the domain and the reports never import Qt, only the entry points
start a window, and the windows never import the command line.  Read from the sources, so a
lazy import inside a function counts too."""
from __future__ import annotations

import ast
from collections import deque
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# The commands that open a window: the GUI by default, and the secretary's window.
WINDOW_ENTRY_POINTS = {"app/cli.py", "app/commands/secretary.py"}
# The command line itself: the entry points and the commands with their text renderers.
COMMAND_LINE = frozenset({"app/cli.py", "app/__main__.py"}
                         | {p.relative_to(ROOT).as_posix() for p in (ROOT / "app" / "commands").rglob("*.py")})


def _statements(tree: ast.AST, runtime_only: bool):
    """Every node of ``tree``; with ``runtime_only``, not the body of ``if TYPE_CHECKING:``
    (an import there names a type for the checker and is never run)."""
    todo = deque([tree])
    while todo:
        node = todo.popleft()
        yield node
        if runtime_only and isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            todo.extend(node.orelse)
            continue
        todo.extend(ast.iter_child_nodes(node))


def import_statements(package: str, root: Path = ROOT, runtime_only: bool = False):
    """(file, module, names) for every import statement under ``package``: ``names`` is what
    ``from module import …`` takes (None for ``import module``).  A relative import is
    resolved against the file's package (``from ..commands import x`` in ``app/storage/y.py``
    is ``app.commands``)."""
    for path in sorted((root / package).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        where = path.relative_to(root).as_posix()
        for node in _statements(tree, runtime_only):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    yield where, alias.name, None
            elif isinstance(node, ast.ImportFrom):
                if node.level == 0:
                    module = node.module or ""
                else:
                    package_parts = path.relative_to(root).parts[:-1]   # a module's or __init__'s package
                    base = list(package_parts[:len(package_parts) - (node.level - 1)])
                    module = ".".join(base + ([node.module] if node.module else []))
                yield where, module, tuple(alias.name for alias in node.names)


def imported_modules(package: str, root: Path = ROOT, runtime_only: bool = False):
    """(file, module) for every import statement under ``package``; ``from a import b`` gives
    ``a`` and ``a.b`` (``b`` may be a module: ``from .. import commands``)."""
    for where, module, names in import_statements(package, root, runtime_only):
        yield where, module
        for name in names or ():
            yield where, f"{module}.{name}"


def offending(package: str, forbidden: tuple[str, ...], root: Path = ROOT, allowed=frozenset()) -> list[str]:
    return [f"{path}: {module}" for path, module in imported_modules(package, root)
            if path not in allowed and any(module == f or module.startswith(f + ".") for f in forbidden)]


@pytest.mark.parametrize("package", ["app", "reports"])
def test_the_domain_and_the_reports_do_not_import_qt(package):
    assert offending(package, ("PySide6", "shiboken6")) == []


def test_only_the_entry_points_of_the_domain_open_a_window():
    assert offending("app", ("ui",), allowed=WINDOW_ENTRY_POINTS) == []


def test_the_domain_does_not_import_the_command_line():
    """The command line is presentation: the domain's core never reaches up into it."""
    assert offending("app", ("app.cli", "app.commands"), allowed=COMMAND_LINE) == []


def test_the_domain_does_not_import_the_reports():
    """The PDFs are drawn from the domain's snapshot; only the command line hands a game to
    them (the windows, in ui/, do too)."""
    assert offending("app", ("reports",), allowed=COMMAND_LINE) == []


def test_the_windows_do_not_import_the_command_line():
    assert offending("ui", ("app.cli", "app.commands")) == []


def test_the_reports_do_not_import_the_windows_or_the_command_line():
    assert offending("reports", ("ui", "app.cli", "app.commands")) == []


def test_a_lazy_import_of_qt_is_caught(tmp_path):
    (tmp_path / "fake").mkdir()
    (tmp_path / "fake" / "m.py").write_text("def f():\n    from PySide6.QtCore import QObject\n",
                                            encoding="utf-8")
    assert offending("fake", ("PySide6",), root=tmp_path) == ["fake/m.py: PySide6.QtCore",
                                                             "fake/m.py: PySide6.QtCore.QObject"]


def test_a_relative_import_of_the_command_line_is_caught(tmp_path):
    (tmp_path / "app" / "storage").mkdir(parents=True)
    (tmp_path / "app" / "storage" / "m.py").write_text("from ..commands import db\nfrom .. import cli\n",
                                                        encoding="utf-8")
    (tmp_path / "app" / "__init__.py").write_text("from .cli import main\n", encoding="utf-8")
    assert offending("app", ("app.cli", "app.commands"), root=tmp_path) == [
        "app/__init__.py: app.cli", "app/__init__.py: app.cli.main",
        "app/storage/m.py: app.commands", "app/storage/m.py: app.commands.db", "app/storage/m.py: app.cli"]


@pytest.mark.parametrize("package", ["app", "ui", "reports"])
def test_the_program_knows_nothing_of_the_test_corpus(package):
    """The corpus's expected outcomes live in tests/expected/, so a folder of games is read
    like any judge's folder; no product module names them."""
    said = [f"{path.relative_to(ROOT).as_posix()}: {word}"
            for path in sorted((ROOT / package).rglob("*.py"))
            for word in (".expected.json", "tests/games", "tests/expected")
            if word in path.read_text(encoding="utf-8")]
    assert said == []


@pytest.mark.parametrize("package", ["app", "ui", "reports"])
def test_the_program_s_own_files_are_found_in_one_place(package):
    """Fonts, icons, translations, rule books and schemas are found in their packages' folders
    by app/paths.py (as their import specs name them, in the PyInstaller bundle too), not by
    walking up from a module."""
    walks = [path.relative_to(ROOT).as_posix() for path in sorted((ROOT / package).rglob("*.py"))
             if "Path(__file__)" in path.read_text(encoding="utf-8")]
    assert walks == []


MODULE_LINES = 450


@pytest.mark.parametrize("package", ["app", "ui", "reports"])
def test_every_module_reads_in_one_sitting(package):
    """A module over ~450 lines is split by what it does (docs/architecture.md, "Habits")."""
    long = [f"{path.relative_to(ROOT).as_posix()}: {lines} lines"
            for path in sorted((ROOT / package).rglob("*.py"))
            if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MODULE_LINES]
    assert long == []


def test_the_windows_reach_the_archive_through_their_controllers():
    """The secretary's window and its helpers ask ``app.secretary.OpenTournament``, the judge's
    sheet and its dialogs ``app.open_game.OpenGame`` and ``app.judge`` (issue 40 §1): no window
    opens, reads or writes the archive or the live tournament's server itself, nor names a type
    of theirs (an import under ``TYPE_CHECKING`` counts too)."""
    assert offending("ui", ("app.storage",)) == []


def test_the_storage_builds_no_tournament():
    """The archive keeps rows; ``app.tournament`` makes its objects of them (issue 40 §1)."""
    assert offending("app/storage", ("app.tournament",)) == []
