"""Taking the secretary's decisions: find the game, check the decision makes sense, fill
in what it replaces, and journal it — in the archive (with a new revision of a signed
game) or in a journal file beside the judges' files.

>>> import tempfile, pathlib
>>> from app.sport import sample_game
>>> journal = pathlib.Path(tempfile.mkdtemp()) / JOURNAL_NAME
>>> t = Tournament.from_docs([("t1.json", sample_game())], verdicts={})
>>> d = decide(t, "р1/с1", "correct", author="Петрова", reason="опечатка", field="extra", seat=3, new=0.5,
...            journal=journal)
>>> d.old, d.new, [x.kind for x in read_journal(journal)]
(0.4, 0.5, ['correct'])
>>> decide(t, "t9.json", "exclude", author="Петрова", reason="x", journal=journal)
Traceback (most recent call last):
...
app.tournament.decisions.DecisionError: игры «t9.json» в турнире нет
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from .archived import journal_decision
from .decisions import Decision, DecisionError, append_journal, apply_correction, read_journal
from .games import Tournament, TournamentGame

# The journal of a tournament of files lives beside them; not *.json, so that a folder's
# game files never include it.
JOURNAL_NAME = "secretary.journal"

_PLACE = re.compile(r"^\s*[рr]\s*(\w+)\s*/\s*[сt]\s*(\w+)\s*(?:/\s*[иg]\s*(\w+))?\s*$", re.IGNORECASE)


def default_journal(paths: list[str]) -> Path | None:
    """``secretary.journal`` in the first folder given (or beside the first file)."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            return path / JOURNAL_NAME
        if path.exists():
            return path.parent / JOURNAL_NAME
    return None


def find_game(tournament: Tournament, what: str) -> TournamentGame:
    """A game by label ("#12", a file), place ("р3/с2", "r3/t2"), reference or the start
    of its fingerprint (at least 8 characters)."""
    what = what.strip()
    every = tournament.games + tournament.left_out
    found = tournament.by_ref(what)
    if found is not None:
        return found
    by_name = [g for g in every if Path(g.label).name == what or g.label.endswith("/" + what)]
    if len(by_name) == 1:
        return by_name[0]
    m = _PLACE.match(what)
    if m:
        at = [g for g in every if (g.round, g.table) == (m.group(1), m.group(2))
              and (m.group(3) is None or g.game == m.group(3))]
        if len(at) == 1:
            return at[0]
        if len(at) > 1:
            raise DecisionError("decision.ambiguous", game=what, labels=", ".join(g.label for g in at))
    if len(what) >= 8:
        by_fp = [g for g in every if g.fingerprint.startswith(what.lower())
                 or g.original_fingerprint.startswith(what.lower())]
        if len(by_fp) == 1:
            return by_fp[0]
    raise DecisionError("decision.unknown_game", game=what)


def decide(tournament: Tournament, what: str, kind: str, *, author: str, reason: str,
           field: str | None = None, seat: int | None = None, new: Any = None,
           archive: Any = None, journal: str | Path | None = None, identity: Any = None) -> Decision:
    """Take one decision about the game ``what`` names and journal it: in ``archive``
    (the tournament's journal there, and a new revision of a signed game it corrects)
    or in the ``journal`` file.  ``identity`` (app.signing): a correction is signed by it,
    a revision over the judge's signed protocol."""
    game = find_game(tournament, what)
    if kind == "include" and game.forged:
        raise DecisionError("decision.forged", game=game.label)
    place = f"{game.round}/{game.table}" if game.place else None
    if kind == "choose":
        if game.set_aside is None or game.set_aside.code not in ("game.conflict", "game.not_chosen"):
            if not any(i.code == "game.conflict" for i in tournament.issues if i.game == game.label):
                raise DecisionError("decision.not_conflict", game=game.label)
    decision = Decision(kind, game.ref, author, reason, field, seat, new, place=place)
    if kind == "correct":
        corrected, old = apply_correction(game.doc, decision)
        decision = Decision(kind, game.ref, author, reason, field, seat, new, old, decision.at, place,
                            sign_correction(corrected, identity) if identity is not None else None)
    if archive is not None:
        if kind == "correct" and game.label.startswith("#"):
            # the archive's own trail shows it too: a new revision of a signed game, a
            # journalled replacement of a finished one (a game still being recorded is
            # the judge's: the journal alone corrects it, on top of what the judge sends)
            stored = archive.game(int(game.label[1:]))
            fixed, _ = apply_correction(stored.document, decision)
            if stored.signed:
                archive.correct_game(stored.id, fixed, stored.version, author=author, reason=reason)
            elif stored.status == "finished":
                archive.replace_document(stored.id, fixed, stored.version, author=author, reason=reason)
        journal_decision(archive, tournament.name or "", decision)
    elif journal is not None:
        append_journal(journal, [decision])
    else:
        raise DecisionError("decision.nowhere")
    return decision


def sign_correction(corrected: dict, identity: Any) -> dict:
    """The secretary's signature of the corrected protocol (app.signing.sign_game: over
    the judge's signature, a new revision whose ``supersedes`` is the judge's document)."""
    from app import editions
    from app.signing import SigningError, sign_game
    try:
        signed = sign_game(corrected, identity, finished=editions.replay(corrected).is_game_over())
    except SigningError as error:
        raise DecisionError("decision.not_signed", reason=error) from error
    return signed["signature"]


__all__ = ["JOURNAL_NAME", "decide", "default_journal", "find_game", "read_journal", "sign_correction"]
