"""PDF signatures (PAdES B-B) with pyHanko: a visible stamp, and their verification.

pyHanko takes about a third of a second to import, so it is imported here only, when a
file is signed or verified, never by the renderer or the rest of the app.
"""
from __future__ import annotations

import datetime as dt
import io
import logging
import re
import sys
import warnings
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cryptography import x509
from cryptography.hazmat.primitives import serialization

from app.i18n import N_, gettext
from app.paths import resource

from . import timing
from .errors import PdfError
from .keystore import Identity
from .verdict import EXPIRED, MODIFIED, TAMPERED, UNKNOWN_SIGNER, UNSIGNED, VALID, Verdict

if TYPE_CHECKING:
    from asn1crypto import keys as asn1_keys
    from asn1crypto import x509 as asn1_x509
    from pyhanko.pdf_utils.generic import PdfObject
    from pyhanko.pdf_utils.reader import HistoricalResolver, PdfFileReader
    from pyhanko.sign.validation.pdf_embedded import EmbeddedPdfSignature

FIELD_NAME = "JudgeSignature"
STAMP_FONT = resource("fonts", "PTSans-Regular.ttf")
# Where the stamp goes when the renderer did not say: bottom right of the last page, in pt.
DEFAULT_BOX = (355, 40, 560, 95)
# pyHanko fills the stamp's %(signer)s and %(ts)s itself.
_STAMP_TEXT = N_("Signed electronically\n%(signer)s\n%(ts)s")
_REASON = N_("Game protocol approved by the judge")


@dataclass(frozen=True)
class StampBox:
    """Where the visible signature goes: a 0-based page index (-1: the last page) and
    the box ``(x1, y1, x2, y2)`` in PDF points from the bottom left."""

    page: int
    box: tuple[float, float, float, float]


def _asn1(identity: Identity) -> tuple[asn1_x509.Certificate, asn1_keys.PrivateKeyInfo, list[asn1_x509.Certificate]]:
    from asn1crypto import keys as asn1_keys
    from asn1crypto import x509 as asn1_x509

    def cert(c: x509.Certificate) -> asn1_x509.Certificate:
        return asn1_x509.Certificate.load(c.public_bytes(serialization.Encoding.DER))

    key = asn1_keys.PrivateKeyInfo.load(identity.key.private_bytes(
        serialization.Encoding.DER, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()))
    return cert(identity.cert), key, [cert(c) for c in identity.chain]


def sign_pdf(pdf: bytes, identity: Identity, *, stamp: StampBox | None = None,
             lang: str = "ru", location: str | None = None) -> bytes:
    """The PDF with the judge's PAdES signature and a visible stamp (name, time)."""
    _import_pyhanko()
    from pyhanko import stamp as stamps
    from pyhanko.pdf_utils.font.opentype import GlyphAccumulatorFactory
    from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
    from pyhanko.pdf_utils.misc import PdfReadError
    from pyhanko.pdf_utils.text import TextBoxStyle
    from pyhanko.sign import fields, signers
    from pyhanko_certvalidator.registry import SimpleCertificateStore

    cert, key, chain = _asn1(identity)
    signer = signers.SimpleSigner(signing_cert=cert, signing_key=key,
                                  cert_registry=SimpleCertificateStore.from_certs([cert, *chain]))  # type: ignore[no-untyped-call]
    try:
        writer = IncrementalPdfFileWriter(io.BytesIO(pdf), strict=False)
    except (PdfReadError, ValueError) as error:
        raise PdfError("pdf.unreadable", path="<pdf>", reason=error) from error
    pages = int(writer.root["/Pages"]["/Count"])
    where = stamp or StampBox(-1, DEFAULT_BOX)
    page = where.page if where.page >= 0 else pages + where.page
    x1, y1, x2, y2 = (int(round(v)) for v in where.box)
    spec = fields.SigFieldSpec(sig_field_name=FIELD_NAME, on_page=page, box=(x1, y1, x2, y2))
    meta = signers.PdfSignatureMetadata(
        field_name=FIELD_NAME, subfilter=fields.SigSeedSubFilter.PADES, md_algorithm="sha256",
        reason=gettext(lang, _REASON), location=location, name=identity.name)
    style = stamps.TextStampStyle(
        stamp_text=gettext(lang, _STAMP_TEXT), border_width=0,
        timestamp_format="%Y-%m-%d %H:%M %Z",
        text_box_style=TextBoxStyle(font=GlyphAccumulatorFactory(str(STAMP_FONT), font_size=8)))
    pdf_signer = signers.PdfSigner(meta, signer=signer, stamp_style=style, new_field_spec=spec)
    out = pdf_signer.sign_pdf(writer, appearance_text_params={"signer": identity.name},
                              output=io.BytesIO())
    signed: bytes = out.getvalue()
    return signed


