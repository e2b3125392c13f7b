"""Rules texts for the rules panel, without Qt: render, index, search.

The texts live in ``resources/rules/`` (one Markdown file per game and
language, plus a shared glossary) and are written in a small Markdown subset:

* headings ``#`` to ``####`` with a stable id: ``## The exchange {#exchange}``
  (the same ids in every language);
* paragraphs, ``*italic*``, ``**bold**``, ```code```, lists (``- `` and ``1. ``),
  quotes (``> ``, used for worked examples) and ``|`` tables;
* links to a section ``[the exchange](#exchange)`` and to a glossary entry
  ``[repique](glossary:repique)`` (entry id ``g-repique`` in the glossary file);
* placeholders filled from the engine for the preset in force, never typed by
  hand: a line ``{{table:NAME}}`` (see :data:`TABLES`) and inline
  ``{{value:KEY}}`` (a key of ``scoring.values_table`` or an option name).

Other data files beside the texts (all TOML, ``LANG`` = ``en`` or ``de``; read through
:mod:`gui.texts`, the look-ups every layer may use):

* ``GAME.options.LANG.toml`` -- every option: ``title``, ``text``, ``section``
  and for each allowed value ``label`` and ``text`` (the house-rules dialog
  reads these through :func:`option_texts`);
* ``GAME.reasons.LANG.toml`` -- every refusal reason code: ``text`` (names the
  rule), ``section``, optional ``detail`` template (:func:`explain_refusal`);
* ``GAME.phases.toml`` -- engine phase -> section id (:func:`phase_section`);
* ``GAME.tables.LANG.toml`` -- row labels and headings of generated tables;
* ``GAME.words.LANG.toml`` -- the name of every engine phase (``[phases]``) and event kind
  (``[events]``) and of the game's own measure in the statistics (``points``)
  (:func:`game_words`);
* ``GAME.glossary.LANG.md`` (optional) -- a game's own glossary, shown after the shared
  one's part for it (:func:`glossary_text`);
* ``GAME.tutorial.txt`` (a game record) with ``GAME.tutorial.LANG.toml`` (step
  texts by action index) -- the guided first deal (:func:`load_tutorial`).

Main entry points::

    doc = RulesDocument(game, "de", preset=preset, options=opts)
    doc.html                 # the whole document (rules + glossary) as HTML
    doc.toc                  # [(level, id, title)] for the table of contents
    doc.search("repique")    # [(id, title, snippet)]
    explain_refusal("must_follow_suit", "de")  # (sentence, section id)

Nothing here imports Qt, so all of it is tested without a screen.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Mapping

from gui.texts import (LANGS, RULES_DIR, TABLES, Ctx, RulesError, check_lang, games_with_rules, is_reference, read,
                       read_toml, reference_pages, rules_pages, rules_path, table_html, texts_name)

__all__ = [
    "LANGS", "RULES_DIR", "RulesError", "Section", "RulesDocument", "TABLES", "render_markdown",
    "glossary_text", "texts_name", "load_tutorial", "Tutorial", "TutorialStep", "games_with_rules", "glossary_for",
    "rules_pages", "reference_pages", "is_reference", "page_title", "search_all", "prepare_search",
]

GLOSSARY_PREFIX = "g-"


_TITLE = re.compile(r"^#\s+(.*?)\s*\{#[A-Za-z0-9_-]+\}\s*$")


@lru_cache(maxsize=256)
def page_title(name: str, lang: str) -> str:
    """The title of a page in ``lang``: its first heading, as plain text."""
    for line in read(f"{name}.{check_lang(lang)}.md").splitlines():
        m = _TITLE.match(line.strip())
        if m:
            return _plain(m.group(1))
    return name


# ---------------------------------------------------------------- Markdown subset
_HEADING = re.compile(r"^(#{1,4})\s+(.*?)\s*\{#([A-Za-z0-9_-]+)\}\s*$")
_HEADING_NOID = re.compile(r"^(#{1,4})\s+(.*)$")
_TABLE_PH = re.compile(r"^\{\{table:([a-z_]+)\}\}$")
_VALUE_PH = re.compile(r"\{\{value:([a-z_]+)\}\}")
_SOURCE_PH = re.compile(r"\{\{source:([a-z0-9_]+)\}\}")
_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
_OL = re.compile(r"^\d+\.\s+")


@dataclass
class Section:
    id: str
    title: str          # plain text
    level: int
    doc: str            # "rules" or "glossary"
    text: str = ""      # plain text of the section body, for search


@dataclass
class Rendered:
    html: str
    sections: list[Section]
    links: list[tuple[str, str]]   # (section id where the link is, target id)


def _inline(text: str, ctx: "Ctx", links: list[str]) -> str:
    """Inline Markdown -> HTML.  Placeholders are expanded first, then escaped."""
    text = _expand(text, ctx)
    out: list[str] = []
    pos = 0
    for m in _LINK.finditer(text):
        out.append(_emph(html.escape(text[pos:m.start()], quote=False)))
        label, target = m.group(1), m.group(2)
        if target.startswith("glossary:"):
            anchor = GLOSSARY_PREFIX + target[len("glossary:"):]
        elif target.startswith("#"):
            anchor = target[1:]
        else:
            anchor = ""
        href = "#" + anchor if anchor else html.escape(target)
        if anchor:
            links.append(anchor)
        out.append(f'<a href="{href}">{_emph(html.escape(label, quote=False))}</a>')
        pos = m.end()
    out.append(_emph(html.escape(text[pos:], quote=False)))
    return "".join(out)


def _expand(text: str, ctx: "Ctx") -> str:
    text = _VALUE_PH.sub(lambda m: ctx.value(m.group(1)), text)
    return _SOURCE_PH.sub(lambda m: ctx.source(m.group(1)), text)


def _emph(s: str) -> str:
    s = re.sub(r"`([^`]+)`", r"<code>\1</code>", s)
    s = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", s)
    s = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", s)
    return s


def _plain(s: str) -> str:
    s = _LINK.sub(lambda m: m.group(1), s)
    s = re.sub(r"\{\{[^}]*\}\}", "", s)
    return re.sub(r"[*`]", "", s).strip()


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def render_markdown(text: str, ctx: "Ctx | None" = None, doc: str = "rules") -> Rendered:
    """Render the Markdown subset; returns HTML, the sections and the links found."""
    ctx = ctx or Ctx()
    lines = text.splitlines()
    out: list[str] = []
    sections: list[Section] = []
    links: list[tuple[str, str]] = []
    body: list[str] = []
    cur: list[str] = []       # links of the current section
    i = 0

    def close_section() -> None:
        if sections:
            sections[-1].text = " ".join(_plain(b) for b in body if b.strip())
            links.extend((sections[-1].id, t) for t in cur)
        body.clear()
        cur.clear()

    def inl(s: str) -> str:
        body.append(_expand(s, ctx))
        return _inline(s, ctx, cur)

    while i < len(lines):
        line = lines[i].rstrip()
        s = line.strip()
        if not s or s.startswith("<!--"):
            i += 1
            continue
        m = _HEADING.match(s)
        if m:
            close_section()
            level, title, sid = len(m.group(1)), m.group(2), m.group(3)
            sections.append(Section(sid, _plain(title), level, doc))
            tag = f"h{min(level + 0, 4)}"
            out.append(f'<a name="{sid}"></a><{tag}>{_inline(title, ctx, cur)}</{tag}>')
            i += 1
            continue
        if _HEADING_NOID.match(s):
            raise RulesError(f"heading without an id ({{#id}}): {s!r}")
        m = _TABLE_PH.match(s)
        if m:
            out.append(ctx.table(m.group(1)))
            i += 1
            continue
        if s.startswith("|"):
            rows = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                rows.append(_cells(lines[i]))
                i += 1
            head, rest = rows[0], [r for r in rows[1:] if not all(set(c) <= set("-: ") for c in r)]
            out.append(table_html([inl(c) for c in head], [[inl(c) for c in r] for r in rest]))
            continue
        if s.startswith("- ") or _OL.match(s):
            ordered = not s.startswith("- ")
            items: list[str] = []
            while i < len(lines):
                t = lines[i].strip()
                if t.startswith("- ") and not ordered:
                    items.append(t[2:])
                elif ordered and _OL.match(t):
                    items.append(_OL.sub("", t, count=1))
                elif t and items and lines[i].startswith("  "):
                    items[-1] += " " + t
                else:
                    break
                i += 1
            tag = "ol" if ordered else "ul"
            out.append(f"<{tag}>" + "".join(f"<li>{inl(x)}</li>" for x in items) + f"</{tag}>")
            continue
        if s.startswith(">"):
            # a worked example: paragraphs and "- " lists (continuation lines indented)
            para: list[str] = []
            items = []
            inner_parts: list[str] = []

            def flush() -> None:
                if para:
                    inner_parts.append(f"<p>{inl(' '.join(para))}</p>")
                    para.clear()
                if items:
                    inner_parts.append("<ul>" + "".join(f"<li>{inl(x)}</li>" for x in items) + "</ul>")
                    items.clear()

            while i < len(lines) and lines[i].strip().startswith(">"):
                raw = lines[i].strip()[1:]
                raw = raw[1:] if raw.startswith(" ") else raw
                t = raw.strip()
                if not t:
                    flush()
                elif t.startswith("- "):
                    if para:
                        flush()
                    items.append(t[2:])
                elif items and raw.startswith("  "):
                    items[-1] += " " + t
                else:
                    if items:
                        flush()
                    para.append(t)
                i += 1
            flush()
            inner = "".join(inner_parts)
            out.append('<table class="example" width="100%" cellpadding="6" cellspacing="0">'
                       f'<tr><td class="example">{inner}</td></tr></table>')
            continue
        para = [s]
        i += 1
        while i < len(lines):
            t = lines[i].strip()
            if (not t or t.startswith(("|", "- ", ">", "#")) or _TABLE_PH.match(t) or _OL.match(t)):
                break
            para.append(t)
            i += 1
        out.append(f"<p>{inl(' '.join(para))}</p>")
    close_section()
    return Rendered("\n".join(out), sections, links)


# ---------------------------------------------------------------- the document
_GLOSSARY_PART = re.compile(r"^##\s.*\{#glossary-([A-Za-z0-9_-]+)\}\s*$")
_GLOSSARY_ALSO = re.compile(r"^<!--\s*also:\s*([A-Za-z0-9_, -]+?)\s*-->$")


def glossary_for(game: str, text: str) -> str:
    """The glossary for one game: its introduction plus the part ``## … {#glossary-GAME}``.

    Parts for other games are left out (their entries link into their own rules);
    a part whose id names no rules page is kept for every game.  A part shared by pages
    with the same section ids (a game and its form) names the others in a comment line
    right under its heading: ``<!-- also: form1, form2 -->``.
    """
    known = set(rules_pages())
    out: list[str] = []
    keep = True
    lines = text.splitlines()
    for i, line in enumerate(lines):
        m = _GLOSSARY_PART.match(line.strip())
        if m:
            also = _GLOSSARY_ALSO.match(lines[i + 1].strip()) if i + 1 < len(lines) else None
            names = {m.group(1)} | ({n.strip() for n in also.group(1).split(",")} if also else set())
            keep = game in names or not names & known
        if keep:
            out.append(line)
    return "\n".join(out) + "\n"


def glossary_text(game: str, lang: str) -> str:
    """The glossary a game's rules show: the shared glossary's introduction and its part for the
    game (:func:`glossary_for`), then the game's own glossary file ``NAME.glossary.LANG.md``
    if it has one (kept beside its rules texts)."""
    game = texts_name(game)
    text = glossary_for(game, read(f"glossary.{check_lang(lang)}.md"))
    if rules_path(f"{game}.glossary.{lang}.md").exists():
        text += "\n" + read(f"{game}.glossary.{lang}.md")
    return text


class RulesDocument:
    """One game's rules plus the glossary, in one language, for one set of options."""

    def __init__(self, game: str = "", lang: str = "en", preset: str | None = None,
                 options: Any = None) -> None:
        game = texts_name(game)
        self.game, self.lang, self.preset, self.options = game, check_lang(lang), preset, options
        ctx = Ctx(game, lang, preset, options)
        rules = render_markdown(read(f"{game}.{lang}.md"), ctx, "rules")
        gloss = render_markdown(glossary_text(game, lang), ctx, "glossary")
        self.sections: list[Section] = rules.sections + gloss.sections
        self.links = rules.links + gloss.links
        self.body = rules.html + '\n<hr/>\n' + gloss.html
        self.html = _page(self.body)
        self._by_id = {s.id: s for s in self.sections}

    @property
    def toc(self) -> list[tuple[int, str, str]]:
        return [(s.level, s.id, s.title) for s in self.sections]

    def ids(self) -> list[str]:
        return [s.id for s in self.sections]

    def section(self, sid: str) -> Section:
        return self._by_id[sid]

    def has(self, sid: str) -> bool:
        return sid in self._by_id

    def broken_links(self) -> list[tuple[str, str]]:
        return [(src, t) for src, t in self.links if t not in self._by_id]

    def search(self, query: str, limit: int = 40) -> list[tuple[str, str, str]]:
        """Sections whose title or text contain every word of ``query`` (any case, any accents)."""
        words = [_fold(w) for w in query.split() if w.strip()]
        if not words:
            return []
        hits: list[tuple[int, int, Section, str]] = []
        for s in self.sections:
            title, text = _fold(s.title), _fold(s.text)
            if all(w in title or w in text for w in words):
                score = sum(3 if w in title else 1 for w in words)
                hits.append((-score, len(hits), s, _snippet(s.text, words[0])))
        hits.sort(key=lambda h: (h[0], h[1]))
        return [(s.id, s.title, snip) for _, _, s, snip in hits[:limit]]


