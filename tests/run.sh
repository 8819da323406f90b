#!/bin/sh
# Runs the whole suite; "no tests collected" (pytest exit 5) is a failure, not a pass.
py="$1"; shift
"$py" -m pytest "$@"
rc=$?
if [ "$rc" -eq 5 ]; then
    echo "pytest collected no tests: failing the run" >&2
    exit 1
fi
exit "$rc"
