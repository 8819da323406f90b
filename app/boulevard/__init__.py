"""The boulevard ("Fortuna") edition: extended roles, the fixed night order, the violation
ladder and the host's private journal.  No Qt here.

A boulevard game is an ordinary ``mafia-game/1`` file whose ruleset is ``boulevard``
(docs/format-boulevard.md); the registry (``app.editions.replay``) hands it to :func:`replay`.

>>> state = replay(sample_boulevard_game())
>>> type(state).__name__, state.winner, state.roles_in_play()[:4]
('BoulevardState', 'red', ['citizen', 'doctor', 'commissar', 'putana'])
>>> [r.action for r in state.night_roles()][:3]
['putana_block', 'lawyer_defend', 'doctor_heal']
>>> state.next_step(10), state.next_step(1)    # 10 has had a warning
('speech_loss', 'warning')
"""
from .game import replay
from .journal import JournalEntry, export_json, export_text
from .model import Ladder
from .resolution import Action, NightResult, Table, resolve
from .roles import (
                    ACTIONS,
                    NIGHT_ROLES,
                    ROLE_NAMES,
                    ROLES,
                    TEAM,
                    NightRole,
                    SetupError,
                    check_setup,
                    setup_problem,
                    suggested_roles,
                    table_range,
)
from .samples import sample_boulevard_game
from .state import BoulevardState

__all__ = ["ACTIONS", "Action", "BoulevardState", "JournalEntry", "Ladder", "NIGHT_ROLES",
           "NightResult", "NightRole", "ROLES", "ROLE_NAMES", "SetupError", "TEAM", "Table",
           "check_setup", "export_json", "export_text", "replay", "resolve",
           "sample_boulevard_game", "setup_problem", "suggested_roles", "table_range"]
