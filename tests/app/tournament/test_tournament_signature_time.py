"""Issue 25 §3 in the standings: a signature with an impossible time, one whose certificate
has expired by now, and one whose certificate is damaged never count as valid, and none of
them stops the run.  The verifier's clock is fixed (``now``), the certificates relative to it."""
import copy
import datetime as dt

from cryptography import x509
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID
from tournament_builder import black_win, red_win

from app.signing import Identity, sign_game, verify_game
from app.tournament import Tournament, compute_standings

NOW = dt.datetime(2031, 6, 15, 12, 0, tzinfo=dt.UTC)
DAY = dt.timedelta(days=1)
PLAYERS = ["Ворон", "Лиса", "Шерлок", "Кот", "Сова", "Ёж", "Барс", "Волк", "Филин", "Рысь"]


def _iso(moment: dt.datetime) -> str:
    return moment.replace(microsecond=0).isoformat().replace("+00:00", "Z")


def _judge(since: dt.datetime, until: dt.datetime) -> Identity:
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Иванов Иван")])
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(since).not_valid_after(until)
            .sign(key, hashes.SHA256()))
    return Identity(key, cert)


def _meta(table: int) -> dict:
    return {"tournament": "Кубок", "round": 1, "table": table}


def test_impossible_expired_and_damaged_signatures_never_count():
    current = _judge(NOW - 30 * DAY, NOW + 365 * DAY)
    old = _judge(NOW - 730 * DAY, NOW - 365 * DAY)
    good = sign_game(red_win(PLAYERS, meta=_meta(1)), current, now=_iso(NOW - DAY))
    ahead = sign_game(black_win(PLAYERS, meta=_meta(2)), current, now=_iso(NOW + 3000 * DAY))
    expired = sign_game(red_win(PLAYERS, meta=_meta(3)), old, now=_iso(NOW - 500 * DAY))
    damaged = sign_game(black_win(PLAYERS, meta=_meta(4)), current, now=_iso(NOW - DAY))
    damaged = copy.deepcopy(damaged)
    damaged["signature"]["cert"] = damaged["signature"]["cert"].replace("M", "A", 3)
    items = [("good", good), ("ahead", ahead), ("expired", expired), ("damaged", damaged)]
    verdicts = {label: verify_game(doc, [current.cert, old.cert], now=NOW) for label, doc in items}
    assert {k: (v.status, v.reason) for k, v in verdicts.items()} == {
        "good": ("valid", None), "ahead": ("tampered", "future"),
        "expired": ("unknown_signer", "expired"), "damaged": ("tampered", None)}
    standings = compute_standings(Tournament.from_docs(items, verdicts=verdicts), "fiim-2024")
    assert [g.label for g in standings.games] == ["good"]
    assert {g.label: why.code for g, why in standings.set_aside} == {
        "ahead": "game.forged", "expired": "game.unknown_signer", "damaged": "game.forged"}
