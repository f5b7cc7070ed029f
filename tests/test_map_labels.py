"""Where the parts' labels go on the assembly map (layout/map_labels.py): beside the miniature."""

from generator.layout.map_labels import label_anchor, label_side


def test_parts_of_the_edge_columns_are_labelled_beside_the_board():
    assert [label_side(0, row, 1, 2) for row in range(2)] == ["left", "left"]
    assert [label_side(col, row, 2, 2) for row in range(2) for col in range(2)] == ["left", "right"] * 2


def test_middle_columns_are_labelled_above_and_below_and_only_an_inner_part_in_its_middle():
    assert [label_side(1, row, 3, 3) for row in range(3)] == ["top", "middle", "bottom"]


def test_the_label_is_outside_the_board_level_with_its_part():
    board = (100.0, 50.0, 300.0, 450.0)  # left, bottom, right, top
    upper = (100.0, 250.0, 300.0, 450.0)
    assert label_anchor("left", upper, board, 20) == (80.0, 350.0)
    assert label_anchor("right", upper, board, 20) == (320.0, 350.0)
    assert label_anchor("top", upper, board, 20) == (200.0, 470.0)
    assert label_anchor("bottom", upper, board, 20) == (200.0, 30.0)
    assert label_anchor("middle", upper, board, 20) == (200.0, 350.0)
