"""Les mots des décisions en français : le nom de chaque bouton, et les phrases qui refusent une
action (mêmes clés et mêmes ``{champs}`` que l'anglais de :mod:`lansquenet.decisions`).

The French words of the decision protocol: each action's button name, the names that differ
within a decision, how an action reads with its amount, and the sentences refusing an action.
"""

from __future__ import annotations

LABELS: dict[str, str] = {
    "accept": "Accepter",
    "bank": "Mettre en banque",
    "banco": "Banco",
    "buy": "Acheter",
    "ceiling": "Fixer un plafond",
    "cover": "Couvrir",
    "keep": "Garder",
    "limit": "Limiter",
    "open": "Laisser ouvert",
    "pass": "Passer",
    "pocket": "Empocher",
    "raise": "Tenir",
    "reduce": "Réduire",
    "refait": "Refait",
    "refuse": "Refuser",
    "stake": "Miser",
    "withdraw": "Se retirer",
    "wager/stake": "Parier",
    "limit/limit": "Fixer la limite",
    "bystander/cover": "Compléter les paris",
}

WITH_AMOUNT: dict[str, str] = {
    "buy": "acheter la banque pour {amount}",
    "ceiling": "fixer un plafond de {amount}",
    "limit": "limiter le pari à {amount}",
    "limit/limit": "fixer la limite à {amount}",
}

SENTENCES: dict[str, str] = {
    "seat": "Place {number}",
    "not-a-decision": "{shown} n'est pas une décision : écrivez un mot, puis un montant s'il en prend un "
    "(comme 'stake 10').",
    "not-an-amount": "{shown} n'est pas une décision : le montant est un nombre entier de jetons écrit avec "
    "les chiffres 0-9.",
    "offered": "{label} ('{notation}')",
    "offered.between": " ; ",
    "not-now.why": "{who} ne peut pas {named} maintenant : {why}",
    "not-now": "{who} ne peut pas {named} maintenant ; possible : {offered}.",
    "no-such": "Il n'y a pas d'action {kind} ; possible pour {who} : {offered}.",
    "no-amount": "{label} ne prend pas de montant : écrivez simplement '{kind}', pas '{action}'.",
    "needs-amount": "{label} demande un montant : {who} peut {with} (écrivez '{kind} N').",
    "out-of-range": "{who} peut {with}, pas {amount}.",
    "only": "seulement ",
    "range": " à ",
    "from": "de {amount}",
    "any-from": "n'importe quel montant de {amount}",
    "verb-amount": "{verb} {rest} {amount}",
    "verb-amount.alone": "{verb} {amount}",
    "zero": "0 jeton",
    "amounts.two": "{low} ou {high}",
    "amounts.range": "{low} à {high}",
    "amounts.multiples": "{low} à {high}, par multiples de {step}",
    "amounts.steps": "{low} à {high}, de {step} en {step}",
    "bet.card": "Miser sur {card}",
    "bet.rank": "Miser sur les {ranks}",
}
