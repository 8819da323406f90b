"""A tournament's games from any source: files, the archive or the sheet, replayed once.

Each game is identified by ``meta.round``, ``meta.table`` (and ``meta.game`` where a
table plays several); its fingerprint is the one printed on its protocol.  The same
game given twice is counted once; an earlier record of a game (its phases a prefix of a
later one's) gives way to the later one; two different protocols for one place are a
conflict and neither is counted until the secretary settles it.

>>> from app.sport import sample_game
>>> first = sample_game(); again = sample_game()
>>> t = Tournament.from_docs([("a.json", first), ("b.json", again)])
>>> [g.label for g in t.games], [i.code for i in t.issues]
(['a.json'], ['game.duplicate'])
>>> t.games[0].round, t.games[0].table, t.games[0].status
('1', '1', 'finished')
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from app import editions
from app.declension import INSTRUMENTAL, Declined
from app.i18n import Phrase, gettext
from app.signing.canonical import fingerprint as game_fingerprint
from app.signing.canonical import short_fingerprint
from app.sport import State

from .archived import archive_decisions, archive_reading, archive_setup
from .archived import archive_items as archive_items  # re-exported: where the window and commands look
from .archived import archive_originals as archive_originals
from .issues import Issue
from .order import natural
from .signatures import correction_anchors, verify_correction, verify_signatures
from .signatures import trusted_anchors as trusted_anchors
from .versions import is_earlier_record

# What the secretary's grid shows for a game (see status_grid).
NOT_STARTED, IN_PROGRESS, FINISHED, SIGNED, VERIFIED, CORRECTED, HAS_ERRORS = (
    "not_started", "in_progress", "finished", "signed", "verified", "corrected", "has_errors")


def _label(value: Any) -> str | None:
    if value is None or str(value).strip() == "":
        return None
    return str(value).strip()


@dataclass
class TournamentGame:
    """One game as the tournament sees it: its document, the engine's replay of it and
    where it belongs."""

    label: str                         # the file it came from, or a name the caller gave
    doc: dict
    state: State
    fingerprint: str
    index: int                         # order of arrival, the last tie-break of the order
    round: str | None = None
    table: str | None = None
    game: str | None = None
    verdict: Any = None                # app.signing.Verdict, when the caller verified it
    signed_in_archive: bool = False    # the archive froze it as signed (revision ≥ 1)
    issues: list[Issue] = field(default_factory=list)
    ref: str = ""                      # what the secretary's decisions name it by
    original_fingerprint: str = ""     # of the judge's protocol, before any correction
    corrections: list = field(default_factory=list)   # the Decisions that corrected it
    archive_revision: int = 0          # the archive's revision (2, 3 … after corrections there)
    set_aside: Issue | None = None     # why it is not counted, when it is not
    included: Any = None               # the Decision that counts it against a warning
    signed_corrections: list = field(default_factory=list)   # (Decision, Verdict) of each signed correction

    @property
    def revision(self) -> int:
        """1 for the judge's protocol, one more for every correction since.  A correction
        of an archive game files its revision there too: the archive's number counts it
        already (a correction making revision 2 is revision 2 everywhere)."""
        return max(self.archive_revision, 1 + len(self.corrections))

    @property
    def corrected(self) -> bool:
        return bool(self.corrections) or self.archive_revision > 1

    @property
    def declared_winner(self) -> str | None:
        """The result the secretary set by a correction, if any (it counts)."""
        for d in reversed(self.corrections):
            if d.field == "result":
                return d.new
        return None

    @property
    def forged(self) -> bool:
        return self.verdict is not None and self.verdict.status == "tampered"

    @property
    def meta(self) -> dict:
        return self.doc.get("meta") or {}

    @property
    def short(self) -> str:
        return short_fingerprint(self.fingerprint)

    @property
    def place(self) -> tuple[str, str, str | None] | None:
        if self.round is None or self.table is None:
            return None
        return self.round, self.table, self.game

    @property
    def order(self) -> tuple:
        return (natural(self.round), natural(self.game), natural(self.table), self.index)

    @property
    def finished(self) -> bool:
        return self.state.is_game_over()

    @cached_property
    def findings(self) -> list:
        """The engine's findings, computed once (the state answers them afresh each time)."""
        return self.state.findings

    @property
    def errors(self) -> int:
        return sum(1 for f in self.findings if f.severity == "error")

    @property
    def signed(self) -> bool:
        return self.signed_in_archive or isinstance(self.doc.get("signature"), dict)

    @property
    def status(self) -> str:
        """in_progress, finished, signed, verified, corrected or has_errors (the grid's words)."""
        if self.errors or self.forged:
            return HAS_ERRORS
        if self.corrected and self.finished:
            return CORRECTED
        if not self.finished:
            return IN_PROGRESS
        if self.verdict is not None and self.verdict.status == "valid":
            return VERIFIED
        if self.signed:
            return SIGNED
        return FINISHED

    def where(self, lang: str = "ru") -> str:
        """"р3/с2" / "r3/t2" where the meta says, else the label."""
        if self.place is None:
            return self.label
        g = gettext(lang, "/g{game}", game=self.game) if self.game else ""
        return gettext(lang, "r{round}/t{table}", round=self.round, table=self.table) + g


