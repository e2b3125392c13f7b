"""Piquet opponents: legal, fair (observation only), sound inference, hints."""

import random

import pytest

from engine.games.piquet.ai import LEVELS, LEVEL_NAMES, hint
from engine.games.piquet.ai.players import SearchPlayer, StrongPlayer, decl_points
from engine.games.piquet.ai.solver import Solver
from engine.games.piquet.ai.sampling import Sampler, constraints_from_dialogue
from engine.games.piquet import PRESETS, new_state
from engine.games.piquet import scoring as S
from engine.match import play_out
from engine.players import RandomPlayer, make_player
from engine.protocol import CHANCE, TERMINAL


def _fast(kind):
    """A level with a fixed number of samples instead of a time budget, so that its decisions are
    reproducible whatever the machine's load (the levels themselves stop sampling on a clock)."""
    p = LEVELS[kind]()
    if isinstance(p, SearchPlayer):
        p.budget, p.min_samples, p.max_samples = 0.0, 2, 2
    if isinstance(p, StrongPlayer):
        p.discard_worlds = 6
    return p


def test_levels_are_player_kinds():
    for kind, en, de in LEVEL_NAMES:
        p = make_player(kind, "piquet")
        assert p.name == kind and en and de


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_level_plays_legal_deals(preset):
    opts = PRESETS[preset]
    kinds = list(LEVELS)
    for i, kind in enumerate(kinds):
        other = kinds[(i + 1) % len(kinds)]
        st = new_state(opts, deals=1)
        r = play_out(st, [_fast(kind), _fast(other)], random.Random(i))  # raises on an illegal action
        assert r.state.is_over()
        assert r.state.deal_log and r.state.deal_log[-1]["complete"] or r.state.partie_log


def _decision_points(opts, seed, n=8):
    """States along a game where a seat has a real choice."""
    rng = random.Random(seed)
    st = new_state(opts, deals=1)
    out = []
    rp = RandomPlayer()
    while st.current_player() != TERMINAL:
        who = st.current_player()
        if who == CHANCE:
            a = st.sample_chance(rng)
        else:
            if len(st.legal_actions()) > 1 and st.phase in ("exchange", "declare", "reply", "play"):
                out.append(st)
            a = rp.choose(st.observation(who), rng)
        st, _ = st.apply(a)
    rng.shuffle(out)
    return out[:n]


def _permute_hidden(st, seat, rng):
    """A different full state that gives ``seat`` the same observation: the cards ``seat`` cannot
    see are permuted among the places it cannot look into."""
    obs = st.observation(seat)
    u = [S.INDEX[c] for c in obs.unknown_cards]
    v = u[:]
    rng.shuffle(v)
    pi = dict(zip(u, v))

    def pm(m):
        out = 0
        for i in range(32):
            if m >> i & 1:
                out |= 1 << pi.get(i, i)
        return out

    opp = 1 - seat
    t = st.copy()

    def setp(name):
        val = list(getattr(t, name))
        val[opp] = pm(val[opp])
        object.__setattr__(t, name, tuple(val))
    for name in ("hands", "dealt", "play_hands", "discards", "seen_talon", "combo_mask"):
        setp(name)
    object.__setattr__(t, "talon", tuple(pi.get(i, i) for i in st.talon))
    changed = (t.hands[opp], t.discards[opp], t.talon) != (st.hands[opp], st.discards[opp], st.talon)
    return t, changed


