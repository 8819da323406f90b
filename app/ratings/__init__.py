"""Persons across tournaments and their ratings: the archive as a federation's memory.

No Qt here.  ``formula`` holds the rating formulas (a registry by name, TOML files);
``persons`` links every seat of the archive to a person, with merges and splits kept in a
trail; ``engine`` rates the trusted games in order and keeps the result in the archive's
tables; ``table``, ``card`` and ``site`` read it (docs/ratings.md).
"""
from __future__ import annotations

from .errors import RatingError
from .formula import Formula, RatedGame, RatedSeat, Standing, formulas, get_formula, load_formula

__all__ = ["Formula", "RatedGame", "RatedSeat", "RatingError", "Standing", "formulas", "get_formula",
           "load_formula"]
