"""Hand-made games for the tournament tests: say who leaves each day and night, and the
builder writes the nominations, votes and shots in an order the engine accepts.

Imported by name from the test modules (no conftest.py: it would shadow the suite's own).
The default roles are the suite's: sheriff 3, mafia 5 and 9, don 7.
"""
from __future__ import annotations

from app import editions

ROLES = ["citizen", "citizen", "sheriff", "citizen", "mafia", "citizen", "don", "citizen", "mafia", "citizen"]


class Table:
    def __init__(self, names, *, roles=ROLES, ids=None, meta=None, ruleset="league"):
        players = []
        for i, (name, role) in enumerate(zip(names, roles)):
            p = {"seat": i + 1, "name": name, "role": role}
            if ids is not None and ids[i] is not None:
                p["id"] = ids[i]
            players.append(p)
        self.doc = {"format": "mafia-game/1", "ruleset": ruleset, "players": players,
                    "phases": [{"phase": "N0", "events": []}]}
        if meta:
            self.doc["meta"] = dict(meta)
        self.days = 0

    @property
    def state(self):
        return editions.replay(self.doc)

    def _events(self):
        return self.doc["phases"][-1]["events"]

    def day(self, leave=None, best_move=None):
        """A day in which ``leave`` is voted out (None: nobody is nominated)."""
        self.days += 1
        self.doc["phases"].append({"phase": f"D{self.days}", "events": []})
        events = self._events()
        if best_move is not None:
            seat, guess = best_move
            events.append({"type": "best_move", "seat": seat, "guess": list(guess)})
        if leave is None:
            return self
        state = self.state
        alive = state.at_table()
        order = state.days[f"D{self.days}"].order
        decoy = next(s for s in order if s != leave)
        ballot = next([(a, x), (b, y)] for x, y in ((leave, decoy), (decoy, leave))
                      for i, a in enumerate(order) if a != x for b in order[i + 1:] if b != y)
        for by, target in ballot:
            events.append({"type": "nominate", "by": by, "target": target})
        cut = len(alive) // 2 + 1
        rest = [s for s in alive if s != leave]
        hands = {leave: sorted(rest[:cut]), decoy: sorted(rest[cut:] + [leave])}
        for _, target in ballot:
            events.append({"type": "vote", "round": 1, "candidate": target, "voters": hands[target]})
        return self

    def night(self, kill=None):
        """A night in which the blacks at the table shoot ``kill`` (None: they miss)."""
        self.doc["phases"].append({"phase": f"N{self.days}", "events": []})
        state = self.state
        blacks = [s for s in state.at_table() if state.players[s].team == "black"]
        if kill is None:
            shots = {str(s): None for s in blacks}
        else:
            shots = {str(s): kill for s in blacks}
        self._events().append({"type": "shooting", "shots": shots})
        return self

    def event(self, **event):
        self._events().append(event)
        return self

    def finish(self, awards=None, allow_errors=False):
        state = self.state
        assert state.is_game_over(), "the script does not end the game"
        self.doc["result"] = {"winner": state.winner}
        if awards:
            self.doc["awards"] = awards
        errors = [f.code for f in editions.replay(self.doc).errors()]
        assert allow_errors or not errors, errors
        return self.doc


def red_win(names, *, extra=None, meta=None, ids=None, final_fouls=None):
    """Red wins in D3. Night 1 kills seat 4 (a citizen), whose best move names 5, 7, 9
    (three blacks); the don (7), mafia 9 and mafia 5 are voted out on days 1–3; night 2
    kills the sheriff (3).  ``final_fouls``: a seat that collects four fouls in the
    final minute, after the result."""
    t = Table(names, meta=meta, ids=ids)
    t.day(leave=7).night(kill=4).day(leave=9, best_move=(4, [5, 7, 9])).night(kill=3).day(leave=5)
    if final_fouls is not None:
        for _ in range(4):
            t.event(type="foul", seat=final_fouls)
    return t.finish({"extra_points": extra} if extra else None)


def black_win(names, *, extra=None, meta=None, ids=None, penalty_points=None):
    """Black wins in N2 by parity when seat 10 (a citizen) is removed. Day 1 votes out
    seat 2; night 1 kills seat 1 (a citizen), whose best move names 5, 9 and 2 (two
    blacks); day 2 votes out the sheriff (3)."""
    t = Table(names, meta=meta, ids=ids)
    t.day(leave=2).night(kill=1).day(leave=3, best_move=(1, [2, 5, 9]))
    t.doc["phases"].append({"phase": "N2", "events": [{"type": "disqualify", "seat": 10}]})
    awards = {}
    if extra:
        awards["extra_points"] = extra
    if penalty_points:
        awards["penalty_points"] = penalty_points
    return t.finish(awards or None)


def counting_unsigned(regulation=None):
    """The regulation with ``[games] unsigned = true``: these hand-made games are not
    signed, and every preset sets an unsigned protocol aside."""
    from app.tournament import get_regulation
    return get_regulation(regulation).admitting(unsigned=True)


def counting_unsigned_file(folder, preset="fiim-2024"):
    """The preset's file with ``unsigned = true``, written into ``folder``, for the
    command line's ``--scoring`` (its key stays the preset's)."""
    from app.tournament.regulation import PRESETS_DIR
    text = (PRESETS_DIR / f"{preset}.toml").read_text(encoding="utf-8")
    assert "\nunsigned = false" in text
    path = folder / f"{preset}-unsigned.toml"
    path.write_text(text.replace("\nunsigned = false", "\nunsigned = true"), encoding="utf-8")
    return str(path)
