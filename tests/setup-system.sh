#!/bin/sh
# System packages and users the test suite needs; `make test` runs it before pytest.
# CI runs it as root on a clean Debian 12; a developer without root gets told what to
# install.  Every step checks first, so running it again changes nothing.
# Sections belong to the parts of the project that need them: append, do not reorder.
set -eu

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else
        echo "setup-system: needs root for: $*" >&2; return 1
    fi
}

apt_updated=""
apt_install() {   # apt_install PACKAGE... (only the missing ones are asked for)
    missing=""
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
            || missing="$missing $package"
    done
    [ -z "$missing" ] && return 0
    if [ -z "$apt_updated" ]; then as_root apt-get update -qq; apt_updated=1; fi
    # shellcheck disable=SC2086
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
}

# --- the archive (tests/app/storage): PostgreSQL's server programs.  The tests start
# their own throwaway server on 127.0.0.1 (tests/app/storage/storage_fixtures.py); as root they
# run it as the "postgres" user that the package creates, since PostgreSQL refuses root.
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    apt_install postgresql
fi
if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
    useradd --system --home-dir /var/lib/postgresql --shell /usr/sbin/nologin postgres
fi

# --- the protocol PDFs (tests/reports): pdftoppm renders pages for the reference-image
# comparison, pdffonts lists the embedded fonts (poppler-utils); zbarimg reads the
# printed QR code back (zbar-tools).
if ! command -v pdftoppm >/dev/null 2>&1 || ! command -v pdffonts >/dev/null 2>&1; then
    apt_install poppler-utils
fi
if ! command -v zbarimg >/dev/null 2>&1; then
    apt_install zbar-tools
fi

# --- the sheet (tests/ui, offscreen) and the installers' checks: the libraries QtGui and the
# xcb plugin load and a font, the same list `make run` installs (installer/setup-system.sh,
# from ui/preflight.py); already there, it installs nothing.
sh installer/setup-system.sh qt
