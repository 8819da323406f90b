"""Every generated scan gets its verdict: matches, other revision, unknown, unreadable."""
from __future__ import annotations

import pytest
from scan_fixtures import pile  # noqa: F401 (fixture)

from app.scan import ArchiveCatalogue, DocsCatalogue, scan_paths
from app.scan.texts import line
from app.storage import open_archive
from reports.protocol import printed_pages


@pytest.fixture(scope="module")
def verdicts(pile):
    with open_archive(pile.db) as archive:
        batch = scan_paths([str(pile.scans)], ArchiveCatalogue(archive), "ru", anchors=[pile.identity.cert],
                           pages=printed_pages)
    assert not batch.failures
    return {(v.source.rsplit("/", 1)[-1], v.page): v for v in batch.verdicts}


def place(v) -> tuple:
    e = v.entry
    return e.tournament, e.round, e.table, e.game


@pytest.mark.parametrize("name", ["01-table1-150dpi.png", "02-table1-300dpi-turned.png",
                                  "03-table1-skewed-noisy.jpg", "04-table1-phone.jpg", "11-box.pdf"])
def test_the_signed_sheet_of_table_1_matches_however_it_was_scanned(verdicts, name):
    v = verdicts[(name, 1)]
    assert v.verdict == "matches", line(v)
    assert place(v) == ("Осенний кубок", "1", "1", "1")
    assert v.entry.revision == 1 and v.printed.revision == 1
    assert (v.signature.status, v.signature.signer) == ("valid", "Иванов")
    assert v.mark.revision == 1 and v.mark.tournament == "Осенний кубок"


def test_the_second_frame_of_a_tiff_and_the_second_page_of_a_pdf_are_read_too(verdicts):
    assert verdicts[("07-table4-unsigned.tif", 2)].verdict == "matches"
    assert place(verdicts[("07-table4-unsigned.tif", 2)])[2] == "1"
    v = verdicts[("11-box.pdf", 2)]
    assert v.verdict == "matches" and place(v)[2] == "4"
    assert v.pages == 2 and v.where.endswith("11-box.pdf #2")


def test_an_unsigned_game_matches_and_says_it_is_not_signed(verdicts):
    v = verdicts[("07-table4-unsigned.tif", 1)]
    assert v.verdict == "matches" and place(v)[2] == "4"
    assert v.entry.revision == 0 and v.signature.status == "unsigned"
    assert "не подписана" in line(v)


def test_a_sheet_printed_before_a_correction_is_the_other_revision_with_what_changed(verdicts):
    v = verdicts[("05-table2-printed-before-correction.jpg", 1)]
    assert v.verdict == "other_revision" and not v.newer
    assert place(v)[2] == "2"
    assert v.printed.revision == 1 and v.entry.revision == 2
    assert (v.signature.status, v.signature.signer) == ("valid", "Иванов")   # revision 1 was signed
    assert [(c.revision, c.author, c.reason) for c in v.corrections] == [(2, "ГСК", "протест №1")]
    assert v.changes == ["доп. баллы, место 3: 0,4 → 0,5"]
    text = line(v)
    assert "напечатана редакция 1, в архиве редакция 2" in text and "протест №1" in text


def test_a_sheet_the_archive_never_had_is_unknown_and_says_what_it_names(verdicts):
    v = verdicts[("06-table3-not-archived.png", 1)]
    assert v.verdict == "unknown" and v.entry is None
    assert (v.mark.tournament, v.mark.round, v.mark.table, v.mark.game) == ("Осенний кубок", "1", "3", "1")
    assert "не найден в архиве (на листе: «Осенний кубок», тур 1, стол 3, игра 1, редакция 1)" in line(v)


@pytest.mark.parametrize("name, problem, words", [
    ("08-blank.png", "blank", "пустая страница"),
    ("09-too-small.png", "too_small", "слишком мелкий"),
    ("10-too-blurred.png", "too_blurred", "размыта"),
])
def test_an_unreadable_page_says_why(verdicts, name, problem, words):
    v = verdicts[(name, 1)]
    assert (v.verdict, v.problem) == ("unreadable", problem)
    assert v.mark is None and words in line(v)


def test_every_page_of_the_box_has_a_verdict(verdicts):
    assert len(verdicts) == 17
    counts = {}
    for v in verdicts.values():
        counts[v.verdict] = counts.get(v.verdict, 0) + 1
    assert counts == {"matches": 10, "other_revision": 1, "unknown": 1, "unreadable": 5}


