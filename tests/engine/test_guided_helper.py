"""engine.guided: the helpers for writing a guided first deal make a record that replays as one
whole deal with every chance line written out, and list a record's actions by index."""

from pathlib import Path

from engine.guided import describe, make_record
from engine.protocol import CHANCE
from engine.record import parse_record, replay

RULES = Path(__file__).resolve().parents[2] / "resources" / "rules"


def test_a_made_record_is_one_whole_deal_with_its_chance_written_out():
    text = make_record("piquet", seed=5, human=0, first_dealer=1, person="random", others="random")
    rec = parse_record(text)
    assert rec.seed is None and rec.deals == 1 and rec.first_dealer == 1
    assert rec.seats == ["human", "tutor"]
    assert any(w == CHANCE for w, _a, _l in rec.moves)
    assert replay(rec).state.is_over()


def test_describe_lists_every_action_of_each_guided_deal():
    for path in sorted(RULES.glob("*.tutorial.txt")):
        text = path.read_text(encoding="utf-8")
        lines = describe(text)
        assert [ln.index for ln in lines] == list(range(len(parse_record(text).moves)))
        assert all(ln.events for ln in lines if ln.who == CHANCE), path.name
