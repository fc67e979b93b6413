"""The chips lying on the table: the bank (the banker's stake) and each seat's bet.

Both are ledger accounts, so the chips of the seats plus the chips on the table never change.
"""

from __future__ import annotations

BANK = "Bank"


def bet_account(name: str) -> str:
    """The account holding ``name``'s bet against the bank."""
    return f"{name}'s bet"


def open_accounts(table) -> None:
    table.open_account(BANK, table.banker)
    for seat, name in enumerate(table.names):
        table.open_account(bet_account(name), seat)


def bets(table) -> dict[int, int]:
    """Every seat's bet now lying on the table (seats with none left out)."""
    out = {}
    for seat, name in enumerate(table.names):
        amount = table.balance(bet_account(name))
        if amount:
            out[seat] = amount
    return out


def return_bets(table, reason: str) -> dict[int, int]:
    """Send every bet back to its owner; returns what went back to whom."""
    back = bets(table)
    for seat, amount in back.items():
        table.pay(bet_account(table.names[seat]), seat, amount, reason)
    return back