def _common_name(games: list[TournamentGame]) -> str | None:
    """The tournament named most often in the games' headers."""
    names = [str(g.meta.get("tournament")).strip() for g in games if g.meta.get("tournament")]
    return max(set(names), key=names.count) if names else None


def _screened_out(g: TournamentGame, first: TournamentGame, decision: Any, name: str | None) -> Issue | None:
    """Why ``g`` is set aside before the places are compared (a second copy, a forgery, the
    secretary's exclusion, another tournament's game), or None."""
    if first is not g:
        return Issue("warning", "game.duplicate", g.label, params=(("other", first.label),))
    if g.forged:
        signer = (g.verdict.signer or "?") if g.verdict is not None else "?"
        return Issue("error", "game.forged", g.label, params=(("signer", signer),))
    if decision is not None and decision.kind == "exclude":
        return Issue("warning", "game.excluded", g.label,
                     params=(("author", decision.author), ("reason", decision.reason)))
    tournament = str(g.meta.get("tournament") or "").strip()
    included = decision is not None and decision.kind == "include"
    if name and tournament and tournament != name and not included:
        return Issue("error", "game.other_tournament_set_aside", g.label,
                     params=(("name", tournament), ("expected", name)))
    return None


def _dropped_at_places(kept: list[TournamentGame], decisions: list[Any]) -> dict[int, Issue]:
    """The games that lose their round and table to another (by ``id``): an earlier copy of
    a game recorded further, a version the secretary did not choose, or, with no choice
    made, every game of a conflict."""
    by_place: dict[tuple, list[TournamentGame]] = {}
    for g in kept:
        if g.place is not None:
            by_place.setdefault(g.place, []).append(g)
    dropped: dict[int, Issue] = {}
    chosen_by = {d.game: d for d in decisions if getattr(d, "kind", None) == "choose"}
    for place, group in by_place.items():
        if len(group) >= 2:
            dropped.update(_dropped_in_group(place, group, decisions, chosen_by))
    return dropped


def _dropped_in_group(place: tuple, group: list[TournamentGame], decisions: list[Any],
                      chosen_by: dict[str, Any]) -> dict[int, Issue]:
    newest = [g for g in group if not any(o is not g and is_earlier_record(g.doc, o.doc) for o in group)]
    if len(newest) == 1:
        return {id(g): Issue("warning", "game.superseded", g.label, params=(("other", newest[0].label),))
                for g in group if g is not newest[0]}
    choices = [(decisions.index(chosen_by[g.ref]), g) for g in newest if g.ref in chosen_by]
    if choices:
        _, chosen = max(choices, key=lambda c: c[0])
        d = chosen_by[chosen.ref]
        return {id(g): Issue("info", "game.not_chosen", g.label, params=(
                    ("round", place[0]), ("table", place[1]), ("chosen", chosen.label),
                    ("author", d.author), ("reason", d.reason)))
                for g in group if g is not chosen}
    others = ", ".join(g.label for g in group)
    return {id(g): Issue("error", "game.conflict", g.label,
                         params=(("round", place[0]), ("table", place[1]), ("others", others)))
            for g in group}


