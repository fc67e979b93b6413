"""Les options et les arbitrages de la variante ``pagat`` en français.

The French text of :mod:`.options`: the same options and rulings, in the same order, their
doc, source, question, what the source says, what we deal and the alternative in French. The
source's sections are cited by the French names the site gives them everywhere (« Une donne »,
« Garder la banque », « Ce que fait la table »…, matched to the page's own English headings on the
French sources page); its words are quoted in French. :mod:`.options` checks, through
:class:`~lansquenet.language.Phrases`, that both languages give every text.
"""

from __future__ import annotations

SRC = "Les règles de Pagat à une table en ligne"

OPTIONS: dict[str, tuple[str, str]] = {
    "seats": (
        "Places à la table.",
        f"{SRC}, « Ce que fait la table » : de trois à six places, quatre au départ.",
    ),
    "laps": (
        "Tours de table d'une partie ; un tour de table donne la banque une fois à chaque place.",
        f"{SRC}, « Garder la banque » : d'un à quatre tours de table, deux par défaut.",
    ),
    "pair_rule": (
        "Ce qu'une paire de premières cartes donne à la banque : toutes les mises (all) ou la moitié de "
        "chaque mise (half, la jumelle).",
        f"{SRC}, « Skin, Zecchinetta » : Pagat donne toutes les mises ; Wikipédia en donne la moitié et "
        "l'appelle jumelle.",
    ),
    "packs": (
        "Paquets battus ensemble pour chaque donne.",
        f"{SRC}, « Skin, Zecchinetta » : un paquet neuf à chaque donne ; le jeu traditionnel de Pagat en bat "
        "environ six.",
    ),
}
"""Option name -> (doc, source)."""

