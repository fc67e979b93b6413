"""Les options, les arbitrages et les phrases de la variante ``encyclopedia`` en français.

The French text of :mod:`.texts`: the same options and rulings, in the same order, and the same
phrases under the same keys with the same ``{placeholders}``. The source is an English book,
*The Official World Encyclopedia of Sports and Games* (1979): its title stays as the book prints
it; its headings are cited by the French names the site gives them everywhere (« Donneur », « La
donne du tableau », « Les cartes assorties dans le tableau »…, matched to the book's own headings
on the French sources page), and its words are quoted in French.
The terms are those of :mod:`.words_fr` (la carte des joueurs, les cartes de main, le tableau, la
main, une donne nulle, un rang mort, à égalité). :mod:`.texts` checks, through
:class:`~lansquenet.language.Phrases`, that both languages give every text.
"""

from __future__ import annotations

SRC = "« The Official World Encyclopedia of Sports and Games » (1979)"

OPTIONS: dict[str, tuple[str, str]] = {
    "seats": ("Places à la table.", f"{SRC}, « Joueurs » : deux ou plus."),
    "rounds": (
        "Tours d'une partie ; en un tour la banque fait une fois le tour de la table, et chaque place tient "
        "la banque une fois.",
        f"{SRC}, « Le jeu » : après chaque donne, « la banque et la donne passent d'un joueur vers la gauche » ; "
        "la source ne fixe pas de fin.",
    ),
    "first_dealer": (
        "Qui donne en premier : la place qui reçoit le premier as (ace), ou la place que la donne désigne "
        "comme banquier (banker).",
        f"{SRC}, « Donneur » : « le premier as qui paraît ».",
    ),
    "void_deal": (
        "Après un tableau nul, on ramasse le paquet et on le bat pour la nouvelle donne (reshuffle), ou l'on "
        "met le tableau de côté et l'on en donne un nouveau avec le reste du paquet (continue).",
        f"{SRC}, « Les cartes assorties dans le tableau », règle 3 : « la donne est nulle, et l'on en fait une nouvelle ».",
    ),
    "opening_bet": (
        "Après le tableau, chaque joueur peut miser sur la carte des joueurs ou passer (free), ou chaque "
        "joueur qui le peut doit y miser au moins 1 jeton avant qu'on ne retourne la première carte "
        "(required).",
        f"{SRC}, « Les mises » : « Chaque joueur place sa mise à côté de la carte des joueurs. »",
    ),
}
"""Option name -> (doc, source)."""

