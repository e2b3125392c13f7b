"""The Quadrille family's state machine: Quadrille (four, calling a king), Quadrille with
Mediateur (and the favourite suit, the préférence, Respekt), Quadrille solitaire, Tritrille
(three, Mediateur solitaire) and Cinquille (five), on the L'Hombre family's shared ranks
(:mod:`engine.games.hombre.ranks`), auction (:mod:`engine.games.hombre.auction`), pot and
bête ledger (:mod:`engine.games.hombre.ledger`) and common steps (:mod:`engine.games.hombre.family`).

Seats 0..n-1; every next seat sits on the previous one's right, so dealing, speaking and
playing go 0 → 1 → … → 0 (spec §1.6).  Forehand is the seat after the dealer.

The public part of a position is :class:`QPub`; the hidden part is the hands, the card the
Mediateur gave back (only its receiver sees it) and who holds the called king.  The partner
of a called-king game is **not** public until the called card is played (or, in Respekt, until
he names trump): :attr:`QPub.partner` stays ``None`` until then, and no event names him.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, Callable

from engine.cards import Card, Pack, pack, register_pack
from engine.games.hombre import family as fam
from engine.games.hombre import ranks as R
from engine.games.hombre.auction import Auction
from engine.games.hombre.family import FamilyState, set_at, who
from engine.games.hombre.ledger import Ledger
from engine.kit import dispatch
from engine.protocol import CHANCE, Event, IllegalAction, Observation

from .actions import (Bid, Call, CallKing, Deal, Favourite, Give, Play, QuadrilleAction, Request, SpadilleDraw,
                      Trump, parse_action)
from .options import QuadrilleOptions

__all__ = ["QuadrilleState", "QuadrilleObservation", "QPub", "VARIANTS", "Variant", "REASON_CODES", "PHASES",
           "EVENT_KINDS", "bid_level", "fee_table", "new_game", "pack_mask", "hand_size", "trick_target",
           "loss_shares", "side_result"]

REASON_CODES = (
    "not_your_turn", "wrong_phase", "malformed_action", "game_over", "no_chance_due", "bad_deal", "bad_draw",
    "bid_too_low", "bid_not_offered", "may_not_hold", "needs_black_aces", "not_a_suit", "must_name_favourite",
    "may_not_name_favourite", "may_not_call", "may_not_request", "may_not_give", "card_not_in_hand",
    "must_follow_suit", "must_play_trump", "not_on_lead",
)
PHASES = ("first_dealer", "favourite", "deal", "auction", "trump", "call", "request", "give", "play", "vole",
          "over")
EVENT_KINDS = (
    "first_dealer", "favourite", "stake", "deal", "bid", "hold", "pass", "passed_out", "forced", "contract",
    "trump", "call", "two_kings", "request", "give", "play", "partner", "trick", "vole", "stop", "deal_end",
    "session_end",
)
KIND_WORDS = {"ask": "a called-king game", "mediateur": "Mediateur", "respekt": "Respekt (Forcé par tout)",
              "solo": "Solo", "solo_tout": "Solo tout"}
ALONE = ("mediateur", "solo", "solo_tout")


# ---------------------------------------------------------------------- the games
@dataclass(frozen=True)
class Variant:
    name: str
    n: int
    calling: bool          # a king may be called (ask, Respekt)
    forced: bool           # if all pass, the holder of Spadille must play
    fav_option: str        # the option that switches the favourite suit on


VARIANTS = {
    "quadrille": Variant("quadrille", 4, True, True, "couleur_favorite"),
    "quadrille_mediateur": Variant("quadrille_mediateur", 4, True, True, "couleur_favorite"),
    "quadrille_solitaire": Variant("quadrille_solitaire", 4, False, False, "couleur_favorite"),
    "tritrille": Variant("tritrille", 3, False, False, "couleur_favorite"),
    "cinquille": Variant("cinquille", 5, True, True, "cinquille_favorite"),
}


def _mask_where(keep: Callable[[Card], bool]) -> int:
    return sum(1 << i for i, c in enumerate(R.CARDS) if keep(c))


# Tritrille's packs (spec §5.6): A without the diamonds but their king and without the 6 of
# hearts (30 cards), B without the threes (36 cards)
TRITRILLE_A = _mask_where(lambda c: (c.suit != "D" or c.rank == "K") and c.code != "6H")
TRITRILLE_B = _mask_where(lambda c: c.rank != "3")
register_pack(Pack("tritrille30", tuple(c for i, c in enumerate(R.CARDS) if TRITRILLE_A >> i & 1), "french",
                   "30 cards: the L'Hombre pack without the diamonds except their king and without the 6 of hearts "
                   "(Tritrille)"))
register_pack(Pack("tritrille36", tuple(c for i, c in enumerate(R.CARDS) if TRITRILLE_B >> i & 1), "french",
                   "36 cards: the L'Hombre pack without the threes (Tritrille)"))
assert len(pack("tritrille30")) == 30 and len(pack("tritrille36")) == 36


def pack_mask(game: str, o: QuadrilleOptions) -> int:
    if game == "tritrille":
        return TRITRILLE_A if o.tritrille_deck == "no_diamonds_30" else TRITRILLE_B
    return R.ALL


def hand_size(game: str, o: QuadrilleOptions) -> int:
    if game == "cinquille":
        return 8
    if game == "tritrille" and o.tritrille_deck == "no_threes_36":
        return 12
    return 10


def trick_target(game: str, o: QuadrilleOptions) -> int:
    """Tricks the playing side needs: 6 of 10 (7 where agreed), 5 of 8 in Cinquille, 7 of 12
    with Tritrille's 36 cards."""
    if game == "cinquille":
        return 5
    if game == "tritrille" and o.tritrille_deck == "no_threes_36":
        return 7
    return o.quadrille_trick_target


