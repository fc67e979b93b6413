"""Les options du lansquenet du XIXe siècle et les libellés de ses cotes, en français.

The French text of :mod:`.options`: the same options, in the same order, their doc and source in
French, and the odds rows' labels. The source's clauses are quoted in French, in « », with its
section numbers (§1 to §5), as the French pages cite them. :mod:`.options` checks, through
:class:`~lansquenet.language.Phrases`, that both languages give every text.
"""

from __future__ import annotations

SRC = "Le lansquenet moderne (XIXe siècle)"

OPTIONS: dict[str, tuple[str, str]] = {
    "seats": (
        "Joueurs à la table (avec un joueur debout, le dernier d'entre eux se tient à l'écart).",
        f"{SRC}, §1 : « un nombre illimité de joueurs peut y prendre part, à partir de deux » ; la table "
        "reçoit de 2 à 12 places.",
    ),
    "packs": (
        "Jeux de 52 cartes réunis en un seul paquet ; on ne le rassemble pas entre les coups.",
        f"{SRC}, §1 : « le plus souvent deux jeux identiques ... un seul jeu, ou ... jusqu'à six » ; §5.",
    ),
    "pair_rule": (
        "Ce qu'un doublet donne à la banque : toutes les mises (all) ou la moitié de chaque mise (half, la "
        "jumelle).",
        f"{SRC}, §4 : « S'il y a doublet, le banquier gagne toutes les mises des pontes » ; Wikipédia, "
        "d'après Steinmetz, en donne la moitié et l'appelle jumelle.",
    ),
    "rounds": (
        "Coups d'une séance (portée match), pour qu'une séance finisse toujours.",
        f"{SRC} ne fixe pas de fin à une séance ; une séance compte ici ce nombre de coups, moins si tous les "
        "joueurs sauf un sont ruinés.",
    ),
    "buying_order": (
        "À qui l'on offre d'abord une banque passée : à la place à la droite de celui qui la passe, puis dans "
        "le sens des aiguilles d'une montre depuis sa gauche (clockwise), ou en continuant vers la droite "
        "comme pour la parole (rightward).",
        f"{SRC}, §4 : « les joueurs parlent chacun à leur tour, dans le sens des aiguilles d'une montre, en "
        "commençant par celui qui est assis à la droite du dernier banquier ».",
    ),
    "rightful_buyer": (
        "Quand la place qui suit de droit pour la banque l'a achetée et perdue (ou s'est retirée) : on la "
        "saute et la banque va à la place suivante (passed-over), ou elle la reprend de droit et fixe un "
        "nouvel enjeu (banks-again).",
        f"{SRC}, §4 : « quand un banquier qui a acheté la banque perd, le joueur qui serait devenu banquier "
        "avant les achats successifs de la banque devient automatiquement le nouveau banquier ».",
    ),
    "bystander": (
        "La dernière place se tient debout : elle ne tient jamais la banque, ne parle ni n'achète, mais peut "
        "compléter les mises après deux tours de parole.",
        f"{SRC}, §5 : « un joueur qui attendait debout pouvait à l'occasion compléter les mises ».",
    ),
}
"""Option name -> (doc, source)."""

ODDS: dict[str, str] = {
    "doublet.one": "Probabilité d'un doublet avec ces options ({n} jeu)",
    "doublet.many": "Probabilité d'un doublet avec ces options ({n} jeux)",
    "doublet.how": "d'un paquet neuf, par le compte des rangs",
    "bank-wins": "Probabilité que la banque gagne un coup",
    "bank-wins.how": "un doublet, ou le rang du banquier d'abord",
    "edge": "Gain de la banque par jeton misé, pair_rule={rule}",
    "edge.how": "gains moins pertes, par jeton",
    "fresh.one": "Probabilité d'un doublet, {n} jeu",
    "fresh.many": "Probabilité d'un doublet, {n} jeux",
    "gain.one": "Gain de la banque par jeton, {n} jeu, pair_rule={rule}",
    "gain.many": "Gain de la banque par jeton, {n} jeux, pair_rule={rule}",
    "gain.how": "exact, d'un paquet neuf",
    "herminie.start": "Deux jeux dont un rang est sorti six fois : gain de la banque par jeton au début d'un "
    "coup",
    "herminie.start.how": "les comptes rendent les doublets plus probables : 337/4753 contre 7/103 d'un "
    "paquet neuf",
    "herminie.one": "Herminie : sa carte, la septième de son rang, avant la carte des pontes : la banque gagne",
    "herminie.one.how": "un doublet 1 fois sur 97, sinon 1 carte pour elle contre 7 pour eux",
    "herminie.one-edge": "Herminie : avant la carte des pontes, gain de la banque par jeton",
    "herminie.one-edge.how": "calcul exact",
    "herminie.two": "Herminie : les deux cartes sorties, rang des pontes encore invisible : la banque gagne",
    "herminie.two.how": "sa dernière carte contre leurs sept",
    "herminie.two-edge": "Herminie : les deux cartes sorties, gain de la banque par jeton",
    "herminie.two-edge.how": "refuser son offre de la moitié de leurs mises (-1/2 par jeton pour elle) était "
    "donc juste pour les pontes",
    "herminie.offer": "L'offre d'Herminie : ce que la banque paie par jeton pour se retirer",
    "herminie.offer.how": "la moitié de chaque mise",
}
"""The odds rows' labels and how each was found."""
