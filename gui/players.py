"""The computer players a game offers, in the person's words.

The kinds come from the engine's :attr:`GameSpec.player_kinds` (each with a level:
``random``, ``beginner``, ``intermediate``, ``strong``, ``master``); the words for the levels are
shared by every game and live here, in both languages."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.protocol import LEVELS, GameSpec, PlayerKind

__all__ = ["LEVELS", "level_label", "kinds", "kind_label", "default_kind", "make_player"]


def level_label(level: str) -> str:
    """A level in the interface language."""
    words = {"random": QCoreApplication.translate("Players", "Random player (plays any legal card)"),
             "beginner": QCoreApplication.translate("Players", "Beginner"),
             "intermediate": QCoreApplication.translate("Players", "Intermediate"),
             "strong": QCoreApplication.translate("Players", "Strong"),
             "master": QCoreApplication.translate("Players", "Master")}
    return words.get(level, level)


def kinds(spec: GameSpec) -> tuple[PlayerKind, ...]:
    """The computer players ``spec`` offers: the random player, then the game's own, weakest first."""
    from engine.players import offered_kinds

    return offered_kinds(spec)


def kind_label(spec: GameSpec | None, name: str) -> str:
    """How a person reads a player kind: its level's word, with the kind's own description
    when two kinds of the game share a level (or the kind has no level)."""
    if spec is None:
        return level_label(name) if name in LEVELS else name
    ks = kinds(spec)
    k = next((x for x in ks if x.name == name), None)
    if k is None:
        return level_label(name) if name in LEVELS else name
    if not k.level:
        return k.label[:1].upper() + k.label[1:]
    if k.level == "master" and k.program:      # a master that drives an outside program says so
        return QCoreApplication.translate("Players", "Master (an outside engine)")
    shared = sum(1 for x in ks if x.level == k.level) > 1
    return f"{level_label(k.level)} — {k.label}" if shared and k.level != "random" else level_label(k.level)


def default_kind(spec: GameSpec) -> str:
    """A computer opponent of middling strength when the game has one, else the weakest above
    random, else the random player."""
    ks = kinds(spec)
    for level in ("intermediate", "beginner", "strong"):
        for k in ks:
            if k.level == level:
                return k.name
    return next((k.name for k in ks if k.level != "random"), "random")


def make_player(spec: GameSpec, name: str) -> Any:
    """A new computer player of kind ``name`` for ``spec`` (the random player for an unknown kind)."""
    from engine.players import make_player as engine_make

    try:
        return engine_make(name, spec)
    except ValueError:
        return engine_make("random", spec)


def has_partners(spec: GameSpec) -> bool:
    """Whether the person plays with a partner (the spec's ``partnerships``: fixed, drawn or called)."""
    from engine.protocol import Partnerships

    return spec.partnerships != Partnerships.NONE
