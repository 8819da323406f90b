"""The sheet's start-up check: what is missing, named in one line with its Debian package."""
import pytest

from ui import preflight

LDD = """\
\tlibGL.so.1 => /lib/x86_64-linux-gnu/libGL.so.1 (0x00007f7c5a447000)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-icccm.so.4 => not found
"""


def test_ldd_output_names_each_missing_library_once():
    assert preflight.missing_libraries(LDD) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]


def test_a_loader_error_names_the_library():
    error = "libEGL.so.1: cannot open shared object file: No such file or directory"
    assert preflight.missing_libraries(error) == ["libEGL.so.1"]
    line = preflight.libraries_line(["libEGL.so.1"], "en")
    assert line == "system libraries libEGL.so.1 are missing (Debian: sudo apt-get install libegl1)"
    assert "sudo apt-get install libegl1" in preflight.libraries_line(["libEGL.so.1"], "ru")


def test_missing_xcb_libraries_are_one_line(monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setattr(preflight, "xcb_missing", lambda plugin: ["libxcb-cursor.so.0"])
    line = preflight.problem("en")
    assert line == ("the protocol sheet cannot start: system libraries libxcb-cursor.so.0 are missing "
                    "(Debian: sudo apt-get install libxcb-cursor0)")
    assert "\n" not in line
    assert preflight.problem("ru").startswith("окно протокола не открывается: нет системных библиотек")


def test_no_display_is_said(monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.setattr(preflight, "xcb_missing", lambda plugin: [])
    assert "DISPLAY" in preflight.problem("en")


def test_a_display_that_does_not_answer_is_said(monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("DISPLAY", ":97")              # no X server listens there
    monkeypatch.setattr(preflight, "xcb_missing", lambda plugin: [])
    assert preflight.problem("en") == ("the protocol sheet cannot start: cannot connect to the display :97 "
                                       "(no X server there, or it does not let this user in)")


def test_offscreen_needs_nothing_more(monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert preflight.problem("en") is None


@pytest.mark.parametrize("env, lang", [({"LANG": "en_GB.UTF-8"}, "en"), ({"LANG": "ru_RU.UTF-8"}, "ru"),
                                       ({"LANG": "C.UTF-8"}, "ru"), ({}, "ru"),
                                       ({"LC_ALL": "de_DE", "LANG": "ru_RU"}, "en"),
                                       ({"LANG": "uk_UA.UTF-8"}, "uk")])
def test_the_language_follows_the_locale_like_the_sheet(monkeypatch, env, lang):
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    assert preflight.user_language() == lang


def test_every_library_maps_to_a_package_the_setup_installs():
    assert set(preflight.SONAME_PACKAGES.values()) - set(preflight.RUNTIME_PACKAGES) <= {"libopengl0", "libglx0"}
    assert preflight.FONT_PACKAGE in preflight.RUNTIME_PACKAGES


def test_the_readme_names_exactly_the_packages_make_run_installs():
    import re
    from pathlib import Path
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    listed = re.search(r"the libraries Qt's window and print\s+dialog need — `([^`]+)`", readme).group(1).split()
    assert sorted(listed) == preflight.RUNTIME_PACKAGES


@pytest.mark.parametrize("lang, start", [("ru", "окно протокола не открывается: нет дисплея"),
                                         ("uk", "вікно протоколу не відкривається: немає дисплея"),
                                         ("en", "the protocol sheet cannot start: no display")])
def test_the_line_speaks_every_language_of_the_catalogue(monkeypatch, lang, start):
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.setattr(preflight, "xcb_missing", lambda plugin: [])
    assert preflight.problem(lang).startswith(start)


def test_loaded_alone_it_speaks_the_message_ids(monkeypatch):
    """setup.py loads the file without the program's package: the lines are the English ids."""
    import builtins
    real = builtins.__import__

    def without_app(name, *args, **kwargs):
        if name == "app.i18n" or name.startswith("app."):
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", without_app)
    assert preflight.libraries_line(["libEGL.so.1"], "ru") == \
        "system libraries libEGL.so.1 are missing (Debian: sudo apt-get install libegl1)"