@lru_cache(maxsize=128)
def _default_document(name: str, lang: str) -> "RulesDocument":
    """A page with its default preset, for the search over every page (built once)."""
    return RulesDocument(name, lang)


def prepare_search(name: str, lang: str) -> None:
    """Render page ``name`` for :func:`search_all` now (the dock does it a page at a time when the
    search field gets the focus)."""
    _default_document(name, check_lang(lang))


SEARCH_ALL_FROM = 3   # characters of the query before the other pages are searched too


def search_all(query: str, lang: str, current: "RulesDocument | None" = None,
               limit: int = 40, limit_other: int = 12) -> list[tuple[str, str, list[tuple[str, str, str]]]]:
    """Search every rules page: ``[(page, page title, [(id, title, snippet)])]``, grouped by page.

    ``current`` (the document shown, with the options in force) comes first, even without hits;
    then the other pages with hits (at most ``limit_other`` each), games before reference pages,
    each in title order.  A query shorter than :data:`SEARCH_ALL_FROM` characters searches only
    ``current`` (the other pages are built on the first longer query, about a second)."""
    lang = check_lang(lang)
    out: list[tuple[str, str, list[tuple[str, str, str]]]] = []
    if current is not None:
        out.append((current.game, page_title(current.game, lang), current.search(query, limit)))
        if len(query.strip()) < SEARCH_ALL_FROM:
            return out
    others = [n for n in rules_pages() if current is None or n != current.game]
    others.sort(key=lambda n: (is_reference(n), _fold(page_title(n, lang))))
    for name in others:
        hits = _default_document(name, lang).search(query, limit_other)
        if hits:
            out.append((name, page_title(name, lang), hits))
    return out


