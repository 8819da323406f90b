import stat

import pytest
from cryptography import x509
from signing_fixtures import federation, home  # noqa: F401 (fixtures)

from app.signing import (
    CertificateError,
    KeyStoreError,
    PassphraseError,
    create_identity,
    ensure_identity,
    has_identity,
    import_pkcs12,
    load_identity,
    own_certificate,
    signing_dir,
)
from app.signing import home as data_home


def test_the_key_is_created_on_first_use_and_loaded_afterwards(home):
    assert not has_identity()
    first = ensure_identity("Иванов", "secret")
    again = ensure_identity("Someone else", "secret")
    assert first.name == again.name == "Иванов"
    assert again.cert == first.cert
    assert (signing_dir() / "judge.p12").is_file()
    assert signing_dir() == home / "signing"


def test_the_key_file_is_private_and_the_certificate_readable_without_passphrase(home):
    identity = create_identity("Иванов", "secret")
    mode = stat.S_IMODE((signing_dir() / "judge.p12").stat().st_mode)
    assert mode & 0o077 == 0
    assert own_certificate() == identity.cert


def test_the_self_signed_certificate_is_for_signing_documents(home):
    cert = create_identity("Иванов", "secret").cert
    usage = cert.extensions.get_extension_for_class(x509.KeyUsage).value
    assert usage.digital_signature and usage.content_commitment and not usage.key_cert_sign
    assert cert.issuer == cert.subject


def test_a_wrong_or_empty_passphrase_is_refused(home):
    create_identity("Иванов", "secret")
    with pytest.raises(PassphraseError) as error:
        load_identity("wrong")
    assert "неверная парольная фраза" in error.value.message("ru")
    with pytest.raises(PassphraseError):
        create_identity("Петров", "", home / "elsewhere")


def test_an_existing_key_is_never_silently_replaced(home):
    create_identity("Иванов", "secret")
    with pytest.raises(KeyStoreError):
        create_identity("Петров", "secret")


def test_a_new_key_needs_a_name(home):
    with pytest.raises(KeyStoreError) as error:
        ensure_identity("  ", "secret")
    assert error.value.code == "store.no_name"


def test_the_environment_moves_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path))
    assert data_home() == tmp_path
    monkeypatch.delenv("MAFIA_PROTOCOL_HOME")
    assert "mafia-protocol" in str(data_home())


def test_a_federation_pkcs12_is_imported_with_its_chain(home, federation):
    identity = import_pkcs12(federation["p12"], federation["passphrase"])
    assert identity.name == "Петрова Анна"
    assert identity.chain == (federation["ca"],)
    assert load_identity(federation["passphrase"]).cert == identity.cert
    with pytest.raises(KeyStoreError):
        import_pkcs12(federation["p12"], federation["passphrase"])
    assert import_pkcs12(federation["p12"], federation["passphrase"], replace=True).name == "Петрова Анна"


def test_a_bad_pkcs12_is_one_clear_error(home, tmp_path, federation):
    with pytest.raises(PassphraseError):
        import_pkcs12(federation["p12"], "wrong")
    with pytest.raises(CertificateError):
        import_pkcs12(tmp_path / "missing.p12", "x")


def test_a_pkcs12_with_a_key_that_cannot_sign_is_refused_when_imported(home, tmp_path):
    """A DSA key was imported and then failed at the first signature."""
    import datetime as dt

    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import dsa
    from cryptography.hazmat.primitives.serialization import pkcs12
    from cryptography.x509.oid import NameOID
    key = dsa.generate_private_key(key_size=2048)
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Судья DSA")])
    now = dt.datetime.now(dt.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(1).not_valid_before(now).not_valid_after(now + dt.timedelta(days=1))
            .sign(key, hashes.SHA256()))
    path = tmp_path / "dsa.p12"
    path.write_bytes(pkcs12.serialize_key_and_certificates(
        b"dsa", key, cert, None, serialization.BestAvailableEncryption(b"pass")))
    with pytest.raises(CertificateError) as caught:
        import_pkcs12(path, "pass")
    assert caught.value.code == "key.unsupported" and "DSAPrivateKey" in caught.value.message("en")
    assert not has_identity()
