#!/bin/sh
# System packages and users the test suite needs; `make test` runs it before anything else,
# so that it works as the first command on a fresh Debian 12.  The packages go to
# installer/setup-system.sh together with the build's and the sheet's, which installs the
# missing ones in one apt-get call as root, or prints the one `sudo apt-get install ...` line.
# Every step checks first, so running it again changes nothing.
# Sections belong to the parts of the project that need them: append, do not reorder.
set -eu
cd "$(dirname "$0")/.."
wanted=""

# --- the archive (tests/app/storage): PostgreSQL's server programs, initdb and postgres only.
# The tests start their own throwaway server on 127.0.0.1 (tests/app/storage/storage_fixtures.py);
# as root they run it as the "postgres" user that the package creates, since PostgreSQL refuses
# root.  Debian's postgresql-common would create and start a "main" cluster on installation: the
# drop-in below (postgresql-common's createcluster.d) tells it not to, so no server is left running.
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    wanted="$wanted postgresql"
    if [ "$(id -u)" -eq 0 ] && [ ! -e /etc/postgresql-common/createcluster.d/mafia-protocol-tests.conf ]; then
        mkdir -p /etc/postgresql-common/createcluster.d
        echo "create_main_cluster = false" > /etc/postgresql-common/createcluster.d/mafia-protocol-tests.conf
    fi
fi

# --- the protocol PDFs (tests/reports): pdftoppm renders pages for the reference-image
# comparison, pdffonts lists the embedded fonts (poppler-utils); zbarimg reads the
# printed QR code back (zbar-tools).
if ! command -v pdftoppm >/dev/null 2>&1 || ! command -v pdffonts >/dev/null 2>&1; then
    wanted="$wanted poppler-utils"
fi
command -v zbarimg >/dev/null 2>&1 || wanted="$wanted zbar-tools"

# --- the audience page (tests/app/audience): headless Chromium loads the page the program
# serves and is driven over its DevTools pipe (tests/app/audience/headless.py), no npm.
# Ubuntu has it only as a snap: there Google Chrome's .deb (tests/chrome-deb.sh), which
# tests/app/audience/headless.py finds too.
if ! command -v chromium >/dev/null 2>&1 && ! command -v google-chrome-stable >/dev/null 2>&1; then
    if [ "$(. /etc/os-release 2>/dev/null && echo "${ID:-}")" = ubuntu ]; then
        wanted="$wanted $(sh tests/chrome-deb.sh)"
    else
        wanted="$wanted chromium"
    fi
fi

# --- the .deb's Depends (tests/installer): objdump reads which libraries a file loads.
command -v objdump >/dev/null 2>&1 || wanted="$wanted binutils"

# --- the live tournament (tests/app/storage/test_live_blackhole.py): a judge's sheet in a network
# namespace of its own behind a veth pair, cut off by a blackhole route (ip, iproute2).
command -v ip >/dev/null 2>&1 || wanted="$wanted iproute2"

# --- the build, the sheet (tests/ui, offscreen) and the installers' checks: the libraries
# lrelease, QtGui and the xcb plugin load and a font, the same list `make run` installs.
# shellcheck disable=SC2086
sh installer/setup-system.sh all $wanted

if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
    useradd --system --home-dir /var/lib/postgresql --shell /usr/sbin/nologin postgres
fi
