"""What the judge must hear about a converted game: the validator's errors (its warnings are
the rules' ordinary consequences, said when the game is opened), the facts of the record its
rules merely allow but a judge would question (a check of a player
who has already left), and a title the rule book's option does not give (8.20: extra points
name no title; the best player alone names no best move).  Each is a finding of the
converted game, said beside it when it is converted or imported.

>>> from app.sport import sample_game
>>> [f.code for f in anomalies(sample_game())]       # 8.20.1 (extra points) names no title
['awards.not_given']
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.editions import replay
from app.i18n import N_, Phrase
from app.kernel.findings import Finding, place_label, templates

# infos of the replay that, in a record from elsewhere, are an anomaly of the source
SOURCE_ANOMALIES = frozenset({"check.target_gone"})
TITLES = {"best_player": Phrase(N_("best player")), "best_move_title": Phrase(N_("best move"))}
# the titles each reading of 8.20 gives (app/rules/clauses.toml, options."8.20")
GIVEN = {"extra_points": frozenset(), "titles_winner": frozenset(TITLES),
         "best_player_only": frozenset({"best_player"}), "two_titles": frozenset(TITLES)}


def anomalies(doc: Mapping[str, Any]) -> list[Finding]:
    state = replay(doc)
    found = [f for f in state.findings if f.severity == "error" or f.code in SOURCE_ANOMALIES]
    return found + titles_not_given(state, doc.get("awards") or {})


def titles_not_given(state: Any, awards: Mapping[str, Any]) -> list[Finding]:
    """A title the rule book's reading of 8.20 does not give, one finding per player."""
    choice = state.rules.choice("awards")
    given = GIVEN.get(choice, frozenset(TITLES))
    severity = templates()["awards.not_given"]["severity"]
    out = []
    for key, title in TITLES.items():
        if key in given:
            continue
        value = awards.get(key)
        seats = value if isinstance(value, list) else [] if value is None else [value]
        out += [Finding(severity, "awards.not_given", state.option_clause("awards"), None, None,
                        (("seat", seat), ("title", title))) for seat in seats]
    return out


def finding_line(finding: Finding, lang: str = "ru") -> str:
    """A finding as one line: where (Д1 #2), the clause, what.

    >>> from app.sport import sample_game
    >>> finding_line(anomalies(sample_game())[0], "en")
    '8.20.1: Player 3 holds the title “best player”, which this reading of the rule book does not give: check the award'
    """
    where = place_label(finding.phase, finding.event, lang)
    head = " ".join(part for part in (where, finding.clause) if part)
    return f"{head}: {finding.message(lang)}" if head else finding.message(lang)
