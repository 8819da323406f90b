"""A detached signature inside the game file, over its canonical form.

The signature object sits at the top level under ``"signature"`` and is itself left out
of the canonical form (see ``canonical``).  What is signed is the canonical JSON of the
signature object without its ``"value"``: it names the document's SHA-256, the signer, the
time and the revision, so none of them can be changed unnoticed either.  docs/signing.md
describes the format for other implementations.

>>> import tempfile
>>> from app.sport import sample_game
>>> from app.signing.keystore import create_identity
>>> me = create_identity("Иванов", "pw", tempfile.mkdtemp())
>>> signed = sign_game(sample_game(), me)
>>> verify_game(signed, anchors=[me.cert]).status
'valid'
>>> signed["players"][0]["name"] = "Кит"
>>> verify_game(signed, anchors=[me.cert]).status
'tampered'
"""
from __future__ import annotations

import base64
import copy
import datetime as dt
import json
from collections.abc import Iterable, Mapping
from typing import Any

from cryptography import x509
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, padding, rsa
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature, encode_dss_signature

from . import timing
from .canonical import SIGNATURE_KEY, fingerprint
from .errors import CertificateError, FinalGameError
from .keystore import Identity, subject_name
from .trust import fully_parsed, load_certificates, trusted_until
from .verdict import EXPIRED, TAMPERED, UNKNOWN_SIGNER, UNSIGNED, VALID, Verdict

_EC = {"secp256r1": ("ES256", hashes.SHA256, 32), "secp384r1": ("ES384", hashes.SHA384, 48),
       "secp521r1": ("ES512", hashes.SHA512, 66)}
_EC_BY_ALG = {alg: (digest, size) for alg, digest, size in _EC.values()}


def _now() -> str:
    return dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def signed_bytes(signature: Mapping[str, Any]) -> bytes:
    body = {k: v for k, v in signature.items() if k != "value"}
    return json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode("utf-8")


def algorithm(key: Any) -> str:
    """The JWS name of the signature a key makes: ES256/384/512, RS256 or EdDSA."""
    if isinstance(key, ec.EllipticCurvePrivateKey) and key.curve.name in _EC:
        return _EC[key.curve.name][0]
    if isinstance(key, rsa.RSAPrivateKey):
        return "RS256"
    if isinstance(key, ed25519.Ed25519PrivateKey):
        return "EdDSA"
    raise CertificateError("key.unsupported", kind=type(key).__name__)


def _sign_raw(key: Any, alg: str, data: bytes) -> bytes:
    if alg in _EC_BY_ALG:
        digest, size = _EC_BY_ALG[alg]
        # JWS encodes ECDSA as r || s of fixed width, not DER: other tools read it as is.
        r, s = decode_dss_signature(key.sign(data, ec.ECDSA(digest())))
        return r.to_bytes(size, "big") + s.to_bytes(size, "big")
    signature: bytes = key.sign(data, padding.PKCS1v15(), hashes.SHA256()) if alg == "RS256" else key.sign(data)
    return signature


def _verify_raw(public: Any, alg: str, value: bytes, data: bytes) -> bool:
    try:
        if alg in _EC_BY_ALG and isinstance(public, ec.EllipticCurvePublicKey):
            digest, size = _EC_BY_ALG[alg]
            if len(value) != 2 * size:
                return False
            r, s = int.from_bytes(value[:size], "big"), int.from_bytes(value[size:], "big")
            public.verify(encode_dss_signature(r, s), data, ec.ECDSA(digest()))
        elif alg == "RS256" and isinstance(public, rsa.RSAPublicKey):
            public.verify(value, data, padding.PKCS1v15(), hashes.SHA256())
        elif alg == "EdDSA" and isinstance(public, ed25519.Ed25519PublicKey):
            public.verify(value, data)
        else:
            return False
    except InvalidSignature:
        return False
    return True


def _pem(cert: x509.Certificate) -> str:
    return cert.public_bytes(serialization.Encoding.PEM).decode("ascii")


def sign_game(doc: Mapping[str, Any], identity: Identity, *, finished: bool = True,
              now: str | None = None) -> dict[str, Any]:
    """A copy of ``doc`` with its signature.  ``finished`` is the engine's word on the game
    (``state.is_game_over()``): an unfinished game is not signed.

    A signed game is final: signing it again unchanged is refused.  A file whose content
    changed since it was signed becomes the next revision, naming the one it supersedes."""
    if not finished:
        raise FinalGameError("game.not_finished")
    out = copy.deepcopy(dict(doc))
    digest = fingerprint(out)
    revision, supersedes = 1, None
    previous = out.get(SIGNATURE_KEY)
    if isinstance(previous, dict):
        if previous.get("document_sha256") == digest:
            raise FinalGameError("game.already_signed", signer=previous.get("signer", "?"),
                                 signed_at=previous.get("signed_at", "?"))
        before = previous.get("revision", 1)
        revision = (before if isinstance(before, int) and not isinstance(before, bool)
                    and before >= 1 else 1) + 1
        supersedes = previous.get("document_sha256")
    alg = algorithm(identity.key)
    signature: dict[str, Any] = {
        "alg": alg, "signer": identity.name, "signed_at": now or _now(),
        "revision": revision, "supersedes": supersedes, "document_sha256": digest,
        "cert": _pem(identity.cert),
    }
    if identity.chain:
        signature["chain"] = [_pem(c) for c in identity.chain]
    value = _sign_raw(identity.key, alg, signed_bytes(signature))
    signature["value"] = base64.b64encode(value).decode("ascii")
    out[SIGNATURE_KEY] = signature
    return out


