"""drukarnia: YAML definitions of board-game components to print-and-play PDF kits, typeset
rulebooks, and a validator of the data against each game's documented rules.

The sub-packages are the stages, each saying in its own docstring what it owns and may import."""
