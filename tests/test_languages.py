"""Languages are data: no module of app/, ui/ or reports/ branches on a language code, lists
the languages, or keeps a text per language in its fields.  The one list of languages is
``app.i18n.languages()``; every text is a message id worded through the catalogues
(resources/locale/<lang>/LC_MESSAGES/mafia.po, resources/translations/mafia_<lang>.ts), so a
language is added by its catalogue files and one entry of that list.  Read from the sources."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# The catalogue loader itself: the one list of languages and the default/source language.
LOADER = {"app/i18n.py"}
# Language codes a branch would name: the program's and any a new catalogue may bring.
CODES = {"ru", "en", "uk", "be", "kk", "de", "fr", "es", "pl"}


def _is_code(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value in CODES


def _defaults(tree: ast.AST) -> set[int]:
    """The ids of functions' default values: ``lang: str = "ru"`` names the default, it does
    not branch (and every such function words through the catalogue)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            found |= {id(d) for d in [*node.args.defaults, *node.args.kw_defaults] if d is not None}
    return found


def _name(node: ast.AST) -> str:
    return str(getattr(node, "id", None) or getattr(node, "attr", None) or getattr(node, "arg", ""))


def language_code_uses(source: str) -> list[tuple[int, str]]:
    """(line, what) for each place ``source`` names a language in code."""
    tree = ast.parse(source)
    defaults = _defaults(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and any(
                _is_code(side) or (isinstance(side, (ast.Tuple, ast.List, ast.Set)) and any(map(_is_code, side.elts)))
                for side in [node.left, *node.comparators]):
            found.append((node.lineno, "a branch on a language"))
        elif isinstance(node, (ast.Tuple, ast.List, ast.Set)) and sum(map(_is_code, node.elts)) >= 2:
            found.append((node.lineno, "a list of languages"))
        elif isinstance(node, ast.Attribute) and node.attr in ("ru", "en"):
            found.append((node.lineno, f"a text per language (.{node.attr})"))
        elif isinstance(node, (ast.Name, ast.Attribute, ast.arg)) and _name(node).endswith(("_ru", "_en")):
            found.append((node.lineno, "a text per language (a _ru/_en name)"))
        elif isinstance(node, ast.Subscript) and _is_code(node.slice):
            found.append((node.lineno, "a text per language (a [lang] key)"))
        elif isinstance(node, ast.Call) and any(_is_code(a) for a in node.args) and id(node) not in defaults:
            found.append((node.lineno, "a text worded in a named language"))
    return sorted(found)


def test_the_scan_finds_each_kind():
    source = ('x = a if lang == "en" else b\nfor lang in ("ru", "en"): pass\ny = t.ru\nz = title_en\n'
              'w = d["ru"]\nv = f.message("en")\ndef f(lang="ru"): pass\n')
    assert [line for line, _ in language_code_uses(source)] == [1, 2, 3, 4, 5, 6]


def test_no_module_names_a_language_in_code():
    found = {}
    for package in ("app", "ui", "reports"):
        for path in sorted((ROOT / package).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if name in LOADER or "/migrations/" in name:
                continue
            uses = language_code_uses(path.read_text(encoding="utf-8"))
            if uses:
                found[name] = uses
    assert not found, "name the language through app.i18n (languages(), DEFAULT, SOURCE) and word " \
        "texts through the catalogue:\n" + "\n".join(f"{k}: {v}" for k, v in found.items())
