"""The committed translations match the interface's source texts: a text added to the GUI
without running ``python translations/german.py`` would show in English in German."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _german_module():
    spec = importlib.util.spec_from_file_location("german", ROOT / "translations" / "german.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _messages(path: Path) -> set[tuple[str, str]]:
    root = ET.parse(path).getroot()
    return {(c.findtext("name") or "", m.findtext("source") or "")
            for c in root.iter("context") for m in c.iter("message")}


def test_every_gui_file_with_texts_is_scanned():
    sources = set(_german_module().SOURCES)
    calls = re.compile(r"\.tr\(|\btranslate\(\s*\"")
    with_texts = {p.relative_to(ROOT).as_posix() for p in (ROOT / "gui").rglob("*.py")
                  if calls.search(p.read_text(encoding="utf-8"))}
    assert with_texts - sources == set()


def test_committed_ts_has_exactly_the_source_texts(tmp_path):
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        lupdate = shutil.which("pyside6-lupdate")
    if not lupdate:
        pytest.skip("pyside6-lupdate is not installed")
    fresh = tmp_path / "fresh.ts"
    subprocess.run([str(lupdate), *_german_module().SOURCES, "-no-obsolete", "-ts", str(fresh)],
                   cwd=ROOT, check=True, capture_output=True)
    committed = _messages(ROOT / "translations" / "academie_de.ts")
    found = _messages(fresh)
    assert found - committed == set(), "texts without German: run python translations/german.py"
    assert committed - found == set(), "texts no longer used: run python translations/german.py"
