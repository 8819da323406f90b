"""Writing a game file so that a crash or a full disk never leaves half a game behind."""
from __future__ import annotations

import json
import os
from typing import Any

from ..atomic import write_atomic
from .errors import GameFileError
from .messages import os_reason


def dumps_game(doc: dict[str, Any], indent: int | None = 2) -> str:
    # allow_nan=False: NaN would make a file that no strict reader (ours included) accepts.
    return json.dumps(doc, ensure_ascii=False, indent=indent, allow_nan=False) + "\n"


def save_game(doc: dict[str, Any], path: str | os.PathLike[str], indent: int | None = 2) -> None:
    """Replaces ``path`` with ``doc`` atomically; on failure the old file stays as it was.

    The document is not validated: a game being set up may not be complete yet.
    Serialisation errors (a non-JSON value in ``doc``) propagate as they are; failures of
    the file system become GameFileError "file.write".
    """
    source = os.fsdecode(path)
    data = dumps_game(doc, indent).encode("utf-8")
    try:
        write_atomic(path, data, private=holds_secrets(doc), make_folder=False)
    except OSError as error:
        raise _write_error(source, error) from error


def holds_secrets(doc: dict[str, Any]) -> bool:
    """A game in progress: its file names every role and the night's actions, which the
    table must not learn before the end, so only its owner may read it (0600)."""
    if not isinstance(doc, dict):
        return False
    if isinstance(doc.get("document"), dict):       # the recovery file wraps the game
        return holds_secrets(doc["document"])
    result = doc.get("result")
    return bool(doc.get("players")) and not (isinstance(result, dict) and result.get("winner"))


def _write_error(source: str, error: OSError) -> GameFileError:
    return GameFileError("file.write", "", source, {"reason": os_reason(error, writing=True)})
