"""Only games that belong count (issue 16 §1–§2): a wrong-tournament game, a forged
protocol, an unknown signer and a look-alike nickname are each kept out of the standings,
set aside with the reason, and named by the command, the issues and the summary."""
import json

import pytest
from pypdf import PdfReader
from tournament_builder import black_win, counting_unsigned, red_win

from app.cli import main
from app.format import save_game
from app.signing import create_identity, sign_game
from app.tournament import Tournament, compute_standings, status_grid, verify_signatures
from app.tournament.regulation import load_regulation
from app.tournament.roster import mixed_script, one_edit_apart, player_key

FIRST = ["Ворон", "Лиса", "Шерлок", "Кот", "Сова", "Ёж", "Барс", "Волк", "Филин", "Рысь"]
SECOND = list("KLMNOPQRST")


def meta(r, t, name="Кубок"):
    return {"tournament": name, "round": r, "table": t}


@pytest.fixture
def home(tmp_path, monkeypatch):
    folder = tmp_path / "home"
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(folder))
    return folder


@pytest.fixture
def cup(tmp_path, home):
    """Five protocols of «Кубок»; three must not count and one spells a player oddly."""
    trusted = create_identity("Иванов Иван", "пароль", home)
    stranger = create_identity("Незнакомец", "пароль", tmp_path / "elsewhere")
    folder = tmp_path / "games"
    folder.mkdir()
    good = sign_game(red_win(FIRST, extra={"3": 0.4}, meta=meta(1, 1)), trusted)
    unknown = sign_game(red_win(SECOND, meta=meta(1, 2)), stranger)
    forged = sign_game(black_win(FIRST, meta=meta(2, 1)), trusted)
    forged["awards"] = {"extra_points": {"4": 1.0}}            # changed after signing
    other = red_win(SECOND, meta=meta(2, 2, "Другой кубок"))
    odd = ["Вoрон"] + FIRST[1:2] + ["Шерлак"] + FIRST[3:]       # a Latin «o»; one letter off
    lookalike = sign_game(black_win(odd, meta=meta(3, 1)), trusted)
    for name, doc in (("r1-t1", good), ("r1-t2", unknown), ("r2-t1", forged), ("r2-t2", other),
                      ("r3-t1", lookalike)):
        save_game(doc, folder / f"{name}.json")
    items = [(f"{n}.json", json.loads((folder / f"{n}.json").read_text(encoding="utf-8")))
             for n in ("r1-t1", "r1-t2", "r2-t1", "r2-t2", "r3-t1")]
    return folder, items, trusted


def test_names_are_normalised_and_lookalikes_recognised():
    assert mixed_script("Вoрон") == "o" and not mixed_script("Ворон") and not mixed_script("Mr Smith")
    assert player_key("  ВОРОН ") == player_key("Вoрон") == player_key("ворон")
    assert player_key("Ёжик") == player_key("ежик")
    assert one_edit_apart("шерлок", "шерлак") and one_edit_apart("кот", "кото")
    assert not one_edit_apart("кот", "кит-кэт") and not one_edit_apart("кот", "кот")


def test_the_standings_count_none_of_the_games_that_do_not_belong(cup):
    _, items, trusted = cup
    verdicts = verify_signatures(items, anchors=[trusted.cert])
    assert {k: v.status for k, v in verdicts.items()} == {
        "r1-t1.json": "valid", "r1-t2.json": "unknown_signer", "r2-t1.json": "tampered",
        "r3-t1.json": "valid"}
    t = Tournament.from_docs(items, verdicts=verdicts)
    st = compute_standings(t, "fiim-2024")
    assert sorted(g.label for g in st.games) == ["r1-t1.json", "r3-t1.json"]
    assert {g.label: why.code for g, why in st.set_aside} == {
        "r1-t2.json": "game.unknown_signer", "r2-t1.json": "game.forged",
        "r2-t2.json": "game.other_tournament_set_aside"}
    names = {r.name for r in st.rows}
    assert not names & set(SECOND)                             # none of their players counts
    assert "Вoрон" not in names and st.row_by_name("Ворон").played == 2   # not a new player
    codes = {(i.code, i.player or i.game) for i in st.issues}
    assert ("player.mixed_script", st.row_by_name("Ворон").key) in codes
    lookalike = next(i for i in st.issues if i.code == "player.lookalike")
    assert "ники «Шерлак» (игр: 1; р3/с1, место 3) и «Шерлок» (игр: 1) различаются одной буквой" in \
        lookalike.message("ru")
    grid = status_grid(t)
    assert grid.cell("2", "1").status == "has_errors" and grid.cell("2", "2").status == "has_errors"
    assert grid.cell("1", "1").status == "verified"


def test_a_regulation_may_count_unknown_signers(cup, tmp_path):
    _, items, trusted = cup
    text = (load_regulation.__globals__["PRESETS_DIR"] / "fiim-2024.toml").read_text(encoding="utf-8")
    custom = tmp_path / "open.toml"
    custom.write_text(text.replace('name = "fiim"', 'name = "open"')
                      .replace("unknown_signer = false", "unknown_signer = true"), encoding="utf-8")
    t = Tournament.from_docs(items, verdicts=verify_signatures(items, anchors=[trusted.cert]))
    st = compute_standings(t, str(custom))
    assert "r1-t2.json" in {g.label for g in st.games}
    assert "r2-t1.json" not in {g.label for g in st.games}     # a forgery never counts


