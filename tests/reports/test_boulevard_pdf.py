"""The boulevard game's public protocol and the host's private journal as PDFs.

The protocol must show what the table saw and nothing the host alone knows; the journal
must show the night in full and say on every page that it is private.
"""
import io
import json
import os
import stat
import subprocess
from pathlib import Path

import pytest
from boulevard_pdf_games import LONG_NAMES, played_game
from pdftools import contains_run, flat, fonts, lines, tool
from pypdf import PdfReader

from app import editions
from app.boulevard import ROLE_NAMES, BoulevardState, sample_boulevard_game
from app.cli import main
from app.format import save_game
from app.sport import sample_game
from reports.boulevard import BoulevardProtocolRenderer
from reports.boulevard_blocks import is_secret
from reports.fonts import register_fonts
from reports.journal import PRINTABLE, JournalRenderer
from reports.protocol import ProtocolRenderer

CORPUS = Path(__file__).resolve().parents[1] / "app" / "boulevard" / "games"
HEADINGS_RU = ["ПРОТОКОЛ ИГРЫ", "Нарушения (Ф.5)", "Голосования", "Ночи", "Утреннее объявление",
               "Итог игры", "Чтения правил (текст молчит)", "Апелляции (Ф.7)", "Электронная подпись"]
HEADINGS_EN = ["GAME PROTOCOL", "Violations (Ф.5)", "Votes", "Nights", "Morning announcement",
               "End of the game", "Readings (the text is silent)", "Appeals (Ф.7)", "Electronic signature"]
# Words only a night action or a private result is written with (the journal's verbs).
SECRET_WORDS = {"ru": ["блокирует", "лечит", "стреляет", "нападает", "проверяет", "сравнивает",
                       "защищает", "меняет местами", "подзащитный:", "показан ответ", "блок:", "обмен"],
                "en": ["blocks", "heals", "shoots", "attacks", "compares", "defends", "swaps",
                       "client:", "shown '", "block:"]}


def corpus_files(prefix: str = "bv-") -> list[Path]:
    return sorted(CORPUS.glob(prefix + "*.json"))


def corpus(prefix: str) -> dict:
    [path] = corpus_files(prefix)
    return json.loads(path.read_text(encoding="utf-8"))


def render(doc: dict, lang: str = "ru") -> bytes:
    return ProtocolRenderer(doc, editions.replay(doc), lang).render()


def squeezed(value: str) -> str:
    return "".join(value.split())


@pytest.fixture(scope="module")
def tables() -> dict[int, dict]:
    """A finished game at a table of 6 (the corpus), 12 and 20 (long Cyrillic names)."""
    return {6: corpus("bv-44-appeals"), 12: played_game(12, LONG_NAMES[:12]),
            20: played_game(20, LONG_NAMES)}


# -- the layout is chosen for the caller ------------------------------------------------------
def test_a_boulevard_state_gets_the_boulevard_layout_and_a_sport_one_keeps_its_own():
    doc = sample_boulevard_game()
    renderer = ProtocolRenderer(doc, editions.replay(doc), "en")
    assert isinstance(renderer, BoulevardProtocolRenderer) and renderer.lang == "en"
    assert renderer.stamp_box is None
    assert renderer.render()[:5] == b"%PDF-"
    assert renderer.stamp_box is not None and renderer.stamp_box.page == 0
    sport = sample_game()
    assert type(ProtocolRenderer(sport, editions.replay(sport))) is ProtocolRenderer


# -- what the public protocol shows ------------------------------------------------------------
@pytest.mark.parametrize("size", [6, 12, 20])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_seat_nickname_role_and_heading_at_any_table(tables, size, lang):
    doc = tables[size]
    state = editions.replay(doc)
    assert len(doc["players"]) == size and state.is_game_over()
    pdf = render(doc, lang)
    text = lines(pdf)
    for heading in HEADINGS_EN if lang == "en" else HEADINGS_RU:
        assert heading in text, heading
    for player in doc["players"]:
        role = ROLE_NAMES[player["role"]].pick(lang)
        assert contains_run(text, [str(player["seat"]), player["name"], role]), player
    pages = len(PdfReader(io.BytesIO(pdf)).pages)
    assert pages == (1 if size <= 12 else 2)


