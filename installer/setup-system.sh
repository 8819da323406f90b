#!/bin/sh
# The Debian packages a make target needs before pip runs, in one place for every target:
#   venv       the chosen Python's venv module (python3.X-venv), without which .venv is half-made;
#   build      venv, and what building the project needs: Qt's lrelease (setup.py compiles the
#              .qm translations with it) links GLib (ui/preflight.py's BUILD_PACKAGES);
#   all        build, and the libraries Qt's xcb platform plugin, QtGui and the print dialog load,
#              and one font (ui/preflight.py's RUNTIME_PACKAGES, which the .deb's Depends: names too);
#   installer  all, and what PyInstaller needs: objdump (binutils) and the shared libpython.
# Packages named after the mode are wanted too (tests/setup-system.sh adds the test suite's, each
# only when what it brings is missing).  What is missing is decided by the files the program
# needs (the libraries the loader finds, a font, a command, the venv module), never by asking
# dpkg about a package's name: Debian 13 and Ubuntu 24.04 renamed libglib2.0-0, libcups2 and
# libpng16-16 (their ...t64 packages provide the old names, which dpkg-query calls not installed).
# As root it installs only what is missing, in one apt-get call; otherwise it prints the one
# `sudo apt-get install ...` line and stops; once installed, nothing is asked again.  On a
# system without dpkg it says what to look for and goes on.
# Usage: setup-system.sh [venv|build|all|installer] [PACKAGE...]   (default all).
set -eu
cd "$(dirname "$0")/.."
what="${1:-all}"
[ $# -gt 0 ] && shift
case "$what" in venv|build|all|installer) ;; *)
    echo "setup-system.sh: unknown mode '$what' (venv, build, all or installer)" >&2; exit 2 ;;
esac
python=$(sh installer/find-python.sh 2>/dev/null) || python=""

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "setup: not a Debian system; the build needs GLib, the sheet Qt 6's xcb libraries" \
         "(xcb-cursor, xcb-icccm, xcb-keysyms, xkbcommon-x11), libEGL, libGL, fontconfig and one font" >&2
    exit 0
fi
if [ -z "$python" ]; then
    sh installer/find-python.sh >/dev/null      # says what is missing
    exit 1
fi

version=$("$python" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
wanted="$*"
if ! "$python" -c "import ensurepip, venv" 2>/dev/null; then
    # Debian splits the venv module out; python3 is the default version, python3.X the others.
    wanted="$wanted python$version-venv"
fi
case "$what" in
    build) wanted="$wanted $("$python" ui/preflight.py --missing build)" ;;
    all|installer) wanted="$wanted $("$python" ui/preflight.py --missing all)" ;;
esac
if [ "$what" = installer ]; then
    # PyInstaller reads the binaries' dependencies with objdump and bundles the shared libpython
    # (a Python built without --enable-shared, as pyenv's default, cannot be bundled at all).
    command -v objdump >/dev/null 2>&1 || wanted="$wanted binutils"
    if ! "$python" -c 'import sys, sysconfig; sys.exit(not sysconfig.get_config_var("Py_ENABLE_SHARED"))'; then
        echo "setup: $python is built without a shared libpython; PyInstaller needs one" \
             "(Debian's python3, or make installer PYTHON=...)" >&2
        exit 1
    fi
    case "$("$python" -c 'import sys; print(sys.executable)')" in
        /usr/bin/*)         # Debian's Python: the shared libpython is a package of its own
            "$python" -c 'import os, sys, sysconfig as s
sys.exit(not os.path.exists(os.path.join(s.get_config_var("LIBDIR"), s.get_config_var("INSTSONAME"))))' \
                || wanted="$wanted libpython$version" ;;
    esac
fi

missing=""
for package in $wanted; do
    case " $missing " in *" $package "*) ;; *) missing="$missing $package" ;; esac
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    echo "setup: installing$missing"
    apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
else
    echo "setup: Debian packages are missing; install them, then run make again: sudo apt-get install$missing" >&2
    exit 1
fi
