"""Two writers racing for one game's identity (two judges opening the same table at the same
moment on a shared PostgreSQL): the loser's write runs again and then finds the winner's game."""
from __future__ import annotations

import functools
from collections.abc import Callable
from typing import ParamSpec, TypeVar

from sqlalchemy.exc import IntegrityError

from .errors import IdentityConflict

_RACE_ATTEMPTS = 3
_P = ParamSpec("_P")
_R = TypeVar("_R")


class IdentityRace(Exception):
    """Another writer committed a game with this identity between our check and our
    insert (two judges opening the same table at the same moment on PostgreSQL)."""


def identity_taken(error: IntegrityError) -> bool:
    constraint = getattr(getattr(error.orig, "diag", None), "constraint_name", None)
    return constraint == "uq_games_identity" or "games.identity" in str(error.orig)


def race_retried(method: Callable[_P, _R]) -> Callable[_P, _R]:
    """Run a write again when it lost an identity race: the second run's own check then
    finds the other writer's committed game and raises the IdentityConflict that names
    it.  A writer never sees the database's IntegrityError."""
    @functools.wraps(method)
    def run(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        for _ in range(_RACE_ATTEMPTS):
            try:
                return method(*args, **kwargs)
            except IdentityRace:
                continue
        raise IdentityConflict("identity.race")
    return run

