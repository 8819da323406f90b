"""Key stores in temporary folders, and a small federation (a CA and a judge it certified).

Test modules import these fixtures by name: a conftest.py here would shadow the suite's
own ``conftest`` module for the tests that import from it.
"""
from __future__ import annotations

import datetime as dt

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from cryptography.hazmat.primitives.serialization import pkcs12
from cryptography.x509.oid import NameOID

from app.signing import create_identity


@pytest.fixture
def home(tmp_path, monkeypatch):
    """An empty data folder, also set as $MAFIA_PROTOCOL_HOME for code that reads it."""
    folder = tmp_path / "home"
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(folder))
    return folder


@pytest.fixture
def judge(tmp_path):
    return create_identity("Иванов Иван", "пароль", tmp_path / "judge-home")


def _name(cn: str) -> x509.Name:
    return x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, cn)])


def issue(subject_key, cn: str, issuer_key, issuer_name: x509.Name | None, *, ca: bool,
          now: dt.datetime | None = None, days: int = 365) -> x509.Certificate:
    """A certificate valid from a day before ``now`` for ``days`` days (the clock's now
    by default; a test that signs at a fixed time issues around that time)."""
    now = now or dt.datetime.now(dt.UTC)
    usage = x509.KeyUsage(digital_signature=True, content_commitment=not ca, key_encipherment=False,
                          data_encipherment=False, key_agreement=False, key_cert_sign=ca, crl_sign=ca,
                          encipher_only=False, decipher_only=False)
    return (x509.CertificateBuilder().subject_name(_name(cn)).issuer_name(issuer_name or _name(cn))
            .public_key(subject_key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - dt.timedelta(days=1)).not_valid_after(now + dt.timedelta(days=days))
            .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
            .add_extension(usage, critical=True)
            .add_extension(x509.SubjectKeyIdentifier.from_public_key(subject_key.public_key()), critical=False)
            .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(issuer_key.public_key()),
                           critical=False)
            .sign(issuer_key, hashes.SHA256()))


@pytest.fixture(scope="session")
def federation(tmp_path_factory):
    """A federation CA (EC) and a judge's RSA certificate it issued, as a PKCS#12 file."""
    folder = tmp_path_factory.mktemp("federation")
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca = issue(ca_key, "Федерация спортивной мафии", ca_key, None, ca=True)
    judge_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    judge = issue(judge_key, "Петрова Анна", ca_key, ca.subject, ca=False)
    p12 = folder / "judge.p12"
    p12.write_bytes(pkcs12.serialize_key_and_certificates(
        b"judge", judge_key, judge, [ca], serialization.BestAvailableEncryption(b"federation")))
    ca_pem = folder / "ca.pem"
    ca_pem.write_bytes(ca.public_bytes(serialization.Encoding.PEM))
    return {"p12": p12, "passphrase": "federation", "ca": ca, "ca_pem": ca_pem}


def sign_pdf_at(monkeypatch, identity, when: dt.datetime, doc: dict) -> bytes:
    """The protocol PDF of ``doc`` signed with pyHanko's clock set to ``when``."""
    import pyhanko.sign.signers.pdf_signer as pdf_signer

    from app import editions
    from app.signing import sign_pdf
    from reports.protocol import ProtocolRenderer

    class Clock(dt.datetime):
        @classmethod
        def now(cls, tz=None):
            return when.astimezone(tz) if tz else when.replace(tzinfo=None)
    renderer = ProtocolRenderer(doc, editions.replay(doc))
    pdf = renderer.render()
    # Only this patch is undone afterwards, not the caller's (its environment, say).
    with monkeypatch.context() as patch:
        patch.setattr(pdf_signer, "datetime", Clock)
        return sign_pdf(pdf, identity, stamp=renderer.stamp_box)
