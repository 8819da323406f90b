"""The snapshot of a protocol not played yet: the header and the seats the seating gives,
every mark left for the judge's pen.  The protocol renderer prints it as the same
official sheet, blank (issue 28 §4: a game without roles cannot be replayed, so the sheet
is built from the seating, not from a game file).

>>> snap = blank_snapshot("Осенний кубок", 2, 3, ["Лиса", "Ворон"] + [""] * 8, judge="Ким")
>>> snap.header.round, snap.header.table, snap.header.judge, snap.seat(1).name, snap.seat(1).role
('2', '3', 'Ким', 'Лиса', '')
>>> snap.blank, snap.days, snap.outcome, snap.clause("penalty.removal")
(True, (), None, '9.3.3')
"""
from __future__ import annotations

from collections.abc import Sequence

from app.editions import get_ruleset
from app.i18n import Phrase

from .common import cited
from .model import Header, ProtocolSnapshot, Seat
from .sport import RULES_NAMES, TOPICS

NO_ROLE = Phrase.verbatim("")


def blank_snapshot(tournament: str, round_no: int | str, table: int, names: Sequence[str], *,
                   judge: str = "", preset: str = "official", date: str = "") -> ProtocolSnapshot:
    """A sport protocol of ``len(names)`` seats (seat 1 first) with nothing recorded."""
    rules = get_ruleset(preset)
    header = Header(edition="sport", preset=rules.preset,
                    rules_name=RULES_NAMES.get(rules.preset, Phrase.verbatim(rules.preset)),
                    rules_title=None, options=(), tournament=tournament, round=str(round_no),
                    table=str(table), date=date, judge=judge)
    seats = tuple(Seat(seat=n, name=name, role="", role_name=NO_ROLE, team="")
                  for n, name in enumerate(names, 1))
    return ProtocolSnapshot(header=header, seats=seats, days=(), nights=(), outcome=None,
                            clauses=cited(rules, TOPICS), blank=True)
