"""Stages of a tournament: qualifying rounds, a semi-final, a final, each with its own
rounds, tables, weight and Ci group, and the rule for who goes on to the next.

A stage is declared where the tournament is described: a ``[[stages]]`` array in a TOML
file, or a ``"stages"`` list in a JSON file (a ``mafia-seating/1`` schedule may carry it,
an additive key its reader ignores)::

    [[stages]]
    name = "qualifying"
    title = { ru = "Отбор", en = "Qualifying" }
    rounds = "1-10"            # or a list: [1, 2, 3] / ["Ф1", "Ф2"]
    tables = 3
    advance = 10               # the top 10 of this stage's standings play the next

    [[stages]]
    name = "final"
    rounds = [11, 12, 13]
    tables = 1
    weight = 1.4               # every point of a final game counts 1.4 times (mafiaratings)
    carry = true               # the ranking adds the earlier stages' points (default)
    ci_group = "final"         # Ci is computed over this group's games (default: the stage)

Where the tie-break cannot separate players at a stage's cut (and the regulation draws no
lots), the standings report it as the secretary's issue; the secretary's decision is an
entry of the stage that cut (or ``--cut STAGE=NAME,NAME --cut-author … --cut-reason …`` on
the command line)::

    [stages.cut]               # under the [[stages]] entry of the qualifying
    advance = ["P06", "P18"]   # of the players tied at the cut, these go on
    author = "Главный судья"
    reason = "решение главного судьи"

app/tournament/stage_standings.py computes the standings (docs/scoring.md, "Stages").

>>> plan = parse_stages([{"name": "q", "rounds": "1-2", "tables": 1, "advance": 10},
...                      {"name": "f", "rounds": [3], "tables": 1, "weight": 1.4, "carry": False}])
>>> [(s.name, s.rounds, s.weight, s.carry) for s in plan]
[('q', ('1', '2'), 1.0, True), ('f', ('3',), 1.4, False)]
"""
from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeGuard

from app.i18n import DEFAULT, N_, Phrase, gettext, language, languages, words

from .schedule import SEATS

if TYPE_CHECKING:
    from .stage_standings import StagedStandings

__all__ = ["CutDecision", "Stage", "StageError", "as_stage", "find_stage", "load_stages", "parse_stages",
           "read_stage_file", "stage_schedule_json", "stage_seating_request", "with_cut_written", "write_stage_file"]

KEYS = ("name", "title", "rounds", "tables", "weight", "carry", "ci_group", "advance", "schedule", "cut")
CUT_KEYS = ("advance", "author", "reason")
# Bounds of a stage file, like every other input's: far above any tournament, far below
# what would hold the program (a range "1-999999999" once took 11.7 GB).
MAX_BYTES = 256 * 1024          # the file
MAX_STAGES = 32
MAX_ROUNDS = 500                # a stage's rounds, and all stages' together
MAX_LABEL = 16                  # a round's label ("11", "Ф1")
MAX_TEXT = 200                  # a name, a title, an author, a reason
MAX_COUNT = 10_000              # tables, players who advance, names of a decision

_TEXT: dict[str, str] = {
    "stages.unreadable": N_("{source}: cannot read the stages: {reason}"),
    "stages.invalid": N_("{source}: {where}: {reason}"),
    "stages.unknown": N_('no stage "{name}" (the stages: {known})'),
    "stages.first": N_('the stage "{name}" is the first: nobody advances into it'),
    "stages.no_advance": N_('the stage "{previous}" names no number of players who advance to "{name}"'),
    "stages.uneven": N_('the stage "{name}": {players} players cannot fill {rounds} rounds at {tables} '
                        "tables evenly"),
    "stages.too_few": N_('the stage "{name}": {players} players advanced, {needed} are needed'),
    "stages.cut_option": N_('--cut {value}: expected STAGE=NAME,NAME with --cut-author and --cut-reason'),
    "stages.unwritable": N_("{source}: cannot write the decision at the cut: {reason}"),
    "stages.edited": N_("{source}: the file was changed by hand since the decision at the cut was written; it is "
                        "not rewritten — change the decision in the file itself"),
    "heading": N_('Stage "{title}": rounds {rounds}'),
    "heading.one": N_('Stage "{title}": round {rounds}'),
    "heading.weight": N_("points ×{weight}"),
    "heading.carry": N_('with the points of "{previous}"'),
    "heading.own": N_("this stage's points only"),
    "heading.advance": N_("the first {count} advance"),
    "total": N_("Total: the players of the last stage first, then those who stopped earlier"),
    "total.weight": N_('the figures of "{stage}" ×{weight}'),
}


