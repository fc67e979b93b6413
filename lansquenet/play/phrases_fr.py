"""Les mots de Play en français : pour l'instant, ceux d'une série de réponses données ensemble.

The French words of :mod:`.phrases`: the words a board puts on a form that gathers a series of
answers (the 1979 game's bets of a turn, ended by a pass), by decision kind, with the same parts
and the same ``{placeholders}`` as the English; :mod:`.phrases` checks both alike.
"""

from __future__ import annotations

SEVERAL: dict[str, dict[str, str]] = {
    "bet": {
        "hint": "Écrivez les jetons que vous misez sur chaque carte, ou 0 pour aucun ; vos mises sont placées "
        "dans cet ordre, puis vous passez.",
        "amount": "{label}",
        "submit": "Placer ces mises",
        "none": "Passer (aucune mise)",
    },
    "": {
        "hint": "Écrivez un montant à côté de chaque choix que vous prenez, ou 0 pour le laisser ; ils sont faits "
        "dans cet ordre.",
        "amount": "{label}",
        "submit": "Tout répondre",
        "none": "Passer",
    },
}
"""A board's words for a decision that gathers a series, by decision kind (see :data:`.phrases.SEVERAL`)."""

SERIES: dict[str, str] = {
    "nothing-done": "Rien n'a été fait : la réponse {number} sur {count} ('{action}') {why}",
    "refused": "a été refusée : {reason}",
    "not-asked": "n'a pas été demandée, puisque {name} a fini son tour avec la réponse précédente.{note}",
    "seat-note": " Note de la table pour {name} : {note}",
    "not-one-seat": "Une série de réponses données ensemble répond aux décisions à la suite d'une seule place : "
    "ici {name}, pas {other}.",
    "empty": "Aucune réponse n'a été donnée : écrivez-en une, ou plusieurs séparées par '{separator}'.",
}
"""What a session says of a series of answers given together (see :data:`.phrases.SERIES`)."""
