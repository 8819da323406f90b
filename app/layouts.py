"""A line typed with the Russian keyboard layout switched on, read as the keys pressed.

A judge who types ``k2`` while the ЙЦУКЕН layout is on gets ``л2``: the same keys.  The
quick-entry grammars read every command through :func:`to_latin`, which maps each letter of
the layout to the QWERTY character of the same physical key, one character for one (so that
an error's column is still the column typed).  Characters that the two layouts share (digits,
``!``, ``=``, ``+``, ``-``, ``.``, ``:`` and ``;`` typed as themselves, and the quotes) are
left alone.

>>> to_latin("л2Ж1; вй6 10ю4")
'k2:1; dq6 10.4'
>>> to_latin("5Ю8")
'5>8'
"""
from __future__ import annotations

import re

# the letters row by row, as the keys lie: ЙЦУКЕН over QWERTY
_LOWER = ("йцукенгшщзхъ" "фывапролдж" "ячсмитьбю" "ё",
          "qwertyuiop[]" "asdfghjkl;" "zxcvbnm,." "`")
# shifted: capitals, and the punctuation on the letter keys of the Russian layout
_UPPER = ("ЙЦУКЕНГШЩЗХЪ" "ФЫВАПРОЛДЖ" "ЯЧСМИТЬБЮ" "Ё",
          "QWERTYUIOP{}" "ASDFGHJKL:" "ZXCVBNM<>" "~")
LATIN = str.maketrans(_LOWER[0] + _UPPER[0], _LOWER[1] + _UPPER[1])


def to_latin(text: str, keep_quoted: bool = False) -> str:
    """``text`` as the QWERTY keys that typed it under the Russian layout (same length);
    ``keep_quoted``: a ``"quoted"`` note is the host's own words and stays as typed.

    >>> to_latin('тщеу "Лиза"', keep_quoted=True)
    'note "Лиза"'
    """
    if not keep_quoted:
        return text.translate(LATIN)
    return "".join(part if part.startswith('"') else part.translate(LATIN)
                   for part in re.split(r'("[^"]*"?)', text))
