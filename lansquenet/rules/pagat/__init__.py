"""The ``pagat`` variant: John McLeod's Pagat rules as an online table deals them.

Source: ``pagat-online-table`` (the table's page), cited by its section headings: "A deal",
"Keeping the bank", "It is pure luck", "Skin, Zecchinetta", "What the table does".

The parts live in their own modules: :mod:`.options` (options and rulings), :mod:`.phrases`
(the words and prompts), :mod:`.variant` (the flow of a match and of one deal),
:mod:`.computer` (the computer players) and :mod:`.odds` (exact figures). The variant is told in
English and in French: the French words are in :mod:`.phrases_fr` and :mod:`.options_fr`, checked
key for key against the English when they load.
"""

from .variant import BANK, Pagat, stake_account

__all__ = ["BANK", "Pagat", "stake_account"]
