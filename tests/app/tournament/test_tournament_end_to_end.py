"""A generated tournament of 60 players, 10 rounds and 6 tables, end to end: seating,
the judges' files, standings under every preset, the secretary's grid and cards, the
summary PDF — through the API and through ``mafia-protocol tournament``."""
import io
import json

import pytest
from rehearsal import rehearsal_tournament
from tournament_builder import counting_unsigned, counting_unsigned_file

from app import editions
from app.cli import main
from app.format import save_game
from app.tournament import SeatingRequest, Tournament, compute_standings, generate_seating, player_card, status_grid
from app.tournament.schedule_io import dumps_schedule

PRESETS = ("fiim-2023", "fiim-2024", "rfm-2026")


@pytest.fixture(scope="module")
def tournament():
    schedule = generate_seating(SeatingRequest(players=60, tables=6, games=10, seed=11, effort=0.3,
                                               ids=[f"p{i:02d}" for i in range(1, 61)]))
    return schedule, rehearsal_tournament(schedule, seed=11, name="Кубок Невы")


@pytest.fixture(scope="module")
def folder(tmp_path_factory, tournament):
    root = tmp_path_factory.mktemp("games")
    for name, doc in tournament[1]:
        save_game(doc, root / name)
    (root / "seating.json").write_text(dumps_schedule(tournament[0]), encoding="utf-8")
    return root


@pytest.mark.parametrize("preset", PRESETS)
def test_standings_add_up_under_every_preset(tournament, preset):
    schedule, docs = tournament
    st = compute_standings(docs, counting_unsigned(preset))
    assert len(st.games) == 60 and len(st.rows) == 60
    assert all(r.played == 10 and r.player_id for r in st.rows)
    states = [editions.replay(doc) for _, doc in docs]
    winners = sum(7 if s.winner == "red" else 3 if s.winner == "black" else 0 for s in states)
    assert sum(r.wins for r in st.rows) == winners
    red_victims = sum(1 for s in states if s.nights["N1"].victim
                      and s.players[s.nights["N1"].victim].team == "red")
    assert sum(r.first_night_kills for r in st.rows) == red_victims     # red night-1 kills only
    for r in st.rows:
        parts = r.result_points + r.extra + r.best_move + r.compensation + r.penalties
        assert r.total == pytest.approx(parts, abs=1e-9)
        assert sum(x.games for x in r.roles.values()) == 10
        assert r.wins == sum(x.wins for x in r.roles.values())
    totals = [r.total for r in st.rows]
    assert totals == sorted(totals, reverse=True)
    if st.regulation.lots:
        assert [r.place for r in st.rows] == list(range(1, 61))
    assert not [i for i in st.issues if i.severity == "error"]


def test_the_secretary_grid_and_a_players_card(tournament):
    schedule, docs = tournament
    t = Tournament.from_docs(docs)
    grid = status_grid(t, schedule)
    assert (len(grid.rounds), len(grid.tables)) == (10, 6)
    assert grid.counts()["finished"] == 60 and not any(c.differs for c in grid.cells.values())
    half = Tournament.from_docs(docs[:30])          # rounds 6–10 have not started
    assert status_grid(half, schedule).counts() == {"not_started": 30, "in_progress": 0, "finished": 30,
                                                    "signed": 0, "verified": 0, "corrected": 0,
                                                    "has_errors": 0}
    st = compute_standings(t, counting_unsigned("rfm-2026"))
    card = player_card(st, st.rows[0].key)
    assert len(card.games) == 10 and sum(g for _, g, *_ in card.role_lines()) == 10
    assert [g.game.round for g in card.games] == [str(r) for r in range(1, 11)]


def test_the_command_line_end_to_end(folder, tmp_path, capsys):
    games = [str(p) for p in sorted(folder.glob("r*.json"))]
    assert main(["tournament", "standings", *games, "--scoring", counting_unsigned_file(tmp_path, "rfm-2026"), "--json",
                 "--csv", str(tmp_path / "s.csv")]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 60 and len(out["rows"]) == 60 and out["regulation"]["key"] == "rfm-2026"
    assert set(out["rows"][0]) >= {"wins", "extra", "best_move", "compensation", "penalties",
                                   "first_night_kills", "roles", "total", "place"}
    csv_lines = (tmp_path / "s.csv").read_text(encoding="utf-8-sig").splitlines()
    assert len(csv_lines) == 61 and csv_lines[0].startswith("Место;Игрок;id;")
    pdf = tmp_path / "summary.pdf"
    assert main(["tournament", "summary", *games, "-o", str(pdf), "--lang", "en", "--chief", "Petrov",
                 "--scoring", counting_unsigned_file(tmp_path)]) == 0
    from pypdf import PdfReader
    reader = PdfReader(io.BytesIO(pdf.read_bytes()))
    text = "\n".join(page.extract_text() for page in reader.pages)
    assert "TOURNAMENT SUMMARY" in text and "Кубок Невы" in text and "Final standings" in text
    assert out["rows"][0]["name"] in text and "Petrov" in text
