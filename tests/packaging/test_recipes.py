"""The build recipes' helpers: bundle trimming, the .deb's dependency check, the icon maker,
the smoke test (against the development program), and the Windows/CI files' consistency."""

import os
import re
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

import check_bundle
import make_icons
import project_info
import smoke_test
import trim

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


# --- trimming the Linux bundle ---------------------------------------------------------------

@pytest.mark.parametrize("dest, linux, kept", [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True, True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True, True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True, True),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", True, False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", True, False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False, True),  # only Linux bundles are trimmed
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True, True),
    ("libgtk-3.so.0", True, False),
    ("libcairo.so.2", True, False),
    ("libfreetype.so.6", True, True),
    ("PySide6/Qt/translations/qtbase_de.qm", True, True),
    ("PySide6/Qt/translations/qtbase_fr.qm", True, False),
    ("PySide6\\Qt\\translations\\qt_ja.qm", False, False),
    ("translations/academie_de.qm", True, True),  # ours
    ("resources/rules/piquet.de.md", True, True),
])
def test_trim_keeps_what_the_game_needs(dest, linux, kept):
    assert trim.keep(dest, linux=linux) is kept


def test_version_tuple_for_windows_resources():
    assert project_info.version_tuple("0.1.0") == (0, 1, 0, 0)
    assert project_info.version_tuple("1.2.3rc1") == (1, 2, 3, 0)
    assert project_info.version_tuple("1.2.dev4") == (1, 2, 0, 0)
    assert project_info.version_tuple("2.10") == (2, 10, 0, 0)
    assert project_info.version_tuple("1.2.3.4.5") == (1, 2, 3, 4)


# --- the bundle check behind the .deb's Depends ----------------------------------------------

def fake_bundle(tmp_path, files):
    b = tmp_path / "academie"
    for rel in files:
        p = b / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(b"\x7fELF" + b"\0" * 12 + files[rel].get("glibc", b""))
    return b


def test_bundle_check_works_out_depends_and_rejects_dropped_libs(tmp_path, monkeypatch):
    files = {
        "academie": {"needs": ["libc.so.6", "libdl.so.2"], "glibc": b"GLIBC_2.17\0GLIBC_2.34\0"},
        "_internal/libQt6Gui.so.6": {"needs": ["libGL.so.1", "libEGL.so.1", "libfreetype.so.6", "libc.so.6"]},
        "_internal/libfreetype.so.6": {"needs": ["libc.so.6"], "glibc": b"GLIBC_2.33\0"},
        "_internal/PySide6/Qt/plugins/platforms/libqxcb.so": {"needs": ["libxcb.so.1", "libxcb-icccm.so.4"]},
    }
    bundle = fake_bundle(tmp_path, files)
    monkeypatch.setattr(check_bundle, "needed", lambda p: files[p.relative_to(bundle).as_posix()]["needs"])
    errors, depends = check_bundle.check(bundle)
    assert errors == []
    assert depends == ["libc6 (>= 2.34)", "libegl1", "libgl1", "libxcb-icccm4", "libxcb1"]

    files["_internal/libQt6Gui.so.6"]["needs"].append("libcairo.so.2")  # dropped by trim.py
    files["_internal/libfreetype.so.6"]["needs"].append("libmystery.so.9")  # unknown
    errors, _ = check_bundle.check(bundle)
    assert any("libcairo.so.2" in e and "drops" in e for e in errors)
    assert any("libmystery.so.9" in e and "SYSTEM_LIBS" in e for e in errors)


# --- the icon maker --------------------------------------------------------------------------

CARD = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 360" width="240" height="360">'
        '<defs><clipPath id="c"><rect x="12" y="12" width="216" height="336"/></clipPath></defs>'
        '<rect x="1" y="1" width="238" height="358" rx="14" fill="{fill}"/>'
        '<g clip-path="url(#c)"><path d="M-300 0L600 900M600 0L-300 900" stroke="#123" stroke-width="40"/></g></svg>')


def test_make_icons_renders_every_size_from_svgs(tmp_path):
    from PIL import Image

    svgs = []
    for i, fill in enumerate(("#3050a0", "#f4e7c9", "#ffffff")):
        p = tmp_path / f"card{i}.svg"
        p.write_text(CARD.format(fill=fill))
        svgs.append(p)
    out = tmp_path / "icons"
    written = make_icons.make_icons(svgs, out)
    assert {p.name for p in written} == {f"academie-{n}.png" for n in make_icons.PNG_SIZES} | {
        "academie.ico", "academie.icns"}
    for n in make_icons.PNG_SIZES:
        with Image.open(out / f"academie-{n}.png") as im:
            assert im.size == (n, n)
            assert im.getpixel((0, 0))[3] == 0
            alpha = im.getchannel("A")
            l, t, r, b = alpha.getbbox()
            assert (r - l) >= 0.6 * n and (b - t) >= 0.6 * n, "the cards fill the icon"
    with Image.open(out / "academie-16.png") as small, Image.open(out / "academie-256.png") as big:
        # small sizes show one upright card (narrower than tall); large ones the fan (about square)
        l, t, r, b = small.getchannel("A").getbbox()
        assert (r - l) < 0.8 * (b - t)
        l, t, r, b = big.getchannel("A").getbbox()
        assert (r - l) > 0.85 * (b - t)
        # the back's stripes stay inside its card (Qt misplaces SVG clip paths under rotation)
        for x, y in ((0, 0), (244, 0), (0, 244), (244, 244)):
            assert big.getchannel("A").crop((x, y, x + 12, y + 12)).getbbox() is None, (x, y)
    with Image.open(out / "academie.ico") as ico:
        assert set(ico.info["sizes"]) == {(n, n) for n in make_icons.ICO_SIZES}


