"""The master level of any game whose strong level is a :class:`~engine.ai.search.SearchPlayer`.

A master is the game's strong player given more to think with: 3 s a decision instead of the
strong level's own budget (a hard limit a little above it), many more worlds allowed, and a
stricter stop -- it searches at least ``min_worlds`` worlds and ends early only when the leader is
``z`` standard errors ahead (the strong level stops at 3 after 6 worlds), so the extra time goes
into telling near-equal actions apart instead of ending where the strong level ends.  Everything
else (sampler, rollout, inference, tie-break, the rule player for what is not searched) is the
strong level's own, so a master too acts only through its observation.

A game offers the master level by listing a ``PlayerKind`` of level ``master`` whose factory calls
:func:`master_of` on its strong player -- only where a benchmark measured it stronger than the
strong level (``academie bench ai --game G --matches master``).  Nothing here names a game.

For benchmarks on a shared machine, :func:`by_work` fixes the amount of search instead of the
clock (``budget=None``: a number of worlds), so a match measures the search, not the load.
"""

from __future__ import annotations

import copy
from typing import Any

from .search import SearchPlayer

__all__ = ["MASTER_BUDGET", "master_of", "by_work"]

#: seconds a decision for the master level
MASTER_BUDGET = 3.0


def master_of(strong: Any, *, budget: float | None = MASTER_BUDGET, min_worlds: int = 24,
              max_worlds: int = 20000, z: float = 4.0, prune_z: float = 4.0) -> Any:
    """The master version of the strong player ``strong`` (a new player; ``strong`` is unchanged).

    A player that is not a :class:`SearchPlayer` but hands its decisions to one (an ``inner``
    attribute) gets a master inner player; any other player with a ``budget`` gets the longer
    budget only."""
    m = copy.copy(strong)
    if isinstance(m, SearchPlayer):
        m.name = _master_name(m.name)
        m.budget = budget
        m.hard_limit = (budget * 1.3 + 0.2) if budget is not None else m.hard_limit
        m.min_worlds = max(m.min_worlds, min_worlds)
        m.max_worlds = max(m.max_worlds, max_worlds)
        m.z = max(m.z, z)
        m.prune_z = max(m.prune_z, prune_z)
        m.last = None
        return m
    inner = getattr(m, "inner", None)
    if inner is not None and inner is not strong:
        m.inner = master_of(inner, budget=budget, min_worlds=min_worlds, max_worlds=max_worlds, z=z,
                            prune_z=prune_z)
    elif hasattr(m, "budget"):
        m.budget = budget
    if isinstance(getattr(m, "name", None), str):
        m.name = _master_name(m.name)
    return m


def by_work(player: Any, worlds: int) -> Any:
    """``player`` (a :class:`SearchPlayer`) with a fixed amount of search instead of a clock: at most
    ``worlds`` worlds a decision, its stopping rule otherwise unchanged.  For benchmarks on a loaded
    machine: ``worlds`` is what the player's time budget buys unloaded (``bench ai`` prints worlds per
    processor second)."""
    if isinstance(player, SearchPlayer):
        player.budget = None
        player.hard_limit = float("inf")
        player.max_worlds = worlds
        return player
    inner = getattr(player, "inner", None)
    if inner is not None and inner is not player:
        by_work(inner, worlds)
        return player
    raise TypeError(f"{getattr(player, 'name', player)!r} does not search worlds")


def _master_name(name: str) -> str:
    return name[: -len("-strong")] + "-master" if name.endswith("-strong") else name + "-master"