RULINGS: tuple[tuple[str, str, str, str], ...] = (
    (
        "Dans quel sens vont les mises ?",
        "Les mises commencent par « celui qui suit le banquier ».",
        "Les places sont numérotées dans le sens inverse des aiguilles d'une montre ; les mises partent de la "
        "place qui suit le banquier (place + 1) et font le tour jusqu'à celle qui le précède, et la banque "
        "passe dans le même sens.",
        "Miser dans le sens des aiguilles d'une montre ; les chances de chacun n'en changent pas.",
    ),
    (
        "Qui tient la première banque ?",
        "La source ne le dit pas.",
        "La première place (Anne), ou la place qu'un fichier de donne désigne comme banquier.",
        "Tirer au sort la première banque ; les chances de chacun n'en changent pas.",
    ),
    (
        "Une banque gardée peut-elle dépasser 50 jetons ?",
        "Une banque se met « par cinq, de cinq jetons jusqu'à cinquante » ; une banque gardée garde ses gains, "
        "et « une banque qui grandit ne dépasse jamais ce que le banquier possède ».",
        "La limite de 5 à 50 vaut pour mettre une banque ; une banque gardée dépasse 50 avec ses gains. Comme "
        "la banque est faite des jetons du banquier, elle ne peut jamais dépasser ce qu'il possède.",
        "Plafonner une banque gardée à 50 et rendre le reste au banquier.",
    ),
    (
        "Comment mettre une banque quand son banquier a moins de 50 jetons ?",
        "« Jamais plus que ce qu'il possède ».",
        "La plus grosse banque possible est faite des jetons du banquier arrondis au multiple de cinq "
        "inférieur.",
        "Laisser le banquier mettre tous ses jetons, même un nombre qui n'est pas un multiple de cinq.",
    ),
    (
        "Que devient une donne seule dont le banquier a moins de 5 jetons ?",
        "Une place qui a moins de cinq jetons « ne peut pas tenir la banque : son tour est sauté, mais il "
        "compte ».",
        "Dans une partie, le tour de cette place est sauté et compte parmi les tours du tour de table. Une "
        "donne seule fait de même : la banque passe à la place suivante qui a 5 jetons, et le récit dit qui "
        "a été sauté et pourquoi. Quand aucune place n'a 5 jetons, il n'y a pas de donne.",
        "Refuser une telle donne au lieu de passer la banque.",
    ),
    (
        "Que peut miser une place à court de jetons ?",
        "Miser « de cinq jetons (moins seulement quand la banque ou ses jetons viennent à manquer) jusqu'à "
        "ce qui reste à miser ».",
        "La plus petite mise est 5, ou ce qui reste à miser, ou les jetons de la place, le plus petit des "
        "trois ; la plus grosse est ce qui reste à miser ou les jetons de la place. Une place sans jetons "
        "est sautée.",
        "Interdire de miser aux places qui ont moins de 5 jetons.",
    ),
    (
        "Qui peut couvrir la banque ?",
        "Une place peut « couvrir toute la banque, ce qui rend toutes les autres mises et clôt les mises ».",
        "Une place dont les jetons atteignent toute la banque peut la couvrir à son tour, même après que "
        "d'autres ont misé ; leurs mises leur sont rendues.",
        "Ne couvrir que ce qui reste à miser.",
    ),
    (
        "Une donne nulle met-elle fin au tour d'une banque gardée ?",
        "Un tour « dure jusqu'à ce que le banquier perde ou passe » ; « si personne ne mise, la donne est "
        "nulle : aucune carte n'est retournée et la banque passe au suivant ».",
        "Oui : une donne nulle met fin au tour, même celui d'une banque gardée. La banque, gains compris, "
        "revient à son banquier et la place suivante prend la banque.",
        "Laisser une banque gardée tenir une donne de plus quand personne ne mise contre elle.",
    ),
    (
        "Comment prendre la moitié d'une mise selon la jumelle (pair_rule = half) ?",
        "Wikipédia donne à la banque la moitié des mises sur une paire.",
        "La banque prend la moitié de chaque mise, arrondie au jeton inférieur ; le reste est rendu à celui "
        "qui a misé.",
        "Arrondir en faveur de la banque.",
    ),
    (
        "Bat-on un paquet quand la donne est nulle ?",
        "« Un paquet neuf à chaque donne » ; une donne nulle ne retourne aucune carte.",
        "Chaque donne commence avec un paquet neuf, nulle ou non ; une donne nulle n'en retourne aucune carte.",
        "Ne battre que quand des cartes doivent être retournées ; aucun chiffre ne change.",
    ),
    (
        "Que veut dire « environ 15 pour cent » pour la banque d'un ordinateur ?",
        "Un ordinateur « met en banque environ 15 pour cent de ses jetons ».",
        "15 % de ses jetons arrondis au multiple de cinq le plus proche, jamais moins de 5 ni plus que la "
        "plus grosse banque qu'il peut mettre.",
        "Arrondir au multiple de cinq inférieur.",
    ),
    (
        "Qu'est-ce que « une part de leurs jetons » qu'un ordinateur mise ?",
        "Les ordinateurs « misent une part de leurs jetons ».",
        "Un ordinateur mise un nombre entier de jetons tiré uniformément entre 5 % et 15 % de ses jetons "
        "(selon la graine), dans les limites de la plus petite et de la plus grosse mise permises ; il ne "
        "passe jamais.",
        "Un dixième fixe de ses jetons.",
    ),
    (
        "Quand un ordinateur couvre-t-il ?",
        "Un ordinateur « couvre une banque de 15 pour cent de ses jetons ou moins environ une fois sur cinq ».",
        "Quand couvrir est possible et que toute la banque fait au plus 15 % de ses jetons, il couvre avec "
        "une chance d'exactement une sur cinq, tirée selon la graine ; sinon il mise.",
        "Couvrir une fois sur cinq que se présente une telle banque, à tour de rôle plutôt qu'au hasard.",
    ),
    (
        "Quand un ordinateur garde-t-il une banque qu'il a gagnée ?",
        "La source ne donne aux ordinateurs aucune règle pour garder la banque.",
        "Un ordinateur garde la banque tant que la banque grossie fait au plus le quart de ce qu'il possède ; "
        "après une paire, il empoche plutôt ses gains quand les y laisser dépasserait ce quart ; sinon il "
        "passe.",
        "Toujours passer après un gain.",
    ),
)
"""The rulings, in the order of :data:`.options.RULINGS`: (question, source says, we deal, alternative)."""

ODDS: dict[str, str] = {
    "pairs": "Paires ordonnées de premières cartes parcourues",
    "pairs.how": "chaque carte du banquier avec chaque carte des pontes",
    "pair": "Probabilité d'une paire",
    "pair.how": "cartes du rang du banquier parmi celles qui restent",
    "bank-wins": "Probabilité que la banque gagne la donne",
    "bank-wins.how": "une paire, ou le rang du banquier en premier",
    "edge": "Gain espéré de la banque par jeton misé",
    "edge.how": "gains moins pertes, par jeton",
    "gain.one": "Gain de la banque par jeton, {n} paquet, pair_rule={rule}",
    "gain.many": "Gain de la banque par jeton, {n} paquets, pair_rule={rule}",
    "gain.how": "exact, par le même parcours",
}
"""The exact figures' labels and how each was found (see :mod:`.odds`)."""
