import dataclasses

import pytest

from engine.cards import PACKS, CardError, card, format_cards, pack, parse_cards
from engine.options import OptionError, option, validate


def test_pack_sizes_and_unique_ids():
    sizes = {"piquet32": 32, "hombre40": 40, "reversis48": 48, "whist52": 52, "tarock78": 78, "minchiate97": 97}
    # games may register packs of their own (register_pack) once their module is imported
    assert {k: len(PACKS[k]) for k in sizes} == sizes
    for p in PACKS.values():
        assert len({c.id for c in p}) == len(p)
        assert len({c.code for c in p}) == len(p)
        for c in p:
            assert card(c.code) is c and card(c.id) is c


def test_notation_round_trip_and_errors():
    cs = parse_cards("AS TH 7c Nd #13 #0 #40")
    assert format_cards(cs) == "AS TH 7c Nd #13 #0 #40"
    assert card("10S") is card("TS")
    assert card("#40").id == "trump_tromba" and card("#0").id == "fool"
    assert card("Nc").id == "coppe_knight" and card("Ad").id == "denari_1"
    with pytest.raises(CardError):
        card("1S")
    with pytest.raises(CardError):
        pack("nope")


@dataclasses.dataclass(frozen=True)
class _Opts:
    n: int = option(1, (0, 1, 2))
    flag: bool = option(True, (True, False))
    mode: str = option("a", ("a", "b"))


def test_option_validation_names_option_and_values():
    assert validate(_Opts, "n", "2") == 2
    assert validate(_Opts, "flag", "false") is False
    with pytest.raises(OptionError) as e:
        validate(_Opts, "n", 5)
    assert "'n'" in str(e.value) and "0, 1, 2" in str(e.value)
    with pytest.raises(OptionError) as e:
        validate(_Opts, "colour", "red")
    assert "unknown option 'colour'" in str(e.value)
    with pytest.raises(OptionError):
        validate(_Opts, "flag", 1)  # 1 is not a boolean


def test_piquet_options_toml_round_trip_and_clear_errors():
    from engine.options import options_from_toml, options_to_toml
    from engine.protocol import get_game

    spec = get_game("piquet")
    opts = spec.options("classic_1900", target_score=101, carte_rouge=True)
    text = options_to_toml(spec, "classic_1900", opts)
    assert "target_score = 101" in text and "carte_rouge = true" in text and "quart_value" not in text
    preset, again = options_from_toml(spec, text)
    assert preset == "classic_1900" and again == opts
    for bad, words in [('preset = "classic_1900"\n[options]\ntarget_score = 99\n', ["target_score", "100, 101"]),
                       ('preset = "modern"\n', ["unknown preset", "cavendish_1882"]),
                       ('[options]\nquart = 4\n', ["unknown option 'quart'"]),
                       ('preset = \n', ["not valid TOML"])]:
        with pytest.raises(OptionError) as e:
            options_from_toml(spec, bad)
        assert all(w in str(e.value) for w in words), str(e.value)
    for name, p in spec.presets.items():  # every preset is a valid set of options
        assert options_from_toml(spec, options_to_toml(spec, name, p)) == (name, p)
