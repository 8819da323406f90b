import copy
import datetime as dt
import json

import pytest
from signing_fixtures import federation, home, judge  # noqa: F401 (fixtures)

from app.format import dumps_game
from app.signing import FinalGameError, create_identity, import_pkcs12, sign_game, verify_game
from app.sport import sample_game


def test_a_signed_game_verifies_with_the_signer_and_time(tmp_path):
    # The certificate is issued just before the signing time the test uses, whatever today is.
    judge = create_identity("Иванов Иван", "пароль", tmp_path / "judge-home",
                            now=dt.datetime(2026, 11, 29, 20, 0, tzinfo=dt.UTC))
    signed = sign_game(sample_game(), judge, now="2026-11-29T20:15:00Z")
    verdict = verify_game(signed, anchors=[judge.cert])
    assert (verdict.status, verdict.signer, verdict.signed_at, verdict.revision) == \
        ("valid", "Иванов Иван", "2026-11-29T20:15:00Z", 1)
    assert set(signed["signature"]) >= {"alg", "cert", "signer", "signed_at", "value"}
    assert signed["signature"]["alg"] == "ES256"


def test_signing_leaves_the_original_document_alone(judge):
    doc = sample_game()
    sign_game(doc, judge)
    assert "signature" not in doc


def test_re_indenting_the_file_keeps_the_signature_valid(judge):
    signed = sign_game(sample_game(), judge)
    relaid = json.loads(json.dumps(signed, indent=1, sort_keys=True, ensure_ascii=True))
    assert verify_game(relaid, [judge.cert]).status == "valid"


def _flip(text: str, old: str, new: str) -> dict:
    assert text.count(old) == 1
    return json.loads(text.replace(old, new))


def test_a_one_byte_change_in_the_file_is_detected(judge):
    text = dumps_game(sign_game(sample_game(), judge))
    assert verify_game(json.loads(text), [judge.cert]).status == "valid"
    # One byte each: a digit of a vote count, a letter of the signer's time, the winner.
    assert verify_game(_flip(text, '"count": 3', '"count": 4'), [judge.cert]).status == "tampered"
    signed_at = json.loads(text)["signature"]["signed_at"]
    later = signed_at[:-2] + ("1" if signed_at[-2] != "1" else "2") + signed_at[-1]
    assert verify_game(_flip(text, signed_at, later), [judge.cert]).status == "tampered"
    assert verify_game(_flip(text, '"winner": "red"', '"winner": "rad"'), [judge.cert]).status == "tampered"


def test_a_forged_signer_name_is_detected(judge):
    signed = sign_game(sample_game(), judge)
    signed["signature"]["signer"] = "Петров"
    assert verify_game(signed, [judge.cert]).status == "tampered"


def test_a_signature_by_another_key_is_detected(judge, tmp_path):
    other = create_identity("Иванов Иван", "x", tmp_path / "impostor")
    signed = sign_game(sample_game(), judge)
    forged = sign_game(sample_game(), other)
    signed["signature"]["value"] = forged["signature"]["value"]
    assert verify_game(signed, [judge.cert]).status == "tampered"


def test_an_untrusted_signer_is_unknown_and_an_unsigned_file_says_so(judge, tmp_path):
    signed = sign_game(sample_game(), judge)
    assert verify_game(signed, []).status == "unknown_signer"
    stranger = create_identity("Чужой", "x", tmp_path / "stranger")
    assert verify_game(signed, [stranger.cert]).status == "unknown_signer"
    assert verify_game(sample_game(), [judge.cert]).status == "unsigned"


def test_a_federation_certificate_is_trusted_through_its_ca(home, federation):
    identity = import_pkcs12(federation["p12"], federation["passphrase"])
    signed = sign_game(sample_game(), identity)
    assert signed["signature"]["alg"] == "RS256" and len(signed["signature"]["chain"]) == 1
    assert verify_game(signed, [federation["ca"]]).status == "valid"
    assert verify_game(signed, []).status == "unknown_signer"


def test_only_a_finished_game_is_signed(judge):
    with pytest.raises(FinalGameError) as error:
        sign_game(sample_game(), judge, finished=False)
    assert error.value.code == "game.not_finished"


def test_a_signed_game_is_final_and_a_correction_is_a_new_revision(judge):
    signed = sign_game(sample_game(), judge)
    with pytest.raises(FinalGameError) as error:
        sign_game(signed, judge)
    assert "новая редакция" in error.value.message("ru")
    corrected = copy.deepcopy(signed)
    corrected["awards"]["extra_points"]["3"] = 0.5
    revision = sign_game(corrected, judge)
    assert revision["signature"]["revision"] == 2
    assert revision["signature"]["supersedes"] == signed["signature"]["document_sha256"]
    assert verify_game(revision, [judge.cert]).status == "valid"
    assert verify_game(signed, [judge.cert]).status == "valid"
