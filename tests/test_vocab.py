"""The shared vocabulary: Polish numbers, money and plural forms, luminance, the colour type."""

from __future__ import annotations

import pytest
from pydantic import TypeAdapter, ValidationError

from generator.model.vocab import Color, counted, grouped, luminance, money, plural

NBSP = "\u00a0"


def test_numbers_group_thousands_with_a_no_break_space():
    assert grouped(950) == "950"
    assert grouped(2600) == f"2{NBSP}600"
    assert grouped(1250000) == f"1{NBSP}250{NBSP}000"
    assert grouped(12000, " ") == "12 000"
    assert money(12000) == f"12{NBSP}000{NBSP}zł"
    assert money(5, "$") == f"5{NBSP}$"


@pytest.mark.parametrize(
    "count, word",
    [
        (0, "żetonów"),
        (1, "żeton"),
        (2, "żetony"),
        (4, "żetony"),
        (5, "żetonów"),
        (12, "żetonów"),
        (14, "żetonów"),
        (22, "żetony"),
        (112, "żetonów"),
        (-3, "żetony"),
    ],
)
def test_polish_plural(count, word):
    assert plural(count, "żeton", "żetony", "żetonów") == word


def test_counted_ties_the_count_to_its_word():
    assert counted(5, "pole", "pola", "pól") == f"5{NBSP}pól"


def test_luminance_runs_from_black_to_white():
    assert luminance("#000000") == 0.0
    assert luminance("#ffffff") == pytest.approx(1.0)
    assert luminance("#00ff00") > luminance("#ff0000") > luminance("#0000ff")


def test_a_colour_is_six_hex_digits():
    assert TypeAdapter(Color).validate_python("#A1b2C3") == "#A1b2C3"
    for bad in ("#abc", "a1b2c3", "#a1b2c3d", "#gggggg"):
        with pytest.raises(ValidationError):
            TypeAdapter(Color).validate_python(bad)
