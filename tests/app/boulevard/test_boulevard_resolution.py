"""The night's steps one by one, on the pure resolution (app.boulevard.resolution)."""
import pytest

from app.boulevard import Action, Table, resolve
from app.boulevard.resolution import DuplicateAction

ROLES = {1: "citizen", 2: "commissar", 3: "doctor", 4: "putana", 5: "journalist", 6: "citizen",
         7: "don", 8: "mafia", 9: "lawyer", 10: "maniac", 11: "bartender", 12: "mafia"}


def night(*actions, readings=None, present=None):
    table = Table(ROLES, frozenset(present or ROLES), readings or {})
    return resolve([Action(kind, by, tuple(t)) for kind, by, *t in actions], table)


def test_the_putana_blocks_only_her_targets_own_ability():
    result = night(("putana_block", 4, 3), ("doctor_heal", 3, 6), ("mafia_shot", 7, 6), ("commissar_check", 2, 3))
    assert result.blocked[0].to_json() == {"seat": 3, "role": "doctor", "by": 4, "lost": ["doctor_heal"]}
    assert result.death_seats() == [6]
    assert result.checks[0].result == "not_mafia"      # the blocked Doctor can still be checked


def test_a_blocked_shooter_passes_the_shot_to_the_lowest_unblocked_partner():
    result = night(("putana_block", 4, 12), ("mafia_shot", 12, 1))
    assert result.shot.to_json() == {"by": 12, "carried_by": 7, "target": 1, "status": "carried"}
    alone = night(("putana_block", 4, 12), ("mafia_shot", 12, 1), present=set(ROLES) - {7, 8})
    assert alone.shot.status == "cancelled" and alone.death_seats() == []
    nobody = night(("mafia_shot", 7, None))
    assert nobody.shot.status == "none" and nobody.attacks == ()


def test_the_lawyer_readings():
    disguise = night(("lawyer_defend", 9, 8), ("commissar_check", 2, 8), ("journalist_compare", 5, 7, 8))
    assert (disguise.checks[0].result, disguise.compares[0].result) == ("not_mafia", "different")
    commissar_only = night(("lawyer_defend", 9, 8), ("commissar_check", 2, 8), ("journalist_compare", 5, 7, 8),
                           readings={"lawyer": "disguise_commissar"})
    assert (commissar_only.checks[0].result, commissar_only.compares[0].result) == ("not_mafia", "same")
    shield = night(("lawyer_defend", 9, 6), ("mafia_shot", 7, 6), ("commissar_check", 2, 8),
                   readings={"lawyer": "shield"})
    assert shield.death_seats() == [] and shield.checks[0].result == "mafia"
    assert [p.to_json() for p in shield.protections] == [{"by": 9, "role": "lawyer", "target": 6, "absorbed": 1}]


def test_the_swap_moves_unprotected_targets_after_blocks_before_protections():
    result = night(("bartender_swap", 11, 1, 6), ("mafia_shot", 7, 1), ("doctor_heal", 3, 1),
                   ("maniac_attack", 10, 2), ("journalist_compare", 5, 1, 2))
    moved = {m.action: (m.before, m.after) for m in result.swap.moved}
    assert moved == {"mafia_shot": ((1,), (6,)), "doctor_heal": ((1,), (6,)), "journalist_compare": ((1, 2), (6, 2))}
    assert result.death_seats() == [2]          # the shot and the heal both moved to 6; the Maniac kills 2
    blocked_bartender = night(("putana_block", 4, 11), ("bartender_swap", 11, 1, 6), ("mafia_shot", 7, 1))
    assert blocked_bartender.swap is None and blocked_bartender.death_seats() == [1]


def test_the_lawyers_client_is_protected_from_the_swap_under_the_default_reading():
    actions = (("lawyer_defend", 9, 1), ("bartender_swap", 11, 1, 6), ("mafia_shot", 7, 1), ("doctor_heal", 3, 6))
    kept = night(*actions)
    assert kept.swap.kept == ("mafia_shot",) and kept.death_seats() == []
    moved = night(*actions, readings={"bartender_protected": "text_only"})
    assert moved.swap.kept == () and moved.death_seats() == [6]


def test_each_protection_absorbs_one_attack():
    one = night(("doctor_heal", 3, 6), ("mafia_shot", 7, 6), ("maniac_attack", 10, 6))
    assert [d.to_json() for d in one.deaths] == [{"seat": 6, "by": ["mafia_shot", "maniac_attack"]}]
    two = night(("doctor_heal", 3, 6), ("lawyer_defend", 9, 6), ("mafia_shot", 7, 6), ("maniac_attack", 10, 6),
                readings={"lawyer": "shield"})
    assert two.deaths == () and [p.absorbed for p in two.protections] == [1, 1]
    idle = night(("doctor_heal", 3, 2), ("mafia_shot", 7, 1))
    assert idle.protections[0].absorbed == 0 and idle.death_seats() == [1]


def test_a_player_no_longer_at_the_table_does_not_die_but_an_accepted_action_stands():
    result = night(("doctor_heal", 3, 1), ("mafia_shot", 7, 1), ("maniac_attack", 10, 6),
                   present=set(ROLES) - {3, 6})
    assert result.death_seats() == [] and result.protections[0].absorbed == 1
    assert 3 in result.acted


def test_the_commissar_and_the_maniac():
    assert night(("commissar_check", 2, 10)).checks[0].result == "not_mafia"
    assert night(("commissar_check", 2, 10),
                 readings={"commissar_check": "black_team_and_maniac"}).checks[0].result == "mafia"
    assert night(("journalist_compare", 5, 10, 7)).compares[0].result == "different"


def test_a_commissar_check_naming_nobody_gives_no_answer():
    # the strict typing found it: the check looked up the team of seat None (KeyError)
    result = resolve([Action("commissar_check", 2, ())], Table(ROLES, frozenset(ROLES), {}))
    assert result.checks == () and result.acted == frozenset({2})


def test_two_actions_of_one_kind_are_refused():
    with pytest.raises(DuplicateAction):
        night(("doctor_heal", 3, 1), ("doctor_heal", 3, 2))
