"""The answer of a verification: valid, tampered, unknown signer, or not signed.

``status`` is one of the four for every caller (the archive, the standings, scans); a
``reason`` refines it where a person needs other words (and ``verify`` another exit status):

- ``future`` (tampered): the signing time is later than now, beyond the clock tolerance;
- ``not_yet_valid`` (tampered): the signer's certificate was not yet valid at the signing
  time, or is not yet valid now;
- ``expired`` (unknown signer): the certificates were valid at the claimed signing time but
  have expired by now, and no trusted timestamp proves when the signature was made — a
  back-dated signature with an expired certificate looks just the same;
- ``modified`` (valid): a PDF's signed revision is valid, but an update added after it
  changes what a reader is shown (the document information, the XMP metadata).
"""
from __future__ import annotations

from dataclasses import dataclass

from app.i18n import N_, gettext

VALID, TAMPERED, UNKNOWN_SIGNER, UNSIGNED = "valid", "tampered", "unknown_signer", "unsigned"
FUTURE, NOT_YET_VALID, EXPIRED, MODIFIED = "future", "not_yet_valid", "expired", "modified"

_STATUS: dict[str, str] = {
    VALID: N_("the signature is valid"),
    TAMPERED: N_("TAMPERED: the content changed after signing or the signature does not match"),
    UNKNOWN_SIGNER: N_("the signature is intact but the signer is unknown (certificate not trusted)"),
    UNSIGNED: N_("the file is not signed"),
}
_REASON: dict[str, str] = {
    FUTURE: N_("NOT VALID: the signing time {at} is later than now ({now}) — a wrong clock or a forgery"),
    NOT_YET_VALID: N_("NOT VALID: the signer's certificate is valid only from {since}, later than the "
                      "signing time {at} or now"),
    EXPIRED: N_("NOT VALID NOW: the signer's certificate expired on {until}, and no trusted timestamp "
                "proves the signature was made before that"),
    MODIFIED: N_("WARNING: the signature of the signed revision is valid, but an update added after it "
                 "changes what a reader is shown (the document information); the facts that follow are the "
                 "signed revision's"),
}


@dataclass(frozen=True)
class Verdict:
    status: str
    signer: str | None = None
    signed_at: str | None = None       # ISO 8601, UTC
    fingerprint: str | None = None     # of the canonical game document, where known
    revision: int | None = None
    detail: str | None = None          # why, for a tampered file (English, for logs)
    added_after: int = 0               # a PDF's incremental updates after the signed revision
    reason: str | None = None          # FUTURE, NOT_YET_VALID, EXPIRED or MODIFIED, see above
    when: tuple[tuple[str, str], ...] = ()   # the times the reason's words name: now, since, until

    @property
    def ok(self) -> bool:
        """Valid, with nothing to warn about."""
        return self.status == VALID and self.reason is None

    def text(self, lang: str = "ru") -> str:
        if self.reason is not None:
            return gettext(lang, _REASON[self.reason], at=self.signed_at or "?", **dict(self.when))
        return gettext(lang, _STATUS[self.status])
