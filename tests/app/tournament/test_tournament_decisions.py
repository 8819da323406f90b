"""The secretary corrects and settles, with a trail (issue 16 §4): from the command line,
on judges' files (a journal beside them) and on the shared archive (its journal, and a
new revision of a signed game)."""
import json

import pytest
from tournament_builder import black_win, counting_unsigned, counting_unsigned_file, red_win

from app.cli import main
from app.format import save_game
from app.storage import open_archive
from app.storage.secretary import SecretaryStore
from app.tournament import Tournament, compute_standings, status_grid
from app.tournament.archived import archive_decisions, journal_decision
from app.tournament.decisions import Decision, DecisionError, read_journal
from app.tournament.settle import JOURNAL_NAME, decide

NAMES = list("ABCDEFGHIJ")
OTHERS = list("KLMNOPQRST")


def meta(r, t, name="Кубок"):
    return {"tournament": name, "round": r, "table": t}


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "home"))
    folder = tmp_path / "games"
    folder.mkdir()
    save_game(red_win(NAMES, extra={"3": 0.4}, meta=meta(1, 1)), folder / "r1-t1.json")
    save_game(black_win(OTHERS, meta=meta(1, 2)), folder / "r1-t2.json")
    save_game(red_win(OTHERS, meta=meta(2, 1)), folder / "r2-t1-a.json")     # two protocols
    save_game(black_win(OTHERS, meta=meta(2, 1)), folder / "r2-t1-b.json")   # of one place
    save_game(red_win(NAMES, meta=meta(2, 2, "Другой")), folder / "r2-t2.json")
    return folder


def standings(folder, **kw):
    scoring = counting_unsigned_file(folder.parent)       # these protocols are not signed
    return json.loads(_run(["tournament", "standings", str(folder), "--json", "--scoring", scoring], **kw))


def _run(argv, code=None, capsys=None):
    import contextlib
    from io import StringIO
    out, err = StringIO(), StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        got = main(argv)
    if code is not None:
        assert got == code, err.getvalue()
    return out.getvalue() if code is None else out.getvalue() + err.getvalue()


def row(data, name):
    return next(r for r in data["rows"] if r["name"] == name)


def test_correct_exclude_include_choose_from_the_command_line(folder):
    who = ["--author", "Петрова", "--reason"]
    before = standings(folder)
    assert before["games"] == 2 and row(before, "C")["extra"] == 0.4
    # an extra point corrected: a new revision, journalled with the old value
    out = _run(["tournament", "correct", str(folder / "r1-t1.json"), "--extra", "3=0.6", *who,
                "ДБ по протоколу судьи 0,6", "--journal", str(folder / JOURNAL_NAME)], code=0)
    assert "ДБ места 3: 0,6" in out
    after = standings(folder)
    assert row(after, "C")["extra"] == 0.6 and row(after, "C")["total"] == 1.6
    journal = read_journal(folder / JOURNAL_NAME)
    assert [(d.kind, d.field, d.seat, d.old, d.new, d.author) for d in journal] == [
        ("correct", "extra", 3, 0.4, 0.6, "Петрова")]
    # choose one of the two protocols of round 2, table 1
    assert {s["code"] for s in after["set_aside"]} == {"game.conflict", "game.other_tournament_set_aside"}
    _run(["tournament", "choose", str(folder / "r2-t1-b.json"), *who, "протокол главного судьи"], code=0)
    chosen = standings(folder)
    assert chosen["games"] == 3
    assert {s["game"].rsplit("/", 1)[-1]: s["code"] for s in chosen["set_aside"]} == {
        "r2-t1-a.json": "game.not_chosen", "r2-t2.json": "game.other_tournament_set_aside"}
    # the game of another tournament is counted once the secretary says so
    _run(["tournament", "include", "р2/с2", str(folder), *who, "опечатка в названии турнира"], code=0)
    assert standings(folder)["games"] == 4
    # exclude, then include again
    _run(["tournament", "exclude", "r1/t2", str(folder), *who, "стол переигран"], code=0)
    excluded = standings(folder)
    assert excluded["games"] == 3 and "game.excluded" in {s["code"] for s in excluded["set_aside"]}
    _run(["tournament", "include", "r1/t2", str(folder), *who, "переигровка отменена"], code=0)
    assert standings(folder)["games"] == 4
    listing = _run(["tournament", "journal", str(folder)], code=0)
    assert listing.count("Петрова") == 5 and "0,6 (было 0,4)" in listing
    # the result corrected: the standings use it
    assert (row(standings(folder), "A")["wins"], row(standings(folder), "G")["wins"]) == (2, 0)
    _run(["tournament", "correct", "r1/t1", str(folder), "--result", "black", *who, "решение ГС"], code=0)
    # A was red at r1/t1 and loses it now; G, the don there, wins it
    assert (row(standings(folder), "A")["wins"], row(standings(folder), "G")["wins"]) == (1, 1)
    grid = status_grid(Tournament.from_docs(
        [(p.name, json.loads(p.read_text(encoding="utf-8"))) for p in sorted(folder.glob("*.json"))],
        verdicts={}, decisions=read_journal(folder / JOURNAL_NAME)))
    cell = grid.cell("1", "1")
    assert cell.status == "corrected" and cell.games[0].revision == 3
    assert [d.reason for d in cell.games[0].corrections] == ["ДБ по протоколу судьи 0,6", "решение ГС"]


