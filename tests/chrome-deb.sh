#!/bin/sh
# Ubuntu has Chromium only as a snap: its chromium-browser package pre-depends on snapd, which a
# container or a machine without snapd cannot run.  There the audience page's and the ratings
# site's browser tests take Google Chrome's own .deb instead: this script downloads it (once,
# into the user's cache) and prints its path, which setup-system.sh puts into the same
# apt-get line as the other packages (apt installs a .deb named by its path, with the libraries
# it depends on from Ubuntu's archive).  One line on failure, exit 1.
set -eu
url="https://dl.google.com/linux/direct/google-chrome-stable_current_amd64.deb"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/mafia-protocol"
deb="$cache/google-chrome-stable_current_amd64.deb"
if [ "$(dpkg --print-architecture)" != amd64 ]; then
    echo "setup: Ubuntu has Chromium only as a snap, and Google Chrome only for amd64:" \
         "install a Chromium the tests can run (tests/app/audience/headless.py)" >&2
    exit 1
fi
if [ ! -s "$deb" ]; then
    mkdir -p "$cache"
    python3 - "$url" "$deb.part" <<'PY' || { rm -f "$deb.part"; exit 1; }
import sys, urllib.request
url, target = sys.argv[1:3]
try:
    with urllib.request.urlopen(url, timeout=120) as answer, open(target, "wb") as out:
        while block := answer.read(1 << 20):
            out.write(block)
except OSError as error:
    sys.exit(f"setup: Google Chrome for the browser tests could not be downloaded ({url}): {error}")
PY
    mv "$deb.part" "$deb"
fi
echo "$deb"
