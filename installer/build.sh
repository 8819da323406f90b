#!/bin/sh
# Builds dist/mafia-protocol/ (a one-folder bundle) and an archive of it for this OS.
# Linux: a .tar.gz; wrap it as an AppImage, a Windows build with Inno Setup, a macOS one as a
# .dmg — each on its own OS. The bundle needs libgl1 and libegl1 on a bare Debian.
set -eu
cd "$(dirname "$0")/.."
make resources/translations/mafia_ru.qm
.venv/bin/python -m pip install --quiet "pyinstaller>=6.10,<7"
.venv/bin/pyinstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller installer/mafia-protocol.spec
version=$(.venv/bin/python -c "import importlib.metadata as m; print(m.version('mafia-protocol'))")
archive="dist/mafia-protocol-$version-$(uname -s | tr A-Z a-z)-$(uname -m).tar.gz"
tar -C dist -czf "$archive" mafia-protocol
dist/mafia-protocol/mafia-protocol check app/../tests/games/sheet-recorded-game.json --lang en >/dev/null
echo "$archive"
