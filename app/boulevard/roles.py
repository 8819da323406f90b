"""The boulevard roles, their teams and night actions, and which tables a host may set.

>>> check_setup(["don", "mafia", "doctor", "commissar", "putana", "citizen", "citizen"])
>>> check_setup(["don", "mafia", "citizen"])
Traceback (most recent call last):
...
app.boulevard.roles.TableSizeError: 3 players: a boulevard table seats 6 to 20
>>> try:
...     check_setup(["don", "mafia", "mafia", "lawyer", "citizen", "citizen", "maniac", "doctor"])
... except SetupError as error:
...     print(error.message("ru"))
мафия (Дон, мафиози и Адвокат) — 4 из 8 игроков, а мирных — 3:
мафия должна быть меньше мирных, иначе она побеждает сразу
>>> suggested_roles(10)
['don', 'mafia', 'lawyer', 'maniac', 'doctor', 'commissar', 'putana', 'journalist', 'citizen', 'citizen']
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from app.i18n import N_, NP_, SOURCE, Phrase, gettext, word
from app.kernel.outcomes import Team, Winner
from app.rules.boulevard import book

TEAM = {"citizen": Team.RED, "doctor": Team.RED, "commissar": Team.RED, "putana": Team.RED,
        "journalist": Team.RED, "bartender": Team.RED, "mafia": Team.BLACK, "don": Team.BLACK,
        "lawyer": Team.BLACK, "maniac": Team.MANIAC}
ROLES = tuple(TEAM)
SHOOTERS = frozenset({"don", "mafia"})       # the mafiosi who can carry the mafia's shot
SPECIAL = ("don", "lawyer", "maniac", "doctor", "commissar", "putana", "journalist", "bartender")

ROLE_NAMES = {
    "citizen": Phrase("Citizen"), "mafia": Phrase("Mafioso"),
    "don": Phrase("Don"), "doctor": Phrase("Doctor"),
    "commissar": Phrase("Commissar"), "putana": Phrase("Putana"),
    "maniac": Phrase("Maniac"), "journalist": Phrase("Journalist"),
    "lawyer": Phrase("Lawyer"), "bartender": Phrase("Bartender"),
}
TEAM_NAMES: dict[str, Phrase] = {Winner.RED: Phrase("the town"), Winner.BLACK: Phrase("the mafia"),
              Winner.MANIAC: Phrase("the Maniac"), Winner.DRAW: Phrase("a draw")}
WINNER_TEXT: dict[str, Phrase] = {Winner.RED: Phrase("the town wins"),
               Winner.BLACK: Phrase("the mafia wins"),
               Winner.MANIAC: Phrase(NP_("boulevard", "the Maniac wins")), Winner.DRAW: Phrase("a draw")}


@dataclass(frozen=True, slots=True)
class NightRole:
    """One column of the night panel: a role in play and the event that records its action."""

    role: str
    action: str          # the event type
    targets: int         # 1: `target`; 2: `targets`
    step: int            # its step in the text's order (Ф.1): 2 block … 6 attacks, 7 private results

    def name(self, lang: str = "ru") -> str:
        return ROLE_NAMES[self.role].pick(lang)


# In the text's order; the checks have no step of their own and are listed last.
NIGHT_ROLES = (
    NightRole("putana", "putana_block", 1, 2),
    NightRole("lawyer", "lawyer_defend", 1, 3),
    NightRole("bartender", "bartender_swap", 2, 4),
    NightRole("doctor", "doctor_heal", 1, 5),
    NightRole("mafia", "mafia_shot", 1, 6),
    NightRole("maniac", "maniac_attack", 1, 6),
    NightRole("commissar", "commissar_check", 1, 7),
    NightRole("journalist", "journalist_compare", 2, 7),
)
ACTIONS = {r.action: r for r in NIGHT_ROLES}
ABILITIES = {
    "putana_block": Phrase("the block"), "lawyer_defend": Phrase("the Lawyer's defence"),
    "bartender_swap": Phrase("the swap"), "doctor_heal": Phrase("the heal"),
    "mafia_shot": Phrase("the mafia's shot"), "maniac_attack": Phrase("the attack"),
    "commissar_check": Phrase("the check"), "journalist_compare": Phrase("the comparison"),
}


# The roles a reading concerns: a reading of a role not dealt changes nothing at this table.
# An empty set: every table (the day vote).
READING_ROLES = {"lawyer": {"lawyer"}, "bartender_protected": {"bartender"},
                 "commissar_check": {"commissar"}, "maniac_victory": {"maniac"}, "day_vote": set(),
                 "doctor_self": {"doctor"}, "repeat_target": {"doctor", "putana"}}


def acts_as(role: str) -> str:
    """The night role a player's card acts under: the Don and the mafiosi share the shot."""
    return "mafia" if role in SHOOTERS else role


