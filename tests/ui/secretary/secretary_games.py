"""A small tournament of judges' files for the secretary's window tests: every status of
the grid, a duplicate, a conflict, a forgery and an unreadable file.

Imported by name from the test modules (like tests/app/tournament/tournament_builder.py).
"""
from __future__ import annotations

import copy
import json
from pathlib import Path

from rehearsal import rehearsal_game, rehearsal_tournament

from app.signing import create_identity, sign_game
from app.tournament import SeatingRequest, generate_seating

NAME = "Кубок секретаря"


def counting_unsigned(preset=None):
    """The regulation with ``[games] unsigned = true``: most of these protocols are not
    signed, and every preset sets an unsigned protocol aside."""
    from app.tournament import get_regulation
    return get_regulation(preset).admitting(unsigned=True)


def schedule():
    """20 players, 2 tables, 3 games each: 3 rounds."""
    return generate_seating(SeatingRequest(players=20, tables=2, games=3, seed=5, effort=0.1))


def in_progress(doc: dict) -> dict:
    """The same game as the judge has it mid-way: the first day and night, no result."""
    mid = copy.deepcopy(doc)
    mid.pop("result", None)
    mid.pop("awards", None)
    mid["phases"] = mid["phases"][:3]
    return mid


def write(folder: Path, label: str, doc: dict) -> Path:
    path = folder / label
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


def judges_folder(folder: Path, stranger_home: Path) -> dict[str, str]:
    """Files of rounds 1–3 at tables 1–2; returns the status each place must show.

    The user's own key (in MAFIA_PROTOCOL_HOME) is trusted, a stranger's is not."""
    folder.mkdir(parents=True, exist_ok=True)
    own = create_identity("Главный судья", "пароль-судьи")
    stranger = create_identity("Незнакомец", "пароль-чужой", stranger_home)
    games = dict(rehearsal_tournament(schedule(), name=NAME, discipline=0.0))
    write(folder, "r1-t1.json", sign_game(games["r1-t1.json"], own))             # verified
    write(folder, "r1-t2.json", sign_game(games["r1-t2.json"], stranger))        # unknown signer: not counted
    write(folder, "r2-t1.json", games["r2-t1.json"])                             # finished
    write(folder, "second-copy-r2-t1.json", games["r2-t1.json"])                        # a duplicate
    write(folder, "r2-t2.json", in_progress(games["r2-t2.json"]))                # in progress
    forged = sign_game(games["r3-t1.json"], own)
    forged["awards"] = {"extra_points": {"1": 0.5}}
    write(folder, "r3-t1.json", forged)                                          # tampered
    other = rehearsal_game([p["name"] for p in games["r3-t2.json"]["players"]], seed="other",
                           meta=games["r3-t2.json"]["meta"], discipline=0.0)
    write(folder, "r3-t2.json", games["r3-t2.json"])                             # a conflict …
    write(folder, "r3-t2-again.json", other)                                     # … of two protocols
    (folder / "broken.json").write_text("{\"format\": ", encoding="utf-8")       # unreadable
    # r1/t2: signed by a stranger, which the default regulation does not count
    return {("1", "1"): "verified", ("1", "2"): "has_errors", ("2", "1"): "finished",
            ("2", "2"): "in_progress", ("3", "1"): "has_errors", ("3", "2"): "has_errors"}
