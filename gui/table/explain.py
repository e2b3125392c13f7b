"""Explaining a score (issue 27): a line of any score sheet or ledger, clicked or chosen with
Enter, opens the rules panel at the rule that produced it, with that deal's figures worked out.

The mechanism names no game:

* a game's sheet answers :meth:`explain` for a row with an :class:`Explanation` (or None when the
  row explains nothing, such as a deal still in play): the rules section to open (an anchor of the
  game's rules page), a title, the parts (each a worked sentence in the interface language, its
  amount and, if it is another rule's, that rule's section) and the figure of the sheet they add
  up to (``start`` + the parts = ``total``, ``start`` being the running total before the deal on a
  sheet of running totals);
* :func:`make_activatable` makes a sheet's item view answer a click, Enter/Return and the
  keyboard focus on its rows, and :func:`show_explanation` hands the explanation to the window's
  rules panel (``RulesDock.show_explanation``), which shows it in a box above the section's text
  until the person goes elsewhere.

The words of each game's explanations are the game's own (its ``explain`` module, context of its
words); the words here (the total, the box's heading) are the shared ones, context ``Explain``.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractItemView

__all__ = ["deal_events", "Part", "Explanation", "make_activatable", "show_explanation", "number", "signed", "explain_tip", "section_ids", "fit_sections"]


def deal_events(events: Iterable[Any], end: str = "deal_end") -> list[list[Any]]:
    """The events of each deal, a list per deal (a deal closes with its ``end`` event; the last
    list holds the deal in play, if any)."""
    out: list[list[Any]] = [[]]
    for ev in events:
        out[-1].append(ev)
        if ev.kind == end:
            out.append([])
    return out


def number(v: float) -> str:
    """A figure as the sheets write it: whole numbers without a decimal point, others to two places,
    a negative one with a true minus sign."""
    v = float(v)
    if abs(v - round(v)) < 1e-9:
        text = str(int(round(v)))
    else:
        text = f"{v:.2f}".rstrip("0").rstrip(".")
    return text.replace("-", "−")


def signed(v: float) -> str:
    """A figure with its sign (+3, −2, 0), the minus a true minus sign."""
    s = number(abs(v))
    return "0" if s == "0" else ("+" if v > 0 else "−") + s


@dataclass
class Part:
    """One component of a score: ``text`` works it out in words and figures ("30 for the repique"),
    ``amount`` is what it adds (signed), ``section`` the rule it follows when that is not the
    explanation's own section."""

    text: str
    amount: float
    section: str = ""


@dataclass
class Explanation:
    """What produced one line of a sheet: ``start`` + the ``parts`` = ``total``, the sheet's figure."""

    title: str
    section: str
    parts: list[Part] = field(default_factory=list)
    total: float = 0.0
    start: float | None = None
    start_text: str = ""            # the words for ``start`` ("Before this deal")
    note: str = ""                  # a closing sentence (who won the partie, what the stakes are)
    page: str = ""                  # the rules page, when it is not the table's game

    def adds_up(self) -> bool:
        return abs((self.start or 0.0) + sum(p.amount for p in self.parts) - self.total) < 1e-6

    def texts(self) -> list[str]:
        """Every sentence the box shows, plain."""
        out = [self.title] + ([self.start_text] if self.start is not None else []) + [p.text for p in self.parts]
        return out + [QCoreApplication.translate("Explain", "Total"), self.note]

    def html(self) -> str:
        e = html.escape
        rows = []
        if self.start is not None:
            rows.append((e(self.start_text or QCoreApplication.translate("Explain", "Before")), number(self.start)))
        for p in self.parts:
            text = e(p.text)
            if p.section:
                text += f' <a href="#{e(p.section)}">§</a>'
            rows.append((text, signed(p.amount)))
        body = "".join(f"<tr><td>{a}</td><td align='right'>&nbsp;{b}</td></tr>" for a, b in rows)
        total = (f"<tr><td><b>{e(QCoreApplication.translate('Explain', 'Total'))}</b></td>"
                 f"<td align='right'>&nbsp;<b>{number(self.total)}</b></td></tr>")
        note = f"<br>{e(self.note)}" if self.note else ""
        return f"<b>{e(self.title)}</b><table cellspacing='1' width='100%'>{body}{total}</table>{note}"


def section_ids(game: str) -> set[str]:
    """The section ids of ``game``'s rules page (the same in both languages)."""
    import re

    from gui import texts as tx

    try:
        text = tx.read(f"{tx.texts_name(game)}.en.md")
    except Exception:
        return set()
    return set(re.findall(r"\{#([a-z0-9-]+)\}", text))


def fit_sections(explanation: Explanation, game: str, fallbacks: dict[str, tuple[str, ...]]) -> Explanation:
    """Point ``explanation`` and its parts at sections ``game``'s page has: a section it lacks is
    replaced by the first of its ``fallbacks`` it has (a part's link is dropped if none is there,
    the explanation's own section becomes the overview) — for a family whose pages share the
    explaining code but not every section."""
    ids = section_ids(game)

    def fit(sid: str) -> str:
        if not sid or sid in ids:
            return sid
        return next((f for f in fallbacks.get(sid, ()) if f in ids), "")

    for p in explanation.parts:
        p.section = fit(p.section)
    explanation.section = fit(explanation.section) or "overview"
    return explanation


def show_explanation(widget: Any, explanation: Explanation | None,
                     again: Callable[[], Explanation | None] | None = None) -> bool:
    """Show ``explanation`` in the rules panel of the table ``widget`` sits in (or is); False when
    there is none to show or no panel.  ``again()`` writes it anew after a change of language."""
    if explanation is None:
        return False
    w = widget
    while w is not None and getattr(w, "rules_dock", None) is None:
        w = w.parentWidget() if hasattr(w, "parentWidget") else None
    dock = getattr(w, "rules_dock", None)
    if dock is None:
        return False
    dock.show_explanation(explanation, again)
    return True


class _Keys(QObject):
    """Enter/Return on a sheet's view explains its current row."""

    def __init__(self, view: QAbstractItemView, explain: Callable[[int], Any]) -> None:
        super().__init__(view)
        self.view, self.explain = view, explain

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):  # type: ignore[attr-defined]
            row = self.view.currentIndex().row()
            if row >= 0:
                self.explain(row)
                return True
        return False


def make_activatable(view: QAbstractItemView, explain: Callable[[int], Any]) -> None:
    """Let the rows of ``view`` be explained: a click on a row, or Enter/Return on the row with the
    keyboard focus (the arrow keys move it), calls ``explain(row)``.  The view keeps its own keys
    (``ownKeys``: the main window does not send them to the table while it has the focus)."""
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    view.setProperty("ownKeys", True)
    view.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
    view.clicked.connect(lambda index: explain(index.row()))
    keys = _Keys(view, explain)
    view.installEventFilter(keys)
    view._explain_keys = keys  # type: ignore[attr-defined]   # kept with the view
    view.setToolTip(explain_tip())


def explain_tip() -> str:
    """The tooltip of a sheet whose lines explain themselves (set again on a change of language)."""
    return QCoreApplication.translate("Explain", "Click a line (or press Enter on it) to see how it was scored")
