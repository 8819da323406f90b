"""Whom a tournament trusts: its judges' register and whether unsigned games count.

A tournament is *club* (protocols not signed yet count, and so do those signed by a judge
the register does not hold; both are marked) or *federation* (only a protocol signed by a
judge of the register counts).  The secretary chooses once, when the tournament is
created; until then the regulation's ``[games]`` say.  The register holds each judge's
certificate, added from the certificate file or from the QR code the judge's sheet shows
(*File → My certificate*), with the judge's name and the certificate's fingerprint.

The setup travels with the tournament: ``tournament.setup`` beside the judges' files (not
``*.json``, so that a folder's games never include it), or the archive's tables
(app.storage.secretary).  When a tournament has a setup, its register alone is trusted,
not the certificates of whoever runs the program.

>>> setup = TournamentSetup(unsigned="count")
>>> setup.kind, setup.admission(get_regulation("fiim-2024")).admission.unsigned
('club', True)
>>> TournamentSetup().admission(get_regulation("fiim-2024")).admission.unsigned     # the regulation's
False
"""
from __future__ import annotations

import base64
import binascii
import datetime as dt
import hashlib
import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from app.i18n import DEFAULT

from .regulation import Regulation, get_regulation

SETUP_NAME = "tournament.setup"
SETUP_FORMAT = "mafia-tournament-setup/1"
UNSIGNED = ("count", "wait")
KIND_OF = {"count": "club", "wait": "federation"}
UNSIGNED_OF = {kind: unsigned for unsigned, kind in KIND_OF.items()}
# What the judge's sheet puts in the QR of its certificate: this prefix and the DER in
# base64.  A QR holding a PEM certificate (another program's) is read too.
QR_PREFIX = "mafia-cert/1:"


class TrustError(ValueError):
    """A register that cannot be changed or read: what is wrong, in the user's language."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code, self.params = code, params
        super().__init__(self.message(DEFAULT))

    def message(self, lang: str = "ru") -> str:
        from .texts import message
        return message(self.code, lang, **self.params)


@dataclass(frozen=True)
class RegisteredJudge:
    """A judge whose signature the tournament trusts."""

    name: str
    fingerprint: str          # SHA-256 of the certificate (DER), 64 hex digits
    pem: str
    added_at: str = ""

    @property
    def short(self) -> str:
        """The fingerprint as people compare it: the first 16 hex digits in groups of four."""
        head = self.fingerprint[:16].upper()
        return "-".join(head[i:i + 4] for i in range(0, 16, 4))

    def certificate(self) -> Any:
        from cryptography import x509
        return x509.load_pem_x509_certificate(self.pem.encode("ascii"))

    def to_json(self) -> dict:
        return {"name": self.name, "fingerprint": self.fingerprint, "certificate": self.pem,
                "added_at": self.added_at}

    @classmethod
    def from_json(cls, data: dict) -> RegisteredJudge:
        return judge_from_certificate(str(data["certificate"]).encode("ascii"), "", str(data.get("added_at") or ""))


@dataclass(frozen=True)
class TournamentSetup:
    unsigned: str | None = None                 # count | wait | None: the regulation's
    judges: tuple[RegisteredJudge, ...] = ()

    @property
    def kind(self) -> str | None:
        """club, federation, or None while the secretary has not chosen."""
        return KIND_OF.get(self.unsigned or "")

    def admission(self, regulation: Regulation | str | None) -> Regulation:
        """The regulation with the tournament's choice over its ``[games]``: a club counts
        unsigned games and signers not in the register, a federation neither."""
        reg = get_regulation(regulation)
        if self.unsigned == "count":
            return reg.admitting(unsigned=True, unknown_signer=True)
        if self.unsigned == "wait":
            return reg.admitting(unsigned=False, unknown_signer=False)
        return reg

    def anchors(self) -> list:
        return [j.certificate() for j in self.judges]

    def with_judge(self, judge: RegisteredJudge) -> TournamentSetup:
        if any(j.fingerprint == judge.fingerprint for j in self.judges):
            raise TrustError("register.already", name=judge.name, fingerprint=judge.short)
        return replace(self, judges=self.judges + (judge,))

    def find(self, what: str) -> RegisteredJudge:
        """A judge of the register by the start of the fingerprint (dashes and colons
        ignored, at least 4 digits) or by name."""
        wanted = what.replace("-", "").replace(":", "").strip().lower()
        by_fp = [j for j in self.judges if len(wanted) >= 4 and j.fingerprint.startswith(wanted)]
        by_name = [j for j in self.judges if j.name.strip().lower() == what.strip().lower()]
        found = by_fp or by_name
        if len(found) == 1:
            return found[0]
        if found:
            raise TrustError("register.ambiguous", what=what, names=", ".join(j.name for j in found))
        raise TrustError("register.unknown", what=what)

    def without(self, what: str) -> tuple[TournamentSetup, RegisteredJudge]:
        judge = self.find(what)
        return replace(self, judges=tuple(j for j in self.judges if j is not judge)), judge

    def to_json(self) -> dict:
        return {"format": SETUP_FORMAT, "unsigned": self.unsigned, "judges": [j.to_json() for j in self.judges]}

    @classmethod
    def from_json(cls, data: dict) -> TournamentSetup:
        if not isinstance(data, dict) or data.get("format") != SETUP_FORMAT:
            raise ValueError(f'expected "format": "{SETUP_FORMAT}"')
        unsigned = data.get("unsigned")
        if unsigned not in (None, *UNSIGNED):
            raise ValueError(f'"unsigned": expected count or wait, not {unsigned!r}')
        return cls(unsigned, tuple(RegisteredJudge.from_json(j) for j in data.get("judges") or []))


def now() -> str:
    return dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()


def judge_from_certificate(data: bytes, source: str = "", added_at: str | None = None) -> RegisteredJudge:
    """The judge a certificate (PEM or DER) names.  Only the first certificate of a bundle
    is the judge's; a chain's issuers are not judges."""
    from app.signing import CertificateError
    from app.signing.keystore import subject_name
    from app.signing.trust import der, load_certificates
    try:
        certificates = load_certificates(data, source or "<certificate>")
    except CertificateError as error:
        raise TrustError("register.not_certificate", source=source or "?") from error
    if not certificates:
        raise TrustError("register.not_certificate", source=source or "?")
    cert = certificates[0]
    from cryptography.hazmat.primitives.serialization import Encoding
    return RegisteredJudge(subject_name(cert), hashlib.sha256(der(cert)).hexdigest(),
                           cert.public_bytes(Encoding.PEM).decode("ascii"), now() if added_at is None else added_at)


def judge_from_file(path: str | Path) -> RegisteredJudge:
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise TrustError("register.unreadable", source=str(path), reason=error.strerror or error) from error
    return judge_from_certificate(data, str(path))


def certificate_qr_payload(pem_or_der: bytes) -> str:
    """What a QR of the judge's certificate says (the sheet shows it; the register reads it)."""
    judge = judge_from_certificate(pem_or_der)
    from cryptography import x509
    from cryptography.hazmat.primitives.serialization import Encoding
    raw = x509.load_pem_x509_certificate(judge.pem.encode("ascii")).public_bytes(Encoding.DER)
    return QR_PREFIX + base64.b64encode(raw).decode("ascii")


