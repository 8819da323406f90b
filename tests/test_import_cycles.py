"""No import cycle in app/, ui/ or reports/: every module stands on those it imports, lazy
imports inside functions included, so the house can be read (and split) from the bottom up.  The graph is
read from the sources with the boundary test's resolver.  An import under ``if TYPE_CHECKING:``
names a type for the checker and is never run, but a circle it closes still cuts one idea
across two modules: no circle is allowed, with or without the types.

The registry of editions (app/editions.py) stands above both editions and the kernel under
them (app/kernel/): nothing it imports imports it back, and neither edition imports the other."""
from __future__ import annotations

from pathlib import Path

import pytest
from test_boundaries import ROOT, import_statements, offending


def module_file(module: str, root: Path) -> str | None:
    """The file of ``module`` (``a.b`` is ``a/b.py`` or ``a/b/__init__.py``); None when it
    is not a module of the tree (a name defined in one, or another package's)."""
    path = root.joinpath(*module.split("."))
    for candidate in (path.with_suffix(".py"), path / "__init__.py"):
        if candidate.is_file():
            return candidate.relative_to(root).as_posix()
    return None


def import_graph(package: str, root: Path = ROOT, runtime_only: bool = True) -> dict[str, set[str]]:
    """File -> the files of ``package`` it imports.  ``from a import b`` reaches ``a/b.py``
    when ``b`` is a module, and ``a`` itself when ``b`` is a name ``a`` defines.  With
    ``runtime_only`` false, the imports that only name a type for the checker count too."""
    graph: dict[str, set[str]] = {p.relative_to(root).as_posix(): set()
                                  for p in sorted((root / package).rglob("*.py"))}
    for where, module, names in import_statements(package, root, runtime_only):
        submodules = [module_file(f"{module}.{name}", root) for name in names or ()]
        reached = [file for file in submodules if file is not None]
        if names is None or len(reached) < len(names):
            reached.append(module_file(module, root))
        graph[where] |= {file for file in reached
                         if file is not None and file != where and file.startswith(package + "/")}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle through each strongly connected group of files (Tarjan), as a path that
    returns to its start, so the message names every import to break."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = set()
            while True:
                top = stack.pop()
                group.add(top)
                if top == node:
                    break
            if len(group) > 1:
                groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return [_path_round(group, graph) for group in groups]


def _path_round(group: set[str], graph: dict[str, set[str]]) -> list[str]:
    """The shortest way from the group's first file back to itself, inside the group."""
    start = min(group)
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for nxt in sorted(graph[node] & group):
                if nxt == start:
                    return paths[node] + [start]
                if nxt not in paths:
                    paths[nxt] = paths[node] + [nxt]
                    following.append(nxt)
        frontier = following
    return sorted(group)


def test_app_has_no_import_cycle():
    found = [" -> ".join(cycle) for cycle in cycles(import_graph("app"))]
    assert found == []


def test_app_has_no_import_cycle_even_through_a_type():
    """A circle of imports closed only by a type (``if TYPE_CHECKING:``) still says that one
    idea was cut across two modules: none is allowed either."""
    found = [" -> ".join(cycle) for cycle in cycles(import_graph("app", runtime_only=False))]
    assert found == []


@pytest.mark.parametrize("package", ["ui", "reports"])
def test_the_windows_and_the_pdfs_have_no_import_cycle_even_through_a_type(package):
    """A window's helper (a dialog, a menu, an export) is typed against what it uses of the
    window, declared below the window (ui/sheet_window.py, ui/secretary/base.py), never against
    the window that imports it: a type-only import back up closes a circle like any other."""
    found = [" -> ".join(cycle) for cycle in cycles(import_graph(package, runtime_only=False))]
    assert found == []


