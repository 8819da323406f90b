"""Issue 25 §3: a damaged certificate is a tampered signature, never a traceback, in every
command that verifies; and a signature is judged by the time it claims *and* by now.

No test depends on today's date: the verifier's clock is passed as ``now`` and every
certificate is issued relative to it (the command-line tests, which read the real clock,
issue theirs relative to the real clock).
"""
from __future__ import annotations

import copy
import datetime as dt

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID
from signing_fixtures import home  # noqa: F401 (fixture)

from app.cli import main
from app.format import save_game
from app.signing import Identity, create_identity, fingerprint, short_fingerprint, sign_game, verify_game
from app.sport import sample_game

NOW = dt.datetime(2031, 6, 15, 12, 0, tzinfo=dt.UTC)
DAY = dt.timedelta(days=1)


def _iso(moment: dt.datetime) -> str:
    return moment.astimezone(dt.UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def _name(cn: str) -> x509.Name:
    return x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, cn)])


def _certificate(key, cn: str, since: dt.datetime, until: dt.datetime, *, issuer_key=None,
                 issuer: x509.Name | None = None, ca: bool = False) -> x509.Certificate:
    usage = x509.KeyUsage(digital_signature=True, content_commitment=not ca, key_encipherment=False,
                          data_encipherment=False, key_agreement=False, key_cert_sign=ca, crl_sign=ca,
                          encipher_only=False, decipher_only=False)
    signer = issuer_key or key
    return (x509.CertificateBuilder().subject_name(_name(cn)).issuer_name(issuer or _name(cn))
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(since).not_valid_after(until)
            .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
            .add_extension(usage, critical=True)
            .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
            .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(signer.public_key()),
                           critical=False)
            .sign(signer, hashes.SHA256()))


def judge_valid(since: dt.datetime, until: dt.datetime, name: str = "Иванов Иван") -> Identity:
    """A self-signed judge's identity valid from ``since`` to ``until``."""
    key = ec.generate_private_key(ec.SECP256R1())
    return Identity(key, _certificate(key, name, since, until))


def _game(name: str = "Иванов Иван") -> dict:
    doc = sample_game()
    doc["meta"]["judge"] = name
    return doc


# -- a damaged certificate ------------------------------------------------------------------
def _damaged_variants(signed: dict) -> list[dict]:
    """The signed game with one base64 character of its certificate changed, at every place."""
    lines = signed["signature"]["cert"].splitlines()
    out = []
    for row in range(1, len(lines) - 1):
        for column, char in enumerate(lines[row]):
            changed = list(lines)
            changed[row] = lines[row][:column] + ("A" if char != "A" else "B") + lines[row][column + 1:]
            doc = copy.deepcopy(signed)
            doc["signature"]["cert"] = "\n".join(changed) + "\n"
            out.append(doc)
    return out


def _breaks_cryptography(doc: dict) -> bool:
    """Does reading this certificate's key raise where the red team's crash came from?"""
    from cryptography.exceptions import UnsupportedAlgorithm
    try:
        x509.load_pem_x509_certificate(doc["signature"]["cert"].encode("ascii")).public_key()
    except UnsupportedAlgorithm:
        return True
    except Exception:      # ValueError, InvalidVersion …: the loader's own refusals
        return False
    return False


def test_one_changed_base64_character_of_the_certificate_is_tampered_never_an_exception():
    me = judge_valid(NOW - DAY, NOW + 365 * DAY)
    signed = sign_game(_game(), me, now=_iso(NOW))
    assert verify_game(signed, [me.cert], now=NOW).ok
    variants = _damaged_variants(signed)
    # The red team's case is among them: cryptography itself raises UnsupportedAlgorithm.
    assert any(_breaks_cryptography(doc) for doc in variants)
    statuses = {verify_game(doc, [me.cert], now=NOW).status for doc in variants}
    assert statuses == {"tampered"}