def _say(key: str, lang: str, **params: Any) -> str:
    return gettext(lang, _TEXT[key], **params)


class StageError(ValueError):
    """Stages that cannot be read, or a stage that cannot be seated."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code, self.params = code, params
        super().__init__(self.message(DEFAULT))

    def message(self, lang: str = "ru") -> str:
        params = words(self.params, lang)
        if self.code in ("stages.invalid", "stages.unwritable") and isinstance(params["reason"], str):
            params["reason"] = gettext(lang, params["reason"], **params)   # a catalogue text of its own
        return _say(self.code, lang, **params)


def _invalid(source: Any, where: str, reason: str, **params: Any) -> StageError:
    return StageError("stages.invalid", source=source, where=where, reason=reason, **params)


@dataclass(frozen=True)
class CutDecision:
    """The secretary's decision at a tied cut: which of the tied players go on, by whom, why."""

    advance: tuple[str, ...]            # names (or ids) of tied players
    author: str
    reason: str

    def to_json(self) -> dict:
        return {"advance": list(self.advance), "author": self.author, "reason": self.reason}


@dataclass(frozen=True)
class Stage:
    name: str
    rounds: tuple[str, ...]
    tables: int
    weight: float = 1.0
    carry: bool = True                  # the ranking adds the earlier stages' points
    ci_group: str = ""                  # stages naming one group share their Ci; "" = its own
    advance: int | None = None          # the top N of this stage go on to the next
    title: tuple[tuple[str, str], ...] = ()
    schedule: str | None = None         # its seating file, relative paths resolved
    cut: CutDecision | None = None      # the secretary's decision where the cut is tied

    @property
    def group(self) -> str:
        return self.ci_group or self.name

    def label(self, lang: str = "ru") -> str:
        titles = dict(self.title)
        return titles.get(language(lang)) or titles.get(DEFAULT) or next(iter(titles.values()), self.name)

    def text(self) -> Phrase:
        """The stage's title in the message's language, for a message."""
        return Phrase.worded_by(self, "label")

    def rounds_text(self) -> str:
        numeric = [int(r) for r in self.rounds if r.isdigit()]
        if len(numeric) == len(self.rounds) >= 2 and numeric == list(range(numeric[0], numeric[0] + len(numeric))):
            return f"{numeric[0]}–{numeric[-1]}"
        return ", ".join(self.rounds)

    def to_json(self) -> dict:
        out = {"name": self.name, "title": dict(self.title), "rounds": list(self.rounds), "tables": self.tables,
               "weight": self.weight, "carry": self.carry, "ci_group": self.group, "advance": self.advance}
        if self.cut is not None:
            out["cut"] = self.cut.to_json()
        return out


# -- reading ---------------------------------------------------------------------------
def _rounds(value: Any, source: str, where: str) -> tuple[str, ...]:
    if isinstance(value, str) and "-" in value:
        low, _, high = (part.strip() for part in value.partition("-"))
        if low.isdigit() and high.isdigit() and len(low) <= MAX_LABEL and len(high) <= MAX_LABEL \
                and int(low) <= int(high):
            if int(high) - int(low) >= MAX_ROUNDS:       # counted before a single round is made
                raise _invalid(source, where, N_("more than {limit} rounds"), limit=MAX_ROUNDS)
            return tuple(str(r) for r in range(int(low), int(high) + 1))
    if isinstance(value, list) and len(value) > MAX_ROUNDS:
        raise _invalid(source, where, N_("more than {limit} rounds"), limit=MAX_ROUNDS)
    if isinstance(value, list) and value and all(isinstance(r, (int, str)) and not isinstance(r, bool)
                                                  and str(r).strip() and len(str(r).strip()) <= MAX_LABEL
                                                  for r in value):
        return tuple(str(r).strip() for r in value)
    raise _invalid(source, where, N_('expected a range "1-10" or a list of rounds'))