def test_a_name_too_long_for_its_column_wraps_instead_of_running_over(tables):
    doc = json.loads(json.dumps(tables[12]))
    huge = "Константинопольскийпреображенскийрождественскийвеликолепнейшийпревосходительство"
    doc["players"][0]["name"] = huge
    joined = squeezed(flat(render(doc)))
    assert huge in joined                          # every letter, in order, nothing cut
    assert huge not in lines(render(doc))          # on more than one line: it wrapped


def test_the_ladder_marks_and_how_each_player_left():
    text = lines(render(corpus("bv-28-ladder")))
    assert contains_run(text, ["3", "Айболит", "×××", "Д2, Д3"])   # a warning, then two lost circles
    assert contains_run(text, ["8", "Тень", "срыв Д2 (решение?)"])  # awaiting the host's decision
    assert contains_run(text, ["10", "Джек", "раскрытие Д2", "У", "Д2 · удалён"])
    assert "речь с №2 · без слова: №3, №6" in " ".join(text)
    assert "без слова: №3, №6" in flat(render(corpus("bv-28-ladder")))


def test_the_days_the_mornings_and_the_result_of_the_sample_game():
    text = lines(render(sample_boulevard_game()))
    assert contains_run(text, ["Д2 · речь с №2", "Канд.", "Выст.", "Голоса", "Перег.",
                               "7", "2", "6", "2", "7", "3", "Покидает: №7"])
    assert contains_run(text, ["Н1", "ночью выбыл №5"])
    assert contains_run(text, ["5", "Перо", "Журналист", "Н1 · убит", "+"])
    assert contains_run(text, ["7", "Граф", "Дон", "Д2 · заголосован"])
    assert "Победа мирных (не осталось ни мафии, ни Маньяка, в фазе Д4)" in text
    english = lines(render(sample_boulevard_game(), "en"))
    assert contains_run(english, ["N1", "#5 left the table this night"])
    assert "The town wins (neither the mafia nor the Maniac is left, in D4)" in english


def test_the_readings_in_force_the_host_errors_and_the_appeals():
    text = flat(render(corpus("bv-18-double-attack-two-protections")))
    assert "Что делает Адвокат: подзащитный получает защиту от одной атаки" in text
    assert "(lawyer: shield)" in text                       # the option the file chose, in the header
    assert "Раунд Н1 переигрывается; недействительны записи: Н1, Д2" in flat(render(corpus("bv-31-replay")))
    appeal = flat(render(corpus("bv-44-appeals")))
    assert "игрок 5: Путана не блокировала, а выстрела не было; решение: отклонена" in appeal
    assert "Победа Маньяка (Маньяк остался вдвоём с игроком, в фазе Н2)" in appeal


def test_roles_stay_hidden_until_the_game_is_over():
    doc = sample_boulevard_game()
    doc["phases"] = doc["phases"][:4]
    del doc["result"]
    text = lines(render(doc))
    assert "игра не окончена" in text
    assert "Игра не окончена: роли раскрываются после её окончания и здесь не печатаются." in flat(render(doc))
    assert contains_run(text, ["7", "Граф", "8", "Тень"])            # no role between the rows
    assert not any(contains_run(text, [p["name"], ROLE_NAMES[p["role"]].pick("ru")]) for p in doc["players"])


# -- what the public protocol never shows ------------------------------------------------------
SECRET_GAMES = ["bv-02-validity", "bv-09-block-commissar", "bv-16-lawyer-disguise", "bv-22-killed",
                "bv-24-bartender-with-lawyer", "bv-29-correction-before", "bv-40-wrong-private"]


