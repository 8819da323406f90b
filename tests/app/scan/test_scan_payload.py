"""What the printed QR code says: the place and revision, long names cut, old sheets read."""
from __future__ import annotations

import zxingcpp
from scan_fixtures import pdftoppm

from app import editions
from app.scan.payload import NAME_BYTES, parse_payload, parse_typed, payload_segments, printed_revision
from app.signing import create_identity, fingerprint, sign_game
from app.sport import sample_game
from reports.protocol import ProtocolRenderer
from reports.qr import ProtocolQr


def test_the_revision_printed_is_the_signed_one_or_the_correction_that_follows(tmp_path):
    me = create_identity("Иванов", "pw", tmp_path)
    doc = sample_game()
    assert printed_revision(doc) == 1                   # printed to be signed
    signed = sign_game(doc, me)
    assert printed_revision(signed) == 1
    signed["awards"]["extra_points"]["3"] = 0.5         # a correction, printed before signing it
    assert printed_revision(signed) == 2
    assert printed_revision(sign_game(signed, me)) == 2


def test_a_long_tournament_name_is_cut_and_the_code_stays_small_enough_for_150_dpi():
    doc = sample_game()
    doc["meta"].update(tournament="Открытый кубок Федерации спортивной мафии Санкт-Петербурга 2026",
                       round="полуфинал первой лиги", table="A-12")
    head, tail = payload_segments(doc)
    name = tail.split("\n")[1]
    assert name.endswith("…") and len(name.encode()) <= NAME_BYTES
    assert "Открытый кубок Федерации".startswith(name[:-1][:24])
    code = ProtocolQr(doc, 23)
    assert code.version <= 8                            # 49 modules in 23 mm: 2.8 px at 150 dpi
    page = pdftoppm(ProtocolRenderer(doc, editions.replay(doc)).render(), 150)
    (read,) = zxingcpp.read_barcodes(page, formats=zxingcpp.BarcodeFormat.QRCode)
    mark = parse_payload(read.text)
    assert mark.fingerprint == fingerprint(doc)
    assert (mark.tournament, mark.round, mark.table) == (name, "полуфинал п…", "A-12")   # labels: 24 bytes


def test_the_code_reads_back_from_a_sheet_scanned_at_half_the_lowest_resolution():
    doc = sample_game()
    page = pdftoppm(ProtocolRenderer(doc, editions.replay(doc)).render(), 75)     # 1.8 px a module
    (read,) = zxingcpp.read_barcodes(page, formats=zxingcpp.BarcodeFormat.QRCode)
    assert parse_payload(read.text).fingerprint == fingerprint(doc)


def test_a_sheet_printed_before_the_place_was_coded_is_read_by_its_fingerprint():
    mark = parse_payload("mafia-game/1:sha256:" + "AB" * 32)
    assert mark.fingerprint == "ab" * 32 and mark.revision is None and mark.tournament is None
    assert parse_payload("https://example.org") is None
    assert parse_payload("MP1:" + "0" * 63 + ":1") is None


def test_typed_fingerprints():
    assert parse_typed("bd27-50e7-406f") == "bd2750e7406f"
    assert parse_typed(" BD27 50E7 4O6F ") == "bd2750e7406f"       # O for 0
    assert parse_typed("8D27—5OE7—4O6F") == "8d2750e7406f"
    assert parse_typed("BD27-50E7") is None
    assert parse_typed("BD27-50E7-406X") is None