def side_result(side_tricks: int, target: int) -> str:
    """``win`` with the target, ``remise`` one short, ``codille`` below (spec §4.5, §5.7)."""
    if side_tricks >= target:
        return "win"
    return "remise" if side_tricks == target - 1 else "codille"


def favourite_on(game: str, o: QuadrilleOptions) -> bool:
    return bool(getattr(o, VARIANTS[game].fav_option) == "on")


def bid_level(bid: Bid, opts: QuadrilleOptions) -> tuple[int, int, int]:
    """The ladder (spec §6): ask < Mediateur < Respekt < Solo (< Solo tout where it beats even
    the favourite Solo); within a kind plain < favourite < préférence (INTERPRETATION 26)."""
    k = bid.kind
    if k == "solo_tout":
        if opts.solo_tout_beats_favorite_solo == "on":
            return (5, bid.fav, 0)
        return (4, bid.fav, 1)
    return ({"ask": 1, "mediateur": 2, "respekt": 3, "solo": 4}[k], bid.fav, 0)


# ---------------------------------------------------------------------- payments
@dataclass(frozen=True)
class Fees:
    """Per-head amounts of one payment scheme (spec §4.7, §5.4)."""
    unit: str
    win: dict[str, Fraction]          # the game's value when won (per head)
    remise: dict[str, Fraction]       # paid per head when lost by remise
    codille: dict[str, Fraction]      # … by codille
    vole: dict[str, Fraction]
    premiers: Fraction
    matadors: Callable[[int, str], Fraction]


def _fr(d: dict[str, Any]) -> dict[str, Fraction]:
    return {k: Fraction(v) for k, v in d.items()}


def fee_table(o: QuadrilleOptions) -> Fees:
    """The amounts of the scheme in force.  ``forced`` is a forced Spadille game (paid as a
    Mediateur where customary)."""
    forced_as = "mediateur" if o.forced_spadille_payment == "as_mediateur" else "ask"
    scheme = o.quadrille_payment_scheme
    if scheme == "old_fiches":
        win: dict[str, Any] = {"ask": 6, "mediateur": 16, "respekt": 26, "solo": 26, "solo_tout": 26}
        rem = {"ask": 4, "mediateur": 14, "respekt": 24, "solo": 24, "solo_tout": 24}
        vole = {"ask": 20, "mediateur": 30, "respekt": 40, "solo": 40, "solo_tout": 40}
        for d in (win, rem, vole):
            d["forced"] = d[forced_as]
        flat = o.matador_payment_mode == "flat_fiche"
        return Fees("jettons", _fr(win), _fr(rem), _fr(win), _fr(vole), Fraction(0),
                    lambda m, k: Fraction(10 if flat and m else 2 * m))
    if scheme == "money":
        win = {"ask": Fraction(1, 2), "mediateur": 1, "respekt": 2, "solo": 2, "solo_tout": 2}
        win["forced"] = win[forced_as]
        vole = {k: 4 for k in win}
        return Fees("groschen", _fr(win), _fr(win), _fr(win), _fr(vole), Fraction(1),
                    lambda m, k: Fraction(0 if m < 3 else 2 + (m - 3)))
    win = {"ask": 1, "mediateur": 2, "respekt": 4, "solo": 4, "solo_tout": 4}
    win["forced"] = win[forced_as]
    vole = {k: 8 for k in win}
    return Fees("markers", _fr(win), _fr(win), _fr(win), _fr(vole), Fraction(1), lambda m, k: Fraction(m))


def loss_shares(o: QuadrilleOptions, kind: str, forced: bool, alone: bool, declarer_tricks: int,
                partner_tricks: int) -> tuple[Fraction, Fraction]:
    """(declarer's share, partner's share) of what a lost game costs (spec §4.6)."""
    half = (Fraction(1, 2), Fraction(1, 2))
    whole = (Fraction(1), Fraction(0))
    if alone or kind in ALONE:
        return whole
    if forced or kind == "respekt":
        return half
    rule = o.quadrille_loss_split
    if rule == "half_unless_declarer_lt3":
        return whole if declarer_tricks < 3 else half
    if rule == "partner_free_if_partner_2":
        return whole if declarer_tricks < 3 or partner_tricks >= 2 else half
    if rule == "declarer_must_make_4":
        return whole if declarer_tricks < 4 else half
    return whole  # voluntary_declarer_pays_all


# ---------------------------------------------------------------------- state
def _code(c: int) -> str:
    return R.CARDS[c].code


@dataclass(frozen=True)
class QPub:
    """Everything public about a position."""

    n: int
    deals_total: int
    ledger: Ledger
    phase: str = "first_dealer"
    to_move: int = CHANCE
    deal_no: int = 0
    dealer: int | None = None
    favourite: int | None = None
    preference: int | None = None
    auction: Auction | None = None
    declarer: int | None = None
    contract: str | None = None
    fav: int = 0                    # the bid's level: 0 plain, 1 favourite suit, 2 préférence
    forced: bool = False
    trump: int | None = None
    called: int | None = None       # the called card (ask, Respekt)
    partner: int | None = None      # the partner once known to all
    requested: int | None = None    # the Mediateur's card
    giver: int | None = None        # who gave it
    king_trumped_by: int | None = None
    trick: tuple[tuple[int, int], ...] = ()
    leader: int | None = None
    tricks: tuple[tuple[int, tuple[tuple[int, int], ...], int], ...] = ()
    tricks_taken: tuple[int, ...] = ()
    vole: str = ""                  # "", "committed", "stopped"
    history: tuple[tuple[tuple[str, Any], ...], ...] = ()

    @property
    def forehand(self) -> int:
        assert self.dealer is not None
        return (self.dealer + 1) % self.n


