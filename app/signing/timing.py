"""When a signature was made, and whether its certificates vouch for it now.

The signing time of a game file, and of a PDF without a timestamp, is what the signer's own
clock said: the verifier can only check that it is possible.  It is not when it lies ahead
of the verifier's clock (beyond ``CLOCK_TOLERANCE``, two computers' clocks are never quite
equal) or before the signer's certificate began.  And since a claimed time can be
back-dated, a certificate that has expired by now no longer vouches for the signature,
unless a trusted timestamp proves when it was made.

Every check takes ``now`` from its caller (the clock by default), so that the tests fix it.
"""
from __future__ import annotations

import datetime as dt

from .verdict import FUTURE, NOT_YET_VALID

CLOCK_TOLERANCE = dt.timedelta(minutes=5)


def current(now: dt.datetime | None) -> dt.datetime:
    return (now or dt.datetime.now(dt.UTC)).astimezone(dt.UTC)


def iso(moment: dt.datetime) -> str:
    return moment.astimezone(dt.UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def impossible(signed_at: dt.datetime, valid_from: dt.datetime,
               now: dt.datetime) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    """The reason a claimed signing time cannot be true, with the times to name, or None."""
    if signed_at > now + CLOCK_TOLERANCE:
        return FUTURE, (("now", iso(now)),)
    if valid_from > min(signed_at, now):
        return NOT_YET_VALID, (("since", iso(valid_from)),)
    return None