@pytest.fixture
def damaged(tmp_path, home):  # noqa: F811 (the fixture above)
    """A folder with a genuine signed game and one whose certificate breaks cryptography."""
    me = create_identity("Иванов Иван", "пароль", home)
    folder = tmp_path / "games"
    folder.mkdir()
    genuine = _game()
    genuine["meta"].update(tournament="Кубок", round=1, table=1)
    save_game(sign_game(genuine, me), folder / "good.json")
    other = _game()
    other["meta"].update(tournament="Кубок", round=1, table=2)
    signed = sign_game(other, me)
    bad = next(doc for doc in _damaged_variants(signed) if _breaks_cryptography(doc))
    save_game(bad, folder / "bad.json")
    return folder, bad


def _clean(capsys) -> tuple[str, str]:
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return out, err


def test_verify_says_tampered_in_one_line(damaged, capsys):
    folder, _ = damaged
    assert main(["verify", str(folder / "bad.json"), "--lang", "en"]) == 1
    out, err = _clean(capsys)
    assert out.startswith(f"{folder / 'bad.json'}: TAMPERED") and out.count("\n") == 1
    assert main(["verify", str(folder / "good.json"), "--lang", "en"]) == 0


def test_import_names_the_file_and_judges_every_other(damaged, tmp_path, capsys):
    folder, _ = damaged
    code = main(["import", str(folder), "--db", str(tmp_path / "a.sqlite3"), "--lang", "en"])
    out, err = _clean(capsys)
    # All or nothing (an import is one transaction): refused, naming the damaged file only.
    assert code == 1 and "bad.json" in err and "good.json" not in err
    assert "the certificate or its key cannot be read" in err
    assert main(["import", str(folder / "good.json"), "--db", str(tmp_path / "a.sqlite3"), "--lang", "en"]) == 0


def test_standings_set_the_file_aside_and_count_the_others(damaged, capsys):
    folder, _ = damaged
    code = main(["tournament", "standings", str(folder), "--lang", "en", "--json"])
    out, err = _clean(capsys)
    assert code in (0, 1) and "bad.json" in out + err


def test_scan_matching_against_the_games_does_not_stop(damaged, capsys):
    folder, bad = damaged
    short = short_fingerprint(fingerprint(bad))
    main(["scan", "--fingerprint", short, "--games", str(folder), "--lang", "en"])
    out, err = _clean(capsys)
    assert short in out + err          # judged, with its (tampered) signature


# -- time -----------------------------------------------------------------------------
def test_a_genuine_signature_is_valid_and_the_clock_tolerance_holds():
    me = judge_valid(NOW - DAY, NOW + 365 * DAY)
    assert verify_game(sign_game(_game(), me, now=_iso(NOW - dt.timedelta(hours=2))), [me.cert], now=NOW).ok
    # Two computers' clocks differ a little: four minutes ahead is still fine.
    assert verify_game(sign_game(_game(), me, now=_iso(NOW + dt.timedelta(minutes=4))), [me.cert], now=NOW).ok


@pytest.mark.parametrize("ahead", [dt.timedelta(minutes=6), 8 * 365 * DAY])
def test_a_signing_time_later_than_now_is_refused(ahead):
    me = judge_valid(NOW - DAY, NOW + 20 * 365 * DAY)
    verdict = verify_game(sign_game(_game(), me, now=_iso(NOW + ahead)), [me.cert], now=NOW)
    assert (verdict.status, verdict.reason) == ("tampered", "future")
    assert _iso(NOW) in verdict.text("en") and "later than now" in verdict.text("en")


def test_a_certificate_valid_only_from_the_future_is_refused():
    # The red team's case: valid from years ahead, "signed" then.
    later = NOW + 4 * 365 * DAY
    me = judge_valid(later, later + 365 * DAY)
    verdict = verify_game(sign_game(_game(), me, now=_iso(later)), [me.cert], now=NOW)
    assert (verdict.status, verdict.reason) == ("tampered", "future")
    # Valid from an hour ahead, signed (within the tolerance) two minutes ahead: not yet valid now.
    soon = judge_valid(NOW + dt.timedelta(hours=1), NOW + 365 * DAY)
    verdict = verify_game(sign_game(_game(), soon, now=_iso(NOW + dt.timedelta(minutes=2))), [soon.cert],
                          now=NOW)
    assert (verdict.status, verdict.reason) == ("tampered", "not_yet_valid")


