"""The .deb's Depends, from what the bundle really loads, so that one .deb installs and runs on
Debian 12 and 13 and Ubuntu 22.04 and 24.04 (issue 35 §4).

Built on Debian 12 with every copied system library replaced by its package pinned at Debian
12's version, the .deb asked Debian 13 for libflac12, libpython3.11 and libunistring2, which it
does not have: a library whose soname differs between the distributions cannot be a dependency.
Here each system library PyInstaller copied is, by the bundle's own ELF files' NEEDED entries:
- **left to the system** when its soname is the same on every target (:data:`STABLE_SONAMES`):
  its package is named, unversioned, with the t64 name Debian 13 and Ubuntu 24.04 gave it as an
  alternative (``libglib2.0-0t64 | libglib2.0-0``); whatever it loads comes with that package;
- **carried** (the copy stays) when the bundle's own code needs it and its soname is not the
  same everywhere (libpython, a codec): no system library there loads that soname;
- **dropped** when only system libraries load it (libFLAC for libpulse): the system's own copy,
  of the soname its own libpulse wants, comes with the package that needs it.
glibc is named at the newest symbol version the bundle's files require (``objdump -p``).
"""
from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

# The C and C++ runtime, the same soname everywhere since long before Debian 12 and Ubuntu 22.04.
RUNTIME_SONAMES = {
    "libc.so.6": "libc6", "libm.so.6": "libc6", "libdl.so.2": "libc6", "libpthread.so.0": "libc6",
    "librt.so.1": "libc6", "libutil.so.1": "libc6", "ld-linux-x86-64.so.2": "libc6",
    "ld-linux-aarch64.so.1": "libc6", "libstdc++.so.6": "libstdc++6", "libgcc_s.so.1": "libgcc-s1",
    "libz.so.1": "zlib1g", "libexpat.so.1": "libexpat1",
}
# Packages Debian 13 and Ubuntu 24.04 renamed for 64-bit time_t (same soname, new name; the old
# name is provided by the new package, which dpkg does not count as installed by that name).
T64_RENAMED = ("libglib2.0-0", "libcups2", "libpng16-16", "libasound2", "libssl3")


def stable_sonames() -> dict[str, str]:
    """Soname -> package name of the libraries left to the system: the C runtime, and what Qt's
    window loads (ui/preflight.py's table, which the set-up installs on every distribution)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("mafia_preflight",
                                                  Path(__file__).resolve().parent.parent / "ui" / "preflight.py")
    assert spec is not None and spec.loader is not None
    preflight = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(preflight)
    return {**RUNTIME_SONAMES, **preflight.SONAME_PACKAGES}


def alternatives(package: str) -> str:
    """The Depends entry of a package whatever the distribution calls it.

    >>> alternatives("libglib2.0-0"), alternatives("libcups2t64"), alternatives("libx11-6")
    ('libglib2.0-0t64 | libglib2.0-0', 'libcups2t64 | libcups2', 'libx11-6')
    """
    old = package[:-3] if package.endswith("t64") else package
    return f"{old}t64 | {old}" if old in T64_RENAMED else package


@dataclass(frozen=True)
class Plan:
    system: dict[str, str]      # soname -> its package, left to the system (a copy of it becomes a link)
    carried: frozenset[str]     # copies kept in the bundle
    dropped: frozenset[str]     # copies removed: only system libraries load them
    unknown: frozenset[str]     # sonames the bundle needs that neither it nor a named package brings


def plan(needed: dict[str, set[str]], owners: dict[str, str], stable: dict[str, str]) -> Plan:
    """``needed``: every ELF file of the bundle (by its path in the bundle; a copied system
    library by its file name, its soname) -> the sonames it loads; ``owners``: the copies of
    system libraries -> the package that installed them here; ``stable``: the sonames left to the
    system on every target -> their package."""
    bundled = {Path(name).name for name in needed}
    waiting = [soname for name in needed if name not in owners for soname in needed[name]]
    system: dict[str, str] = {}
    carried: set[str] = set()
    unknown: set[str] = set()
    while waiting:
        soname = waiting.pop()
        if soname in system or soname in carried:
            continue
        if soname in stable:
            system[soname] = owners.get(soname, stable[soname])
        elif soname in owners:
            carried.add(soname)
            waiting += needed.get(soname, set())
        elif soname not in bundled:
            unknown.add(soname)
    dropped = set(owners) - set(system) - carried
    return Plan(system, frozenset(carried), frozenset(dropped), frozenset(unknown))


def opened_by_path(internal: Path) -> set[str]:
    """The libraries PyInstaller's launcher opens by their path inside the bundle (``dlopen`` of
    libpython), which no NEEDED entry shows: needs of the bundle's own code all the same."""
    return {library.name for library in internal.glob("libpython*.so*") if not library.is_symlink()}


def depends(plan_: Plan, required: list[str], glibc: str) -> list[str]:
    """The Depends entries: glibc at the floor, the system's libraries and what ``required``
    (the window's packages) names, each once, unversioned, with its t64 alternative."""
    packages = {*plan_.system.values(), *required} - {"libc6"}
    return [f"libc6 (>= {glibc})", *sorted({alternatives(p) for p in packages})]


def elf_facts(path: Path) -> tuple[set[str], str | None]:
    """The sonames an ELF file loads and the newest GLIBC_x.y it requires (``objdump -p``);
    (empty, None) for a file that is not ELF."""
    result = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True)
    if result.returncode != 0:
        return set(), None
    needed = set(re.findall(r"^\s+NEEDED\s+(\S+)", result.stdout, flags=re.MULTILINE))
    versions = re.findall(r"\bGLIBC_(\d+(?:\.\d+)+)\b", result.stdout)
    return needed, max(versions, key=version_key) if versions else None


def version_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))
