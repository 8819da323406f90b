"""The boulevard ("Fortuna") edition: extended roles, the fixed night order, the violation
ladder and the host's private journal.  No Qt here.

A boulevard game is an ordinary ``mafia-game/1`` file whose ruleset is ``boulevard``
(docs/format-boulevard.md); the registry (``app.editions.replay``) hands it to :func:`replay`.

>>> from app.boulevard import replay, sample_boulevard_game
>>> state = replay(sample_boulevard_game())
>>> type(state).__name__, state.winner, state.roles_in_play()[:4]
('BoulevardState', 'red', ['citizen', 'doctor', 'commissar', 'putana'])
>>> [r.action for r in state.night_roles()][:3]
['putana_block', 'lawyer_defend', 'doctor_heal']
>>> state.next_step(10), state.next_step(1)    # 10 has had a warning
('speech_loss', 'warning')
"""
from typing import TYPE_CHECKING

from .. import lazy

if TYPE_CHECKING:
    from .game import replay as replay
    from .journal import JournalEntry as JournalEntry
    from .journal_export import export_json as export_json
    from .journal_export import export_text as export_text
    from .model import Ladder as Ladder
    from .resolution import Action as Action
    from .resolution import NightResult as NightResult
    from .resolution import Table as Table
    from .resolution import resolve as resolve
    from .roles import ACTIONS as ACTIONS
    from .roles import NIGHT_ROLES as NIGHT_ROLES
    from .roles import ROLE_NAMES as ROLE_NAMES
    from .roles import ROLES as ROLES
    from .roles import TEAM as TEAM
    from .roles import NightRole as NightRole
    from .roles import SetupError as SetupError
    from .roles import check_setup as check_setup
    from .roles import setup_problem as setup_problem
    from .roles import suggested_roles as suggested_roles
    from .roles import table_range as table_range
    from .samples import sample_boulevard_game as sample_boulevard_game
    from .state import BoulevardState as BoulevardState

# Imported when first used: a sport game's check or sheet does not load the club edition's engine.
__getattr__, __dir__, __all__ = lazy.attach(__name__, {
    ".game": ["replay"],
    ".journal": ["JournalEntry"],
    ".journal_export": ["export_json", "export_text"],
    ".model": ["Ladder"],
    ".resolution": ["Action", "NightResult", "Table", "resolve"],
    ".roles": ["ACTIONS", "NIGHT_ROLES", "ROLE_NAMES", "ROLES", "TEAM", "NightRole", "SetupError", "check_setup",
               "setup_problem", "suggested_roles", "table_range"],
    ".samples": ["sample_boulevard_game"],
    ".state": ["BoulevardState"],
})
