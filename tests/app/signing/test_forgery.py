"""Issue 11 §1: the forgeries the red team made, each performed and refused.

Every certificate is issued around a fixed signing time, so that nothing depends on the
calendar date the suite runs on.
"""
from __future__ import annotations

import copy
import datetime as dt
import io

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from signing_fixtures import issue, sign_pdf_at

from app import editions
from app.cli import main
from app.format import save_game
from app.signing import Identity, fingerprint, short_fingerprint, sign_game, sign_pdf, verify_game, verify_pdf
from app.sport import sample_game
from reports.protocol import ProtocolRenderer

SIGNED_AT = dt.datetime(2024, 3, 9, 18, 30, tzinfo=dt.UTC)
STAMP = "2024-03-09T18:30:00Z"
NOW = SIGNED_AT + dt.timedelta(days=1)      # the verifier's clock: the certificates are valid
VICTIM = "Иванов Иван"


def _pem(cert) -> bytes:
    return cert.public_bytes(serialization.Encoding.PEM)


@pytest.fixture(scope="module")
def world():
    """A federation CA, a judge it certified (CA=false), and a certificate in the victim's
    name that this ordinary judge issued with his own key."""
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca = issue(ca_key, "Федерация", ca_key, None, ca=True, now=SIGNED_AT, days=3650)
    judge_key = ec.generate_private_key(ec.SECP256R1())
    judge = issue(judge_key, "Петров Пётр", ca_key, ca.subject, ca=False, now=SIGNED_AT)
    victim_key = ec.generate_private_key(ec.SECP256R1())
    victim = issue(victim_key, VICTIM, ca_key, ca.subject, ca=False, now=SIGNED_AT)
    forged_key = ec.generate_private_key(ec.SECP256R1())
    forged = issue(forged_key, VICTIM, judge_key, judge.subject, ca=False, now=SIGNED_AT)
    return {"ca": ca, "judge": Identity(judge_key, judge, (ca,)),
            "victim": Identity(victim_key, victim, (ca,)),
            "forger": Identity(forged_key, forged, (judge, ca))}


def _game_of(doc=None):
    doc = doc or sample_game()
    doc["meta"]["judge"] = VICTIM
    return doc


def test_a_judge_certified_by_the_federation_is_valid_at_the_signing_time(world):
    signed = sign_game(_game_of(), world["victim"], now=STAMP)
    assert verify_game(signed, [world["ca"]], now=NOW).status == "valid"


def test_an_ordinary_judge_cannot_issue_a_certificate_in_another_judges_name(world, tmp_path,
                                                                               monkeypatch, capsys):
    signed = sign_game(_game_of(), world["forger"], now=STAMP)
    assert verify_game(signed, [world["ca"]], now=NOW).status == "unknown_signer"
    # Trusting the forger's own (non-CA) certificate trusts him, not what he issues.
    assert verify_game(signed, [world["judge"].cert], now=NOW).status == "unknown_signer"
    game = tmp_path / "forged.json"
    save_game(signed, game)
    ca = tmp_path / "ca.pem"
    ca.write_bytes(_pem(world["ca"]))
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "home"))
    assert main(["verify", str(game), "--trust", str(ca)]) == 3
    trusted = tmp_path / "home" / "signing" / "trusted"
    trusted.mkdir(parents=True)
    (trusted / "federation.pem").write_bytes(_pem(world["ca"]))
    assert main(["verify", str(game)]) == 3
    assert "неизвестен" in capsys.readouterr().out


def test_validity_is_judged_at_the_signing_time_and_now(world):
    # Signed while the judge's one-year certificate was valid, and still valid now.
    assert verify_game(sign_game(_game_of(), world["victim"], now=STAMP), [world["ca"]], now=NOW).ok
    # Signed (so it claims) before the certificate existed: an impossible time.
    early = verify_game(sign_game(_game_of(), world["victim"], now="2024-03-01T10:00:00Z"), [world["ca"]],
                        now=NOW)
    assert (early.status, early.reason) == ("tampered", "not_yet_valid")
    # Signed after it expired: no valid certification path at that time.
    later = SIGNED_AT + dt.timedelta(days=800)
    late = verify_game(sign_game(_game_of(), world["victim"], now="2026-05-18T18:30:00Z"), [world["ca"]],
                       now=later)
    assert (late.status, late.reason) == ("unknown_signer", None)