def test_a_cycle_through_a_lazy_import_is_named(tmp_path):
    (tmp_path / "app" / "pkg").mkdir(parents=True)
    (tmp_path / "app" / "pkg" / "__init__.py").write_text("", encoding="utf-8")
    (tmp_path / "app" / "pkg" / "a.py").write_text("from . import b\n", encoding="utf-8")
    (tmp_path / "app" / "pkg" / "b.py").write_text("def f():\n    from app.pkg.c import g\n", encoding="utf-8")
    (tmp_path / "app" / "pkg" / "c.py").write_text(
        "from typing import TYPE_CHECKING\nfrom .a import x\nif TYPE_CHECKING:\n    from .b import f\n"
        "def g():\n    pass\n", encoding="utf-8")
    assert cycles(import_graph("app", tmp_path)) == [["app/pkg/a.py", "app/pkg/b.py", "app/pkg/c.py", "app/pkg/a.py"]]


def test_a_cycle_closed_by_a_type_only_import_is_named_when_types_count(tmp_path):
    (tmp_path / "app" / "pkg").mkdir(parents=True)
    (tmp_path / "app" / "pkg" / "__init__.py").write_text("", encoding="utf-8")
    (tmp_path / "app" / "pkg" / "a.py").write_text("from .b import f\n", encoding="utf-8")
    (tmp_path / "app" / "pkg" / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import x\ndef f():\n    pass\n",
        encoding="utf-8")
    assert cycles(import_graph("app", tmp_path)) == []
    assert cycles(import_graph("app", tmp_path, runtime_only=False)) == [
        ["app/pkg/a.py", "app/pkg/b.py", "app/pkg/a.py"]]


def test_a_name_taken_from_a_package_reaches_its_init_and_a_module_does_not(tmp_path):
    (tmp_path / "app" / "pkg").mkdir(parents=True)
    (tmp_path / "app" / "pkg" / "__init__.py").write_text("from .a import x\n", encoding="utf-8")
    (tmp_path / "app" / "pkg" / "a.py").write_text("x = 1\n", encoding="utf-8")
    (tmp_path / "app" / "pkg" / "b.py").write_text("from . import a\n", encoding="utf-8")
    (tmp_path / "app" / "pkg" / "c.py").write_text("from app.pkg import x\n", encoding="utf-8")
    graph = import_graph("app", tmp_path)
    assert graph["app/pkg/b.py"] == {"app/pkg/a.py"}
    assert graph["app/pkg/c.py"] == {"app/pkg/__init__.py"}



def test_neither_edition_imports_the_other():
    assert offending("app/sport", ("app.boulevard",)) == []
    assert offending("app/boulevard", ("app.sport",)) == []


def test_the_kernel_imports_neither_edition_nor_the_registry():
    assert offending("app/kernel", ("app.sport", "app.boulevard", "app.editions")) == []


def test_nothing_the_registry_imports_imports_it():
    """What stands under the registry (the editions, the kernel, the rule books) never asks
    it which edition a game is: the registry is the one place that knows both."""
    below = ("app/sport", "app/boulevard", "app/kernel", "app/rules")
    assert [hit for package in below for hit in offending(package, ("app.editions",))] == []


# What an edition may stand on besides itself: the kernel, the rule books, the file format,
# the questions of a table, and the program's own helpers.
SHARED = ("app.kernel", "app.rules", "app.format", "app.table_state", "app.i18n", "app.paths", "app.layouts")


def test_each_edition_stands_on_the_kernel_alone():
    outside = sorted({f"{where}: {module}"
                      for package in ("app/sport", "app/boulevard")
                      for where, module, _ in import_statements(package, runtime_only=True)
                      if module.startswith("app.") and not module.startswith(package.replace("/", "."))
                      and not any(module == s or module.startswith(s + ".") for s in SHARED)})
    assert outside == []


def test_the_tournament_reads_the_archive_it_is_given():
    """The storage keeps the tournament's records as rows and builds none of its objects;
    the tournament asks the archive object it is handed (``archive.secretary``) and makes
    its decisions and its setup from the rows (app.tournament.archived): neither imports
    the other.  The secretary's controller (app.secretary) stands above both."""
    assert offending("app/tournament", ("app.storage", "app.secretary")) == []
    assert offending("app/storage", ("app.tournament", "app.secretary")) == []
