"""Signing finished games: the judge's key, PDF signatures and detached JSON signatures.

What the sheet and the command line call (all take bytes, paths or documents; no Qt)::

    identity = ensure_identity(judge_name, passphrase)        # created on first use
    signed_pdf = sign_pdf(pdf_bytes, identity, stamp=renderer.stamp_box)
    signed_doc = sign_game(doc, identity, finished=state.is_game_over())
    verdict = verify_pdf(data, trust_anchors()) / verify_game(doc, trust_anchors())

``canonical`` gives the canonical form and the fingerprint printed on the protocol.
pyHanko is imported only inside ``sign_pdf``/``verify_pdf``.
"""
from .canonical import canonical_bytes, fingerprint, short_fingerprint
from .errors import CertificateError, FinalGameError, KeyStoreError, PassphraseError, PdfError, SigningError
from .jsonsig import sign_game, verify_game
from .keystore import (
                     HOME_ENV,
                     Identity,
                     create_identity,
                     ensure_identity,
                     has_identity,
                     home,
                     identity_from_pkcs12,
                     import_pkcs12,
                     load_identity,
                     own_certificate,
                     signing_dir,
                     trust_dir,
)
from .pdfsig import StampBox, sign_pdf, verify_pdf
from .trust import is_trusted, load_certificate_file, load_certificates, trust_anchors
from .verdict import TAMPERED, UNKNOWN_SIGNER, UNSIGNED, VALID, Verdict

__all__ = [
    "HOME_ENV", "TAMPERED", "UNKNOWN_SIGNER", "UNSIGNED", "VALID", "CertificateError",
    "FinalGameError", "Identity", "KeyStoreError", "PassphraseError", "PdfError", "SigningError",
    "StampBox", "Verdict", "canonical_bytes", "create_identity", "ensure_identity", "fingerprint",
    "has_identity", "home", "identity_from_pkcs12", "import_pkcs12", "is_trusted",
    "load_certificate_file", "load_certificates", "load_identity", "own_certificate",
    "short_fingerprint", "sign_game", "sign_pdf", "signing_dir", "trust_anchors", "trust_dir",
    "verify_game", "verify_pdf",
]
