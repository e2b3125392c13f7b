"""Two-hand Piquet: the state machine of a session of parties (spec §3-§9).

One :class:`PiquetState` covers choosing the first dealer, every deal of a
partie, the partie's end and settlement, and -- when ``deals`` is given -- the
next parties until that many deals have been played.

Scoring is kept as a *ledger*: every point is credited as an item (carte
blanche, a declaration, a play point, the cards, capot, carte rouge) in the
order the preset's ``score_precedence`` prescribes.  Pique and repique are
decided item by item from that ledger, and a race to a target score ends the
moment an item takes a player to the target.  Declaration items are credited
together when younger has finished declaring (before elder's first lead point,
spec A26), because only then is the order of categories known.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from engine.cards import Card
from engine.protocol import CHANCE, TERMINAL, Event, GameState, IllegalAction, Observation, Standing

from . import scoring as S
from .actions import (Announce, ChooseDealer, ClaimRest, Concede, Cut, Deal, Declare, Exchange, Expose, Play,
                      Reply, Sink, View, YoungerDeclare, parse_action, _parse_cards)
from .options import PiquetOptions

__all__ = ["PiquetState", "PiquetObservation", "new_state"]

CARDS = S.CARDS
SUIT_MASK = tuple(0xFF << (8 * s) for s in range(4))
NAMES = ("point", "sequence", "set")


_bits, _cards, _codes = S.popcount, S.card_tuple, S.codes


@dataclass(frozen=True)
class PiquetObservation(Observation):
    """What one seat may see.  Cards are tuples of :class:`~engine.cards.Card` in pack order."""

    phase: str = ""
    to_move: int = TERMINAL
    options: PiquetOptions | None = None
    dealer: int | None = None
    elder: int | None = None
    hand: tuple[Any, ...] = ()
    discards: tuple[Any, ...] = ()
    known_opponent_cards: tuple[Any, ...] = ()   # certainly in the opponent's hand now
    opponent_shown_hand: tuple[Any, ...] = ()    # the opponent's dealt hand, if shown (carte blanche)
    opponent_hand_size: int = 0
    opponent_discard_count: int = 0
    seen_talon: tuple[Any, ...] = ()             # talon cards seen that are not in this hand
    talon_left: int = 0                # talon cards taken by nobody
    unknown_cards: tuple[Any, ...] = ()          # cards whose place this seat does not know
    blanche: tuple[Any, ...] = ()                # seats that announced carte blanche
    exchanged: tuple[Any, ...] = (None, None)    # cards exchanged by each seat (numbers are public)
    blanche_count: int | None = None
    named_suit: str | None = None
    dialogue: tuple[Any, ...] = ()               # (seat, action text) of the declaration dialogue
    declared: tuple[Any, ...] = ()               # per category: (outcome, winner seat or None)
    announced: tuple[Any, ...] = (0, 0)          # declaration points announced so far (for display)
    trick: tuple[Any, ...] = ()                  # ((seat, card), ...) of the trick in progress
    tricks: tuple[Any, ...] = ()                 # ((leader, led card, other card, winner), ...)
    tricks_won: tuple[Any, ...] = (0, 0)
    leader: int | None = None
    deal_scores: tuple[Any, ...] = (0, 0)
    partie_scores: tuple[Any, ...] = (0, 0)
    deal_no: int = 0
    partie_no: int = 0
    bonuses: tuple[Any, ...] = ()                # ((seat, "pique"|"repique"|"capot"|...), ...)
    history: tuple[Any, ...] = ()                # finished deals of this session: summaries
    younger_declared: tuple[Any, ...] | None = None   # the categories younger declared after elder passed them
    declarations_credited: bool = False     # this deal's declarations have been scored
    sunk: tuple[Any, ...] = ()                        # this seat's combinations left out of its declarations (§6.8)
    conceded: tuple[Any, ...] | None = None           # (seat that gave up, tricks given) once a deal's rest is conceded
    claimed: tuple[Any, ...] | None = None            # (seat that laid down its cards, tricks) once the rest is claimed


class PiquetState(GameState):
    """A Piquet session.  Use :func:`new_state`; treat as immutable (``apply`` copies)."""

    __slots__ = (
        "opts", "deals_limit", "phase", "to_move", "dealer", "hands", "dealt", "discards", "talon",
        "elder_took", "younger_took", "blanche", "announced_blanche", "blanche_count", "known_opp", "opp_shown",
        "seen_talon", "named_suit", "cat", "stage", "claim", "results", "dialogue", "exposed",
        "first_lead_pending", "deal_pts", "cnt", "scored", "won_trick", "bonuses", "combo_mask",
        "decl_scored", "announced", "play_hands", "leader", "trick", "trick_no", "tricks_won", "tricks",
        "deal_no", "partie_no", "partie_deal_no", "partie_pts", "partie_recorded", "lese", "prizes",
        "repique_wins", "deal_log", "partie_log", "cut_cards", "_ended", "ydeclared", "sunk", "conceded",
        "claimed",
    )

    # per seat (0, 1): card masks, flags and points
    hands: tuple[int, ...]
    dealt: tuple[int, ...]
    discards: tuple[int, ...]
    known_opp: tuple[int, ...]
    opp_shown: tuple[int, ...]
    seen_talon: tuple[int, ...]
    combo_mask: tuple[int, ...]
    play_hands: tuple[int, ...]
    blanche: tuple[bool, ...]
    announced_blanche: tuple[bool, ...]
    scored: tuple[bool, ...]
    won_trick: tuple[bool, ...]
    decl_scored: tuple[bool, ...]
    deal_pts: tuple[int, ...]
    cnt: tuple[int, ...]
    announced: tuple[int, ...]
    tricks_won: tuple[int, ...]
    partie_pts: tuple[int, ...]
    prizes: tuple[int, ...]
    repique_wins: tuple[int, ...]

    # ------------------------------------------------------------------ setup
    def __init__(self, opts: PiquetOptions, deals: int | None = None) -> None:
        if deals is not None and deals < 1:
            raise ValueError("deals must be at least 1")
        self.opts = opts
        self.deals_limit = deals
        self.phase = "cut"
        self.to_move = CHANCE
        self.dealer: int | None = None
        self.deal_no = 0
        self.partie_no = 1
        self.partie_deal_no = 0
        self.partie_pts = (0, 0)
        self.partie_recorded: tuple[Any, ...] = ()
        self.lese = S.CARDS_BONUS
        self.prizes = (0, 0)
        self.repique_wins = (0, 0)
        self.deal_log: tuple[Any, ...] = ()
        self.partie_log: tuple[Any, ...] = ()
        self.cut_cards: tuple[Any, ...] = ()
        self._reset_deal()

    def _reset_deal(self) -> None:
        self._ended = False
        self.ydeclared: tuple[Any, ...] | None = None
        self.hands = (0, 0)
        self.dealt = (0, 0)
        self.discards = (0, 0)
        self.talon: tuple[int, ...] = ()
        self.elder_took: int | None = None
        self.younger_took: int | None = None
        self.blanche = (False, False)
        self.announced_blanche = (False, False)
        self.blanche_count: int | None = None
        self.known_opp = (0, 0)
        self.opp_shown = (0, 0)
        self.seen_talon = (0, 0)
        self.named_suit = -1
        self.cat = 0
        self.stage = 1
        self.claim: Any = None
        self.results: tuple[Any, ...] = (None, None, None)
        self.dialogue: tuple[Any, ...] = ()
        self.exposed: bool | None = None
        self.first_lead_pending: tuple[Any, ...] | None = None
        self.deal_pts = (0, 0)
        self.cnt = (0, 0)
        self.scored = (False, False)
        self.won_trick = (False, False)
        self.bonuses: tuple[Any, ...] = ()
        self.combo_mask = (0, 0)
        self.decl_scored = (False, False)
        self.announced = (0, 0)
        self.play_hands = (0, 0)
        self.leader: int | None = None
        self.trick: tuple[Any, ...] = ()
        self.trick_no = 0
        self.tricks_won = (0, 0)
        self.tricks: tuple[Any, ...] = ()
        # per seat: the cards of the sequences and of the sets left out of the declarations (§6.8)
        self.sunk: tuple[Any, ...] = ((0, 0), (0, 0))
        self.conceded: tuple[Any, ...] | None = None
        self.claimed: tuple[Any, ...] | None = None

    @classmethod
    def at_declarations(cls, opts: PiquetOptions, elder: list[Card], younger: list[Card], *, dealer: int = 1,
                        blanche: tuple[bool, bool] = (False, False),
                        partie_scores: tuple[int, int] = (0, 0)) -> "PiquetState":
        """A position right after the exchange, for worked examples and tests.

        ``elder`` and ``younger`` are the hands after the exchange; the other
        eight cards are treated as discards and untaken talon.  ``blanche`` marks
        who held carte blanche when the cards were dealt (by seat: elder, younger).
        """
        s = cls(opts)
        s.dealer = dealer
        e, y = 1 - dealer, dealer
        hands = [0, 0]
        hands[e], hands[y] = S.mask_of(elder), S.mask_of(younger)
        if len(elder) != 12 or len(younger) != 12 or hands[e] & hands[y]:
            raise ValueError("two different hands of 12 cards are needed")
        s.hands = s.dealt = s.play_hands = tuple(hands)
        rest = [i for i in range(32) if not (hands[0] | hands[1]) >> i & 1]
        s.talon = tuple(rest)
        s.elder_took, s.younger_took = 5, 3
        bl = [False, False]
        bl[e], bl[y] = blanche
        s.blanche = s.announced_blanche = tuple(bl)
        s.partie_pts = tuple(partie_scores)
        s.deal_no = s.partie_deal_no = 1
        _start_declarations(s)
        return s

    @classmethod
    def at_play(cls, opts: PiquetOptions, hands: tuple[list[Card], list[Card]], *, leader: int, trick_no: int,
                dealer: int = 1, tricks_won: tuple[int, int] = (0, 0), deal_scores: tuple[int, int] = (0, 0),
                partie_scores: tuple[int, int] = (0, 0), scored: tuple[bool, bool] | None = None,
                won_trick: tuple[bool, bool] | None = None) -> "PiquetState":
        """A position in the trick play (declarations done), for worked examples and tests.

        ``hands`` is by seat; both hold ``13 - trick_no`` cards and ``leader`` is to lead.
        """
        s = cls(opts)
        s.dealer = dealer
        s.hands = s.dealt = s.play_hands = (S.mask_of(hands[0]), S.mask_of(hands[1]))
        n = 13 - trick_no
        if len(hands[0]) != n or len(hands[1]) != n or s.hands[0] & s.hands[1]:
            raise ValueError(f"two different hands of {n} cards are needed at trick {trick_no}")
        s.talon = tuple(i for i in range(32) if not (s.hands[0] | s.hands[1]) >> i & 1)[:8]
        s.elder_took, s.younger_took = 5, 3
        s.results = (("pass", ()),) * 3
        s.ydeclared = ()
        s.deal_pts = s.cnt = tuple(deal_scores)
        s.scored = scored if scored is not None else tuple(x > 0 for x in deal_scores)
        s.won_trick = won_trick if won_trick is not None else tuple(x > 0 for x in tricks_won)
        s.tricks_won = tuple(tricks_won)
        s.partie_pts = tuple(partie_scores)
        s.deal_no = s.partie_deal_no = 1
        s.phase, s.to_move, s.leader, s.trick_no = "play", leader, leader, trick_no
        return s

    def _clone(self) -> "PiquetState":
        s = object.__new__(PiquetState)
        for k in PiquetState.__slots__:
            object.__setattr__(s, k, getattr(self, k))
        return s

    def copy(self) -> "PiquetState":
        return self._clone()

    @property
    def elder(self) -> int | None:
        return None if self.dealer is None else 1 - self.dealer

    @property
    def _e(self) -> int:
        """Elder, once the dealer is known (every phase after the cut)."""
        assert self.dealer is not None, "no dealer yet"
        return 1 - self.dealer

    @property
    def _y(self) -> int:
        """Younger hand: the dealer, once known."""
        assert self.dealer is not None, "no dealer yet"
        return self.dealer

    # ----------------------------------------------------------- protocol
    def current_player(self) -> int:
        return self.to_move

    def parse_action(self, text: str) -> Any:
        """The record notation (:func:`~engine.games.piquet.actions.parse_action`); an exchange
        may also name the cards it draws, ``exchange 7C 8C 9D draw AS KD QH``: they must be the
        cards the talon gives (a ``ValueError`` says which it gives)."""
        head, sep, named = text.partition(" draw ")
        if sep and head.split()[:1] == ["exchange"]:
            a = parse_action(head)
            want = sorted(S.INDEX[c] for c in _parse_cards(named.split()))
            got = sorted(self._would_draw(len(a.cards)))
            if want != got:
                raise ValueError(f"the talon gives {' '.join(CARDS[i].code for i in got)}, not "
                                 f"{' '.join(CARDS[i].code for i in want)}")
            return a
        return parse_action(text)

    def _would_draw(self, n: int) -> tuple[int, ...]:
        if self.phase != "exchange" or not self.talon:
            raise ValueError("no exchange is due")
        if self.to_move == self._e:
            return self.talon[:n]
        k = self.blanche_count if self.blanche_count is not None else (self.elder_took or 0)
        return self.talon[k:k + n]

    @classmethod
    def from_deal(cls, opts: PiquetOptions, elder: list[Card], younger: list[Card], talon: list[Card], *,
                  elder_seat: int = 0, deals: int | None = None) -> "PiquetState":
        """A deal from the books in one call: the hands as dealt, the talon from the top, and who is
        elder (the other seat deals; no cut).  The state is ready for elder's exchange (or carte
        blanche), exactly as if the cards had been dealt so."""
        st = new_state(opts, deals=deals, first_dealer=1 - elder_seat)
        st, _ = st.apply(Deal(tuple(elder), tuple(younger), tuple(talon)))
        return st

    def scores(self) -> list[float]:
        return list(self.partie_pts)

    def sample_chance(self, rng: random.Random) -> Any:
        if self.phase == "cut":
            a, b = rng.sample(CARDS, 2)
            return Cut((a, b))
        if self.phase == "deal":
            order = list(CARDS)
            rng.shuffle(order)
            return Deal(tuple(order[:12]), tuple(order[12:24]), tuple(order[24:]))
        raise IllegalAction("wrong_phase", "no chance event is due")

    def legal_actions(self) -> list[Any]:
        ph, p = self.phase, self.to_move
        if p in (CHANCE, TERMINAL):
            return []
        if ph == "choose_dealer":
            return [ChooseDealer(True), ChooseDealer(False)]
        if ph == "announce":
            return [Announce(k) for k in range(self.opts.elder_min_exchange, 6)]
        if ph == "exchange":
            lo, hi = self._exchange_limits(p)
            from itertools import combinations
            hand = S.cards_of(self.hands[p])
            return [Exchange(c) for k in range(lo, hi + 1) for c in combinations(hand, k)]
        if ph == "view":
            return [View(None)] + [View(S.SUITS[s]) for s in range(4) if self.hands[p] & SUIT_MASK[s]]
        if ph == "declare":
            return self._claims()
        if ph == "reply":
            return [Reply(a) for a in ("good", "not-good", "equal") if self._reply_ok(a)]
        if ph == "expose":
            return [Expose(True), Expose(False)]
        if ph == "ydeclare":
            opt = self._optional_categories()
            out = []
            for m in range(1 << len(opt)):
                out.append(YoungerDeclare(tuple(c for i, c in enumerate(opt) if m >> i & 1)))
            return out
        if ph == "play":
            return [Play(CARDS[i]) for i in self._playable()]
        return []

    def side_actions(self) -> list[Any]:
        """Besides the moves: leaving a lesser sequence or set out of one's declarations (§6.8),
        and in the play, once the declarations are scored, claiming the remaining tricks when
        every card held is sure to win, or conceding them (§8.3)."""
        p = self.to_move
        if p in (CHANCE, TERMINAL):
            return []
        out = self._sinks()
        if self._declarations_done():
            if self._claim_sure(p):
                out.append(ClaimRest())
            out.append(Concede())
        return out

    def apply(self, action: Any) -> tuple["PiquetState", list[Event]]:
        if self.to_move == TERMINAL:
            raise IllegalAction("game_over", "the session is over")
        s = self._clone()
        ev: list[Event] = []
        handler = _HANDLERS.get((self.phase, type(action)))
        if handler is None:
            raise IllegalAction("wrong_phase", f"{action} is not possible now (phase {self.phase})",
                                phase=self.phase)
        handler(s, action, ev)
        return s, ev

    def _played(self) -> int:
        """The cards played in this deal so far, the trick in progress included."""
        played = 0
        for t in self.tricks:
            played |= 1 << S.INDEX[t[1]] | 1 << S.INDEX[t[2]]
        for _, c in self.trick:
            played |= 1 << S.INDEX[c]
        return played

    def observation(self, player: int) -> PiquetObservation:
        opp = 1 - player
        e = self.elder
        played = self._played()
        mine = self.hands[player] | self.discards[player]
        known_opp = self.known_opp[player] & self.hands[opp]
        known_elsewhere = self.seen_talon[player] & ~self.hands[opp]
        unknown = ((1 << 32) - 1) & ~(mine | played | known_opp | known_elsewhere)
        taken = (self.elder_took or 0) + (self.younger_took or 0)
        talon_left = 8 - taken if self.talon else 0
        declared = tuple(None if r is None else (r[0], _result_winner(r[0], e)) for r in self.results)
        legal = tuple(self.legal_actions()) if self.to_move == player else ()
        side = tuple(self.side_actions()) if self.to_move == player else ()
        seen = mine | played | known_opp | self.seen_talon[player] | self.opp_shown[player]
        return PiquetObservation(
            game="piquet", player=player, legal_actions=legal, side_actions=side, phase=self.phase, to_move=self.to_move,
            seats=2, hand_sizes=tuple(_bits(self.hands[p]) for p in (0, 1)),
            trick_leader=self.trick[0][0] if self.trick else self.leader if self.phase == "play" else None,
            tricks_taken=self.tricks_won,
            seen=_cards(seen),
            options=self.opts, dealer=self.dealer, elder=e, hand=_cards(self.hands[player]),
            discards=_cards(self.discards[player]), known_opponent_cards=_cards(known_opp),
            opponent_shown_hand=_cards(self.opp_shown[player]), opponent_hand_size=_bits(self.hands[opp]),
            opponent_discard_count=_bits(self.discards[opp]), seen_talon=_cards(self.seen_talon[player]),
            talon_left=talon_left, unknown_cards=_cards(unknown),
            blanche=tuple(p for p in (0, 1) if self.announced_blanche[p]),
            exchanged=self._exchanged(), blanche_count=self.blanche_count,
            named_suit=S.SUITS[self.named_suit] if self.named_suit >= 0 else None,
            dialogue=self.dialogue, declared=declared, announced=self.announced,
            trick=self.trick, tricks=self.tricks, tricks_won=self.tricks_won, leader=self.leader,
            deal_scores=self.deal_pts, partie_scores=self.partie_pts, deal_no=self.deal_no,
            partie_no=self.partie_no, bonuses=self.bonuses, history=self.deal_log,
            younger_declared=self.ydeclared,
            declarations_credited=(self.ydeclared is not None and self.first_lead_pending is None
                                   and self.phase in ("play", "over", "deal")),
            sunk=tuple(Sink(_cards(m)) for m in self._sunk_combos(player)),
            conceded=self.conceded, claimed=self.claimed,
        )

    def _exchanged(self) -> tuple[int | None, ...]:
        if self.dealer is None:
            return (None, None)
        out: list[int | None] = [None, None]
        out[self._e] = self.elder_took
        out[self._y] = self.younger_took
        return tuple(out)

    def result(self) -> dict[str, Any]:
        return {
            "deals": [dict(d) for d in self.deal_log],
            "parties": [dict(p) for p in self.partie_log],
            "current_partie": None if self._partie_closed() else {
                "partie": self.partie_no, "scores": list(self.partie_pts), "deals_played": self.partie_deal_no},
            "totals": self._session_totals(),
        }

    def standing(self, player: int) -> Standing:
        """Won or lost by the settlement of the parties played (their net payment); the points
        are the partie scores summed over them."""
        net = self._session_totals()["net_payment"][player]
        mine = sum(p["scores"][player] for p in self.partie_log)
        theirs = sum(p["scores"][1 - player] for p in self.partie_log)
        return Standing("won" if net > 0 else "lost" if net < 0 else "drawn", mine, theirs)

    def _partie_closed(self) -> bool:
        return self.partie_deal_no == 0

    def _session_totals(self) -> dict[str, Any]:
        net = [0, 0]
        for p in self.partie_log:
            if p.get("winner") is not None:
                net[p["winner"]] += p.get("net", 0)
                net[1 - p["winner"]] -= p.get("net", 0)
            for i, n in enumerate(p.get("repique_parties", (0, 0))):
                net[i] += n
                net[1 - i] -= n
        return {"net_payment": net, "parties_won": [sum(1 for p in self.partie_log if p.get("winner") == i)
                                                    for i in (0, 1)]}

    # --------------------------------------------------------- legality
    def _exchange_limits(self, p: int) -> tuple[int, int]:
        if p == self._e:
            if self.blanche_count is not None:
                return self.blanche_count, self.blanche_count
            return self.opts.elder_min_exchange, 5
        k = self.blanche_count if self.blanche_count is not None else self.elder_took
        assert k is not None, "elder has exchanged before younger"
        return S.younger_exchange_limits(k, self.opts)

    def _claims(self) -> list[Any]:
        h = self.hands[self._e]
        if self.cat:
            h &= ~self.sunk[self._e][self.cat - 1]
        out: list[Any] = []
        if self.stage == 1:
            out.append(Declare("pass"))
        if self.cat == 0:
            if self.stage == 1:
                n = S.best_point(h)[0]
                out += [Declare("point", k) for k in range(self.opts.point_min_cards, n + 1)]
            else:
                out += [Declare("pips", p) for p in sorted(S.achievable_pips(h, self.claim[0]))]
        elif self.cat == 1:
            if self.stage == 1:
                longest = max((r[0] for r in S.runs(h)), default=0)
                out += [Declare("sequence", k) for k in range(3, longest + 1)]
            else:
                tops = sorted({t for t, _ in S.windows(h, self.claim[0])})
                out += [Declare("top", S.RANKS[t]) for t in tops]
        else:
            for c, r in S.sets_of(h):
                out.append(Declare("set", f"{c}{S.RANKS[r]}"))
                if c == 4:
                    out.append(Declare("set", f"3{S.RANKS[r]}"))
        return out

    def _reply_ok(self, answer: str) -> bool:
        if answer == "good":
            return True
        y = self.hands[self._y]
        c, st = self.cat, self.stage
        if c:
            y &= ~self.sunk[self._y][c - 1]
        if c == 0:
            if st == 1:
                n = self.claim[0]
                longest = S.best_point(y)[0]
                return bool(longest > n if answer == "not-good" else longest >= n)
            n, p = self.claim
            pips = S.achievable_pips(y, n)
            return (max(pips, default=-1) > p) if answer == "not-good" else p in pips
        if c == 1:
            if st == 1:
                n = self.claim[0]
                longest = max((r[0] for r in S.runs(y)), default=0)
                return bool(longest > n if answer == "not-good" else longest >= n)
            n, t = self.claim
            tops = {tt for tt, _ in S.windows(y, n)}
            return any(tt < t for tt in tops) if answer == "not-good" else t in tops
        if answer == "equal":
            return False
        cnt, r = self.claim
        return any((c2, -r2) > (cnt, -r) for c2, r2 in S.sets_of(y))

    def _optional_categories(self) -> tuple[str, ...]:
        y = self.hands[self._y]
        out = []
        for i, name in enumerate(NAMES):
            if self.results[i] is not None and self.results[i][0] == "pass" and self._younger_has(i, y):
                out.append(name)
        return tuple(out)

    def _younger_has(self, cat: int, y: int) -> bool:
        if cat:
            y &= ~self.sunk[self._y][cat - 1]
        if cat == 0:
            return S.best_point(y)[0] >= self.opts.point_min_cards
        if cat == 1:
            return bool(S.runs(y))
        return bool(S.sets_of(y))

    def _playable(self) -> list[int]:
        p = self.to_move
        h = self.hands[p]
        if not self.trick:
            if self.trick_no == 1 and self.named_suit >= 0 and p == self._e and h & SUIT_MASK[self.named_suit]:
                h &= SUIT_MASK[self.named_suit]
        else:
            led = S.INDEX[self.trick[0][1]] // 8
            if h & SUIT_MASK[led]:
                h &= SUIT_MASK[led]
        return [i for i in range(32) if h >> i & 1]

    def _declarations_done(self) -> bool:
        """Both players' declarations are credited: from younger's first card on."""
        return self.phase == "play" and self.ydeclared is not None and self.first_lead_pending is None

    def _claim_sure(self, p: int) -> bool:
        """``p`` is on lead and, by what ``p`` knows, every card he holds wins whatever the
        opponent holds and whichever card he is asked to lead (004: the opponent may ask him to
        lead a card it might beat): each of his cards outranks every card of its suit that may
        be in the opponent's hand -- not one he has seen elsewhere, and none of a suit the
        opponent has failed to follow."""
        if self.to_move != p or self.trick or not self._declarations_done():
            return False
        opp = 1 - p
        known_elsewhere = self.seen_talon[p] & ~self.hands[opp]
        possible = ((1 << 32) - 1) & ~(self.hands[p] | self.discards[p] | self._played() | known_elsewhere)
        for leader, led, other, _ in self.tricks:     # a suit the opponent did not follow: he has none
            if leader == p and S.INDEX[other] // 8 != S.INDEX[led] // 8:
                possible &= ~SUIT_MASK[S.INDEX[led] // 8]
        h = self.hands[p]
        for su in range(4):
            mine, theirs = h & SUIT_MASK[su], possible & SUIT_MASK[su]
            # a lower index is a higher rank: my lowest card must be above their highest
            if mine and theirs and (theirs & -theirs) < (1 << (mine.bit_length() - 1)):
                return False
        return True

    def _may_sink(self, p: int) -> bool:
        """``p`` is to move and may still leave combinations out: elder before his claim in a
        category (what "good" gives him is then announced), younger until his declarations are
        scored at elder's first lead."""
        if self.to_move != p or self.dealer is None:
            return False
        if p == self._e:
            return self.phase == "declare"
        return self.phase in ("reply", "expose", "ydeclare")

    def _sinks(self) -> list[Any]:
        """The lesser sequences and sets the player to move may still leave out (§6.8): every
        combination but the best of its category, in a category still open for him."""
        p = self.to_move
        if not self._may_sink(p):
            return []
        e = self._e
        out: list[Any] = []
        for cat in (1, 2):
            r = self.results[cat]
            if r is None:
                if p == e and cat == self.cat and self.stage == 2:
                    continue            # a claim in progress: elder has spoken for this category
            elif not (p != e and (r[0] == "not_good" or (r[0] == "pass" and self.ydeclared is None))):
                continue                # decided: elder's good claim is announced, or p scores nothing here
            hand = self.play_hands[p] & ~self.sunk[p][cat - 1]
            out += [Sink(_cards(m)) for _, _, m in _ranked(cat, hand, self.opts)[1:]]
        return out

    def _sunk_combos(self, p: int) -> list[int]:
        """The combinations ``p`` has left out, each as its cards."""
        # each is a whole sequence or set, so they are the combinations of the cards left out
        return [m for cat in (1, 2) for _, _, m in _ranked(cat, self.sunk[p][cat - 1], self.opts)]

    # ------------------------------------------------------------ ledger
    def _credit(self, p: int, pts: int, kind: str, ev: list[Event], label: str, trick: int = 0,
                mask: int = 0) -> bool:
        """Credit ``pts`` to ``p``; decide pique/repique; check a target.  False once the partie ended.
        The score event carries the facts as data (``source``, and for a declaration its category,
        length or count, top card or rank, pips and cards: :func:`_decl_facts`), beside the
        English ``item`` label."""
        if self._ended:
            return False
        o = self.opts
        opp = 1 - p
        if pts > 0 or kind == "marker":
            self.scored = _set(self.scored, p, True)
        if kind == "marker":
            return True
        self.deal_pts = _add(self.deal_pts, p, pts)
        counts = kind == "decl" or (kind == "blanche" and o.blanche_counts_for_pique_repique) or (
            kind == "play" and not (o.pique_play_trick_limit == "7" and trick > 7))
        facts: dict[str, Any] = {"source": kind}
        if kind == "decl":
            facts.update(_decl_facts(label, mask))
        elif kind == "play":
            facts["trick"] = trick
            facts["play"] = {"leading": "lead", "winning the trick": "trick", "the last trick": "last_trick"}.get(
                label, label)
        elif kind == "end":
            facts["bonus"] = {"the cards": "cards", "capot": "capot", "carte rouge": "carte_rouge",
                              "the cards (vole: prize)": "cards"}.get(label, label)
        ev.append(Event("score", p, {"points": pts, "item": label, "deal_score": self.deal_pts[p], **facts},
                        f"p{p} scores {pts} for {label} ({self.deal_pts[p]})"))
        if not self._to_partie(p, pts, ev):
            return False
        if counts and pts > 0:
            before = self.cnt[p]
            self.cnt = _add(self.cnt, p, pts)
            if before < 30 <= self.cnt[p] and not self.bonuses_of_kind(("pique", "repique")) and not self.scored[opp]:
                if kind in ("decl", "blanche"):
                    return self._bonus(p, "repique", ev)
                if not self.won_trick[opp]:
                    return self._bonus(p, "pique", ev)
        return True

    def bonuses_of_kind(self, kinds: Any) -> bool:
        return any(k in kinds for _, k in self.bonuses)

    def _bonus(self, p: int, kind: str, ev: list[Event]) -> bool:
        o = self.opts
        pts = S.REPIQUE_BONUS if kind == "repique" else S.PIQUE_BONUS
        self.bonuses = self.bonuses + ((p, kind),)
        self.deal_pts = _add(self.deal_pts, p, pts)
        ev.append(Event(kind, p, {"points": pts, "deal_score": self.deal_pts[p]},
                        f"p{p} makes {kind}: +{pts} ({self.deal_pts[p]})"))
        if self._prizes_active():
            self.prizes = _add(self.prizes, p, S.FOUR_DEAL_PRIZES[kind][self._prize_col()])
        if kind == "repique" and o.partie_format == "target" and o.repique_in_target_game != "normal":
            if o.repique_in_target_game == "wins_partie":
                self._end_partie(p, ev, reason="repique")
                return False
            self.repique_wins = _add(self.repique_wins, p, 1)
            ev.append(Event("separate_partie", p, {}, f"p{p}'s repique counts as a separate partie won"))
            return True
        return self._to_partie(p, pts, ev)

    def _to_partie(self, p: int, pts: int, ev: list[Event]) -> bool:
        if self.opts.partie_format != "target" or pts == 0:
            return True
        self.partie_pts = _add(self.partie_pts, p, pts)
        if self.partie_pts[p] >= self.opts.target_score:
            self._end_partie(p, ev, reason="target")
            return False
        return True

    def _prizes_active(self) -> bool:
        return self.opts.partie_format.startswith("four_deals") and self.opts.four_deal_scoring == "doubled_with_prizes"

    def _prize_col(self) -> int:
        return 0 if self.partie_deal_no in (1, 4) else 1

    def _decl_items(self) -> list[tuple[int, int, str, str, int]]:
        """(seat, points, kind, label, mask) of blanche and declarations, in precedence order."""
        o, e, y = self.opts, self._e, self._y
        items: list[tuple[int, int, str, str, int]] = []
        for p in (e, y):
            if self.blanche[p]:
                items.append((p, S.CARTE_BLANCHE, "blanche", "carte blanche", 0))
        ymask = self.play_hands[y]
        per_cat: list[list[Any]] = []
        for i in range(3):
            r = self.results[i]
            got: list[Any] = []
            left = (0, 0) if i == 0 else (self.sunk[0][i - 1], self.sunk[1][i - 1])
            if r[0] == "good":
                got = [(e, pts, "decl", lab, m) for pts, lab, m in r[1]]
            elif r[0] == "not_good" or (r[0] == "pass" and NAMES[i] in (self.ydeclared or ())):
                got = [(y, pts, "decl", lab, m) for pts, lab, m in _all_combos(i, ymask & ~left[y], o)]
            per_cat.append(got)
        if o.score_precedence == "category_order":
            for got in per_cat:
                items += got
        else:  # chronological: elder's answered claims in order, then younger's categories
            for i in range(3):
                r = self.results[i]
                if r[0] == "good":
                    items += per_cat[i]
                elif r[0] == "not_good":
                    items.append((y, 0, "marker", "a better " + NAMES[i], 0))
            for i in range(3):
                if per_cat[i] and per_cat[i][0][0] == y:
                    items += per_cat[i]
        return items

    # ----------------------------------------------------------- partie
    def _end_partie(self, winner: int | None, ev: list[Event], reason: str) -> None:
        o = self.opts
        a, b = self.partie_pts
        res: dict[str, Any] = {"partie": self.partie_no, "format": o.partie_format, "scores": [a, b],
                               "deals": self.partie_deal_no, "reason": reason, "winner": winner}
        if winner is not None:
            w, l = self.partie_pts[winner], self.partie_pts[1 - winner]
            fmt = o.partie_format
            if fmt == "rubicon_six_deals":
                pay = S.rubicon_payment(w, l)
                res.update(payment=pay, net=pay, rubicon=l < 100)
            elif fmt == "target":
                double = o.double_win_rule == "below_half_target" and l < S.double_win_threshold(o.target_score)
                res.update(stakes=2 if double else 1, double=double, net=2 if double else 1,
                           repique_parties=list(self.repique_wins))
            elif o.four_deal_scoring == "doubled_with_prizes":
                gain = S.four_deal_gain(w, l)
                net = gain + self.prizes[winner] - self.prizes[1 - winner]
                res.update(gain=gain, prizes=list(self.prizes), net=net,
                           payment=S.round_half_up(net, o.settlement_unit), recorded=list(self.partie_recorded))
            elif fmt == "session_surplus":
                surplus = w - l
                res.update(surplus=surplus, net=surplus, payment=S.round_half_up(surplus, o.settlement_unit))
            else:  # four deals, plain tens
                parties = S.plain_parties(w - l)
                res.update(parties=parties, net=parties, recorded=list(self.partie_recorded))
        else:
            res.update(net=0)
        if o.partie_format == "target" and any(self.repique_wins):
            res["repique_parties"] = list(self.repique_wins)
        self.partie_log = self.partie_log + (res,)
        ev.append(Event("partie_end", winner, res,
                        f"partie {self.partie_no} ends: {a} to {b}, " +
                        ("a draw" if winner is None else f"won by p{winner}")))
        self._ended = True
        self._close_deal(ev, aborted=True)
        # who deals next
        last_dealer = self._y
        rule = o.next_partie_first_dealer
        if rule == "previous_winner_deals" and winner is not None:
            nd = winner
        elif rule == "recut":
            nd = None
        else:
            nd = 1 - last_dealer if last_dealer is not None else None
        self.partie_no += 1
        self.partie_deal_no = 0
        self.partie_pts = (0, 0)
        self.partie_recorded = ()
        self.prizes = (0, 0)
        self.repique_wins = (0, 0)
        self.lese = S.CARDS_BONUS
        if self.deals_limit is None or self.deal_no >= self.deals_limit:
            self._finish(ev)
        elif nd is None:
            self.phase, self.to_move, self.dealer = "cut", CHANCE, None
        else:
            self.dealer = nd
            self.phase, self.to_move = "deal", CHANCE

    def _finish(self, ev: list[Event]) -> None:
        self.phase, self.to_move = "over", TERMINAL
        ev.append(Event("session_end", None, self._session_totals(), "the session is over"))

    def _close_deal(self, ev: list[Event], aborted: bool) -> None:
        """Write the finished (or cut short) deal into the log."""
        if self.dealer is None or not self.talon:
            return
        a, b = self.tricks_won
        complete = a + b == 12
        # who won "the cards" (more tricks), None when split or the deal was cut short
        cards = (0 if a > b else 1) if complete and a != b else None
        bonuses = [[p, k] for p, k in self.bonuses]
        if cards is not None and [cards, "capot"] not in bonuses:
            bonuses.append([cards, "cards"])
        summary = {"deal": self.deal_no, "partie": self.partie_no, "dealer": self._y,
                   "scores": list(self.deal_pts), "tricks": list(self.tricks_won),
                   "bonuses": bonuses, "complete": complete, "cards": cards}
        if self.conceded is not None:
            summary["conceded"] = list(self.conceded)
        if self.claimed is not None:
            summary["claimed"] = list(self.claimed)
        self.deal_log = self.deal_log + (summary,)
        ev.append(Event("deal_end", None, summary,
                        f"deal {self.deal_no} ends: {self.deal_pts[0]} to {self.deal_pts[1]}"))
        self.talon = ()

    def _start_next_deal(self, ev: list[Event]) -> None:
        """After a deal is complete: partie bookkeeping, then the next deal or the end."""
        o = self.opts
        fmt = o.partie_format
        if fmt != "target":
            mult = 2 if fmt == "four_deals_doubled" and self.partie_deal_no in (1, 4) else 1
            rec = tuple(x * mult for x in self.deal_pts)
            self.partie_recorded = self.partie_recorded + (rec,)
            self.partie_pts = (self.partie_pts[0] + rec[0], self.partie_pts[1] + rec[1])
        self._close_deal(ev, aborted=False)
        length = {"rubicon_six_deals": 6, "four_deals_doubled": 4, "four_deals_plain": 4}.get(fmt)
        if fmt == "session_surplus":
            length = self.deals_limit or 6
        if length is not None:
            extra = 2 if o.partie_tie == "two_extra_deals_then_draw" and fmt != "session_surplus" else 0
            a, b = self.partie_pts
            if self.partie_deal_no >= length and (a != b or self.partie_deal_no >= length + extra
                                                  or fmt == "session_surplus"):
                self._end_partie(None if a == b else (0 if a > b else 1), ev, reason="deals")
                return
        if self.deals_limit is not None and self.deal_no >= self.deals_limit:
            self._finish(ev)
            return
        self.dealer = 1 - self._y
        self.phase, self.to_move = "deal", CHANCE


