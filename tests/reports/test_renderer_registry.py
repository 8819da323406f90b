"""Each edition of the registry has its protocol renderer, its snapshot builder and its show
text, keyed by the edition's name; nothing in reports/ or the show command asks which edition
a game is."""
import re
from pathlib import Path

from app import editions
from app.boulevard import sample_boulevard_game
from app.commands.show import TEXT_RENDERERS
from app.editions import EDITIONS, edition_of
from app.snapshot import build_snapshot
from app.sport import sample_game
from reports.protocol import ProtocolRenderer

ROOT = Path(__file__).resolve().parents[2]
SNIFFING = re.compile(r"isinstance\([^)]*BoulevardState|preset\s*==|==\s*[\"']boulevard[\"']|night_roles")


def test_each_edition_has_a_renderer_a_snapshot_builder_and_a_text():
    assert set(ProtocolRenderer.by_edition) == set(EDITIONS) == set(TEXT_RENDERERS)
    for doc in (sample_game(), sample_boulevard_game()):
        state = editions.replay(doc)
        assert build_snapshot(state, doc).edition == edition_of(state).name


def test_the_renderer_constructed_is_the_one_of_the_state_s_edition():
    for doc, name in ((sample_game(), "ProtocolRenderer"), (sample_boulevard_game(), "BoulevardProtocolRenderer")):
        state = editions.replay(doc)
        renderer = ProtocolRenderer(doc, state)
        assert type(renderer) is ProtocolRenderer.by_edition[edition_of(state).name]
        assert type(renderer).__name__ == name


def test_no_renderer_sniffs_the_edition():
    files = sorted((ROOT / "reports").glob("*.py")) + [
        ROOT / "app" / "commands" / "show.py", ROOT / "app" / "commands" / "show_render.py",
        ROOT / "app" / "commands" / "show_render_boulevard.py"]
    found = [f"{path.relative_to(ROOT)}:{n}" for path in files
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if SNIFFING.search(line.split("#")[0])]
    assert found == []