def test_make_icons_refuses_a_broken_svg(tmp_path, capsys):
    bad = tmp_path / "bad.svg"
    bad.write_text("<svg this is not xml")
    assert make_icons.main(["--cards", str(bad), "--out", str(tmp_path / "o")]) == 1
    assert "not a valid SVG" in capsys.readouterr().err
    assert make_icons.main(["--cards", str(tmp_path / "none.svg"), "--out", str(tmp_path / "o")]) == 1


def test_icon_cards_come_from_our_art():
    cards = make_icons.pick_cards()
    assert len(cards) == 3 and all(p.is_file() for p in cards)
    assert all((ROOT / "resources" / "cards") in p.parents for p in cards)


# --- the smoke test, run against the development program -------------------------------------

def test_smoke_checks_reject_wrong_output():
    with pytest.raises(smoke_test.SmokeFailure):
        smoke_test.check_version("academie 0.0.0", "0.1.0")
    with pytest.raises(smoke_test.SmokeFailure):
        smoke_test.check_games('{"games": [{"name": "whist"}]}')
    with pytest.raises(smoke_test.SmokeFailure):
        smoke_test.check_games("Traceback ...")
    with pytest.raises(smoke_test.SmokeFailure):
        smoke_test.check_play('{"game": "piquet", "deals": []}')
    assert smoke_test.check_play('{"game": "piquet", "deals": [{"complete": true}]}')


@pytest.mark.skipif(sys.platform == "win32", reason="uses a shell wrapper")
def test_smoke_test_passes_on_the_development_program(tmp_path, capsys):
    wrapper = tmp_path / "academie"
    wrapper.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{PACKAGING / "academie_entry.py"}" "$@"\n')
    wrapper.chmod(0o755)
    assert smoke_test.main([str(wrapper), "--runs", "1"]) == 0
    out = capsys.readouterr().out
    assert "ok  academie play piquet" in out and "window start+quit" in out and "smoke test passed" in out
    assert "ok  academie screenshot piquet" in out


@pytest.mark.skipif(sys.platform == "win32", reason="uses a shell wrapper")
def test_smoke_test_fails_when_the_program_fails(tmp_path, capsys):
    wrapper = tmp_path / "academie"
    wrapper.write_text('#!/bin/sh\nif [ "$1" = "--version" ]; then echo "academie 0.1.0"; exit 0; fi\n'
                       'echo "Traceback (most recent call last):" >&2; exit 1\n')
    wrapper.chmod(0o755)
    assert smoke_test.main([str(wrapper), "--runs", "1", "--version", "0.1.0"]) == 1
    assert "FAILED" in capsys.readouterr().err


# --- Windows, macOS and CI files -------------------------------------------------------------

def test_inno_setup_script_is_consistent_with_the_project():
    raw = (PACKAGING / "windows" / "academie.iss").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf"), "UTF-8 with BOM, or Inno Setup mangles the accents"
    text = raw.decode("utf-8-sig")
    assert "AppId={" + project_info.WINDOWS_APP_GUID in text
    from gui.userdirs import APPNAME

    # uninstall offers to delete exactly the folder platformdirs uses on Windows
    assert f"{{localappdata}}\\{APPNAME}" in text
    assert "MB_DEFBUTTON2" in text and "UninstallSilent" in text  # default No; never when silent
    assert "academie.ico" in text and (PACKAGING / "icons" / "academie.ico").is_file()


def test_workflow_runs_the_recipes_that_exist():
    text = (ROOT / ".github" / "workflows" / "build.yml").read_text(encoding="utf-8")
    for job in ("linux:", "windows:", "macos:"):
        assert re.search(rf"^  {job}", text, re.M)
    for script in re.findall(r"packaging[/\\][\w/\\.]+\.(?:sh|ps1)", text):
        assert (ROOT / script.replace("\\", "/")).is_file(), script
    assert "NOT YET RUN" in text


@pytest.mark.skipif(not shutil.which("bash"), reason="no bash")
@pytest.mark.parametrize("script", ["build_linux.sh", "macos/build_macos.sh"])
def test_shell_recipes_parse_and_are_executable(script):
    path = PACKAGING / script
    assert path.stat().st_mode & stat.S_IXUSR
    p = subprocess.run(["bash", "-n", str(path)], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr


def test_spec_builds_universal2_on_macos_and_two_programs_on_windows():
    spec = (PACKAGING / "academie.spec").read_text(encoding="utf-8")
    assert re.search(r'target_arch = "universal2" if IS_MAC', spec)
    assert 'name="academie-cli", console=True' in spec
    assert "collect_submodules(\"engine\")" in spec and "collect_submodules(\"gui\")" in spec


def test_smoke_png_check(tmp_path):
    p = tmp_path / "t.png"
    with pytest.raises(smoke_test.SmokeFailure):
        smoke_test.check_png(p)
    p.write_bytes(b"GIF89a" + b"\0" * 50_000)
    with pytest.raises(smoke_test.SmokeFailure):
        smoke_test.check_png(p)
    p.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 100)
    with pytest.raises(smoke_test.SmokeFailure):
        smoke_test.check_png(p)
    p.write_bytes(b"\x89PNG\r\n\x1a\n" + os.urandom(30_000))
    smoke_test.check_png(p)
