"""Verkehren im Brett's part of the shared glossary: its entries come with its page only, in both
languages with the same ids, and each links to a section of that page."""

from __future__ import annotations

import re

import pytest

from gui import texts as tx
from gui.panels import rules_text as rt


@pytest.mark.parametrize("lang", ("en", "de"))
def test_verkehren_gets_its_own_glossary_part(lang):
    d = rt.RulesDocument("verkehren", lang)
    mine = [i for i in d.ids() if i.startswith("g-")]
    assert len(mine) >= 10 and all(i.startswith("g-vk-") for i in mine)
    assert d.broken_links() == []
    for other in ("trictrac", "piquet"):
        assert not any(i.startswith("g-vk-") for i in rt.RulesDocument(other, lang).ids())


def test_verkehren_glossary_ids_agree_and_point_into_the_page():
    ids = {lang: re.findall(r"\{#(g-vk-[a-z-]+)\}", tx.read(f"glossary.{lang}.md")) for lang in ("en", "de")}
    assert ids["en"] == ids["de"] and len(set(ids["en"])) == len(ids["en"])
    page = rt.RulesDocument("verkehren", "en")
    part = tx.read("glossary.en.md").split("{#glossary-verkehren}")[1]
    targets = re.findall(r"\]\(#([a-z-]+)\)", part)
    assert targets and all(page.has(t) and not t.startswith("g-") for t in targets)
