"""Les chiffres exacts de la variante ``encyclopedia`` en français : le nom de chaque ligne et la
façon dont on l'obtient (mêmes clés et mêmes ``{champs}`` que l'anglais de :mod:`.odds`).

The French labels of the 1979 game's exact figures. A fraction stays a fraction (``1/2``), as the
odds table writes it in every language; a decimal figure filled in (``{decimal}``) is already
written the French way (``4,54``).
"""

from __future__ import annotations

ODDS: dict[str, str] = {
    "void": "Probabilité qu'un tableau soit nul (la carte des joueurs est du rang de la carte du banquier)",
    "void.how": "parcours de toutes les façons dont un tableau peut tomber d'un paquet complet : la carte des "
    "joueurs est la première carte qui n'est pas d'un rang de main, et 3 des 43 cartes de ce genre sont du rang "
    "du banquier ; une main donne donc en moyenne {layouts} tableaux, chacun de {cards} cartes ({decimal})",
    "void.how.reshuffle": "",
    "void.how.continue": " ; un tableau donné à la suite d'un tableau nul dépend des cartes mises de côté",
    "bet-wins": "Probabilité qu'une mise sur une carte des joueurs gagne",
    "bet-wins.how": "les trois cartes de son rang encore cachées font la course contre les trois du rang du "
    "banquier ; cela vaut pour chaque carte des joueurs à chaque moment où l'on peut miser dessus, puisqu'elle "
    "est la première carte de son rang à paraître",
    "bet-value": "Valeur d'une mise, par jeton",
    "bet-value.how": "le gain à égalité moins la perte",
    "appears": "Probabilité qu'un rang encore jamais vu devienne une carte des joueurs",
    "appears.how": "ses quatre cartes font la course contre les trois du banquier ; avec la première carte des "
    "joueurs, cela fait en moyenne {cards} ({decimal}) cartes des joueurs par donne",
    "paid": "Probabilité qu'une carte des joueurs soit encore en jeu quand une carte du rang du banquier sort",
    "paid.how": "une course égale une fois qu'elle a paru ; en moyenne, {paid} ({decimal}) cartes des joueurs "
    "sont payées par donne",
    "edge": "Avantage de la banque, par jeton misé",
    "edge.how": "aucun : chaque mise est une course égale, payée à égalité, au moment où on la place, si bien "
    "qu'aucun choix de cartes, de montants ou de moments ne change l'espérance ; la paire de premières cartes, "
    "l'avantage de la banque dans le jeu du XIXe siècle, ne fait ici qu'annuler la donne avant que personne "
    "n'ait misé",
    "race": "Probabilité qu'une mise gagne quand il reste à paraître {mine} de son rang et {bankers} du rang "
    "du banquier",
    "race.how": "valeur par jeton {value}",
    "race.back": " ; rendue avec une probabilité de {back}",
    "race.reshuffle": " ; n'arrive que si les tableaux nuls sont mis de côté (void_deal = continue)",
    "race.continue": " ; les tableaux nuls mis de côté changent ces nombres",
}
"""The exact figures' labels and how each was found (see :mod:`.odds`)."""
