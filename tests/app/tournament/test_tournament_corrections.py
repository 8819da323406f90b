"""Corrections that hold up in a protest (issue 28 §2): zero is a value, the revision is
the same number everywhere, the note credits who decided, the summary's signature column
tells the truth, and any recorded fact can be corrected through its event."""
import json

import pytest
from pypdf import PdfReader
from tournament_builder import black_win, red_win

from app.cli import main
from app.format import save_game
from app.signing import create_identity, sign_game
from app.tournament import Tournament, compute_standings, verify_signatures
from app.tournament.decisions import Decision, DecisionError, apply_correction, read_journal
from app.tournament.trust import SETUP_NAME, read_setup

NAMES = ["Ворон", "Лиса", "Шерлок", "Кот", "Сова", "Ёж", "Барс", "Волк", "Филин", "Рысь"]
OTHERS = list("KLMNOPQRST")


def meta(r, t):
    return {"tournament": "Кубок", "round": r, "table": t}


def event_at(doc, type_, **fields):
    """(phase, index) of the first event of that type with those fields."""
    for phase in doc["phases"]:
        for i, e in enumerate(phase["events"]):
            if e["type"] == type_ and all(e.get(k) == v for k, v in fields.items()):
                return phase["phase"], i
    raise AssertionError((type_, fields))


@pytest.fixture
def cup(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(home))
    judge = create_identity("Иванов Иван", "пароль", home)        # the secretary trusts this judge
    folder = tmp_path / "corr"
    folder.mkdir()
    fouled = sign_game(red_win(NAMES, meta=meta(1, 1), final_fouls=8), judge)
    save_game(fouled, folder / "r1-t1.json")
    save_game(sign_game(black_win(OTHERS, meta=meta(1, 2)), judge), folder / "r1-t2.json")
    return folder, fouled, judge


def standings(folder):
    items = [(p.name, json.loads(p.read_text(encoding="utf-8"))) for p in sorted(folder.glob("*.json"))]
    t = Tournament.from_docs(items, decisions=read_journal(folder / "secretary.journal"),
                             setup=read_setup(folder / SETUP_NAME))
    return t, compute_standings(t, "fiim-2024")


def test_zero_is_a_value_and_the_note_credits_who_decided(cup):
    folder, fouled, _ = cup
    t, st = standings(folder)
    assert st.row_by_name("Волк").penalties == -0.5                  # four fouls
    # the chief judge cancels the penalty: 0, not "no figure"; the positional argument last
    assert main(["tournament", "correct", "р1/с1", "--penalty", "8=0", "--author", "Главный судья Петрова",
                 "--reason", "фолы сняты по протесту", str(folder)]) == 0
    t, st = standings(folder)
    assert st.row_by_name("Волк").penalties == 0
    game = t.find(1, 1)[0]
    assert game.doc["awards"]["penalty_points"]["8"] == 0.0 and game.revision == 2
    note = next(i for i in st.issues if i.seat == 8 and i.code.startswith("penalty."))
    text = note.message("ru")
    assert note.code == "penalty.decided" and "Главный судья Петрова" in text and "судья записал" not in text
    corrected = next(i for i in st.issues if i.code.startswith("game.corrected"))
    assert "редакция 2" in corrected.message("ru") and "подписанного Ивановым Иваном" in corrected.message("ru")
    # "no figure" is a value of its own
    fixed, old = apply_correction(game.doc, Decision("correct", "x", "П", "п", field="penalty", seat=8, new=None))
    assert old == 0.0 and "8" not in fixed["awards"]["penalty_points"]


def test_the_summary_names_the_correction_beside_the_judges_signature(cup, tmp_path, capsys):
    folder, _, _ = cup
    assert main(["tournament", "correct", "r1/t2", "--extra", "3=0.3", "--author", "Петрова",
                 "--reason", "ДБ по решению ГС", str(folder)]) == 0
    pdf = tmp_path / "s.pdf"
    main(["tournament", "summary", str(folder), "-o", str(pdf), "--lang", "en"])
    capsys.readouterr()
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(str(pdf)).pages)
    assert "valid corr., rev. 2" in text               # the judge's signature, then the correction
    assert "revision 3" not in text and "present" not in text