RULINGS: tuple[tuple[str, str, str, str], ...] = (
    (
        "Que veut dire « standard » pour battre et couper les cartes ?",
        "La rubrique « Battre et couper » dit seulement « Standard. »",
        "Le paquet est battu (selon la graine de la donne, ou dans l'ordre que la donne impose) avant les "
        "cartes qui désignent le premier donneur, puis de nouveau avant chacune des donnes d'un banquier ; "
        "aucune coupe n'est montrée, puisque couper un paquet bien battu ne change aucune chance.",
        "Montrer avant chaque donne une coupe par le joueur à la droite du donneur ; les chances de chacun "
        "n'en changent pas.",
    ),
    (
        "Combien de jetons chaque joueur apporte-t-il ?",
        "« Des jetons ou de l'argent » ; la source ne donne aucun montant.",
        "Chaque place commence avec 100 jetons, sauf si la donne attribue à chaque place son propre nombre "
        "de jetons.",
        "Aucune n'est nécessaire : on peut donner n'importe quel montant, place par place.",
    ),
    (
        "Comment donne-t-on les cartes qui désignent le premier donneur ?",
        "« Le donneur est désigné par la donne : le premier as qui paraît. »",
        "Un paquet battu est donné face visible, une carte par place, en commençant par la première place "
        "de la liste et en allant vers la gauche, jusqu'à ce qu'un as sorte ; cette place donne en premier "
        "et tient la banque. On ramasse ensuite le paquet et on le bat pour la donne.",
        "Laisser la table choisir son premier donneur (first_dealer = banker).",
    ),
    (
        "De quel côté est « la gauche » ?",
        "« La banque et la donne passent d'un joueur vers la gauche. »",
        "Les places sont listées dans le sens inverse des aiguilles d'une montre, si bien que la place à la "
        "gauche d'un joueur est celle qui le précède dans la liste : la banque passe de la place i à la "
        "place i - 1, et les cartes du premier as comme chaque tour de mises vont dans le même sens.",
        "Passer la banque à la place i + 1 ; les chances de chacun n'en changent pas.",
    ),
    (
        "Que fait une donne nulle au paquet ?",
        "Si la carte des joueurs est du rang de la carte du banquier, « la donne est nulle, et l'on en fait "
        "une nouvelle. »",
        "Le même banquier donne de nouveau : on ramasse toutes les cartes, on bat le paquet et l'on donne un "
        "nouveau tableau. Aucune mise n'a encore été placée, donc aucun jeton ne bouge.",
        "Mettre le tableau nul de côté et donner le nouveau avec le reste du paquet (void_deal = continue) ; "
        "s'il reste moins de dix cartes, on bat tout de même le paquet.",
    ),
    (
        "Quelles sont les limites des mises, et combien de temps valent-elles ?",
        "« Elles sont fixées par chaque banquier pour la durée de sa main. »",
        "Avant son tableau, le banquier annonce le plus qu'un même joueur peut avoir sur une même carte, de "
        "1 jeton jusqu'à tout ce qu'il possède ; la plus petite mise est de 1 jeton. Sa main est sa seule "
        "donne, et la limite vaut aussi pour toute nouvelle donne après une donne nulle.",
        "Laisser aussi le banquier annoncer une mise minimale, ou fixer les limites pour toute la table.",
    ),
    (
        "La banque peut-elle manquer de jetons ?",
        "Le banquier « paie toutes les mises à égalité » ; la source ne le laisse jamais à court.",
        "Une mise n'est acceptée que si la banque peut la payer : les mises sur les cartes en jeu ne peuvent "
        "jamais dépasser en tout ce que le banquier possède. Les mises qu'il ramasse vont à ses propres "
        "jetons, et font donc de la place pour d'autres.",
        "Laisser un banquier qui ne peut pas payer en entier partager ce qu'il possède entre les gagnants.",
    ),
    (
        "Chaque joueur doit-il miser sur la première carte des joueurs ?",
        "« Chaque joueur place sa mise à côté de la carte des joueurs. »",
        "Miser est libre : après le tableau, comme entre les tours, chaque joueur peut miser ou passer. La "
        "phrase dit où va une mise, et rien d'autre dans la source n'oblige quiconque à jouer.",
        "La lire comme une obligation : avant qu'on ne retourne la première carte, chaque joueur qui le peut "
        "doit mettre au moins 1 jeton sur la carte des joueurs (opening_bet = required) ; entre les tours, "
        "miser reste libre.",
    ),
    (
        "Qui mise quand, et combien de mises un joueur peut-il placer ?",
        "« Chaque joueur place sa mise à côté de la carte des joueurs » ; « entre les tours, les joueurs "
        "peuvent placer de nouvelles mises sur les cartes des joueurs. »",
        "Après le tableau, puis après chaque carte retournée tant que la donne continue, chaque joueur à son "
        "tour, en partant de la gauche du banquier, peut placer autant de mises qu'il veut sur les cartes des "
        "joueurs en jeu, puis passe. Plusieurs mises sur une même carte s'additionnent, et la limite "
        "s'applique au total.",
        "Tous les joueurs misent en même temps ; les chances de chacun n'en changent pas.",
    ),
    (
        "Quelles mises sont payées quand une carte du rang du banquier sort ?",
        "« Alors le banquier paie toutes les mises en cours. »",
        "Les mises en cours sont celles qui restent sur les cartes des joueurs encore en jeu : les mises sur "
        "une carte dont le rang est sorti ont été ramassées à ce moment-là. Chacune est payée à égalité et "
        "revient à son propriétaire, si bien qu'aucun jeton ne reste sur la table.",
        "Aucune ; les mises sur les cartes mortes sont déjà au banquier.",
    ),
    (
        "Et si le paquet s'épuise avant qu'une carte du rang du banquier ne sorte ?",
        "La source suppose qu'une carte du rang du banquier sort toujours.",
        "Avec un paquet battu, trois cartes du rang du banquier restent toujours à venir, donc cela ne peut "
        "pas arriver. Quand les tableaux nuls sont mis de côté (void_deal = continue), ces cartes peuvent "
        "être parties ; alors aucune mise n'est prise après la dernière carte retournée, et chaque mise "
        "encore en jeu revient à son propriétaire.",
        "Régler les mises encore en jeu comme si une carte du rang du banquier était sortie.",
    ),
    (
        "Combien de temps dure une partie ?",
        "La source passe la banque après chaque donne et ne fixe pas de fin.",
        "Une partie dure d'un à quatre tours (un par défaut) ; en un tour, chaque place tient la banque une "
        "fois, en commençant par le premier donneur et en allant vers la gauche. Une place sans jetons ne "
        "peut pas tenir la banque, et sa main est sautée. La partie finit plus tôt quand moins de deux "
        "places ont des jetons.",
        "Jouer jusqu'à ce qu'une place ait tous les jetons.",
    ),
    (
        "Comment misent les ordinateurs ?",
        "La source ne donne aucun conseil sur les mises.",
        "Un ordinateur banquier fixe une limite de 5 à 20 pour cent de ses jetons (selon la graine). Un "
        "ordinateur joueur, à chaque occasion de miser, mise deux fois sur cinq : sur la carte en jeu dont "
        "le rang a le moins de cartes encore cachées face à celles du rang du banquier (tirée selon la graine "
        "entre cartes égales, et jamais sur une carte moins bonne qu'à égalité), de 1 jeton jusqu'au "
        "vingtième de ses jetons ; puis il passe. Là où une mise d'ouverture est obligatoire (opening_bet = "
        "required), il la place toujours, de la même façon.",
        "Miser sur chaque carte en jeu à chaque tour.",
    ),
)
"""Each ruling's (question, source_says, we_deal, alternative), in the order of :data:`.texts.RULINGS`."""

