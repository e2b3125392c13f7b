"""A line of Whist's score sheet explained (issue 27, :mod:`gui.table.explain`): the points your
side marked in one deal (tricks over six, honours, a call at eight, a revoke), from the deal's
history entry, added to the score before it.  Texts keep the context ``Whist``."""

from __future__ import annotations


from PySide6.QtCore import QCoreApplication

from gui.table.explain import Explanation, Part

_SECTION = {"tricks": "tricks", "honours": "honours", "call": "calling", "revoke": "laws"}


def explain_deal(entry: dict, mine: int) -> Explanation:
    """Your side's (``mine``) score after the deal of ``entry``: the score before it and what the
    deal marked, each with its rule."""
    tricks, honours = entry["tricks"], entry["honours"]
    parts = []
    for side, reason, pts in entry.get("items", ()):
        if side != mine:
            continue
        if reason == "tricks":
            text = QCoreApplication.translate("Whist", "%1 tricks, %2 over six: a point each").replace(
                "%1", str(tricks[mine])).replace("%2", str(max(0, tricks[mine] - 6)))
        elif reason == "honours":
            text = QCoreApplication.translate("Whist", "Your side held %1 of the four honours").replace(
                "%1", str(honours[mine]))
        elif reason == "call":
            text = QCoreApplication.translate("Whist", "Honours called at eight and shown")
        else:
            text = QCoreApplication.translate("Whist", "The penalty for a revoke")
        parts.append(Part(text, float(pts), _SECTION.get(reason, "scoring")))
    title = QCoreApplication.translate("Whist", "Deal %1: your side's score %2").replace(
        "%1", str(entry["deal"])).replace("%2", str(entry["after"][mine]))
    e = Explanation(title, "scoring", parts, float(entry["after"][mine]), start=float(entry["before"][mine]),
                    start_text=QCoreApplication.translate("Whist", "Your side's score before the deal"))
    if not parts:
        e.note = QCoreApplication.translate("Whist", "Your side marked nothing in this deal.")
    if entry.get("winner") is not None:
        e.section = "game"
        stakes = entry.get("value", 1)
        won = entry["winner"] == mine
        if stakes == 1:
            e.note = (QCoreApplication.translate("Whist", "The game is won: one stake.") if won
                      else QCoreApplication.translate("Whist", "The game is lost: one stake."))
        else:
            e.note = (QCoreApplication.translate("Whist", "The game is won: %1 stakes.") if won
                      else QCoreApplication.translate("Whist", "The game is lost: %1 stakes.")).replace("%1", str(stakes))
    return e
