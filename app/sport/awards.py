"""After the game: the titles and points of 8.20, checked against the chosen option.

It asks the finished table (who played for which team, who won) the kernel's questions,
so the state that records the game stands above it and not beside it."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..kernel.findings import Finding, templates
from ..kernel.outcomes import Winner
from ..kernel.table import TableQuestions


def check_awards(state: TableQuestions, awards: Mapping[str, Any] | None, choice: str | None,
                 clause: str) -> list[Finding]:
    """The findings on ``awards`` (the game's ``awards`` block) under the option ``choice``
    of 8.20, each citing ``clause``."""
    awards = awards or {}
    out: list[Finding] = []

    def add(code: str, **params: Any) -> None:
        entry = templates()[code]
        out.append(Finding(entry["severity"], code, clause, None, None, tuple(params.items())))

    best_player = awards.get("best_player")
    best_move = list(awards.get("best_move_title") or [])
    if choice in ("titles_winner", "two_titles") and best_player in best_move:
        add("awards.two_titles", seat=best_player)
    winner = state.winner
    if choice == "titles_winner" and best_player is not None and winner in (Winner.RED, Winner.BLACK) \
            and Winner(state.players[best_player].team) != winner:
        add("awards.best_player_loser", seat=best_player)
    if choice == "best_player_only" and best_player is not None and winner in (Winner.RED, Winner.BLACK) \
            and Winner(state.players[best_player].team) == winner:
        add("awards.best_player_winner", seat=best_player)    # 8.20.3: "Он не должен быть игроком победившей команды"
    if choice == "two_titles" and len(best_move) > 1:
        add("awards.one_best_move", count=len(best_move))
    return out
