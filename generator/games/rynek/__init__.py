"""Rynek: Polish economic board game (raw materials, factories, markets).

The rules engine (`engine`), the documented facts (`facts`) and the checks of the data against them
(`rules`), board checks, the game's own kinds (cards, factory boards, worked examples) and its
rulebook extras live here.
"""

from generator.games.rynek import (  # noqa: E402,F401
    board_checks,
    board_symbols,  # noqa: E402,F401  (the wall beside the legend band)
    cards,
    colour_cues,  # noqa: E402,F401  (what its kinds draw besides colour)
    examples_kind,
    factory_boards,
    facts,
    rulebook_extras,
    rules,
    simulation,  # noqa: E402,F401
)
from generator.games.rynek.engine import (
    COLOURS,
    MACHINE_PRICE,
    MACHINE_UPKEEP,
    MAX_MACHINES,
    PRODUCT_COLOURS,
    PRODUCTION_COST,
    PRODUCTS,
    PRODUCTS_PER_MACHINE,
    SALE_ENTRY_FEE,
    SMALLEST_NOTE,
    STARTING_CASH,
    UNDERSUPPLY_PENALTY,
    WALL_CROSSING,
    WALLS_PER_PLAYER,
    Allocation,
    Bid,
    Market,
    PlayerSettlement,
    ProductSale,
    PurchaseRow,
    PurchaseTotal,
    RuleViolation,
    SaleResult,
    SaleRow,
    allocate_purchase,
    machine_purchase_cost,
    machine_upkeep,
    production_cost,
    raw_materials_needed,
    settle_purchase,
    settle_sale,
)
from generator.games.rynek.simulation import ENGINE, RynekEngine  # noqa: E402

# (importing them registers the game's facts, checks, kinds and complete rules engine)

__all__ = [
    "ENGINE",
    "RynekEngine",
    "COLOURS",
    "MACHINE_PRICE",
    "MACHINE_UPKEEP",
    "MAX_MACHINES",
    "PRODUCT_COLOURS",
    "PRODUCTION_COST",
    "PRODUCTS",
    "PRODUCTS_PER_MACHINE",
    "SALE_ENTRY_FEE",
    "SMALLEST_NOTE",
    "STARTING_CASH",
    "UNDERSUPPLY_PENALTY",
    "WALL_CROSSING",
    "WALLS_PER_PLAYER",
    "Allocation",
    "Bid",
    "Market",
    "PlayerSettlement",
    "ProductSale",
    "PurchaseRow",
    "PurchaseTotal",
    "RuleViolation",
    "SaleResult",
    "SaleRow",
    "allocate_purchase",
    "machine_purchase_cost",
    "machine_upkeep",
    "production_cost",
    "raw_materials_needed",
    "settle_purchase",
    "settle_sale",
]
