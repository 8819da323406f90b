"""The committed JSON Schema files, written from the reader's tables (``schema.py``).

    python -m app.format.schema_files           rewrite the files that differ
    python -m app.format.schema_files --check   exit 1, naming them, when a file differs

Neither is run by the program: the files are for other tools, and a test
(tests/app/format/test_format_schema.py) fails when one is not what the tables say.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from app.editions import EDITIONS, find_edition
from app.paths import package_file

from .schema import schema


def dumps_schema(preset: str | None = None) -> str:
    """The committed file's text: two-space indents, Unicode as it is, a final newline."""
    return json.dumps(schema(preset), ensure_ascii=False, indent=2) + "\n"


def schema_path(preset: str | None = None) -> Path:
    """The file beside this module (run from a source tree: the committed one)."""
    return package_file("app.format", find_edition(preset).schema_file)


def main(argv: list[str] | None = None) -> int:
    """Rewrites the committed schema files from the tables; ``--check`` only compares."""
    parser = argparse.ArgumentParser(prog="python -m app.format.schema_files", description=main.__doc__)
    parser.add_argument("--check", action="store_true", help="exit 1 when a committed file differs")
    stale = []
    check = parser.parse_args(argv).check
    for edition in EDITIONS.values():
        preset = None if edition.presets is None else min(edition.presets)
        path, text = schema_path(preset), dumps_schema(preset)
        if path.read_text(encoding="utf-8") != text:
            stale.append(path.name)
            if not check:
                path.write_text(text, encoding="utf-8")
    verb = "differs from the tables" if check else "rewritten"
    for name in stale:
        print(f"{name}: {verb}", file=sys.stderr)
    return 1 if stale and check else 0


if __name__ == "__main__":
    sys.exit(main())