def test_decisions_that_cannot_be_taken_are_refused_in_one_line(folder):
    out = _run(["tournament", "exclude", "r9/t9", str(folder), "--author", "П", "--reason", "x"], code=2)
    assert "игры «r9/t9» в турнире нет" in out
    out = _run(["tournament", "choose", "r1/t1", str(folder), "--author", "П", "--reason", "x", "--lang", "en"],
               code=2)
    assert "this place has no conflicting protocols" in out
    out = _run(["tournament", "correct", "r1/t1", str(folder), "--extra", "три", "--author", "П", "--reason", "x"],
               code=2)
    assert "ожидалось «МЕСТО=ЗНАЧЕНИЕ»" in out
    with pytest.raises(DecisionError):
        Decision("correct", "x", "П", "x", field="result", new="blue")
    with pytest.raises(DecisionError):
        Decision("exclude", "x", "П", "   ")


def test_the_archive_keeps_the_journal_a_new_revision_and_the_seating(tmp_path, monkeypatch):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "home"))
    url = str(tmp_path / "archive.sqlite3")
    archive = open_archive(url)
    first = archive.open_game(red_win(NAMES, extra={"3": 0.4}, meta=meta(1, 1)), author="Иванов")
    archive.sign_game(first.id, "Иванов", expected_version=first.version)
    second = archive.open_game(black_win(OTHERS, meta=meta(1, 2)), author="Сидоров")
    archive.close()
    base = ["--db", url, "--tournament", "Кубок"]
    assert main(["tournament", "correct", f"#{first.id}", "--extra", "3=0.6", "--author", "Петрова",
                 "--reason", "ДБ 0,6 по записи судьи", *base]) == 0
    with open_archive(url) as archive:
        revisions = archive.revisions(first.id)
        assert [(r.number, r.kind, r.author, r.reason) for r in revisions] == [
            (1, "signed", "Иванов", None), (2, "correction", "Петрова", "ДБ 0,6 по записи судьи")]
        assert revisions[-1].document["awards"]["extra_points"]["3"] == 0.6
        decisions = archive_decisions(archive, "Кубок")
        assert [(d.kind, d.game, d.old, d.new) for d in decisions] == [("correct", f"#{first.id}", 0.4, 0.6)]
        t = Tournament.from_archive(archive, "Кубок")
        game = t.by_ref(f"#{first.id}")
        assert game.corrected and game.revision == revisions[-1].number == 2      # revision 2 everywhere
        assert status_grid(t).cell("1", "1").status == "corrected"
    # an unsigned, finished game: the archive journals the replacement with who and why
    assert main(["tournament", "correct", "r1/t2", "--name", "1=Кэй", "--author", "Петрова",
                 "--reason", "ник с ошибкой", *base]) == 0
    with open_archive(url) as archive:
        change = archive.journal(second.id)[-1]
        assert (change.kind, change.author, change.reason) == ("replace", "Петрова", "ник с ошибкой")
        assert archive.game(second.id).document["players"][0]["name"] == "Кэй"
    assert main(["tournament", "seating", "--players", "20", "--tables", "2", "--games", "1", "--seed", "3",
                 "-o", str(tmp_path / "s.json"), *base, "--author", "Петрова"]) == 0
    with open_archive(url) as archive:
        assert SecretaryStore(archive).seating("Кубок")["format"] == "mafia-seating/1"
    import contextlib
    from io import StringIO
    out, err = StringIO(), StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        assert main(["tournament", "standings", *base, "--json",
                     "--scoring", counting_unsigned_file(tmp_path)]) in (0, 1)
    data = json.loads(out.getvalue())
    assert data["games"] == 2 and row(data, "C")["extra"] == 0.6
    # the stored seating (players «Игрок 01» …) is not who played: every seat says so
    assert "не по рассадке" in err.getvalue()


def test_the_journal_in_the_archive_is_never_rewritten(tmp_path):
    archive = open_archive(str(tmp_path / "a.sqlite3"))
    journal_decision(archive, "Кубок", Decision("exclude", "#1", "П", "x"))
    from sqlalchemy import text
    from sqlalchemy.exc import DBAPIError
    with pytest.raises(DBAPIError):
        with archive.engine.begin() as connection:
            connection.execute(text("UPDATE secretary_journal SET reason = 'другое'"))
    assert archive_decisions(archive, "Кубок")[0].reason == "x"
    archive.close()


def test_decide_checks_the_game_and_fills_in_the_old_value(tmp_path):
    doc = red_win(NAMES, meta=meta(1, 1))
    t = Tournament.from_docs([("a.json", doc)], verdicts={})
    d = decide(t, "a.json", "correct", author="П", reason="ник", field="name", seat=2, new="Бэ",
               journal=tmp_path / JOURNAL_NAME)
    assert (d.old, d.new) == ("B", "Бэ")
    st = compute_standings(Tournament.from_docs([("a.json", doc)], verdicts={},
                                                decisions=read_journal(tmp_path / JOURNAL_NAME)),
                           counting_unsigned())
    assert "Бэ" in {r.name for r in st.rows} and "B" not in {r.name for r in st.rows}
