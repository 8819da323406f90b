"""What the archive indexes about a game, all read off the engine's replay.

Nothing here decides a rule: the winner, who left and how, the fouls and the best move
come from the registry's replay (:func:`app.editions.replay`); the awards are copied as the judges wrote them.

>>> from app.sport import sample_game
>>> facts = derive(sample_game())
>>> facts.game["winner"], facts.game["status"], facts.identity
('red', 'finished', 'meta:Осенний кубок\\x1f1\\x1f1\\x1f1')
>>> [(s["seat"], s["role"], s["result"], s["left_how"]) for s in facts.seats][:4]
[(1, 'citizen', 'win', None), (2, 'citizen', 'win', None), (3, 'sheriff', 'win', 'killed'),
 (4, 'citizen', 'win', 'killed')]
"""
from __future__ import annotations

import copy
import hashlib
from dataclasses import dataclass
from datetime import date
from typing import Any

from app import editions
from app.jsonwriting import compact_text, sorted_bytes
from app.kernel import Winner

_SEP = "\x1f"   # cannot appear in a label typed at the table


@dataclass(frozen=True)
class Facts:
    identity: str | None        # None: the game has no tournament/round/table in meta
    fingerprint: str
    place: tuple[str, str, str, str | None] | None   # tournament, round, table, game
    game: dict[str, Any]
    seats: list[dict[str, Any]]


def canonical(doc: dict[str, Any]) -> str:
    """The stored text of a document: compact, keys in the writer's order."""
    return compact_text(doc)


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def content(doc: dict[str, Any]) -> dict[str, Any]:
    """The game without the archive's own annotation (``players[].id``, added on export),
    so that a judge's file and its exported copy are the same game."""
    if not any("id" in p for p in doc.get("players", [])):
        return doc
    bare = copy.copy(doc)
    bare["players"] = [{k: v for k, v in p.items() if k != "id"} for p in doc["players"]]
    return bare


def fingerprint(doc: dict[str, Any]) -> str:
    """SHA-256 of the content compact with its keys sorted (unlike app.signing's, the
    signature is part of it)."""
    return hashlib.sha256(sorted_bytes(content(doc))).hexdigest()


def label(value: Any) -> str | None:
    """meta's round/table/game are ints or strings; "3" and 3 are the same round."""
    if value is None:
        return None
    return str(value).strip()


def place(doc: dict[str, Any]) -> tuple[str, str, str, str | None] | None:
    meta = doc.get("meta") or {}
    tournament = (meta.get("tournament") or "").strip()
    round_, table = label(meta.get("round")), label(meta.get("table"))
    if not (tournament and round_ and table):
        return None
    return tournament, round_, table, label(meta.get("game"))


def identity(where: tuple[str, str, str, str | None] | None) -> str | None:
    if where is None:
        return None
    return "meta:" + _SEP.join(part or "" for part in where)


def derive(doc: dict[str, Any]) -> Facts:
    """The searchable facts of a validated document."""
    state = editions.replay(doc)
    meta = doc.get("meta") or {}
    awards = doc.get("awards") or {}
    where = place(doc)
    winner = state.winner
    game = {
        "status": state.status,
        "winner": winner,
        "outcome_reason": state.outcome.reason if state.outcome else None,
        "declared_winner": (doc.get("result") or {}).get("winner"),
        "played_on": date.fromisoformat(meta["date"]) if meta.get("date") else None,
        "judge": (meta.get("judge") or "").strip() or None,
        "ruleset": state.rules.preset,
        "game_label": where[3] if where else label(meta.get("game")),
        "events": sum(len(p.get("events", [])) for p in doc.get("phases", [])),
        "errors": len(state.errors()),
    }
    extra, penalty = awards.get("extra_points") or {}, awards.get("penalty_points") or {}
    cards, best_player = awards.get("cards") or {}, awards.get("best_player")
    best_move = state.best_move
    seats = []
    for seat in sorted(state.players):
        player = state.players[seat]
        if winner is None:
            result = None
        elif winner == Winner.DRAW:
            result = "draw"
        else:
            result = "win" if player.team == winner else "loss"   # a side and a winner: one word (str enums)
        seats.append({
            "seat": seat,
            "name": player.name.strip(),
            "role": player.role,
            "team": player.team,
            "result": result,
            "left_how": player.left.how if player.left else None,
            "left_phase": player.left.phase if player.left else None,
            "fouls": player.fouls,
            "extra_points": extra.get(str(seat)),
            "penalty_points": penalty.get(str(seat)),
            "best_player": best_player == seat,
            "best_move_hits": best_move.hits if best_move and best_move.seat == seat else None,
            "card": cards.get(str(seat)),
        })
    return Facts(identity(where), fingerprint(doc), where, game, seats)