PHRASES: dict[str, str] = {
    "draw-shuffle": "Pour désigner le premier donneur, {who} bat les cartes et les donne face visible, une par "
    "place en tournant vers la gauche, en commençant par sa propre place, jusqu'à ce qu'un as paraisse.",
    "draw-round": "Pas encore d'as : {dealt}.",
    "first-ace": "{who} reçoit {card}, le premier as, et a donc la première donne et la banque.",
    "first-dealer": "{who} a la première donne et la banque, comme la table en a convenu.",
    "hand-start": "{who} donne {number}.",
    "skip": "{who} n'a aucun jeton et ne peut donc pas tenir la banque ; {number} est sautée.",
    "limit": "{who} fixe la limite de sa main : au plus {chips} d'un même joueur sur une même carte.",
    "shuffle": "{who} bat le paquet{why}.",
    "hand-card": "On retourne {card} face visible : c'est la {which} carte de main.",
    "hand-pair": "{card} est du rang de la première carte de main et se pose dessus ; on retourne une autre "
    "carte pour la deuxième carte de main.",
    "banker-card": "On retourne {card} pour {who} : c'est la carte du banquier.",
    "banker-on-hand": "{card} est du rang d'une carte de main et se pose dessus ; on retourne une autre carte "
    "du banquier.",
    "players-card": "On retourne {card} : c'est la carte des joueurs, et les mises peuvent se placer à côté.",
    "players-on-hand": "{card} est du rang d'une carte de main et se pose dessus ; on retourne une autre carte "
    "des joueurs.",
    "void": "La carte des joueurs, {card}, est du rang de la carte du banquier : la donne est nulle, et l'on en "
    "fait une nouvelle.",
    "set-aside": "On met le tableau nul de côté, et l'on donne le nouveau tableau avec le reste du paquet.",
    "bet": "{before}{who} mise {chips} sur {card}{total}.",
    "pass": "{others} {verb}.",
    "turn-new": "{card} n'est du rang d'aucune carte du tableau : c'est une nouvelle carte des joueurs, ouverte "
    "aux mises.",
    "turn-hand": "{card} est du rang d'une carte de main et se pose dessus : les {rank} sont hors jeu.",
    "turn-dead": "{card} se pose sur le rang mort des {rank} : ce rang est hors jeu pour le reste de la donne.",
    "turn-match": "{card} est du rang d'une carte des joueurs, {matched} : {collect}, et les {rank} forment "
    "désormais un rang mort.",
    "banker-matched": "{card} est du rang de la carte du banquier : {pays}. La donne est finie.",
    "stock-out": "Le paquet est épuisé avant qu'une carte du rang du banquier ne sorte : chaque mise encore en "
    "jeu est rendue ({chips}).",
    "bank-passes": "La banque et la donne passent d'une place vers la gauche, à {who}.",
    "match-end": "La partie est finie. {result}",
}

RUNS: dict[str, tuple[str, str]] = {
    "bet": ("{before}{bettor}{chips} sur {card}{total}", "{items}."),
}
"""Des mises à la suite qu'aucune personne n'a placées, dites en une phrase : « Blaise mise 2 jetons
sur le sept de pique (7S), Colette mise 3 jetons sur le neuf de cœur (9H) et Denis mise 1 jeton sur
le roi de trèfle (KC). »"""
