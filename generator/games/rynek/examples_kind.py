"""rynek-examples: the rulebook's worked examples of Rynek as data (nothing is printed).

The model and the recomputation live with the game (generator/games/rynek/examples.py); the game
check runs the rules engine on them and reports every stated number it does not reproduce.
"""

from __future__ import annotations

from generator.draw.kinds import Kind, register
from generator.games.rynek.examples import RynekExamples

KIND = register(
    Kind(
        name="rynek-examples",
        category="data",
        model=RynekExamples,
        description="Rynek's worked examples: inputs and the numbers the rulebook states",
    )
)
