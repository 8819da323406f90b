#!/bin/sh
# Prints the command of a Python the project supports (3.11-3.14) and says on stderr which
# one it chose: $PYTHON when set, else the system's python3, else the newest python3.1x.
set -u
supported() { "$1" -c 'import sys; sys.exit(not (3, 11) <= sys.version_info[:2] <= (3, 14))' 2>/dev/null; }
if [ -n "${PYTHON:-}" ]; then
    if supported "$PYTHON"; then candidates="$PYTHON"; else
        echo "PYTHON=$PYTHON is not a Python 3.11-3.14 on this machine" >&2; exit 1
    fi
else
    candidates="python3 python3.14 python3.13 python3.12 python3.11"
fi
for candidate in $candidates; do
    command -v "$candidate" >/dev/null 2>&1 || continue
    if supported "$candidate"; then
        echo "Python: $candidate ($("$candidate" -c 'import sys; print(sys.version.split()[0], sys.executable)'))" >&2
        echo "$candidate"
        exit 0
    fi
done
echo "no Python 3.11-3.14 found (tried $candidates); on Debian or Ubuntu: sudo apt-get install python3 python3-venv" >&2
exit 1
