"""Computer players for Verkehren im Brett.

* :class:`BeginnerPlayer` follows the book's advice (2691-2702) as rules of thumb: secure the
  Hücke, make bands on one's own side and keep them together, few blots, hit what it can.
* :class:`StrongPlayer` values every distinct position a throw can leave by an evaluation that
  takes the expectation over the opponent's 21 throws of what his next throw can hit (and the
  player's own chances of hitting at his following throw), with the race, the stones to enter,
  the blocking of the opponent's entry area and the threat of a Jan.

Nothing is hidden: the observation is the whole position (the sampler gives it back as a state).
"""

from __future__ import annotations

import math
import random
from typing import Any

from engine import tables as T

from . import board as B
from .board import Accept, Concede, LetStand, Offer, Play, Refuse, Take
from .options import VerkehrenOptions

#: the 21 distinct throws with their weight out of 36, lower die first
THROWS = T.THROWS[::-1]
REACH = [(frozenset({a, 2 * a, 3 * a, 4 * a}) if a == b else frozenset({a, b, a + b}), w) for a, b, w in THROWS]

#: the bench (``academie bench ai --game verkehren``): one game a benchmark game on the same dice
#: with the seats swapped; the score is the game's points (single 1, double 2)
BENCH_DEALS = 1
BENCH_UNIT = "points"
BENCH_PER = "game"


def state_of(observation: Any) -> Any:
    """The state an observation shows (perfect information: nothing to sample)."""
    from .game import VerkehrenState

    thrower = observation.to_move if observation.phase not in ("penalty", "consent") else 1 - observation.to_move
    if observation.phase == "penalty" and observation.offender is not None:
        thrower = observation.offender
    st = T.state_from(VerkehrenState, observation, thrower)
    st.offender = observation.offender
    st.refused = bool(getattr(observation, "refused", False))
    st.bar = observation.bar
    st.exposed = [bool(x) for x in observation.exposed]
    st.games_played = observation.games_played
    return st


def sample(observation: Any, rng: random.Random) -> Any:
    return state_of(observation)


def _pips(mine: list[int]) -> int:
    return 25 * mine[0] + sum(mine[k] * (25 - k) for k in range(1, 25))


def _their_pips(theirs: list[int], obar: int) -> int:
    return 25 * obar + sum(theirs[k] * (25 - B.other(k)) for k in range(1, 25))


#: what being made Jan (a double loss) costs, in pips of the race
JAN = 120.0


def _hit_risk(mine: list[int], theirs: list[int], obar: int) -> float:
    """Expected pips the player loses to the opponent's next throw hitting one of his blots (the
    opponent travels the same way: his field of one's field ``k`` is ``other(k)``); a hit that
    leaves him no free field to enter, the opponent's bands gone from his entry area, is a Jan."""
    blots = [k for k in range(2, 25) if mine[k] == 1]
    if not blots:
        return 0.0
    their_bands_in_entry = any(theirs[k] >= 2 for k in B.ENTRY)
    free = sum(1 for k in B.ENTRY if mine[k] == 0 and theirs[k] <= 1)
    shots: dict[int, float] = {}       # distance -> the most a hit at that distance costs
    for y in blots:
        hy = B.other(y)
        cost = y + 6.0
        after_free = free + (1 if y in B.ENTRY else 0)
        if mine[0] + 1 > after_free:
            cost += 25.0
            if not their_bands_in_entry and after_free == 0:
                cost += JAN
        if obar and hy <= 6:
            shots[-hy] = max(shots.get(-hy, 0), cost)    # entering onto it: compulsory as well
        for x in range(1, 25):
            if theirs[x]:
                d = hy - B.other(x)
                if 0 < d <= 24:
                    shots[d] = max(shots.get(d, 0), cost)
    if not shots:
        return 0.0
    risk = 0.0
    for reach, w in REACH:
        best = 0.0
        for d, c in shots.items():
            if (d < 0 and -d in reach and -d <= 6) or d in reach:
                if c > best:
                    best = c
        risk += w * best
    return risk