def _whole(value: Any, source: str, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_COUNT:
        raise _invalid(source, where, N_("expected a whole number from 1 to {limit}"), limit=MAX_COUNT)
    return value


def _text(value: Any) -> TypeGuard[str]:
    return isinstance(value, str) and bool(value.strip()) and len(value) <= MAX_TEXT


def _schedule_file(value: Any, source: str, where: str, base: Path | None) -> str | None:
    """A stage's seating file: a file in the stage file's folder (or below it), never an
    absolute path or one that climbs out (a stage file names its own tournament's files)."""
    if value is None:
        return None
    if not _text(value):
        raise _invalid(source, where, N_("expected a file name"))
    path = Path(value.strip())
    if path.is_absolute() or path.drive or ".." in path.parts:
        raise _invalid(source, where, N_("expected a file beside the stage file, not a path elsewhere"))
    return str(base / path) if base is not None else str(path)


def _title(value: Any, source: str, where: str) -> tuple[tuple[str, str], ...]:
    if value is None:
        return ()
    if _text(value):
        return ((DEFAULT, value),)
    if isinstance(value, Mapping) and len(value) <= MAX_STAGES \
            and all(isinstance(k, str) and len(k) <= MAX_LABEL and _text(v) for k, v in value.items()):
        return tuple(sorted(value.items()))
    raise _invalid(source, where, N_("expected a text, or a text for each language (ru, en)"))


def _cut_decision(value: Any, source: str, where: str) -> CutDecision | None:
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise _invalid(source, where, N_("expected a table of keys"))
    unknown = sorted(set(value) - set(CUT_KEYS))
    if unknown:
        raise _invalid(source, f"{where}.{unknown[0]}", N_("unknown key (known: {known})"), known=", ".join(CUT_KEYS))
    names = value.get("advance")
    if not isinstance(names, list) or not names or len(names) > MAX_COUNT or not all(_text(n) for n in names):
        raise _invalid(source, f"{where}.advance", N_("expected a list of the players who advance"))
    for key in ("author", "reason"):
        if not _text(value.get(key)):
            raise _invalid(source, f"{where}.{key}", N_("expected a text"))
    return CutDecision(tuple(n.strip() for n in names), value["author"].strip(), value["reason"].strip())


def _stage(item: Any, source: str, where: str, base: Path | None) -> Stage:
    if not isinstance(item, Mapping):
        raise _invalid(source, where, N_("expected a table of keys"))
    unknown = sorted(set(item) - set(KEYS))
    if unknown:
        raise _invalid(source, f"{where}.{unknown[0]}", N_("unknown key (known: {known})"), known=", ".join(KEYS))
    name = item.get("name")
    if not _text(name):
        raise _invalid(source, f"{where}.name", N_("expected a name"))
    weight = item.get("weight", 1.0)
    if isinstance(weight, bool) or not isinstance(weight, (int, float)) or not 0 < weight <= 100:
        raise _invalid(source, f"{where}.weight", N_("expected a number above 0"))
    carry = item.get("carry", True)
    if not isinstance(carry, bool):
        raise _invalid(source, f"{where}.carry", N_("expected true or false"))
    group = item.get("ci_group", "")
    if not isinstance(group, str) or len(group) > MAX_TEXT:
        raise _invalid(source, f"{where}.ci_group", N_("expected a name"))
    advance = item.get("advance")
    schedule = _schedule_file(item.get("schedule"), source, f"{where}.schedule", base)
    return Stage(name.strip(), _rounds(item.get("rounds"), source, f"{where}.rounds"),
                 _whole(item.get("tables"), source, f"{where}.tables"), float(weight), carry, group.strip(),
                 None if advance is None else _whole(advance, source, f"{where}.advance"),
                 _title(item.get("title"), source, f"{where}.title"), schedule,
                 _cut_decision(item.get("cut"), source, f"{where}.cut"))


def parse_stages(data: Any, source: str = "<stages>", base: Path | None = None) -> tuple[Stage, ...]:
    """The stages of a ``stages`` list; :class:`StageError` names the place of a fault."""
    if not isinstance(data, list) or not data:
        raise _invalid(source, "stages", N_("expected a list of stages"))
    if len(data) > MAX_STAGES:
        raise _invalid(source, "stages", N_("more than {limit} stages"), limit=MAX_STAGES)
    stages = tuple(_stage(item, source, f"stages[{i}]", base) for i, item in enumerate(data))
    if sum(len(s.rounds) for s in stages) > MAX_ROUNDS:
        raise _invalid(source, "stages", N_("more than {limit} rounds"), limit=MAX_ROUNDS)
    names: set[str] = set()
    owner: dict[str, str] = {}
    for i, s in enumerate(stages):
        if s.name in names:
            raise _invalid(source, f"stages[{i}].name", N_('"{name}" is given twice'), name=s.name)
        names.add(s.name)
        for r in s.rounds:
            if r in owner:
                raise _invalid(source, f"stages[{i}].rounds", N_('round {round} is already in "{owner}"'),
                               round=r, owner=owner[r])
            owner[r] = s.name
    return stages


def load_stages(path: str | Path) -> tuple[Stage, ...]:
    """The stages of a TOML file (``[[stages]]``) or a JSON file (``"stages": [...]``)."""
    path = Path(path)
    raw = read_stage_file(path)
    try:
        data = tomllib.loads(raw.decode("utf-8")) if path.suffix.lower() == ".toml" \
            else json.loads(raw.decode("utf-8-sig"))
    except (ValueError, RecursionError) as error:    # TOML, JSON and UTF-8 errors are ValueErrors
        raise StageError("stages.unreadable", source=path, reason=error) from error
    return _parsed(data, path)


def read_stage_file(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a stage file (or a seating that declares stages): a regular file only,
    opened without waiting (a pipe is refused at once), at most ``limit`` bytes."""
    from app.format.messages import os_reason
    from app.paths import read_regular
    try:
        raw = read_regular(path, limit)
    except OSError as error:
        raise StageError("stages.unreadable", source=path, reason=os_reason(error)) from error
    if len(raw) > limit:
        raise StageError("stages.unreadable", source=path,
                         reason=Phrase(N_("larger than {limit} KB"), limit=limit // 1024))
    return raw


def _parsed(data: Any, path: Path) -> tuple[Stage, ...]:
    if not isinstance(data, Mapping) or "stages" not in data:
        raise _invalid(path, "stages", N_("the file declares no stages"))
    return parse_stages(data["stages"], str(path), path.parent)


# -- the secretary's decision at a cut, written into the stage file ---------------------------
def with_cut_written(path: str | Path, name: str, cut: CutDecision) -> bytes:
    """The bytes of the stage file ``path`` with ``cut`` as the entry of the stage ``name``,
    as ``[stages.cut]`` would be written by hand (a JSON file: its ``"cut"`` key); an
    earlier decision of that stage is replaced, everything else of a TOML file (comments,
    order) kept.  The result is read back before it is offered: a StageError, and nothing
    to write, when it would not read as this decision."""
    path = Path(path)
    stages = load_stages(path)
    k = stages.index(find_stage(stages, name))
    raw = read_stage_file(path)
    if path.suffix.lower() == ".toml":
        text = _toml_with_cut(raw.decode("utf-8"), k, cut, path)
        data = tomllib.loads(text)
    else:
        data = json.loads(raw.decode("utf-8-sig"))
        data["stages"][k]["cut"] = cut.to_json()
        text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    if _parsed(data, path)[k].cut != cut:
        raise StageError("stages.unwritable", source=path, reason=N_("the file does not read back as the decision"))
    return text.encode("utf-8")


def write_stage_file(path: str | Path, data: bytes, *, expected: bytes | None = None) -> None:
    """Replace the stage file at once (a file beside it, then renamed): never half-written.
    ``expected``: what the file must hold now (what the program wrote there last); a file
    edited by hand since is refused (a StageError) and left as it is."""
    path = Path(path)
    if expected is not None and read_stage_file(path) != expected:
        raise StageError("stages.edited", source=path)
    part = path.with_name(path.name + ".part")
    try:
        part.write_bytes(data)
        part.replace(path)
    except OSError as error:
        part.unlink(missing_ok=True)
        raise StageError("stages.unwritable", source=path, reason=error.strerror or error) from error


_HEADER = re.compile(r"\s*\[")                      # a table header: [name] or [[name]]
_STAGE = re.compile(r"\s*\[\[\s*stages\s*\]\]")   # a new element of the stages array
_OWN = re.compile(r"\s*\[\s*stages\s*\.")          # a sub-table of the current element
_CUT = re.compile(r"\s*\[\s*stages\s*\.\s*cut\s*\]")


def _toml_with_cut(text: str, k: int, cut: CutDecision, path: Path) -> str:
    """``text`` with the k-th ``[[stages]]`` element's ``[stages.cut]`` table (re)written."""
    lines = text.splitlines(keepends=True)
    starts = [i for i, line in enumerate(lines) if _STAGE.match(line)]
    if k >= len(starts):
        raise StageError("stages.unwritable", source=path,
                         reason=N_("the stages are not written as [[stages]] tables"))
    end = next((i for i in range(starts[k] + 1, len(lines)) if _HEADER.match(lines[i]) and not _OWN.match(lines[i])),
               len(lines))
    section = lines[starts[k]:end]
    at = next((i for i, line in enumerate(section) if _CUT.match(line)), None)
    if at is not None:                    # the earlier decision goes, up to the next table
        after = next((i for i in range(at + 1, len(section)) if _HEADER.match(section[i])), len(section))
        section = section[:at] + section[after:]
    while section and not section[-1].strip():
        section.pop()
    if section and not section[-1].endswith("\n"):
        section[-1] += "\n"
    block = ["\n", "[stages.cut]\n", f"advance = [{', '.join(_toml_text(n) for n in cut.advance)}]\n",
             f"author = {_toml_text(cut.author)}\n", f"reason = {_toml_text(cut.reason)}\n"]
    gap = ["\n"] if end < len(lines) else []
    return "".join(lines[:starts[k]] + section + block + gap + lines[end:])


def _toml_text(value: str) -> str:
    """A TOML basic string: every escape JSON writes is one TOML reads."""
    return json.dumps(value, ensure_ascii=False)


def find_stage(stages: Sequence[Stage], name: str) -> Stage:
    for s in stages:
        if s.name == name or any(s.label(lang) == name for lang in languages()):
            return s
    raise StageError("stages.unknown", name=name, known=", ".join(s.name for s in stages))


# -- the seating of a stage ------------------------------------------------------------------
def stage_seating_request(staged: StagedStandings, name: str, *, seed: int = 0, effort: float = 1.0):
    """The seating request of a stage for the players who advanced into it."""
    from .seating import SeatingRequest
    stage = find_stage(staged.plan, name)
    k = staged.plan.index(stage)
    if k == 0:
        raise StageError("stages.first", name=stage.text())
    before = staged.stages[k - 1]
    if not before.stage.advance:
        raise StageError("stages.no_advance", name=stage.text(), previous=before.stage.text())
    players = before.advancing
    needed = SEATS * stage.tables
    if len(players) < needed:
        raise StageError("stages.too_few", name=stage.text(), players=len(players), needed=needed)
    seats = len(stage.rounds) * needed
    if seats % len(players):
        raise StageError("stages.uneven", name=stage.text(), players=len(players), rounds=len(stage.rounds),
                         tables=stage.tables)
    ids = [r.player_id or "" for r in players]
    return SeatingRequest([r.name for r in players], stage.tables, seats // len(players), seed,
                          ids=ids if any(ids) else None, effort=effort)


def as_stage(schedule: Any, stage: Stage) -> Any:
    """``schedule`` (a stage's seating, its rounds 1, 2, 3 …) marked as the stage's: its
    rounds under the stage's round labels (a final's 11–13), the stage's name and titles,
    which every writer of a seating keeps (JSON, CSV) and its papers print."""
    schedule.round_labels = list(stage.rounds[:len(schedule.rounds)])
    schedule.stage, schedule.stage_titles = stage.name, dict(stage.title)
    return schedule


def stage_schedule_json(schedule: Any, stage: Stage) -> dict:
    """The ``mafia-seating/1`` JSON of a stage's seating: its rounds under the stage's round
    labels, the stage's name and titles (additive keys: the file stays a plain schedule)."""
    from .schedule_io import schedule_json
    return schedule_json(as_stage(schedule, stage))