# -- the set-up ---------------------------------------------------------------------------
_REASONS: dict[str, str] = {
    "size": N_("{count} players: a boulevard table seats {low} to {high}"),
    "unknown": N_("there is no role '{role}' in the boulevard edition (known: {known})"),
    "repeated": N_("{count} players hold the {name} card: each special role is dealt once"),
    "no_mafia": N_("neither a Don nor a mafioso: nobody shoots at night"),
    "mafia_too_strong": N_("the mafia (Don, mafiosi and Lawyer) is {black} of {count} players against {red} "
                           "town players: it must be smaller than the town, or it wins at once"),
}


class SetupError(ValueError):
    """A table a boulevard game cannot be played at; ``message(lang)`` says why."""

    kind = "size"

    def __init__(self, **params: Any) -> None:
        self.params = params
        super().__init__(self.message(SOURCE))

    def message(self, lang: str = "ru") -> str:
        return gettext(lang, _REASONS[self.kind], **{
            k: word(v, lang) for k, v in self.params.items()})


class TableSizeError(SetupError):
    kind = "size"


class UnknownRoleError(SetupError):
    kind = "unknown"


class RoleRepeatedError(SetupError):
    kind = "repeated"


class NoMafiaError(SetupError):
    kind = "no_mafia"


class MafiaTooStrongError(SetupError):
    kind = "mafia_too_strong"


def table_range() -> range:
    limits = book().table
    return range(limits["min"], limits["max"] + 1)


def check_setup(roles: Sequence[str]) -> None:
    """Raise a :class:`SetupError` naming the first reason ``roles`` (one per seat) cannot play."""
    sizes = table_range()
    if len(roles) not in sizes:
        raise TableSizeError(count=len(roles), low=sizes.start, high=sizes.stop - 1)
    for role in roles:
        if role not in TEAM:
            raise UnknownRoleError(role=role, known=", ".join(ROLES))
    found = Counter(roles)
    for role in SPECIAL:
        if found[role] > 1:
            raise RoleRepeatedError(name=ROLE_NAMES[role], count=found[role])
    if not any(found[r] for r in SHOOTERS):
        raise NoMafiaError()
    black = sum(n for r, n in found.items() if TEAM[r] == Team.BLACK)
    red = sum(n for r, n in found.items() if TEAM[r] == Team.RED)
    if black >= red:
        raise MafiaTooStrongError(black=black, red=red, count=len(roles))


def setup_problem(roles: Sequence[str]) -> SetupError | None:
    """The reason ``roles`` cannot play, or None: for a dialog that explains as the host types."""
    try:
        check_setup(roles)
    except SetupError as error:
        return error
    return None


def suggested_roles(count: int) -> list[str]:
    """A usual club deal for ``count`` seats: one mafioso per four players, the Don among them;
    the Lawyer from 8 players, the Maniac from 9, the Journalist from 10, the Bartender from 12."""
    sizes = table_range()
    if count not in sizes:
        raise TableSizeError(count=count, low=sizes.start, high=sizes.stop - 1)
    shooters = max(1, count // 4)
    roles = ["don"] + ["mafia"] * (shooters - 1)
    roles += [r for r, least in (("lawyer", 8), ("maniac", 9)) if count >= least]
    roles += ["doctor", "commissar", "putana"]
    roles += [r for r, least in (("journalist", 10), ("bartender", 12)) if count >= least]
    return roles + ["citizen"] * (count - len(roles))


def in_play(roles: Iterable[str]) -> list[str]:
    """The roles dealt at a table, in the canonical order of ``ROLES``."""
    dealt = set(roles)
    return [r for r in ROLES if r in dealt]
