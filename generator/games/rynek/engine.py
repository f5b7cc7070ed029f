"""Pure rules engine for "Rynek" (purchase auction, production, sale settlement).

No I/O and no printing: every function takes plain values and returns frozen
dataclasses, so the kit generator, a validator or a future digital table can
share one reading of the rules.

Section references (I-IV, "Przykład 1-3") point at the original Polish rules.
Where the rules are silent, the choice is marked "this edition's reading".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType

# --- Documented facts -------------------------------------------------------

STARTING_CASH = 20_000  # "Początek rozgrywki": banker hands each player 20.000
MACHINE_PRICE = 2_600  # I Pole inwestycyjne: "Cena jednej maszyny jest stała i wynosi 2600"
MACHINE_UPKEEP = 500  # I: 500 per machine, paid "przed każdym kolejnym ruchem"
MAX_MACHINES = 3  # I: "W każdej fabryce mieszczą się maksymalnie trzy maszyny"
PRODUCTS_PER_MACHINE = 10  # I: each machine "może wyprodukować maksymalnie 10 produktów"
PRODUCTION_COST = 250  # III Produkcja: 250 per product, whatever its type
SALE_ENTRY_FEE = 1_500  # IV Sprzedaż: paid to the player standing on the sale field
UNDERSUPPLY_PENALTY = 500  # IV: 500 per unit a participant is short of the demand
SMALLEST_NOTE = 10  # components: the smallest banknote; payouts are rounded down to it
WALL_CROSSING = 10_000  # Mury: "po zapłaceniu do banku kosztów specjalnych wynoszących 10.000"
# Mury: walls dealt to each player, by number of players.
WALLS_PER_PLAYER = MappingProxyType({2: 9, 3: 6, 4: 4, 5: 3, 6: 2})

COLOURS = ("yellow", "green", "red")  # żółty, zielony, czerwony
# III: each product fuses one token of each of its two colours.
PRODUCT_COLOURS: Mapping[str, tuple[str, str]] = MappingProxyType(
    {
        "YG": ("yellow", "green"),  # Ż-Z
        "YR": ("yellow", "red"),  # Ż-C
        "GR": ("green", "red"),  # Z-C
    }
)
PRODUCTS = tuple(PRODUCT_COLOURS)


class RuleViolation(ValueError):
    """A move or declaration the rules do not allow."""


@dataclass(frozen=True)
class Costs:
    """The numbers the engine plays with: the documented ones unless house rules change them
    (`from_facts` takes a game's effective facts)."""

    machine_price: int = MACHINE_PRICE
    machine_upkeep: int = MACHINE_UPKEEP
    max_machines: int = MAX_MACHINES
    products_per_machine: int = PRODUCTS_PER_MACHINE
    production_cost: int = PRODUCTION_COST
    sale_entry_fee: int = SALE_ENTRY_FEE
    undersupply_penalty: int = UNDERSUPPLY_PENALTY

    @classmethod
    def from_facts(cls, facts: Mapping[str, object]) -> Costs:
        names = {
            "machine_price": "machine-price",
            "machine_upkeep": "machine-upkeep",
            "max_machines": "max-machines",
            "products_per_machine": "products-per-machine",
            "production_cost": "production-cost",
            "sale_entry_fee": "sale-entry",
            "undersupply_penalty": "undersupply-penalty",
        }
        return cls(**{field: facts[fact] for field, fact in names.items() if fact in facts})


DOCUMENTED = Costs()


def _frozen(mapping: Mapping) -> Mapping:
    # Frozen dataclasses only stop re-binding; this also stops mutating the contents.
    return MappingProxyType(dict(mapping))


# --- Shared allocation: ranked claims with a tie split ----------------------


def _split_tie(units: int, requests: Sequence[int]) -> list[int]:
    """Share `units` (< sum(requests)) among tied claims: this edition's reading.

    Proportional to the request, rounded down; leftover units go one each to the
    larger request first, then to the earlier seat. One pass is enough: each
    share loses less than one unit to rounding, so the leftover is smaller than
    the number of claims, and every floored share is still below its request.
    """
    total = sum(requests)
    shares = [units * request // total for request in requests]
    leftover = units - sum(shares)
    for seat in sorted(range(len(requests)), key=lambda i: (-requests[i], i)):
        if leftover == 0:
            break
        shares[seat] += 1
        leftover -= 1
    return shares


def _ranked_allocation(supply: int, ranks: Sequence[int], requests: Sequence[int]) -> list[int]:
    """Serve claims from the highest rank down; ties are split by `_split_tie`.

    Inputs are in seat order and so is the result.
    """
    granted = [0] * len(requests)
    remaining = supply
    for rank in sorted(set(ranks), reverse=True):
        seats = [i for i, r in enumerate(ranks) if r == rank]
        wanted = [requests[i] for i in seats]
        if sum(wanted) <= remaining:
            shares = wanted
        else:
            shares = _split_tie(remaining, wanted)
        for seat, share in zip(seats, shares):
            granted[seat] = share
        remaining -= sum(shares)
    return granted


# --- II Pole zakupu: raw-material auction -----------------------------------


@dataclass(frozen=True)
class Bid:
    """One player's sealed bid for one raw colour (a line of the factory sheet)."""

    player: str
    quantity: int
    price: int


@dataclass(frozen=True)
class Allocation:
    """Tokens granted to one bidder; `price` is what they pay per token."""

    player: str
    quantity: int
    price: int
    paid: int


@dataclass(frozen=True)
class PurchaseRow:
    """One row of a purchase card ("karta zakup")."""

    colour: str
    available: int
    min_price: int


@dataclass(frozen=True)
class PurchaseTotal:
    """What one player receives and pays over a whole purchase card."""

    player: str
    tokens: Mapping[str, int]  # colour -> tokens received
    paid: int


def _check_bids(min_price: int, bids: Sequence[Bid]) -> list[Bid]:
    """Validate bids and drop zero-quantity ones (a blank line is no bid)."""
    seen: set[str] = set()
    live: list[Bid] = []
    for bid in bids:
        if bid.player in seen:
            raise RuleViolation(f"player {bid.player!r} bid twice for the same raw material")
        seen.add(bid.player)
        if bid.quantity < 0:
            raise RuleViolation(f"player {bid.player!r} bid a negative quantity ({bid.quantity})")
        if bid.quantity == 0:
            continue
        if bid.price < min_price:
            raise RuleViolation(
                f"player {bid.player!r} offered {bid.price} per token, below the card's minimum price {min_price}"
            )
        live.append(bid)
    return live


def allocate_purchase(available: int, min_price: int, bids: Sequence[Bid]) -> list[Allocation]:
    """Settle the auction for one raw colour (rules, section II).

    * Zero-quantity bids are ignored; any other bid below `min_price` is a
      RuleViolation.
    * A lone bidder gets min(quantity, available) and pays `min_price`,
      whatever price they wrote ("płacąc cenę minimalną").
    * Several bidders: highest price first, each gets min(wanted, remaining)
      at their own price.
    * Ties at one price, this edition's reading: if the tied requests fit in
      what remains, all get what they asked; otherwise the remainder is split
      in proportion to the requests, rounded down, and the leftover units go
      one at a time to the larger request first, then by seat order (the
      order of `bids`).

    Returns one Allocation per non-zero bid, highest price first (seat order
    within a price); a bidder left with nothing appears with quantity 0.
    """
    if available < 0 or min_price < 0:
        raise RuleViolation("a purchase card cannot show a negative quantity or price")
    live = _check_bids(min_price, bids)
    if len(live) == 1:
        bid = live[0]
        quantity = min(bid.quantity, available)
        return [Allocation(bid.player, quantity, min_price, quantity * min_price)]

    granted = _ranked_allocation(available, [b.price for b in live], [b.quantity for b in live])
    order = sorted(range(len(live)), key=lambda i: (-live[i].price, i))
    return [Allocation(live[i].player, granted[i], live[i].price, granted[i] * live[i].price) for i in order]


def settle_purchase(
    card_rows: Sequence[PurchaseRow],
    bids_by_colour: Mapping[str, Sequence[Bid]],
    cash: Mapping[str, int] | None = None,
) -> dict[str, PurchaseTotal]:
    """Run `allocate_purchase` for every row of a card and total per player.

    "Lone bidder" is judged per colour: the rule speaks of buying "surowiec",
    and each colour is a separate market on the card. With `cash` (player → cash when the bids
    are revealed), every bid of a player whose bids at their written prices add up to more than
    their cash is void (this edition's ruling); the others share the market without them.
    Cash is public and is counted at the reveal: a loan between players handed over before the reveal,
    even after the bids were written, is in it (the borrower's more, the lender's less); a loan promised or made
    after the reveal is not, so callers pass the cash as it stands when the entries are turned up.
    """
    rows = {row.colour: row for row in card_rows}
    unknown = set(bids_by_colour) - set(rows)
    if unknown:
        raise RuleViolation(f"bids for colours not on this card: {sorted(unknown)}")
    if cash is not None:
        owed: dict[str, int] = {}
        for bids in bids_by_colour.values():
            for bid in bids:
                owed[bid.player] = owed.get(bid.player, 0) + bid.quantity * bid.price
        void = {player for player, total in owed.items() if total > cash.get(player, 0)}
        bids_by_colour = {colour: [b for b in bids if b.player not in void] for colour, bids in bids_by_colour.items()}

    tokens: dict[str, dict[str, int]] = {}
    paid: dict[str, int] = {}
    for colour, row in rows.items():
        bids = bids_by_colour.get(colour, ())
        for alloc in allocate_purchase(row.available, row.min_price, bids):
            player_tokens = tokens.setdefault(alloc.player, {})
            player_tokens[colour] = player_tokens.get(colour, 0) + alloc.quantity
            paid[alloc.player] = paid.get(alloc.player, 0) + alloc.paid
    return {player: PurchaseTotal(player, _frozen(tokens[player]), paid[player]) for player in tokens}


def void_wrong_bids(
    card_rows: Sequence[PurchaseRow], bids_by_colour: Mapping[str, Sequence[Bid]]
) -> dict[str, list[Bid]]:
    """This edition's ruling on a wrong entry at a purchase: a player who wrote, for any colour of the
    card, a price below its minimum or not in full tens (the smallest note), or a half-filled line (a
    number of units with no price, or a price with no units; a blank, a „0” or a dash reads as 0), has
    every bid on this card void; the others share the market without them (as with bids beyond one's
    cash). Only a line with both boxes empty is no bid."""
    rows = {row.colour: row for row in card_rows}
    wrong = {
        bid.player
        for colour, bids in bids_by_colour.items()
        for bid in bids
        if (bid.quantity > 0 or bid.price > 0)
        and colour in rows
        and (bid.quantity <= 0 or bid.price < rows[colour].min_price or bid.price % SMALLEST_NOTE)
    }
    return {colour: [b for b in bids if b.player not in wrong] for colour, bids in bids_by_colour.items()}


# --- I Pole inwestycyjne: machines -------------------------------------------


def _check_machines(machines: int, costs: Costs = DOCUMENTED) -> None:
    if not 0 <= machines <= costs.max_machines:
        raise RuleViolation(f"a factory holds 0 to {costs.max_machines} machines, not {machines}")


def machine_upkeep(machines: int, costs: Costs = DOCUMENTED) -> int:
    """Upkeep due before each move; a player who cannot pay drops out (section I)."""
    _check_machines(machines, costs)
    return costs.machine_upkeep * machines


def machine_purchase_cost(owned: int, buying: int, costs: Costs = DOCUMENTED) -> int:
    """Price of `buying` more machines, refusing to overfill the factory."""
    _check_machines(owned, costs)
    if buying < 0:
        raise RuleViolation(f"cannot buy a negative number of machines ({buying})")
    if owned + buying > costs.max_machines:
        raise RuleViolation(f"factory has {owned} machine(s); buying {buying} would exceed {costs.max_machines}")
    return costs.machine_price * buying


# --- III Pole produkcja --------------------------------------------------------


def raw_materials_needed(plan: Mapping[str, int]) -> dict[str, int]:
    """Tokens of each colour a production plan consumes (one per colour per product)."""
    needed = {colour: 0 for colour in COLOURS}
    for product, quantity in plan.items():
        if product not in PRODUCT_COLOURS:
            raise RuleViolation(f"unknown product {product!r}; expected one of {PRODUCTS}")
        if quantity < 0:
            raise RuleViolation(f"cannot produce a negative quantity of {product} ({quantity})")
        for colour in PRODUCT_COLOURS[product]:
            needed[colour] += quantity
    return needed


def production_cost(plan: Mapping[str, int], stock: Mapping[str, int], machines: int, costs: Costs = DOCUMENTED) -> int:
    """Cost of a feasible production plan (section III, Przykład 2).

    Raises RuleViolation if the plan needs more tokens than in stock, more
    products than the machines can make, or the factory holds too many machines.
    """
    _check_machines(machines, costs)
    needed = raw_materials_needed(plan)
    total = sum(plan.values())
    capacity = machines * costs.products_per_machine
    if total > capacity:
        raise RuleViolation(f"{total} products exceed the capacity of {machines} machine(s) ({capacity})")
    for colour, count in needed.items():
        if count > stock.get(colour, 0):
            raise RuleViolation(f"plan needs {count} {colour} token(s) but only {stock.get(colour, 0)} in stock")
    return costs.production_cost * total


# --- IV Sprzedaż: sale settlement ---------------------------------------------


class Market(str, Enum):
    """How the offers for one product compare with the card's demand."""

    BALANCED = "balanced"  # offers == demand: own price
    OVERSUPPLY = "oversupply"  # offers > demand: largest offers first, market price
    UNDERSUPPLY = "undersupply"  # offers < demand: half own price plus penalties


@dataclass(frozen=True)
class SaleRow:
    """One row of a sale card ("karta sprzedaż")."""

    product: str
    demand: int
    market_price: int
    max_price: int


@dataclass(frozen=True)
class ProductSale:
    """Outcome of one player's offer for one product."""

    product: str
    offered: int
    sold: int
    unit_price: int

    @property
    def revenue(self) -> int:
        """Units sold times the unit price, rounded down to the smallest banknote.

        Only half prices can leave a 5 (1 495 a unit), and only with an odd number of
        units: this edition's reading is that the bank pays such an amount rounded
        down to full tens, since no note smaller than 10 exists.
        """
        return self.sold * self.unit_price // SMALLEST_NOTE * SMALLEST_NOTE

    @property
    def unsold(self) -> int:
        # Unsold tokens stay in the player's product store.
        return self.offered - self.sold


@dataclass(frozen=True)
class PlayerSettlement:
    """Everything one player gains or pays at a sale."""

    player: str
    sales: Mapping[str, ProductSale]  # only products the player offered (> 0)
    penalty: int
    entry_fee_paid: int
    entry_fee_received: int

    @property
    def revenue(self) -> int:
        return sum(sale.revenue for sale in self.sales.values())

    @property
    def net_from_bank(self) -> int:
        """Revenue minus penalty; negative means the player pays the bank."""
        return self.revenue - self.penalty

    @property
    def cash_change(self) -> int:
        """Net effect on the player's cash, entry fees included."""
        return self.net_from_bank - self.entry_fee_paid + self.entry_fee_received


@dataclass(frozen=True)
class SaleResult:
    """Settlement of one sale card; entry fees move between players, not the bank."""

    players: Mapping[str, PlayerSettlement]
    markets: Mapping[str, Market]  # product -> how it cleared

    def __getitem__(self, player: str) -> PlayerSettlement:
        return self.players[player]

    @property
    def bank_payout(self) -> int:
        """Net money the bank pays out (negative: takes in); entry fees excluded."""
        return sum(p.net_from_bank for p in self.players.values())


def _check_offers(
    card: Mapping[str, SaleRow],
    offers: Mapping[str, Mapping[str, tuple[int, int]]],
    participants: Sequence[str],
) -> None:
    strangers = set(offers) - set(participants)
    if strangers:
        raise RuleViolation(f"offers from players who did not enter the sale: {sorted(strangers)}")
    for player, by_product in offers.items():
        for product, (quantity, price) in by_product.items():
            if product not in card:
                raise RuleViolation(f"{player!r} offered {product!r}, which is not on this card")
            if quantity < 0:
                raise RuleViolation(f"{player!r} offered a negative quantity of {product}")
            if price < 0:
                raise RuleViolation(f"{player!r} asked a negative price for {product}")
            if price > card[product].max_price:
                raise RuleViolation(
                    f"{player!r} asked {price} for {product}, above the card's maximum {card[product].max_price}"
                )


def void_wrong_offers(
    card: Sequence[SaleRow],
    offers: Mapping[str, Mapping[str, tuple[int, int]]],
    stock: Mapping[str, Mapping[str, int]],
) -> dict[str, dict[str, tuple[int, int]]]:
    """This edition's ruling on a wrong entry at a sale: a participant who offered, for any product,
    more units than their store holds (`stock[player][product]`), a price above the card's maximum,
    a price not in full tens, or a half-filled line (units with no price, a price with no units; a
    blank, a „0” or a dash reads as 0) has every offer on this card void. They stay a participant (they paid to
    enter) and settle as one who offered nothing: no sale, the penalty for the whole demand of every
    undersupplied product."""
    rows = {row.product: row for row in card}
    wrong = {
        player
        for player, by_product in offers.items()
        for product, (quantity, price) in by_product.items()
        if (quantity > 0 or price > 0)
        and product in rows
        and (
            quantity <= 0
            or price <= 0
            or quantity > stock.get(player, {}).get(product, 0)
            or price > rows[product].max_price
            or price % SMALLEST_NOTE
        )
    }
    return {player: ({} if player in wrong else dict(by_product)) for player, by_product in offers.items()}


def enters_sale(products: int, cash: int, costs: Costs = DOCUMENTED) -> bool:
    """Whether a guest's „wchodzę” counts (this edition's ruling, r41 review, 17): only one who holds a product
    and the entry fee in cash (money lent to him counts once it is in his hand) enters; the word of one
    without either is void – he does not enter, pays nothing and is no participant."""
    return products > 0 and cash >= costs.sale_entry_fee


def sale_participants(order: Sequence[str], written: Mapping[str, Mapping[str, tuple[int, int]]]) -> list[str]:
    """Who takes part in a sale, in `order` (from the player on the field): everyone who wrote an offer,
    a void one too (`void_wrong_offers` leaves them with none). This edition's ruling holds for the
    player on the field (`order[0]`) as well: an offer, even a wrong one, makes him pay the penalties,
    but a „0” (or a dash) under every product is no offer, so he stays out."""
    host = order[0] if order else None

    def offered(name: str) -> bool:
        own = written[name]
        return name != host or not own or any(quantity > 0 for quantity, _ in own.values())

    return [name for name in order if name in written and offered(name)]


def settle_sale(
    card: Sequence[SaleRow],
    offers: Mapping[str, Mapping[str, tuple[int, int]]],
    participants: Sequence[str],
    host: str,
    costs: Costs = DOCUMENTED,
    unoffered_penalty: bool = True,
) -> SaleResult:
    """Settle a sale card (section IV, Przykład 3).

    `offers[player][product] = (quantity, price)`; a missing product means 0.
    `participants` is everyone who entered, in seat order; `host` is the player
    standing on the sale field, who collects SALE_ENTRY_FEE from every other
    participant and may or may not sell as well.

    Per product:
    * offers == demand: everyone sells at their own price;
    * offers > demand: the largest offer sells first, then the next, all at
      the market price, until demand runs out. Equal offers, this edition's
      reading: split like a purchase tie (equal shares, leftover by seat);
    * offers < demand: everyone sells all they offered at half their own price
      (rounded down), and EVERY participant pays UNDERSUPPLY_PENALTY per unit
      their own offer falls short of the demand, even with an offer of 0
      (Przykład 3: C offered no Ż-C and still paid 6000).
    * Nobody offered the product at all: this edition's reading is that this
      is still undersupply, so each participant pays the penalty on the full
      demand. The text ("suma ... mniejsza") covers 0, and the alternative
      would let one token offered by a rival suddenly penalise everyone, while
      here a player's offer can only lower their own penalty. With
      `unoffered_penalty=False` (the other reading the seed allows, game.yaml
      `edition: unoffered-penalty`) a product nobody offered is not traded and
      costs nobody a penalty.
    """
    if len(set(participants)) != len(participants):
        raise RuleViolation("a player is listed twice among the sale participants")
    rows = {row.product: row for row in card}
    _check_offers(rows, offers, participants)

    def offer(player: str, product: str) -> tuple[int, int]:
        return offers.get(player, {}).get(product, (0, 0))

    sales: dict[str, dict[str, ProductSale]] = {p: {} for p in participants}
    penalty = dict.fromkeys(participants, 0)
    markets: dict[str, Market] = {}

    for product, row in rows.items():
        quantities = [offer(p, product)[0] for p in participants]
        total = sum(quantities)
        if total == row.demand:
            markets[product] = Market.BALANCED
            sold = quantities
            prices = [offer(p, product)[1] for p in participants]
        elif total > row.demand:
            markets[product] = Market.OVERSUPPLY
            # Rank by offered quantity: the biggest seller is served first.
            sold = _ranked_allocation(row.demand, quantities, quantities)
            prices = [row.market_price] * len(participants)
        else:
            markets[product] = Market.UNDERSUPPLY
            sold = quantities
            prices = [offer(p, product)[1] // 2 for p in participants]
            if total > 0 or unoffered_penalty:
                for player, quantity in zip(participants, quantities):
                    penalty[player] += costs.undersupply_penalty * (row.demand - quantity)

        for player, offered, units, price in zip(participants, quantities, sold, prices):
            if offered > 0:
                sales[player][product] = ProductSale(product, offered, units, price)

    guests = [p for p in participants if p != host]
    settlements = {
        player: PlayerSettlement(
            player,
            _frozen(sales[player]),
            penalty[player],
            entry_fee_paid=0 if player == host else costs.sale_entry_fee,
            entry_fee_received=costs.sale_entry_fee * len(guests) if player == host else 0,
        )
        for player in participants
    }
    if host not in settlements:
        # The host collects fees even when selling nothing themselves.
        settlements[host] = PlayerSettlement(host, _frozen({}), 0, 0, costs.sale_entry_fee * len(guests))
    return SaleResult(_frozen(settlements), _frozen(markets))
