"""The sport table (FIIM 1.2): the deal and the clock."""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

# The sport deal: six citizens, the sheriff, two mafiosi and the don.
SPORT_DEAL: Mapping[str, int] = MappingProxyType({"citizen": 6, "sheriff": 1, "mafia": 2, "don": 1})
# The sport clock, in seconds: a speech (6.1), a tied player's or a shortened speech
# (7.17, 9.7), the mafia's agreement (5.1), a last word (7.22, 8.6).
SPORT_TIMINGS: Mapping[str, int] = MappingProxyType(
    {"speech": 60, "short": 30, "agreement": 60, "last_word": 60})