@dataclass(frozen=True)
class QuadrilleObservation(Observation):
    """What one seat may see: the public part, its own hand, the card the Mediateur gave it
    (``returned``), and ``partner``: the partner as known to this seat (public, or this seat
    itself when it holds the called card), else ``None``."""

    options: QuadrilleOptions | None = None
    public: QPub | None = None
    returned: Card | None = None
    partner: int | None = None
    declarer: int | None = None
    contract: str | None = None
    trump: int | None = None
    called: Card | None = None
    scores: tuple[float, ...] = ()
    reviewable: tuple[int, ...] = ()


class QuadrilleState(FamilyState[QuadrilleAction]):
    """Any game of the Quadrille family; ``apply`` returns a new state."""

    __slots__ = ("opts", "game", "pub", "hands", "returned", "mate", "start_hands")

    def __init__(self, opts: QuadrilleOptions, game: str = "quadrille", deals: int | None = None) -> None:
        if deals is not None and deals < 1:
            raise ValueError("deals must be at least 1")
        n = VARIANTS[game].n
        self.opts = opts
        self.game = game
        self.pub = QPub(n=n, deals_total=deals if deals is not None else opts.rounds * n, ledger=Ledger.new(n, False))
        self.hands: tuple[int, ...] = (0,) * n
        self.returned: int | None = None     # the card the Mediateur gave back (seen by the giver)
        self.mate: int | None = None         # who holds the called card when play began (hidden)
        self.start_hands: tuple[int, ...] = (0,) * n

    pub: QPub

    # ------------------------------------------------------------------ basics
    @property
    def variant(self) -> Variant:
        return VARIANTS[self.game]

    def _clone(self) -> "QuadrilleState":
        s = object.__new__(QuadrilleState)
        s.opts, s.game, s.pub, s.hands, s.returned, s.mate, s.start_hands = (
            self.opts, self.game, self.pub, self.hands, self.returned, self.mate, self.start_hands)
        return s

    copy = _clone

    def parse_action(self, text: str) -> QuadrilleAction:
        return parse_action(text)

    @property
    def pack(self) -> int:
        return pack_mask(self.game, self.opts)

    @property
    def target(self) -> int:
        return trick_target(self.game, self.opts)

    @property
    def total_tricks(self) -> int:
        return hand_size(self.game, self.opts)

    def side(self) -> tuple[int, ...]:
        """The playing side (declarer, and the partner if he is another seat)."""
        d = self.pub.declarer
        assert d is not None
        m = self.mate if self.pub.partner is None else self.pub.partner
        return (d,) if m is None or m == d else (d, m)

    # ------------------------------------------------------------------ chance
    def sample_chance(self, rng: random.Random) -> QuadrilleAction:
        ph = self.pub.phase
        if ph == "first_dealer":
            return SpadilleDraw(rng.randrange(R.popcount(self.pack)))
        if ph == "favourite":
            o = self.opts
            fav = None if o.favorite_selection == "first_won_game" else rng.randrange(4)
            pref = None
            if o.preference_and_favorite == "on":
                pref = rng.choice([s for s in range(4) if s != fav])
            return Favourite(fav, pref)
        if ph == "deal":
            order = list(R.cards_of(self.pack))
            rng.shuffle(order)
            return Deal(tuple(order))
        raise IllegalAction("no_chance_due", "no chance event is due")

    # ------------------------------------------------------------------ legal actions
    def _fav_levels(self) -> list[int]:
        pub = self.pub
        out = [0]
        if favourite_on(self.game, self.opts) and pub.favourite is not None:
            out.append(1)
        if favourite_on(self.game, self.opts) and pub.preference is not None:
            out.append(2)
        return out

    def _offered_bids(self, p: int) -> list[Bid]:
        o, v = self.opts, self.variant
        kinds = []
        if v.calling:
            kinds.append("ask")
        if o.mediateur == "on" or self.game in ("quadrille_solitaire", "tritrille", "cinquille"):
            kinds.append("mediateur")
        if (v.calling and self.game != "cinquille" and o.respekt == "on" and self.hands[p] >> R.AS & 1
                and self.hands[p] >> R.AC & 1):
            kinds.append("respekt")
        kinds.append("solo")
        if o.solo_tout_bid == "on":
            kinds.append("solo_tout")
        out = []
        for k in kinds:
            for f in (self._fav_levels() if k != "respekt" else [0]):
                out.append(Bid(k, f))
        out.sort(key=lambda b: bid_level(b, o))
        return out

    def _level(self, b: Bid) -> tuple[int, int, int]:
        return bid_level(b, self.opts)

    def _may_hold(self, p: int, best: Bid) -> bool:
        return best in self._offered_bids(p)     # Respekt needs the black aces

    def _refuse_bid(self, a: Bid) -> IllegalAction:
        if a.kind == "respekt" and self.opts.respekt == "on" and self.variant.calling:
            return IllegalAction("needs_black_aces", "Respekt needs Spadille and Basto")
        return IllegalAction("bid_not_offered", f"{a} is not a bid of these rules")

    def legal_actions(self) -> list[QuadrilleAction]:
        pub, p = self.pub, self.pub.to_move
        if p < 0:
            return []
        ph = pub.phase
        if ph == "auction":
            return self._auction_actions(p)
        if ph == "trump":
            return [Trump(s) for s in self._trump_choices()]
        if ph == "call":
            return [CallKing(R.CARDS[c]) for c in self._callable()]
        if ph == "request":
            return [Request(R.CARDS[c]) for c in self._requestable()]
        if ph == "give":
            return [Give(R.CARDS[c]) for c in R.bits(self.hands[p] & ~(1 << (pub.requested or 0)))]
        if ph == "play":
            return [Play(R.CARDS[c]) for c in R.bits(self._playable(p))]
        if ph == "vole":
            return [Call("vole"), Call("stop")]
        return []

    def _suits_in_pack(self) -> list[int]:
        return [s for s in range(4) if self.pack & R.suit_mask(s)]

    def _trump_choices(self) -> list[int]:
        pub = self.pub
        if pub.contract == "respekt":
            # the partner names trump, never the called card's suit (spec §5.3)
            assert pub.called is not None
            return [s for s in range(4) if s != R.suit_of(pub.called)]
        if pub.fav == 1 and pub.favourite is not None:
            return [pub.favourite]
        if pub.fav == 2 and pub.preference is not None:
            return [pub.preference]
        banned = set()
        if not pub.forced and favourite_on(self.game, self.opts):
            # a plain bid may not be played in a privileged suit (INTERPRETATION 27)
            banned = {x for x in (pub.favourite, pub.preference) if x is not None}
        return [s for s in range(4) if s not in banned]

    def _callable(self) -> list[int]:
        """The cards the declarer may call: a king of a suit other than trump that he does not
        hold (his own too where ``may_call_own_king`` is on); with all four kings a queen
        (spec §4.3).  Respekt calls before trump is named (any suit)."""
        pub = self.pub
        d = pub.declarer
        assert d is not None
        hand = self.hands[d]
        t = pub.trump
        own = self.opts.may_call_own_king == "on" and pub.contract != "respekt"
        for rank in "KQJ":
            cs = [c for c in R.bits(self.pack) if R.rank_of(c) == rank and (t is None or R.suit_of(c) != t)
                  and (own or not hand >> c & 1)]
            kings = [c for c in R.bits(self.pack) if R.rank_of(c) == "K"]
            if rank == "K" and not own and all(hand >> c & 1 for c in kings):
                continue  # all four kings: a queen is called
            if cs:
                return cs
        return []

    def _requestable(self) -> list[int]:
        """The Mediateur's request: a king of a suit other than trump that he lacks; with all the
        kings of the pack a queen, never of trump (spec §5.1)."""
        pub = self.pub
        d = pub.declarer
        t = pub.trump
        assert d is not None and t is not None
        hand = self.hands[d]
        kings = [c for c in R.bits(self.pack) if R.rank_of(c) == "K"]
        ranks = "QJ" if all(hand >> c & 1 for c in kings) else "KQJ"
        for rank in ranks:
            cs = [c for c in R.bits(self.pack) if R.rank_of(c) == rank and not R.is_trump(c, t)
                  and not hand >> c & 1]
            if cs:
                return cs
        return []

    # ------------------------------------------------------------------ apply
    def apply(self, action: QuadrilleAction) -> tuple["QuadrilleState", list[Event]]:
        return dispatch(self, _HANDLERS, action)

    # ------------------------------------------------------------------ observation
    def observation(self, player: int) -> QuadrilleObservation:
        p = player
        pub = self.pub
        played = fam.played_mask(pub)
        seen = self.hands[p] | played
        ret = None
        if pub.giver == p and self.returned is not None:
            ret = R.CARDS[self.returned]
            seen |= 1 << self.returned
        if pub.requested is not None and p in (pub.giver, pub.declarer):
            seen |= 1 << pub.requested
        partner = pub.partner
        if partner is None and pub.called is not None and self.hands[p] >> pub.called & 1:
            partner = p
        return QuadrilleObservation(**self._view(p, seen), returned=ret, partner=partner,
                                    called=R.CARDS[pub.called] if pub.called is not None else None)

    def _reviewable(self, p: int) -> tuple[int, ...]:
        """Finished tricks ``p`` may look at: only when on lead (spec §4.4, option
        ``quadrille_trick_review``)."""
        pub = self.pub
        k = len(pub.tricks)
        if not k or pub.phase != "play" or pub.trick or pub.to_move != p:
            return ()
        if self.opts.quadrille_trick_review == "solo_only_never_tout":
            if pub.contract not in ("solo", "mediateur") or pub.vole == "committed":
                return ()
        return tuple(range(k))

    def places(self) -> list[int]:
        pub = self.pub
        trick = sum(1 << c for _q, c in pub.trick)
        played = fam.played_mask(pub) & ~trick
        return list(self.hands) + [played, trick]