def evaluate_position(mine: list[int], theirs: list[int], off: int, obar: int, ooff: int, opts: VerkehrenOptions,
                      to_throw_opp: bool = True) -> float:
    """The value of a position for the player whose own view it is, in pips (after his play)."""
    if off >= B.STONES:
        return 1000.0
    v = 0.0
    v += _their_pips(theirs, obar) - _pips(mine)                      # the race
    v += 6.0 * off - 6.0 * ooff
    # stones to enter: the opponent's, against the player's bands in his entry area (my 13-18)
    blocks = sum(1 for k in range(13, 19) if mine[k] >= 2)
    if obar:
        free = sum(1 for k in range(13, 19) if theirs[k] == 0 and mine[k] < 2)
        v += obar * (4.0 + 2.0 * blocks)
        if obar > free:
            v += 12.0 * (obar - free)                                  # he is Junker
    if mine[0]:
        free_me = B.free_entry(mine, theirs, False)
        v -= mine[0] * 4.0
        if mine[0] > free_me:
            v -= 12.0 * (mine[0] - free_me)
    # bands: the Hücke, one's own side kept together (2691, 2695)
    if mine[B.HUECKE] >= 2:
        v += 6.0
    bands = [k for k in range(13, 25) if mine[k] >= 2]
    v += 2.0 * len(bands)
    if opts.max_bands and B.bands(mine) > opts.max_bands:
        v -= 10.0
    # blots: what the opponent's next throw may take
    risk = _hit_risk(mine, theirs, obar)
    v -= (1.0 if to_throw_opp else 0.5) * risk
    # one's own chances at the next throw against his blots
    gain = _hit_risk(theirs_as_mine(theirs, obar), mine_as_theirs(mine), mine[0])
    v += 0.4 * gain
    # the Mahl left behind: stones still at home are slow
    v -= 1.5 * max(0, mine[B.MAHL] - 2)
    return v


def theirs_as_mine(theirs: list[int], obar: int) -> list[int]:
    """The opponent's stones in his own numbering (his stones to enter at index 0)."""
    out = [0] * 25
    for k in range(1, 25):
        if theirs[k]:
            out[B.other(k)] = theirs[k]
    out[0] = obar
    return out


def mine_as_theirs(mine: list[int]) -> list[int]:
    out = [0] * 25
    for k in range(1, 25):
        if mine[k]:
            out[B.other(k)] = mine[k]
    return out


def _candidates(st: Any) -> list[tuple[Play, tuple[Any, ...]]]:
    """(legal play, the position it leaves) in the order of the legal actions."""
    raws = st.raw_plays(all_orders=False)
    return [(B.to_play(st.thrower, r), after) for r, after in raws]


def _value_after(st: Any, seat: int, after: tuple[Any, ...]) -> float:
    mine, theirs, off, hits = after
    o = 1 - seat
    obar = st.bar[o] + hits
    if off >= B.STONES:
        return 1000.0
    if st.opts.double_by_piling and off == 0 and mine[B.CORNER] == B.STONES:
        return 2000.0
    omine = theirs_as_mine(theirs, obar)
    ofree = B.free_entry(omine, mine_as_theirs(mine), False)
    if obar and ((ofree == 0 and not any(mine[k] >= 2 for k in range(13, 19)))
                 or (obar >= 6 and obar > ofree)):
        return 2000.0                                                 # he is Jan
    return evaluate_position(mine, theirs, off, obar, st.off[o], st.opts)


def _reply_value(st: Any, seat: int, after: tuple[Any, ...]) -> float:
    """The expectation over the opponent's 21 throws of the position after his best reply (by
    the evaluation from his side), for ``seat``; ``after`` is the position ``seat``'s play leaves."""
    mine, theirs, off, hits = after
    o = 1 - seat
    obar = st.bar[o] + hits
    hmine = theirs_as_mine(theirs, obar)
    htheirs = mine_as_theirs(mine)
    ooff = st.off[o]
    total = 0.0
    for a, b, w in THROWS:
        replies = B.raw_plays(hmine, htheirs, ooff, (a, b), False, all_orders=False)
        best = -1e9
        for _r, (m2, t2, off2, h2) in replies:
            if off2 >= B.STONES:
                v = 1000.0
            else:
                my_bar = mine[0] + h2
                if my_bar and _is_jan(theirs_as_mine(t2, my_bar), mine_as_theirs(m2)):
                    v = 2000.0
                else:
                    v = evaluate_position(m2, t2, off2, my_bar, off, st.opts)
            if v > best:
                best = v
        total += w * -best
    return total


def _is_jan(mine: list[int], theirs: list[int]) -> bool:
    if not mine[0]:
        return False
    free = B.free_entry(mine, theirs, False)
    bands = any(theirs[k] >= 2 for k in B.ENTRY)
    return (not bands and free == 0) or (bands and mine[0] >= 6 and mine[0] > free)


