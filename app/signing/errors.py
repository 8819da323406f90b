"""What can go wrong while signing or verifying, as narrow ValueErrors with one line for people."""
from __future__ import annotations

from typing import Any

from app.i18n import N_, SOURCE, gettext

_TEXT: dict[str, str] = {
    "passphrase.empty": N_("an empty passphrase does not protect the key: set one"),
    "passphrase.wrong": N_("{path}: wrong passphrase or a damaged key file"),
    "store.missing": N_("{path}: there is no signing key yet; it is created on the first signature"),
    "store.exists": N_("{path}: a signing key exists already; replace it only by an explicit import"),
    "store.no_name": N_("a new key needs the judge's name (the protocol names no judge; give --signer)"),
    "pkcs12.unreadable": N_("{path}: cannot read the PKCS#12 file: {reason}"),
    "pkcs12.incomplete": N_("{path}: the PKCS#12 file lacks the key or the certificate"),
    "key.unsupported": N_("this key type cannot sign: {kind}"),
    "cert.unreadable": N_("{path}: cannot read the certificate (PEM or DER expected)"),
    "game.not_finished": N_("the game is not finished: only a finished game is signed"),
    "game.already_signed": N_("the game is signed already ({signer}, {signed_at}) and final; a correction is "
                              "a new revision, signed separately"),
    "pdf.unreadable": N_("{path}: cannot read the PDF: {reason}"),
}


class SigningError(ValueError):
    """``code`` is stable for programs; ``message(lang)`` is one line for people."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code, self.params = code, params
        super().__init__(self.message(SOURCE))

    def message(self, lang: str = "ru") -> str:
        return gettext(lang, _TEXT[self.code], **self.params)

    def __str__(self) -> str:
        return self.message(SOURCE)


class PassphraseError(SigningError):
    """The passphrase is empty or does not open the key."""


class KeyStoreError(SigningError):
    """The key store has no key yet, or has one where a new one was asked for."""


class CertificateError(SigningError):
    """A certificate or PKCS#12 file that cannot be used."""


class FinalGameError(SigningError):
    """The game cannot be signed as it is: unfinished, or signed already."""


class PdfError(SigningError):
    """A PDF that cannot be read."""