def test_the_command_and_the_summary_name_every_game_set_aside(cup, tmp_path, capsys):
    folder, _, _ = cup
    assert main(["tournament", "standings", str(folder), "--json"]) == 1
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert out["games"] == 2
    assert {s["game"].rsplit("/", 1)[-1]: s["code"] for s in out["set_aside"]} == {
        "r1-t2.json": "game.unknown_signer", "r2-t1.json": "game.forged",
        "r2-t2.json": "game.other_tournament_set_aside"}
    assert "r2-t1.json: не учтена — ПОДДЕЛКА" in captured.err
    assert "смешивает кириллицу и латиницу" in captured.err
    pdf = tmp_path / "summary.pdf"
    assert main(["tournament", "summary", str(folder), "-o", str(pdf), "--lang", "en"]) == 1
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(str(pdf)).pages)
    for label in ("r1-t2.json", "r2-t1.json", "r2-t2.json"):
        assert label in text
    assert "FORGED" in text and "not trusted" in text and "Другой кубок" in text
    assert "mixes Cyrillic and Latin" in text and "differ by one" in text      # issue 16 §2 in the notes


def test_counts_and_seats_are_checked_against_the_seating():
    from rehearsal import rehearsal_tournament

    from app.tournament import SeatingRequest, generate_seating
    plan = generate_seating(SeatingRequest(players=20, tables=2, games=2, seed=3, effort=0.1))
    docs = rehearsal_tournament(plan, name="Кубок")
    label, first = docs[0]
    a, b = first["players"][0]["name"], first["players"][1]["name"]
    first["players"][0]["name"], first["players"][1]["name"] = b, a          # two seats swapped
    # a player of round 1, table 1 also plays a game the seating does not have
    extra = red_win([a] + [f"Гость {i}" for i in range(1, 10)], meta=meta(3, 1))
    st = compute_standings(docs + [("extra.json", extra)], counting_unsigned("fiim-2024"), schedule=plan)
    seats = sorted(i.seat for i in st.issues if i.code == "seat.not_planned" and i.game == label)
    assert seats == [1, 2]
    counts = {i.player: dict(i.params) for i in st.issues if i.code == "player.games_count"}
    row = st.row_by_name(a)
    assert counts[row.key]["games"] == 3 and counts[row.key]["expected"] == 2
    assert "не по рассадке" in next(i for i in st.issues if i.code == "seat.not_planned").message("ru")


def test_an_unsigned_protocol_waits_for_its_signature_unless_the_regulation_counts_it(cup, tmp_path, capsys):
    from app.tournament import get_regulation, regulations
    folder, items, trusted = cup
    # every preset, and a regulation file that does not say, sets both aside
    assert all(not r.admission.unsigned and not r.admission.unknown_signer for r in regulations())
    bare = tmp_path / "bare.toml"
    bare.write_text('name = "bare"\nversion = "1"\n', encoding="utf-8")
    assert not get_regulation(str(bare)).admission.unsigned
    save_game(red_win(SECOND, meta=meta(3, 2)), folder / "r3-t2.json")       # recorded, not signed yet
    items = items + [("r3-t2.json", json.loads((folder / "r3-t2.json").read_text(encoding="utf-8")))]
    t = Tournament.from_docs(items, verdicts=verify_signatures(items, anchors=[trusted.cert]))
    st = compute_standings(t, "fiim-2024")
    assert sorted(g.label for g in st.games) == ["r1-t1.json", "r3-t1.json"]
    why = {g.label: i for g, i in st.set_aside}
    assert why["r3-t2.json"].code == "game.unsigned"
    assert "have the judge sign it, or set [games] unsigned = true" in why["r3-t2.json"].message("en")
    assert "подпишет протокол" in why["r3-t2.json"].message("ru")
    # the grid still shows the game played there, as not counted
    cell = status_grid(t, set_aside=st.set_aside).cell("3", "2")
    assert cell.status == "finished" and cell.uncounted and cell.winner is None
    # a regulation that counts unsigned protocols counts it, and still no forgery,
    # unknown signer or game of another tournament
    open_reg = tmp_path / "open.toml"
    text = (load_regulation.__globals__["PRESETS_DIR"] / "fiim-2024.toml").read_text(encoding="utf-8")
    open_reg.write_text(text.replace("\nunsigned = false", "\nunsigned = true"), encoding="utf-8")
    counted = compute_standings(t, str(open_reg))
    assert sorted(g.label for g in counted.games) == ["r1-t1.json", "r3-t1.json", "r3-t2.json"]
    assert {g.label: i.code for g, i in counted.set_aside} == {
        "r1-t2.json": "game.unknown_signer", "r2-t1.json": "game.forged",
        "r2-t2.json": "game.other_tournament_set_aside"}
    # the command says why and how, then counts it under that regulation
    assert main(["tournament", "standings", str(folder), "--json"]) == 1
    captured = capsys.readouterr()
    assert json.loads(captured.out)["games"] == 2
    assert "r3-t2.json: не учтена — протокол ещё не подписан" in captured.err
    assert "[games] unsigned = true" in captured.err
    assert main(["tournament", "standings", str(folder), "--json", "--scoring", str(open_reg)]) == 1
    assert json.loads(capsys.readouterr().out)["games"] == 3
    pdf = tmp_path / "summary.pdf"
    assert main(["tournament", "summary", str(folder), "-o", str(pdf), "--lang", "en"]) == 1
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(str(pdf)).pages)
    assert "r3-t2.json" in text and "not signed yet" in text