def _result_winner(outcome: str, elder: int | None) -> int | None:
    if outcome == "good":
        return elder
    if outcome == "not_good":
        return None if elder is None else 1 - elder
    return None


def _set(t: tuple[Any, ...], i: int, v: Any) -> tuple[Any, ...]:
    return (v, t[1]) if i == 0 else (t[0], v)


def _add(t: tuple[int, ...], i: int, v: int) -> tuple[int, ...]:
    return (t[0] + v, t[1]) if i == 0 else (t[0], t[1] + v)


def _decl_facts(label: str, mask: int) -> dict[str, Any]:
    """A scored declaration as facts: category, length (point, sequence) or count (set), the
    sequence's top card or the set's rank, the point's pips, and the cards."""
    idx = [i for i in range(32) if mask >> i & 1]
    cards = [CARDS[i] for i in idx]
    if label == "carte blanche":
        return {"category": "blanche"}
    if label.startswith("point of"):
        return {"category": "point", "length": len(idx), "pips": sum(S.PIPS[i % 8] for i in idx),
                "suit": S.SUITS[idx[0] // 8] if idx else None, "cards": cards}
    if label.startswith(("quatorze", "trio")):
        return {"category": "set", "count": len(idx), "rank": S.RANKS[idx[0] % 8] if idx else None, "cards": cards}
    if label.startswith("a better"):
        return {"category": label.split()[-1]}
    return {"category": "sequence", "length": len(idx), "top": CARDS[min(idx)] if idx else None, "cards": cards}


def _all_combos(cat: int, mask: int, o: Any) -> list[tuple[int, str, int]]:
    """All scoring combinations of a category in ``mask``: (points, label, cards)."""
    if cat == 0:
        n, pips, s = S.best_point(mask)
        if n < o.point_min_cards:
            return []
        return [(S.point_score(n, pips, o), f"point of {n} ({pips})", mask & SUIT_MASK[s])]
    if cat == 1:
        return [(S.sequence_value(n, o), f"{S.SEQUENCE_NAMES[min(n, 8)]} to {S.RANKS[t]}{S.SUITS[s]}",
                 S.run_mask(n, t, s)) for n, t, s in S.runs(mask)]
    return [(S.set_value(c, o), f"{'quatorze' if c == 4 else 'trio'} of {S.RANKS[r]}",
             S.set_mask(mask, r, c)) for c, r in S.sets_of(mask)]


def _ranked(cat: int, mask: int, o: Any) -> list[tuple[int, str, int]]:
    """The combinations of a category in ``mask``, best first (longer, then higher)."""
    combos = _all_combos(cat, mask, o)

    def strength(c: tuple[int, str, int]) -> tuple[int, int]:
        m = c[2]
        top = (m & -m).bit_length() - 1     # the highest card has the lowest index
        return (_bits(m), -(top % 8))       # longer (or four of a kind) first, then higher
    return sorted(combos, key=strength, reverse=True)


def _elder_good(st: PiquetState, cat: int) -> list[tuple[int, str, int]]:
    """Elder's combinations after "good": the declared one and every lesser one of the category
    he has not left out."""
    o, h = st.opts, st.hands[st._e]
    if cat:
        h &= ~st.sunk[st._e][cat - 1]
    if cat == 0:
        if st.stage == 1:
            n = st.claim[0]
            s, m = S.best_n_of_suit(h, n)
        else:
            n, p = st.claim
            s, m = S.best_n_of_suit(h, n, p)
        pips = sum(S.PIPS[i % 8] for i in range(32) if m >> i & 1)
        return [(S.point_score(n, pips, o), f"point of {n} ({pips})", m)]
    if cat == 1:
        n = st.claim[0]
        if st.stage == 1:
            t, s = min(S.windows(h, n))
        else:
            t = st.claim[1]
            s = next(ss for tt, ss in S.windows(h, n) if tt == t)
        declared = S.run_mask(n, t, s)
        out = [(S.sequence_value(n, o), f"{S.SEQUENCE_NAMES[n]} to {S.RANKS[t]}{S.SUITS[s]}", declared)]
        for ln, tp, su in S.runs(h):
            m = S.run_mask(ln, tp, su)
            if m & declared:
                continue
            if (ln, -tp) <= (n, -t):
                out.append((S.sequence_value(ln, o), f"{S.SEQUENCE_NAMES[min(ln, 8)]} to {S.RANKS[tp]}{S.SUITS[su]}", m))
        return out
    c, r = st.claim
    out = [(S.set_value(c, o), f"{'quatorze' if c == 4 else 'trio'} of {S.RANKS[r]}", S.set_mask(h, r, c))]
    for c2, r2 in S.sets_of(h):
        if r2 != r and (c2, -r2) < (c, -r):
            out.append((S.set_value(c2, o), f"{'quatorze' if c2 == 4 else 'trio'} of {S.RANKS[r2]}",
                        S.set_mask(h, r2, c2)))
    return out


# ---------------------------------------------------------------- handlers
def _h_cut(s: PiquetState, a: Cut, ev: list[Event]) -> None:
    c0, c1 = a.cards
    if c0 == c1 or c0 not in S.INDEX or c1 not in S.INDEX:
        raise IllegalAction("malformed_action", "a cut needs two different cards of the pack")
    r0, r1 = S.INDEX[c0] % 8, S.INDEX[c1] % 8
    s.cut_cards = (c0, c1)
    ev.append(Event("cut", None, {"cards": [c0, c1]}, f"cut: p0 draws {c0}, p1 draws {c1}"))
    if r0 == r1:
        ev.append(Event("cut_tie", None, {}, "equal cards: draw again"))
        return
    high = 0 if r0 < r1 else 1
    if s.opts.first_dealer_rule == "high_card_chooses":
        s.phase, s.to_move = "choose_dealer", high
    else:
        s.dealer = 1 - high  # the lower card deals
        ev.append(Event("dealer", s._y, {}, f"p{s._y} deals first"))
        s.phase, s.to_move = "deal", CHANCE


def _h_choose(s: PiquetState, a: ChooseDealer, ev: list[Event]) -> None:
    p = s.to_move
    s.dealer = p if a.deal else 1 - p
    ev.append(Event("dealer", s._y, {"chosen_by": p}, f"p{p} chooses; p{s._y} deals first"))
    s.phase, s.to_move = "deal", CHANCE


def _h_deal(s: PiquetState, a: Deal, ev: list[Event]) -> None:
    allc = a.elder + a.younger + a.talon
    if len(a.elder) != 12 or len(a.younger) != 12 or len(a.talon) != 8 or len(set(allc)) != 32:
        raise IllegalAction("malformed_action", "a deal is 12 cards / 12 cards / 8 talon cards, all different")
    s._reset_deal()
    e, y = s._e, s._y
    hands = [0, 0]
    hands[e], hands[y] = S.mask_of(a.elder), S.mask_of(a.younger)
    s.hands = s.dealt = tuple(hands)
    s.talon = tuple(S.INDEX[c] for c in a.talon)
    s.deal_no += 1
    s.partie_deal_no += 1
    ev.append(Event("deal", y, {"deal": s.deal_no, "dealer": y, "packet": s.opts.deal_packet_size},
                    f"deal {s.deal_no}: p{y} deals, p{e} is elder"))
    if s.opts.carte_blanche:
        s.blanche = tuple(S.is_blanche(h) for h in s.hands)
    if s.blanche[e]:
        s.announced_blanche = _set(s.announced_blanche, e, True)
        ev.append(Event("blanche", e, {}, f"p{e} (elder) announces carte blanche"))
        s.phase, s.to_move = "announce", e
        return
    if s.blanche[y] and s.opts.younger_blanche_announce == "immediately":
        s.announced_blanche = _set(s.announced_blanche, y, True)
        ev.append(Event("blanche", y, {}, f"p{y} (younger) announces carte blanche"))
    s.phase, s.to_move = "exchange", e


def _h_announce(s: PiquetState, a: Announce, ev: list[Event]) -> None:
    if not s.opts.elder_min_exchange <= a.count <= 5:
        raise IllegalAction("blanche_count_out_of_range",
                            f"elder exchanges between {s.opts.elder_min_exchange} and 5 cards")
    s.blanche_count = a.count
    ev.append(Event("announce", s.to_move, {"count": a.count}, f"p{s.to_move} will exchange {a.count}"))
    s.phase, s.to_move = "exchange", s._y


def _h_exchange(s: PiquetState, a: Exchange, ev: list[Event]) -> None:
    p = s.to_move
    e, y = s._e, s._y
    m = 0
    for c in a.cards:
        bit = 1 << S.INDEX[c]
        if m & bit:
            raise IllegalAction("duplicate_card", f"{c} is named twice")
        if not s.hands[p] & bit:
            raise IllegalAction("card_not_in_hand", f"{c} is not in your hand", card=c.code)
        m |= bit
    n = len(a.cards)
    lo, hi = s._exchange_limits(p)
    if n < lo:
        code = "blanche_count_mismatch" if p == e and s.blanche_count is not None else "exchange_too_few"
        raise IllegalAction(code, f"exchange at least {lo} cards", minimum=lo)
    if n > hi:
        code = "blanche_count_mismatch" if p == e and s.blanche_count is not None else "exchange_too_many"
        raise IllegalAction(code, f"exchange at most {hi} cards", maximum=hi)
    if p == e:
        drawn = s.talon[:n]
    else:
        k = s.blanche_count if s.blanche_count is not None else s.elder_took
        assert k is not None, "elder has exchanged before younger"
        drawn = s.talon[k:k + n]
    dmask = 0
    for i in drawn:
        dmask |= 1 << i
    s.hands = _set(s.hands, p, (s.hands[p] & ~m) | dmask)
    s.discards = _set(s.discards, p, s.discards[p] | m)
    opp = 1 - p
    # after a discard the opponent no longer knows which of our cards he saw remain; he knows only
    # the drawn cards he had seen in the talon
    s.known_opp = _set(s.known_opp, opp, s.seen_talon[opp] & dmask)
    ev.append(Event("exchange", p, {"count": n, "discards": list(a.cards), "drawn": [CARDS[i] for i in drawn]},
                    f"p{p} exchanges {n}"))
    if p == e:
        s.elder_took = n
        unused = 0
        for i in s.talon[n:5]:
            unused |= 1 << i
        s.seen_talon = _set(s.seen_talon, e, s.seen_talon[e] | (unused & ~s.hands[e]))
        # cards of elder's five that younger already drew (elder exchanged second)
        if s.younger_took is not None:
            s.known_opp = _set(s.known_opp, e, s.known_opp[e] | (unused & s.hands[y]))
            _after_exchanges(s, ev)
            return
        if s.blanche[y]:
            if not s.announced_blanche[y]:
                s.announced_blanche = _set(s.announced_blanche, y, True)
                ev.append(Event("blanche", y, {}, f"p{y} (younger) announces carte blanche"))
            _show_hand(s, y, ev)
        s.phase, s.to_move = "exchange", y
        return
    s.younger_took = n
    k = s.blanche_count if s.blanche_count is not None else s.elder_took
    assert k is not None, "elder has exchanged before younger"
    left = 0
    for i in s.talon[k + n:]:
        left |= 1 << i
    if s.opts.unused_talon_visibility == "named_suit":
        s.seen_talon = _set(s.seen_talon, y, s.seen_talon[y] | left)
    if s.blanche_count is not None and s.elder_took is None:
        _show_hand(s, e, ev)
        s.phase, s.to_move = "exchange", e
        return
    _after_exchanges(s, ev)


def _show_hand(s: PiquetState, p: int, ev: list[Event]) -> None:
    opp = 1 - p
    s.opp_shown = _set(s.opp_shown, opp, s.dealt[p])
    s.known_opp = _set(s.known_opp, opp, s.known_opp[opp] | (s.dealt[p] & s.hands[p]))
    ev.append(Event("show_hand", p, {"cards": list(_cards(s.dealt[p]))}, f"p{p} shows the carte blanche: {_codes(s.dealt[p])}"))


def _leftover(s: PiquetState) -> int:
    k = s.elder_took or 0
    m = s.younger_took or 0
    left = 0
    for i in s.talon[k + m:]:
        left |= 1 << i
    return left


def _after_exchanges(s: PiquetState, ev: list[Event]) -> None:
    s.play_hands = s.hands
    if s.opts.unused_talon_visibility == "named_suit" and _leftover(s):
        s.phase, s.to_move = "view", s._e
        return
    _start_declarations(s)


def _start_declarations(s: PiquetState) -> None:
    s.cat, s.stage, s.claim = 0, 1, None
    s.phase, s.to_move = "declare", s._e


def _h_view(s: PiquetState, a: View, ev: list[Event]) -> None:
    e = s._e
    if a.suit is not None:
        si = S.SUITS.index(a.suit)
        if not s.hands[e] & SUIT_MASK[si]:
            raise IllegalAction("named_suit_not_held", f"you hold no card of {a.suit}", suit=a.suit)
        s.named_suit = si
        left = _leftover(s)
        s.seen_talon = _set(s.seen_talon, e, s.seen_talon[e] | left)
        ev.append(Event("view", e, {"suit": a.suit, "cards": list(_cards(left))},
                        f"p{e} names {a.suit} and looks at the talon cards younger left"))
    else:
        ev.append(Event("view", e, {"suit": None}, f"p{e} does not look at the talon"))
    _start_declarations(s)


def _h_declare(s: PiquetState, a: Declare, ev: list[Event]) -> None:
    if a not in s._claims():
        if a.kind == "point" and isinstance(a.value, int) and a.value < s.opts.point_min_cards:
            raise IllegalAction("point_too_short", f"a point needs at least {s.opts.point_min_cards} cards")
        raise IllegalAction("claim_not_held", f"you cannot declare {a} now")
    e = s._e
    s.dialogue = s.dialogue + ((e, str(a)),)
    ev.append(Event("declare", e, {"category": NAMES[s.cat], "kind": a.kind, "value": a.value}, f"p{e}: {a}"))
    if a.kind == "pass":
        s.results = _tset(s.results, s.cat, ("pass", ()))
        _next_category(s, ev)
        return
    if a.kind in ("point", "sequence"):
        s.claim = (a.value,)
    elif a.kind in ("pips",):
        s.claim = (s.claim[0], a.value)
    elif a.kind == "top":
        s.claim = (s.claim[0], S.RANKS.index(str(a.value)))
    else:  # a set, e.g. "4A": count and rank letter
        v = str(a.value)
        s.claim = (int(v[0]), S.RANKS.index(v[1]))
    s.phase, s.to_move = "reply", s._y


def _h_reply(s: PiquetState, a: Reply, ev: list[Event]) -> None:
    if not s._reply_ok(a.answer):
        raise IllegalAction("reply_not_true", f"you cannot answer {a.answer!r}: your cards do not show it")
    y = s._y
    s.dialogue = s.dialogue + ((y, str(a)),)
    ev.append(Event("reply", y, {"category": NAMES[s.cat], "answer": a.answer}, f"p{y}: {a.answer}"))
    if a.answer == "good":
        combos = _elder_good(s, s.cat)
        s.results = _tset(s.results, s.cat, ("good", tuple(combos)))
        s.announced = _add(s.announced, s._e, sum(c[0] for c in combos))
        _next_category(s, ev)
    elif a.answer == "not-good":
        s.results = _tset(s.results, s.cat, ("not_good", ()))
        _next_category(s, ev)
    elif s.stage == 1:
        s.stage = 2
        s.phase, s.to_move = "declare", s._e
    else:
        s.results = _tset(s.results, s.cat, ("tie", s.claim))
        _next_category(s, ev)


def _tset(t: tuple[Any, ...], i: int, v: Any) -> tuple[Any, ...]:
    lst = list(t)
    lst[i] = v
    return tuple(lst)


def _next_category(s: PiquetState, ev: list[Event]) -> None:
    s.cat += 1
    s.stage, s.claim = 1, None
    if s.cat < 3:
        s.phase, s.to_move = "declare", s._e
        return
    s.phase, s.to_move = "play", s._e
    s.leader, s.trick_no, s.trick = s._e, 1, ()
    ev.append(Event("declared", s._e, {"announced": s.announced[s._e]},
                    f"p{s._e} has declared {s.announced[s._e]}"))


def _h_expose(s: PiquetState, a: Expose, ev: list[Event]) -> None:
    s.exposed = a.expose
    if a.expose:
        left = _leftover(s)
        s.seen_talon = (s.seen_talon[0] | left, s.seen_talon[1] | left)
        ev.append(Event("expose", s._y, {"cards": list(_cards(left))}, f"p{s._y} shows the talon left: {_codes(left)}"))
    _after_first_lead(s, ev)


def _h_ydeclare(s: PiquetState, a: YoungerDeclare, ev: list[Event]) -> None:
    opt = s._optional_categories()
    if any(c not in opt for c in a.categories):
        raise IllegalAction("claim_not_held", "you cannot declare " + ", ".join(a.categories))
    s.ydeclared = a.categories
    s.dialogue = s.dialogue + ((s._y, str(a)),)
    _flush_declarations(s, ev)


def _after_first_lead(s: PiquetState, ev: list[Event]) -> None:
    """Between elder's first lead and younger's card: expose, younger's declarations, crediting."""
    o = s.opts
    if (o.unused_talon_visibility == "cavendish_expose_after_lead" and s.exposed is None and _leftover(s)):
        s.phase, s.to_move = "expose", s._y
        return
    if s._optional_categories():
        s.phase, s.to_move = "ydeclare", s._y
        return
    s.ydeclared = ()
    _flush_declarations(s, ev)


def _flush_declarations(s: PiquetState, ev: list[Event]) -> None:
    e, y = s._e, s._y
    items = s._decl_items()
    combo = [0, 0]
    decl_scored = [False, False]
    tied = 0
    for p, pts, kind, label, m in items:
        combo[p] |= m
        if kind == "decl" and pts > 0:
            decl_scored[p] = True
    for i, r in enumerate(s.results):
        if r[0] == "tie":
            tied |= _tie_mask(s, i, e) | _tie_mask(s, i, y)
    s.combo_mask = tuple(combo)
    s.decl_scored = tuple(decl_scored)
    yd = sum(pts for p, pts, k, *_ in items if p == y and k == "decl")
    s.announced = _set(s.announced, y, yd)
    if s.opts.declaration_proof == "show_cards":
        shown = [0, 0]                  # by seat (elder may sit at either seat)
        shown[e] = (combo[e] | tied) & s.play_hands[e]
        shown[y] = (combo[y] | tied) & s.play_hands[y]
        s.known_opp = _set(s.known_opp, y, s.known_opp[y] | shown[e])
        s.known_opp = _set(s.known_opp, e, s.known_opp[e] | shown[y])
        for p in (e, y):
            if shown[p]:
                ev.append(Event("proof", p, {"cards": list(_cards(shown[p]))}, f"p{p} shows {_codes(shown[p])}"))
    for p, pts, kind, label, m in items:
        if not s._credit(p, pts, kind, ev, label, mask=m):
            return
    lead_pts = s.first_lead_pending
    s.first_lead_pending = None
    if lead_pts and lead_pts[1] and not s._credit(e, lead_pts[1], "play", ev, "leading", trick=1):
        return
    s.phase, s.to_move = "play", y


def _tie_mask(s: PiquetState, cat: int, p: int) -> int:
    h = s.play_hands[p]
    claim = s.results[cat][1]
    if cat == 0:
        n, pips = claim
        try:
            return S.best_n_of_suit(h, n, pips)[1]
        except ValueError:
            return 0
    n, t = claim
    for tt, su in S.windows(h, n):
        if tt == t:
            return S.run_mask(n, t, su)
    return 0


def _h_sink(s: PiquetState, a: Sink, ev: list[Event]) -> None:
    p = s.to_move
    if a not in s._sinks():
        raise IllegalAction("cannot_sink", f"{a} is not a lesser sequence or set you may leave out now",
                            cards=[c.code for c in a.combination])
    m = S.mask_of(a.combination)
    cat = 1 if S.runs(m) and not S.sets_of(m) else 2
    left = list(s.sunk[p])
    left[cat - 1] |= m
    s.sunk = _set(s.sunk, p, tuple(left))
    ev.append(Event("sink", p, {"category": NAMES[cat], "cards": list(a.combination)},
                    f"p{p} leaves {_codes(m)} out of the declarations"))


def _h_claim_rest(s: PiquetState, a: ClaimRest, ev: list[Event]) -> None:
    p = s.to_move
    if not s._claim_sure(p):
        raise IllegalAction("claim_not_sure", "you may claim the remaining tricks only when every card you hold "
                            "is sure to win and you are on lead")
    n = 13 - s.trick_no
    s.claimed = (p, n)
    ev.append(Event("claim_rest", p, {"tricks": n, "cards": list(_cards(s.hands[p]))},
                    f"p{p} lays down the cards and takes the remaining {n} tricks"))
    # played out as they must fall: the claimant leads his cards from the highest, the opponent
    # follows with his lowest legal card; the points do not depend on the order (he wins every trick)
    while s.phase == "play" and s.to_move in (0, 1) and not s._ended:
        legal = s._playable()
        i = min(legal) if s.to_move == p else max(legal)
        _h_play(s, Play(CARDS[i]), ev)


def _h_concede(s: PiquetState, a: Concede, ev: list[Event]) -> None:
    p = s.to_move
    if not s._declarations_done():
        raise IllegalAction("wrong_phase", "the remaining tricks can be conceded once the declarations are scored")
    opp = 1 - p
    n = 13 - s.trick_no
    s.conceded = (p, n)
    ev.append(Event("concede", p, {"tricks": n, "to": opp}, f"p{p} gives up the remaining {n} tricks"))
    s.hands = (0, 0)
    s.known_opp = (0, 0)
    s.trick = ()
    s.tricks_won = _add(s.tricks_won, opp, n)
    s.won_trick = _set(s.won_trick, opp, True)
    s.trick_no = 12
    # our reading: the tricks given up count for the cards and capot, and the last of them earns
    # its extra point; no card of them is played, so nothing is counted for leading or winning
    o = s.opts
    if o.last_trick_extra and not s._credit(opp, o.last_trick_extra, "play", ev, "the last trick", trick=12):
        return
    _end_of_deal(s, ev)


def _h_play(s: PiquetState, a: Play, ev: list[Event]) -> None:
    p = s.to_move
    i = S.INDEX.get(a.card)
    if i is None or not s.hands[p] >> i & 1:
        raise IllegalAction("card_not_in_hand", f"{a.card} is not in your hand", card=a.card.code)
    if i not in s._playable():
        if s.trick:
            raise IllegalAction("must_follow_suit", "you must follow suit", suit=S.SUITS[S.INDEX[s.trick[0][1]] // 8])
        raise IllegalAction("must_lead_named_suit", f"you named {S.SUITS[s.named_suit]} for your first lead",
                            suit=S.SUITS[s.named_suit])
    o = s.opts
    minr = S.min_rank_index(o)
    s.hands = _set(s.hands, p, s.hands[p] & ~(1 << i))
    s.known_opp = _set(s.known_opp, 1 - p, s.known_opp[1 - p] & ~(1 << i))
    s.trick = s.trick + ((p, a.card),)
    ev.append(Event("play", p, {"card": a.card, "trick": s.trick_no}, f"p{p} plays {a.card}"))
    if len(s.trick) == 1:
        pts = 1 if i % 8 <= minr else 0
        if s.trick_no == 1 and p == s._e and s.first_lead_pending is None and s.ydeclared is None:
            s.first_lead_pending = (p, pts)
            _after_first_lead(s, ev)
            return
        if not s._credit(p, pts, "play", ev, "leading", trick=s.trick_no):
            return
        s.to_move = 1 - p
        return
    (lp, lc), (fp, fc) = s.trick
    li, fi = S.INDEX[lc], S.INDEX[fc]
    follower_wins = li // 8 == fi // 8 and fi < li
    winner = fp if follower_wins else lp
    s.tricks = s.tricks + ((lp, lc, fc, winner),)
    s.tricks_won = _add(s.tricks_won, winner, 1)
    s.trick = ()
    ev.append(Event("trick", winner, {"trick": s.trick_no, "cards": [lc, fc], "leader": lp},
                    f"p{winner} wins trick {s.trick_no}"))
    tn = s.trick_no
    if follower_wins:
        pts = 1 if fi % 8 <= minr else 0
        if not s._credit(winner, pts, "play", ev, "winning the trick", trick=tn):
            return
    s.won_trick = _set(s.won_trick, winner, True)
    if tn == 12:
        if o.last_trick_extra and not s._credit(winner, o.last_trick_extra, "play", ev, "the last trick", trick=12):
            return
        _end_of_deal(s, ev)
        return
    s.trick_no += 1
    s.leader = winner
    s.to_move = winner


def _end_of_deal(s: PiquetState, ev: list[Event]) -> None:
    o = s.opts
    a, b = s.tricks_won
    carry = o.lese_carryover or o.partie_format == "session_surplus"
    if a != b:
        w = 0 if a > b else 1
        lese = s.lese if carry else S.CARDS_BONUS
        if max(a, b) == 12:
            if s._prizes_active():
                pts, label = S.CARDS_BONUS, "the cards (vole: prize)"
                s.prizes = _add(s.prizes, w, S.FOUR_DEAL_PRIZES["vole"][s._prize_col()])
            else:
                pts, label = S.CAPOT - S.CARDS_BONUS + lese, "capot"
            s.bonuses = s.bonuses + ((w, "capot"),)
            ev.append(Event("capot", w, {}, f"p{w} takes every trick: capot"))
        else:
            pts, label = lese, "the cards"
        s.lese = S.CARDS_BONUS
        if not s._credit(w, pts, "end", ev, label):
            return
    else:
        if carry:
            s.lese += S.CARDS_BONUS
        ev.append(Event("cards_split", None, {"next_value": s.lese}, "the tricks are split six to six"))
    if o.carte_rouge:
        for p in (0, 1):
            if s.decl_scored[p] and not s.decl_scored[1 - p] and s.combo_mask[p] & s.play_hands[p] == s.play_hands[p]:
                s.bonuses = s.bonuses + ((p, "carte_rouge"),)
                if not s._credit(p, S.CARTE_ROUGE, "end", ev, "carte rouge"):
                    return
    s.phase = "deal_over"
    s._start_next_deal(ev)


_HANDLERS: dict[tuple[str, type], Callable[..., None]] = {
    ("cut", Cut): _h_cut,
    ("choose_dealer", ChooseDealer): _h_choose,
    ("deal", Deal): _h_deal,
    ("announce", Announce): _h_announce,
    ("exchange", Exchange): _h_exchange,
    ("view", View): _h_view,
    ("declare", Declare): _h_declare,
    ("reply", Reply): _h_reply,
    ("expose", Expose): _h_expose,
    ("ydeclare", YoungerDeclare): _h_ydeclare,
    ("play", Play): _h_play,
    ("play", ClaimRest): _h_claim_rest,
    ("play", Concede): _h_concede,
}
for _ph in ("declare", "reply", "expose", "ydeclare"):
    _HANDLERS[(_ph, Sink)] = _h_sink


def new_state(options: PiquetOptions, deals: int | None = None, first_dealer: int | None = None) -> PiquetState:
    """A new session: the first dealer is chosen by cutting (a chance event), or is
    ``first_dealer`` (0 or 1) without a cut.

    The forms for three and four of 004 are games of their own (:mod:`engine.games.piquet.variants`).
    """
    st = PiquetState(options, deals)
    if first_dealer is not None:
        if first_dealer not in (0, 1):
            raise ValueError("first_dealer must be seat 0 or 1")
        st.dealer = first_dealer
        st.phase, st.to_move = "deal", CHANCE
    return st
