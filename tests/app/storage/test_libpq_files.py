"""libpq on Windows opens files by their ANSI names: a data folder under a Cyrillic user name
reaches it as an ASCII name (the short one, else a copy), on every platform's run of the tests."""
from pathlib import Path

import pytest
from psycopg.conninfo import conninfo_to_dict

from app.storage.joincode import Parsed
from app.storage.libpq_files import ascii_path, libpq_file
from app.storage.replica import conninfo


def test_an_ascii_name_and_every_name_elsewhere_than_windows_stay_as_they_are(tmp_path):
    cyrillic = tmp_path / "Судья Иванов" / "ab.crt"
    assert libpq_file(cyrillic, platform="linux") == str(cyrillic)
    ascii_name = Path("C:/Users/Judge/ab.crt")
    assert libpq_file(ascii_name, platform="win32", short=lambda name: 1 / 0) == str(ascii_name)


def test_windows_gets_the_short_name_when_the_volume_has_one(tmp_path):
    asked = []
    name = libpq_file(tmp_path / "Судья Иванов" / "ab.crt", platform="win32",
                      short=lambda name: asked.append(name) or "C:\\Users\\SUDYA~1\\ab.crt")
    assert name == "C:\\Users\\SUDYA~1\\ab.crt" and asked == [str(tmp_path / "Судья Иванов" / "ab.crt")]


@pytest.mark.parametrize("short", ["", "C:\\Users\\Судья~1\\ab.crt"])
def test_without_an_ascii_short_name_a_copy_in_an_ascii_folder(tmp_path, short):
    certificate = tmp_path / "Судья Иванов" / "pinned" / "ab.crt"
    certificate.parent.mkdir(parents=True)
    certificate.write_bytes(b"-----BEGIN CERTIFICATE-----\n")
    shared = tmp_path / "ProgramData" / "MafiaProtocol" / "libpq"
    name = libpq_file(certificate, platform="win32", short=lambda name: short, shared=shared)
    assert name.isascii() and Path(name).parent == shared and name.endswith(".crt")
    assert Path(name).read_bytes() == certificate.read_bytes()
    # the same file keeps the same copy's name (a join of the next round finds it again)
    assert libpq_file(certificate, platform="win32", short=lambda name: short, shared=shared) == name


def test_no_ascii_folder_is_said(tmp_path):
    with pytest.raises(ValueError, match="no ASCII name"):
        libpq_file(tmp_path / "Судья" / "ab.crt", platform="win32", short=lambda name: "", shared=tmp_path / "Общие")


def test_the_judges_connection_names_the_certificate_as_libpq_reads_it(tmp_path, monkeypatch):
    from app.storage import replica
    monkeypatch.setattr(replica, "libpq_file", lambda path: "C:\\SHORT~1\\ab.crt")
    code = Parsed(host="127.0.0.1", port=55432, pin=b"p" * 10, table=1, secret=b"s" * 16)
    given = conninfo_to_dict(conninfo(code, tmp_path / "Судья" / "ab.crt"))
    assert given["sslrootcert"] == "C:\\SHORT~1\\ab.crt" and given["sslmode"] == "verify-ca"


def test_the_servers_programs_run_from_an_ascii_folder_on_windows(monkeypatch):
    """initdb writes its share folder into the SQL it runs, in the ANSI code page: installed under
    «C:\\Users\\Судья Иванов» the server could not start (found with the Inno Setup install under Wine)."""
    from app.storage import libpq_files, server
    assert ascii_path(Path("C:/Users/Судья Иванов/bin"), platform="win32", short=lambda name: "C:/Users/6A35~1/bin") \
        == Path("C:/Users/6A35~1/bin")
    assert ascii_path(Path("/opt/Судья/bin"), platform="linux", short=lambda name: 1 / 0) == Path("/opt/Судья/bin")
    assert ascii_path(Path("D:/Судья/bin"), platform="win32", short=lambda name: "") == Path("D:/Судья/bin")
    asked = []
    monkeypatch.setattr(server, "ascii_path", lambda path: asked.append(path) or Path("C:/PROGRA~1/bin"))
    assert server.bin_dir() == Path("C:/PROGRA~1/bin") and asked[0].parts[-2:] == ("pginstall", "bin")
    assert libpq_files.ascii_path is ascii_path
