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

TERMINAL: dict[str, str] = {
    "description": "Jouer une partie : on répond à ses décisions sur l'entrée standard, une par ligne.",
    "help.names": "les noms des places, séparés par des virgules",
    "help.set": "une option de la variante",
    "help.people": "les places que tiennent des personnes, numérotées à partir de 1, séparées par des "
    "virgules (1 par défaut ; 'none' pour regarder)",
    "help.scope": "une partie entière, ou une seule donne",
    "help.save": "écrire la transcription (JSON) de la partie finie dans FILE",
    "people-refused": "--people attend des numéros de place de 1 à {seats}, séparés par des virgules "
    "(comme 1,3), pas {text}.",
    "interrupted": "\nInterruption : la partie s'arrête ici, inachevée.",
    "nobody": "personne : l'ordinateur joue toutes les places",
    "opening": "{title} : {names}. Personnes à la table : {people}.",
    "end-of-input.one": "Fin de l'entrée : la {word} s'arrête ici, inachevée, après {told} étape.",
    "end-of-input.many": "Fin de l'entrée : la {word} s'arrête ici, inachevée, après {told} étapes.",
    "word.match": "partie",
    "word.deal": "donne",
    "seat-chips": "{name} {chips}",
    "seat-stake": "{name} {chips} (mise {stake})",
    "chips": "   Jetons : {chips}.",
    "zone": "{label} : {cards}",
    "on-the-table": "   Sur la table : {zones}.",
    "to-act": "--- À {name} de jouer (place {seat}) ---",
    "choice": "{named} : {words}",
    "not-on-offer": "   ({kind} n'est pas proposé : {why})",
    "several": "   Plusieurs à la fois : une ligne, les réponses séparées par '{separator}' (comme '{example}').",
    "not-allowed": "Refusé : {reason} Essayez encore.",
    "over": "La {word} est finie. Classement :",
    "row.one": "   {rank}. {name}  {chips} jeton   {net}",
    "row.many": "   {rank}. {name}  {chips} jetons  {net}",
    "winner.one": "Vainqueur : {name}, avec {best} jeton.",
    "winner.many": "Vainqueur : {name}, avec {best} jetons.",
    "shared.one": "Victoire partagée : {names}, avec {best} jeton chacun.",
    "shared.many": "Victoire partagée : {names}, avec {best} jetons chacun.",
    "seed": "Graine {seed} : jouez avec --seed {seed} pour retrouver les mêmes cartes.",
    "not-written": "Impossible d'écrire la transcription dans {path} : {error}.",
    "written": "La transcription est dans {path} ; python -m lansquenet replay {path} la donne à nouveau.",
}
"""What the terminal says (see :data:`.phrases.TERMINAL`)."""

SESSION: dict[str, str] = {
    "not-your-turn": "C'est à {name} de jouer, pas à {other}.",
    "not-over": "La {word} n'est pas encore finie : sa transcription montrerait des cartes encore dans le talon.",
}
"""A session's own refusals (see :data:`.phrases.SESSION`)."""

PROTOCOL: dict[str, str] = {
    "not-a-table": "Une demande de partie est une table de clés (variant, options, seats, people, ...).",
    "no-key": "Une demande de partie n'a pas de clé {key} ; les clés sont {keys}.",
    "both": "Donnez soit seats (un nombre), soit names (une liste), pas les deux.",
    "no-variant": "Une demande de partie doit nommer sa variante (pagat, modern, classic ou encyclopedia).",
    "options": "options doit être une table de noms d'options et de valeurs.",
    "names": "names doit être une liste de noms de places.",
    "seats": "seats doit être un nombre entier de places, pas {seats}.",
    "no-game": "Il n'y a pas de partie {key} en cours ici (elle est finie, ou n'a jamais commencé).",
    "action": "Une action s'écrit dans la notation, comme 'stake 10' ou 'pass'.",
    "fault": "Le moteur n'a pas pu faire cela ({kind} : {error}).",
    "not-json": "La demande de partie n'est pas du JSON valide.",
}
"""Play's protocol refusing a request (see :data:`.phrases.PROTOCOL`)."""