_FOLD = str.maketrans({"ä": "a", "ö": "o", "ü": "u", "ß": "ss", "é": "e", "è": "e", "ê": "e", "à": "a",
                       "â": "a", "ç": "c", "œ": "oe", "æ": "ae"})


def _fold(s: str) -> str:
    return s.casefold().translate(_FOLD)


def _snippet(text: str, word: str, width: int = 70) -> str:
    f = _fold(text)
    at = f.find(word)
    if at < 0:
        return text[:width] + ("…" if len(text) > width else "")
    lo = max(0, at - width // 3)
    hi = min(len(text), lo + width)
    return ("…" if lo else "") + text[lo:hi] + ("…" if hi < len(text) else "")


STYLE = """
body { font-family: serif; }
h1 { font-size: 150%; color: #5a1e14; margin-top: 6px; }
h2 { font-size: 125%; color: #5a1e14; margin-top: 18px; }
h3 { font-size: 110%; color: #3c2a14; margin-top: 12px; }
h4 { font-size: 100%; color: #3c2a14; }
a { color: #1d4f91; text-decoration: none; }
table.data { border-color: #b9a77f; margin: 6px 0px; }
table.data th { background-color: #efe4c8; text-align: left; }
table.data td.cur { background-color: #fbf3d9; font-weight: bold; }
td.example { background-color: #f6f1e4; border-left: 3px solid #b9a77f; }
code { font-family: monospace; }
"""


def _page(body: str) -> str:
    return f"<html><head><style>{STYLE}</style></head><body>{body}</body></html>"


# ---------------------------------------------------------------- the guided first deal
@dataclass
class TutorialStep:
    index: int          # position of the action in the record (chance lines counted)
    who: int            # seat, or engine.protocol.CHANCE
    action: str         # record notation
    text: str           # explanation (Markdown subset, inline only)
    section: str        # section of the rules to show beside it
    refuse: str = ""    # why another move is not the plan here (said after the guide's hint; optional)


@dataclass
class Tutorial:
    """A prepared deal with one explanation per action.

    ``record_text`` is an ordinary game record; replay it with
    ``engine.record.replay(parse_record(t.record_text), until=i)`` to get the
    position before step ``i``.  ``human_seat`` is the newcomer's seat.
    """

    game: str
    lang: str
    title: str
    intro: str
    outro: str
    human_seat: int
    record_text: str
    steps: list[TutorialStep] = field(default_factory=list)
    summary: str = ""   # the result in one sentence at the end ("" : the guide writes the scores)

    def step(self, index: int) -> TutorialStep:
        return self.steps[index]

    def html(self, index: int) -> str:
        """The explanation of step ``index`` as HTML (links into the rules)."""
        return self.inline_html(self.steps[index].text)

    def inline_html(self, text: str) -> str:
        """Any of the guided deal's texts (Markdown subset, inline) as one HTML paragraph."""
        links: list[str] = []
        return "<p>" + _inline(text, Ctx(self.game, self.lang), links) + "</p>"


def _expand_keys(table: Mapping[str, Any]) -> dict[int, Any]:
    """Step keys are ``"7"`` or a range ``"14-24"``."""
    out: dict[int, Any] = {}
    for k, v in table.items():
        a, _, b = k.partition("-")
        try:
            lo, hi = int(a), int(b or a)
        except ValueError:
            raise RulesError(f"tutorial step key {k!r} is neither a number nor a range") from None
        for i in range(lo, hi + 1):
            if i in out:
                raise RulesError(f"tutorial step {i} has two texts")
            out[i] = v
    return out


def load_tutorial(game: str = "", lang: str = "en") -> Tutorial:
    from engine.record import parse_record

    game = texts_name(game)
    record_text = read(f"{game}.tutorial.txt")
    rec = parse_record(record_text)
    data = read_toml(f"{game}.tutorial.{check_lang(lang)}.toml")
    texts = _expand_keys(data.get("steps", {}))
    steps = []
    for i, (who, action, _line) in enumerate(rec.moves):
        entry = texts.get(i)
        if entry is None:
            raise RulesError(f"{game}.tutorial.{lang}.toml: no text for step {i} ({action})")
        steps.append(TutorialStep(i, who, action, entry["text"], entry["section"], entry.get("refuse", "")))
    extra = sorted(set(texts) - set(range(len(rec.moves))))
    if extra:
        raise RulesError(f"{game}.tutorial.{lang}.toml: texts for steps beyond the record: {extra}")
    return Tutorial(game, lang, data["title"], data["intro"], data["outro"], int(data.get("human_seat", 0)),
                    record_text, steps, data.get("summary", ""))
