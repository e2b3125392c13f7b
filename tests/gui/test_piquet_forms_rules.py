"""The rules pages of Königspiquet, Räuberpiquet and Normannisches Piquet: rendered in both
languages with the rules panel's renderer, the same sections in both, every placeholder
filled from the engine, every link resolving (also into Piquet's page), every option,
refusal and phase covered, and the worked examples equal to what the engine does.  No Qt."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

from engine.games.piquet import scoring as S
from engine.games.piquet import variants as V
from engine.games.piquet.options import PRESETS
from engine.options import describe_options
from engine.protocol import CHANCE, TERMINAL, IllegalAction, get_game
from gui.panels import rules_text as rt
from gui import texts as tx

FORMS = ("koenigspiquet", "raeuberpiquet", "normannisch")
LANGS = tx.LANGS
CROSS = re.compile(r'<a href="rules:([a-z_]+)#([A-Za-z0-9_-]+)">')
OUR_READING = {"en": "**Our reading.**", "de": "**Unsere Lesart.**"}


def _opts(form, preset="classic_1900", **changes):
    return dataclasses.replace(get_game(form).presets[preset], **changes)


def _doc(form, lang, preset="classic_1900", **changes) -> rt.RulesDocument:
    return rt.RulesDocument(form, lang, preset, _opts(form, preset, **changes))


# ---------------------------------------------------------------- pages
@pytest.mark.parametrize("form", FORMS)
def test_each_page_renders_in_both_languages_with_the_same_sections(form):
    assert form in tx.games_with_rules()
    for preset in PRESETS:
        en, de = _doc(form, "en", preset), _doc(form, "de", preset)
        assert en.ids() == de.ids(), set(en.ids()) ^ set(de.ids())
        assert len(en.ids()) == len(set(en.ids())), "duplicate section ids"
        for d in (en, de):
            assert "{{" not in d.html and "}}" not in d.html, re.findall(r"\{\{[^}]*\}\}", d.html)
            assert d.broken_links() == []
            anchors = set(re.findall(r'<a name="([^"]+)">', d.html))
            for href in re.findall(r'<a href="#([^"]+)">', d.html):
                assert href in anchors, href


@pytest.mark.parametrize("form", FORMS)
def test_every_page_has_the_sections_the_brief_asks_for(form):
    d = _doc(form, "en")
    for sid in ("overview", "seating", "deal", "declarations", "play", "end", "interpretations",
                "house-rules", "words", "values"):
        assert d.has(sid), sid
    assert d.has("payments") if form == "koenigspiquet" else d.has("scoring")


@pytest.mark.parametrize("form", FORMS)
def test_links_into_piquet_for_two_resolve(form):
    piquet = {lang: rt.RulesDocument("piquet", lang) for lang in LANGS}
    for lang in LANGS:
        cross = CROSS.findall(_doc(form, lang).html)
        assert cross, "the common parts link to Piquet's page"
        for game, sid in cross:
            assert game == "piquet" and piquet[lang].has(sid), (lang, game, sid)


@pytest.mark.parametrize("form", FORMS)
def test_our_reading_notes_in_both_languages(form):
    md = {lang: tx.read(f"{form}.{lang}.md") for lang in LANGS}
    counts = {lang: md[lang].count(OUR_READING[lang]) for lang in LANGS}
    assert counts["en"] == counts["de"] >= 3, counts


@pytest.mark.parametrize("form", FORMS)
def test_no_sentence_is_broken_into_a_list(form):
    for lang in LANGS:
        lines = tx.read(f"{form}.{lang}.md").splitlines()
        for prev, line in zip(lines, lines[1:]):
            if re.match(r"^\d+\.\s", line):
                assert not prev.strip() or re.match(r"^(\d+\.\s|\s+\S)", prev), line


def test_a_heading_without_id_or_an_unknown_value_is_caught():
    with pytest.raises(tx.RulesError, match="without an id"):
        rt.render_markdown("## Kings\n")
    ctx = tx.Ctx("raeuberpiquet", "en", None, _opts("raeuberpiquet"))
    with pytest.raises(tx.RulesError, match="unknown value"):
        rt.render_markdown("# A {#a}\n\n{{value:no_such_value}}\n", ctx)


# ---------------------------------------------------------------- engine values
def test_values_come_from_the_engine():
    k = tx.game_values("koenigspiquet")(_opts("koenigspiquet", participants=4))
    assert k["schneider"] == V.SCHNEIDER and k["koenig_round"] == len(V.KOENIG_SCHEDULE_4)
    assert k["koenig_pay"] == sum(V.koenig_payments(4, 0, 1, V.SCHNEIDER).values()) == 3
    assert k["koenig_pay_schneider"] == sum(V.koenig_payments(4, 0, 1, V.SCHNEIDER - 1).values()) == 6
    r = tx.game_values("raeuberpiquet")(_opts("raeuberpiquet"))
    n = tx.game_values("normannisch")(_opts("normannisch"))
    assert (r["hand_cards"], r["left_over"], n["hand_cards"], n["left_over"]) == (8, 0, 10, 2)
    assert r["raeuber_point_pips"] == V.RAEUBER_POINT_PIPS and r["threshold"] == n["threshold"] == V.THRESHOLD
    assert r["vole"] == S.CAPOT == r["vole_own"] + r["lese"]


@pytest.mark.parametrize("lang", LANGS)
def test_generated_tables_equal_engine_values(lang):
    for form in FORMS:
        ctx = tx.Ctx(form, lang, None, _opts(form))
        vals = ctx.values()
        for key, v in tx.table_rows(ctx, "form_values"):
            assert vals[key] == v
        html = ctx.table("form_values")
        assert html.count("<tr>") == len(tx.table_rows(ctx, "form_values")) + 1
    html = tx.Ctx("koenigspiquet", lang, None, _opts("koenigspiquet")).table("koenig_payments")
    cells = [re.findall(r"<td>([^<]*)</td>", row) for row in re.findall(r"<tr>(.*?)</tr>", html)[1:]]
    expected = []
    for n in (3, 4):
        for score in (V.SCHNEIDER, V.SCHNEIDER - 1):
            pays = V.koenig_payments(n, 0, 1, score)
            expected.append([str(n), str(pays[0]), str(pays[2]), str(sum(pays.values()))])
    assert [[c[0], c[2], c[3], c[4]] for c in cells] == expected
    sched = tx.Ctx("koenigspiquet", lang, None, _opts("koenigspiquet")).table("koenig_schedule")
    pairs = re.findall(r"<td>([A-D]) – ([A-D])</td>", sched)
    assert [("ABCD".index(a), "ABCD".index(b)) for a, b in pairs] == list(V.KOENIG_SCHEDULE_4)


def test_texts_follow_the_options_in_force():
    becomes = _doc("raeuberpiquet", "en").section("neunziger").text
    adds = _doc("raeuberpiquet", "en", variant_bonus_mode="add_60_30").section("neunziger").text
    assert "gains 70 for a Neunziger or 40" in becomes
    assert "gains 60 for a Neunziger or 30" in adds
    assert "race to 101" in _doc("normannisch", "en", "eighteenth_century").html
    four = _doc("koenigspiquet", "de", participants=4).section("payments").text
    assert "zusammen 3 Einsätze, als Schneider 6" in four


# ---------------------------------------------------------------- options, reasons, phases
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("form", FORMS)
def test_every_option_and_value_is_explained(form, lang):
    spec = get_game(form)
    otype = spec.options_type
    texts = tx.option_texts(form, lang)
    d = _doc(form, lang)
    names = [n for n, *_ in describe_options(otype)]
    assert set(texts) == set(names), set(texts) ^ set(names)
    for name, _default, allowed, _d in describe_options(otype):
        t = texts[name]
        assert t["title"].strip() and t["text"].strip(), name
        assert d.has(t["section"]), (name, t["section"])
        assert set(t["values"]) == {tx.value_key(v) for v in allowed}, name
        for k, v in t["values"].items():
            assert v["label"].strip() and v["text"].strip(), (name, k)
    assert set(spec.presets) == set(PRESETS)
    for preset in spec.presets:
        assert tx.preset_title(form, lang, preset)


def _reason_codes(form):
    return set(get_game(form).reason_codes)


@pytest.mark.parametrize("form", FORMS)
def test_every_reason_code_is_explained_in_both_languages(form):
    codes = _reason_codes(form)
    for lang in LANGS:
        d = _doc(form, lang)
        reasons = tx.read_toml(f"{form}.reasons.{lang}.toml")["reasons"]
        assert set(reasons) - {"_unknown"} == codes, set(reasons) ^ codes
        for code in codes:
            sentence, section = tx.explain_refusal(code, lang, form)
            assert len(sentence) > 20 and d.has(section), (lang, code, section)
    s, sec = tx.explain_refusal("must_follow_suit", "de", form, {"suit": "H"})
    assert s.endswith("Geben Sie Herz zu.") and sec == "play"
    s, _ = tx.explain_refusal("card_not_in_hand", "de", form, {"card": "QS"})
    assert "Dame Pik" in s


def _phases(form):
    from engine.games.piquet import PHASES   # Königspiquet's parties for two go through these too
    return set(get_game(form).phases) | set(PHASES)


@pytest.mark.parametrize("form", FORMS)
def test_every_phase_opens_a_section(form):
    data = tx.read_toml(f"{form}.phases.toml")
    assert _phases(form) <= set(data["phases"]), _phases(form) - set(data["phases"])
    for lang in LANGS:
        d = _doc(form, lang)
        for ph in data["phases"]:
            assert d.has(tx.phase_section(ph, form)), ph
    assert tx.phase_section("no-such-phase", form) == "overview"


def _play(form, seed, max_moves, probe):
    """Random legal play; ``probe(state)`` is called before every move of a player."""
    st = V.new_variant_state(_opts(form))
    rng = random.Random(seed)
    phases = set()
    for _ in range(max_moves):
        p = st.current_player()
        if p == TERMINAL:
            break
        phases.add(st.phase)
        if p == CHANCE:
            st, _ = st.apply(st.sample_chance(rng))
            continue
        probe(st)
        st, _ = st.apply(rng.choice(st.legal_actions()))
    return phases


@pytest.mark.parametrize("form", FORMS)
def test_refusals_met_in_play_are_explained_with_a_section(form):
    """Cards out of suit and false claims are refused by the engine; each code has a sentence and a
    section of this page (not the overview) in both languages, and every phase met opens a section."""
    docs = {lang: _doc(form, lang) for lang in LANGS}
    seen: set[str] = set()

    def probe(st):
        legal = st.legal_actions()
        tries = []
        obs = st.observation(st.current_player())
        hand = obs.hand if form != "koenigspiquet" else (obs.partie.hand if obs.partie else ())
        tries += [f"play {c.code}" for c in hand][:3]
        if st.phase == "declare" and form != "koenigspiquet":
            tries += ["claim point 8 80", "claim sequence 8 A"]
        for t in tries:
            a = st.parse_action(t)
            if a in legal:
                continue
            with pytest.raises(IllegalAction) as e:
                st.apply(a)
            seen.add(e.value.code)
            for lang in LANGS:
                _s, sec = tx.explain_refusal(e.value.code, lang, form, e.value.details)
                assert docs[lang].has(sec), (e.value.code, sec)
                if e.value.code not in ("wrong_phase", "malformed_action"):
                    assert sec != "overview", e.value.code

    phases = _play(form, 5, 400 if form != "normannisch" else 1500, probe)
    assert "must_follow_suit" in seen, seen
    if form != "koenigspiquet":
        assert "claim_not_held" in seen, seen
    for ph in phases:
        assert tx.phase_section(ph, form) != "overview" or ph == "over", ph
    if form == "normannisch":
        assert "duel" in phases, "the closing partie was reached"


# ---------------------------------------------------------------- worked examples
def _run(form, actions):
    st = V.new_variant_state(_opts(form))
    events = []
    for a in actions:
        st, ev = st.apply(st.parse_action(a))
        events += ev
    while st.phase == "declare":   # everybody states his best
        a = st.legal_actions()[-1]
        st, ev = st.apply(a)
        events += ev
    return st, events


def test_raeuber_worked_declaration_is_the_engines():
    st, ev = _run("raeuberpiquet", [
        "cut 7C 8C AD KD",
        "deal AH KH QH JH 9S 8S 7C 7D / AS KS QS TS TC 9C TD 9D / AC KC QC JD 8D TH 9H JS"
        " / 8H 7H 7S JC 8C AD KD QD"])
    elder_side, dealer_side = st.side(st.elder), st.side(st.dealer)
    assert any(e.kind == "category_tie" and e.data["category"] == "point" for e in ev)
    assert st.deal_pts[elder_side] == 7 and st.deal_pts[dealer_side] == 3
    for lang, words in (("en", "elder's side has 7, the dealer's side 3"),
                        ("de", "hat die Partei der Vorhand 7, die des Gebers 3")):
        assert words in _doc("raeuberpiquet", lang).section("sequences-sets").text


def test_norman_worked_neunziger_is_the_engines():
    st, ev = _run("normannisch", [
        "cut 7C 8C AD",
        "deal AH KH QH JH TH 9H 7S 7C 7D 8D / AS KS QS JS TS 8H 7H 9D TD JD"
        " / AC KC QC JC 9C 8C AD KD QD 9S / rest TC 8S",
        "exchange"])
    assert [e.kind for e in ev if e.kind == "repique"] == ["repique"]
    assert st.deal_pts[st.elder] == 92 == 22 + 90 - V.THRESHOLD
    for lang, words in (("en", "his 22 become 92"), ("de", "aus ihren 22 nun 92")):
        assert words in _doc("normannisch", lang).section("combinations").text