def verify_game(doc: Mapping[str, Any], anchors: Iterable[x509.Certificate] = (), *,
                now: dt.datetime | None = None) -> Verdict:
    """Valid, tampered, unknown signer or unsigned, with the signer's name and time.

    ``doc`` comes from the strict reader (``app.format.reader.parse_json``): no duplicate keys,
    no NaN, no lone surrogates.  Whatever the signature object holds, the answer is a
    verdict, never an exception: a malformed signature is a tampered one.  ``now`` is the
    verifier's clock (see ``timing``: a signing time after it is refused, and a certificate
    expired by then vouches for nothing, as the file carries no trusted timestamp)."""
    sig = doc.get(SIGNATURE_KEY)
    digest = fingerprint(doc)
    if sig is None:
        return Verdict(UNSIGNED, fingerprint=digest)
    base: dict[str, Any] = dict(fingerprint=digest)
    if not isinstance(sig, dict):
        return Verdict(TAMPERED, detail="the signature is not an object", **base)
    problem = _malformed(sig)
    if problem:
        return Verdict(TAMPERED, detail=f"malformed signature: {problem}", **base)
    base.update(signer=sig["signer"], signed_at=sig["signed_at"], revision=sig.get("revision"))
    try:
        return _verify_signature(sig, digest, list(anchors), timing.current(now), base)
    except Exception as error:   # noqa: BLE001 — see below
        # The certificates and key come from the file: cryptography and asn1crypto parse
        # them lazily and fail wherever a damaged part is first read (ValueError,
        # UnsupportedAlgorithm, TypeError …).  Whatever it is, the signature cannot be
        # read, and one such file must not stop a whole import or standings run.
        return Verdict(TAMPERED, detail=f"the certificate or its key cannot be read ({error})", **base)


def _verify_signature(sig: Mapping[str, Any], digest: str, anchors: list[x509.Certificate],
                      now: dt.datetime, base: dict[str, Any]) -> Verdict:
    cert = fully_parsed(load_certificates(sig["cert"].encode("ascii"))[0])
    chain = [fully_parsed(c) for pem in sig.get("chain") or [] for c in load_certificates(pem.encode("ascii"))]
    value = base64.b64decode(sig["value"], validate=True)
    if sig.get("document_sha256") != digest:
        return Verdict(TAMPERED, detail="the document changed after signing", **base)
    if not _verify_raw(cert.public_key(), sig["alg"], value, signed_bytes(sig)):
        return Verdict(TAMPERED, detail="the signature value does not match", **base)
    if sig["signer"] != subject_name(cert):
        return Verdict(TAMPERED, detail="the signer's name differs from the certificate's", **base)
    signed_at = _parse_time(sig["signed_at"])
    assert signed_at is not None     # _malformed refused any other
    impossible = timing.impossible(signed_at, cert.not_valid_before_utc, now)
    if impossible is not None:
        reason, when = impossible
        return Verdict(TAMPERED, detail=f"impossible signing time ({reason})", reason=reason, when=when,
                       **base)
    # The certificates must be valid when the game was signed (the signed, claimed time) …
    until = trusted_until(cert, anchors, chain, signed_at)
    if until is None:
        return Verdict(UNKNOWN_SIGNER, **base)
    # … and still now: a claimed time proves nothing once they have expired.
    if until < now:
        return Verdict(UNKNOWN_SIGNER, reason=EXPIRED, when=(("until", timing.iso(until)),), **base)
    return Verdict(VALID, **base)


_FIELDS = {"alg": str, "signer": str, "signed_at": str, "document_sha256": str, "cert": str,
           "value": str}


def _malformed(sig: Mapping[str, Any]) -> str | None:
    """What is wrong with the signature object's shape, or None."""
    for name, kind in _FIELDS.items():
        if not isinstance(sig.get(name), kind):
            return f"{name} is missing or not a string"
    revision = sig.get("revision", 1)
    if not isinstance(revision, int) or isinstance(revision, bool) or revision < 1:
        return "revision is not a positive integer"
    if not (sig.get("supersedes") is None or isinstance(sig.get("supersedes"), str)):
        return "supersedes is neither null nor a string"
    chain = sig.get("chain")
    if chain is not None and not (isinstance(chain, list) and all(isinstance(c, str) for c in chain)):
        return "chain is not a list of certificates"
    if not sig["cert"].isascii() or not all(c.isascii() for c in chain or []):
        return "a certificate is not ASCII PEM"
    if _parse_time(sig["signed_at"]) is None:
        return "signed_at is not an ISO 8601 time"
    return None


def _parse_time(text: Any) -> dt.datetime | None:
    try:
        value = dt.datetime.fromisoformat(str(text).replace("Z", "+00:00"))
    except (ValueError, OverflowError):
        return None
    return value if value.tzinfo else value.replace(tzinfo=dt.UTC)