@pytest.mark.parametrize("seed", range(3))
def test_decisions_ignore_cards_the_player_cannot_see(seed):
    opts = PRESETS["classic_1900"]
    rng = random.Random(100 + seed)
    checked = 0
    for st in _decision_points(opts, seed):
        seat = st.current_player()
        obs = st.observation(seat)
        other, changed = _permute_hidden(st, seat, rng)
        if not changed:
            continue
        # a genuinely different deal behind the same observation
        assert other.observation(seat) == obs
        for kind in LEVELS:
            a = _fast(kind).choose(obs, random.Random(seed))
            b = _fast(kind).choose(other.observation(seat), random.Random(seed))
            assert a == b, (kind, st.phase)
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("preset", ["classic_1900", "cavendish_1882"])
def test_dialogue_constraints_hold_for_the_true_hand(preset):
    """Soundness of the inference: every hard constraint read from the dialogue is true of the
    opponent's real declaration hand, in many games between players that declare differently."""
    opts = PRESETS[preset]
    n_constraints = 0
    for seed in range(40):
        rng = random.Random(seed)
        st = new_state(opts, deals=1)
        players = [RandomPlayer(), LEVELS["piquet-beginner"]()]
        while st.current_player() != TERMINAL and st.phase != "play":
            who = st.current_player()
            a = st.sample_chance(rng) if who == CHANCE else players[who].choose(st.observation(who), rng)
            st, _ = st.apply(a)
        if st.phase != "play":
            continue
        for seat in (0, 1):
            hard, soft = constraints_from_dialogue(st.observation(seat))
            true_hand = st.play_hands[1 - seat]
            assert all(p(true_hand) for p in hard), (seed, seat, st.dialogue)
            n_constraints += len(hard)
            # and sampled worlds respect what is known
            obs = st.observation(seat)
            smp = Sampler(obs)
            known = S.mask_of(obs.known_opponent_cards)
            mine = S.mask_of(obs.hand) | S.mask_of(obs.discards)
            for w in smp.samples(random.Random(seed), 5):
                assert w.opp_hand & known == known
                assert w.opp_hand & mine == 0
                assert w.opp_hand.bit_count() == obs.opponent_hand_size
                assert all(p(w.opp_hand) for p in hard) or smp.relaxed
    assert n_constraints > 20


def test_strong_player_finds_the_solver_move_when_nothing_is_hidden():
    """With the opponent's hand known (e.g. all shown in proofs) every sample is the true deal, so
    the strong player must choose a card of exact optimal value, leading or following."""
    from engine.games.piquet.game import PiquetState
    opts = PRESETS["classic_1900"]
    rng = random.Random(5)
    for k in range(24):
        n = rng.randint(2, 8)
        cs = rng.sample(range(32), 2 * n)
        h = (sum(1 << c for c in cs[:n]), sum(1 << c for c in cs[n:]))
        tw0 = rng.randint(0, 12 - n)
        st = PiquetState.at_play(opts, (S.cards_of(h[0]), S.cards_of(h[1])), leader=0, trick_no=13 - n,
                                 tricks_won=(tw0, 12 - n - tw0), deal_scores=(5, 5))
        object.__setattr__(st, "known_opp", (h[1], h[0]))
        if k % 2:  # let seat 0 lead its lowest card and test seat 1's reply
            st, _ = st.apply(st.legal_actions()[-1])
        seat = st.current_player()
        obs = st.observation(seat)
        assert S.mask_of(obs.known_opponent_cards) == st.hands[1 - seat]
        p = StrongPlayer(budget=0.01, max_samples=2)
        a = p.choose(obs, rng)
        lead = S.INDEX[st.trick[0][1]] if st.trick else None
        tw = (st.tricks_won[seat], st.tricks_won[1 - seat])
        exact = Solver.for_options(opts).solve(st.hands[seat], st.hands[1 - seat], lead=lead, tricks_won=tw,
                                               all_values=True)
        vals, n_samples = p.play_values(obs, rng)
        if n_samples == 0:  # every legal card is equivalent: the solver must agree
            assert len(set(exact.values.values())) == 1
            continue
        assert vals[S.INDEX[a.card]] == exact.value == max(vals.values())


def test_decl_points_examples():
    o = PRESETS["classic_1900"]
    e = S.mask_of(S.PACK.cards[0:6]) | S.mask_of([S.CARDS[8], S.CARDS[16], S.CARDS[24]]) | S.mask_of(S.CARDS[9:12])
    y = ((1 << 32) - 1) & ~e
    y = S.mask_of(S.cards_of(y)[:12])
    de, dy = decl_points(e, y, o)
    # elder: clubs A K Q J T 9 (point 6, sixième 16), diamonds A K Q J (quart 4), four aces (14)
    assert de == 6 + 16 + 4 + 14 and dy == 0


def test_hint_gives_a_legal_action_and_its_reason():
    opts = PRESETS["classic_1900"]
    reasons = set()
    for st in _decision_points(opts, 11, n=8):
        obs = st.observation(st.current_player())
        h = hint(obs, random.Random(1))
        assert h.action in obs.legal_actions
        reasons.add(h.reason)
        if h.reason == "play_best":
            assert h.gap > 0 and h.samples > 0 and h.value is not None
        assert str(h.action) in h.english()
    assert reasons & {"play_best", "play_same", "play_equal"}