# ====================================================================== handlers
def _start_deal(s: QuadrilleState, ev: list[Event]) -> None:
    pub = s.pub
    n = pub.n
    if pub.deal_no >= pub.deals_total:
        s.hands, s.returned, s.mate = (0,) * n, None, None
        fam.session_end(s, ev)
        return
    s.hands, s.returned, s.mate, s.start_hands = (0,) * n, None, None, (0,) * n
    assert pub.dealer is not None
    led, put = _stake(s, pub.ledger, pub.dealer)
    s._p(ledger=led, phase="deal", to_move=CHANCE, auction=None, declarer=None, contract=None, fav=0, forced=False,
         trump=None, called=None, partner=None, requested=None, giver=None, king_trumped_by=None, trick=(),
         leader=None, tricks=(), tricks_taken=(0,) * n, vole="")
    fam.stake_event(pub, led, put, ev)


def _stake(s: QuadrilleState, led: Ledger, dealer: int) -> tuple[Ledger, dict[int, Fraction]]:
    o = s.opts
    scheme = o.quadrille_payment_scheme
    if scheme == "equal_pool":
        return led.start_deal(dealer, "equal_pool_method3", o.dealer_stake)
    if scheme == "money":
        led, put = led.start_deal(dealer, "pot_method1", 0)
        amount = Fraction(o.dealer_stake, 2)
        put = {dealer: amount}
    elif scheme == "old_fiches":
        # the dealer sets a fiche (10), every player a jetton (spec §4.7, the old marking)
        led, put = led.start_deal(dealer, "pot_method1", 0)
        put = {q: Fraction(1) for q in range(len(led.balances))}
        put[dealer] += 10
    else:
        return led.start_deal(dealer, "pot_method1", o.dealer_stake)
    bal = list(led.balances)
    for q, v in put.items():
        bal[q] -= v
    return replace(led, balances=tuple(bal), stakes=led.stakes + sum(put.values(), Fraction(0))), put


