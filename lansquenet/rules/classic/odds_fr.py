"""Les chiffres exacts du jeu de la cour en français : le libellé de chaque chiffre et la manière
dont il a été trouvé.

The French labels of :mod:`.odds`, with the same keys and placeholders. Option names and values
(``carabins = none``) stay as a spec writes them.
"""

from __future__ import annotations

ODDS: dict[str, str] = {
    "how": "exact : parcours mémoïsé des nombres de cartes par rang",
    "gain.how": "{how} ; en mises du jeu, sur les mises des coupeurs ; {stakes}",
    "rejouissance.how": "{how} ; par jeton misé (on mise une fois les cartes des coupeurs données, donc un coup "
    "qu'une carte quadruple de coupeur finit n'en a pas ; les mises rendues comptent comme misées, sans rien "
    "gagner) ; {options}",
    "cutthroat.how": "{how} ; {options} : {reprises}",
    "size": "{cutters} coupeurs, le banquier compris",
    "with.size": "{how} ; {size}",
    "reprises.never": "on ne pose pas de cartes de reprise",
    "reprises.always": "on pose des cartes de reprise dès la première carte du talon, et en prendre une épargne "
    "le coupe-gorge au banquier",
    "reprises.once-dispossessed": "on pose des cartes de reprise dès qu'un coupeur a perdu sa carte, et en "
    "prendre une épargne le coupe-gorge au banquier",
    "gain.off": "Gain moyen de la banque par coup, sans la réjouissance",
    "gain.on": "Gain moyen de la banque par coup, avec la réjouissance (hors ses propres mises)",
    "rejouissance": "Gain moyen de la banque par jeton misé sur la réjouissance",
    "cutthroat.off": "Probabilité du coupe-gorge, sans la réjouissance",
    "cutthroat.on": "Probabilité du coupe-gorge, avec la réjouissance",
    "quadruple": "Probabilité d'une carte quadruple de coupeur à la donne",
    "bankers-quadruple.off": "Probabilité d'une carte quadruple du banquier, sans la réjouissance",
    "bankers-quadruple.on": "Probabilité d'une carte quadruple du banquier, avec la réjouissance",
    "keeps.off": "Probabilité que le banquier garde la main, sans la réjouissance",
    "keeps.on": "Probabilité que le banquier garde la main, avec la réjouissance",
    "n.gain.off": "{n} coupeurs : gain de la banque par coup, sans la réjouissance",
    "n.gain.on": "{n} coupeurs : gain de la banque par coup, avec la réjouissance",
    "n.rejouissance": "{n} coupeurs : gain de la banque par jeton sur la réjouissance",
    "n.cutthroat.off": "{n} coupeurs : probabilité du coupe-gorge, sans la réjouissance",
    "n.cutthroat.on": "{n} coupeurs : probabilité du coupe-gorge, avec la réjouissance",
    "n.quadruple": "{n} coupeurs : probabilité d'une carte quadruple de coupeur à la donne",
}
