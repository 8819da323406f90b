"""Issue 25 §2: a verdict of `scan` is believed only when the code is the sheet's own.

"matches" and "other revision" need the fingerprint found *and* the code's place and
revision to be what that game's sheet prints; the old-style code is matched whole; a cut
label is a cut only; a fingerprint found elsewhere than the code says is a disagreement; a
signed PDF given to `scan` has its own signature checked first; and every line printed is
safe for a terminal.  No genuine sheet is refused on the way.
"""
from __future__ import annotations

import io
import shutil

import pytest
from PIL import Image
from scan_fixtures import _protocol, pdftoppm, pile  # noqa: F401 (fixture)

from app.cli import main
from app.scan import ArchiveCatalogue, DocsCatalogue, parse_payload, scan_paths
from app.scan.match import judge
from app.scan.payload import Mark, payload_segments
from app.scan.texts import line
from app.signing import fingerprint, short_fingerprint
from app.storage import open_archive
from reports.protocol import printed_pages
from reports.qr import qr_matrix


@pytest.fixture
def env(pile, monkeypatch):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(pile.keys))
    return pile


def qr_page(head: str, tail: str, module: int = 6) -> Image.Image:
    """A page at 150 dpi with nothing but the code ``head + tail`` on it (the program's own
    encoder: an alphanumeric segment, then UTF-8 behind an ECI designator)."""
    _, modules = qr_matrix(head, tail)
    page = Image.new("L", (1240, 1754), 255)
    for y, row in enumerate(modules):
        for x, dark in enumerate(row):
            if dark:
                page.paste(0, (200 + x * module, 200 + y * module, 200 + (x + 1) * module, 200 + (y + 1) * module))
    return page


def judged(pile, mark: Mark):
    with open_archive(pile.db) as archive:
        return judge(mark, ArchiveCatalogue(archive), "en", anchors=[pile.identity.cert])


def test_a_genuine_fingerprint_with_the_wrong_place_disagrees_it_is_not_unknown(pile):
    digest = fingerprint(pile.games[1])
    v = judged(pile, Mark(digest, 1, "Осенний кубок", "1", "7", "1"))
    assert (v.verdict, v.problem) == ("disagrees", "place") and v.entry.table == "1"
    short = short_fingerprint(digest)
    assert line(v, "en") == (f"{short} (typed): disagrees — fingerprint {short} "
                             "is the archive's “Осенний кубок”, round 1, table 1, game 1, but the code says "
                             "“Осенний кубок”, round 1, table 7, game 1: the code was altered or made up — compare "
                             "the sheet with the archive")
    other = judged(pile, Mark(digest, 1, "Весенний кубок", "1", "1", "1"))    # another tournament altogether
    assert (other.verdict, other.problem) == ("disagrees", "place")


def test_a_genuine_fingerprint_with_a_revision_its_sheet_never_bore_disagrees(pile):
    v = judged(pile, Mark(fingerprint(pile.games[1]), 2, "Осенний кубок", "1", "1", "1"))
    assert (v.verdict, v.problem) == ("disagrees", "revision")
    assert "whose sheet bears revision 1, but the code says revision 2" in line(v, "en")
    # the sheet printed before table 2 was corrected is still the other revision, and the
    # corrected document's own sheet (revision 2) matches
    older = judged(pile, Mark(fingerprint(pile.games[2]), 1, "Осенний кубок", "1", "2", "1"))
    assert older.verdict == "other_revision"
    assert judged(pile, Mark(*payload_mark(pile.games["2-corrected"]))).verdict == "matches"


def payload_mark(doc: dict) -> tuple:
    mark = parse_payload("".join(payload_segments(doc)))
    return mark.fingerprint, mark.revision, mark.tournament, mark.round, mark.table, mark.game


def test_a_place_of_only_the_cut_mark_names_no_game(pile):
    """"…" alone matched every game: the fake sheet attached to the first one."""
    v = judged(pile, Mark("ab" * 32, 1, "…", "…", "…", "…"))
    assert v.verdict == "unknown" and v.entry is None and not v.names_archived
    # with a genuine fingerprint it is a disagreement, not a match
    v = judged(pile, Mark(fingerprint(pile.games[1]), 1, "…", "1", "1", "1"))
    assert (v.verdict, v.problem) == ("disagrees", "place")