def _h_spadille(s: QuadrilleState, a: SpadilleDraw, ev: list[Event]) -> None:
    fam.first_dealer(s, a.position, R.popcount(s.pack), "Spadille's place must be within the pack", ev)
    _after_first_dealer(s, ev)


def _needs_favourite(s: QuadrilleState) -> bool:
    o = s.opts
    return favourite_on(s.game, o) and (o.favorite_selection != "first_won_game" or o.preference_and_favorite == "on")


def _after_first_dealer(s: QuadrilleState, ev: list[Event]) -> None:
    if _needs_favourite(s):
        s._p(phase="favourite", to_move=CHANCE)
    else:
        _start_deal(s, ev)


def _h_favourite(s: QuadrilleState, a: Favourite, ev: list[Event]) -> None:
    o = s.opts
    first_won = o.favorite_selection == "first_won_game"
    if (a.suit is None) != first_won or (a.pref is None) != (o.preference_and_favorite != "on"):
        raise IllegalAction("bad_draw", "the favourite (and préférence) as the options say")
    for x in (a.suit, a.pref):
        if x is not None and not 0 <= x < 4:
            raise IllegalAction("not_a_suit", "a suit is 0..3")
    if a.suit is not None and a.suit == a.pref:
        raise IllegalAction("bad_draw", "the préférence and the favourite are two suits")
    s._p(favourite=a.suit, preference=a.pref)
    txt = []
    if a.suit is not None:
        txt.append(f"The favourite suit of this sitting is {R.SUITS[a.suit]}.")
    if a.pref is not None:
        txt.append(f"The préférence is {R.SUITS[a.pref]}.")
    ev.append(Event("favourite", None, {"suit": a.suit, "pref": a.pref}, " ".join(txt)))
    _start_deal(s, ev)


def _h_deal(s: QuadrilleState, a: Deal, ev: list[Event]) -> None:
    idx = [R.INDEX.get(c, -1) for c in a.order]
    pk = s.pack
    size = R.popcount(pk)
    if len(idx) != size or len(set(idx)) != size or any(i < 0 or not pk >> i & 1 for i in idx):
        raise IllegalAction("bad_deal", f"a deal gives all {size} cards of the pack once each")
    pub = s.pub
    n, hs = pub.n, hand_size(s.game, s.opts)
    packets = {10: (3, 3, 4), 8: (4, 4), 12: (4, 4, 4)}[hs]
    hands = [0] * n
    k = 0
    fh = pub.forehand
    for size_ in packets:
        for j in range(n):
            q = (fh + j) % n
            for _ in range(size_):
                hands[q] |= 1 << idx[k]
                k += 1
    s.hands = tuple(hands)
    order = tuple((fh + j) % n for j in range(n))
    s._p(phase="auction", auction=Auction(order=order), to_move=fh)
    ev.append(Event("deal", pub.dealer, {"hand_size": hs},
                    f"Player {pub.dealer} deals {hs} cards each, in packets of "
                    + ", ".join(str(x) for x in packets) + "."))


def _bid_text(b: Bid) -> str:
    return KIND_WORDS[b.kind] + ("", " in the favourite suit", " in the préférence")[b.fav]


def _h_auction_call(s: QuadrilleState, a: Call, ev: list[Event]) -> None:
    fam.auction_call(s, a, ev, _bid_text, _auction_next)


def _h_auction_bid(s: QuadrilleState, a: Bid, ev: list[Event]) -> None:
    fam.auction_bid(s, a, ev, _bid_text, "asks to call a king.", _auction_next)


def _auction_next(s: QuadrilleState, ev: list[Event]) -> None:
    fam.auction_next(s, ev, _contract, _all_passed)


def _all_passed(s: QuadrilleState, ev: list[Event]) -> None:
    pub = s.pub
    if s.variant.forced:
        holder = next(q for q in range(pub.n) if s.hands[q] >> R.AS & 1)
        ev.append(Event("forced", holder, {},
                        f"Everyone passed: player {holder} holds Spadille and must play, calling a king."))
        _contract(s, holder, "ask", 0, True, ev)
        return
    ev.append(Event("passed_out", None, {}, "Everyone passed: the stake stays and the next player deals."))
    s._p(ledger=pub.ledger.end_deal("pass_out", True))
    _next_deal(s, ev, {"deal": pub.deal_no + 1, "dealer": pub.dealer, "result": "passed_out"})


def _contract(s: QuadrilleState, d: int, kind: str, fav: int, forced: bool, ev: list[Event]) -> None:
    s._p(declarer=d, contract=kind, fav=fav, forced=forced)
    ev.append(Event("contract", d, {"kind": kind, "fav": fav, "forced": forced},
                    f"Player {d} plays {KIND_WORDS[kind]}" + ("", " in the favourite suit", " in the préférence")[fav]
                    + (" (forced: he holds Spadille)." if forced else ".")))
    if kind == "respekt":
        s._p(phase="call", to_move=d)
    else:
        s._p(phase="trump", to_move=d)