class Tournament:
    """The counted games in tournament order, and the issues of those left out."""

    def __init__(self, games: list[TournamentGame], left_out: list[TournamentGame],
                 issues: list[Issue], name: str | None, setup: Any = None) -> None:
        self.games = games
        self.left_out = left_out
        self.issues = issues
        self.name = name
        self.setup = setup          # app.tournament.trust.TournamentSetup, when the secretary made one

    @classmethod
    def from_archive(cls, archive: Any, tournament: str, **kwargs: Any) -> Tournament:
        """The tournament's games as the shared archive holds them now (discarded games
        left out), labelled ``#<id>``; the archive's signed games count as signed, and
        the secretary's journal and setup kept there (``archive.secretary``) are applied;
        each signature is the judge's, over the signed original."""
        items, signed, revisions = archive_reading(archive, tournament)
        if "decisions" not in kwargs:
            kwargs["decisions"] = archive_decisions(archive, tournament)
        if "setup" not in kwargs:
            kwargs["setup"] = archive_setup(archive, tournament)
        if "verdicts" not in kwargs:
            kwargs["verdicts"] = verify_signatures(items, trusted_anchors(kwargs["setup"]),
                                                   originals=archive_originals(archive, signed, items))
        return cls.from_docs(items, name=tournament, signed=signed, revisions=revisions, **kwargs)

    @classmethod
    def from_docs(cls, docs: Iterable[Any], *, name: str | None = None,
                  verdicts: Mapping[str, Any] | None = None, signed: Iterable[str] = (),
                  decisions: Iterable[Any] = (), revisions: Mapping[str, int] | None = None,
                  setup: Any = None) -> Tournament:
        """``docs``: game documents, ``(label, doc)`` pairs, ``(label, doc, state)``
        triples (a state already replayed) or :class:`TournamentGame` objects.
        ``verdicts`` maps a label or a fingerprint to an ``app.signing.Verdict``; without
        it every signed document is verified against the user's trusted certificates.
        ``signed`` names the labels known to be signed elsewhere (the archive);
        ``decisions`` is the secretary's journal (app.tournament.decisions), applied in
        order; ``revisions`` the archive's revision of each label; ``setup`` the
        tournament's register and choice of unsigned games (app.tournament.trust)."""
        items = list(docs)
        if verdicts is None:
            verdicts = verify_signatures(_pairs(items), trusted_anchors(setup))
        decisions = list(decisions)
        anchors = correction_anchors(setup) if any(getattr(d, "signature", None) for d in decisions) else []
        games = [_game(item, i, verdicts, decisions, anchors) for i, item in enumerate(items)]
        signed = set(signed)
        for g in games:
            g.signed_in_archive = g.signed_in_archive or g.label in signed
            g.archive_revision = (revisions or {}).get(g.label, g.archive_revision)
        if name is None:
            name = _common_name(games)
        latest = _latest_settlement(decisions)
        issues: list[Issue] = []
        kept: list[TournamentGame] = []
        left: list[TournamentGame] = []

        def aside(g: TournamentGame, issue: Issue) -> None:
            issues.append(issue)
            g.set_aside = issue
            left.append(g)

        originals = _originals(games)
        for g in games:
            decision = latest.get(g.ref)
            issue = _screened_out(g, originals[g.fingerprint], decision, name)
            if issue is not None:
                aside(g, issue)
                continue
            if decision is not None and decision.kind == "include":
                g.included = decision
            kept.append(g)
        dropped = _dropped_at_places(kept, decisions)
        counted = []
        for g in kept:
            if id(g) in dropped:
                aside(g, dropped[id(g)])
                continue
            if g.finished and g.errors and g.included is None:
                aside(g, held(g))        # a rule broken: the secretary decides, citing the clause
                continue
            counted.append(g)
            issues.extend(_game_issues(g))
        counted.sort(key=lambda g: g.order)
        return cls(counted, left, issues, name, setup)

    def by_ref(self, ref: str) -> TournamentGame | None:
        """A game, counted or set aside, by its reference, label or fingerprint."""
        for g in self.games + self.left_out:
            if ref in (g.ref, g.label, g.fingerprint, g.original_fingerprint):
                return g
        return None

    # -- what the secretary's window shows ------------------------------------------
    def rounds(self) -> list[str]:
        return sorted({g.round for g in self.games + self.left_out if g.round is not None}, key=natural)

    def tables(self) -> list[str]:
        return sorted({g.table for g in self.games + self.left_out if g.table is not None}, key=natural)

    def find(self, round_: Any, table: Any) -> list[TournamentGame]:
        r, t = _label(round_), _label(table)
        return [g for g in self.games if g.round == r and g.table == t]


def _pairs(items: list) -> list[tuple[str, dict]]:
    out = []
    for i, item in enumerate(items):
        if isinstance(item, TournamentGame):
            out.append((item.label, item.doc))
        elif isinstance(item, tuple):
            out.append((str(item[0]), item[1]))
        else:
            out.append((f"#{i + 1}", item))
    return out


def _originals(games: list[TournamentGame]) -> dict[str, TournamentGame]:
    """fingerprint -> the game that counts among the same protocol given several times:
    the judge's file, not its copy ("r1-t1 (1).json", "r1-t1 - копия.json", "Копия r1-t1"
    hold the original's name and more), else the first given."""
    groups: dict[str, list[TournamentGame]] = {}
    for g in games:
        groups.setdefault(g.fingerprint, []).append(g)

    def stem(g: TournamentGame) -> str:
        return g.label.replace("\\", "/").rsplit("/", 1)[-1].rsplit(".", 1)[0].strip().lower()

    def copy_of_another(g: TournamentGame, group: list[TournamentGame]) -> bool:
        return any(o is not g and stem(o) and stem(o) in stem(g) and len(stem(g)) > len(stem(o)) for o in group)

    return {fp: min(group, key=lambda g: (copy_of_another(g, group), g.index)) for fp, group in groups.items()}


