"""Les mots de la table de Montmort en français : mêmes clés et mêmes ``{champs}`` que l'anglais
de :mod:`.phrases`.

The French words of the Montmort table. The terms are the *Encyclopédie*'s own: celui qui a la
main (the one who holds the deal), les coupeurs, la pistole, les livres, sols et deniers (l., s.,
d.), the printed figure (« l'imprimé »). Numbers take a decimal comma (:mod:`.money`).
"""

from __future__ import annotations

PHRASES: dict[str, str] = {
    "dealer": "celui qui a la main",
    "seat": "{seat}",
    "title": "Le lansquenet de Montmort, le fonds du jeu à une pistole (10 livres) : les chiffres de "
    "l'Encyclopédie (t. IX, p. 276) à côté des nôtres",
    "advantage": "avantage",
    "disadvantage": "désavantage",
    "agrees": "s'accorde : {off} d. d'écart avec l'imprimé, qui donne des deniers entiers",
    "agrees-fraction": "s'accorde : {off} d. au-dessus des deniers entiers ; l'imprimé ajoute une fraction de "
    "denier (absente de notre transcription)",
    "slip-multiplier": "diffère de {off} d. : l'imprimé est notre gain par main ({per_hand}) multiplié par "
    "{factor}, le même facteur que pour {others} coupeurs, là où toute la durée de la main demande {needed} : "
    "très probablement une erreur dans la probabilité de garder la main plutôt qu'une règle",
    "seat-per-hand": "diffère de {off} d. : l'imprimé est notre valeur d'une seule main ({per_hand} d.), sans "
    "le multiplicateur pour toute la durée de la main : très probablement une erreur",
    "seat-remainder": "diffère de {off} d. : l'imprimé est ce qui reste des {dealer} d. imprimés pour celui qui "
    "a la main une fois ôtés {others} ({rest} d.), donc l'erreur de l'autre place se reporte sur celle-ci",
    "seat-value": "les {value} d. {whose} ({kind})",
    "differs": "diffère de {off} d.",
    "stay": "sur toute la durée de la main",
    "hand": "une seule main",
    "stake": "{decimal} du fonds du jeu ({exact})",
    "lsd": "{livres} l. {sols} s. {deniers} d.",
    "off": "{off} d.",
    "heading": "{title} :",
    "court-title": "Ce que vaut chaque différence avec le jeu de cour du site, en deniers, pour celui qui a la "
    "main (le fonds du jeu à une pistole)",
}

HEADERS: dict[str, tuple[str, ...]] = {
    "figures": (
        "Coupeurs",
        "Chiffre de qui",
        "Imprimé",
        "Le nôtre, exact",
        "Le nôtre",
        "Le nôtre − l'imprimé",
        "Verdict",
    ),
    "court": (
        "Coupeurs",
        "Le jeu de Montmort (durée de la main)",
        "Cartes multiples aux cotes du jeu de cour",
        "Compté par main",
        "Les deux : le jeu de cour par main",
    ),
    "rulings": ("Question", "Ce que dit la source", "Ce que nous jouons", "L'autre lecture"),
}