#: the games the strong player plays out to answer an offer of a single loss or to give one up
ROLLOUTS = 12
#: how much worse than a single loss the game must look before the strong player gives it up
GIVE_UP_MARGIN = 0.25
#: plays (both players') after which a game played out is cut off and judged by the race: a
#: double loss (a Jan) comes within a few throws of being shut out, a single is a matter of the race
ROLLOUT_PLAYS = 30
#: the race lead (in pips) that is worth about 73% of a single game at the cut-off (logistic)
RACE_SCALE = 15.0


def _playout(st: Any, seat: int, rng: random.Random) -> float:
    """One play-out of the current game from ``st`` by the beginner's rules for both sides
    (an offer in it refused): the points it brings ``seat`` (a single 1, a double 2, lost
    negative), cut off after :data:`ROLLOUT_PLAYS` plays and then valued by the race."""
    games = st.games_played
    cur = st
    plays = 0
    while plays < ROLLOUT_PLAYS and cur.phase != "over" and cur.games_played == games:
        if cur.phase in ("first_throw", "throw"):
            cur, _ = cur.apply(cur.sample_chance(rng))
        elif cur.phase == "play":
            raws = cur.raw_plays(all_orders=False)
            best = max(raws, key=lambda r: BeginnerPlayer.score(r[1]) + rng.random() * 1e-3)
            cur, _ = cur.apply(B.to_play(cur.thrower, best[0]))
            plays += 1
        elif cur.phase == "penalty":
            cur, _ = cur.apply(_Base._penalty(cur.observation(cur.current_player())))
        else:
            cur, _ = cur.apply(Refuse())
    if cur.games_played == games:           # cut off: the race decides, single
        lead = _pips(cur.views(1 - seat)[0]) - _pips(cur.views(seat)[0])
        return 2.0 / (1.0 + math.exp(-lead / RACE_SCALE)) - 1.0
    winner, value, _way = cur.wins[-1]
    return float(value if winner == seat else -value)


def playout_value(st: Any, seat: int, rng: random.Random, n: int = ROLLOUTS) -> float:
    """The mean points of the current game for ``seat``, played out ``n`` times from ``st``."""
    if st.phase == "consent":
        st, _ = st.apply(Refuse())
    return sum(_playout(st, seat, rng) for _ in range(n)) / n


def single_decides(obs: Any, seat: int) -> bool:
    """Whether a single game decides the match for ``seat`` (a double is worth no more)."""
    return bool(tuple(obs.points)[seat] + 1 >= obs.target)


def offerer_shut_out(obs: Any) -> bool:
    """Whether the player who offers is shut out (more stones to enter than free fields)."""
    s = obs.offer if obs.offer is not None else 1 - obs.player
    mine, theirs = B.views(obs.board, obs.bar, s)
    return bool(mine[0]) and mine[0] > B.free_entry(mine, theirs, bool(tuple(obs.exposed)[1 - s]))


def in_danger(st: Any, seat: int) -> bool:
    """A quick look whether ``seat`` may be heading for a double loss: several stones to enter
    and hardly a field for them (only then does the strong player play the game out to decide
    whether to give it up)."""
    mine, theirs = st.views(seat)
    if mine[0] < 2:
        return False
    return bool(mine[0] >= 4 or mine[0] >= B.free_entry(mine, theirs, st.hittable(1 - seat)))


class _Base:
    name = "verkehren-base"

    def _side(self, obs: Any, rng: random.Random) -> Any | None:
        legal = obs.legal_actions
        if len(legal) == 1:
            return legal[0]
        if obs.phase == "penalty":
            return self._penalty(obs)
        if obs.phase == "consent":
            return self.answer(obs, rng)
        return None

    def answer(self, obs: Any, rng: random.Random) -> Any:
        """The answer to the other's offer of a single loss."""
        raise NotImplementedError

    @staticmethod
    def _penalty(obs: Any) -> Any:
        """Take two stones out of the offender's band that matters most to him (the farthest on)."""
        takes = [a for a in obs.legal_actions if isinstance(a, Take)]
        if not takes:
            return LetStand()
        off = obs.offender if obs.offender is not None else 0
        return max(takes, key=lambda t: (B.own(off, t.point) in range(13, 19), B.own(off, t.point)))


