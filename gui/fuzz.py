"""``academie bench fuzz``: damage every kind of file the application reads, for every
registered game, and check that each damaged file is refused with a message naming the file
(and, for records, the line and field), never with a traceback or a hang, and that nothing
the person had is lost (a damaged file is kept aside byte for byte, never overwritten).

Files: game records (``academie replay`` and Open / resume at the table, through
:meth:`gui.session.GameSession.from_record_text`), the autosave, ``settings.toml``, the old
``stats.toml`` and the ``history.sqlite3`` database; and (issue 26) the database while another
process holds its lock (``locked``: never taken for damaged, a partie counted meanwhile is
counted once afterwards) and the old ``stats.toml`` beside an empty database left by a first
start that was killed (``stats_beside_empty``: taken over all the same).  Mutations: truncation, swapped,
repeated and dropped lines, corrupt card codes and headers, out-of-range and huge numbers,
unknown options, non-UTF-8 and binary bytes, NUL, a byte-order mark, deep nesting, an empty
file, a very large file.

Each case runs with ``ACADEMIE_HOME`` and the working folder in a fresh temporary folder; a
file written anywhere but the application's own folders fails the case (path safety).
No Qt is needed (the table itself is tested by the GUI tests).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import random
import re
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

from engine.cliargs import whole

__all__ = ["run", "main", "seed_files", "MUTATORS"]

CARD = re.compile(r"\b(?:[AKQJT2-9][CDHS]|#\d{1,2}|[A-Za-z]{1,2}[cdhsbp])\b")
DIGITS = re.compile(r"\d+")


# ------------------------------------------------------------------ mutations
def _a_game() -> tuple[str, str, str]:
    """(name, default preset, a player kind) of the first registered game: no game is named here."""
    from engine.players import offered_kinds
    from engine.protocol import games

    spec = games()[0]
    return spec.name, spec.default_preset, offered_kinds(spec)[-1].name


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")


def m_truncate(d: bytes, r: random.Random) -> bytes:
    return d[: r.randrange(len(d) + 1)]


def m_swap(d: bytes, r: random.Random) -> bytes:
    ls = _lines(d)
    if len(ls) > 1:
        i, j = r.randrange(len(ls)), r.randrange(len(ls))
        ls[i], ls[j] = ls[j], ls[i]
    return b"\n".join(ls)


def m_repeat(d: bytes, r: random.Random) -> bytes:
    ls = _lines(d)
    i = r.randrange(len(ls))
    return b"\n".join(ls[:i] + [ls[i]] * r.randint(2, 5) + ls[i:])


def m_drop(d: bytes, r: random.Random) -> bytes:
    ls = _lines(d)
    del ls[r.randrange(len(ls))]
    return b"\n".join(ls)


def m_card(d: bytes, r: random.Random) -> bytes:
    t = d.decode("utf-8", "replace")
    found = list(CARD.finditer(t))
    if not found:
        return m_swap(d, r)
    m = r.choice(found)
    # nonsense, and well-formed codes of other packs (French, Italian, tarot trumps)
    new = r.choice(["ZZ", "1H", "AX", "#99", "#-1", "", "AS AS", "Ω", "10", "0S", "Kc", "9c", "KC", "XXI", "AS"])
    return (t[: m.start()] + new + t[m.end():]).encode()


def m_header(d: bytes, r: random.Random) -> bytes:
    ls = _lines(d)
    heads = [i for i, l in enumerate(ls) if l.strip().startswith(b"[")]
    if not heads:
        return m_repeat(d, r)
    i = r.choice(heads)
    g = _a_game()[0].encode()
    ls[i] = r.choice([b"[", b"[]", b'[Game "', b'[Game "' + g + b'" "x"]', ls[i][:-1], ls[i] + b"]",
                      ls[i].replace(b'"', b"", 1), b'[Seats "human"]', b'[Human "9"]', b'[Human "-1"]',
                      b'[FirstDealer "me"]', b'[Deals "0"]', b'[Seed "x"]', b'[Game "../../etc/passwd"]',
                      b'[Game "os"]', b'[Option "variant" "' + g + b'"]', b"[" * 600,
                      b'[Event "\\q"]', b'[Bad Key "1"]', b"language = 'xx'", b"[games." + g + b".options]",
                      b"[games.'../x']", b"opponent = 7", b"speed = 'warp'"])
    return b"\n".join(ls)


def m_number(d: bytes, r: random.Random) -> bytes:
    t = d.decode("utf-8", "replace")
    found = list(DIGITS.finditer(t))
    if not found:
        return m_header(d, r)
    m = r.choice(found)
    new = r.choice(["-1", "0", "9" * r.choice([5, 19, 400, 5000]), "²", "١٢", "1e9", "3.5", "-0", "+4"])
    return (t[: m.start()] + new + t[m.end():]).encode()


def m_option(d: bytes, r: random.Random) -> bytes:
    ls = _lines(d)
    i = min(r.randrange(len(ls)), 4)
    g, preset, kind = (x.encode() for x in _a_game())
    extra = r.choice([b'[Option "no_such_option" "1"]', b'[Option "target_score" "-5"]',
                      b'[Option "target_score" "999999999999999999999"]', b"no_such_option = true",
                      b"[games." + g + b"]\npreset = 'nope'", b"[games.nope]\npreset = 'x'",
                      b"[" + g + b"." + preset + b".random]\nparties = -1"])
    return b"\n".join(ls[:i] + [extra] + ls[i:])


def m_bytes(d: bytes, r: random.Random) -> bytes:
    i = r.randrange(len(d) + 1)
    return d[:i] + r.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\xfe\xff", b"\x80\x80"]) + d[i:]


def m_binary(d: bytes, r: random.Random) -> bytes:
    return bytes(r.randrange(256) for _ in range(r.choice([1, 64, 4096])))


def m_empty(d: bytes, r: random.Random) -> bytes:
    return r.choice([b"", b"\n", b"   ", b"\xef\xbb\xbf"])


def m_bom(d: bytes, r: random.Random) -> bytes:
    return b"\xef\xbb\xbf" + d


def m_crlf(d: bytes, r: random.Random) -> bytes:
    return d.replace(b"\n", r.choice([b"\r\n", b"\r", "\u2028".encode()]))


def m_large(d: bytes, r: random.Random, size: int = 2_000_000) -> bytes:
    if r.random() < 0.5:      # one enormous line
        return d + b"\n" + b"[Event \"" + b"x" * size + b'"]\n'
    return d * max(1, size // max(1, len(d)))


MUTATORS: dict[str, Callable[[bytes, random.Random], bytes]] = {
    "truncate": m_truncate, "swap": m_swap, "repeat": m_repeat, "drop": m_drop, "card": m_card,
    "header": m_header, "number": m_number, "option": m_option, "bytes": m_bytes, "binary": m_binary,
    "empty": m_empty, "bom": m_bom, "line_ends": m_crlf, "large": m_large,
}


# ------------------------------------------------------------------ valid files
def _record_of_game(spec: Any, seed: int, moves_max: int | None, side: float = 0.0) -> str:
    """A random deal as a record; with ``side`` > 0 it takes a side action (claim, leave out…) with
    that probability whenever one is offered, so that their lines are fuzzed too."""
    from engine.players import RandomPlayer
    from engine.record import record_of, write_record

    opts = spec.presets[spec.default_preset]
    st = spec.new_state(opts, deals=1)
    rng = random.Random(seed)
    p = RandomPlayer()
    moves: list[tuple[int, Any]] = []
    while not st.is_over() and (moves_max is None or len(moves) < moves_max):
        who = st.current_player()
        offered = st.side_actions() if who >= 0 and side else []
        if offered and rng.random() < side:
            a = rng.choice(offered)
        else:
            a = st.sample_chance(rng) if who < 0 else p.choose(st.observation(who), rng)
        moves.append((who, a))
        st = st.apply(a)[0]
    n = spec.seat_count(opts)
    rec = record_of(spec, spec.default_preset, opts, ["human"] + ["random"] * (n - 1), seed, moves, deals=1,
                    headers={"Event": "fuzz", "Human": "0", "FirstDealer": "cut"})
    return write_record(rec)


def seed_files(seed: int = 1) -> dict[str, list[tuple[str, bytes]]]:
    """Valid files of every kind: kind -> [(label, bytes)]."""
    import tomli_w

    from engine.protocol import games
    from gui.settings import Settings
    from gui.session import spec_of

    out: dict[str, list[tuple[str, bytes]]] = {"record": [], "autosave": [], "settings": [], "stats": [],
                                                "history": [], "locked": [], "stats_beside_empty": []}
    s = Settings()
    for spec in games():
        out["record"].append((f"{spec.name} finished", _record_of_game(spec, seed, None).encode()))
        out["autosave"].append((f"{spec.name} mid-deal", _record_of_game(spec, seed, 25).encode()))
        with_side = _record_of_game(spec, seed, None, side=0.3)
        if with_side != out["record"][-1][1].decode():
            out["record"].append((f"{spec.name} with side actions", with_side.encode()))
        try:
            spec_of(spec.name)
            s.game(spec.name)
        except KeyError:
            pass
    out["settings"].append(("every game", tomli_w.dumps(s.to_dict()).encode()))
    g, preset, kind = _a_game()
    out["stats"].append(("old counts", f"[{g}.{preset}.{kind}]\nparties = 4\nwon = 1\nlost = 3\n"
                                       "drawn = 0\npoints_for = 312\npoints_against = 415\n".encode()))
    with tempfile.TemporaryDirectory() as d:
        from gui.stats import History, Partie

        path = Path(d) / "history.sqlite3"
        with History(path, old_stats=Path(d) / "none.toml") as h:
            for i in range(3):
                h.add(Partie(game=g, result="won", points_for=100 + i, points_against=50, preset=preset))
        out["history"].append(("three parties", path.read_bytes()))
    out["locked"] = list(out["history"])
    out["stats_beside_empty"] = list(out["stats"])
    return out


# ------------------------------------------------------------------ checking
@dataclass
class Outcome:
    kind: str
    label: str
    mutation: str
    ok: bool
    accepted: bool = False
    message: str = ""
    problem: str = ""
    seconds: float = 0.0


@contextlib.contextmanager
def _sandbox() -> Iterator[Path]:
    old_home, old_cwd = os.environ.get("ACADEMIE_HOME"), os.getcwd()
    with tempfile.TemporaryDirectory(prefix="academie-fuzz-") as d:
        root = Path(d)
        (root / "home").mkdir()
        (root / "cwd").mkdir()
        os.environ["ACADEMIE_HOME"] = str(root / "home")
        os.chdir(root / "cwd")
        try:
            yield root
        finally:
            os.chdir(old_cwd)
            if old_home is None:
                os.environ.pop("ACADEMIE_HOME", None)
            else:
                os.environ["ACADEMIE_HOME"] = old_home


def _written_outside(root: Path, allowed: tuple[Path, ...]) -> list[str]:
    bad = []
    for p in root.rglob("*"):
        if p.is_file() and not any(a == p or a in p.parents for a in allowed):
            bad.append(str(p.relative_to(root)))
    return bad


def _kept_copy(folder: Path, name: str, data: bytes) -> bool:
    """Whether ``data`` is still there: the file itself or a ``.damaged-*`` / ``.migrated`` copy."""
    for p in folder.glob(name + "*"):
        if p.is_file() and p.read_bytes() == data:
            return True
    return False


def check_record(data: bytes, root: Path) -> tuple[bool, str, str]:
    """(accepted, message, problem) for a record file given to ``academie replay`` and Open."""
    from engine.cli import replay_main
    from engine.record import RecordError, read_record_file
    from gui.session import GameSession

    path = root / "cwd" / "game record.txt"
    path.write_bytes(data)
    err, outp = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(outp):
        code = replay_main([str(path), "--json"])
    msg = err.getvalue()
    if code not in (0, 2):
        return False, msg, f"academie replay exited with {code}"
    if code == 2 and (str(path) not in msg or not msg.startswith("academie: error:") or msg.count("\n") > 1):
        return False, msg, "the message does not name the file on one line"
    if code == 2 and not re.search(r"(line \d+|record): \w+", msg):
        if "cannot read" not in msg:
            return False, msg, "the message names neither line nor field"
    try:
        GameSession.from_record_text(read_record_file(path))
        opened = True
    except RecordError as e:
        opened = False
        if code == 0:
            # replay accepts a record the table refuses only for the table's own headers
            if e.field not in ("Human", "Seats", "FirstDealer"):
                return False, str(e), "academie replay accepts what Open refuses"
    if path.read_bytes() != data:
        return False, msg, "the record file was changed"
    return opened or code == 0, msg, ""


def check_autosave(data: bytes, root: Path) -> tuple[bool, str, str]:
    """The saved game at start: resumed, or kept aside whole with a message."""
    from engine.record import RecordError
    from gui import saves
    from gui.session import GameSession

    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    try:
        text = saves.read_autosave()
        if text is None:
            return False, "", "an existing saved game was not offered"
        GameSession.from_record_text(text)
        return True, "", ""
    except (RecordError, OSError, ValueError) as e:
        kept = saves.keep_aside_autosave()
        if kept is None or kept.read_bytes() != data:
            return False, str(e), "the damaged saved game was not kept whole"
        return False, str(e), ""


def check_settings(data: bytes, root: Path) -> tuple[bool, str, str]:
    from gui.settings import load_settings, save_settings, settings_path

    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    s, problem = load_settings()
    if problem is None:
        save_settings(s)                    # what the window does at exit
        s2, p2 = load_settings()
        if p2 is not None or s2 != s:
            return True, "", f"settings read back differently after saving: {p2}"
        return True, "", ""
    if not problem.problem or str(path) != problem.path:
        return False, problem.problem, "the message does not name the settings file"
    if not problem.backup or Path(problem.backup).read_bytes() != data:
        return False, problem.problem, "the damaged settings were not kept whole"
    save_settings(s)
    return False, problem.problem, ""


def check_stats(data: bytes, root: Path) -> tuple[bool, str, str]:
    from gui.stats import History, history_path, stats_path

    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    with History() as h:
        problem = h.problem
        h.summary()
    if problem and str(path) not in problem:
        return False, problem, "the message does not name stats.toml"
    if not _kept_copy(path.parent, "stats.toml", data):
        return False, problem or "", "the old statistics were not kept"
    del history_path
    return problem is None, problem or "", ""


def check_history(data: bytes, root: Path) -> tuple[bool, str, str]:
    from gui.stats import History, Partie, history_path

    path = history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    with History() as h:
        problem = h.problem
        h.summary()
        h.add(Partie(game=_a_game()[0], result="won", points_for=1, points_against=0))
    if problem and str(path) not in problem:
        return False, problem, "the message does not name the database"
    if problem and not _kept_copy(path.parent, "history.sqlite3", data):
        return False, problem, "the damaged database was not kept whole"
    return problem is None, problem or "", ""


def check_locked(data: bytes, root: Path) -> tuple[bool, str, str]:
    """The history while another process (a second window, ``sqlite3`` with BEGIN EXCLUSIVE)
    holds its lock: waited for, reported as in use, never renamed as damaged; a partie finished
    meanwhile is counted once when the lock is gone."""
    import sqlite3

    from gui import stats
    from gui.stats import History, HistoryUnavailable, Partie, history_path

    path = history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    other = sqlite3.connect(path, isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")
    except sqlite3.Error:
        other.close()
        return check_history(data, root)            # not even a database to lock: as damaged
    game = _a_game()[0]
    try:
        try:
            History(busy_seconds=0.05).close()
            return False, "", "a locked history was opened"
        except HistoryUnavailable as e:
            if e.reason != "locked" or str(path) not in str(e):
                return False, str(e), "the lock is not named as such"
        old = stats.BUSY_SECONDS
        stats.BUSY_SECONDS = 0.05
        try:
            _, problems = stats.count_finished(Partie(game=game, result="won", points_for=7, points_against=3), None)
        finally:
            stats.BUSY_SECONDS = old
        if not any("counted later" in p for p in problems):
            return False, " ".join(problems), "a partie finished under the lock is not kept for later"
        if path.read_bytes() != data or list(path.parent.glob("history.sqlite3.damaged-*")):
            return False, "", "the locked history was changed or taken for damaged"
    finally:
        other.execute("ROLLBACK")
        other.close()
    with History() as h:                             # the lock is gone: the partie is counted, once
        problem = h.problem
        n = sum(1 for r in h.parties() if (r["game"], r["points_for"], r["points_against"]) == (game, 7, 3))
    with History() as h:
        n2 = sum(1 for r in h.parties() if (r["game"], r["points_for"], r["points_against"]) == (game, 7, 3))
    if n != 1 or n2 != 1:
        return False, problem or "", f"the partie finished under the lock was counted {n}, then {n2} times"
    if problem and not _kept_copy(path.parent, "history.sqlite3", data):
        return False, problem, "the damaged database was not kept whole"
    return problem is None, problem or "", ""


def check_stats_beside_empty(data: bytes, root: Path) -> tuple[bool, str, str]:
    """The old stats.toml beside the empty database a killed first start left: taken over all the same."""
    from gui.stats import History, history_path, load_stats, stats_path

    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    history_path().write_bytes(b"")
    accepted, msg, problem = check_stats(data, root)
    if problem or not accepted:
        return accepted, msg, problem
    copy = root / "cwd" / "copy.toml"
    copy.write_bytes(data)
    counts, _ = load_stats(copy)
    copy.unlink()
    want = sum(r.get("won", 0) + r.get("lost", 0) + r.get("drawn", 0)
               for presets in counts.values() for opps in presets.values() for r in opps.values())
    with History() as h:
        got = sum(s["parties"] for s in h.summary())
    if got != want:
        return True, msg, f"{got} of {want} old parties were taken over"
    return True, msg, ""


CHECKS: dict[str, Callable[[bytes, Path], tuple[bool, str, str]]] = {
    "record": check_record, "autosave": check_autosave, "settings": check_settings, "stats": check_stats,
    "history": check_history, "locked": check_locked, "stats_beside_empty": check_stats_beside_empty,
}


def run_case(kind: str, label: str, mutation: str, data: bytes) -> Outcome:
    t0 = time.perf_counter()
    with _sandbox() as root:
        try:
            accepted, msg, problem = CHECKS[kind](data, root)
        except Exception:
            return Outcome(kind, label, mutation, False, message=traceback.format_exc(limit=6),
                           problem="traceback", seconds=time.perf_counter() - t0)
        outside = _written_outside(root, (root / "home", root / "cwd" / "game record.txt"))
        if outside:
            problem = problem or f"wrote outside the application's folders: {outside[:3]}"
    return Outcome(kind, label, mutation, not problem, accepted, msg[:300], problem, time.perf_counter() - t0)


def cases(n_per_seed: int, seed: int, kinds: tuple[str, ...] | None = None,
          large: int = 2_000_000) -> Iterator[tuple[str, str, str, bytes]]:
    rng = random.Random(seed)
    files = seed_files(seed)
    names = list(MUTATORS)
    k = 0
    for kind, seeds in files.items():
        if kinds and kind not in kinds:
            continue
        for label, data in seeds:
            k += 1
            for i in range(n_per_seed):
                # every mutation in turn (shifted from one valid file to the next), then at random
                name = names[(i + k * n_per_seed) % len(names)] if i < len(names) else rng.choice(names)
                m = MUTATORS[name]
                mutated = m_large(data, rng, large) if name == "large" else m(data, rng)
                if rng.random() < 0.25:                      # sometimes two damages at once
                    other = rng.choice(names[:-1])
                    mutated = MUTATORS[other](mutated, rng)
                    name = f"{name}+{other}"
                yield kind, label, name, mutated


def run(n_per_seed: int = 20, seed: int = 1, kinds: tuple[str, ...] | None = None, large: int = 2_000_000,
        out: Any = None) -> list[Outcome]:
    results = []
    for kind, label, name, data in cases(n_per_seed, seed, kinds, large):
        o = run_case(kind, label, name, data)
        results.append(o)
        if out is not None and not o.ok:
            print(f"FAILED {kind} {label} [{name}]: {o.problem}\n  {o.message[:300]}", file=out, flush=True)
    return results


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="academie bench fuzz", description=__doc__.split("\n\n")[0])
    p.add_argument("--cases", type=whole(1, 1_000_000), default=100, help="damaged copies of each valid file (default 100)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--kind", action="append", choices=sorted(CHECKS), help="only these kinds of file")
    p.add_argument("--large", type=whole(0, 1_000_000_000), default=20_000_000, help="bytes of the 'very large file' cases")
    a = p.parse_args(argv)
    if a.cases < 1:
        print("academie: error: --cases must be 1 or more", file=sys.stderr)
        return 2
    t0 = time.perf_counter()
    res = run(a.cases, a.seed, tuple(a.kind) if a.kind else None, a.large, out=sys.stdout)
    wall = time.perf_counter() - t0
    by_kind: dict[str, list[Outcome]] = {}
    for o in res:
        by_kind.setdefault(o.kind, []).append(o)
    width = max(9, *map(len, by_kind)) if by_kind else 9
    for kind, os_ in by_kind.items():
        slow = max(os_, key=lambda o: o.seconds)
        print(f"{kind:{width}} {len(os_):6} cases  {sum(o.accepted for o in os_):5} accepted  "
              f"{sum(not o.accepted for o in os_):5} refused  {sum(not o.ok for o in os_):3} failed  "
              f"slowest {slow.seconds:.2f}s ({slow.label} [{slow.mutation}])")
    bad = sum(not o.ok for o in res)
    print(f"{len(res)} cases in {wall:.1f}s, {bad} failed")
    return 1 if bad else 0
