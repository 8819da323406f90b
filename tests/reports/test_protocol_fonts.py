"""Every font in the protocol is embedded and has Cyrillic: no Helvetica slips in."""
import subprocess

from pdftools import fonts, tool
from protocol_games import long_doc  # noqa: F401 (fixtures)

from app import editions
from reports.fonts import FONT_DIR
from reports.protocol import ProtocolRenderer


def test_every_font_is_embedded_by_pypdf(long_doc):
    pdf = ProtocolRenderer(long_doc, editions.replay(long_doc)).render()
    found = fonts(pdf)
    assert found and all(embedded for _, embedded in found), found
    assert {name.split("+")[-1] for name, _ in found} <= {
        "PTSans-Regular", "PTSans-Bold", "PTSans-Italic", "PTSans-Narrow", "PTSans-NarrowBold"}


def test_every_font_is_embedded_by_pdffonts(long_doc, tmp_path):
    path = tmp_path / "protocol.pdf"
    path.write_bytes(ProtocolRenderer(long_doc, editions.replay(long_doc), "en").render())
    report = subprocess.run([tool("pdffonts"), str(path)], capture_output=True, text=True, check=True).stdout
    rows = report.splitlines()[2:]
    assert rows
    for row in rows:
        emb = row.split()[-5]   # name type [type] encoding emb sub uni object ID
        assert emb == "yes", row


def test_the_fonts_ship_with_their_licence():
    assert sorted(p.name for p in FONT_DIR.glob("*.ttf")) == [
        "PTSans-Bold.ttf", "PTSans-Italic.ttf", "PTSans-Regular.ttf",
        "PTSansNarrow-Bold.ttf", "PTSansNarrow-Regular.ttf"]
    assert "SIL OPEN FONT LICENSE" in (FONT_DIR / "OFL.txt").read_text(encoding="utf-8")