def test_a_certificate_not_yet_valid_at_the_signing_time_is_refused():
    me = judge_valid(NOW - DAY, NOW + 365 * DAY)
    verdict = verify_game(sign_game(_game(), me, now=_iso(NOW - 3 * DAY)), [me.cert], now=NOW)
    assert (verdict.status, verdict.reason) == ("tampered", "not_yet_valid")
    assert "valid only from" in verdict.text("en") and "действителен только с" in verdict.text("ru")


def test_an_expired_certificate_is_not_valid_now_even_with_a_back_dated_time():
    # Valid two years ago for a year; the signature claims a time inside that year.
    old = judge_valid(NOW - 730 * DAY, NOW - 365 * DAY)
    signed = sign_game(_game(), old, now=_iso(NOW - 500 * DAY))
    verdict = verify_game(signed, [old.cert], now=NOW)
    assert (verdict.status, verdict.reason) == ("unknown_signer", "expired") and not verdict.ok
    assert _iso(NOW - 365 * DAY) in verdict.text("en") and "expired" in verdict.text("en")
    # Seen while the certificate was still valid, the same file is valid.
    assert verify_game(signed, [old.cert], now=NOW - 400 * DAY).ok


def test_an_expired_federation_ca_makes_its_judges_signatures_expired():
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca = _certificate(ca_key, "Федерация", NOW - 900 * DAY, NOW - 10 * DAY, ca=True)
    key = ec.generate_private_key(ec.SECP256R1())
    judge = _certificate(key, "Иванов Иван", NOW - 100 * DAY, NOW + 300 * DAY, issuer_key=ca_key,
                         issuer=ca.subject)
    signed = sign_game(_game(), Identity(key, judge, (ca,)), now=_iso(NOW - 50 * DAY))
    verdict = verify_game(signed, [ca], now=NOW)
    assert (verdict.status, verdict.reason) == ("unknown_signer", "expired")
    assert dict(verdict.when)["until"] == _iso(NOW - 10 * DAY)
    assert verify_game(signed, [ca], now=NOW - 20 * DAY).ok


def _cli_identity(home, since: dt.timedelta, until: dt.timedelta) -> Identity:  # noqa: F811
    """A judge's identity relative to the real clock, its certificate trusted in ``home``."""
    now = dt.datetime.now(dt.UTC)
    me = judge_valid(now + since, now + until)
    trusted = home / "signing" / "trusted"
    trusted.mkdir(parents=True, exist_ok=True)
    (trusted / "judge.pem").write_bytes(me.cert.public_bytes(serialization.Encoding.PEM))
    return me


def test_verify_words_and_exit_status_of_an_expired_and_a_future_signature(tmp_path, home, capsys):  # noqa: F811
    now = dt.datetime.now(dt.UTC)
    old = _cli_identity(home, -730 * DAY, -365 * DAY)
    path = tmp_path / "old.json"
    save_game(sign_game(_game(), old, now=_iso(now - 500 * DAY)), path)
    assert main(["verify", str(path), "--lang", "en"]) == 5
    out, _ = _clean(capsys)
    assert "NOT VALID NOW" in out and "expired on" in out and out.count("\n") == 1
    assert main(["verify", str(path)]) == 5
    assert "истёк" in _clean(capsys)[0]
    ahead = tmp_path / "ahead.json"
    save_game(sign_game(_game(), old, now=_iso(now + 3650 * DAY)), ahead)
    assert main(["verify", str(ahead), "--lang", "en"]) == 1
    assert "later than now" in _clean(capsys)[0]


# -- PDFs -----------------------------------------------------------------------------
def _update(signed: bytes, change) -> bytes:
    """An incremental update after the signature, made by ``change(writer)``."""
    import io

    from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
    writer = IncrementalPdfFileWriter(io.BytesIO(signed))
    change(writer)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _subject(digest: str):
    from pyhanko.pdf_utils import generic

    def change(writer) -> None:
        writer.set_info(generic.DictionaryObject({
            generic.NameObject("/Subject"): generic.TextStringObject(f"mafia-game/1 sha256:{digest}")}))
    return change


