"""Les mots des pages de probabilités en français (``odds_pages.py``).

The French of :mod:`odds_pages`' own words (:data:`WORDS`), and of the words an English page's
```odds blocks give (captions, titles, axes, series and bars: :data:`TEXTS`), so a French page
that keeps its blocks as the English page writes them still reads in French. A French page may
also write its own French in its blocks; that is shown as it is.
"""

from __future__ import annotations

WORDS: dict[str, str] = {
    "figure": "Chiffre",
    "decimal": "Décimal",
    "exact": "Exact",
    "how": "Comment on l'obtient",
    "game": "Jeu",
    "values": "{title} : les valeurs",
    "by": "Axe horizontal : {axis}, de {first} à {last}. ",
    "series": "{name} : {start} à {first}, {end} à {last}",
    "bar": "{name} : {value}",
    "between": " ; ",
    "beside": ". Le tableau à côté donne chaque valeur.",
}

TEXTS: dict[str, str] = {
    # docs/odds/classic.md
    "The bank's expected gain per hand, by the number of cutters": "Le gain moyen de la banque par coup, "
    "selon le nombre de coupeurs",
    "Cutters at the table, the banker included": "Coupeurs à la table, banquier compris",
    "Stakes of the game per hand": "Mises du jeu par coup",
    "Without the rejouissance": "Sans la réjouissance",
    "With the rejouissance": "Avec la réjouissance",
    "The bank's gain per hand under the three readings of a lifted stake": "Le gain de la banque par coup "
    "selon les trois lectures de la mise levée",
    "To the banker (Pierer)": "Au banquier (Pierer)",
    "To the taker (hypothetical)": "Au coupeur qui l'assortit (hypothèse)",
    "Back to its owner": "Rendue à son propriétaire",
    "The bank's gain per chip staked on the rejouissance": "Le gain de la banque par jeton misé sur la "
    "réjouissance",
    "Gain per chip staked": "Gain par jeton misé",
    "Rejouissance": "Réjouissance",
    "The chance the banker is the cutthroat": "La probabilité que le banquier soit coupe-gorge",
    "Chance per hand": "Probabilité par coup",
    "No rejouissance, no carabins": "Sans réjouissance ni carabins",
    "No rejouissance, with reprise cards": "Sans réjouissance, avec cartes de reprise",
    "Rejouissance and reprise cards": "Réjouissance et cartes de reprise",
    "The chance of a cutter's quadruple card in the deal": "La probabilité d'une carte quadruple de coupeur "
    "à la donne",
    "Quadruple card": "Carte quadruple",
    "The court game, six cutters, default options: every exact figure the engine gives": "Le jeu de la "
    "cour, six coupeurs, options par défaut : tous les chiffres exacts que donne le moteur",
    # docs/odds/encyclopedia.md
    "The 1979 game, one pack": "Le jeu de 1979, un seul jeu",
    "A bet's chance to win, by the cards still unseen": "La probabilité qu'un pari gagne, selon les cartes "
    "encore cachées",
    "Cards of the banker's rank unseen": "Cartes du rang du banquier encore cachées",
    "Chance the bet wins": "Probabilité que le pari gagne",
    "1 of its rank unseen": "1 de son rang encore cachée",
    "2 of its rank unseen": "2 de son rang encore cachées",
    "3 of its rank unseen": "3 de son rang encore cachées",
    # docs/odds/index.md
    "The bank's expected gain per chip bet": "Le gain moyen de la banque par jeton misé",
    "Gain per chip bet": "Gain par jeton misé",
    "Pagat's table, one pack": "La table de Pagat, un jeu",
    "19th century, two packs": "XIXe siècle, deux jeux",
    "19th century, half on a doublet": "XIXe siècle, moitié sur un doublet",
    "1979 version": "La version de 1979",
    "Court game, the rejouissance": "Jeu de la cour, la réjouissance",
    # docs/odds/modern.md
    "A round from a fresh two-pack stock": "Un coup sur un talon neuf de deux jeux",
    "The bank's gain per chip bet, by the number of packs": "Le gain de la banque par jeton misé, selon le "
    "nombre de jeux",
    "Packs shuffled together": "Jeux battus ensemble",
    "Doublet takes every bet": "Le doublet prend toutes les mises",
    "Doublet takes half (jumelle)": "Le doublet prend la moitié (jumelle)",
    "The bank's chance of winning the round, fresh and in the position of the banker in Herminie": "La "
    "probabilité que la banque gagne le coup, sur un talon neuf et dans la position de la banquière "
    "d'Herminie",
    "Chance the bank wins": "Probabilité que la banque gagne",
    "Fresh stock, two packs": "Talon neuf, deux jeux",
    "Her card turned, the punters' card to come": "Sa carte retournée, la carte des pontes à venir",
    "Both cards on the table": "Les deux cartes sur la table",
    "The banker in Herminie, in figures": "La banquière d'Herminie, en chiffres",
    # docs/odds/pagat.md
    "One fresh pack, a pair takes every stake": "Un jeu neuf, une paire prend toutes les mises",
    "The bank's gain per chip staked, by the number of packs": "Le gain de la banque par jeton misé, selon "
    "le nombre de jeux",
    "Pair takes every stake": "La paire prend toutes les mises",
    "Pair takes half": "La paire prend la moitié",
}
"""The English pages' words in their ```odds blocks -> their French."""
