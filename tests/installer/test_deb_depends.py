"""The .deb's Depends from what the bundle loads (installer/deb_depends.py, issue 35 §4): the
.deb built on Debian 12 asked Debian 13 for libflac12, libpython3.11 and libunistring2."""
import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def deb():
    spec = importlib.util.spec_from_file_location("installer_deb_depends", ROOT / "installer" / "deb_depends.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module           # its dataclass looks its module up
    spec.loader.exec_module(module)
    return module


# What PyInstaller put in the bundle built with Debian's Python (abridged): the launcher loads
# libpython (by its path: package.py adds what deb_depends.opened_by_path finds); Qt loads GLib
# and, for the camera, PulseAudio, which loads libsndfile and libFLAC; the print plugin loads
# CUPS, which loads GnuTLS and through it libunistring.
NEEDED = {
    "mafia-protocol": {"libpython3.11.so.1.0", "libc.so.6"},
    "PySide6/Qt/lib/libQt6Core.so.6": {"libglib-2.0.so.0", "libstdc++.so.6", "libgcc_s.so.1", "libc.so.6"},
    "PySide6/Qt/lib/libQt6Multimedia.so.6": {"libpulse.so.0", "libQt6Core.so.6"},
    "PySide6/Qt/plugins/printsupport/libcupsprintersupport.so": {"libcups.so.2", "libQt6Core.so.6"},
    "PySide6/Qt/plugins/multimedia/libgstreamermediaplugin.so": {"libgstreamer-1.0.so.0"},
    "libpython3.11.so.1.0": {"libexpat.so.1", "libz.so.1", "libc.so.6"},
    "libglib-2.0.so.0": {"libpcre2-8.so.0"},
    "libpcre2-8.so.0": set(),
    "libpulse.so.0": {"libsndfile.so.1"},
    "libsndfile.so.1": {"libFLAC.so.12"},
    "libFLAC.so.12": set(),
    "libcups.so.2": {"libgnutls.so.30"},
    "libgnutls.so.30": {"libunistring.so.2"},
    "libunistring.so.2": set(),
    "libexpat.so.1": set(),
    "libz.so.1": set(),
    "libstdc++.so.6": set(),
}
BOOKWORM = {"libpython3.11.so.1.0": "libpython3.11", "libglib-2.0.so.0": "libglib2.0-0",
            "libpcre2-8.so.0": "libpcre2-8-0", "libpulse.so.0": "libpulse0", "libsndfile.so.1": "libsndfile1",
            "libFLAC.so.12": "libflac12", "libcups.so.2": "libcups2", "libgnutls.so.30": "libgnutls30",
            "libunistring.so.2": "libunistring2", "libexpat.so.1": "libexpat1", "libz.so.1": "zlib1g",
            "libstdc++.so.6": "libstdc++6"}
# The same bundle built on Debian 13: the renamed t64 packages, libFLAC 14, libunistring 5.
TRIXIE = {**BOOKWORM, "libglib-2.0.so.0": "libglib2.0-0t64", "libcups.so.2": "libcups2t64",
          "libgnutls.so.30": "libgnutls30t64", "libpython3.11.so.1.0": "libpython3.13"}


def test_only_libraries_with_the_same_soname_everywhere_are_left_to_the_system(deb):
    decided = deb.plan(NEEDED, BOOKWORM, deb.stable_sonames())
    assert decided.carried == {"libpython3.11.so.1.0"}                # the bundle's own code needs it
    assert decided.dropped == {"libpcre2-8.so.0", "libsndfile.so.1", "libFLAC.so.12", "libgnutls.so.30",
                               "libunistring.so.2"}                   # only system libraries load them
    assert {"libglib-2.0.so.0", "libpulse.so.0", "libcups.so.2", "libexpat.so.1", "libz.so.1",
            "libstdc++.so.6", "libc.so.6"} <= set(decided.system)
    assert decided.unknown == {"libgstreamer-1.0.so.0"}               # an optional plugin's


def test_the_depends_name_no_package_debian_13_or_ubuntu_lacks_and_no_version(deb):
    decided = deb.plan(NEEDED, BOOKWORM, deb.stable_sonames())
    depends = deb.depends(decided, ["libx11-6", "fonts-dejavu-core", "libpng16-16"], "2.34")
    assert depends[0] == "libc6 (>= 2.34)"
    assert not any(name in entry for entry in depends for name in ("libflac", "libpython", "libunistring"))
    assert {"libglib2.0-0t64 | libglib2.0-0", "libcups2t64 | libcups2", "libpng16-16t64 | libpng16-16",
            "libpulse0", "libx11-6", "fonts-dejavu-core", "zlib1g", "libexpat1"} <= set(depends)
    assert not any("(" in entry for entry in depends[1:])            # no pin to the build system's versions
    assert len(depends) == len(set(depends))


def test_built_on_debian_13_the_depends_are_the_same(deb):
    stable = deb.stable_sonames()
    window = ["libglib2.0-0", "libcups2", "libx11-6"]
    assert deb.depends(deb.plan(NEEDED, TRIXIE, stable), window, "2.34") == \
        deb.depends(deb.plan(NEEDED, BOOKWORM, stable), window, "2.34")


def test_glibc_is_named_at_the_newest_version_the_files_require(deb, tmp_path):
    needed, glibc = deb.elf_facts(Path("/usr/bin/objdump"))
    assert "libc.so.6" in needed and deb.version_key(glibc) >= (2, 2)
    (tmp_path / "text").write_text("not ELF")
    assert deb.elf_facts(tmp_path / "text") == (set(), None)
    assert deb.version_key("2.35") > deb.version_key("2.4")


def test_the_launcher_s_libpython_counts_though_no_needed_entry_names_it(deb, tmp_path):
    """PyInstaller's launcher opens libpython with dlopen: built with Debian's Python, the copy
    was dropped as if only system libraries loaded it, and the installed program could not start
    on Debian 13 or Ubuntu 24.04 ("Failed to load Python shared library")."""
    internal = tmp_path / "_internal"
    internal.mkdir()
    (internal / "libpython3.11.so.1.0").write_bytes(b"\x7fELF")
    (internal / "libpython3.11.so").symlink_to("libpython3.11.so.1.0")
    (internal / "libssl.so.3").write_bytes(b"\x7fELF")
    assert deb.opened_by_path(internal) == {"libpython3.11.so.1.0"}
    needed = {name: set(sonames) for name, sonames in NEEDED.items()}
    needed["mafia-protocol"] = {"libc.so.6"}                      # what objdump really shows
    assert "libpython3.11.so.1.0" in deb.plan(needed, BOOKWORM, deb.stable_sonames()).dropped
    needed["mafia-protocol"] |= deb.opened_by_path(internal)
    assert deb.plan(needed, BOOKWORM, deb.stable_sonames()).carried == {"libpython3.11.so.1.0"}
