"""The order in which people count rounds, tables and games: "2" before "10", numbers
before names.

>>> sorted(["10", "2", "финал", "1"], key=natural)
['1', '2', '10', 'финал']
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any


@lru_cache(maxsize=4096)
def _natural(text: str) -> tuple[tuple[int, int, str], ...]:
    # cached: the standings sort every game by round, game and table many times over
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in re.split(r"(\d+)", text) if p)


def natural(value: Any) -> tuple[tuple[int, int, str], ...]:
    """Rounds and tables sort as people count: "2" before "10", numbers before names."""
    return _natural("" if value is None else str(value))
