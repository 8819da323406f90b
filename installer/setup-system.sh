#!/bin/sh
# What `make run` needs from a Debian system (`make test` asks for the first part only):
#   venv  the chosen Python's venv module (python3.X-venv), without which .venv is half-made;
#   qt    the libraries Qt's xcb platform plugin and QtGui load, and one font (the list is
#         ui/preflight.py's RUNTIME_PACKAGES, which the .deb's Depends: names too).
# As root it installs only what is missing; otherwise it prints the apt-get line and stops.
# On a system without dpkg it says what to look for and goes on.
# Usage: setup-system.sh [venv|qt|all] (default all).
set -eu
cd "$(dirname "$0")/.."
what="${1:-all}"
python=$(sh installer/find-python.sh 2>/dev/null) || python=""

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "setup: not a Debian system; the sheet needs Qt 6's xcb libraries (xcb-cursor, xcb-icccm," \
         "xcb-keysyms, xkbcommon-x11), libEGL, libGL, fontconfig and one font" >&2
    exit 0
fi
if [ -z "$python" ]; then
    sh installer/find-python.sh >/dev/null      # says what is missing
    exit 1
fi

wanted=""
if [ "$what" != qt ] && ! "$python" -c "import ensurepip, venv" 2>/dev/null; then
    # Debian splits the venv module out; python3 is the default version, python3.X the others.
    version=$("$python" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
    wanted="python$version-venv"
fi
if [ "$what" != venv ]; then
    wanted="$wanted $("$python" ui/preflight.py)"
fi

missing=""
for package in $wanted; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
        || missing="$missing $package"
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    echo "setup: installing$missing"
    apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
else
    echo "setup: these Debian packages are missing; install them, then run make again:" >&2
    echo "  sudo apt-get install$missing" >&2
    exit 1
fi