def _h_trump(s: QuadrilleState, a: Trump, ev: list[Event]) -> None:
    pub = s.pub
    p = pub.to_move
    if not 0 <= a.suit < 4:
        raise IllegalAction("not_a_suit", "trump must be one of the four suits")
    if a.suit not in s._trump_choices():
        if pub.fav:
            raise IllegalAction("must_name_favourite", "a game bid in a privileged suit is played in it")
        if pub.contract == "respekt":
            raise IllegalAction("not_a_suit", "the called king's suit may not be trump")
        raise IllegalAction("may_not_name_favourite", "a plain bid is not played in a privileged suit")
    s._p(trump=a.suit)
    ev.append(Event("trump", p, {"suit": a.suit}, f"{who(p)} names {R.SUITS[a.suit]} trump."))
    k = pub.contract
    if k == "ask":
        o = s.opts
        two = o.cinquille_two_kings_partner
        if s.game == "cinquille" and (two == "all_games" or (two == "forced_games_only" and pub.forced)):
            d = pub.declarer
            assert d is not None
            for j in range(1, pub.n):
                q = (d + j) % pub.n
                if sum(1 for c in R.bits(s.hands[q]) if R.rank_of(c) == "K") >= 2:
                    s.mate = q
                    s._p(partner=q)
                    ev.append(Event("two_kings", q, {"partner": q},
                                    f"Player {q} holds two kings and is the partner."))
                    _start_play(s)
                    return
        s._p(phase="call", to_move=pub.declarer)
    elif k == "mediateur":
        s._p(phase="request", to_move=pub.declarer)
    else:
        _start_play(s)


def _h_call(s: QuadrilleState, a: CallKing, ev: list[Event]) -> None:
    pub = s.pub
    c = R.INDEX.get(a.king, -1)
    if c not in s._callable():
        raise IllegalAction("may_not_call", f"{a.king} may not be called")
    d = pub.declarer
    assert d is not None
    holder = next(q for q in range(pub.n) if s.hands[q] >> c & 1)
    s.mate = holder
    s._p(called=c)
    ev.append(Event("call", d, {"card": a.king}, f"Player {d} calls {a.king.code}."))
    if pub.contract == "respekt":
        # the called card's holder names trump, and so shows himself at once (spec §5.3)
        s._p(partner=holder, phase="trump", to_move=holder)
        ev.append(Event("partner", holder, {"partner": holder, "card": a.king},
                        f"Player {holder} holds {a.king.code}: he is the partner and names trump."))
        return
    _start_play(s)


def _h_request(s: QuadrilleState, a: Request, ev: list[Event]) -> None:
    pub = s.pub
    c = R.INDEX.get(a.king, -1)
    if c not in s._requestable():
        raise IllegalAction("may_not_request", f"{a.king} may not be requested")
    d = pub.declarer
    assert d is not None
    giver = next(q for q in range(pub.n) if s.hands[q] >> c & 1)
    s.hands = set_at(set_at(s.hands, giver, s.hands[giver] & ~(1 << c)), d, s.hands[d] | 1 << c)
    s._p(requested=c, giver=giver, phase="give", to_move=d)
    ev.append(Event("request", d, {"card": a.king, "giver": giver},
                    f"Player {d} requests {a.king.code}; player {giver} hands it over."))


def _h_give(s: QuadrilleState, a: Give, ev: list[Event]) -> None:
    pub = s.pub
    d, g = pub.declarer, pub.giver
    assert d is not None and g is not None
    c = R.INDEX.get(a.card, -1)
    if c < 0 or not s.hands[d] >> c & 1 or c == pub.requested:
        raise IllegalAction("may_not_give", f"{a.card} cannot be given back")
    s.hands = set_at(set_at(s.hands, d, s.hands[d] & ~(1 << c)), g, s.hands[g] | 1 << c)
    s.returned = c
    ev.append(Event("give", d, {"to": g}, f"Player {d} gives player {g} a card in return."))
    _start_play(s)


def _start_play(s: QuadrilleState) -> None:
    pub = s.pub
    fh = pub.forehand
    s.start_hands = s.hands
    s._p(phase="play", leader=fh, to_move=fh, vole="committed" if pub.contract == "solo_tout" else "")


def _h_play(s: QuadrilleState, a: Play, ev: list[Event]) -> None:
    pub = s.pub
    p = pub.to_move
    c = R.INDEX.get(a.card, -1)
    trick = fam.play_card(s, a.card, c, ev)
    if c == pub.called and pub.partner is None:
        s._p(partner=p)
        ev.append(Event("partner", p, {"partner": p, "card": a.card},
                        f"The called {a.card.code} falls: player {p} is the partner." if p != pub.declarer else
                        f"The called {a.card.code} falls from player {p}'s own hand: he plays alone."))
    if len(trick) < pub.n:
        s._p(trick=trick, to_move=(p + 1) % pub.n)
        return

    def king_trumped(w: int) -> None:
        # the Mediateur's requested king, trumped by an opponent (paid the Mediateur's fee)
        t = pub.trump
        assert t is not None
        if pub.requested is not None and pub.king_trumped_by is None:
            cards = dict((x, q) for q, x in trick)
            wc = trick[R.trick_winner([x for _, x in trick], t)][1]
            if (pub.requested in cards and cards[pub.requested] == pub.declarer and R.is_trump(wc, t)
                    and w != pub.declarer):
                s._p(king_trumped_by=w)

    fam.close_trick(s, trick, ev, king_trumped)
    _after_trick(s, ev)


def _after_trick(s: QuadrilleState, ev: list[Event]) -> None:
    pub = s.pub
    side = s.side()
    played = len(pub.tricks)
    total = s.total_tricks
    won = sum(pub.tricks_taken[q] for q in side)
    if played == total:
        _settle(s, ev)
        return
    if pub.vole == "committed":
        if won < played and pub.contract != "solo_tout":
            _settle(s, ev)  # the vole failed; the game itself is won
        return
    if won == played == s.target and pub.vole == "":
        # the side took the first six: whoever of it leads now decides (spec §4.4, INTERPRETATION 22)
        s._p(phase="vole", to_move=pub.leader)
        return
    if won >= s.target:
        _settle(s, ev)  # won after losing a trick: nothing can change the result


