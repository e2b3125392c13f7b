"""Every game, in English and German, as a person meets it: the hint, the review of a deal and the
log name cards and moves in words of the person's language, never in the record's codes ("play TD",
"JC", "#31"); sentences about the person are written for the person ("You rob", "Sie haben"),
never "You" or "Sie" put into a sentence about a third person ("You robs", "Sie hat",
"von Sie"); units and titles are in the person's language.

One deal per game, the person's seat played by random legal choices through the table
(``table.act``, as a click does), the language switched between the person's decisions; the hint
sentence and the review's lines asked of the same code the table uses (``hooks.hint_sentence``,
``DealReview._show_text``) for a few of the person's choices at the first decisions and at every
decision that is not only a card to play; the log read in both languages at the deal's end, and
every other text the person reads: each banner as it was shown, the texts on the felt (seat names
and notes, info lines, zone titles) and the score sheet's cells, at the judged decisions and at the
deal's end in both languages."""

from __future__ import annotations

import random
import re

import pytest

from engine.ai.search import Hint, ReviewItem
from engine.protocol import get_game
from gui import i18n
from gui.registry import uis
from gui.session import GameSession

def _card_games() -> list[str]:
    """Every registered game that sits at the shared table of cards (board games have their own)."""
    from gui.table.trick import TrickTable

    return [u.game for u in uis() if u.has_table() and issubclass(u.table_class(), TrickTable)]


GAMES = _card_games()
JUDGED = 8              # the first decisions of the deal whose hint and review are asked

# third-person verbs after the person's pronoun, and the pronoun in the wrong case
ENGLISH_WRONG = re.compile(r"\bYou (?:has|is|does|was|(?!pass\b|discuss\b)[a-z]+[^s\W]s)\b|(?<=[a-z] )You\b")
GERMAN_WRONG = re.compile(r"(?:^|[.:;!?]\s+)Sie (?:hat|ist|war|wird|kann|muss|darf|will|(?![A-ZÄÖÜ])[a-zäöüß]+[^e\W]t)\b"
                          r"|\b(?:von|mit|bei|zu|nach|aus|gegenüber) Sie\b"
                          # "Sie" after a verb whose person takes the dative ("Links zahlt Sie 5")
                          r"|\b(?:zahlt|gibt|schuldet|reicht|zeigt|gehört|überlässt|schenkt) Sie\b")
# English words of the interface that must not stand in German lines
ENGLISH_UNITS = re.compile(r"\b(?:counters?|strokes?|markers?|points?|tricks?|deals?|bêtes)\b"
                           # and the engine's English sentences a game's words fell back to
                           r"|\b(?:the|and|of|You|Player \d|plays|takes|wins|pays)\b")


def _codes(obs, actions) -> set[str]:
    """The record codes a text must not show: the cards' codes and the notation of card moves."""
    out = {c.code for c in obs.hand}
    for a in actions:
        for c in ([a.card] if getattr(a, "card", None) is not None else []) + list(getattr(a, "cards", None) or ()):
            out.add(c.code)
            out.add(str(a))
    return {c for c in out if c}


def _code_in(text: str, codes: set[str]) -> str | None:
    for c in codes:
        if re.search(r"(?<![\w#])" + re.escape(c) + r"(?!\w)", text):
            return c
    return None


def _shown_texts(t) -> list[tuple[str, str]]:
    """(kind, text) of what the table shows now besides the log: the banner, every text on the
    felt, the prompt and the call answered, and every cell, heading and label of the score sheet."""
    from PySide6.QtWidgets import (QGraphicsSimpleTextItem, QGraphicsTextItem, QLabel, QTableWidget,
                                   QTreeWidget, QTreeWidgetItemIterator)

    out = [("banner", t.banner.text())] if t.banner.text() else []
    for it in t.scene.items():
        if not it.isVisible() or it is t.banner:
            continue
        if isinstance(it, QGraphicsSimpleTextItem):
            out.append(("felt", it.text()))
        elif isinstance(it, QGraphicsTextItem):
            out.append(("felt", it.toPlainText()))
    out.append(("prompt", t.prompt_label.text()))
    out.append(("call", t.call_label.text()))
    sheet = t.sheet
    for lab in sheet.findChildren(QLabel):
        out.append(("sheet", lab.text()))
    for tw in sheet.findChildren(QTableWidget):
        for r in range(tw.rowCount()):
            for c in range(tw.columnCount()):
                if (cell := tw.item(r, c)) is not None:
                    out.append(("sheet", cell.text()))
        for c in range(tw.columnCount()):
            if (h := tw.horizontalHeaderItem(c)) is not None:
                out.append(("sheet", h.text()))
    for tree in sheet.findChildren(QTreeWidget):
        it = QTreeWidgetItemIterator(tree)
        while it.value() is not None:
            node = it.value()
            out.extend(("sheet", node.text(c)) for c in range(tree.columnCount()))
            it += 1
    if hasattr(sheet, "title") and callable(sheet.title):
        out.append(("sheet", sheet.title()))
    return [(k, x) for k, x in out if x and x.strip()]


