"""The answer of a verification: valid, tampered, unknown signer, or not signed."""
from __future__ import annotations

from dataclasses import dataclass

VALID, TAMPERED, UNKNOWN_SIGNER, UNSIGNED = "valid", "tampered", "unknown_signer", "unsigned"

_STATUS = {
    VALID: ("подпись верна", "the signature is valid"),
    TAMPERED: ("ПОДДЕЛКА: содержимое изменено после подписи или подпись не сходится",
               "TAMPERED: the content changed after signing or the signature does not match"),
    UNKNOWN_SIGNER: ("подпись цела, но подписавший неизвестен (его сертификат не в доверенных)",
                     "the signature is intact but the signer is unknown (certificate not trusted)"),
    UNSIGNED: ("файл не подписан", "the file is not signed"),
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
        ru, en = _STATUS[self.status]
        return en if lang == "en" else ru
