"""Rules the corpus covers end to end, pinned here one at a time."""
from app import editions
from tests.conftest import make_game


def codes(state, severities=("error", "warning")):
    return [(f.code, f.phase, f.event) for f in state.findings if f.severity in severities]


def nom(by, target, **kw):
    return {"type": "nominate", "by": by, "target": target, **kw}


def vote(rnd, cand, **kw):
    return {"type": "vote", "round": rnd, "candidate": cand, **kw}


def test_second_nomination_is_not_accepted_and_cited_as_7_6():
    state = editions.replay(make_game([("N0", []), ("D1", [nom(1, 5), nom(1, 6)])]))
    [finding] = [f for f in state.findings if f.code == "nomination.second_in_day"]
    # the dialogue of 7.5.1: the judge stays silent, routine procedure (info)
    assert (finding.severity, finding.clause, finding.phase, finding.event) == ("info", "7.6", "D1", 1)
    assert state.candidates("D1") == [5]
    assert "вторая кандидатура" in finding.message("ru")


def test_official_rules_cite_their_own_numbering():
    state = editions.replay(make_game([("N0", []), ("D1", [nom(1, 5), nom(1, 6)])], ruleset="official"))
    assert [f.clause for f in state.findings if f.code == "nomination.second_in_day"] == ["4.4.4"]


def test_replace_option_keeps_the_last_free_target():
    # 7.5.2's dialogue: 2 and 3 are taken, "выставляю 2, 3, 4" leaves 4 for player 10.
    events = [nom(8, 2), nom(9, 3), nom(10, 1), nom(10, 2), nom(10, 3), nom(10, 4)]
    doc = make_game([("N0", []), ("D1", events)], ruleset={"preset": "league", "options": {"7.5": "7.5.2"}})
    state = editions.replay(doc)
    assert state.candidates("D1") == [2, 3, 4]
    assert codes(state) == []


def test_votes_not_cast_go_to_the_last_candidate():
    events = [nom(1, 5), nom(2, 6), vote(1, 5, count=4)]
    state = editions.replay(make_game([("N0", []), ("D1", events), ("N1", [])]))
    day = state.days["D1"]
    assert day.rounds[0].tallies == {5: 4, 6: 6}
    assert [(e.seat, e.how) for e in state.eliminated] == [(6, "voted")]


def test_first_day_single_nominee_has_no_vote():
    state = editions.replay(make_game([("N0", []), ("D1", [nom(1, 5)]), ("N1", [])]))
    assert state.eliminated == []
    assert state.days["D1"].result == "no_vote"


def test_tie_then_repeat_then_lift_all_needs_more_than_half():
    events = [nom(1, 5), nom(2, 6), vote(1, 5, count=5), vote(1, 6, count=5),
              vote(2, 5, count=5), vote(2, 6, count=5), {"type": "lift_vote", "count": 5}]
    state = editions.replay(make_game([("N0", []), ("D1", events), ("N1", [])]))
    assert state.eliminated == []
    assert [c for c, _, _ in codes(state, ("info",)) if c in ("vote.revote", "vote.lift_all")] == \
        ["vote.revote", "vote.lift_all"]
    events[-1] = {"type": "lift_vote", "count": 6}
    state = editions.replay(make_game([("N0", []), ("D1", events)]))
    assert [(e.seat, e.how) for e in state.eliminated] == [(5, "voted"), (6, "voted")]


def test_fourth_foul_before_the_vote_cancels_todays_vote_and_says_so():
    events = [nom(1, 5), nom(2, 6)] + [{"type": "foul", "seat": 6}] * 4 + [vote(1, 5, count=9)]
    state = editions.replay(make_game([("N0", []), ("D1", events), ("N1", [])]))
    fourth = next(f for f in state.findings if f.code == "foul.fourth")
    assert fourth.message("ru") == ("Игрок 6 — четвёртый фол: покидает стол без последнего слова; "
                                    "голосование Д1 не проводится (9.10.1)")
    assert state.to_check_json()["cancelled_votes"] == ["D1"]
    assert ("vote.cancelled", "D1", 6) in codes(state)


def test_removal_after_the_result_cancels_the_next_day():
    events = [nom(1, 5), nom(2, 6), vote(1, 5, count=7), vote(1, 6, count=3),
              {"type": "disqualify", "seat": 8}]
    state = editions.replay(make_game([("N0", []), ("D1", events), ("N1", [])]))
    assert state.to_check_json()["cancelled_votes"] == ["D2"]
    assert [(e.seat, e.how) for e in state.eliminated] == [(5, "voted"), (8, "disqualified")]