def held(g: TournamentGame) -> Issue:
    """The issue of a finished game whose protocol breaks a rule, each finding with its clause."""
    errors = [f for f in g.findings if f.severity == "error"]
    words = Phrase.join("; ", (Phrase.join(": ", (f.clause, f)) if f.clause else f for f in errors))
    return Issue("error", "game.held", g.label, params=(("findings", words),))


def _latest_settlement(decisions: list) -> dict[str, Any]:
    """Each game's last exclude or include: the later one stands."""
    out = {}
    for d in decisions:
        if getattr(d, "kind", None) in ("exclude", "include"):
            out[d.game] = d
    return out


def _game(item: Any, index: int, verdicts: Mapping[str, Any], decisions: list, anchors: list) -> TournamentGame:
    if isinstance(item, TournamentGame):
        item.index = index
        item.set_aside = item.included = None           # this reading decides them afresh
        if not item.ref:
            item.original_fingerprint = item.original_fingerprint or item.fingerprint
            item.ref = item.label if item.label.startswith("#") else item.original_fingerprint
        return item
    # a sport game's State: the commands and the secretary keep club games out of a tournament
    state: Any = None
    if isinstance(item, tuple):
        label, doc, *rest = item
        state = rest[0] if rest else None
    else:
        doc = item
        label = None
    original = game_fingerprint(doc)
    label = str(label) if label is not None else f"#{index + 1}"
    # an archive game keeps its id through corrections; a file is known by its protocol
    ref = label if label.startswith("#") else original
    verdict = verdicts.get(label) or verdicts.get(original)
    corrections = [d for d in decisions if getattr(d, "kind", None) == "correct" and d.game == ref]
    signed = []
    if corrections:
        from .decisions import apply_correction
        for d in corrections:
            doc, _ = apply_correction(doc, d)
            if getattr(d, "signature", None):
                signed.append(verify_correction(doc, d, anchors))
        state = None
    if state is None:
        state = editions.replay(doc)
    fp = game_fingerprint(doc) if corrections else original
    meta = doc.get("meta") or {}
    g = TournamentGame(label, doc, state, fp, index, _label(meta.get("round")),
                       _label(meta.get("table")), _label(meta.get("game")), verdict)
    g.ref, g.corrections, g.original_fingerprint = ref, corrections, original
    g.signed_corrections = signed
    return g


def _game_issues(g: TournamentGame) -> list[Issue]:
    out = []
    if not g.finished:
        out.append(Issue("warning", "game.in_progress", g.label))
    elif g.errors:
        out.append(Issue("warning", "game.errors", g.label,
                         params=(("count", g.errors), dict(held(g).params).popitem())))
    if any(f.code == "result.overridden" for f in g.findings) and g.declared_winner is None:
        out.append(Issue("warning", "game.overridden", g.label,
                         params=(("winner", g.state.outcome.text() if g.state.outcome else ""),)))
    if g.corrections:
        changes = Phrase.join("; ", (Phrase.join(" ", (Phrase.worded_by(d, "what"), f"({d.author}: {d.reason})"))
                                     for d in g.corrections))
        signer = g.verdict.signer if g.verdict is not None and g.verdict.signer else None
        params: tuple = (("revision", g.revision), ("changes", changes))
        # the standings name both: the judge's signed original and the secretary's act over it
        # «подписанного Сидоровым Олегом»: the signer read aloud in the case the sentence needs
        signed_by = Phrase.worded_by(Declined(signer, INSTRUMENTAL), "text") if signer else None
        out.append(Issue("info", "game.corrected_over" if signer else "game.corrected", g.label,
                         params=params + ((("signer", signed_by),) if signer else ())))
    for d, verdict in g.signed_corrections:
        # the revision this correction made, as the grid and the summary number it
        revision = 2 + next(i for i, c in enumerate(g.corrections) if c is d)
        out.append(Issue("info" if verdict.ok else "error", "game.correction_signed", g.label, params=(
            ("revision", revision), ("signer", verdict.signer or d.author),
            ("verdict", Phrase.worded_by(verdict, "text")))))
    if g.included is not None:
        out.append(Issue("info", "game.included", g.label,
                         params=(("author", g.included.author), ("reason", g.included.reason))))
    if g.place is None:
        out.append(Issue("info", "game.no_place", g.label))
    g.issues = out
    return out
