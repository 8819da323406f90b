"""The flow follows the game: a vote cancelled by a 4th foul is not announced, a night
whose Don has left reaches the morning, a tie at a boulevard table is known on the last
hand, and a night victim who nominates after his last word is told so."""
from app import editions
from app.boulevard import sample_boulevard_game as sample_club_game
from app.flow import flow
from tests.conftest import make_game

SPEECHES = [{"type": "speech", "seat": s} for s in (2, 3, 5, 6, 7, 8, 9, 10)]


def test_a_fourth_foul_cancels_the_vote_and_the_flow_says_no_vote_follows():
    fouls = [{"type": "foul", "seat": 4}] * 4
    state = editions.replay(make_game([("N0", []), ("D1", [{"type": "speech", "seat": 1}, *fouls, *SPEECHES])]))
    now = flow(state)
    assert now.step == "discussion" and now.no_vote and now.next is None
    plain = editions.replay(make_game([("N0", []), ("D1", [{"type": "speech", "seat": 1}, *SPEECHES])]))
    assert not flow(plain).no_vote                 # the same day without the fouls votes


def test_a_day_without_speeches_left_and_without_a_vote_is_over():
    fouls = [{"type": "foul", "seat": 4}] * 4
    state = editions.replay(make_game([("N0", []), ("D1", [*fouls, {"type": "speech", "seat": 1}, *SPEECHES])]))
    # every speech recorded, the speaker's floor given: the day's step is not "vote"
    assert flow(state).step in ("discussion", "day_over") and flow(state).step != "vote"


def night(events):
    vote_out_don = [{"type": "nominate", "by": 1, "target": 7},
                    {"type": "vote", "round": 1, "candidate": 7, "voters": list(range(1, 11))}]
    return editions.replay(make_game([("N0", []), ("D1", vote_out_don), ("N1", events)]))


def test_a_night_without_the_don_moves_on_to_the_morning():
    assert flow(night([])).step == "shooting"
    # the Don is called though he has left (the room must not learn it) …
    assert flow(night([{"type": "shooting", "killed": 2}])).step == "don_check"
    # … and the Sheriff's check, his turn after the Don's, ends the night's steps
    assert flow(night([{"type": "shooting", "killed": 2}, {"type": "sheriff_check", "target": 5}])).step \
        == "night_over"


def test_a_night_with_both_checks_in_either_order_is_over():
    both = [{"type": "shooting", "killed": 2}, {"type": "don_check", "target": 3},
            {"type": "sheriff_check", "target": 5}]
    state = editions.replay(make_game([("N0", []), ("D1", []), ("N1", both)]))
    assert flow(state).step == "night_over"
    state = editions.replay(make_game([("N0", []), ("D1", []), ("N1", both[:2])]))
    assert flow(state).step == "sheriff_check"


def club_day(votes):
    doc = sample_club_game()
    doc.pop("result", None)
    phases = [p for p in doc["phases"] if p["phase"] in ("N0", "D1")]
    day = phases[-1]
    day["events"] = [{"type": "nominate", "by": 1, "target": 2}, {"type": "nominate", "by": 3, "target": 4}] + votes
    doc["phases"] = phases
    return editions.replay(doc)


def test_a_boulevard_tie_is_announced_on_the_last_hand_with_its_leaders():
    seats = len(sample_club_game()["players"])
    half = seats // 2
    state = club_day([{"type": "vote", "round": 1, "candidate": 2, "count": half}])
    assert not [f for f in state.findings if f.code in ("vote.revote", "vote.tie")]
    state = club_day([{"type": "vote", "round": 1, "candidate": 2, "count": half},
                      {"type": "vote", "round": 1, "candidate": 4, "count": half}])
    tie = [f for f in state.findings if f.code in ("vote.revote", "vote.tie")]
    assert len(tie) == 1 and tie[0].event == 3 and tie[0].phase == "D1"
    assert "2, 4" in tie[0].message("ru")
    check = state.to_check_json("ru")
    rounds = check["days"]["D1"]["rounds"] if isinstance(check["days"], dict) else check["days"][0]["rounds"]
    assert rounds[0]["leaders"] == [2, 4]
    assert tie[0].code == "vote.revote"             # the sample's reading re-votes a tie
    assert state.open_round() == 2 and flow(state).step == "revote_speeches"
    assert flow(state).next.seat == 2 and flow(state).candidates == [2, 4]
    revoted = club_day([{"type": "vote", "round": 1, "candidate": 2, "count": half},
                        {"type": "vote", "round": 1, "candidate": 4, "count": half},
                        {"type": "vote", "round": 2, "candidate": 2, "count": half + 1}])
    assert flow(revoted).step == "vote" and revoted.phase.awaiting is None


def test_a_night_victim_who_nominates_after_his_last_word_is_told_his_word_is_over():
    shot = [{"type": "shooting", "killed": 4}, {"type": "don_check", "target": 3},
            {"type": "sheriff_check", "target": 5}]
    nominate = {"type": "nominate", "by": 4, "target": 3}
    during = editions.replay(make_game([("N0", []), ("D1", []), ("N1", shot), ("D2", [nominate])]))
    assert [f.code for f in during.findings if f.code.startswith("nomination.")] == ["nomination.last_word"]
    after = editions.replay(make_game([("N0", []), ("D1", []), ("N1", shot),
                                   ("D2", [{"type": "speech", "seat": 5}, nominate])]))
    found = [f for f in after.findings if f.code.startswith("nomination.")]
    assert [f.code for f in found] == ["nomination.night_victim"]
    assert "последнее слово окончено" in found[0].message("ru") and "last word is over" in found[0].message("en")


def speeches_of(*seats):
    state = editions.replay(make_game([("N0", []), ("D1", [{"type": "speech", "seat": s} for s in seats])]))
    now = flow(state)
    warnings = [(f.code, dict(f.params)["expected"]) for f in state.findings if f.code == "speech.out_of_order"]
    return now.now.seat, now.next.seat, warnings


def test_after_an_out_of_turn_speech_the_players_it_skipped_speak_next():
    """Issue 36 §4: 5 spoke before 3 and 4; the order goes back to 3, then 4, then 6 — and 3's
    speech, the one due, is not out of order."""
    assert speeches_of(1, 2, 5) == (5, 3, [("speech.out_of_order", 3)])
    assert speeches_of(1, 2, 5, 3) == (3, 4, [("speech.out_of_order", 3)])
    assert speeches_of(1, 2, 5, 3, 4) == (4, 6, [("speech.out_of_order", 3)])
    assert speeches_of(1, 2, 5, 3, 4, 6) == (6, 7, [("speech.out_of_order", 3)])
    assert speeches_of(1, 2, 3) == (3, 4, [])                   # in order: nothing changes
