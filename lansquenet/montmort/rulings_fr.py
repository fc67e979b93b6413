"""Les arbitrages du jeu de Montmort en français : ce que dit l'*Encyclopédie*, ce que nous
jouons, l'autre lecture.

The French text of :mod:`.rulings`, in the same order, each as (question, what the text says,
what we deal, the alternative). The *Encyclopédie*'s words are quoted as printed, in « »; sums
are in livres, sols and deniers with a decimal comma.
"""

from __future__ import annotations

ENC = "Encyclopédie IX, LANSQUENET"

RULINGS: tuple[tuple[str, str, str, str], ...] = (
    (
        "Qui compte-t-on parmi les coupeurs des chiffres de Montmort ?",
        f"{ENC}, p. 275 : les coupeurs sont ceux qui prennent une carte avant que celui qui a la main se donne "
        "la sienne ; la p. 276 donne les chiffres «s'il y a trois coupeurs A, B, C» et ainsi de suite "
        "jusqu'à sept.",
        "Tous ceux qui sont à la table, celui qui a la main compris : trois coupeurs, ce sont celui qui a la "
        "main et deux autres. Lus ainsi, les chiffres pour trois, quatre et cinq s'accordent avec les nôtres "
        "à un denier près, tout comme celui de la place B pour quatre, et la table à quatre coupeurs a "
        "exactement les trois autres places A, B, C que nomme la page. Le jeu de cour compte lui aussi son "
        "banquier parmi les coupeurs.",
        "Trois coupeurs en plus de celui qui a la main, comme le suggère la définition de la p. 275 : chacun de "
        "nos chiffres tombe alors sur le chiffre imprimé de la ligne suivante (trois en plus de celui qui a la "
        "main valent 4 l. 19 s. 1,83 d., le chiffre imprimé pour quatre).",
    ),
    (
        "Qu'y a-t-il sur une carte double ou triple ?",
        f"{ENC} : sur une carte double, celui qui a la main «est obligé de tenir le double» ; sur une triple, il "
        "doit mettre quatre fois le fonds du jeu.",
        "Celui qui a la carte double met deux fois le fonds du jeu et celui qui a la main le tient, à jeu égal ; "
        "sur une triple, quatre fois. Les chiffres pour quatre et cinq coupeurs demandent ces quatre fois : "
        "trois fois les mettraient 5 et 13 deniers au-dessus de l'imprimé.",
        "La lecture du jeu de cour (§5, §6) : celui qui a la carte met le fonds du jeu et celui qui a la main "
        "paie le double ou le quadruple. Elle abaisse de 261 deniers la valeur de celui qui a la main à quatre "
        "coupeurs.",
    ),
    (
        "Qui gagne le fonds sur la carte précédente quand sort une carte double ou triple ?",
        f"{ENC} : «il gagne le fonds du jeu sur la carte perdante» ; sur une triple «il gagne ce qui est sur la "
        "carte perdante» ; le «il» est celui qui a la main, qui doit aussi tenir le double.",
        "Celui qui a la main le gagne : le fonds du jeu sur une carte simple, le double fonds sur une carte "
        "double.",
        "Aucune que le texte permette ; les lectures du jeu de cour (le preneur, le propriétaire) sont des "
        "hypothèses qui lui sont propres.",
    ),
    (
        "Que se passe-t-il quand la carte de celui qui a la main est d'un rang déjà sorti ?",
        f"{ENC} : le passage que nous avons lu n'en dit rien ; il dit seulement qu'il gagne ce qui est sur une "
        "carte qu'il amène, et qu'il refait la main une fois toutes les cartes prises.",
        "Sa carte prend la carte des coupeurs comme le ferait une carte du talon : il gagne ce qui est dessus, "
        "et sa carte, devenue double ou triple, a moins de cartes à venir contre elle. Devenue quadruple, elle "
        "gagne tous les fonds et il refait la main.",
        "Le jeu de cour dit de même (§5, §13) : le banquier ôte le fonds et garde la main sur une quadruple.",
    ),
    (
        "Qu'est-ce qui termine une main quand un coupeur reçoit une carte quadruple ?",
        f"{ENC} : il reprend ce qu'il avait mis sur les cartes simple et double, et perd ce qui est sur… ; notre "
        "copie de la phrase s'arrête là, avant de dire sur quelle carte et ce qui suit.",
        "Il paie sur la carte triple, la main finit et passe, comme au jeu de cour (§5, §13). Il faut quatre "
        "coupeurs d'un même rang, donc cela ne change aucun chiffre pour trois ou quatre coupeurs.",
        "Il refait la main : les chiffres pour cinq et six coupeurs monteraient de moins d'un denier, celui "
        "pour sept de 3 deniers.",
    ),
    (
        "Quand celui qui a la main la garde-t-il ?",
        f"{ENC} : s'il amène toutes les cartes des coupeurs avant la sienne, il recommence et garde la main, "
        "qu'il ait gagné ou perdu la réjouissance.",
        "Alors, et quand sa propre carte est quadruple ; la main passe quand sa propre carte sort la première "
        "ou que la quadruple d'un coupeur termine la main.",
        "Aucune ; le jeu de cour est d'accord (§13).",
    ),
    (
        "Quelle quantité Montmort imprime-t-il ?",
        f"{ENC}, p. 276 : l'avantage de celui qui a la main doit compter son espérance de la garder un nombre "
        "quelconque de fois : c'est donc une série infinie.",
        "La valeur de toute la durée de la main : le gain d'une main divisé par un moins la probabilité de "
        "garder la main, en fonds du jeu, puis en livres, sols et deniers à dix livres la pistole.",
        "Le gain par main, que donne la page des cotes du jeu de cour : 844 deniers à quatre coupeurs au lieu "
        "de 1 190.",
    ),
    (
        "La réjouissance, les carabineurs et l'arrosage entrent-ils dans les chiffres ?",
        f"{ENC} : la réjouissance et les carabineurs sont des paris à part que chacun peut prendre ; le passage "
        "ne dit rien de l'arrosage.",
        "Aucun : les chiffres ne comptent que les fonds des coupeurs sur leurs cartes.",
        "L'arrosage du jeu de cour (§7) ne change pas la valeur de celui qui a la main mais fait passer 21 "
        "deniers de C à A à quatre coupeurs.",
    ),
)
"""The rulings in French, in the order of :data:`.rulings.RULINGS`: (question, source_says,
we_deal, alternative)."""
