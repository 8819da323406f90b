"""The foul limits (the foul that costs a speech, the one that removes) live in the ruleset
(``app.rules.ruleset.FoulLimits``) and nowhere else: the engine asks ``state.rules.fouls``,
the views the snapshot's ``fouls``.  Read from the sources of every room, so that a view
counting four boxes of its own is found."""
from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULESET = "app/rules/ruleset.py"
# a count of fouls: fouls, p.fouls, player.fouls, total_fouls (technical fouls have limits of their own)
_FOULS = re.compile(r"(^|_)fouls$")


def _names(node: ast.AST) -> set[str]:
    out = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name):
            out.add(sub.id)
        elif isinstance(sub, ast.Attribute):
            out.add(sub.attr)
    return out


def _counts_fouls(node: ast.AST) -> bool:
    return any(_FOULS.search(name) and not name.startswith("tech") for name in _names(node))


def _number(node: ast.AST) -> bool:
    """An integer literal beyond 0 and 1 (counting up and 'any at all' are not limits)."""
    return isinstance(node, ast.Constant) and type(node.value) is int and node.value >= 2


def _range_of_a_number(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range" \
        and any(_number(arg) for arg in node.args)


def foul_literals(source: str) -> list[int]:
    """The lines where a count of fouls meets a number: compared with it (``fouls == 4``), in
    arithmetic with it (``4 - p.fouls``), or a loop over ``range(4)`` that draws the fouls."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            if any(_counts_fouls(o) for o in operands) and any(_number(o) for o in operands):
                lines.append(node.lineno)
        elif isinstance(node, ast.BinOp):
            if _counts_fouls(node) and (_number(node.left) or _number(node.right)):
                lines.append(node.lineno)
        elif isinstance(node, ast.For):
            if _range_of_a_number(node.iter) and any(_counts_fouls(stmt) for stmt in node.body):
                lines.append(node.lineno)
        elif isinstance(node, (ast.ListComp, ast.GeneratorExp, ast.SetComp)):
            if any(_range_of_a_number(g.iter) for g in node.generators) and _counts_fouls(node.elt):
                lines.append(node.lineno)
    return sorted(set(lines))


def test_the_checker_finds_the_limits_the_rooms_used_to_write():
    old = ("if player.fouls == 4:\n    pass\n"
           "red = QColor('#c62828') if fouls >= 3 else None\n"
           "marks = '●' * p.fouls + '○' * max(0, 4 - p.fouls)\n"
           "boxes = [cross(i < p.fouls) for i in range(4)]\n"
           "for i in range(4):\n    fill(i < fouls)\n")
    assert foul_literals(old) == [1, 3, 4, 5, 6]
    assert foul_literals("if player.tech_fouls == 2:\n    pass\nplayer.fouls += 1\nif fouls > 0:\n    pass\n") == []


def test_no_foul_limit_is_written_outside_the_ruleset():
    found = []
    for room in ("app", "ui", "reports"):
        for path in sorted((ROOT / room).rglob("*.py")):
            where = path.relative_to(ROOT).as_posix()
            if where == RULESET:
                continue
            found += [f"{where}:{line}" for line in foul_literals(path.read_text(encoding="utf-8"))]
    assert found == []
