"""Les options du jeu de la cour en français.

The French text of :mod:`.options`: the same options, in the same order, each one's doc and
the clause of the source it comes from, in French. Option names and values stay as a spec
writes them (``carabins = dispossessed``). :mod:`.options` checks, through
:class:`~lansquenet.language.Phrases`, that both languages give every text.
"""

from __future__ import annotations

SRC = "Le lansquenet (jeu de la cour)"
PIERER = "le Universal-Lexikon de Pierer (dans « Faits tirés d'autres références publiques »)"
DIDEROT = "l'Encyclopédie de Diderot (dans « Faits tirés d'autres références publiques »)"

OPTIONS: dict[str, tuple[str, str]] = {
    "seats": (
        "Places à la table : les coupeurs, joueurs attitrés qui tiennent la main à tour de rôle (de 4 à 12), et "
        "les carabins de passage (option outsiders), assis aux dernières places.",
        f"{SRC}, §1 : de 4 à 12 joueurs, appelés coupeurs ; un lansquenet de tant de coupeurs ; on peut admettre "
        "des joueurs de passage, appelés carabins.",
    ),
    "stake": (
        "La mise du jeu : les jetons que chaque coupeur met sur sa carte, et ce que paie l'arrosement.",
        f"{SRC}, §3 : la somme est fixée d'un commun accord au début de la partie.",
    ),
    "rejouissance": (
        "Jouer la réjouissance, la mise à part sur la première carte qui suit celle du banquier.",
        f"{SRC}, §8 : la réjouissance est une chance de plus ajoutée au jeu de base.",
    ),
    "carabins": (
        "Quels coupeurs peuvent carabiner sur les cartes de reprise : ceux qui ont perdu leur carte ce coup-ci "
        "(dispossessed), tous les coupeurs sauf le banquier, les dépossédés d'abord à offre égale (cutters), ou "
        "aucun (none). Le moment où l'on pose les cartes de reprise est l'option reprise_cards.",
        f"{SRC}, §10 : les carabins parient sur les cartes de reprise ; un coupeur dépossédé peut revenir en "
        "carabin, avec la préférence à offre égale.",
    ),
    "reprise_cards": (
        "Quand une carte du talon qui ne prend rien devient une carte de reprise : seulement tant que quelqu'un "
        "peut carabiner dessus (claimable : un carabin de passage, tout coupeur sous carabins = cutters, ou, "
        "sous carabins = dispossessed, dès qu'un coupeur a perdu sa carte), ou dès la première carte du talon à "
        "toute table qui admet des carabins (accepted). Une carte de reprise que le banquier prend lui épargne "
        "le coupe-gorge.",
        f"{SRC}, §10 : si l'on admet des carabins au jeu, une carte qui ne prend rien est posée à découvert, et "
        "c'est sur ces cartes que les carabins parient ; §11 : pour que les carabins puissent jouer, il faut "
        "que les cartes de reprise soient exposées.",
    ),
    "outsiders": (
        "Carabins de passage : joueurs occasionnels que le banquier admet, assis aux dernières places. Ils "
        "n'ont pas de carte, ne coupent, ne tiennent la main ni n'arrosent jamais, et misent sur la "
        "réjouissance et parient sur les cartes de reprise contre le banquier.",
        f"{SRC}, §1 et §10 : on peut admettre des joueurs occasionnels, les carabins ; ils ne tiennent jamais "
        "la main, n'ont pas à arroser, et parient sur la réjouissance et sur les cartes de reprise ; la lettre "
        "de Pöllnitz : S. Rémi « ne coupe pas, mais il tient toutes les cartes et parie gros sur la "
        "réjouissance ».",
    ),
    "rule_of_odds": (
        "Payer les paris sur les cartes de reprise selon la règle des chances plutôt qu'à égalité.",
        f"{SRC}, §12 : on peut appliquer la règle des chances aux cartes de reprise.",
    ),
    "removed_stake": (
        "Où va la mise levée d'une carte libérée, à la donne comme au retournement de la carte du banquier : au "
        "banquier (banker, la lecture de Pierer et de l'Encyclopédie), au coupeur dont la carte a fait la "
        "carte multiple (taker, une lecture hypothétique qu'aucune source ne donne ; le banquier quand c'est "
        "sa propre carte qui la ramasse), ou de nouveau au coupeur dont la carte a été libérée (owner). Dans "
        "tous les cas la carte libérée n'est plus en jeu, et celle que ramasse la carte du banquier compte "
        "comme prise.",
        f"{SRC}, §5 : le banquier lève la mise de la première carte, et celle de la carte que sa propre carte "
        f"rejoint ; {PIERER} et {DIDEROT} : le banquier la gagne (dans l'Encyclopédie, celui qui tient la main "
        "gagne la mise du jeu sur la carte perdante).",
    ),
    "deal_quadruple": (
        "La carte quadruple d'un coupeur à la donne : la carte triple qu'elle complète est payée au quadruple et "
        "chaque autre coupeur reprend sa mise (recovered) ; ou le banquier ramasse les mises des cartes simples "
        "et doubles et paie au quadruple toutes les cartes triples sur la table (collected, Pierer).",
        f"{SRC}, §5 : le banquier paie au quadruple le coupeur de la carte triple, et les pontes qui ont encore "
        f"des jetons sur leur carte les reprennent ; {PIERER} : le banquier ramasse tout ce qui est sur les "
        "cartes simples et doubles et perd tout ce qu'il a mis sur les cartes triples.",
    ),
    "multiple_stakes": (
        "Ce qu'il y a sur une carte double ou triple : son coupeur y met la mise du jeu et le banquier le double "
        "ou le quadruple, payé s'il perd (odds) ; ou son coupeur met deux ou quatre fois la mise du jeu et le "
        "banquier la tient à égalité (even, le jeu de l'Encyclopédie, dont Montmort a fait le calcul).",
        f"{SRC}, §5 et §6 : le coupeur qui a une carte double n'y met toujours que la mise de base, le banquier "
        f"le double ; {DIDEROT} : sur une carte double, celui qui tient la main doit tenir le double, sur une "
        "triple quatre fois la mise du jeu.",
    ),
    "watering": (
        "Un coupeur dont la carte est prise paie la mise du jeu à chaque coupeur qui a encore la sienne.",
        f"{SRC}, §7 : l'arrosement ; {DIDEROT} n'en dit rien.",
    ),
    "rejouissance_waters": (
        "Un coupeur dont la réjouissance prend la carte arrose les autres, comme si une carte du talon l'avait "
        "prise.",
        f"{SRC}, §7 et §9 : l'arrosement suit une prise après la donne complète ; la réjouissance prend une "
        "carte simple ou double de son rang.",
    ),
    "rejouissance_pays": (
        "Ce que paie un banquier qui perd sur une réjouissance multiple : à égalité (even), ou le double et le "
        "quadruple comme une carte double ou triple (multiple).",
        f"{SRC}, §8 : il paie à égalité chacun de ceux qui ont misé sur la réjouissance ; le §9 ne dit rien de "
        "plus d'une réjouissance multiple.",
    ),
    "rejouissance_end": (
        "Une fois toutes les cartes des coupeurs prises, une réjouissance encore sur la table fait continuer le "
        "coup (play-on), ou n'est ni gagnée ni perdue et ses mises reviennent (returned, Pierer).",
        f"{SRC}, §13 : le coup n'est pas fini tant qu'il reste des cartes de reprise ou la réjouissance ; "
        f"{PIERER} : une réjouissance non décidée n'est ni gagnée ni perdue.",
    ),
    "first_banker": (
        "Qui tient la main le premier dans un tour : le coupeur qui tire la plus haute carte (draw), ou la place "
        "que désigne la donne (seat).",
        f"{SRC}, §3 : on choisit l'un d'eux au hasard, par exemple celui qui tire la plus haute carte.",
    ),
    "max_hands": (
        "Coups qu'un banquier peut jouer de suite avant que la main ne passe à sa droite, pour qu'un tour "
        "finisse toujours.",
        f"{SRC}, §14 : rien n'est précisé sur la durée de la partie.",
    ),
}
"""Option name -> (doc, source)."""