def _seats(spec) -> int:
    return spec.seat_count(spec.options())


def _judged_texts(t, obs, rng) -> list[str]:
    """The hint and the review's lines for a few of the choices open to the person now."""
    legal = list(obs.legal_actions)
    picks = rng.sample(legal, min(3, len(legal)))
    out = []
    from gui.table.hooks import TableHooks

    own = type(t.hooks).hint_sentence is not TableHooks.hint_sentence      # a game's own advice
    if own and not t.hooks.hint_in_thread:         # a rule of thumb: asked as the table asks it
        out.append(t.hooks.hint_sentence(t, t.hooks.advisor(t).choose(obs, random.Random(1))))
    for a in picks:
        for reason in ("best", "only", "same") if not own else ():
            out.append(t.hooks.hint_sentence(t, Hint(a, reason, 1.25, 0.5 if reason == "best" else None, 12)))
        r = getattr(t, "deal_review", None)
        if r is not None and len(legal) > 1:
            other = next(x for x in legal if x != a)
            r.items = [ReviewItem(0, t.live.human, obs.phase, a, other, 0.8, 0.2, 1.0, 12)]
            r.index, r.busy, r.judged, r.best_open = 0, False, True, None
            r._show_text(obs)
            out.append(r.text.text())
            r.items, r.index = [], -1
    return out


def _play_one_deal(qtbot, window, game: str, seed: int = 3):
    """One deal of ``game``; the person's decisions are judged in English and German by turns, and
    at the end the log is read in both (a change of language writes it again).  Returns the texts
    as (kind, language, text, codes it must not show)."""
    spec = get_game(game)
    window.switch_game(game)
    t = window.table
    n = _seats(spec)
    sess = GameSession(game, spec.default_preset, spec.options(), ["human"] + ["random"] * (n - 1), seed=seed)
    texts: list[tuple[str, str, str, set[str]]] = []
    shown = t.show_banner

    def banner(text, *a, **k):                     # every banner as it is shown, in its language
        shown(text, *a, **k)
        texts.append(("banner", i18n.current_language, t.banner.text(), set()))

    t.show_banner = banner
    t.start(sess)
    rng = random.Random(seed)
    decisions = 0
    for _ in range(300):
        qtbot.waitUntil(lambda: t.waiting_for_human() or t.between_deals or sess.is_over(), timeout=20000)
        if t.between_deals or sess.is_over():
            break
        obs = sess.observation()
        not_a_card = any(getattr(a, "card", None) is None for a in obs.legal_actions)
        if decisions < JUDGED or not_a_card:          # every decision that is not only a card to play
            lang = ("en", "de")[decisions % 2]
            if i18n.current_language != lang:          # the window and the table write themselves again
                i18n.set_language(lang)
                window.retranslate()
            codes = _codes(obs, obs.legal_actions)
            for x in _judged_texts(t, obs, rng):
                texts.append(("hint/review", lang, x, codes))
            texts.extend((k, lang, x, set()) for k, x in _shown_texts(t))
            decisions += 1
        assert t.act(rng.choice(list(obs.legal_actions)))
    all_codes = set().union(*(c for _k, _l, _x, c in texts)) if texts else set()
    for lang in ("en", "de"):
        i18n.set_language(lang)
        window.retranslate()
        for line in t.log_lines:
            texts.append(("log", lang, line, all_codes))
        texts.extend((k, lang, x, all_codes if k == "prompt" else set()) for k, x in _shown_texts(t))
        for seat in range(n):
            texts.append(("seat", lang, t.seat_title(seat, sess.observation()), set()))
    return t, texts


@pytest.mark.parametrize("game", GAMES)
def test_hints_reviews_and_log_speak_to_the_person_in_words(qtbot, window, game):
    t, texts = _play_one_deal(qtbot, window, game)
    assert any(k == "hint/review" for k, _l, _x, _c in texts), "the person had no decision in a whole deal"
    faults = []
    for kind, lang, text, codes in texts:
        code = _code_in(text, codes) if codes else None
        if code:
            faults.append(f"{lang} {kind}: record code {code!r} in {text!r}")
        wrong = (ENGLISH_WRONG if lang == "en" else GERMAN_WRONG).search(text)
        if wrong:
            faults.append(f"{lang} {kind}: a third-person sentence about the person ({wrong.group(0)!r}) in {text!r}")
        if lang == "de" and ENGLISH_UNITS.search(text):
            faults.append(f"{lang} {kind}: an English word in German: {text!r}")
        lines = [x.strip() for x in text.split("\n") if x.strip()]
        if kind == "banner" and len(set(lines)) < len(lines):
            faults.append(f"{lang} {kind}: a line said twice in {text!r}")
        if re.search(r"\b0 more\b|\b0 mehr\b|\b1 (?:markers|counters|strokes|deals|points|tricks)\b", text):
            faults.append(f"{lang} {kind}: a number that says nothing or a wrong plural in {text!r}")
    assert not faults, "\n".join(sorted(set(faults))[:25])