def test_a_recorded_fact_is_corrected_through_its_event(cup, capsys):
    folder, fouled, _ = cup
    t, st = standings(folder)
    assert st.row_by_name("Лиса").best_move == 0        # the best move of seat 4 (Кот) names three blacks
    assert st.row_by_name("Кот").best_move == 0.7
    # remove one of the four fouls: seat 8 no longer leaves by fouls, no penalty
    phase, index = event_at(fouled, "foul", seat=8)
    assert main(["tournament", "correct", "р1/с1", "--event", f"{phase}#{index + 1}=remove",
                 "--author", "Петрова", "--reason", "фол записан ошибочно", str(folder)]) == 0
    out = capsys.readouterr().out
    assert f"{phase.replace('D', 'Д')}, событие {index + 1} удалено (фол: место 8)" in out
    t, st = standings(folder)
    assert st.row_by_name("Волк").penalties == 0
    # the best move named two blacks, not three
    phase, index = event_at(fouled, "best_move")
    new = json.dumps({"type": "best_move", "seat": 4, "guess": [5, 7, 1]})
    assert main(["tournament", "correct", "р1/с1", "--event", f"{phase}#{index + 1}={new}",
                 "--author", "Петрова", "--reason", "ЛХ записан с ошибкой", str(folder)]) == 0
    capsys.readouterr()
    t, st = standings(folder)
    assert st.row_by_name("Кот").best_move == 0.5
    game = t.find(1, 1)[0]
    assert game.revision == 3 and [d.field for d in game.corrections] == ["event", "event"]
    # a vote's count: the decoy's hands, written as a count
    second = json.loads((folder / "r1-t2.json").read_text(encoding="utf-8"))
    votes = [(p["phase"], i, e) for p in second["phases"] for i, e in enumerate(p["events"]) if e["type"] == "vote"]
    phase, index, vote = votes[1]
    changed = {"type": "vote", "round": 1, "candidate": vote["candidate"], "count": len(vote["voters"])}
    assert main(["tournament", "correct", "r1/t2", "--event", f"{phase}#{index + 1}={json.dumps(changed)}",
                 "--author", "Петрова", "--reason", "голоса записаны числом", str(folder)]) == 0
    line = capsys.readouterr().out
    assert f"голосов {len(vote['voters'])}" in line and "→" in line
    # a place that is not there, a malformed option: one line each
    assert main(["tournament", "correct", "r1/t2", "--event", "D9#1=remove", "--author", "П", "--reason", "x",
                 str(folder)]) == 2
    assert "нет события 1" in capsys.readouterr().err
    assert main(["tournament", "correct", "r1/t2", "--event", "D1=remove", "--author", "П", "--reason", "x",
                 str(folder)]) == 2
    assert "ожидалось" in capsys.readouterr().err
    with pytest.raises(DecisionError):
        Decision("correct", "x", "П", "п", field="event", new={"phase": "D1"})


def test_a_corrected_game_of_a_stranger_stays_set_aside(cup, tmp_path, capsys):
    folder, _, _ = cup
    stranger = create_identity("Незнакомец", "пароль", tmp_path / "elsewhere")
    save_game(sign_game(black_win(NAMES, meta=meta(2, 1)), stranger), folder / "r2-t1.json")
    assert main(["tournament", "correct", "r2/t1", "--extra", "2=0.2", "--author", "Петрова",
                 "--reason", "ДБ", str(folder)]) == 0
    capsys.readouterr()
    items = [(p.name, json.loads(p.read_text(encoding="utf-8"))) for p in sorted(folder.glob("*.json"))]
    t = Tournament.from_docs(items, verdicts=verify_signatures(items),
                             decisions=read_journal(folder / "secretary.journal"))
    st = compute_standings(t, "fiim-2024")
    assert {g.label: i.code for g, i in st.set_aside} == {"r2-t1.json": "game.unknown_signer"}


def test_a_signed_correction_is_the_secretarys_revision_over_the_judges(tmp_path, monkeypatch, capsys):
    from app.signing.canonical import fingerprint
    from app.storage import open_archive
    from app.tournament.archived import archive_decisions, journal_decision
    judge = create_identity("Иванов Иван", "пароль", tmp_path / "judge")
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "secretary"))
    monkeypatch.setenv("MAFIA_PROTOCOL_PASSPHRASE", "секрет секретаря")
    folder = tmp_path / "corr"
    folder.mkdir()
    original = sign_game(black_win(OTHERS, meta=meta(1, 2)), judge)
    save_game(original, folder / "r1-t2.json")
    assert main(["tournament", "create", str(folder), "--unsigned", "wait"]) == 0
    assert main(["tournament", "judges", "add", str(tmp_path / "judge" / "signing" / "judge.pem"), str(folder)]) == 0
    assert main(["tournament", "correct", "r1/t2", "--extra", "3=0.3", "--author", "Петрова", "--reason",
                 "ДБ по решению ГС", "--sign", str(folder)]) == 0
    capsys.readouterr()
    decision = read_journal(folder / "secretary.journal")[-1]
    assert decision.signature["signer"] == "Петрова" and decision.signature["revision"] == 2
    assert decision.signature["supersedes"] == fingerprint(original)       # over the judge's signed protocol
    t, st = standings(folder)
    game = t.find(1, 2)[0]
    assert game.verdict.signer == "Иванов Иван" and game in st.games
    signed = next(i for i in st.issues if i.code == "game.correction_signed")
    assert signed.severity == "info" and "Петрова" in signed.message("ru") and "редакция 2" in signed.message("ru")
    # a journal edited by hand: the secretary's signature no longer holds, and says so
    text = (folder / "secretary.journal").read_text(encoding="utf-8").replace('"new": 0.3', '"new": 0.5')
    (folder / "secretary.journal").write_text(text, encoding="utf-8")
    t, st = standings(folder)
    assert next(i for i in st.issues if i.code == "game.correction_signed").severity == "error"
    # the archive keeps the signature with the decision
    with open_archive(str(tmp_path / "a.sqlite3")) as archive:
        journal_decision(archive, "Кубок", decision)
        assert archive_decisions(archive, "Кубок")[0].signature == decision.signature
