"""The desktop entry and the AppStream metainfo: well formed and consistent with the project."""

import configparser
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import project_info
from engine import __version__

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"

LINUX = PACKAGING / "linux"
DESKTOP = LINUX / f"{project_info.APP_ID}.desktop"
METAINFO = LINUX / f"{project_info.APP_ID}.metainfo.xml"


def read_desktop():
    cp = configparser.ConfigParser(interpolation=None, strict=True)
    cp.optionxform = str  # keys are case-sensitive
    cp.read(DESKTOP, encoding="utf-8")
    return cp["Desktop Entry"]


def test_version_has_one_source():
    assert project_info.read_version() == __version__


def test_desktop_entry_launches_the_installed_command_with_our_icon():
    d = read_desktop()
    assert d["Type"] == "Application"
    assert d["Exec"].split()[0] == project_info.EXE_NAME  # /usr/bin/academie in the .deb
    assert d["Icon"] == project_info.APP_ID  # the name the icons are installed under
    assert d["Terminal"] == "false"
    cats = d["Categories"].rstrip(";").split(";")
    assert "Game" in cats and "CardGame" in cats
    assert d["Name"] == project_info.APP_NAME
    for key in ("GenericName", "Comment", "Keywords"):  # English and German
        assert d[key] and d[f"{key}[de]"] and d[key] != d[f"{key}[de]"]
    for key in ("Categories", "Keywords", "Keywords[de]"):
        assert d[key].endswith(";"), f"{key} lists must end with ';'"


def test_metainfo_names_the_desktop_entry_and_the_current_version():
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == project_info.APP_ID
    assert root.findtext("launchable") == DESKTOP.name and DESKTOP.exists()
    assert root.find("launchable").get("type") == "desktop-id"
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"  # as pyproject.toml says
    assert root.findtext("provides/binary") == project_info.EXE_NAME
    releases = root.findall("releases/release")
    assert releases, "no <release>"
    newest = releases[0]
    assert newest.get("version") == __version__, "add a <release> for the new version (newest first)"
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", newest.get("date", ""))
    langs = {el.get("{http://www.w3.org/XML/1998/namespace}lang") for el in root.iter("summary")}
    assert langs == {None, "de"}


def test_pyproject_license_matches_metainfo():
    text = (PACKAGING.parent / "pyproject.toml").read_text(encoding="utf-8")
    assert 'license = { text = "MIT" }' in text


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-validate not installed")
def test_desktop_file_validate():
    p = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert p.returncode == 0 and not p.stdout.strip(), p.stdout + p.stderr


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstreamcli not installed")
def test_appstreamcli_validate():
    p = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    assert not re.search(r"^[EW]:", p.stdout, re.M), p.stdout


def test_committed_icons_have_every_size():
    from PIL import Image

    icons = PACKAGING / "icons"
    for n in (16, 24, 32, 48, 64, 128, 256, 512):
        with Image.open(icons / f"academie-{n}.png") as im:
            assert im.size == (n, n) and im.mode == "RGBA"
            assert im.getpixel((0, 0))[3] == 0, "corners are transparent"
            assert im.getbbox() is not None, "not empty"
    with Image.open(icons / "academie.ico") as ico:
        assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= set(ico.info["sizes"])
    with Image.open(icons / "academie.icns") as icns:
        assert icns.format == "ICNS"
