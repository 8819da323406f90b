"""The join code's QR read from a live camera (issue 29): the judge holds the secretary's card
(or the secretary's screen) in front of the laptop's camera, the dialog shows what the camera
sees, and the frames are read with zxing-cpp until one holds a valid join code.

The camera is QtMultimedia's (the optional extra ``camera``, PySide6-Addons; docs/archive.md
says why this library): a program installed without it says so in one line and the code is
typed or read from a photo as before.  Frames are read as grey levels straight from the
frame's memory (the luma plane of a YUV frame, the green channel of an RGB one, a JPEG frame
decoded by Pillow): a QR code is black on white, and no colour conversion is needed, which also
keeps Qt's GPU converter (and its warnings on a machine without one) out of the way.
"""
from __future__ import annotations

import functools
import io
from typing import Any

from PySide6.QtCore import QCameraPermission, QCoreApplication, QLoggingCategory, QObject, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QImage

from app.judge.archive import ArchiveRefused
from app.judge.live import code_in_frame

from .preflight import SONAME_PACKAGES, missing_libraries

translate = QCoreApplication.translate
READ_EVERY_MS = 150          # zxing-cpp takes 5-25 ms on a 1280x720 frame: the window stays responsive


def multimedia() -> Any | None:
    """PySide6's QtMultimedia, or None when this installation has none (PySide6-Addons)."""
    # Qt's multimedia looks for optional system libraries as it loads (VA-API for decoding on
    # the graphics card, PipeWire) and warns for each one missing; reading a QR code needs none
    # of them (frames are read on the processor), and a judge's log must not look as if
    # something failed.
    QLoggingCategory.setFilterRules("qt.multimedia.symbolsresolver.warning=false")
    try:
        from PySide6 import QtMultimedia
    except ImportError as error:
        _LOAD_ERRORS[:] = [str(error)]
        return None
    return QtMultimedia


_LOAD_ERRORS: list[str] = []     # why QtMultimedia did not load, for the line the judge reads


def cameras() -> list[Any]:
    """The cameras of this computer (QCameraDevice), as the system lists them."""
    found = multimedia()
    return list(found.QMediaDevices.videoInputs()) if found is not None else []


class CodeCamera(QObject):
    """A camera (or, for the tests, a recorded video looping) whose frames are read for a join
    code.  ``start`` says in one line why it cannot run; ``stop`` releases the device."""

    found = Signal(object)            # the join code read (app.judge.live.Parsed)
    seen = Signal(str)                # what the camera sees, in words (a QR code that is not a join code…)
    framed = Signal(QImage)           # the frame last read, for the preview

    def __init__(self, parent: QObject | None = None, lang: str = "ru", recorded: str | None = None) -> None:
        super().__init__(parent)
        self.lang, self.recorded = lang, recorded
        self.camera: Any = None
        self.session: Any = None
        self.player: Any = None
        self.sink: Any = None
        self.frame: Any = None            # the newest frame not read yet
        self.timer = QTimer(self)
        self.timer.setInterval(READ_EVERY_MS)
        self.timer.timeout.connect(self.read_frame)
        self.last_seen = ""

    @property
    def running(self) -> bool:
        return self.sink is not None

    def start(self) -> str | None:
        """Starts the camera; the line saying why it cannot, or None."""
        media = multimedia()
        if media is None:
            libraries = missing_libraries(" ".join(_LOAD_ERRORS))
            if libraries:
                return translate("Join", "The camera needs the system libraries %1 (Debian: sudo apt-get install "
                                         "%2): type the code or choose a photo of it").replace(
                    "%1", ", ".join(libraries)).replace(
                    "%2", " ".join(sorted({SONAME_PACKAGES.get(lib, lib) for lib in libraries})))
            return translate("Join", "This installation has no camera support (PySide6-Addons): type the code "
                                     "or choose a photo of it")
        self.stop()
        self.sink = media.QVideoSink(self)
        self.sink.videoFrameChanged.connect(self._arrived)
        if self.recorded is not None:
            self.player = media.QMediaPlayer(self)
            self.player.setVideoSink(self.sink)
            self.player.setLoops(media.QMediaPlayer.Loops.Infinite)
            self.player.setSource(QUrl.fromLocalFile(self.recorded))
            self.player.play()
        else:
            if not cameras():
                self.stop()
                return translate("Join", "No camera found on this computer: type the code or choose a photo of it")
            # the system's permission: macOS asks the user once, Linux and Windows grant it
            app = QCoreApplication.instance()
            assert app is not None           # a camera is started from a window
            status = app.checkPermission(QCameraPermission())
            if status == Qt.PermissionStatus.Denied:
                self.stop()
                return _refused()
            if status == Qt.PermissionStatus.Undetermined:
                app.requestPermission(QCameraPermission(), self, self._answered)
                self.seen.emit(translate("Join", "Allow the program to use the camera"))
                return None
            self._open_camera()
        self.timer.start()
        return None

    def _open_camera(self) -> None:
        media = multimedia()
        assert media is not None             # start() returned early without it
        self.camera = media.QCamera(media.QMediaDevices.defaultVideoInput(), self)
        self.camera.errorOccurred.connect(self._failed)
        self.session = media.QMediaCaptureSession(self)
        self.session.setCamera(self.camera)
        self.session.setVideoSink(self.sink)
        self.camera.start()

    def _answered(self, permission: Any) -> None:
        if self.sink is None:                        # stopped while the user was asked
            return
        if permission.status() == Qt.PermissionStatus.Granted:
            self._open_camera()
            self.seen.emit(translate("Join", "Hold the QR code of your table's card in front of the camera"))
        else:
            self.stop()
            self.seen.emit(_refused())

    def stop(self) -> None:
        """The camera released (its light goes off), or the recording closed."""
        self.timer.stop()
        if self.camera is not None:
            self.camera.stop()
            self.session.setCamera(None)
            self.session.setVideoSink(None)
            self.camera.deleteLater()
            self.session.deleteLater()
            self.camera = self.session = None
        if self.player is not None:
            self.player.stop()
            self.player.setVideoSink(None)
            self.player.setSource(QUrl())
            self.player.deleteLater()
            self.player = None
        if self.sink is not None:
            self.sink.videoFrameChanged.disconnect(self._arrived)
            self.sink.deleteLater()
            self.sink = None
        self.frame = None

    def _arrived(self, frame: Any) -> None:
        self.frame = frame                   # read by the timer: a slow read never piles frames up

    def _failed(self, _error: Any, reason: str) -> None:
        self.stop()
        self.seen.emit(translate("Join", "The camera cannot be used: %1").replace("%1", reason))

    def read_frame(self) -> None:
        frame, self.frame = self.frame, None
        if frame is None or not frame.isValid():
            return
        grey = grey_levels(frame)
        if grey is None:
            return
        height, width = grey.shape
        self.framed.emit(QImage(grey.data, width, height, width, QImage.Format.Format_Grayscale8).copy())
        try:
            code = code_in_frame(grey)
        except ArchiveRefused as error:
            self._say(error.message(self.lang))
            return
        if code is None:
            self._say(translate("Join", "Hold the QR code of your table's card in front of the camera"))
            return
        self.stop()
        self.found.emit(code)

    def _say(self, line: str) -> None:
        line = line[:1].upper() + line[1:]          # a line of its own (the catalogue's may begin a clause)
        if line != self.last_seen:
            self.last_seen = line
            self.seen.emit(line)