def _utc(moment: dt.datetime | None) -> str | None:
    if moment is None:
        return None
    return moment.astimezone(dt.UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def _printed_fingerprint(reader: PdfFileReader, revision: int | None = None) -> str | None:
    """The game's fingerprint the renderer wrote into the document information, as it was
    in ``revision`` (the signed one): a later incremental update may rewrite /Info without
    touching the signed bytes, so the latest revision's /Info proves nothing."""
    try:
        if revision is None:
            subject = str(reader.trailer["/Info"].get("/Subject", ""))
        else:
            subject = str(_info(reader.get_historical_resolver(revision)).get("/Subject", ""))
    except Exception:   # no /Info, or a damaged one: the fingerprint is simply not known
        return None
    match = re.search(r"sha256:([0-9a-f]{64})", subject)
    return match.group(1) if match else None


def _in_revision(resolver: HistoricalResolver, value: PdfObject) -> Any:
    """``value`` as it was in the resolver's revision: indexing a dictionary dereferences
    through the latest revision, and an update may have rewritten the object in place."""
    from pyhanko.pdf_utils import generic
    return resolver(value.reference) if isinstance(value, generic.IndirectObject) else value


def _info(resolver: HistoricalResolver) -> Any:
    return _in_revision(resolver, resolver.trailer_view.raw_get("/Info"))


def _import_pyhanko() -> None:
    """pyHanko's CMS signer imports cryptography's DSA key type, which cryptography deprecates
    (a CryptographyDeprecationWarning on every ``pdf --sign`` and ``verify``).  The program
    neither makes nor accepts a DSA key: that one warning is silenced while pyHanko's signing
    package loads, and nowhere else (a later import finds it loaded)."""
    if "pyhanko.sign" in sys.modules:
        return
    from cryptography.utils import CryptographyDeprecationWarning
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="DSA is deprecated", category=CryptographyDeprecationWarning)
        import pyhanko.sign  # noqa: F401


def _quiet_pyhanko() -> None:
    """pyHanko logs a full traceback for every untrusted certificate; the verdict says it."""
    logger = logging.getLogger("pyhanko")
    if not logger.handlers:
        logger.addHandler(logging.NullHandler())
        logger.propagate = False


def verify_pdf(pdf: bytes, anchors: Iterable[x509.Certificate] = (), source: str = "<pdf>", *,
               now: dt.datetime | None = None) -> Verdict:
    """Valid, tampered, unknown signer or unsigned: the judge's signature, the last one.

    Every fact reported (signer, time, fingerprint) comes from the signed revision; the
    number of incremental updates added after it, which the signature does not cover, is
    reported as ``added_after``, and one that changes what a reader is shown makes the
    verdict a warning (``MODIFIED``).  The certificates are checked at the signing time,
    and, unless a trusted timestamp proves that time, also against ``now`` (``timing``)."""
    _import_pyhanko()
    from pyhanko.pdf_utils.misc import PdfReadError
    from pyhanko.pdf_utils.reader import PdfFileReader

    _quiet_pyhanko()
    try:
        reader = PdfFileReader(io.BytesIO(pdf), strict=False)
        signatures = reader.embedded_signatures
    except (PdfReadError, ValueError, KeyError, TypeError, AttributeError, IndexError) as error:
        if b"/ByteRange" in pdf:   # it was signed, and damaged since
            return Verdict(TAMPERED, detail=f"the signed file no longer parses: {error}")
        raise PdfError("pdf.unreadable", path=source, reason=error) from error
    if not signatures:
        printed = _printed_fingerprint(reader)
        # A signature dictionary that no longer parses is damage, not the absence of one.
        if b"/ByteRange" in pdf:
            return Verdict(TAMPERED, fingerprint=printed, detail="a signature is present but cannot be read")
        return Verdict(UNSIGNED, fingerprint=printed)
    try:
        return _verify_embedded(reader, signatures[-1], list(anchors), timing.current(now))
    except Exception as error:  # pyHanko raises many kinds (TypeError too) on a mangled signature
        return Verdict(TAMPERED, detail=f"{type(error).__name__}: {error}")