class BeginnerPlayer(_Base):
    """The book's advice as rules of thumb, without looking at the opponent's throws."""

    name = "verkehren-beginner"

    def answer(self, obs: Any, rng: random.Random) -> Any:
        """A simple rule: accept the single game, unless the one who offers is shut out (then
        play on for the Jan) and a single does not decide the match."""
        if single_decides(obs, obs.player) or not offerer_shut_out(obs):
            return Accept()
        return Refuse()

    def choose(self, observation: Any, rng: random.Random) -> Any:
        a = self._side(observation, rng)
        if a is not None:
            return a
        st = state_of(observation)
        seat = observation.player
        best, best_v = None, -1e9
        for play, after in _candidates(st):
            v = self.score(after) + rng.random() * 1e-3
            if v > best_v:
                best, best_v = play, v
        return best

    @staticmethod
    def score(after: tuple[Any, ...]) -> float:
        mine, theirs, off, hits = after
        v: float = 3.0 * hits + 2.0 * off
        v += 3.0 * (mine[B.HUECKE] >= 2)                                        # the Hücke (2693)
        v += 1.0 * sum(1 for k in range(13, 25) if mine[k] >= 2)               # bands on one's side
        v -= 1.0 * sum(1 for k in range(13, 25) if mine[k] == 1)               # few blots there
        v += 0.02 * sum(k * mine[k] for k in range(1, 25))                     # on we go
        return v


class StrongPlayer(_Base):
    """Values each distinct play by :func:`evaluate_position` after it (the opponent's 21
    throws in expectation)."""

    name = "verkehren-strong"

    def __init__(self, width: int = 4, rollouts: int = ROLLOUTS) -> None:
        self.width = width
        self.rollouts = rollouts

    def refuse_value(self, obs: Any, rng: random.Random) -> float:
        """What playing on after refusing an offer is worth to the one asked, in points (the
        single won by accepting is 1)."""
        if single_decides(obs, obs.player):
            return 1.0
        return playout_value(state_of(obs), obs.player, rng, self.rollouts)

    def answer(self, obs: Any, rng: random.Random) -> Any:
        """Accept when playing on is worth less than the single game offered."""
        return Accept() if self.refuse_value(obs, rng) <= 1.0 else Refuse()

    def give_up(self, obs: Any, rng: random.Random) -> Any | None:
        """Concede, or offer to, when the game is clearly lost double: in danger by a quick look,
        and the game played out worth clearly less than a single loss (never when a single loss
        loses the match anyway)."""
        side = [a for a in obs.side_actions if isinstance(a, (Concede, Offer))]
        if not side or single_decides(obs, 1 - obs.player):
            return None
        st = state_of(obs)
        if not in_danger(st, obs.player):
            return None
        if playout_value(st, obs.player, rng, self.rollouts) < -1.0 - GIVE_UP_MARGIN:
            return side[0]
        return None

    def choose(self, observation: Any, rng: random.Random) -> Any:
        if observation.phase == "play":
            g = self.give_up(observation, rng)
            if g is not None:
                return g
        a = self._side(observation, rng)
        if a is not None:
            return a
        return self.evaluate(observation, rng).best

    def evaluate(self, observation: Any, rng: random.Random, *, must_value: Any = ()) -> Any:
        st = state_of(observation)
        seat = observation.player
        legal = list(observation.legal_actions)
        values: dict[Any, float] = {}
        if observation.phase == "play":
            cands = _candidates(st)
            static = {play: _value_after(st, seat, after) for play, after in cands}
            if len(cands) > 1:
                # the few best by the evaluation are searched a throw deeper: the opponent's 21
                # throws, each with his best reply by the evaluation from his side
                ranked = sorted(cands, key=lambda c: -static[c[0]])[:self.width]
                for play, after in ranked:
                    sv = static[play]
                    values[play] = sv if sv >= 1000 else _reply_value(st, seat, after)
                floor = min(values.values())
                top = static[ranked[-1][0]]
                for play, _after in cands:
                    if play not in values:
                        values[play] = floor - (top - static[play]) - 1.0
            else:
                values.update(static)
        for act in legal:
            if act not in values:
                values[act] = 0.0
        if observation.phase == "penalty":
            values[self._penalty(observation)] = 1.0
        if observation.phase == "consent":
            values[Accept()] = 1.0
            values[Refuse()] = self.refuse_value(observation, rng)
        return T.exact_evaluation(legal, values)


def beginner() -> BeginnerPlayer:
    return BeginnerPlayer()


def strong() -> StrongPlayer:
    return StrongPlayer()


__all__ = ["BeginnerPlayer", "StrongPlayer", "beginner", "strong", "sample", "state_of", "Concede", "playout_value",
           "in_danger"]
