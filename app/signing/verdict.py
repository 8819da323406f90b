"""The answer of a verification: valid, tampered, unknown signer, or not signed."""
from __future__ import annotations

from dataclasses import dataclass

from app.i18n import N_, gettext

VALID, TAMPERED, UNKNOWN_SIGNER, UNSIGNED = "valid", "tampered", "unknown_signer", "unsigned"

_STATUS: dict[str, str] = {
    VALID: N_("the signature is valid"),
    TAMPERED: N_("TAMPERED: the content changed after signing or the signature does not match"),
    UNKNOWN_SIGNER: N_("the signature is intact but the signer is unknown (certificate not trusted)"),
    UNSIGNED: N_("the file is not signed"),
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

    @property
    def ok(self) -> bool:
        return self.status == VALID

    def text(self, lang: str = "ru") -> str:
        return gettext(lang, _STATUS[self.status])
