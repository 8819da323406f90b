import io

from pypdf import PdfReader
from reportlab.pdfgen import canvas
from signing_fixtures import federation, home, judge  # noqa: F401 (fixtures)

from app import editions
from app.signing import StampBox, import_pkcs12, sign_pdf, verify_pdf
from app.sport import sample_game
from reports.protocol import ProtocolRenderer


def _protocol() -> tuple[bytes, StampBox]:
    doc = sample_game()
    renderer = ProtocolRenderer(doc, editions.replay(doc))
    return renderer.render(), renderer.stamp_box


def test_a_signed_protocol_validates_with_signer_time_and_fingerprint(judge):
    pdf, box = _protocol()
    signed = sign_pdf(pdf, judge, stamp=box)
    verdict = verify_pdf(signed, [judge.cert])
    assert verdict.status == "valid" and verdict.signer == "Иванов Иван"
    assert verdict.signed_at and verdict.signed_at.endswith("Z")
    from app.signing import fingerprint
    assert verdict.fingerprint == fingerprint(sample_game())


def test_the_signature_is_pades_with_a_visible_stamp_in_the_reserved_box(judge):
    pdf, box = _protocol()
    reader = PdfReader(io.BytesIO(sign_pdf(pdf, judge, stamp=box)))
    field = reader.get_fields()["JudgeSignature"]
    sig = field["/V"].get_object()
    assert sig["/SubFilter"] == "/ETSI.CAdES.detached"
    widget = next(a.get_object() for a in reader.pages[box.page]["/Annots"]
                  if a.get_object().get("/T") == "JudgeSignature")
    rect = [float(v) for v in widget["/Rect"]]
    assert all(abs(a - round(b)) <= 1 for a, b in zip(rect, box.box))
    assert "/AP" in widget


def test_a_one_byte_change_anywhere_in_the_signed_bytes_is_detected(judge):
    pdf, box = _protocol()
    signed = sign_pdf(pdf, judge, stamp=box)
    start, end = signed.index(b"/Contents <"), signed.index(b">", signed.index(b"/Contents <"))
    for offset in (50, len(pdf) // 2, len(pdf) - 20, end + 40, len(signed) - 30):
        assert not start <= offset <= end
        damaged = bytearray(signed)
        damaged[offset] ^= 0x01
        assert verify_pdf(bytes(damaged), [judge.cert]).status == "tampered", offset


def test_unknown_signer_and_unsigned_are_told_apart(judge):
    pdf, box = _protocol()
    assert verify_pdf(sign_pdf(pdf, judge, stamp=box), []).status == "unknown_signer"
    assert verify_pdf(pdf, [judge.cert]).status == "unsigned"


def test_any_pdf_can_be_signed_with_the_default_box_and_a_federation_key(home, federation):
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer)
    page.drawString(100, 700, "archive")
    page.save()
    identity = import_pkcs12(federation["p12"], federation["passphrase"])
    signed = sign_pdf(buffer.getvalue(), identity, lang="en")
    assert verify_pdf(signed, [federation["ca"]]).status == "valid"
