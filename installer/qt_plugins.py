"""Which of Qt's plugins the bundle leaves out (installer/mafia-protocol.spec): the plugins for
screens without a desktop (framebuffer, KMS, VNC, Vulkan display, Direct2D, minimal) and the
input devices such screens read.  Kept: each system's own platform — xcb and Wayland on Linux,
``qwindows.dll`` on Windows, ``libqcocoa.dylib`` on macOS — and offscreen (the smoke test's
``--self-test``).  Plugin files are named ``libq….so`` / ``libq….dylib`` on Linux and macOS
and ``q….dll`` on Windows: the Windows names were once missing here, and the Windows bundle
had no platform plugin at all (found building it under Wine, issue 35 §1).

>>> [unused_plugin(f"PySide6/Qt/plugins/platforms/{name}") for name in
...  ("libqxcb.so", "qwindows.dll", "libqcocoa.dylib", "qoffscreen.dll", "libqeglfs.so", "qdirect2d.dll")]
[False, False, False, False, True, True]
"""
from __future__ import annotations

from pathlib import Path

PLATFORMS = {"qxcb", "qwayland", "qwayland-egl", "qwayland-generic", "qwindows", "qcocoa", "qoffscreen"}


def unused_plugin(dest: str) -> bool:
    path = Path(dest.replace("\\", "/"))
    if path.name.lower().startswith("libqt6eglfs"):       # the EGLFS screens' own libraries
        return True
    if "plugins" not in path.parts:
        return False
    folder = path.parent.name
    return folder in ("egldeviceintegrations", "generic") or (
        folder == "platforms" and path.stem.removeprefix("lib") not in PLATFORMS)
