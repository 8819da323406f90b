"""What the sheet asks a boulevard state: columns, legal targets, the ladder, the journal."""
import copy

from app import editions
from app.boulevard import BoulevardState, export_json, export_text, sample_boulevard_game
from app.sport import State, sample_game


def replay(doc=None, until=None):
    return editions.replay(doc or sample_boulevard_game(), until=until)


def test_the_engine_entry_point_dispatches_by_rule_book():
    assert isinstance(replay(), BoulevardState)
    assert type(editions.replay(sample_game())) is State


def test_columns_follow_the_roles_in_play():
    state = replay()
    assert state.roles_in_play() == ["citizen", "doctor", "commissar", "putana", "journalist", "mafia", "don",
                                     "lawyer", "maniac"]
    assert [r.action for r in state.night_roles()] == ["putana_block", "lawyer_defend", "doctor_heal", "mafia_shot",
                                                        "maniac_attack", "commissar_check", "journalist_compare"]
    doc = sample_boulevard_game()
    doc["players"].append({"seat": 11, "name": "Бармен", "role": "bartender"})
    roles = editions.replay(doc).night_roles()
    assert roles[2].action == "bartender_swap" and roles[2].targets == 2 and roles[2].name("en") == "Bartender"


def test_legal_targets_apply_the_limits_of_step_one():
    at_n1 = replay(until=(2, 0))             # N1 has begun, nothing recorded yet
    assert at_n1.legal_targets("putana_block", 4) == [1, 2, 3, 5, 6, 7, 8, 9, 10]
    assert 3 in at_n1.legal_targets("doctor_heal", 3)          # a first self-heal
    assert at_n1.legal_targets("doctor_heal", 6) == []         # 6 is not the Doctor
    assert at_n1.legal_targets("journalist_compare", 5) == [1, 2, 3, 4, 6, 7, 8, 9, 10]
    mafia = next(r for r in at_n1.night_roles() if r.role == "mafia")
    assert at_n1.actors(mafia) == [7, 8]
    at_n2 = replay(until=(4, 0))             # N2: 5 died on N1, 7 was voted out on D2
    assert 7 not in at_n2.legal_targets("putana_block", 4)     # blocked on N1: not twice running
    assert 2 not in at_n2.legal_targets("doctor_heal", 3)
    assert 5 not in at_n2.legal_targets("mafia_shot", 8)
    assert at_n2.legal_targets("mafia_shot", 7) == []          # the Don is gone
    assert replay(until=(3, 0)).legal_targets("mafia_shot", 7) == []   # not at night


def test_the_preview_is_what_the_judge_shows_before_the_morning():
    state = replay(until=(2, 7))
    preview = state.preview_night()
    assert preview.death_seats() == [5] and preview.checks[0].result == "mafia"
    assert replay(until=(1, 0)).preview_night() is None


def test_the_ladder_proposes_the_next_step():
    doc = sample_boulevard_game()
    d1 = doc["phases"][1]["events"]
    steps = []
    for event in ({"type": "violation", "seat": 6, "kind": "light"}, {"type": "violation", "seat": 6, "kind": "light"},
                  {"type": "violation", "seat": 6, "kind": "disruption"}, {"type": "disqualify", "seat": 6}):
        d1.append(event)
        steps.append(editions.replay(doc, until=(2, 0)).next_step(6))
    assert steps == ["speech_loss", "speech_loss", "removal", "none"]
    assert replay().next_step(1) == "warning"
    ladder = editions.replay(doc).ladder(6)
    assert ladder.light == 2 and ladder.lost_days == [2] and ladder.removed


def test_check_json_has_the_usual_keys_and_the_nights():
    report = replay().to_check_json("ru")
    assert {"ruleset", "status", "winner", "eliminated", "cancelled_votes", "speaking_order", "findings",
            "days", "night_results", "readings"} <= set(report)
    assert list(report["night_results"]) == ["N1", "N2", "N3"]
    assert report["readings"] == {"lawyer": "disguise", "bartender_protected": "lawyer_client",
                                  "commissar_check": "black_team", "maniac_victory": "last_two",
                                  "day_vote": "plurality_revote", "doctor_self": "once",
                                  "repeat_target": "not_twice"}
    readings = [f for f in replay().findings if f.code == "reading.in_force"]
    assert [f.clause for f in readings] == list(report["readings"])
    assert "Адвокат" in readings[0].message("ru") and "Lawyer" in readings[0].message("en")


def test_the_journal_is_in_order_and_private():
    state = replay()
    entries = state.journal()
    kinds = [e.kind for e in entries]
    assert kinds[:9] == ["vote"] + ["action"] * 7 + ["night"]
    assert kinds.count("violation") == 1 and kinds.count("vote") == 4
    exported = export_json(state, "en")
    assert exported["format"] == "mafia-journal/1" and exported["private"] is True
    assert exported["entries"][3] == {"phase": "N1", "event": 2, "kind": "action", "code": "action.accepted",
                                      "action": "doctor_heal", "by": 3, "target": 2, "accepted": True,
                                      "text": "Doctor (3) heals 2"}
    text = export_text(state, "ru")
    assert text.startswith("Приватный журнал ведущего — Клубный вечер")
    assert "Н1 #6   Комиссар (2) проверяет 7; показан ответ «мафия»" in text
    assert "Д3 #1   Игрок 10: лёгкое нарушение — предупреждение" in text


def test_voided_rounds_stay_in_the_journal():
    doc = sample_boulevard_game()
    doc["phases"][3]["events"].insert(0, {"type": "host_error", "round": "N1", "remedy": "replay"})
    doc["phases"][4:4] = [copy.deepcopy(doc["phases"][2]) | {"replay": True},
                          {"phase": "D2", "events": copy.deepcopy(doc["phases"][3]["events"][1:])}]
    state = editions.replay(doc)
    voided = [e for e in state.journal() if e.voided]
    assert [e.phase for e in voided] == ["N1"] * 8 + ["D2"]
    assert voided[0].text("en").startswith("[replayed] ")
    assert state.winner == "red" and state.to_check_json()["voided_rounds"] == [{"phase": "N1", "voided": ["N1", "D2"]}]
