import pytest

from generator.model.units import mm, parse_length, to_mm


@pytest.mark.parametrize(
    "text, expected_mm", [("63mm", 63), ("2.5in", 63.5), ("20pt", 20 / 72 * 25.4), ("1.2cm", 12), (" 30 mm ", 30)]
)
def test_lengths_resolve_to_points(text, expected_mm):
    assert to_mm(parse_length(text)) == pytest.approx(expected_mm)


@pytest.mark.parametrize(
    "value, message",
    [
        ("63", "expected a length with a unit such as 63mm, 2.5in or 20pt, received '63'"),
        (63, "expected a length with a unit such as 63mm, 2.5in or 20pt, received 63"),
        ("6 furlongs", "expected a length with a unit such as 63mm, 2.5in or 20pt, received '6 furlongs'"),
        ("99999mm", "expected a length up to 5000mm, received '99999mm'"),
        ("-5mm", "expected a length of zero or more, received '-5mm'"),
    ],
)
def test_bad_lengths_say_what_was_expected(value, message):
    with pytest.raises(ValueError) as exc:
        parse_length(value)
    assert str(exc.value) == message


def test_mm_round_trip():
    assert to_mm(mm(88)) == pytest.approx(88)


def test_sizes_must_be_greater_than_zero():
    from generator.model.units import parse_positive_length

    with pytest.raises(ValueError) as exc:
        parse_positive_length("0mm")
    assert str(exc.value) == "expected a size greater than zero, received '0mm'"
    assert to_mm(parse_positive_length("0.5mm")) == pytest.approx(0.5)
