"""The judge's signing key: created on first use, kept in the user's data folder.

The key and its certificate live in one PKCS#12 file protected by the judge's passphrase;
the certificate alone is also kept in PEM beside it, so that files can be verified
against one's own key without the passphrase.  ``MAFIA_PROTOCOL_HOME`` moves the whole
data folder (tests, portable installs).

>>> import tempfile
>>> home = tempfile.mkdtemp()
>>> me = ensure_identity("Иванов", "secret", home)
>>> me.name, load_identity("secret", home).name
('Иванов', 'Иванов')
>>> load_identity("wrong", home)
Traceback (most recent call last):
...
app.signing.errors.PassphraseError: .../judge.p12: wrong passphrase or a damaged key file
"""
from __future__ import annotations

import datetime as dt
import os
from dataclasses import dataclass
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, rsa
from cryptography.hazmat.primitives.serialization import pkcs12
from cryptography.x509.oid import NameOID

from ..atomic import write_atomic
from ..paths import HOME_ENV as HOME_ENV  # re-exported: the signing package names it
from ..paths import data_home
from .errors import CertificateError, KeyStoreError, PassphraseError

APP_NAME = "mafia-protocol"
KEY_FILE = "judge.p12"
CERT_FILE = "judge.pem"
TRUST_DIR = "trusted"
VALID_YEARS = 10


@dataclass(frozen=True)
class Identity:
    """A private key with its certificate (and the issuers' certificates, if imported)."""

    key: ec.EllipticCurvePrivateKey | rsa.RSAPrivateKey | ed25519.Ed25519PrivateKey
    cert: x509.Certificate
    chain: tuple[x509.Certificate, ...] = ()

    @property
    def name(self) -> str:
        return subject_name(self.cert)


def subject_name(cert: x509.Certificate) -> str:
    names = cert.subject.get_attributes_for_oid(NameOID.COMMON_NAME)
    return str(names[0].value) if names else cert.subject.rfc4514_string()


def home(override: str | os.PathLike[str] | None = None) -> Path:
    """The data folder: ``override``, else $MAFIA_PROTOCOL_HOME, else the platform's."""
    if override is not None:
        return Path(override)
    return data_home()


def signing_dir(where: str | os.PathLike[str] | None = None) -> Path:
    return home(where) / "signing"


def trust_dir(where: str | os.PathLike[str] | None = None) -> Path:
    """Certificates dropped here (PEM or DER) are trusted signers, e.g. a federation's CA."""
    return signing_dir(where) / TRUST_DIR


def has_identity(where: str | os.PathLike[str] | None = None) -> bool:
    return (signing_dir(where) / KEY_FILE).is_file()


def own_certificate(where: str | os.PathLike[str] | None = None) -> x509.Certificate | None:
    path = signing_dir(where) / CERT_FILE
    if not path.is_file():
        return None
    return x509.load_pem_x509_certificate(path.read_bytes())


def _check_passphrase(passphrase: str) -> bytes:
    if not passphrase:
        raise PassphraseError("passphrase.empty")
    return passphrase.encode("utf-8")


def create_identity(name: str, passphrase: str, where: str | os.PathLike[str] | None = None,
                    *, now: dt.datetime | None = None) -> Identity:
    """A new EC P-256 key and a self-signed certificate for ``name``, stored encrypted.

    ``now`` is when the certificate is issued (the clock by default); a signature made
    before that moment is not covered by it, so a caller that signs at a given time (a
    rehearsal, a test) issues the certificate around that time.
    """
    secret = _check_passphrase(passphrase)
    if has_identity(where):
        raise KeyStoreError("store.exists", path=signing_dir(where) / KEY_FILE)
    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name),
                         x509.NameAttribute(NameOID.ORGANIZATIONAL_UNIT_NAME, "Mafia Protocol judge")])
    now = (now or dt.datetime.now(dt.UTC)).astimezone(dt.UTC).replace(microsecond=0)
    cert = (x509.CertificateBuilder()
            .subject_name(subject).issuer_name(subject).public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - dt.timedelta(hours=1))
            .not_valid_after(now + dt.timedelta(days=365 * VALID_YEARS))
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            # contentCommitment (non-repudiation): the judge stands by the protocol's content.
            .add_extension(x509.KeyUsage(digital_signature=True, content_commitment=True,
                                         key_encipherment=False, data_encipherment=False,
                                         key_agreement=False, key_cert_sign=False, crl_sign=False,
                                         encipher_only=False, decipher_only=False), critical=True)
            .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
            .sign(key, hashes.SHA256()))
    identity = Identity(key, cert)
    _store(identity, secret, where)
    return identity


def _store(identity: Identity, secret: bytes, where: str | os.PathLike[str] | None) -> None:
    folder = signing_dir(where)
    blob = pkcs12.serialize_key_and_certificates(
        identity.name.encode("utf-8"), identity.key, identity.cert, list(identity.chain) or None,
        serialization.BestAvailableEncryption(secret))
    write_atomic(folder / KEY_FILE, blob, private=True)
    write_atomic(folder / CERT_FILE, identity.cert.public_bytes(serialization.Encoding.PEM))


def identity_from_pkcs12(data: bytes, passphrase: str, source: str = "<pkcs12>") -> Identity:
    try:
        key, cert, chain = pkcs12.load_key_and_certificates(data, passphrase.encode("utf-8"))
    except ValueError as error:
        raise PassphraseError("passphrase.wrong", path=source) from error
    if key is None or cert is None:
        raise CertificateError("pkcs12.incomplete", path=source)
    # A DSA or Ed448 key used to be imported and then fail at the first signature.
    if not isinstance(key, (ec.EllipticCurvePrivateKey, rsa.RSAPrivateKey, ed25519.Ed25519PrivateKey)):
        raise CertificateError("key.unsupported", kind=type(key).__name__)
    return Identity(key, cert, tuple(chain or ()))


def load_identity(passphrase: str, where: str | os.PathLike[str] | None = None) -> Identity:
    path = signing_dir(where) / KEY_FILE
    if not path.is_file():
        raise KeyStoreError("store.missing", path=path)
    return identity_from_pkcs12(path.read_bytes(), passphrase, str(path))


def ensure_identity(name: str | None, passphrase: str,
                    where: str | os.PathLike[str] | None = None, *, now: dt.datetime | None = None) -> Identity:
    """The stored identity, or a new self-signed one for ``name`` on first use."""
    if has_identity(where):
        return load_identity(passphrase, where)
    if not name or not name.strip():
        raise KeyStoreError("store.no_name")
    return create_identity(name.strip(), passphrase, where, now=now)


def import_pkcs12(source: str | os.PathLike[str], passphrase: str, where: str | os.PathLike[str] | None = None,
                  *, replace: bool = False) -> Identity:
    """Take a federation-issued PKCS#12 as the judge's identity, under the same passphrase."""
    path = Path(source)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise CertificateError("pkcs12.unreadable", path=path, reason=error.strerror or error) from error
    identity = identity_from_pkcs12(data, passphrase, str(path))
    if has_identity(where) and not replace:
        raise KeyStoreError("store.exists", path=signing_dir(where) / KEY_FILE)
    _store(identity, _check_passphrase(passphrase), where)
    return identity