def test_night_removal_example_of_players_1_and_2():
    # night-disqualification.txt: black 1 removed at "3"; his shot at 9 is void, 2's shot at 8 kills.
    roles = ["mafia", "don", "citizen", "citizen", "citizen", "sheriff", "citizen", "citizen", "mafia", "citizen"]
    night = [{"type": "disqualify", "seat": 1, "during_shooting": True, "at_number": 3},
             {"type": "shooting", "shots": {"1": 9, "2": 8, "9": 8}}]
    state = editions.replay(make_game([("N0", []), ("D1", []), ("N1", night), ("D2", [])], roles=roles))
    assert [e.to_json() for e in state.eliminated] == [
        {"seat": 1, "phase": "N1", "how": "disqualified"}, {"seat": 8, "phase": "N1", "how": "killed"}]


def test_red_removed_during_the_count_and_shot_is_killed_and_the_vote_is_held():
    night = [{"type": "shooting", "shots": {"5": 4, "7": 4, "9": 4}},
             {"type": "disqualify", "seat": 4, "during_shooting": True, "at_number": 2}]
    state = editions.replay(make_game([("N0", []), ("D1", []), ("N1", night), ("D2", [])]))
    assert [e.to_json() for e in state.eliminated] == [
        {"seat": 4, "phase": "N1", "how": "killed", "disqualified": True}]
    assert state.cancelled == set()


def test_rotation_6_3_2_when_seat_1_is_killed():
    night = [{"type": "shooting", "shots": {"5": 1, "7": 1, "9": 1}}]
    doc = make_game([("N0", []), ("D1", []), ("N1", night), ("D2", [])],
                    ruleset={"preset": "league", "options": {"6.3": "6.3.2"}})
    assert editions.replay(doc).speaking_order()["D2"] == [3, 4, 5, 6, 7, 8, 9, 10, 2]


def test_third_foul_silences_the_next_speech_once():
    d1 = [{"type": "speech", "seat": 1}, {"type": "speech", "seat": 2}] + [{"type": "foul", "seat": 1}] * 3
    state = editions.replay(make_game([("N0", []), ("D1", d1), ("N1", []), ("D2", []), ("N2", []), ("D3", [])]))
    order = state.speaking_order()
    assert 1 in order["D1"] and 1 not in order["D2"] and 1 in order["D3"]


def test_wrong_sheriff_answer_is_an_error():
    night = [{"type": "sheriff_check", "target": 5, "result": "red"}]
    state = editions.replay(make_game([("N0", []), ("D1", []), ("N1", night)]))
    [f] = [f for f in state.findings if f.code == "check.wrong_answer"]
    assert f.severity == "error" and f.clause == "8.13.1"   # the answer the option prescribes


def test_black_wins_at_parity_after_a_vote():
    # Four reds voted out / killed in turn until blacks (3) >= reds (3).
    phases = [("N0", []),
              ("D1", [nom(1, 1), nom(2, 2), vote(1, 1, count=6), vote(1, 2, count=4)]),
              ("N1", [{"type": "shooting", "shots": {"5": 2, "7": 2, "9": 2}}]),
              ("D2", [nom(3, 3), nom(4, 4), vote(1, 3, count=5), vote(1, 4, count=3)]),
              ("N2", [{"type": "shooting", "shots": {"5": 4, "7": 4, "9": 4}}])]
    state = editions.replay(make_game(phases, result={"winner": "black"}))
    assert state.is_game_over() and state.winner == "black"
    assert state.outcome.reason == "parity"
    assert codes(state) == []


def test_check_json_shows_recorded_counts_during_a_round_and_the_inferred_remainder():
    events = [nom(1, 5), nom(2, 6), nom(3, 8), vote(1, 5, count=4)]
    report = editions.replay(make_game([("N0", []), ("D1", events)])).to_check_json()
    [rnd] = report["days"]["D1"]["rounds"]
    assert rnd["tallies"] == {"5": 4} and rnd["inferred"] == [] and rnd["complete"] is False
    events.append(vote(1, 6, count=3))            # the last but one: 8 has the other 3 (7.13)
    report = editions.replay(make_game([("N0", []), ("D1", events)])).to_check_json()
    [rnd] = report["days"]["D1"]["rounds"]
    assert rnd["tallies"] == {"5": 4, "6": 3, "8": 3} and rnd["inferred"] == [8]
    assert rnd["complete"] is True and report["days"]["D1"]["leaving"] == [5]


