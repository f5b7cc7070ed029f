"""The bank's banknotes for "Rynek": the box holds a fixed sum, so the rulebook says how the banker
gives change, changes notes and writes a banker's IOU („zapis bankiera”) for what the bank cannot pay
in notes ("Przygotowanie gry" point 2, "Zapis bankiera"). Pure functions over counts of notes
(value → count), like `bank_tokens`; the simulation tracks cash, not notes."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from generator.games.rynek.engine import RuleViolation


def _total(notes: Mapping[int, int]) -> int:
    return sum(value * count for value, count in notes.items())


def notes_for(amount: int, notes: Mapping[int, int], below: int | None = None) -> dict[int, int]:
    """The notes (out of `notes`, only values under `below` when given) that make the largest sum not
    above `amount`: the largest value first. Each value of the set divides the next (10, 100, 500,
    1 000, 5 000, 10 000), so any smaller notes worth a larger one contain exactly its worth, and the
    largest-first choice is the best one."""
    out: dict[int, int] = {}
    for value in sorted(notes, reverse=True):
        if below is not None and value >= below:
            continue
        take = min(notes[value], amount // value)
        if take:
            out[value] = take
            amount -= take * value
    return out


def pays_exactly(amount: int, notes: Mapping[int, int]) -> bool:
    """Whether `notes` can make `amount` exactly."""
    return _total(notes_for(amount, notes)) == amount


def least_over(amount: int, notes: Mapping[int, int]) -> int | None:
    """The smallest sum of `amount` or more that `notes` make (None: all of them make less). The sums
    the notes reach, note by note: a few hundred notes at most, in tens up to the game's money."""
    reach = {0}
    for value, count in notes.items():
        reach = {s + k * value for s in reach for k in range(count + 1)}
    over = [s for s in reach if s >= amount]
    return min(over) if over else None


def pay_bank(
    due: int, handed: Mapping[int, int], held: Mapping[int, int], bank: Mapping[int, int]
) -> tuple[dict[int, int], int]:
    """This edition's ruling (r16 review, 2) on a payment to the bank: the payer hands over `handed`
    out of the notes he holds (`held`); one who can make `due` exactly out of his notes pays exactly,
    and only one who cannot hands over more – the smallest sum above `due` his notes make (r39 review, 2:
    not a 10 000 note for 2 880 when 2 900 is in his hand). The bank gives the change in the notes it holds (`bank`)
    as far as they go, and writes a banker's IOU only for the part of the change no notes of its own
    make. Returns (change in notes, IOU)."""
    if any(count > held.get(value, 0) for value, count in handed.items()):
        raise RuleViolation("a player pays only with notes he holds")
    paid = _total(handed)
    if paid < due:
        raise RuleViolation(f"{paid} handed over for {due} due")
    if paid != due and pays_exactly(due, held):
        raise RuleViolation(f"{due} can be paid exactly out of the payer's notes: no change, no IOU")
    least = least_over(due, held)
    if least is not None and paid > least:
        raise RuleViolation(f"{paid} handed over for {due} due, where the payer's notes make {least}")
    change = notes_for(paid - due, bank)
    return change, paid - due - _total(change)


def break_note(value: int, bank: Mapping[int, int]) -> tuple[dict[int, int], int]:
    """This edition's ruling (r16 review, 3) on changing a note of `value` into smaller ones: the bank
    gives what its smaller notes make and writes the rest as the player's banker's IOU, which pays the
    bank and other players like cash. Changing smaller notes into a larger one needs that note in the
    bank (`notes_for` with the larger value). Returns (notes given, IOU)."""
    given = notes_for(value, bank, below=value)
    return given, value - _total(given)


def redeem_iou(iou: int, bank: Mapping[int, int]) -> tuple[dict[int, int], int]:
    """A player asks the banker to turn his banker's IOU back into notes once the bank has notes again:
    he gets what the bank's notes make, and the rest stays written. Returns (notes given, IOU left)."""
    if iou < 0:
        raise RuleViolation(f"a banker's IOU is what the bank owes, not {iou}")
    given = notes_for(iou, bank)
    return given, iou - _total(given)


def redemption_order(asking: Iterable[str], seats: Sequence[str], banker: str) -> list[str]:
    """This edition's ruling (r44 review, 2: what „naraz” means) on requests to turn banker's IOUs back
    into notes: notes that come into an empty bank are handed out only once the payment under way is
    over (at a purchase or a sale, once the last payment is made), and every request made until then
    counts as made at once – whoever spoke first, the banker too. They are served clockwise from the
    banker (himself first); `seats` lists the players still in the game clockwise. The notes each gets,
    `pay_in_turn` in this order."""
    asked = set(asking)
    if banker not in seats or not asked <= set(seats):
        raise RuleViolation("only players in the game ask the banker, and the banker is one of them")
    start = seats.index(banker)
    return [p for p in (*seats[start:], *seats[:start]) if p in asked]


def pay_in_turn(
    due: Sequence[tuple[str, int]],
    bank: Mapping[int, int],
    paid_in: Mapping[str, Mapping[int, int]] | None = None,
) -> dict[str, tuple[dict[int, int], int]]:
    """This edition's ruling (r17 review, 1) on paying several players when the bank's notes may not
    reach: `due` lists (player, amount) in the order the banker settles them – after a sale the player
    on the sale field first (when a participant), then clockwise; for IOUs turned back into notes the
    banker first, then clockwise. Each in turn gets what the notes left in the bank make (largest
    first), and what they cannot make stays or is written as that player's IOU. `paid_in` holds the
    notes a player hands the bank in his own turn (amount 0 in `due`) – also one who cannot pay a sale
    penalty and hands over everything he has (r30 review, 1): they are in the bank for every player
    settled after him, though he drops out only once the whole sale is settled. Returns player →
    (notes given, IOU)."""
    left = dict(bank)
    out: dict[str, tuple[dict[int, int], int]] = {}
    for player, amount in due:
        if amount < 0:
            raise RuleViolation(f"the bank pays {player} {amount}: a payment is not negative")
        for value, count in (paid_in or {}).get(player, {}).items():
            left[value] = left.get(value, 0) + count
        given = notes_for(amount, left)
        for value, count in given.items():
            left[value] -= count
        out[player] = (given, amount - _total(given))
    return out