def _refused() -> str:
    return translate("Join", "The system does not let this program use the camera: allow it in the privacy "
                             "settings, or type the code")


@functools.cache
def _grey_places() -> dict[Any, tuple[int, int]]:
    """Where a frame's grey levels are in its first plane: (first byte, bytes a pixel) by format."""
    formats = multimedia().QVideoFrameFormat.PixelFormat       # type: ignore[union-attr]
    places = {(0, 1): ("YUV420P", "YUV422P", "YV12", "NV12", "NV21", "IMC1", "IMC2", "IMC3", "IMC4", "Y8"),
              (0, 2): ("YUYV",),
              (1, 2): ("UYVY", "Y16", "P010", "P016"),        # 16 bits little-endian: the high byte
              (1, 4): ("AYUV", "AYUV_Premultiplied", "BGRA8888", "BGRA8888_Premultiplied", "BGRX8888",
                       "RGBA8888", "RGBX8888"),
              (2, 4): ("ARGB8888", "ARGB8888_Premultiplied", "XRGB8888", "ABGR8888", "XBGR8888")}
    return {getattr(formats, "Format_" + name): place for place, names in places.items() for name in names
            if hasattr(formats, "Format_" + name)}


def grey_levels(frame: Any) -> Any | None:
    """A video frame as a 2-D array of grey levels (numpy), or None when it cannot be mapped."""
    import numpy
    media = multimedia()
    assert media is not None
    pixel = frame.pixelFormat()
    place = _grey_places().get(pixel)
    if place is None and pixel != media.QVideoFrameFormat.PixelFormat.Format_Jpeg:
        # a rare format (10-bit planes, a GPU texture): Qt converts it
        image = frame.toImage().convertToFormat(QImage.Format.Format_Grayscale8)
        if image.isNull():
            return None
        rows = numpy.frombuffer(image.constBits(), dtype=numpy.uint8).reshape(image.height(), image.bytesPerLine())
        return numpy.ascontiguousarray(rows[:, :image.width()])
    if not frame.map(media.QVideoFrame.MapMode.ReadOnly):
        return None
    try:
        data = numpy.frombuffer(frame.bits(0), dtype=numpy.uint8, count=frame.mappedBytes(0))
        if place is None:                  # a JPEG frame (a webcam's MJPEG)
            from PIL import Image
            with Image.open(io.BytesIO(data.tobytes()), formats=("JPEG",)) as picture:
                return numpy.asarray(picture.convert("L"))
        first, step = place
        width, height, stride = frame.width(), frame.height(), frame.bytesPerLine(0)
        rows = data[:stride * height].reshape(height, stride)
        return numpy.ascontiguousarray(rows[:, first:first + step * width:step])
    finally:
        frame.unmap()
