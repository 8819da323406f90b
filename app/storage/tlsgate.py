"""The judges' door to the tournament's server: TLS on the laptop's network address.

The gate itself runs in a process of its own (:mod:`app.gate_process` says what it speaks and
why it is not a thread of the secretary's program); here are the tournament's certificate it
shows (:func:`make_certificate`) and :class:`Gate`, which starts that process with the server,
tells it to cut the network or open it again, and stops it.  The process ends with the
secretary's program however that ends: it stops when its stdin, a pipe from this program,
reaches its end.
"""
from __future__ import annotations

import datetime
import importlib.util
import ipaddress
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO

from ..atomic import write_atomic
from ..gate_process import CERT_REQUEST, FLAG, GSS_REQUEST, SSL_REQUEST, Limits
from .server import ServerError

__all__ = ["CERT_REQUEST", "GSS_REQUEST", "SSL_REQUEST", "Gate", "Limits", "make_certificate"]
READY_TIMEOUT = 30.0      # seconds for the process to listen (an interpreter's start on a loaded laptop)


# The judges' sheets trust the certificate by its pin (the join code), not by a date: a window
# from a past date to RFC 5280's "no expiry" lets a judge's laptop whose clock is wrong join, and
# a season longer than a few months keep its printed codes (a 90-day certificate used to expire).
VALID_FROM = datetime.datetime(2000, 1, 1, tzinfo=datetime.UTC)
VALID_UNTIL = datetime.datetime(9999, 12, 31, 23, 59, 59, tzinfo=datetime.UTC)


def make_certificate(folder: Path, tournament: str, host: str) -> tuple[Path, Path]:
    """A self-signed certificate for ``host`` made for this tournament (kept and reused
    while it names the same address)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    folder.mkdir(mode=0o700, exist_ok=True)
    cert_path, key_path = folder / "server.crt", folder / "server.key"
    marker = folder / "host"
    if cert_path.exists() and key_path.exists() and marker.exists() and marker.read_text() == host:
        return cert_path, key_path
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, f"Mafia Protocol: {tournament}"[:64])])
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(VALID_FROM).not_valid_after(VALID_UNTIL)
            .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address(host))]),
                           critical=False)
            .sign(key, hashes.SHA256()))
    write_atomic(key_path, key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                             serialization.NoEncryption()), private=True)
    write_atomic(cert_path, cert.public_bytes(serialization.Encoding.PEM), private=True)
    write_atomic(marker, host.encode(), private=True)
    return cert_path, key_path


def gate_command(*args: str) -> list[str]:
    """The gate's process: this interpreter running :mod:`app.gate_process`, or in the bundle
    (where ``sys.executable`` is the program itself) the program with :data:`FLAG` — its console
    launcher when there is one beside the windowed one (installer/mafia-protocol.spec), whose
    standard streams are the pipes the gate is spoken to by."""
    if getattr(sys, "frozen", False):
        program = Path(sys.executable)
        console = program.with_name("mafia-protocol" + program.suffix)
        return [str(console if console.exists() else program), FLAG, *args]
    return [sys.executable, "-m", "app.gate_process", *args]


class Gate:
    """Listens on ``host:port`` (0: any free port, then :attr:`port` says which) in a process of
    its own and relays to ``127.0.0.1:backend``."""

    def __init__(self, host: str, port: int, backend: int, cert: Path, key: Path, *, log: Path | None = None,
                 limits: Limits | None = None) -> None:
        self.host, self.port, self.backend = host, port, backend
        self.cert, self.key, self.log = cert, key, log
        self.limits = limits
        self.process: subprocess.Popen[str] | None = None
        self.blocked = False
        self._lock = threading.Lock()

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.process is not None else None

    def start(self) -> None:
        self.launch()
        self.ready()

    def launch(self, *, blocked: bool = False) -> None:
        """The process started, not waited for (:meth:`ready`); ``blocked``: refusing every
        connection until :meth:`unblock`.  What it says on stderr goes to ``log``."""
        self.blocked = blocked
        env = dict(os.environ)
        if not getattr(sys, "frozen", False):     # the program run from its folder, not installed
            spec = importlib.util.find_spec("app")
            assert spec is not None and spec.submodule_search_locations
            package_root = str(Path(list(spec.submodule_search_locations)[0]).resolve().parent)
            env["PYTHONPATH"] = os.pathsep.join(filter(None, [package_root, env.get("PYTHONPATH")]))
        # A session of its own (POSIX): Linux's scheduler shares the CPU between sessions
        # (autogroups), so the door gets a share of its own instead of a slice of the secretary's
        # (the window, the standings, the ingest), as each PostgreSQL process has by its own
        # setsid: on a loaded laptop the judges' handshakes waited behind the window (issue 37 §6).
        # It still ends with this program's pipe, and serve's Ctrl+C reaches serve, which stops it.
        with _private_log(self.log) if self.log is not None else open(os.devnull, "wb") as errors:
            self.process = subprocess.Popen(
                gate_command(self.host, str(self.port), str(self.backend), str(self.cert), str(self.key),
                             *(["blocked"] if blocked else []), *([self.limits.text()] if self.limits else [])),
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=errors, text=True, encoding="utf-8",
                env=env, creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0), start_new_session=True)

    def ready(self) -> None:
        """Waits until the process listens; ServerError when it cannot."""
        first = self._answer(READY_TIMEOUT)
        if not first.startswith("ready "):
            self.stop()
            raise ServerError(first.removeprefix("error ").strip() or "the TLS gate did not start")
        self.port = int(first.split()[1])

    def revive(self) -> bool:
        """Starts the process again if it ended on its own (True then), as it was (blocked or
        not) and on the port it had."""
        process = self.process
        if process is None or process.poll() is None:
            return False
        with self._lock:
            self.stop()
            self.launch(blocked=self.blocked)
            self.ready()
        return True

    def block(self) -> None:
        """The network is gone: every judge's connection is cut, new ones are refused."""
        self._say("block")
        self.blocked = True

    def unblock(self) -> None:
        self._say("unblock")
        self.blocked = False

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is None:
            return
        try:
            assert process.stdin is not None
            process.stdin.write("stop\n")
            process.stdin.close()
        except OSError:                  # gone already
            pass
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)
        assert process.stdout is not None
        process.stdout.close()

    def _say(self, command: str) -> None:
        with self._lock:
            if self.process is None or self.process.stdin is None:
                raise ServerError("the TLS gate is not running")
            try:
                self.process.stdin.write(command + "\n")
                self.process.stdin.flush()
            except OSError as error:
                raise ServerError(f"the TLS gate is gone ({error})") from error
            if self._answer(10) != "ok":
                raise ServerError("the TLS gate does not answer")

    def _answer(self, timeout: float) -> str:
        """The process's next line, or "" when it ends or keeps silent for ``timeout`` seconds."""
        process = self.process
        assert process is not None and process.stdout is not None
        line: list[str] = []
        reader = threading.Thread(target=lambda: line.append(_readline(process.stdout)), daemon=True)
        reader.start()
        reader.join(timeout)
        if reader.is_alive():
            process.kill()
            reader.join(5)
        return line[0].strip() if line else ""


def _private_log(path: Path) -> IO[bytes]:
    """The gate's log for appending, readable by the owner only (it names the room's addresses)."""
    descriptor = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    os.chmod(path, 0o600)               # a log made by an earlier version with the umask's 0644
    return os.fdopen(descriptor, "ab")


def _readline(stream: IO[str] | None) -> str:
    try:
        return stream.readline() if stream is not None else ""
    except (OSError, ValueError):
        return ""
