"""What a reader of the printed protocol finds on it: names, headings and the right numbers."""
from pdftools import contains_run, flat, lines
from protocol_games import long_doc, remarked_doc, short_doc  # noqa: F401 (fixtures)

from app import editions
from reports.protocol import ProtocolRenderer

HEADINGS_RU = ["ПРОТОКОЛ ИГРЫ", "Голосования", "Ночи", "Итог игры", "Электронная подпись"]
HEADINGS_EN = ["GAME PROTOCOL", "Votes", "Nights", "End of the game", "Electronic signature"]


def render(doc, lang="ru") -> bytes:
    return ProtocolRenderer(doc, editions.replay(doc), lang).render()


def test_the_sample_game_shows_every_nickname_heading_and_the_header(short_doc):
    pdf = render(short_doc)
    text = lines(pdf)
    for player in short_doc["players"]:
        assert player["name"] in text
    for heading in HEADINGS_RU:
        assert heading in text
    for field in ("Турнир: Осенний кубок", "Судья: Иванов", "Дата: 29.11.2026", "Правила: лига"):
        assert field in text


def test_the_seat_rows_carry_role_departure_and_points(short_doc):
    text = lines(render(short_doc))
    # seat 3, the sheriff: killed in N2, 1 point for the win, 0.4 extra, 1.4 in all
    assert contains_run(text, ["3", "Шерлок", "Ш", "Н2 · убит", "1", "0,4", "1,4"])
    assert contains_run(text, ["7", "Граф", "Д", "Д1 · заголосован", "0", "0"])
    assert contains_run(text, ["10", "Ёж", "К", "1", "1"])


def test_the_vote_blocks_carry_candidates_nominators_and_tallies(short_doc):
    text = lines(render(short_doc))
    # D1: 7 nominated by 1 with 7 votes, 5 by 3 with the 3 remaining; 7 leaves
    assert contains_run(text, ["Д1 · речь с №1", "Канд.", "Выст.", "Голоса", "Перег.",
                               "7", "1", "7", "5", "3", "3", "Покидает: №7"])
    assert contains_run(text, ["9", "3", "6", "3", "5", "2", "Покидает: №9"])


def test_the_nights_and_the_end_of_the_sample_game(short_doc):
    text = lines(render(short_doc))
    assert contains_run(text, ["Н1", "5: 4 · 9: 4", "убит №4", "№9 — чёрный"])
    assert "Победа красных (не осталось чёрных, в фазе Д3)" in text
    assert "№4: 5, 7, 9 — угадано чёрных: 3" in text
    assert "лучший игрок №3" in text


def test_the_long_game_shows_re_votes_lift_all_removal_and_findings(long_doc):
    pdf = render(long_doc)
    text, joined = lines(pdf), flat(pdf)
    for player in long_doc["players"]:
        assert player["name"] in joined          # long names wrap, but every word is there
    # D2: 5 and 3 tie 4:4 twice, the lift-all gets 2 votes, all stay
    assert contains_run(text, ["5", "3", "4", "4", "3", "5", "4", "4", "За подъём всех: 2 · Все остаются"])
    assert contains_run(text, ["6", "Гном", "К", "×", "×", "×", "×", "Д4 · 4 фола", "1", "-0,5", "0,5"])
    assert "Голосование отменено" in text
    assert "Н3" in text and "№9 — чёрный" in text
    assert "№6: жёлтая карточка, штраф -0,5" in joined and "№5: предупреждений: 1" in joined
    # a correct game has no remarks: a tie, the lift-all question, a third and a fourth foul
    # are the rules at work (info), not remarks on the protocol
    assert "Замечания валидатора" not in joined
    assert "7.17 · Д2" not in joined and "четвёртый фол" not in joined


def test_remarks_are_numbered_footnotes_with_their_clauses(remarked_doc):
    joined = flat(render(remarked_doc))
    assert "Замечания валидатора" in joined
    assert "2 9.9 · Д4 #5 · ошибка: Игрок 6 уже покинул стол по фолам" in joined
    assert "Стр. 2 из 2" in joined


def test_the_protocol_in_english(remarked_doc):
    pdf = render(remarked_doc, "en")
    text, joined = lines(pdf), flat(pdf)
    for heading in HEADINGS_EN:
        assert heading in text
    assert "Red wins (no black player left, in D6)" in text
    assert contains_run(text, ["3", "ВеликийИНеповторимыйШерифВсехВремён", "S", "N5 · killed", "1", "0.3", "1.3"])
    assert "#1: 5, 7, 9 — blacks guessed: 3" in text
    assert "Page 2 of 2" in joined


def test_header_footer_and_fingerprint(short_doc):
    from app.signing import short_fingerprint
    joined = flat(render(short_doc))
    assert f"Отпечаток партии: {short_fingerprint(short_doc)}" in joined
    assert "Стр. 1 из 1" in joined


def test_a_game_in_progress_has_no_points_and_says_so(short_doc):
    short_doc["phases"] = short_doc["phases"][:3]
    del short_doc["result"]
    text = lines(render(short_doc))
    assert "игра не окончена" in text
    assert contains_run(text, ["1", "Кот", "К", "2", "Ворон"])   # no points between the rows


def test_the_printed_qr_code_reads_back_as_the_game_fingerprint(short_doc, tmp_path):
    # zbar is not the decoder `scan` uses (zxing-cpp): a second reader shows the code is plain
    import subprocess

    from pdftools import pages_as_images, tool

    from app.scan.payload import payload_segments
    page = pages_as_images(render(short_doc), dpi=150)[0]
    path = tmp_path / "page.png"
    page.save(path)
    decoded = subprocess.run([tool("zbarimg"), "-q", "--raw", str(path)], capture_output=True, text=True)
    assert decoded.stdout.strip() == "".join(payload_segments(short_doc)).strip()
    assert "Осенний кубок" in decoded.stdout
