"""Rule books: presets, options and the clause catalogue.  No Qt here."""
from .catalogue import Clause, catalogue
from .ruleset import (
                      FixedOption,
                      FoulLimits,
                      InvalidChoice,
                      Ruleset,
                      RulesetError,
                      UnknownOption,
                      UnknownPreset,
                      presets,
                      read_spec,
)

__all__ = ["Clause", "catalogue", "FixedOption", "FoulLimits", "InvalidChoice", "Ruleset", "RulesetError",
           "UnknownOption", "UnknownPreset", "presets", "read_spec"]