def _h_vole(s: QuadrilleState, a: Call, ev: list[Event]) -> None:
    p = s.pub.to_move
    fam.vole_call(s, a, p, ev, f"{who(p)} leads on: the side must now take every trick.",
                  f"{who(p)} stops: the game is won.", _settle)


# ====================================================================== settlement
def _settle(s: QuadrilleState, ev: list[Event]) -> None:
    """Pay the deal (spec §4.5-4.7, §5.4, §5.7): the side's win, or its loss by remise or codille;
    the Mediateur's king trumped; then the next deal."""
    st = _Settlement(s)
    if st.res == "win":
        st.won(s, ev)
    else:
        st.lost()
    st.king_trumped()
    st.finish(s, ev, st.res, True, _summary_text, _next_deal, partner=st.mate if st.mate is not None else s.pub.partner)


class _Settlement(fam.Settlement):
    """The facts a deal is paid by (the declarer ``d`` and his side, the opponents, the fee
    table, the side's matadors, the premiers, the privileged suits' multiplier, the result) and
    the books as they are paid."""

    pub: QPub

    def __init__(self, s: QuadrilleState) -> None:
        super().__init__(s)
        pub, o, d, t, kind = self.pub, self.o, self.d, self.t, self.kind
        self.side = side = s.side()
        self.alone = len(side) == 1
        self.mate = side[1] if not self.alone else None
        self.opps = tuple(q for q in range(pub.n) if q not in side)
        self.fees = fees = fee_table(o)
        self.fee_kind = "forced" if pub.forced else kind
        held = 0
        for q in side:
            held |= s.start_hands[q]
        m = R.matadors(held, t, s.pack)
        tr = pub.tricks_taken
        self.won_tricks = won = sum(tr[q] for q in side)
        target = s.target
        first = len(pub.tricks) >= target and all(w in side for _ld, _cs, w in pub.tricks[:target])
        self.prem = fees.premiers if first else Fraction(0)
        mult = 4 if pub.preference is not None and t == pub.preference else (
            2 if pub.favourite is not None and t == pub.favourite else 1)
        self.mult = mult if favourite_on(s.game, o) else 1
        self.vole_made = won == s.total_tricks
        self.failed_vole = pub.vole == "committed" and not self.vole_made
        res = side_result(won, target)
        if kind == "solo_tout" and not self.vole_made:
            res = "remise" if res == "win" else res
        self.res = res
        self.pool = o.quadrille_payment_scheme == "equal_pool"
        self.mat = fees.matadors(m, kind) * self.mult
        self.summary = {
            "deal": pub.deal_no + 1, "dealer": pub.dealer, "declarer": d, "contract": kind, "fav": pub.fav,
            "forced": pub.forced, "trump": R.SUIT_LETTERS[t], "tricks": list(tr), "partner": self.mate,
            "called": _code(pub.called) if pub.called is not None else None, "side_tricks": won,
            "matadors": m, "premiers": bool(self.prem), "pot": float(self.P), "multiplier": self.mult,
            "unit": fees.unit, "giver": pub.giver,
            "requested": _code(pub.requested) if pub.requested is not None else None,
            "king_trumped_by": pub.king_trumped_by,
        }

    def from_pot(self, q: int, amount: Fraction) -> None:
        """Equal pool: a payment out of the pot, as far as it goes."""
        led = self.led
        a = min(amount, led.stakes)
        if a <= 0:
            return
        bal = list(led.balances)
        bal[q] += a
        self.led = replace(led, balances=tuple(bal), stakes=led.stakes - a)
        self.books.pays[q] += a

    def share_pot(self, winners: tuple[int, ...]) -> None:
        """``winners`` share the pot."""
        if self.led.pot:
            self.summary["pot_to"] = {w: float(self.led.pot / len(winners)) for w in winners}
        self.led = self.led.take_pot(winners)

    # ------------------------------------------------------------------ the side won
    def won(self, s: QuadrilleState, ev: list[Event]) -> None:
        """The game's value (with premiers, matadors and the vole) from each opponent, shared by the
        side; the pot to the side.  The first game won may make its suit the favourite."""
        fees, fk, mult, sm = self.fees, self.fee_kind, self.mult, self.summary
        sm["result"] = "win"
        X = (fees.win[fk] + self.prem) * mult + self.mat
        vole_paid = self.vole_made and self.pub.vole != "stopped"
        if vole_paid:
            X += fees.vole[fk] * mult
        if self.failed_vole:
            X -= fees.vole[fk] * mult
        sm["vole"] = "made" if vole_paid else ("failed" if self.failed_vole else "")
        side = self.side
        if self.pool:
            for w in side:
                self.from_pot(w, X * len(self.opps) / len(side))
        else:
            self.share_pot(side)
            for q in self.opps:
                each = X
                if self.kind == "mediateur" and q in (self.pub.giver, self.pub.king_trumped_by):
                    each = self.prem * mult + self.mat   # the giver (and the trumper) pay only matadors and premiers
                for w in side:
                    self.books.pay(q, w, each / len(side))
        self._first_won_sets_favourite(s, ev)

    def _first_won_sets_favourite(self, s: QuadrilleState, ev: list[Event]) -> None:
        pub, o = self.pub, self.o
        t = pub.trump
        assert t is not None
        if pub.favourite is None and favourite_on(s.game, o) and o.favorite_selection == "first_won_game":
            s._p(favourite=t)
            self.summary["favourite_set"] = R.SUIT_LETTERS[t]
            ev.append(Event("favourite", None, {"suit": t, "pref": pub.preference},
                            f"The first game won was in {R.SUITS[t]}: they are the favourite suit from now on."))

    # ------------------------------------------------------------------ the side lost
    def lost(self) -> None:
        """The side is bête (shared between declarer and partner as the options say) and pays each
        opponent the remise's or codille's value; by codille the opponents take the pot.  Equal
        pool: the opponents are paid out of the pot instead."""
        fees, fk, mult, sm, kind = self.fees, self.fee_kind, self.mult, self.summary, self.kind
        sm["result"] = self.res
        sm["vole"] = "failed" if kind == "solo_tout" else ""
        table = fees.remise if self.res == "remise" else fees.codille
        X = table[fk] * mult + self.mat
        if kind == "solo_tout":
            X += fees.vole[fk] * mult
        tr, d, mate = self.pub.tricks_taken, self.d, self.mate
        sd, sp = loss_shares(self.o, kind, self.pub.forced, self.alone, tr[d], tr[mate] if mate is not None else 0)
        sm["shares"] = [float(sd), float(sp)]
        if self.pool:
            for q in self.opps:
                self.from_pot(q, X)
            sm["bete"] = 0.0
            return
        bete = self.codille_bete() if self.res == "codille" else self.P
        for debtor, share in ((d, sd), (mate, sp)):
            if debtor is not None and share:
                self.led = self.led.make_bete(debtor, bete * share)
        sm["bete"] = float(bete)
        self.consolations(X, sd, sp)

    def codille_bete(self) -> Fraction:
        """The bête of a codille, the opponents taking what is at stake: under the old fiches the
        bête standing, the new bête being what is left ("one may not lose more than one can win",
        spec §4.7, Q-BOOK-05); else the pot, and the bête doubled within the cap (never for a game
        played alone, nor for a declarer who called his own king: he "pays only the plain bête",
        spec §5.7)."""
        led, opps, P = self.led, self.opps, self.P
        if self.o.quadrille_payment_scheme == "old_fiches":
            taken = led.bete_in_play if led.bete_in_play else led.stakes
            bete = P - led.bete_in_play if led.bete_in_play else P
            bal = list(led.balances)
            for q in opps:
                bal[q] += taken / len(opps)
            self.summary["pot_to"] = {q: float(taken / len(opps)) for q in opps}
            if led.bete_in_play:
                self.led = replace(led, balances=tuple(bal), bete_in_play=Fraction(0), in_play_debtors=())
            else:
                self.led = replace(led, balances=tuple(bal), stakes=Fraction(0))
            return bete
        doubled = self.kind not in ALONE and not self.alone and fam.codille_doubled(led, self.o.codille_double_cap)
        self.summary["doubled"] = doubled
        self.share_pot(opps)
        return 2 * P if doubled else P

    def consolations(self, X: Fraction, sd: Fraction, sp: Fraction) -> None:
        """Each opponent is paid ``X`` by the side in its shares (the Mediateur's giver double).  A
        declarer who called his own king and lost "pays only the plain bête" (seed 003 line 1092,
        spec §5.7 "calling oneself"): nothing to the others."""
        self_called = self.alone and self.kind not in ALONE
        for q in () if self_called else self.opps:
            each = X
            if self.kind == "mediateur" and q == self.pub.giver:
                each += self.fees.win["mediateur"] * self.mult     # the giver is paid double
            for payer, share in ((self.d, sd), (self.mate, sp)):
                if payer is not None and share:
                    self.books.pay(payer, q, each * share)

    # ------------------------------------------------------------------ after either
    def king_trumped(self) -> None:
        """Whoever trumped the Mediateur's king is paid the Mediateur's fee, whatever the result."""
        k = self.pub.king_trumped_by
        if self.kind == "mediateur" and k is not None and not self.pool:
            self.books.pay(self.d, k, self.fees.win["mediateur"] * self.mult)