def test_a_forged_chain_in_a_pdf_is_not_valid(world):
    doc = _game_of()
    renderer = ProtocolRenderer(doc, editions.replay(doc))
    pdf = renderer.render()
    forged = verify_pdf(sign_pdf(pdf, world["forger"], stamp=renderer.stamp_box), [world["ca"]], now=NOW)
    assert forged.status != "valid"
    assert verify_pdf(sign_pdf(pdf, world["forger"], stamp=renderer.stamp_box),
                      [world["judge"].cert], now=NOW).status != "valid"


def _swap_fingerprint(signed: bytes, digest: str) -> bytes:
    """The attack: an incremental update whose /Info names another game."""
    from pyhanko.pdf_utils import generic
    from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
    writer = IncrementalPdfFileWriter(io.BytesIO(signed))
    writer.set_info(generic.DictionaryObject({
        generic.NameObject("/Subject"): generic.TextStringObject(f"mafia-game/1 sha256:{digest}")}))
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def test_an_incremental_update_cannot_swap_the_fingerprint(tmp_path, capsys):
    from app.signing import create_identity
    me = create_identity(VICTIM, "пароль", tmp_path / "me")
    game_a = _game_of()
    game_b = copy.deepcopy(game_a)
    game_b["meta"]["table"] = 9
    renderer = ProtocolRenderer(game_a, editions.replay(game_a))
    signed = sign_pdf(renderer.render(), me, stamp=renderer.stamp_box)
    attacked = _swap_fingerprint(signed, fingerprint(game_b))
    verdict = verify_pdf(attacked, [me.cert])
    assert verdict.fingerprint == fingerprint(game_a) != fingerprint(game_b)
    assert verdict.added_after == 1
    path = tmp_path / "a.pdf"
    path.write_bytes(attacked)
    main(["verify", str(path), "--trust", str(tmp_path / "me" / "signing" / "judge.pem"), "--lang", "en"])
    out = capsys.readouterr().out
    assert short_fingerprint(game_a) in out and short_fingerprint(game_b) not in out
    assert "1 update(s) added after the signature" in out


def test_a_duplicate_key_in_a_signed_game_is_refused_by_verify_as_by_check(tmp_path, capsys):
    from app.signing import create_identity
    me = create_identity(VICTIM, "пароль", tmp_path / "me")
    path = tmp_path / "signed.json"
    save_game(sign_game(_game_of(), me), path)
    text = path.read_text(encoding="utf-8")
    # The last value wins in json.loads: the signed "Шерлок" would hide behind "Мориарти".
    twice = text.replace('"name": "Шерлок"', '"name": "Мориарти", "name": "Шерлок"', 1)
    assert twice != text
    path.write_text(twice, encoding="utf-8")
    trust = str(tmp_path / "me" / "signing" / "judge.pem")
    assert main(["verify", str(path), "--trust", trust, "--lang", "en"]) == 2
    assert main(["check", str(path), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.count("appears twice") == 2 and "Traceback" not in err


def test_a_pdf_is_judged_at_its_signing_time_and_now(world, monkeypatch):
    when = SIGNED_AT + dt.timedelta(days=30)
    signed = sign_pdf_at(monkeypatch, world["victim"], when, _game_of())
    verdict = verify_pdf(signed, [world["ca"]], now=when + dt.timedelta(days=1))
    assert verdict.ok and verdict.signed_at == "2024-04-08T18:30:00Z"
    # Signed (by its own clock) before the certificate was issued: an impossible time.
    early = sign_pdf_at(monkeypatch, world["victim"], SIGNED_AT - dt.timedelta(days=30), _game_of())
    verdict = verify_pdf(early, [world["ca"]], now=when)
    assert (verdict.status, verdict.reason) == ("tampered", "not_yet_valid")
