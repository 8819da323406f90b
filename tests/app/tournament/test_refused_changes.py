"""Issue 29: a change sent from a table that the tournament's archive refused is an error in
the secretary's issues, naming the round, the table, the game, the change and the archive's
reason in the secretary's language."""
from __future__ import annotations

from app.storage.live import Problem
from app.tournament.issues import refused_change_issues

PHASE = Problem(2, 3, 1, 2, "event.phase", {"last": 0, "next": 1, "phase": 7})
WORDED = Problem(1, 4, 2, 9, "game.invalid", {"reason": {"$text": {
    "en": "seat 11 does not exist", "ru": "места 11 нет", "uk": "місця 11 немає"}}})


def test_each_refused_change_is_an_error_with_its_place_and_reason():
    issues = refused_change_issues([PHASE, WORDED])
    assert [i.severity for i in issues] == ["error", "error"]
    assert issues[0].message("ru") == (
        "тур 2, стол 3, игра 1: архив не принял изменение 2, присланное со стола (событие можно добавить только в "
        "текущую фазу (№0) или начать следующую (№1), а не в фазу №7; для исправления прошлого сохраните игру "
        "целиком); игра идёт дальше без него — сверьте протокол с судьёй")
    assert issues[1].message("en") == (
        "round 1, table 4, game 2: the archive did not accept change 9 sent from the table (the game was not saved: "
        "seat 11 does not exist); the game goes on without it — check the protocol with the judge")
    assert issues[1].message("uk").startswith("тур 1, стіл 4, гра 2: архів не прийняв зміну 9, надіслану зі столу (")
    assert "місця 11 немає" in issues[1].message("uk")


def test_nothing_refused_is_no_issue():
    assert refused_change_issues([]) == []