def _subject_in_place(digest: str):
    def change(writer) -> None:
        """The same /Info object rewritten (pyHanko's metadata), not a new one."""
        writer.document_meta.subject = f"mafia-game/1 sha256:{digest}"
        writer.update_root()
    return change


def _title(writer) -> None:
    """Through pyHanko's own metadata: the title in /Info and in the XMP metadata."""
    writer.document_meta.title = "Протокол другой игры"
    writer.update_root()       # an update with something in it: pyHanko then writes the metadata


@pytest.fixture
def protocol(monkeypatch):
    """A protocol PDF signed a day before NOW with a certificate valid around NOW."""
    me = judge_valid(NOW - 30 * DAY, NOW + 365 * DAY)
    doc = _game()
    from signing_fixtures import sign_pdf_at
    return me, doc, sign_pdf_at(monkeypatch, me, NOW - DAY, doc)


def test_a_genuine_signed_protocol_is_valid(protocol):
    from app.signing import verify_pdf
    me, doc, signed = protocol
    verdict = verify_pdf(signed, [me.cert], now=NOW)
    assert verdict.ok and verdict.fingerprint == fingerprint(doc) and verdict.added_after == 0


@pytest.mark.parametrize("what", ["subject", "subject in place", "title"])
def test_an_update_that_changes_what_a_reader_sees_is_a_warning(protocol, what):
    from app.signing import verify_pdf
    me, doc, signed = protocol
    other = copy.deepcopy(doc)
    other["meta"]["table"] = 9
    changes = {"subject": _subject(fingerprint(other)), "subject in place": _subject_in_place(fingerprint(other)),
               "title": _title}
    attacked = _update(signed, changes[what])
    verdict = verify_pdf(attacked, [me.cert], now=NOW)
    assert (verdict.status, verdict.reason, verdict.added_after) == ("valid", "modified", 1)
    assert not verdict.ok and verdict.fingerprint == fingerprint(doc)    # the signed revision's
    assert "WARNING" in verdict.text("en") and "ВНИМАНИЕ" in verdict.text("ru")


def test_an_update_that_changes_nothing_a_reader_sees_is_no_warning(protocol):
    from app.signing import verify_pdf
    me, _, signed = protocol
    # The same /Info written again (a tool re-saving the file): nothing a reader sees differs.
    import io

    from pyhanko.pdf_utils.reader import PdfFileReader
    info = PdfFileReader(io.BytesIO(signed)).trailer["/Info"]
    verdict = verify_pdf(_update(signed, lambda w: w.set_info(info)), [me.cert], now=NOW)
    assert verdict.ok and verdict.added_after == 1


def test_a_pdf_signed_in_the_future_or_with_an_expired_certificate_is_not_valid(monkeypatch):
    from signing_fixtures import sign_pdf_at

    from app.signing import verify_pdf
    me = judge_valid(NOW - 30 * DAY, NOW + 3650 * DAY)
    ahead = sign_pdf_at(monkeypatch, me, NOW + 10 * DAY, _game())
    verdict = verify_pdf(ahead, [me.cert], now=NOW)
    assert (verdict.status, verdict.reason) == ("tampered", "future")
    old = judge_valid(NOW - 730 * DAY, NOW - 365 * DAY)
    back_dated = sign_pdf_at(monkeypatch, old, NOW - 500 * DAY, _game())
    verdict = verify_pdf(back_dated, [old.cert], now=NOW)
    assert (verdict.status, verdict.reason) == ("unknown_signer", "expired")
    assert verify_pdf(back_dated, [old.cert], now=NOW - 450 * DAY).ok


def test_verify_prints_the_signed_revisions_facts_and_its_own_status(tmp_path, home, capsys):  # noqa: F811
    from app import editions
    from app.signing import sign_pdf
    from reports.protocol import ProtocolRenderer
    me = _cli_identity(home, -DAY, 365 * DAY)
    doc, other = _game(), _game()
    other["meta"]["table"] = 9
    renderer = ProtocolRenderer(doc, editions.replay(doc))
    signed = sign_pdf(renderer.render(), me, stamp=renderer.stamp_box)
    genuine, attacked = tmp_path / "genuine.pdf", tmp_path / "attacked.pdf"
    genuine.write_bytes(signed)
    attacked.write_bytes(_update(signed, _subject(fingerprint(other))))
    assert main(["verify", str(genuine), "--lang", "en"]) == 0
    assert "the signature is valid" in _clean(capsys)[0]
    assert main(["verify", str(attacked), "--lang", "en"]) == 6
    out, _ = _clean(capsys)
    assert out.count("\n") == 1 and "WARNING" in out and "the signature is valid" not in out
    assert short_fingerprint(doc) in out and short_fingerprint(other) not in out


