"""What a tournament day brings, reported where it happened (issue 28 §3): a place of the
seating with no protocol counted, look-alike nicknames with their game and seat, a file
and its copy, a protocol that breaks a rule held for the secretary, a PDF given to
``import``, and a forgery named in Russian only."""
import json

import pytest
from tournament_builder import black_win, counting_unsigned, red_win

from app.cli import main
from app.format import save_game
from app.signing import create_identity, sign_game
from app.tournament import SeatingRequest, Tournament, compute_standings, generate_seating
from app.tournament.decisions import Decision

NAMES = ["Ворон", "Лиса", "Шерлок", "Кот", "Сова", "Ёж", "Барс", "Волк", "Филин", "Рысь"]
OTHERS = list("KLMNOPQRST")


def meta(r, t):
    return {"tournament": "Кубок", "round": r, "table": t}


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def test_a_place_with_no_protocol_and_the_players_it_leaves_short(home):
    from rehearsal import rehearsal_tournament
    plan = generate_seating(SeatingRequest(players=20, tables=2, games=3, seed=5, effort=0.1))
    docs = rehearsal_tournament(plan, name="Кубок")
    place = {(d["meta"]["round"], d["meta"]["table"]): (label, d) for label, d in docs}
    missing = place[(2, 1)]
    playing_label, playing = place[(3, 2)]
    playing = json.loads(json.dumps(playing))
    playing["phases"] = playing["phases"][:2]                 # round 3, table 2 still plays
    kept = [(label, d) for label, d in docs if d is not missing[1] and label != playing_label]
    st = compute_standings(kept + [(playing_label, playing)], counting_unsigned("fiim-2024"), schedule=plan)
    lines = [i.line("ru") for i in st.issues if i.code == "table.no_protocol"]
    assert len(lines) == 1 and lines[0].startswith("р2/с1: протокол не учтён")
    assert [i.line("en") for i in st.issues if i.code == "table.no_protocol"][0].startswith(
        "r2/t1: no protocol counted")
    short = {dict(i.params)["player"] for i in st.issues if i.code == "player.games_count"}
    seated = {plan.players[p] for p in plan.rounds[1][0]}
    assert short == seated                                    # each of the ten, and nobody else
    assert all(dict(i.params)["games"] == dict(i.params)["expected"] - 1
               for i in st.issues if i.code == "player.games_count")


def test_a_lookalike_nickname_names_its_game_and_seat(home, capsys, tmp_path):
    folder = tmp_path / "games"
    folder.mkdir()
    save_game(red_win(NAMES, meta=meta(1, 1)), folder / "r1-t1.json")
    odd = ["Вoрон"] + NAMES[1:2] + ["Шерлак"] + NAMES[3:]      # a Latin «o»; one letter off
    save_game(black_win(odd, meta=meta(3, 1)), folder / "r3-t1.json")
    st = compute_standings([(p.name, json.loads(p.read_text(encoding="utf-8"))) for p in sorted(folder.iterdir())],
                           counting_unsigned("fiim-2024"))
    lookalike = next(i for i in st.issues if i.code == "player.lookalike")
    assert (lookalike.game, lookalike.seat) == ("r3-t1.json", 3)
    assert "«Шерлак» (игр: 1; р3/с1, место 3)" in lookalike.message("ru")
    mixed = next(i for i in st.issues if i.code == "player.mixed_script")
    assert (mixed.game, mixed.seat) == ("r3-t1.json", 1) and "р3/с1, место 1" in mixed.message("ru")
    main(["tournament", "standings", str(folder), "--unsigned", "count"])
    err = capsys.readouterr().err
    assert "r3-t1.json: ники «Шерлак» (игр: 1; р3/с1, место 3)" in err


def test_the_judges_file_counts_and_its_copy_is_the_duplicate(home, tmp_path, capsys):
    folder = tmp_path / "games"
    folder.mkdir()
    doc = red_win(NAMES, meta=meta(1, 1))
    save_game(doc, folder / "r1-t1.json")
    save_game(doc, folder / "r1-t1 (копия).json")             # sorts before the original
    save_game(doc, folder / "Копия r1-t1.json")
    assert main(["tournament", "standings", str(folder), "--json", "--unsigned", "count"]) == 0
    out = json.loads(capsys.readouterr().out)
    aside = {s["game"].rsplit("/", 1)[-1]: (s["code"], s["why"]) for s in out["set_aside"]}
    assert set(aside) == {"r1-t1 (копия).json", "Копия r1-t1.json"}
    assert all(code == "game.duplicate" and "r1-t1.json" in why for code, why in aside.values())


def test_a_protocol_that_breaks_a_rule_is_held_citing_the_clause(home, tmp_path, capsys):
    judge = create_identity("Иванов Иван", "пароль", home)
    doc = red_win(NAMES, meta=meta(1, 1))
    votes = [e for e in doc["phases"][1]["events"] if e["type"] == "vote"]
    votes[1]["voters"] = sorted(set(votes[1]["voters"]) | {votes[0]["voters"][0]})    # a voter votes twice
    folder = tmp_path / "games"
    folder.mkdir()
    save_game(sign_game(doc, judge), folder / "r1-t1.json")
    save_game(sign_game(black_win(OTHERS, meta=meta(1, 2)), judge), folder / "r1-t2.json")
    assert main(["tournament", "standings", str(folder), "--json"]) == 1
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    held = next(s for s in out["set_aside"] if s["game"].endswith("r1-t1.json"))
    assert held["code"] == "game.held" and "7.12:" in held["why"] and "голосует второй раз" in held["why"]
    assert "r1-t1.json: не учтена — протокол нарушает правила (7.12:" in captured.err
    # the secretary counts it as recorded: a decision with who and why
    assert main(["tournament", "include", "р1/с1", "--author", "Главный судья", "--reason",
                 "второй голос не учтён, на итог не влияет", str(folder)]) == 0
    capsys.readouterr()
    assert main(["tournament", "standings", str(folder), "--json"]) == 0
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert out["games"] == 2 and out["set_aside"] == []
    assert "игра учтена, как записана (7.12:" in captured.err
    items = [(p.name, json.loads(p.read_text(encoding="utf-8"))) for p in sorted(folder.glob("*.json"))]
    t = Tournament.from_docs(items, decisions=[Decision("include", t_ref(items), "ГС", "учтена")])
    assert "r1-t1.json" in {g.label for g in t.games}


def t_ref(items):
    from app.signing.canonical import fingerprint
    return fingerprint(dict(items)["r1-t1.json"])


def test_import_of_a_pdf_says_the_game_file_is_needed(tmp_path, capsys):
    pdf = tmp_path / "r1-t1.pdf"
    pdf.write_bytes(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n")
    assert main(["import", str(pdf), "--db", str(tmp_path / "a.sqlite3")]) == 1
    err = capsys.readouterr().err
    assert "протокол в PDF импортировать нельзя: нужен файл игры" in err and "UTF-8" not in err


def test_a_forged_file_is_refused_in_russian_words(home, tmp_path, capsys):
    judge = create_identity("Иванов Иван", "пароль", home)
    forged = sign_game(red_win(NAMES, meta=meta(1, 1)), judge)
    forged["awards"] = {"extra_points": {"4": 1.0}}
    save_game(forged, tmp_path / "forged.json")
    assert main(["import", str(tmp_path / "forged.json"), "--db", str(tmp_path / "a.sqlite3")]) == 1
    err = capsys.readouterr().err
    assert "(документ изменён после подписи)" in err and "signing" not in err
