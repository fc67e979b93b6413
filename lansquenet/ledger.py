"""Every chip movement, with its reason.

Chips move only through :meth:`Ledger.move`. Seats' holdings and the stakes lying on the
table (the bank, each punter's stake, the rejouissance...) are all accounts, so the sum of
every account is the same at every step: chips are never created or destroyed.

Accounts are keyed by what they are, never by what a reader calls them: a seat's own chips
by its seat number (an ``int``), a place on the table by an id (a ``str``). An id that
belongs to a seat names it with :func:`seat_ref` (``"{2}'s stake"``), and
:func:`account_label` puts the seat's name in its place for the words and the board. So a
seat called ``Bank`` or ``Anne's stake`` can never touch the bank or Anne's stake.

A variant whose words are told in several languages names its accounts in a phrase table
(:func:`name_accounts`): the key is the account's id with each seat written ``{}``, the phrase
its label, filling ``{name}`` and ``{whose}`` (the seat as an owner: "Anne's", "d'Anne"). So the
id stays one id in every language, and only the label a reader sees changes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import grammar
from .language import Phrases
from .narrate import card_words, unquoted

Account = int | str
"""A seat number (that seat's own chips) or the id of a place on the table."""


def seat_ref(seat: int) -> str:
    """How an account id names seat ``seat``: ``{2}``, shown as that seat's name."""
    return "{" + str(int(seat)) + "}"


def account_label(account: Account, names: list[str]) -> str:
    """The account as a reader knows it: the seat's name, or the id with seat names in place.

    A place on the table whose words match a seat's name (a seat called ``Bank``) says it is
    on the table, so a transfer never reads as if it went from a seat to itself; as often as it
    takes, should a seat be called ``Bank (on the table)`` too.
    """
    if isinstance(account, int):
        return names[account]
    label = _words(account, names)
    taken = {*names, *(unquoted(n) for n in names)}  # a name in quotation marks is still that name
    while label in taken:
        label = PLACES.word("on-the-table", label=label)
    return label


SEAT_REF = re.compile(r"\{(\d+)\}")

ACCOUNT_WORDS: dict[str, Phrases[str]] = {}
"""Account id pattern -> the phrase table that labels it (:func:`name_accounts`)."""
_PATTERNS: list[tuple[re.Pattern[str], str]] = []
"""Each pattern holding a ``{card}`` or ``{rank}``, as a regular expression over ids."""
PIECES = {
    "{}": r"\{(?P<seat>\d+)\}",
    "{card}": r"(?P<card>(?:10|[2-9AJQK])[SHDC])",
    "{rank}": r"(?P<rank>10|[2-9AJQK])",
}


def name_accounts(words: Phrases[str]) -> None:
    """Label the accounts whose ids match ``words``' keys with its phrases, in every language.

    A key is an account id with its seat written ``{}``, and, where the id names a card or a rank
    by its code, ``{card}`` or ``{rank}`` (``"{}'s bet on {card}"`` labels ``"{2}'s bet on QH"``).
    Its phrase may fill ``{name}`` (the seat's name), ``{whose}`` (the seat as an owner: "Anne's",
    "d'Anne"), ``{card}`` (the card in words, as a step's ``{card}``), ``{ranks}`` (the rank's
    cards: "sevens", "sept") and ``{code}`` (the card or rank as the id writes it, ``QH``, for a
    label as short as a board's). So an id says what an account is in no language, and its label
    is read in the language of the moment.
    """
    for key in words:
        ACCOUNT_WORDS[key] = words
        if "{card}" in key or "{rank}" in key:
            parts = re.split(r"(\{\}|\{card\}|\{rank\})", key)
            regex = "".join(PIECES.get(part, re.escape(part)) for part in parts)
            _PATTERNS.append((re.compile(regex + r"\Z"), key))


def _words(account: str, names: list[str]) -> str:
    """The account's label before any clash with a seat's name is settled."""
    pattern = SEAT_REF.sub("{}", account)
    found: dict[str, str] = {}
    if pattern not in ACCOUNT_WORDS:
        for regex, key in _PATTERNS:
            match = regex.match(account)
            if match:
                pattern, found = key, {k: v for k, v in match.groupdict().items() if v is not None}
                break
        else:
            return account.format(*names)
    seats = [names[int(n)] for n in SEAT_REF.findall(account)]
    name = seats[0] if seats else ""
    return ACCOUNT_WORDS[pattern].word(
        pattern,
        name=name,
        whose=grammar.possessive(name) if seats else "",
        card=card_words(found["card"]) if "card" in found else "",
        ranks=grammar.rank_plural(found["rank"]) if "rank" in found else "",
        code=found.get("card", found.get("rank", "")),
    )


PLACES: Phrases[str] = Phrases(
    en={"on-the-table": "{label} (on the table)"},
    fr={"on-the-table": "{label} (sur la table)"},
)
ON_THE_TABLE = PLACES.tables["en"]["on-the-table"]
"""A place on the table named apart from a seat whose name it shares."""


@dataclass(frozen=True)
class Transfer:
    """One movement of chips from ``payer`` to ``payee`` (accounts)."""

    payer: Account
    payee: Account
    amount: int
    reason: str

    def to_json(self, names: list[str]) -> dict[str, object]:
        """The transfer in words: accounts by the names a reader knows them by."""
        return {
            "payer": account_label(self.payer, names),
            "payee": account_label(self.payee, names),
            "amount": self.amount,
            "reason": self.reason,
        }


class Ledger:
    """Accounts (seat numbers and table ids), and the list of every transfer made."""

    def __init__(self, accounts: dict[Account, int] | None = None):
        self.accounts: dict[Account, int] = dict(accounts or {})
        self.transfers: list[Transfer] = []

    def open(self, account: Account) -> None:
        """Open an empty account (a place on the table chips can lie)."""
        self.accounts.setdefault(account, 0)

    def balance(self, account: Account) -> int:
        return self.accounts.get(account, 0)

    def total(self) -> int:
        return sum(self.accounts.values())

    def move(self, payer: Account, payee: Account, amount: int, reason: str) -> Transfer | None:
        """Move ``amount`` chips; an account never goes below zero."""
        if amount < 0:
            raise ValueError("a transfer moves a positive amount")
        if amount == 0:
            return None
        if self.accounts.get(payer, 0) < amount:
            raise ValueError(f"{payer} holds {self.accounts.get(payer, 0)}, cannot pay {amount} ({reason})")
        self.accounts[payer] -= amount
        self.accounts[payee] = self.accounts.get(payee, 0) + amount
        transfer = Transfer(payer, payee, amount, reason)
        self.transfers.append(transfer)
        return transfer

    def empty(self, account: Account, payee: Account, reason: str) -> Transfer | None:
        """Move everything in ``account`` to ``payee``."""
        return self.move(account, payee, self.balance(account), reason)
