"""A protest recorded on the judge's sheet reaches the secretary (issue 27 §5): among the issues
the secretary decides on, naming the game and the seat; one still waiting for the head judge
is a warning, one decided is information."""
from tournament_builder import counting_unsigned, red_win

from app.tournament import compute_standings

NAMES = list("ABCDEFGHIJ")


def test_the_protests_of_a_counted_game_are_among_the_secretarys_issues():
    protested = red_win(NAMES, meta={"round": 1, "table": 2})
    protested["protests"] = [{"by": 5, "text": "не дали последнее слово", "decision": "отклонён"},
                             {"text": "шум в зале"}]
    quiet = red_win(NAMES, meta={"round": 2, "table": 1})
    st = compute_standings([("р1/с2", protested), ("р2/с1", quiet)], counting_unsigned())
    protests = [i for i in st.issues if i.code.startswith("game.protest")]
    assert [(i.severity, i.game, i.seat) for i in protests] == [("info", "р1/с2", 5), ("warning", "р1/с2", None)]
    assert protests[0].message("ru") == "протест места 5: «не дали последнее слово»; решение главного судьи: «отклонён»"
    assert protests[1].message("ru") == "протест: «шум в зале»; решение главного судьи не записано"
    assert len(st.games) == 2          # a protest changes no count: the decision is the head judge's


def test_a_game_without_protests_adds_no_issue():
    st = compute_standings([("1", red_win(NAMES))], counting_unsigned())
    assert not [i for i in st.issues if i.code.startswith("game.protest")]