def test_a_long_protocol_s_second_page_follows_its_first_even_past_a_blank_back(verdicts):
    name = "12-table5-long-duplex.pdf"
    first, back, second, extra = (verdicts[(name, n)] for n in (1, 2, 3, 4))
    assert first.verdict == "matches" and place(first)[2] == "5" and first.continued_from is None
    assert (back.verdict, back.problem) == ("unreadable", "blank")
    assert second.verdict == "matches" and second.entry is first.entry
    assert (second.continued_from, second.sheet_page, second.sheet_pages) == (first.where, 2, 2)
    assert line(second).endswith("— страница 2 из 2 протокола, начатого на странице 1 этого файла "
                                 "(QR-код есть только на первой)")
    # a third page of a two-page protocol belongs to none
    assert (extra.verdict, extra.problem) == ("unreadable", "no_code")


def test_a_sheet_whose_code_names_an_archived_game_with_other_content_is_flagged(pile):
    """A sheet of table 4 printed from a copy edited by hand: same place, other content."""
    from app.scan.match import judge
    from app.scan.payload import Mark
    mark = Mark("ab" * 32, 1, "Осенний кубок", "1", "4", "1")
    with open_archive(pile.db) as archive:
        v = judge(mark, ArchiveCatalogue(archive), "en", anchors=[])
    assert v.verdict == "unknown" and v.names_archived and place(v)[2] == "4"
    assert "the archive holds this game (the unsigned version) with other content" in line(v, "en")


def test_a_made_up_fingerprint_with_a_real_place_and_a_higher_revision_is_unknown(pile):
    """Issue 25: it was "other revision … import the corrected file": a fingerprint the archive
    does not hold places nothing; the line still says what the archive has at that place."""
    from app.scan.match import judge
    from app.scan.payload import Mark
    mark = Mark("cd" * 32, 3, "Осенний кубок", "1", "2", "1")
    with open_archive(pile.db) as archive:
        v = judge(mark, ArchiveCatalogue(archive), "en", anchors=[])
    assert v.verdict == "unknown" and v.newer and v.names_archived and place(v)[2] == "2"
    assert ("fingerprint CDCD-CDCD-CDCD is not in the archive (the sheet says: “Осенний кубок”, round 1, "
            "table 2, game 1, revision 3); the archive holds this game only at revision 2: if the sheet is a later "
            "correction, import the corrected game file") in line(v, "en")


def test_the_corrected_revision_matches_as_signed_in_the_archive_not_as_tampered(pile):
    """The corrected file still carries revision 1's signature: the archive's correction
    (who, when) speaks for revision 2, the stale signature does not make it a forgery."""
    from app.scan.match import judge
    from app.scan.payload import Mark
    from app.signing import fingerprint
    with open_archive(pile.db) as archive:
        v = judge(Mark(fingerprint(pile.games["2-corrected"])), ArchiveCatalogue(archive), "ru",
                  anchors=[pile.identity.cert])
    assert v.verdict == "matches" and v.entry.revision == 2
    assert (v.signature.status, v.signature.signer) == ("archived", "ГСК")
    assert "редакция 2; подписана в архиве: ГСК" in line(v)


def test_without_an_archive_the_scans_are_matched_with_game_files(pile):
    catalogue = DocsCatalogue([(f"table{t}.json", doc) for t, doc in pile.games.items() if t in (1, 3, 4, 5)])
    batch = scan_paths([str(pile.scans / "01-table1-150dpi.png"), str(pile.scans / "06-table3-not-archived.png"),
                        str(pile.scans / "05-table2-printed-before-correction.jpg")], catalogue, "en",
                       anchors=[pile.identity.cert], pages=printed_pages)
    found = [(v.verdict, v.entry.key if v.entry else None) for v in batch.verdicts]
    assert found == [("matches", "table1.json"), ("matches", "table3.json"), ("unknown", None)]
    assert batch.verdicts[0].signature.status == "valid"


def test_a_sheet_printed_before_an_edit_of_an_unsigned_game_is_found_in_the_journal(tmp_path):
    import copy

    from app.scan.match import judge
    from app.scan.payload import Mark
    from app.signing import fingerprint
    from app.sport import sample_game
    printed = sample_game()
    with open_archive(str(tmp_path / "a.sqlite3")) as archive:
        game = archive.open_game(printed, author="Иванов")
        edited = copy.deepcopy(printed)
        edited["players"][1]["name"] = "Ворона"
        archive.replace_document(game.id, edited, game.version, author="Иванов", reason="опечатка")
        v = judge(Mark(fingerprint(printed), 1, "Осенний кубок", "1", "1", "1"), ArchiveCatalogue(archive),
                  "ru", anchors=[])
    assert v.verdict == "other_revision" and v.printed.revision is None and v.entry.revision == 0
    assert v.changes == ["место 2: игрок: Ворон → Ворона"]
    assert "напечатана неподписанная версия, заменённая" in line(v) and "(Иванов)" in line(v)


def test_an_archived_game_outside_a_tournament_is_named_by_its_number():
    """The place of a game with no tournament crashed: tr() took the message's {key} for its own."""
    from app.scan.texts import place_text
    assert place_text(None, None, None, None, "en", key="#7") == "game #7"
    assert place_text("", None, None, None, "ru", key="#7") == "партия #7"