def _verify_embedded(reader: PdfFileReader, embedded: EmbeddedPdfSignature, anchors: list[x509.Certificate],
                     now: dt.datetime) -> Verdict:
    from asn1crypto import x509 as asn1_x509
    from pyhanko.sign.diff_analysis import ModificationLevel
    from pyhanko.sign.validation import validate_pdf_signature
    from pyhanko.sign.validation.settings import KeyUsageConstraints
    from pyhanko_certvalidator import ValidationContext

    from .trust import der, is_ca, path_expiry

    revision = embedded.signed_revision
    printed = _printed_fingerprint(reader, revision)
    added = max(0, reader.xrefs.total_revisions - 1 - revision)
    signer_der = embedded.signer_cert.dump()
    # Only a CA vouches for others; a trusted judge's own certificate vouches for itself.
    roots = [asn1_x509.Certificate.load(der(c)) for c in anchors
             if is_ca(c) or der(c) == signer_der]
    moment = embedded.self_reported_timestamp
    context = ValidationContext(trust_roots=roots, allow_fetching=False, moment=moment)
    usage = KeyUsageConstraints(key_usage={"digital_signature", "non_repudiation"},
                                match_all_key_usages=False)
    status = validate_pdf_signature(embedded, context, key_usage_settings=usage)
    signer = status.signing_cert.subject.native.get("common_name") if status.signing_cert else None
    base = dict(signer=signer, signed_at=_utc(status.signer_reported_dt), fingerprint=printed,
                added_after=added)
    if not (status.intact and status.valid):
        return Verdict(TAMPERED, detail="the signed bytes or the signature do not match", **base)
    if status.modification_level is not None and status.modification_level > ModificationLevel.LTA_UPDATES:
        return Verdict(TAMPERED, detail=f"changed after signing ({status.modification_level.name})", **base)
    proven = _timestamped(status)
    signed_at = proven or moment or now
    impossible = timing.impossible(signed_at, embedded.signer_cert.not_valid_before, now)
    if impossible is not None:
        reason, when = impossible
        return Verdict(TAMPERED, detail=f"impossible signing time ({reason})", reason=reason, when=when,
                       **base)
    if not status.trusted:
        return Verdict(UNKNOWN_SIGNER, **base)
    until = path_expiry(status.validation_path.iter_certs(include_root=True)) \
        if status.validation_path is not None else embedded.signer_cert.not_valid_after
    if proven is None and until < now:
        return Verdict(UNKNOWN_SIGNER, reason=EXPIRED, when=(("until", timing.iso(until)),), **base)
    if added and _changes_what_a_reader_sees(reader, revision):
        return Verdict(VALID, reason=MODIFIED, **base)
    return Verdict(VALID, **base)


def _timestamped(status: object) -> dt.datetime | None:
    """The signing time a trusted timestamp token proves, or None."""
    stamp = getattr(status, "timestamp_validity", None)
    if stamp is not None and stamp.intact and stamp.valid and stamp.trusted:
        moment: dt.datetime = stamp.timestamp
        return moment
    return None


def _changes_what_a_reader_sees(reader: PdfFileReader, revision: int) -> bool:
    """pyHanko's difference analysis lets an update rewrite the document information
    (/Info) and the XMP metadata as freely as it adds a timestamp (both lie outside the
    signed revision's objects): harmless to the signature, but a reader is shown them (the
    protocol's fingerprint is in /Subject).  So compare what a viewer shows of them — title,
    author, subject, keywords, creator, creation date — in the signed revision and in the
    file as it is now, both read by pyHanko.  The modification date and the producer are
    left out: every tool that adds validation data updates them."""
    try:
        latest = reader.get_historical_resolver(reader.xrefs.total_revisions - 1)
        return _shown(reader.get_historical_resolver(revision)) != _shown(latest)
    except Exception:   # noqa: BLE001 — metadata that no longer reads is a change too
        return True


def _shown(resolver: HistoricalResolver) -> tuple[tuple[str, ...] | None, ...]:
    """What a viewer shows of the document information and of the XMP metadata."""
    from pyhanko.pdf_utils.metadata.info import view_from_info_dict
    from pyhanko.pdf_utils.metadata.xmp_xml import meta_from_xmp, parse_xmp

    def facts(meta: object) -> tuple[str, ...]:
        return tuple(str(getattr(meta, name)) for name in ("title", "author", "subject", "keywords",
                                                           "creator", "created"))

    trailer = resolver.trailer_view
    shown: list[tuple[str, ...] | None] = [
        facts(view_from_info_dict(_info(resolver), strict=False)) if "/Info" in trailer else None]
    root = _in_revision(resolver, trailer.raw_get("/Root"))
    if "/Metadata" in root:
        stream = _in_revision(resolver, root.raw_get("/Metadata"))
        shown.append(facts(meta_from_xmp(parse_xmp(io.BytesIO(stream.data)))))
    return tuple(shown)