def _summary_text(sm: dict[str, Any]) -> str:
    d = sm["declarer"]
    res = sm["result"]
    tr = "-".join(str(x) for x in sm["tricks"])
    side = f"player {d}" + (f" and player {sm['partner']}" if sm.get("partner") is not None else "")
    if res == "win":
        txt = f"{side[0].upper() + side[1:]} win with {sm['side_tricks']} tricks ({tr})."
    elif res == "remise":
        txt = f"Remise: {side} make {sm['side_tricks']} tricks and are bête ({tr})."
    else:
        txt = f"Codille: {side} make only {sm['side_tricks']} tricks ({tr})."
    return txt + fam.vole_words(sm)


def _next_deal(s: QuadrilleState, ev: list[Event], summary: dict[str, Any]) -> None:
    fam.next_deal(s, ev, summary, _start_deal)


_HANDLERS: dict[tuple[str, type], Callable[[QuadrilleState, Any, list[Event]], None]] = {
    ("first_dealer", SpadilleDraw): _h_spadille,
    ("favourite", Favourite): _h_favourite,
    ("deal", Deal): _h_deal,
    ("auction", Call): _h_auction_call,
    ("auction", Bid): _h_auction_bid,
    ("trump", Trump): _h_trump,
    ("call", CallKing): _h_call,
    ("request", Request): _h_request,
    ("give", Give): _h_give,
    ("play", Play): _h_play,
    ("vole", Call): _h_vole,
}


def new_game(game: str) -> Callable[..., QuadrilleState]:
    """``new_state(options, deals=None, first_dealer=None)`` for one game of the family."""
    def new_state(options: QuadrilleOptions, deals: int | None = None,
                  first_dealer: int | None = None) -> QuadrilleState:
        st = QuadrilleState(options, game, deals)
        if first_dealer is not None:
            if first_dealer not in range(st.n):
                raise ValueError(f"first_dealer must be a seat 0..{st.n - 1}")
            st._p(dealer=first_dealer)
            _after_first_dealer(st, [])
        return st
    new_state.__module__ = __name__
    new_state.__qualname__ = f"new_state_{game}"
    return new_state
