"""No module takes another module's private name (``_x``): what crosses from one module to
another is named in public by the module whose job it is, so a module can be read, and
split, at its interfaces.  Read from the sources with the boundary test's import reader
(lazy imports and those under ``if TYPE_CHECKING:`` count too); a private name reached
through an imported module (``host._note``) counts as well."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest
from test_boundaries import ROOT, import_statements
from test_import_cycles import module_file

PRODUCT = ("app", "ui", "reports")


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _module_names(path: Path, root: Path) -> dict[str, str]:
    """The names a file binds to modules of the tree (``import a.b as m``, ``from a import b``
    where ``b`` is a module), each with its module."""
    parts = path.relative_to(root).parts[:-1]
    bound: dict[str, str] = {}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    bound[alias.asname] = alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(list(parts[:len(parts) - (node.level - 1)]) + ([node.module] if node.module else []))
            for alias in node.names:
                if module_file(f"{base}.{alias.name}", root):
                    bound[alias.asname or alias.name] = f"{base}.{alias.name}"
    return {name: module for name, module in bound.items() if module_file(module, root)}


def private_names_taken(package: str, root: Path = ROOT) -> list[str]:
    """``file: module.name`` for every private name of another module of the tree that a
    file under ``package`` imports or reaches through an imported module."""
    found = [f"{where}: {module}.{name}"
             for where, module, names in import_statements(package, root)
             if module_file(module, root) not in (None, where)
             for name in names or () if _private(name)]
    for path in sorted((root / package).rglob("*.py")):
        modules = _module_names(path, root)
        where = path.relative_to(root).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            if isinstance(node, ast.Attribute) and _private(node.attr) and isinstance(node.value, ast.Name) \
                    and node.value.id in modules and module_file(modules[node.value.id], root) != where:
                found.append(f"{where}: {modules[node.value.id]}.{node.attr}")
    return found


@pytest.mark.parametrize("package", PRODUCT)
def test_no_module_takes_another_modules_private_name(package):
    assert private_names_taken(package) == []


def test_a_private_name_imported_or_reached_is_named(tmp_path):
    (tmp_path / "app" / "pkg").mkdir(parents=True)
    (tmp_path / "app" / "__init__.py").write_text("", encoding="utf-8")
    (tmp_path / "app" / "pkg" / "__init__.py").write_text("", encoding="utf-8")
    (tmp_path / "app" / "pkg" / "a.py").write_text("def _x():\n    pass\n\n\ndef y():\n    _x()\n",
                                                   encoding="utf-8")
    (tmp_path / "app" / "pkg" / "b.py").write_text(
        "from typing import TYPE_CHECKING\nfrom os import _exit\nfrom . import a\nfrom .a import y\n"
        "if TYPE_CHECKING:\n    from .a import _x\n\n\ndef f():\n    from app.pkg.a import _x as z\n"
        "    return a._x, a.y, a.__name__, z, _exit\n", encoding="utf-8")
    assert private_names_taken("app", tmp_path) == ["app/pkg/b.py: app.pkg.a._x", "app/pkg/b.py: app.pkg.a._x",
                                                    "app/pkg/b.py: app.pkg.a._x"]
