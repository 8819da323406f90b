"""Whose signatures are known: the certificates a verifier trusts.

Trusted are the certificates given with ``--trust``, the user's own certificate, and any
certificate in the key store's ``trusted/`` folder (a federation's CA, say).  A signer is
known when its certificate is one of them or was issued by one, directly or through the
certificates the signature carries.
"""
from __future__ import annotations

import datetime as dt
import os
from pathlib import Path
from typing import Iterable, Sequence

from cryptography import x509
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization

from .errors import CertificateError
from .keystore import own_certificate, trust_dir

_CERT_SUFFIXES = {".pem", ".crt", ".cer", ".der"}


def load_certificates(data: bytes, source: str = "<certificate>") -> list[x509.Certificate]:
    """Every certificate in a PEM bundle, or the one in a DER file."""
    try:
        if b"-----BEGIN" in data:
            return x509.load_pem_x509_certificates(data)
        return [x509.load_der_x509_certificate(data)]
    except ValueError as error:
        raise CertificateError("cert.unreadable", path=source) from error


def load_certificate_file(path: str | os.PathLike) -> list[x509.Certificate]:
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise CertificateError("cert.unreadable", path=path) from error
    return load_certificates(data, str(path))


def trust_anchors(extra: Sequence[str | os.PathLike] = (), where: str | os.PathLike | None = None,
                  *, include_store: bool = True) -> list[x509.Certificate]:
    anchors: list[x509.Certificate] = []
    for path in extra:
        anchors.extend(load_certificate_file(path))
    if include_store:
        own = own_certificate(where)
        if own is not None:
            anchors.append(own)
        folder = trust_dir(where)
        if folder.is_dir():
            for path in sorted(folder.iterdir()):
                if path.suffix.lower() in _CERT_SUFFIXES:
                    anchors.extend(load_certificate_file(path))
    return anchors


def der(cert: x509.Certificate) -> bytes:
    return cert.public_bytes(serialization.Encoding.DER)


def _valid_at(cert: x509.Certificate, when: dt.datetime) -> bool:
    return cert.not_valid_before_utc <= when <= cert.not_valid_after_utc


def is_trusted(cert: x509.Certificate, anchors: Iterable[x509.Certificate],
               intermediates: Iterable[x509.Certificate] = (),
               when: dt.datetime | None = None) -> bool:
    """Is there a path of valid signatures from ``cert`` up to one of ``anchors``?"""
    when = when or dt.datetime.now(dt.timezone.utc)
    anchors = list(anchors)
    anchor_ders = {der(a) for a in anchors}
    pool = list(anchors) + list(intermediates)
    current, seen = cert, set()
    while True:
        if not _valid_at(current, when):
            return False
        if der(current) in anchor_ders:
            return True
        seen.add(der(current))
        issuer = next((c for c in pool if der(c) not in seen and c.subject == current.issuer
                       and _issued_by(current, c)), None)
        if issuer is None:
            return False
        current = issuer


def _issued_by(cert: x509.Certificate, issuer: x509.Certificate) -> bool:
    try:
        cert.verify_directly_issued_by(issuer)
    except (InvalidSignature, ValueError, TypeError):
        return False
    return True
