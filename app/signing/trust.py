"""Whose signatures are known: the certificates a verifier trusts, and the path to them.

Trusted are the certificates given with ``--trust``, the user's own certificate, and any
certificate in the key store's ``trusted/`` folder (a federation's CA, say).  A signer is
known when its certificate is one of them or was issued by one, directly or through the
certificates the signature carries.

The path is built and validated by pyhanko-certvalidator (RFC 5280): every issuer must be
a CA (basic constraints) allowed to sign certificates (key usage ``keyCertSign``), path
lengths hold, every certificate is valid at the signing time, and the signer's own
certificate allows digital signatures.  An ordinary judge's certificate therefore cannot
vouch for anybody else.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import datetime as dt
import os
from collections.abc import Callable, Coroutine, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

from cryptography import x509
from cryptography.hazmat.primitives import serialization

from .errors import CertificateError
from .keystore import CERT_FILE, signing_dir, trust_dir

if TYPE_CHECKING:
    from asn1crypto import x509 as asn1_x509

T = TypeVar("T")

_CERT_SUFFIXES = {".pem", ".crt", ".cer", ".der"}


def load_certificates(data: bytes, source: str = "<certificate>") -> list[x509.Certificate]:
    """Every certificate in a PEM bundle, or the one in a DER file."""
    try:
        if b"-----BEGIN" in data:
            return x509.load_pem_x509_certificates(data)
        return [x509.load_der_x509_certificate(data)]
    except ValueError as error:
        raise CertificateError("cert.unreadable", path=source) from error


def load_certificate_file(path: str | os.PathLike[str]) -> list[x509.Certificate]:
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise CertificateError("cert.unreadable", path=path) from error
    return load_certificates(data, str(path))


def trust_anchors(extra: Sequence[str | os.PathLike[str]] = (), where: str | os.PathLike[str] | None = None,
                  *, include_store: bool = True,
                  warn: Callable[[CertificateError], None] | None = None) -> list[x509.Certificate]:
    """The trusted certificates.  A ``--trust`` file that cannot be read is an error (the
    user asked for it); an unreadable file of the key store (the own ``judge.pem``, one
    in ``trusted/``) is skipped and handed to ``warn``: one bad file must not stop every
    verification."""
    anchors: list[x509.Certificate] = []
    for path in extra:
        anchors.extend(load_certificate_file(path))
    if not include_store:
        return anchors
    stored = [signing_dir(where) / CERT_FILE]
    folder = trust_dir(where)
    try:
        if folder.is_dir():
            stored += [p for p in sorted(folder.iterdir()) if p.suffix.lower() in _CERT_SUFFIXES]
    except OSError as error:
        _skip(warn, CertificateError("cert.unreadable", path=f"{folder} ({error.strerror})"))
    for path in stored:
        if path.name == CERT_FILE and not path.exists():
            continue
        try:
            anchors.extend(load_certificate_file(path))
        except CertificateError as error:
            _skip(warn, error)
    return anchors


def _skip(warn: Callable[[CertificateError], None] | None, error: CertificateError) -> None:
    if warn is not None:
        warn(error)


def fully_parsed(cert: x509.Certificate) -> x509.Certificate:
    """``cert`` itself, once every part a verification reads has been parsed.

    cryptography parses a certificate lazily: a damaged one loads, and fails later, where
    its key or an extension is first read, with ValueError or UnsupportedAlgorithm (an
    unknown key type).  Reading them here makes the damage show at one place."""
    cert.public_key()
    cert.subject.rfc4514_string()
    cert.issuer.rfc4514_string()
    if cert.not_valid_before_utc > cert.not_valid_after_utc:
        raise ValueError("the certificate's validity ends before it begins")
    list(cert.extensions)
    return cert


def der(cert: x509.Certificate) -> bytes:
    return cert.public_bytes(serialization.Encoding.DER)


def is_trusted(cert: x509.Certificate, anchors: Iterable[x509.Certificate],
               intermediates: Iterable[x509.Certificate] = (),
               when: dt.datetime | None = None) -> bool:
    """Is there a valid certification path from ``cert`` to one of ``anchors`` at
    ``when`` (the signing time; now by default)?"""
    return trusted_until(cert, anchors, intermediates, when) is not None


def trusted_until(cert: x509.Certificate, anchors: Iterable[x509.Certificate],
                  intermediates: Iterable[x509.Certificate] = (),
                  when: dt.datetime | None = None) -> dt.datetime | None:
    """The end of the validity of the certification path from ``cert`` to one of
    ``anchors`` valid at ``when`` (the earliest expiry of its certificates), or None
    when there is no such path: until then the path vouches for signatures."""
    from asn1crypto import x509 as asn1_x509
    from pyhanko_certvalidator import CertificateValidator, ValidationContext
    from pyhanko_certvalidator.errors import PathBuildingError, ValidationError

    def load(c: x509.Certificate) -> asn1_x509.Certificate:
        return asn1_x509.Certificate.load(der(c))

    when = (when or dt.datetime.now(dt.UTC)).astimezone(dt.UTC)
    anchors = list(anchors)
    if any(der(a) == der(cert) for a in anchors):
        # A signer trusted by name (the own certificate, a fellow judge's): itself only.
        return cert.not_valid_after_utc if _valid_at(cert, when) and may_sign(cert) else None
    # Only a CA may vouch for others: a trusted judge's certificate is no trust root for
    # certificates it might have issued itself.
    roots = [load(a) for a in anchors if is_ca(a)]
    if not roots:
        return None
    context = ValidationContext(trust_roots=roots, moment=when, allow_fetching=False,
                                revocation_mode="soft-fail")
    validator = CertificateValidator(load(cert), [load(c) for c in intermediates],
                                     validation_context=context)
    try:
        path = _run(validator.async_validate_path())
    except (PathBuildingError, ValidationError, ValueError, TypeError):
        return None
    if not may_sign(cert):
        return None
    return path_expiry(path.iter_certs(include_root=True))


def path_expiry(certificates: Iterable[asn1_x509.Certificate]) -> dt.datetime:
    """The earliest ``not_valid_after`` of asn1crypto certificates (a validated path)."""
    return min(cast(dt.datetime, c.not_valid_after).astimezone(dt.UTC) for c in certificates)


def is_ca(cert: x509.Certificate) -> bool:
    try:
        return bool(cert.extensions.get_extension_for_class(x509.BasicConstraints).value.ca)
    except (x509.ExtensionNotFound, ValueError):
        return False


def _valid_at(cert: x509.Certificate, when: dt.datetime) -> bool:
    return cert.not_valid_before_utc <= when <= cert.not_valid_after_utc


def may_sign(cert: x509.Certificate) -> bool:
    """The certificate allows signatures: key usage absent (any use), or digitalSignature
    or contentCommitment among its usages."""
    try:
        usage = cert.extensions.get_extension_for_class(x509.KeyUsage).value
    except x509.ExtensionNotFound:
        return True
    except ValueError:       # an extension that does not parse
        return False
    return usage.digital_signature or usage.content_commitment


def _run(coroutine: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run`` that also works when called from inside a running event loop."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coroutine)
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