def judge_from_qr_text(text: str, source: str = "") -> RegisteredJudge:
    text = text.strip()
    if "-----BEGIN CERTIFICATE-----" in text:
        return judge_from_certificate(text.encode("ascii", "replace"), source)
    if not text.startswith(QR_PREFIX):
        raise TrustError("register.qr_foreign", source=source)
    try:
        raw = base64.b64decode(text[len(QR_PREFIX):], validate=True)
    except (binascii.Error, ValueError) as error:
        raise TrustError("register.qr_foreign", source=source) from error
    return judge_from_certificate(raw, source)


def judge_from_qr_image(path: str | Path) -> RegisteredJudge:
    """The judge whose certificate the QR code in the image (a photo, a screenshot) holds."""
    import zxingcpp
    from PIL import Image, UnidentifiedImageError
    try:
        with Image.open(path) as image:
            results = zxingcpp.read_barcodes(image.convert("L"),
                                             formats=zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode))
    except UnidentifiedImageError as error:
        raise TrustError("register.not_image", source=str(path)) from error
    except OSError as error:
        raise TrustError("register.unreadable", source=str(path), reason=error.strerror or error) from error
    if not results:
        raise TrustError("register.no_qr", source=str(path))
    problem: TrustError | None = None
    for result in results:
        try:
            return judge_from_qr_text(result.text, str(path))
        except TrustError as error:
            problem = error
    assert problem is not None
    raise problem


# -- the setup in a tournament's folder ------------------------------------------------------
def setup_path(paths: list[str]) -> Path | None:
    """``tournament.setup`` in the first folder given (or beside the first file)."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            return path / SETUP_NAME
        if path.exists():
            return path.parent / SETUP_NAME
    return None


def read_setup(path: str | Path | None) -> TournamentSetup | None:
    """The setup kept in ``path``; None when the tournament has none yet."""
    if path is None or not Path(path).exists():
        return None
    try:
        return TournamentSetup.from_json(json.loads(Path(path).read_text(encoding="utf-8")))
    except (OSError, ValueError, TypeError, KeyError) as error:
        reason = getattr(error, "strerror", None) or error
        raise TrustError("register.setup_unreadable", path=str(path), reason=reason) from error


def write_setup(path: str | Path, setup: TournamentSetup) -> None:
    from app.atomic import write_atomic
    text = json.dumps(setup.to_json(), ensure_ascii=False, indent=1) + "\n"
    write_atomic(Path(path), text.encode("utf-8"))


__all__ = ["KIND_OF", "SETUP_NAME", "UNSIGNED", "UNSIGNED_OF", "RegisteredJudge", "TournamentSetup", "TrustError",
           "certificate_qr_payload", "judge_from_certificate", "judge_from_file", "judge_from_qr_image",
           "judge_from_qr_text", "read_setup", "setup_path", "write_setup"]