def test_a_long_name_cut_in_the_code_still_matches(tmp_path):
    """A cut is compared as the code cuts it: the genuine sheet of a tournament with a long
    name matches, a short prefix ending in "…" does not."""
    from app.sport import sample_game
    doc = sample_game()
    doc["meta"]["tournament"] = "Открытый кубок федерации спортивной мафии города Санкт-Петербурга 2026"
    mark = parse_payload("".join(payload_segments(doc)))
    assert mark.tournament.endswith("…") and len(mark.tournament.encode()) <= 48
    with open_archive(str(tmp_path / "a.sqlite3")) as archive:
        archive.open_game(doc, author="Иванов")
        assert judge(mark, ArchiveCatalogue(archive), "en", anchors=[]).verdict == "matches"
        short = Mark(mark.fingerprint, mark.revision, "Открытый…", mark.round, mark.table, mark.game)
        v = judge(short, ArchiveCatalogue(archive), "en", anchors=[])
        assert (v.verdict, v.problem) == ("disagrees", "place")


def test_only_the_whole_old_style_code_is_a_protocol_s(pile, tmp_path):
    digest = fingerprint(pile.games[1])
    assert parse_payload("mafia-game/1:sha256:" + digest).fingerprint == digest
    for text in ("https://example.org/check?code=mafia-game/1:sha256:" + digest,
                 "mafia-game/1:sha256:" + digest + "\nextra", " mafia-game/1:sha256:" + digest):
        assert parse_payload(text) is None, text
    # a URL code on a page: a code that is not a protocol's, never "matches; signature valid"
    qr_page("HTTPS://EXAMPLE.ORG/", "?q=mafia-game/1:sha256:" + digest).save(tmp_path / "url.png")
    qr_page("MAFIA-GAME/1:SHA256:", digest.upper()).save(tmp_path / "shouting.png")
    with open_archive(pile.db) as archive:
        batch = scan_paths([str(tmp_path)], ArchiveCatalogue(archive), "en", anchors=[pile.identity.cert],
                           pages=printed_pages)
    assert [(v.verdict, v.problem) for v in batch.verdicts] == [("unreadable", "foreign_code")] * 2
    # the genuine old-style sheet still matches
    head, tail = "", "mafia-game/1:sha256:" + digest
    qr_page(head, tail).save(tmp_path / "old.png")
    with open_archive(pile.db) as archive:
        batch = scan_paths([str(tmp_path / "old.png")], ArchiveCatalogue(archive), "en", anchors=[pile.identity.cert],
                           pages=printed_pages)
    assert [v.verdict for v in batch.verdicts] == ["matches"]


def test_a_code_with_more_lines_or_longer_labels_than_printed_is_not_a_protocol_s():
    head, tail = payload_segments({"meta": {"tournament": "Кубок", "round": 1, "table": 1, "game": 1}}, "ab" * 32)
    assert parse_payload(head + tail).tournament == "Кубок"
    assert parse_payload(head + tail + "\nещё") is None
    assert parse_payload(head + "\n" + "Ж" * 40 + "\n1\n1\n1") is None       # 80 bytes: never printed
    assert parse_payload(head + "\nКубок\n" + "7" * 30 + "\n1\n1") is None


def _painted_over(signed: bytes) -> bytes:
    """An incremental update that paints a white box over the votes of page 1."""
    from pyhanko.pdf_utils import generic
    from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
    writer = IncrementalPdfFileWriter(io.BytesIO(signed))
    box = writer.add_object(generic.StreamObject(stream_data=b"q 1 g 30 120 535 420 re f Q"))
    writer.add_stream_to_page(0, box)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def test_a_signed_pdf_painted_over_is_not_a_match(env, tmp_path, capsys):
    signed = _protocol(env.games[1], env.identity)
    genuine, painted = tmp_path / "genuine.pdf", tmp_path / "painted.pdf"
    genuine.write_bytes(signed)
    painted.write_bytes(_painted_over(signed))
    assert main(["verify", str(painted)]) == 1                     # what verify says of it
    capsys.readouterr()
    # the genuine signed protocol still matches, its signature valid: exit 0
    assert main(["scan", str(genuine), "--db", env.db, "--lang", "en"]) == 0
    assert "genuine.pdf: matches — “Осенний кубок”, round 1, table 1" in capsys.readouterr().out
    assert main(["scan", str(painted), "--db", env.db, "--lang", "en"]) == 1
    out = capsys.readouterr().out
    assert "matches" not in out and "signature valid" not in out
    assert out.startswith(f"{painted}: disagrees — the PDF's own signature: TAMPERED")
    assert f"its code names {short_fingerprint(env.games[1])}" in out
    assert main(["scan", str(painted), "--db", env.db, "--json"]) == 1
    assert '"status": "tampered"' in capsys.readouterr().out


