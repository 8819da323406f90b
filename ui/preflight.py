"""Can the protocol sheet start here?  Asked before Qt is loaded, so a missing system library
is one line naming it and the Debian package that brings it, instead of Qt's abort.

Imports nothing from Qt at module level: the answer must come even when Qt cannot load.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path


def N_(msgid: str) -> str:
    """Marks a text for the catalogue's extraction (app.i18n.N_, which this file cannot import
    when loaded alone)."""
    return msgid

# The Debian 12 packages the sheet needs beyond Python: Qt's xcb platform plugin and QtGui's
# OpenGL, fonts and D-Bus libraries (found with ldd on the plugin, QtGui and QtWidgets).
# installer/setup-system.sh installs the same list, the .deb names it in Depends:.
SONAME_PACKAGES = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libOpenGL.so.0": "libopengl0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libpng16.so.16": "libpng16-16",
    "libcups.so.2": "libcups2",          # Qt's print support plugin: the sheet's Print dialog
    "libpulse.so.0": "libpulse0",        # QtMultimedia (the join dialog's camera) links it
    "libXrandr.so.2": "libxrandr2",      # and its FFmpeg backend, without which no frame arrives
}
FONT_PACKAGE = "fonts-dejavu-core"     # Qt draws no text without one font fontconfig knows
RUNTIME_PACKAGES = sorted({*SONAME_PACKAGES.values(), FONT_PACKAGE} - {"libopengl0", "libglx0"})
# What building the project needs (setup.py): Qt's lrelease compiles the .qm translations, and
# QtCore links GLib.  `pip install .` and the first `make` of any target stop without it.
BUILD_SONAMES = ("libglib-2.0.so.0", "libgthread-2.0.so.0")
BUILD_PACKAGES = sorted({SONAME_PACKAGES[name] for name in BUILD_SONAMES})

# What is missing is decided by the files the program needs, never by a package's name: Debian 13
# and Ubuntu 24.04 renamed libglib2.0-0, libcups2 and libpng16-16 to their ...t64 packages, which
# provide the old names without dpkg-query counting them as installed.
LDCONFIG_DIRS = ("/sbin", "/usr/sbin")         # not in a normal user's PATH on Debian
FONT_DIRS = ("/usr/share/fonts", "/usr/local/share/fonts")
FONT_FILES = ("*.ttf", "*.otf", "*.pfb", "*.ttc")
# ldconfig -p's tag of a 64-bit library, by the machine (ctypes.util reads it the same way).
_LOADER_TAGS = {"x86_64": "x86-64", "aarch64": "AArch64", "ppc64le": "64bit", "s390x": "64bit", "riscv64": "64bit"}


def known_sonames(cache: str, machine: str) -> set[str]:
    """The libraries the loader finds for this machine's architecture, from ``ldconfig -p``
    (a 64-bit machine's i386 copies do not count).
    """
    tag = _LOADER_TAGS.get(machine)
    found = re.findall(r"^\s+(\S+) \(([^)]*)\) => ", cache, flags=re.MULTILINE)
    return {name for name, flags in found if tag is None or tag in flags.split(",")}


def missing_packages(mode: str, sonames: set[str], has_font: bool) -> list[str]:
    """The packages to install for ``mode`` ("build" or "all"), given the libraries the loader
    finds and whether any font is there: only those whose library files are missing.
    """
    needed = BUILD_SONAMES if mode == "build" else [name for name, package in SONAME_PACKAGES.items()
                                                    if package in RUNTIME_PACKAGES]
    missing = {SONAME_PACKAGES[name] for name in needed if name not in sonames}
    if mode != "build" and not has_font:
        missing.add(FONT_PACKAGE)
    return sorted(missing)


def loader_cache() -> str:
    """``ldconfig -p``'s output; empty where there is no ldconfig."""
    ldconfig = shutil.which("ldconfig") or shutil.which("ldconfig", path=os.pathsep.join(LDCONFIG_DIRS))
    if ldconfig is None:
        return ""
    return subprocess.run([ldconfig, "-p"], capture_output=True, text=True).stdout


def font_present(folders: tuple[str, ...] = FONT_DIRS) -> bool:
    return any(next(Path(folder).rglob(pattern), None) for folder in folders if Path(folder).is_dir()
               for pattern in FONT_FILES)


# Worded through the domain's catalogue (this file is extracted with app/ and reports/, see the
# Makefile's translations target) when the program's own package is importable, as it is
# wherever the sheet starts; setup.py loads this file alone and asks for the source language.
_TEXT = {
    "prefix": N_("the protocol sheet cannot start: "),
    "no_qt": N_("PySide6 is not installed ({error}); reinstall the program (make run)"),
    "libs": N_("system libraries {libs} are missing (Debian: sudo apt-get install {packages})"),
    "qt_broken": N_("Qt does not load: {error}"),
    "unreachable": N_("cannot connect to the display {display} (no X server there, or it does not let this user in)"),
    "no_display": N_("no display (neither DISPLAY nor WAYLAND_DISPLAY is set); start it in a desktop session "
                     "or with QT_QPA_PLATFORM=offscreen"),
}


def user_language() -> str:
    """The sheet's language before Qt is up, chosen from the locale as the sheet chooses it."""
    code = next((value.split("_")[0].split(".")[0] for var in ("LC_ALL", "LC_MESSAGES", "LANG")
                 if (value := os.environ.get(var, ""))), None)
    from app.i18n import system_language
    return system_language(code)


def say(key: str, lang: str, **kw: object) -> str:
    try:
        from app.i18n import gettext
    except ImportError:
        return _TEXT[key].format(**kw)
    return gettext(lang, _TEXT[key], **kw)


def missing_libraries(text: str) -> list[str]:
    """The shared objects a loader error or ldd's output says it could not find."""
    found = re.findall(r"(lib[\w.+-]+?\.so(?:\.\d+)*)(?: => not found|: cannot open shared object)", text)
    return list(dict.fromkeys(found))


def libraries_line(libs: list[str], lang: str) -> str:
    packages = sorted({SONAME_PACKAGES.get(lib, lib) for lib in libs})
    return say("libs", lang, libs=", ".join(libs), packages=" ".join(packages))


def platform_name() -> str:
    """The platform plugin Qt will pick: QT_QPA_PLATFORM, else Wayland in a Wayland session."""
    chosen = os.environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0]
    if chosen:
        return chosen
    if sys.platform != "linux":
        return "native"
    if os.environ.get("WAYLAND_DISPLAY") or os.environ.get("XDG_SESSION_TYPE") == "wayland":
        return "wayland"
    return "xcb"


