"""Games from any source: signed files (verified or tampered) and the shared archive."""
import copy

from tournament_builder import black_win, counting_unsigned, red_win

from app.signing import create_identity, sign_game
from app.storage import open_archive
from app.tournament import Tournament, compute_standings, status_grid, verify_signatures

NAMES = list("ABCDEFGHIJ")


def games():
    return [red_win(NAMES, meta={"tournament": "Кубок", "round": 1, "table": 1}),
            black_win(["J"] + NAMES[:9], meta={"tournament": "Кубок", "round": 1, "table": 2}),
            red_win(list("KLMNOPQRST"), meta={"tournament": "Кубок", "round": 2, "table": 1})]


def test_signed_files_are_verified_and_a_forgery_is_an_error(tmp_path):
    judge = create_identity("Иванов", "пароль", tmp_path)
    g1, g2, g3 = games()
    signed1, signed2 = sign_game(g1, judge), sign_game(g2, judge)
    forged = copy.deepcopy(signed2)
    forged["awards"] = {"extra_points": {"1": 1.0}}
    items = [("t1.json", signed1), ("t2.json", forged), ("t3.json", g3)]
    verdicts = verify_signatures(items, anchors=[judge.cert])
    assert {k: v.status for k, v in verdicts.items()} == {"t1.json": "valid", "t2.json": "tampered"}
    grid = status_grid(Tournament.from_docs(items, verdicts=verdicts))
    assert [grid.cell("1", "1").status, grid.cell("1", "2").status, grid.cell("2", "1").status] == [
        "verified", "has_errors", "finished"]
    unknown = verify_signatures(items[:1], anchors=[])
    assert status_grid(Tournament.from_docs(items[:1], verdicts=unknown)).cell("1", "1").status == "signed"


def test_the_archive_is_a_source_like_any_other(tmp_path):
    archive = open_archive(str(tmp_path / "archive.sqlite3"))
    stored = [archive.open_game(doc, author="Иванов") for doc in games()]
    archive.sign_game(stored[0].id, "Иванов", expected_version=stored[0].version)
    t = Tournament.from_archive(archive, "Кубок")
    assert sorted(g.label for g in t.games) == sorted(f"#{s.id}" for s in stored)
    grid = status_grid(t)
    assert grid.cell("1", "1").status == "signed" and grid.cell("2", "1").status == "finished"
    from_files = compute_standings(games(), counting_unsigned("fiim-2024"))
    from_archive = compute_standings(t, counting_unsigned("fiim-2024"))
    assert [(r.name, r.total) for r in from_archive.rows] == [(r.name, r.total) for r in from_files.rows]
