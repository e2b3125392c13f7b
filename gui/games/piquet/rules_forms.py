"""Rules-panel values and tables of the three- and four-player forms of Piquet (no Qt).

Königspiquet, Räuberpiquet and Normannisches Piquet have their own rules texts
(``resources/rules/{koenigspiquet,raeuberpiquet,normannisch}.LANG.md``); the objects here are
their ``rules_module`` (:class:`gui.registry.GameUI`: ``"gui.games.piquet.rules_forms:KOENIGSPIQUET"``
and so on), and :data:`FORMS` lets the rules panel find them through the family's rules module
while the forms have no ``GameUI`` of their own.  Every number is read from
:mod:`engine.games.piquet.variants` and :mod:`engine.games.piquet.scoring`, never typed by
hand; the words (row labels, headings) are in ``resources/rules/<form>.tables.LANG.toml``.

* ``{{value:KEY}}`` -- a key of :func:`form_values` (the two-hand values of
  ``scoring.values_table`` included) or an option;
* ``{{table:form_values}}`` -- the values of the form under the options in force;
* ``{{table:koenig_payments}}`` -- what the loser of a Königspiquet partie pays, for
  three and four participants, with and without *Schneider* (``variants.koenig_payments``);
* ``{{table:koenig_schedule}}`` -- the fixed order of parties for four participants
  (``variants.KOENIG_SCHEDULE_4``).
"""

from __future__ import annotations

import html
from typing import Any

from engine.games.piquet import scoring as S
from engine.games.piquet import variants as V
from gui import texts as tx

__all__ = ["FORMS", "KOENIGSPIQUET", "RAEUBERPIQUET", "NORMANNISCH", "form_values"]


def _bonus_gains(opts: Any) -> tuple[int, int]:
    """What the Neunziger and the Sechziger add on reaching the threshold (as ``TableState._bonus``)."""
    if opts.bonus_mode == "count_becomes_90_60":
        return 90 - V.THRESHOLD, 60 - V.THRESHOLD
    return S.REPIQUE_BONUS, S.PIQUE_BONUS


def form_values(form: str, opts: Any) -> dict[str, Any]:
    """Named numbers of ``form`` under its options ``opts`` (``KoenigOptions``, ``RaeuberOptions``,
    ``NormanOptions``), all read from the engine."""
    o = opts
    out: dict[str, Any] = dict(S.values_table(o.two_hand()))
    out.update(schneider=V.SCHNEIDER, threshold=V.THRESHOLD, raeuber_point_pips=V.RAEUBER_POINT_PIPS,
               lese=S.CARDS_BONUS, vole=S.CAPOT, vole_own=S.CAPOT_PRIZE_EXTRA, target=o.target_score,
               last_trick_extra=o.last_trick_extra)
    if form == "koenigspiquet":
        n = o.participants
        normal = V.koenig_payments(n, 0, 1, V.SCHNEIDER)
        schneider = V.koenig_payments(n, 0, 1, V.SCHNEIDER - 1)
        out.update(koenig_kings=n - 2, koenig_pay=sum(normal.values()), koenig_pay_schneider=sum(schneider.values()),
                   koenig_unit=normal[0], koenig_unit_schneider=schneider[0],
                   koenig_round=3 if n == 3 else len(V.KOENIG_SCHEDULE_4))
        return out
    st = V.TableState(o)
    neun, sech = _bonus_gains(o)
    k = st._tricks_per_deal()
    out.update(hand_cards=k, tricks=k, left_over=len(S.CARDS) - st.n * k, players=st.n,
               neunziger_gain=neun, sechziger_gain=sech)
    return out


# ---------------------------------------------------------------- tables
def _koenig_payments_table(ctx: Any) -> str:
    lab = ctx.labels()
    t = lab["tables"]["koenig_payments"]
    words = {k: v.format(schneider=V.SCHNEIDER) for k, v in lab["words"].items()}
    rows = []
    for n in (3, 4):
        for key, score in (("not_schneider", V.SCHNEIDER), ("schneider", V.SCHNEIDER - 1)):
            pays = V.koenig_payments(n, 0, 1, score)   # participant 0 wins, 1 loses
            king = next(p for p in pays if p != 0)
            rows.append([str(n), html.escape(words[key]), str(pays[0]), str(pays[king]), str(sum(pays.values()))])
    return tx.table_html([html.escape(h) for h in t["head"]], rows)


def _koenig_schedule_table(ctx: Any) -> str:
    lab = ctx.labels()
    t = lab["tables"]["koenig_schedule"]
    letters = "ABCD"
    rows = []
    for i, (a, b) in enumerate(V.KOENIG_SCHEDULE_4, start=1):
        kings = [letters[p] for p in range(4) if p not in (a, b)]
        rows.append([str(i), f"{letters[a]} – {letters[b]}", ", ".join(kings)])
    return tx.table_html([html.escape(h) for h in t["head"]], rows)


class FormRules:
    """The ``rules_module`` of one form: its ``TABLES`` and ``values(options)``."""

    def __init__(self, form: str) -> None:
        self.form = form
        self.TABLES: dict[str, Any] = {"form_values": tx.values_table("form_values")}
        if form == "koenigspiquet":
            self.TABLES.update(koenig_payments=_koenig_payments_table, koenig_schedule=_koenig_schedule_table)

    def values(self, opts: Any) -> dict[str, Any]:
        return form_values(self.form, opts)


KOENIGSPIQUET = FormRules("koenigspiquet")
RAEUBERPIQUET = FormRules("raeuberpiquet")
NORMANNISCH = FormRules("normannisch")
#: the forms by game name (the family's rules module offers them to the rules panel)
FORMS = {r.form: r for r in (KOENIGSPIQUET, RAEUBERPIQUET, NORMANNISCH)}
