"""The tournament summary PDF: what its text says, in Russian and English, its fonts,
and its signature."""
import io
import re

import pytest
from pypdf import PdfReader
from rehearsal import rehearsal_game, rehearsal_tournament

from app.signing import create_identity, short_fingerprint, sign_pdf, verify_pdf
from app.tournament import SeatingRequest, compute_standings, generate_seating, get_regulation
from reports.summary import SummaryRenderer


@pytest.fixture(scope="module")
def standings():
    schedule = generate_seating(SeatingRequest(players=30, tables=3, games=4, seed=2, effort=0.2))
    docs = rehearsal_tournament(schedule, seed=2, name="Осенний кубок")
    names = [f"Очень-очень длинный ник игрока номер {i}" for i in range(1, 11)]
    odd = rehearsal_game(names, seed=5, meta={"tournament": "Осенний кубок", "round": 5, "table": 1,
                                               "judge": "Иванов"})
    odd["awards"] = {"extra_points": {"1": 0.35}}            # not in RFM's list: a note
    # these protocols are not signed: the regulation says they count
    return compute_standings(docs + [("r5-t1.json", odd)], get_regulation("rfm-2026").admitting(unsigned=True))


def pages_text(pdf: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages]


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


@pytest.fixture(scope="module")
def russian(standings):
    renderer = SummaryRenderer(standings, "ru", chief_judge="Петров П. П.", secretary="Сидорова А. А.")
    return renderer, renderer.render()


def test_the_russian_summary_says_everything(standings, russian):
    renderer, pdf = russian
    pages = pages_text(pdf)
    text = flat(" ".join(pages))
    assert pages[0].startswith("ИТОГИ ТУРНИРА") and "Осенний кубок" in pages[0]
    for heading in ("Итоговая таблица", "Столы по турам: итог игры", "Результаты по турам и столам",
                    "Статистика ролей", "Протоколы игр", "Замечания", "Главный судья"):
        assert heading in text, heading
    assert "РФМ 2026 (rfm-2026)" in text and "Петров П. П." in text
    for row in standings.rows:                             # every player, with the total
        assert flat(row.name) in text
    first = standings.rows[0]
    assert re.search(rf"\b1 {re.escape(first.name)} {first.played} {first.wins}\b", text)
    for game in standings.games:                           # every protocol with its fingerprint
        assert game.fingerprint in text and short_fingerprint(game.fingerprint) in text
    assert "ДБ 0,35 нет в списке регламента" in text
    assert standings.fingerprint in text                   # the summary's own, on the title page
    if standings.draws:
        assert f"Жребий (зерно {standings.lots_seed})" in text


def test_the_english_summary(standings):
    pdf = SummaryRenderer(standings, "en", chief_judge="Petrov").render()
    text = flat(" ".join(pages_text(pdf)))
    for heading in ("TOURNAMENT SUMMARY", "Final standings", "Results by round and table", "Role statistics",
                    "Game results", "Wins by seat, %", "Game protocols", "Notes", "Chief judge"):
        assert heading in text, heading
    assert "extra points 0.35 are not in the regulation's list" in text
    assert "Итоговая" not in text


def test_only_embedded_pt_sans(russian):
    _, pdf = russian
    assert b"Helvetica" not in pdf and b"/FontFile2" in pdf
    fonts = set(re.findall(rb"/BaseFont /([A-Z]{6}\+)?([\w-]+)", pdf))
    assert {name for _, name in fonts} <= {b"PTSans-Regular", b"PTSans-Bold", b"PTSans-Italic",
                                           b"PTSans-Narrow", b"PTSans-NarrowBold"}


def test_the_summary_is_signed_like_a_protocol(russian, tmp_path):
    renderer, pdf = russian
    pages = len(PdfReader(io.BytesIO(pdf)).pages)
    assert renderer.stamp_box is not None and renderer.stamp_box.page == pages - 1
    judge = create_identity("Петров П. П.", "пароль", tmp_path)
    signed = sign_pdf(pdf, judge, stamp=renderer.stamp_box)
    verdict = verify_pdf(signed, [judge.cert])
    assert verdict.status == "valid" and verdict.signer == "Петров П. П."
    tampered = bytearray(signed)
    at = tampered.index(b"Mafia Protocol")
    tampered[at] = ord("N")
    assert verify_pdf(bytes(tampered), [judge.cert]).status == "tampered"
