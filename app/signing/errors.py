"""What can go wrong while signing or verifying, as narrow ValueErrors with one line for people."""
from __future__ import annotations

from typing import Any

_TEXT = {
    "passphrase.empty": ("пустая парольная фраза не защищает ключ: задайте её",
                         "an empty passphrase does not protect the key: set one"),
    "passphrase.wrong": ("{path}: неверная парольная фраза или повреждённый файл ключа",
                         "{path}: wrong passphrase or a damaged key file"),
    "store.missing": ("{path}: ключа подписи ещё нет; он создаётся при первой подписи",
                      "{path}: there is no signing key yet; it is created on the first signature"),
    "store.exists": ("{path}: ключ подписи уже есть; замена ключа — только явным импортом",
                     "{path}: a signing key exists already; replace it only by an explicit import"),
    "store.no_name": ("для нового ключа нужно имя судьи (в протоколе нет судьи; укажите --signer)",
                      "a new key needs the judge's name (the protocol names no judge; give --signer)"),
    "pkcs12.unreadable": ("{path}: не удалось прочитать PKCS#12: {reason}",
                          "{path}: cannot read the PKCS#12 file: {reason}"),
    "pkcs12.incomplete": ("{path}: в PKCS#12 нет ключа или сертификата",
                          "{path}: the PKCS#12 file lacks the key or the certificate"),
    "key.unsupported": ("тип ключа не поддерживается для подписи: {kind}",
                        "this key type cannot sign: {kind}"),
    "cert.unreadable": ("{path}: не удалось прочитать сертификат (нужен PEM или DER)",
                        "{path}: cannot read the certificate (PEM or DER expected)"),
    "game.not_finished": ("игра не окончена: подписывается только законченная партия",
                          "the game is not finished: only a finished game is signed"),
    "game.already_signed": ("партия уже подписана ({signer}, {signed_at}) и окончательна; "
                            "исправление — это новая редакция, подписанная отдельно",
                            "the game is signed already ({signer}, {signed_at}) and final; "
                            "a correction is a new revision, signed separately"),
    "pdf.unreadable": ("{path}: не удалось прочитать PDF: {reason}", "{path}: cannot read the PDF: {reason}"),
}


class SigningError(ValueError):
    """``code`` is stable for programs; ``message(lang)`` is one line for people."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code, self.params = code, params
        super().__init__(self.message("en"))

    def message(self, lang: str = "ru") -> str:
        ru, en = _TEXT[self.code]
        return (en if lang == "en" else ru).format(**self.params)

    def __str__(self) -> str:
        return self.message("en")


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