def ldd_missing(files: list[Path]) -> list[str]:
    """Every library these shared objects lack (ldd lists them all; the loader stops at the
    first); empty where ldd is not there."""
    if not shutil.which("ldd"):
        return []
    missing: list[str] = []
    for file in files:
        result = subprocess.run(["ldd", str(file)], capture_output=True, text=True)
        missing += missing_libraries(result.stdout + result.stderr)
    return list(dict.fromkeys(missing))


def xcb_missing(plugin: Path) -> list[str]:
    """What the xcb platform plugin lacks; without ldd, the loader's first complaint."""
    if shutil.which("ldd"):
        return ldd_missing([plugin])
    import ctypes
    try:
        ctypes.CDLL(str(plugin))
    except OSError as err:
        return missing_libraries(str(err))
    return []


def qt_files(pyside: Path) -> tuple[list[Path], Path]:
    """QtGui's and QtWidgets' extension modules, and the xcb plugin, found without loading them."""
    import importlib.util
    modules = [Path(spec.origin) for name in ("PySide6.QtGui", "PySide6.QtWidgets")
               if (spec := importlib.util.find_spec(name)) is not None and spec.origin]
    return modules, pyside / "Qt" / "plugins" / "platforms" / "libqxcb.so"


def problem(lang: str | None = None) -> str | None:
    """None when the sheet can start, else one line saying what is missing."""
    lang = lang or user_language()
    prefix = say("prefix", lang)
    try:
        import PySide6
    except ImportError as err:
        return prefix + say("no_qt", lang, error=err)
    modules, plugin = qt_files(Path(PySide6.__file__).parent)
    xcb = platform_name() == "xcb"
    try:
        from PySide6 import QtGui, QtWidgets  # noqa: F401  (loads libEGL, libGL, fontconfig)
    except ImportError as err:
        libs = ldd_missing(modules + ([plugin] if xcb and plugin.exists() else [])) \
            or missing_libraries(str(err))
        return prefix + (libraries_line(libs, lang) if libs else say("qt_broken", lang, error=err))
    if not xcb:
        return None
    if not plugin.exists():                          # a bundle may keep its plugins elsewhere
        from PySide6.QtCore import QLibraryInfo
        plugin = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms" / "libqxcb.so"
    libs = xcb_missing(plugin) if plugin.exists() else []
    if libs:
        return prefix + libraries_line(libs, lang)
    display = os.environ.get("DISPLAY")
    if not display:
        return prefix + say("no_display", lang)
    if not display_reachable(display):
        return prefix + say("unreachable", lang, display=display)
    return None


def display_reachable(display: str) -> bool:
    """Whether an X connection opens, asked of libxcb as Qt will (Qt aborts when it fails)."""
    import ctypes
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True                 # then the library check above has already spoken
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return bool(xcb.xcb_connection_has_error(connection) == 0)
    finally:
        xcb.xcb_disconnect(connection)


if __name__ == "__main__":      # installer/setup-system.sh and the .deb read the lists here
    if sys.argv[1:2] == ["--missing"]:          # --missing build|all: what this machine lacks
        print(" ".join(missing_packages(sys.argv[2], known_sonames(loader_cache(), os.uname().machine),
                                        font_present())))
    else:
        print(" ".join(BUILD_PACKAGES if sys.argv[1:] == ["--build"] else RUNTIME_PACKAGES))
