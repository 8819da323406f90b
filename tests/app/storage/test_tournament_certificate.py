"""Issue 29: the tournament's certificate is trusted by its pin in the join code, so its dates
must not decide anything.  It used to be valid from the day before it was made for 90 days:
a judge's laptop whose clock was two days behind, or a season of more than three months on
the same printed codes, was refused by libpq's check (verify-ca).  The same OpenSSL check is
made here at other dates with `openssl verify -attime` (libpq's verify-ca is OpenSSL's
X509_verify_cert against the pinned certificate)."""
from __future__ import annotations

import shutil
import subprocess
import time

import pytest

from app.storage.tlsgate import make_certificate

DAY = 24 * 3600


@pytest.mark.parametrize("days", [-400, -2, 0, 100, 400, 20 * 365])
def test_the_certificate_is_valid_whatever_the_judges_clock_says(tmp_path, days):
    openssl = shutil.which("openssl")
    assert openssl, "the OpenSSL command line (Debian's openssl package) checks the certificate as libpq does"
    cert, _ = make_certificate(tmp_path / "tls", "Кубок залива", "127.0.0.1")
    checked = subprocess.run([openssl, "verify", "-attime", str(int(time.time()) + days * DAY), "-CAfile", str(cert),
                              str(cert)], capture_output=True, text=True, check=False)
    assert checked.returncode == 0 and checked.stdout.strip().endswith(": OK"), checked.stdout + checked.stderr