def test_thumb_and_questions_have_no_effect_where_the_book_does_not_ask_for_them():
    events = [nom(1, 5, thumb=False), nom(2, 6)] + [{"type": "ask_nominees", "seat": 4}] * 2
    league = editions.replay(make_game([("N0", []), ("D1", events)]))
    assert league.candidates("D1") == [5, 6]
    assert codes(league) == [("ask.twice", "D1", 3)]
    official = editions.replay(make_game([("N0", []), ("D1", events)], ruleset="official"))
    assert codes(official) == []      # official 4.3.4: the right to ask, with no limit


def test_messages_agree_with_their_numbers_and_name_phases_as_judges_write_them():
    events = [nom(1, 5), nom(2, 6), vote(1, 5, count=4), vote(1, 6, count=1)]
    state = editions.replay(make_game([("N0", []), ("D1", events), ("N1", []), ("D2", [])]))
    [last] = [f for f in state.findings if f.code == "vote.last_count"]
    assert "6 голосов, а записано 1" in last.message("ru") and "6 votes" in last.message("en")
    [missing] = [f for f in state.findings if f.code == "shooting.missing"]
    assert "Отстрел Н1 не записан" in missing.message("ru") and "of N1" in missing.message("en")
    events = [nom(1, 5), nom(2, 6), vote(1, 5, count=7), vote(1, 6, count=4)]
    [too_many] = [f for f in editions.replay(make_game([("N0", []), ("D1", events)])).findings
                  if f.code == "vote.too_many"]
    assert "11 голосов при 10 игроках" in too_many.message("ru")


def test_a_declared_result_that_disagrees_is_named_in_the_accusative():
    state = editions.replay(make_game([("N0", [])], result={"winner": "red"}))
    [f] = [f for f in state.findings if f.code == "result.in_progress"]
    assert f.message("ru").startswith("Объявлен результат (победа красных)")
    from app.sport.samples import sample_game
    doc = sample_game()
    doc["result"] = {"winner": "black"}
    [f] = [f for f in editions.replay(doc).findings if f.code == "result.mismatch"]
    assert f.message("ru").startswith("Судья объявил победу чёрных, а по протоколу победа красных")


def test_the_catalogue_marks_the_options_that_decide_only_conduct():
    from app.i18n import catalogue_text
    from app.rules import catalogue
    options = catalogue().options
    conduct = sorted((k for k, o in options.items() if "conduct" in o), key=lambda k: [int(x) for x in k.split(".")])
    assert conduct == ["4.5", "5.4", "7.3", "7.7", "7.10", "8.13"]
    for key in conduct:
        assert catalogue_text(options[key]["conduct"], "ru") == "только поведение" and options[key]["note"]["msgid"]


def test_final_minute_follows_a_vote_or_a_kill_and_never_8_19_2():
    red_win = [("N0", []), ("D1", [nom(1, 5), nom(2, 9), vote(1, 5, count=6)]),
               ("N1", [{"type": "shooting", "shots": {"7": 1, "9": 1}}]),
               ("D2", [nom(2, 9), nom(3, 2), vote(1, 9, count=6)]),
               ("N2", [{"type": "shooting", "shots": {"7": 2}}]),
               ("D3", [nom(3, 7), vote(1, 7, count=6), {"type": "foul", "seat": 4}])]
    assert codes(editions.replay(make_game(red_win, result={"winner": "red"}))) == []
    none = make_game(red_win, ruleset={"preset": "league", "options": {"8.19": "8.19.2"}}, result={"winner": "red"})
    assert codes(editions.replay(none)) == [("game.event_after_end", "D3", 2)]


def test_quick_entry_gives_a_counted_round_s_last_candidate_its_own_round():
    from app.sport.state import open_round
    state = editions.replay(make_game([("N0", []), ("D1", [nom(1, 5), nom(2, 6), vote(1, 5, count=5)])]))
    day = state.days["D1"]
    assert day.awaiting == "revote"            # 6 has the other 5: a tie, counted at once
    assert open_round(day, 6) == 1 and open_round(day, 5) == 2 and open_round(day) == 2