@pytest.mark.parametrize("name", SECRET_GAMES)
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_no_night_action_private_result_or_secret_finding_reaches_the_protocol(name, lang):
    doc = corpus(name)
    state = editions.replay(doc)
    text = squeezed(flat(render(doc, lang)))
    entries = [e for e in state.journal() if e.kind in ("action", "night", "correction")]
    assert entries
    for entry in entries:
        assert squeezed(entry.text(lang)) not in text, entry.text(lang)
    for word in SECRET_WORDS[lang]:
        assert squeezed(word) not in text, word
    # What a night action's finding says (who acted, on whom, what was shown) stays private.
    for finding in state.findings:
        if finding.code.split(".")[0] in ("action", "check", "night"):
            assert squeezed(finding.message(lang)) not in text, finding.code


def test_night_action_findings_are_secret_and_ladder_findings_are_not():
    validity = [f for f in editions.replay(corpus("bv-02-validity")).findings if f.severity == "error"]
    ladder = [f for f in editions.replay(corpus("bv-28-ladder")).findings if f.severity != "info"]
    assert len(validity) == 8 and all(is_secret(f) for f in validity)
    assert len(ladder) == 6 and not any(is_secret(f) for f in ladder)


def test_a_secret_finding_is_a_footnote_without_its_detail_or_clause():
    doc = corpus("bv-40-wrong-private")
    state = editions.replay(doc)
    secret = [f for f in state.findings if f.severity == "error"]
    assert [f.code for f in secret] == ["check.wrong_answer"] and secret[0].clause == "Ф.3"
    text = flat(render(doc))
    assert "Н1 · ошибка: замечание о тайном ночном действии" in text
    assert "Ф.3" not in text                 # the clause would say a check went wrong
    public = flat(render(corpus("bv-28-ladder")))
    assert "1 Ф.5 · Д1 #2 · внимание: Игрок 3: повторное нарушение (2-е) — теряет слово" in public


def test_the_twelve_player_game_gives_nothing_of_its_nights_away(tables):
    state = editions.replay(tables[12])
    text = squeezed(flat(render(tables[12])))
    night_lines = [e for e in state.journal() if e.kind in ("action", "night")]
    assert len(night_lines) > 20
    assert not any(squeezed(e.text("ru")) in text for e in night_lines)


# -- the private journal -----------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_journal_lists_every_entry_in_order_and_says_private_on_every_page(tables, lang):
    state = editions.replay(tables[20])
    pdf = JournalRenderer(state, lang).render()
    reader = PdfReader(io.BytesIO(pdf))
    assert len(reader.pages) >= 2
    running = "HOST'S PRIVATE JOURNAL — NOT FOR PUBLICATION" if lang == "en" else \
        "ПРИВАТНЫЙ ЖУРНАЛ ВЕДУЩЕГО — НЕ ДЛЯ ПУБЛИКАЦИИ"
    for page in reader.pages:
        assert running in page.extract_text()
    text = squeezed(flat(pdf))
    position = 0
    for entry in state.journal():
        found = text.find(squeezed(entry.text(lang).translate(PRINTABLE)), position)
        assert found >= 0, entry.text(lang)
        position = found
    for player in tables[20]["players"]:
        assert squeezed(player["name"]) in text


def test_the_journal_holds_the_night_actions_and_private_results_of_the_sample():
    text = flat(JournalRenderer(editions.replay(sample_boulevard_game()), "ru").render())
    for line in ("Путана (4) блокирует 7", "Адвокат (9) защищает 8", "Мафия (показал 7) стреляет в 5",
                 "Комиссар (2) проверяет 7; показан ответ «мафия»", "Игрок 10: лёгкое нарушение",
                 "Итог ночи: блок: 7 (Дон); выстрел сделал 8", "ПРИВАТНЫЙ ЖУРНАЛ ВЕДУЩЕГО", "Не для публикации"):
        assert line in text, line