def test_import_stores_an_expired_signature_marked_and_says_why(tmp_path, home, capsys):  # noqa: F811
    now = dt.datetime.now(dt.UTC)
    old = _cli_identity(home, -730 * DAY, -365 * DAY)
    path = tmp_path / "old.json"
    save_game(sign_game(_game(), old, now=_iso(now - 500 * DAY)), path)
    assert main(["import", str(path), "--db", str(tmp_path / "a.sqlite3"), "--lang", "en"]) == 0
    _, err = _clean(capsys)
    assert "certificate has expired" in err and 'marked "unknown signer"' in err


def _tsa(since: dt.datetime, until: dt.datetime):
    """A time-stamping authority (its own root, extended key usage timeStamping)."""
    from cryptography.hazmat.primitives.asymmetric import rsa
    from cryptography.x509.oid import ExtendedKeyUsageOID
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    cert = (x509.CertificateBuilder().subject_name(_name("TSA")).issuer_name(_name("TSA"))
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(since).not_valid_after(until)
            .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.TIME_STAMPING]), critical=True)
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .sign(key, hashes.SHA256()))
    return key, cert


def test_a_trusted_timestamp_proves_the_signing_time_of_an_expired_certificate(monkeypatch):
    """pyHanko's DummyTimeStamper stands for a TSA: the signature's time is then proven."""
    import io

    import pyhanko.sign.signers.pdf_signer as pdf_signer
    from asn1crypto import keys as asn1_keys
    from asn1crypto import x509 as asn1_x509
    from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
    from pyhanko.sign import fields, signers
    from pyhanko.sign.timestamps import DummyTimeStamper

    from app import editions
    from app.signing import verify_pdf
    from app.signing.pdfsig import _asn1
    from reports.protocol import ProtocolRenderer
    when = NOW - 500 * DAY
    old = judge_valid(NOW - 730 * DAY, NOW - 365 * DAY)
    tsa_key, tsa_cert = _tsa(NOW - 900 * DAY, NOW + 900 * DAY)
    stamper = DummyTimeStamper(
        tsa_cert=asn1_x509.Certificate.load(tsa_cert.public_bytes(serialization.Encoding.DER)),
        tsa_key=asn1_keys.PrivateKeyInfo.load(tsa_key.private_bytes(
            serialization.Encoding.DER, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())),
        fixed_dt=when)
    cert, key, _ = _asn1(old)
    doc = _game()
    pdf = ProtocolRenderer(doc, editions.replay(doc)).render()

    class Clock(dt.datetime):
        @classmethod
        def now(cls, tz=None):
            return when.astimezone(tz) if tz else when.replace(tzinfo=None)
    meta = signers.PdfSignatureMetadata(field_name="JudgeSignature", subfilter=fields.SigSeedSubFilter.PADES,
                                        md_algorithm="sha256")
    with monkeypatch.context() as patch:
        patch.setattr(pdf_signer, "datetime", Clock)
        signed = signers.PdfSigner(meta, signer=signers.SimpleSigner(signing_cert=cert, signing_key=key,
                                                                     cert_registry=None),
                                   timestamper=stamper).sign_pdf(IncrementalPdfFileWriter(io.BytesIO(pdf)),
                                                                 output=io.BytesIO()).getvalue()
    # The TSA trusted: the time is proven, the certificate was valid then.
    assert verify_pdf(signed, [old.cert, tsa_cert], now=NOW).ok
    # The TSA unknown: only the signer's word for the time, and the certificate has expired.
    verdict = verify_pdf(signed, [old.cert], now=NOW)
    assert (verdict.status, verdict.reason) == ("unknown_signer", "expired")
