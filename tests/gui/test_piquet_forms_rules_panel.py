"""The rules dock with the pages of the Piquet forms: a link into Piquet's page opens it at the
section, and Back returns to the form's page (offscreen)."""

from __future__ import annotations

import dataclasses

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QUrl  # noqa: E402

from engine.protocol import get_game  # noqa: E402
from gui.panels.rules import RulesDock  # noqa: E402


@pytest.mark.parametrize("form", ["koenigspiquet", "raeuberpiquet", "normannisch"])
def test_link_into_piquet_and_back(qtbot, form):
    opts = dataclasses.replace(get_game(form).presets["classic_1900"], target_score=150)
    d = RulesDock(None, game="piquet", lang="de")
    qtbot.addWidget(d)
    d.set_game(form, "classic_1900", opts)
    d.show_section("play")
    assert "rules:piquet#" in d.doc.html
    d._on_anchor(QUrl("rules:piquet#play-points"))
    assert d.game == "piquet" and d.current_section() == "play-points"
    assert d.back.isEnabled()
    d.go_back()
    assert d.game == form and d.current_section() == "play" and d.options is opts  # the house rules come back
    assert "150" in d.doc.section("overview").text
    d.go_back()                       # and on, within the form's page
    assert d.game == form and d.current_section() == "overview" and not d.back.isEnabled()
    d.show_phase("declare")
    assert d.current_section() in ("declarations", "claims")
    sentence = d.show_refusal("must_follow_suit", {"suit": "S"})
    assert "Pik" in sentence and d.current_section() == "play"