def test_every_character_of_every_journal_line_has_a_glyph():
    register_fonts()
    from reportlab.pdfbase import pdfmetrics
    glyphs = pdfmetrics.getFont("PTSans-Bold").face.charToGlyph
    missing = set()
    paths = corpus_files()
    assert len(paths) >= 44
    for path in paths:
        state = editions.replay(json.loads(path.read_text(encoding="utf-8")))
        for entry in state.journal():
            for lang in ("ru", "en"):
                missing |= {c for c in entry.text(lang).translate(PRINTABLE) if ord(c) not in glyphs}
    assert not missing


@pytest.mark.parametrize("which", ["protocol", "journal"])
def test_every_font_is_embedded(which, tmp_path):
    doc = corpus("bv-24-bartender-with-lawyer")
    state = editions.replay(doc)
    assert isinstance(state, BoulevardState)
    pdf = render(doc) if which == "protocol" else JournalRenderer(state).render()
    found = fonts(pdf)
    assert found and all(embedded for _, embedded in found), found
    path = tmp_path / "out.pdf"
    path.write_bytes(pdf)
    report = subprocess.run([tool("pdffonts"), str(path)], capture_output=True, text=True, check=True).stdout
    rows = report.splitlines()[2:]
    assert rows and all(row.split()[-5] == "yes" for row in rows), report
    assert "Helvetica" not in report


# -- the command line --------------------------------------------------------------------------
@pytest.fixture
def boulevard_file(tmp_path):
    path = tmp_path / "club.json"
    save_game(sample_boulevard_game(), path)
    return path


def test_pdf_writes_the_boulevard_protocol(boulevard_file, tmp_path, capsys):
    out = tmp_path / "club.pdf"
    assert main(["pdf", str(boulevard_file), "-o", str(out), "--lang", "en"]) == 0
    text = flat(out.read_bytes())
    assert "GAME PROTOCOL" in text and "Шерлок" in text and "Commissar" in text
    assert "blocks" not in text
    assert f"{out}: written" in capsys.readouterr().out


def test_pdf_journal_writes_the_private_journal_beside_the_game(boulevard_file, capsys):
    assert main(["pdf", str(boulevard_file), "--journal"]) == 0
    out = boulevard_file.with_suffix(".journal.pdf")
    assert "Путана (4) блокирует 7" in flat(out.read_bytes())
    assert stat.S_IMODE(os.stat(out).st_mode) == 0o600
    assert not boulevard_file.with_suffix(".pdf").exists()
    count = len(editions.replay(sample_boulevard_game()).journal())
    assert capsys.readouterr().out.strip() == f"{out}: приватный журнал записан (записей: {count})"


def test_pdf_journal_refuses_a_sport_game_and_the_signing_options(tmp_path, boulevard_file, capsys):
    sport = tmp_path / "sport.json"
    save_game(sample_game(), sport)
    assert main(["pdf", str(sport), "--journal", "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert "only a boulevard game" in err and err.count("\n") == 1
    assert not sport.with_suffix(".journal.pdf").exists()
    assert main(["pdf", str(boulevard_file), "--journal", "--sign"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == "--journal пишет приватный журнал: без --sign, --merge и --signed-json"


def test_pdf_journal_over_a_folder_writes_the_boulevard_games_and_names_the_others(tmp_path, capsys):
    games = tmp_path / "games"
    games.mkdir()
    save_game(sample_boulevard_game(), games / "club.json")
    save_game(sample_game(), games / "sport.json")
    out = tmp_path / "journals"
    assert main(["pdf", str(games), "-o", str(out), "--journal"]) == 2
    assert sorted(p.name for p in out.iterdir()) == ["club.journal.pdf"]
    assert "sport.json" in capsys.readouterr().err


def test_a_signed_boulevard_protocol_verifies(boulevard_file, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "keys"))
    monkeypatch.setenv("MAFIA_PROTOCOL_PASSPHRASE", "секрет")
    out = tmp_path / "signed.pdf"
    assert main(["pdf", str(boulevard_file), "-o", str(out), "--sign"]) == 0
    assert "подписан (Орлова)" in capsys.readouterr().out
    assert main(["verify", str(out)]) == 0
    assert "подпись верна · подписал Орлова" in capsys.readouterr().out