def test_a_signed_pdf_whose_signer_is_not_trusted_is_not_a_match(env, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "nobody"))
    path = tmp_path / "stranger.pdf"
    path.write_bytes(_protocol(env.games[1], env.identity))
    assert main(["scan", str(path), "--db", env.db]) == 1
    out = capsys.readouterr().out
    assert "не сходится — собственная подпись PDF:" in out and "совпадает" not in out


def test_every_line_scan_prints_is_safe_for_a_terminal(env, tmp_path, capsys):
    # a file name with ESC and BEL
    hostile = tmp_path / "box\x1b[31m\x07.png"
    shutil.copy(env.scans / "06-table3-not-archived.png", hostile)
    # a tournament name stored in the archive with ESC and BEL (typed fingerprint: no sheet needed)
    from app.sport import sample_game
    doc = sample_game()
    doc["meta"]["tournament"] = "Кубок\x1b]0;pwned\x07"
    db = str(tmp_path / "a.sqlite3")
    with open_archive(db) as archive:
        archive.open_game(doc, author="Иванов")
    # and U+202E in the code's text
    head, _ = payload_segments(env.games[1])
    qr_page("MP1:" + "AB" * 32 + ":1", "\n\u202eКубок\n1\n1\n1").save(tmp_path / "rtl.png")
    code = main(["scan", str(hostile), str(tmp_path / "rtl.png"), str(tmp_path / "gone\x1b.png"),
                 "--fingerprint", short_fingerprint(doc), "--db", db, "--lang", "en"])
    captured = capsys.readouterr()
    assert code == 2
    text = captured.out + captured.err
    for raw in ("\x1b", "\x07", "\u202e"):
        assert raw not in text
    assert "box\\x1b[31m\\x07.png: unknown" in captured.out
    assert "“\\u202eКубок”" in captured.out
    assert "“Кубок\\x1b]0;pwned\\x07”" in captured.out
    assert "gone\\x1b.png: no such file or folder" in captured.err
    assert main(["scan", str(tmp_path / "rtl.png"), "--fingerprint", short_fingerprint(doc), "--db", db,
                 "--json"]) == 1
    out = capsys.readouterr().out
    assert "\u202e" not in out and "\x1b" not in out and "\\u202eКубок" in out


def test_without_an_archive_a_made_up_place_does_not_match_a_file(pile):
    catalogue = DocsCatalogue([("table1.json", pile.games[1])])
    digest = fingerprint(pile.games[1])
    assert judge(Mark(digest, 1, "Осенний кубок", "1", "1", "1"), catalogue, "en", anchors=[]).verdict == "matches"
    v = judge(Mark(digest, 1, "Осенний кубок", "1", "9", "1"), catalogue, "en", anchors=[])
    assert (v.verdict, v.problem) == ("disagrees", "place")


def test_a_sheet_rendered_from_a_scan_pdf_still_matches(env, tmp_path):
    """No genuine input refused: the protocol as printed and scanned at 150 dpi."""
    page = pdftoppm(_protocol(env.games[1], env.identity), 150)
    page.save(tmp_path / "scan.png")
    with open_archive(env.db) as archive:
        batch = scan_paths([str(tmp_path / "scan.png")], ArchiveCatalogue(archive), "en", anchors=[env.identity.cert],
                           pages=printed_pages)
    assert [(v.verdict, v.signature.status) for v in batch.verdicts] == [("matches", "valid")]
