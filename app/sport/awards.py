"""After the game: the titles and points of 8.20, checked against the chosen option."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..kernel.findings import Finding, templates
from ..kernel.outcomes import Winner

if TYPE_CHECKING:
    from .state import State


def check_awards(state: State) -> list[Finding]:
    awards = state.awards or {}
    out: list[Finding] = []

    def add(code: str, **params: Any) -> None:
        entry = templates()[code]
        out.append(Finding(entry["severity"], code, state.option_clause("awards"), None, None,
                           tuple(params.items())))

    choice = state.rules.choice("awards")
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
