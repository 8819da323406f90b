"""Issue 29: the judge holds the table's card in front of the laptop's camera and the join
dialog reads the code.  The machine has no camera: a recorded video (an animated PNG, played
by QtMultimedia's own player into the same video sink the camera feeds) stands in for it —
frames with no code, a QR code that is not a join code, then the card's QR code drawn by the
secretary's window (ui/my_certificate.QrView, the QR on the serving dialog's screen)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from PIL import Image, ImageDraw
from PySide6.QtWidgets import QDialog

from app.storage.joincode import JoinCode, qr_text

CODE = JoinCode("192.168.1.20", 55432, "Кубок осени", 3, bytes.fromhex("a1b2c3d4e5f6"), bytes(range(10)))
SIDE = (640, 480)


def _qr_frame(text: str) -> Image.Image:
    """A camera's view of a QR code on screen: the code in the middle of a grey room."""
    from ui.my_certificate import QrView
    view = QrView()
    view.set_text(text)
    shot = view.image()
    qr = Image.frombytes("L", (shot.width(), shot.height()), bytes(shot.constBits()), "raw", "L", shot.bytesPerLine())
    frame = Image.new("L", SIDE, 150)
    frame.paste(qr, ((SIDE[0] - qr.width) // 2, (SIDE[1] - qr.height) // 2))
    return frame.convert("RGB")


def _empty_frame(shade: int) -> Image.Image:
    frame = Image.new("RGB", SIDE, (shade, shade - 20, shade + 20))
    ImageDraw.Draw(frame).rectangle((100, 80, 300, 260), fill=(240, 240, 230))    # a sheet of paper, no code
    return frame


def _recording(path: Path, frames: list[Image.Image]) -> str:
    frames[0].save(path, save_all=True, append_images=frames[1:], duration=700, loop=0)
    return str(path)


def _open_by_us(path: str) -> bool:
    """Whether this process holds the file open (the recording in the camera's place)."""
    folder = Path("/proc/self/fd")
    return any(os.path.realpath(folder / fd) == os.path.realpath(path) for fd in os.listdir(folder))


@pytest.fixture
def dialog(qtbot):
    from ui.join_tournament import JoinDialog
    join = JoinDialog(lang="en")
    qtbot.addWidget(join)
    join.show()
    return join


def test_the_camera_reads_the_join_code_past_frames_without_one(qtbot, dialog, tmp_path):
    recording = _recording(tmp_path / "camera.png", [
        _empty_frame(90), _empty_frame(110), _qr_frame("https://example.org/not-a-join-code"),
        _qr_frame(qr_text(CODE.text()))])
    lines: list[str] = []
    dialog.start_camera(recorded=recording)
    camera = dialog.camera
    camera.seen.connect(lines.append)
    assert dialog.problem.text() == "" and dialog.preview.isVisible()
    assert dialog.seen.text() == "Hold the QR code of your table's card in front of the camera"
    with qtbot.waitSignal(dialog.accepted, timeout=30_000):
        pass
    assert dialog.code.text() == CODE.text() and dialog.result() == QDialog.Accepted
    assert "This QR code is not a table's join code (those are on the cards from the secretary)" in lines
    assert dialog.camera is None and not camera.running
    qtbot.waitUntil(lambda: not _open_by_us(recording), timeout=10_000)


def test_closing_the_dialog_releases_the_camera(qtbot, dialog, tmp_path):
    recording = _recording(tmp_path / "camera.png", [_empty_frame(90), _empty_frame(120)])
    dialog.start_camera(recorded=recording)
    camera = dialog.camera
    qtbot.waitUntil(lambda: dialog.preview.pixmap() is not None and not dialog.preview.pixmap().isNull(),
                    timeout=20_000)
    assert camera.running and _open_by_us(recording)
    dialog.close()
    assert dialog.result() == QDialog.Rejected and dialog.camera is None and not camera.running
    assert dialog.code.text() == ""
    qtbot.waitUntil(lambda: not _open_by_us(recording), timeout=10_000)


def test_no_camera_is_one_line_in_the_dialog(qtbot, dialog, monkeypatch):
    import ui.join_camera
    assert isinstance(ui.join_camera.cameras(), list)      # asking the system itself works
    monkeypatch.setattr(ui.join_camera, "cameras", lambda: [])
    dialog.start_camera()
    assert dialog.problem.text() == "No camera found on this computer: type the code or choose a photo of it"
    assert dialog.camera is None and dialog.preview.isHidden() and dialog.isVisible()
    monkeypatch.setattr(ui.join_camera, "multimedia", lambda: None)
    dialog.start_camera()
    assert dialog.problem.text().startswith("This installation has no camera support (PySide6-Addons)")


def test_a_system_library_the_camera_lacks_is_named_with_its_package(qtbot, dialog, monkeypatch):
    """A fresh Debian without PulseAudio's client library: QtMultimedia does not load, and the
    line says which library and which package, not that the installation has no camera."""
    import builtins

    import ui.join_camera
    real = builtins.__import__

    def without_multimedia(name, globals=None, locals=None, fromlist=(), level=0):
        if name == "PySide6" and fromlist and "QtMultimedia" in fromlist:
            raise ImportError("libpulse.so.0: cannot open shared object file: No such file or directory")
        return real(name, globals, locals, fromlist, level)

    monkeypatch.setattr(builtins, "__import__", without_multimedia)
    monkeypatch.setattr(ui.join_camera, "_LOAD_ERRORS", [])
    dialog.start_camera()
    assert dialog.problem.text() == ("The camera needs the system libraries libpulse.so.0 (Debian: sudo apt-get "
                                     "install libpulse0): type the code or choose a photo of it")
    assert dialog.camera is None and dialog.isVisible()
    assert dialog.problem.height() >= dialog.problem.heightForWidth(dialog.problem.width())   # shown whole


def test_a_camera_the_system_refuses_is_one_line(qtbot, dialog, monkeypatch):
    """macOS asks the user once; a "no" is said in the dialog, and nothing is opened."""
    from PySide6.QtCore import QCoreApplication, Qt

    import ui.join_camera
    monkeypatch.setattr(ui.join_camera, "cameras", lambda: ["a camera"])
    monkeypatch.setattr(QCoreApplication, "checkPermission", lambda app, permission: Qt.PermissionStatus.Denied)
    dialog.start_camera()
    assert dialog.problem.text() == ("The system does not let this program use the camera: allow it in the privacy "
                                     "settings, or type the code")
    assert dialog.camera is None and dialog.preview.isHidden()


@pytest.mark.parametrize("name, first, step", [("NV12", 0, 1), ("YUV420P", 0, 1), ("YUYV", 0, 2), ("UYVY", 1, 2),
                                               ("BGRA8888", 1, 4), ("RGBX8888", 1, 4), ("XRGB8888", 2, 4)])
def test_grey_levels_come_from_the_frame_memory(qtbot, name, first, step):
    """The grey levels of each layout a camera gives are where the reader takes them."""
    import numpy
    from PySide6.QtCore import QSize

    from ui.join_camera import grey_levels, multimedia
    QVideoFrame, QVideoFrameFormat = multimedia().QVideoFrame, multimedia().QVideoFrameFormat  # noqa: N806
    frame = QVideoFrame(QVideoFrameFormat(QSize(8, 4), getattr(QVideoFrameFormat.PixelFormat, "Format_" + name)))
    assert frame.map(QVideoFrame.MapMode.WriteOnly)
    stride, size = frame.bytesPerLine(0), frame.mappedBytes(0)
    plane = numpy.zeros(size, dtype=numpy.uint8)
    levels = numpy.arange(32, dtype=numpy.uint8).reshape(4, 8) * 7
    for y in range(4):
        plane[y * stride + first:y * stride + first + 8 * step:step] = levels[y]
    frame.bits(0)[:size] = plane.tobytes()
    frame.unmap()
    assert (grey_levels(frame) == levels).all()
