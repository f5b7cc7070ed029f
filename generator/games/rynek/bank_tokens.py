"""The bank's tokens for "Rynek": this edition prints part of each colour as "5" tokens (five units
in one), so the rulebook says how the bank hands them out and changes them ("Rozmiana żetonów",
"Gdy bank nie może wydać przydziału", "Pole produkcji", "Słupki przy wypłacie"). Pure functions over
counts, like the engine; the tokens themselves are not tracked by the simulation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import product as combinations

from generator.games.rynek.engine import PRODUCT_COLOURS, Allocation, RuleViolation


def issue_tokens(units: int, singles: int, fives: int, five: int = 5) -> tuple[int, int] | None:
    """This edition's ruling (r20 review, 3) on the tokens the bank hands out for `units` of one colour
    ("Rozmiana żetonów", „Wydawanie”): as many "5" tokens as fit in the number and as the bank holds
    (`fives`), the rest in singles. Returns (fives, singles) handed out, or None when the bank's singles
    (`singles`) do not make the rest: then the banker exchanges singles at the players („Brak
    pojedynczych żetonów”) or the share is cut (`issue_purchase`)."""
    if min(units, singles, fives) < 0:
        raise RuleViolation(f"{units} units out of {singles} singles and {fives} fives")
    used = min(fives, units // five)
    rest = units - five * used
    return (used, rest) if rest <= singles else None


def five_for_singles(bank_fives: int) -> bool:
    """This edition's ruling (r20 review, 3), the mirror of `issue_tokens`: the bank changes five singles
    of a colour into a "5" only while it holds a "5" of that colour; without one the player keeps his
    singles (the bank does not make tokens)."""
    if bank_fives < 0:
        raise RuleViolation(f"the bank holds {bank_fives} fives")
    return bank_fives > 0


def issue_purchase(
    allocations: Sequence[Allocation], wanted: Mapping[str, int], singles: int, fives: int, five: int = 5
) -> list[Allocation]:
    """This edition's ruling when the bank holds only part of its tokens of a colour as singles
    (`singles`) and the rest as fives (`fives`, worth `five` each) and nobody can change a five.
    The banker hands out the allocations in the order of the allocation: highest price first and,
    at one price, the larger written request first, then seat order (the order of `allocations`,
    as `allocate_purchase` returns them). A share the tokens cannot make is cut to the nearest
    smaller number they can make, and the player pays only for that; the units not handed out pass
    to the next player in that order, up to what that player wrote (`wanted`), and the rest stays
    in the bank."""
    ordered = sorted(allocations, key=lambda a: (-a.price, -wanted.get(a.player, a.quantity)))
    carry, issued = 0, []
    for alloc in ordered:
        due = alloc.quantity + carry
        give = min(due, max(wanted.get(alloc.player, alloc.quantity), alloc.quantity))
        while give and issue_tokens(give, singles, fives, five) is None:
            give -= 1
        used, rest = issue_tokens(give, singles, fives, five) or (0, 0)
        fives, singles = fives - used, singles - rest
        carry = due - give
        issued.append(Allocation(alloc.player, give, alloc.price, give * alloc.price))
    return issued


def unsold_from_stack(sold: int, bank_singles: Sequence[int], five: int = 5) -> int:
    """This edition's ruling (r14 review, 4) for a stack of two "5" tokens offered whole at an
    oversupplied sale and sold only in part (`sold` of its `five` products): the banker takes the
    stack at the payout and hands back the unsold products made of single tokens, which needs that
    many singles of each of the stack's two colours (`bank_singles`: what the bank holds, after any
    exchange with the players). Returns the products handed back; when the singles cannot be found,
    the bank keeps the whole stack (and pays only for the products sold), so it returns 0."""
    if not 0 <= sold <= five:
        raise RuleViolation(f"a stack of two fives holds {five} products, not {sold} sold")
    if len(bank_singles) != 2 or min(bank_singles) < 0:
        raise RuleViolation("a product stack has two colours, each with a count of singles")
    back = five - sold
    return back if min(bank_singles) >= back else 0


def change_stack(bank_singles: Sequence[int], five: int = 5) -> bool:
    """This edition's ruling (r24 review, F16) on a player who asks the bank to change a stack of two "5"
    tokens (five products of one kind) before a tender's offers are revealed, or at any other time: the
    bank takes the stack and hands back five products made of single tokens – the payout's break of a
    stack with none of it sold (`unsold_from_stack`). The player still holds five products of that kind,
    so no product is taken apart. Whether the bank can: five singles of each of the two colours
    (`bank_singles`, after any exchange at the players, `exchange_holder`); else the stack stays."""
    return unsold_from_stack(0, bank_singles, five) == five


def stack_products(lower: int, upper: int, five: int = 5) -> int:
    """This edition's ruling (r15 review, 5) on what two raw tokens laid one on the other make: a
    single on a single of another colour is one product, a "5" on a "5" five products; a "5" goes
    only on another "5" (neither on singles nor under them), so a player who wants to pair a "5"
    with singles has it changed first. Returns the products the pair makes."""
    if lower not in (1, five) or upper not in (1, five):
        raise RuleViolation(f"a raw token is a single or a {five}, not {lower} or {upper}")
    if lower != upper:
        raise RuleViolation(f'a "{five}" goes only on another "{five}": change it into singles first')
    return lower


def products_without_change(first: tuple[int, int], second: tuple[int, int], five: int = 5) -> int:
    """The most products two colours make without changing a token (`first`, `second`: singles and
    fives of each colour in the store): singles pair with singles and fives with fives only
    (`stack_products`), so five singles and a "5" of the other colour make none."""
    return min(first[0], second[0]) * stack_products(1, 1, five) + min(first[1], second[1]) * stack_products(
        five, five, five
    )


def sale_handover(sold: int, singles: int, stacks: int, five: int = 5) -> tuple[int, int, int]:
    """This edition's ruling (r15 review, 3 and 4) on the tokens a seller hands to the banker for
    `sold` products of one kind out of an offer held as `singles` single products and `stacks`
    stacks of two fives: singles first, whole stacks only when the singles are short, and at most
    one stack sold in part (whether the offer was part of a stack or the oversupply cut it), which the
    banker breaks at the payout (`unsold_from_stack`). Returns (singles handed over, whole stacks
    handed over, products sold out of the stack broken at the payout)."""
    if min(sold, singles, stacks) < 0 or sold > singles + five * stacks:
        raise RuleViolation(f"{sold} products sold out of {singles} singles and {stacks} stacks of {five}")
    from_singles = min(sold, singles)
    whole, part = divmod(sold - from_singles, five)
    return from_singles, whole, part


def exchange_holder(
    from_banker: Sequence[str], singles: Mapping[str, int], changed_for: str, five: int = 5
) -> str | None:
    """This edition's ruling (r16 review, 1) on whom the banker asks for single tokens when the bank has
    none: the first player clockwise from the banker (`from_banker`, the banker first) who holds `five`
    singles of the colour and gives them for a "5", skipping the player the change is for
    (`changed_for`: who asks for it, buys the colour, or hands over a stack at the payout), since a
    swap with him gives the bank no single. None when nobody can."""
    return next((p for p in from_banker if p != changed_for and singles.get(p, 0) >= five), None)


def fives_to_change(plan: Mapping[str, int], stock: Mapping[str, int], five: int = 5) -> dict[str, int]:
    """The fewest "5" tokens, by colour, a player must have changed in the bank before producing
    `plan` (products by kind) out of `stock` (units by colour) as the bank hands it out: as many fives
    as fit, the rest in singles ("Rozmiana żetonów"). A "5" goes only on another "5" (`stack_products`),
    so each kind is made as some stacks of two fives plus single products, and a colour whose singles
    fall short changes fives, five singles each (the rulebook's example 2 says which). Raises when no
    way of making `plan` fits the stock."""
    fives = {c: n // five for c, n in stock.items()}
    singles = {c: n % five for c, n in stock.items()}
    kinds = [k for k, n in plan.items() if n]
    best: dict[str, int] | None = None
    for stacks in combinations(*(range(plan[k] // five + 1) for k in kinds)):
        used_fives = dict.fromkeys(stock, 0)
        used_singles = dict.fromkeys(stock, 0)
        for kind, n_stacks in zip(kinds, stacks, strict=True):
            for colour in PRODUCT_COLOURS[kind]:
                used_fives[colour] += n_stacks
                used_singles[colour] += plan[kind] - five * n_stacks
        changes = {c: max(0, -(-(used_singles[c] - singles[c]) // five)) for c in stock}
        if any(used_fives[c] + changes[c] > fives[c] for c in stock):
            continue
        if best is None or sum(changes.values()) < sum(best.values()):
            best = changes
    if best is None:
        raise RuleViolation(f"{dict(plan)} cannot be made out of {dict(stock)}")
    return {c: n for c, n in best.items() if n}
