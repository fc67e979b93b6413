"""Les mots du jeu de cour, et les dictons qu'il a laissés, en français.

The entries of :mod:`.court` told in French (see :class:`.term.Told`), keyed by their slugs. The
headword is the term as the French sources and dictionaries write it (coupeur, carabin, carte
droite, arrosement, premier pris, réjouissance, carte de reprise, coupe-gorge); where our sources
give a phrase in English only, the French rendering says so. Each definition says what the English
one says and cites the same sources; ``forms`` are the tooltip forms on French pages (never an
ordinary French word alone: banque, main, coup, tour), ``words`` the further inflections a French step
may use (a verb's persons).
"""

from __future__ import annotations

from .term import Told

F = Told
COURT: dict[str, Told] = {
    # ----- qui joue
    "banker": F(
        "Banquier",
        "Le joueur qui donne les cartes et joue seul contre tous les autres. Au jeu de cour, le premier banquier "
        "est tiré au sort, par exemple à la plus haute carte, et garde la main jusqu'à ce que sa propre carte soit "
        "assortie ; au jeu du XIXe siècle, le premier est choisi d'un commun accord ou par le sort ; au jeu de "
        "l'encyclopédie de 1979, c'est le premier as qui paraît qui le désigne. Quand le banquier perd, la banque "
        "passe : à droite aux jeux de cour et du XIXe siècle, à gauche dans celui de 1979.",
        "Le joueur qui donne et joue seul contre tous les autres.",
        (),
        ("banquiers",),
    ),
    "vorhand": F(
        "Vorhand",
        "Le mot allemand pour le banquier du jeu de cour, dans l'Universal-Lexikon de Pierer.",
        "Le banquier du jeu de cour, en allemand.",
        ("Vorhand",),
    ),
    "bank": F(
        "Banque",
        "Les jetons que le banquier met en jeu pour une donne, contre lesquels chaque mise est placée. Au jeu du "
        "XIXe siècle, le banquier en annonce le montant et les pontes, tous ensemble, ne peuvent miser davantage ; "
        "selon les règles de Pagat, une banque se met de 5 en 5, de 5 à 50 jetons, jamais plus que ce que le "
        "banquier possède.",
        "Les jetons que le banquier met en jeu pour une donne.",
        (),
        ("banque",),
    ),
    "punter": F(
        "Ponte",
        "Tout joueur de la table autre que le banquier, qui mise contre la banque. Le jeu de cour appelle ses "
        "joueurs permanents coupeurs et ses joueurs de passage carabins ; la source note que les carabins sont ce "
        "que d'autres jeux appellent des pontes.",
        "Un joueur qui mise contre la banque.",
        ("ponte", "pontes"),
    ),
    "cutter": F(
        "Coupeur",
        "L'un des quatre à douze joueurs permanents du jeu de cour ; une partie prend le nom de leur nombre, un "
        "lansquenet à six coupeurs, à douze coupeurs. Seuls les coupeurs peuvent tenir la main, et chacun reçoit "
        "une carte droite. La source rattache le nom au fait de couper, son mot pour retourner le talon.",
        "Un joueur permanent du jeu de cour, qui a droit à la main.",
        ("coupeur", "coupeurs"),
    ),
    "carabin": F(
        "Carabin",
        "Un joueur de passage au jeu de cour, admis seulement si le banquier l'accepte. Un carabin joue contre le "
        "seul banquier, sur la réjouissance ou sur une carte de reprise, peut miser une fois et s'en aller, ne "
        "tient jamais la main et n'arrose personne. Le mot est le nom de cavaliers légers qui tiraient d'un court "
        "mousqueton puis s'enfuyaient ; Trévoux en donne la même image, et Littré définit le carabin du lansquenet "
        "comme le joueur qui ne joue pas seul. L'*Encyclopédie* de Diderot appelle carabineurs ceux qui prennent "
        "des cartes après celle du banquier.",
        "Un joueur de passage au jeu de cour, qui mise contre le seul banquier.",
        ("carabin", "carabins", "carabineur", "carabineurs"),
    ),
    "to-carabine": F(
        "Carabiner",
        "Jouer en carabin. La lettre du baron de Pöllnitz, dans l'anglais de la source du jeu de cour, emploie le "
        "verbe, que nous rendons ici en français ; la source l'entend comme ouvert à un coupeur dont la carte "
        "droite a été prise, qui peut carabiner jusqu'à la fin du coup.",
        "Jouer en carabin, en misant contre le seul banquier.",
        ("carabiner", "carabinent"),
        ("carabine", "carabiné", "carabinant"),
    ),
    # ----- les cartes et les mises du jeu de cour
    "up-card": F(
        "Carte droite",
        "La carte que le banquier donne face visible à chaque coupeur, une à chacun, de sa droite jusqu'à sa "
        "gauche. Le coupeur y place la mise du jeu et la joue contre la carte du banquier. L'*Encyclopédie* de "
        "Diderot les appelle cartes droites, pour les distinguer des cartes de reprise et de la réjouissance.",
        "La carte donnée face visible à chaque coupeur au jeu de cour.",
        ("carte droite", "cartes droites"),
        ("carte de chaque coupeur", "cartes des coupeurs", "sa carte", "leur carte"),
    ),
    "stake-of-the-game": F(
        "Mise du jeu",
        "La mise de base, fixée d'un commun accord avant de jouer, que chaque coupeur place sur sa carte droite. "
        "L'arrosement se paie dans cette mise, quelles que soient les autres cartes.",
        "La mise de base convenue avant de jouer, placée sur chaque carte droite.",
        ("mise du jeu",),
    ),
    "multiple-card": F(
        "Carte multiple",
        "Une carte droite qui a rassemblé d'autres cartes de son rang pendant la donne : double, triple ou, pour "
        "finir, quadruple. Le coupeur ne mise toujours que la mise de base, mais le banquier doit tenir davantage "
        "contre elle, et paie davantage s'il perd contre elle. Une carte simple est une carte qui n'en a rassemblé "
        "aucune.",
        "Une carte droite qui a rassemblé d'autres cartes de son rang : double, triple ou quadruple.",
        ("carte multiple", "cartes multiples"),
        ("carte double", "cartes doubles", "carte triple", "cartes triples", "carte quadruple"),
    ),
    "double-card": F(
        "Carte double",
        "Une carte droite donnée sur une précédente du même rang : la mise du premier coupeur est levée et sa carte "
        "passe sous la nouvelle, toujours visible. Le banquier met deux fois la mise sur une carte double et la "
        "paie double. Pierer dit que le banquier gagne la mise levée, et c'est ainsi que nous la donnons.",
        "Une carte droite qui a rassemblé une autre de son rang ; le banquier la paie double.",
        ("carte double", "cartes doubles"),
    ),
    "triple-card": F(
        "Carte triple",
        "Une carte droite donnée sur une carte double de son rang, qui passe dessous. Le banquier doit mettre quatre "
        "fois la mise sur une carte triple et la paie au quadruple.",
        "Une carte droite qui a rassemblé deux autres de son rang ; le banquier la paie au quadruple.",
        ("carte triple", "cartes triples"),
    ),
    "quadruple": F(
        "Carte quadruple",
        "La quatrième carte d'un rang pendant la donne, et la fin du coup. Donnée à un coupeur sur une carte "
        "triple, le banquier paie la carte triple au quadruple, les autres coupeurs reprennent leurs mises et la "
        "main passe à la droite du banquier ; son propre coupeur ne mise rien et ne gagne rien. Retournée comme "
        "carte du banquier, celui-ci prend toutes les mises des cartes droites et donne de nouveau. Pierer règle "
        "autrement la quadruple d'un coupeur : le banquier gagne les mises des cartes simples et doubles et perd "
        "ce qu'il avait mis sur la triple.",
        "La quatrième carte d'un rang, qui met fin au coup.",
        ("carte quadruple", "cartes quadruples"),
    ),
    "stock": F(
        "Talon",
        "Les cartes qui restent après la donne, face cachée, que le banquier retourne une à une. L'encyclopédie de "
        "1979 dit simplement le paquet.",
        "Les cartes qui restent après la donne, retournées une à une.",
        (),
        ("talon",),
    ),
    "dealing-the-stock": F(
        "Tirer le talon",
        "Retourner le talon une carte à la fois, une fois la carte du banquier sortie, en les empilant à la gauche "
        "du banquier ; le jeu de cour dit aussi couper, et appelle le banquier qui le fait le donneur. Chaque carte "
        "prend la carte droite d'un coupeur, met fin au coup sur la propre carte du banquier, ou n'assortit rien.",
        "Retourner le talon carte à carte après la carte du banquier.",
        ("tirer le talon",),
        ("tire le talon",),
    ),
    "watering": F(
        "Arrosement",
        "Quand le banquier prend la carte droite d'un coupeur en tirant le talon, ce coupeur paie la mise du jeu à "
        "chacun des autres coupeurs qui tiennent encore une carte droite, simple, double ou triple sans "
        "distinction : il les arrose. Pierer décrit le même usage. Littré définit l'arrosement comme un mot du "
        "jeu : les jetons ou l'argent qu'un joueur distribue à tous les autres.",
        "Le coupeur dont la carte droite est prise paie la mise du jeu à chaque coupeur encore en jeu.",
        ("arrosement", "arroser", "arrose", "arrosent"),
        ("arrosé", "arrosés"),
    ),
    "first-taken": F(
        "Premier pris",
        "Le premier coupeur dont le banquier prend la carte droite en tirant le talon. C'est lui qui arrose le plus, "
        "puisque tous les autres coupeurs sont encore en jeu ; d'où le dicton, pâle comme un premier pris. Le "
        "français de Regnard dit premier pris.",
        "Le premier coupeur qui perd sa carte droite, et qui arrose tous les autres.",
        ("premier pris",),
    ),
    "dispossessed-cutter": F(
        "Coupeur dépossédé",
        "Un coupeur dont le banquier a pris la carte droite pendant ce coup. La source du jeu de cour pense qu'il "
        "pourrait revenir dans le coup en carabin, sur une carte de reprise, et qu'à mise égale il devrait passer "
        "avant un carabin ordinaire.",
        "Un coupeur qui a perdu sa carte droite pendant le coup, et peut revenir en carabin.",
        ("coupeur dépossédé", "coupeurs dépossédés"),
    ),
    "pale-as-a-first-taken": F(
        "Pâle comme un premier pris",
        "Un dicton qui a survécu au jeu : avoir l'air aussi défait que le coupeur qui vient de perdre le premier et "
        "doit payer tout le monde. Le valet de Regnard dit que son maître ruiné a l'air d'un premier pris.",
        "Avoir l'air aussi défait que le coupeur qui perd le premier et doit payer tout le monde.",
        ("pâle comme un premier pris",),
    ),
    "rejouissance": F(
        "Réjouissance",
        "Une chance de plus, ajoutée au jeu de cour. Après les cartes droites et avant sa propre carte, le banquier "
        "laisse coupeurs et carabins miser au milieu de la table, et peut en plafonner le total ; la première carte "
        "après la sienne qui en diffère devient la réjouissance. Si son rang sort le premier, le banquier prend ces "
        "mises ; si sa propre carte est assortie la première, il les paie à égalité. Diderot et Pierer la décrivent "
        "comme la carte qui suit aussitôt celle du banquier.",
        "La mise à côté du jeu de cour, sur la première carte après celle du banquier.",
        ("réjouissance", "réjouissances"),
    ),
    "multiple-rejouissance": F(
        "Réjouissance multiple",
        "Une réjouissance qui assortit une carte droite simple ou double : le banquier prend la mise de cette carte "
        "droite, et la carte rejoint la réjouissance, qui devient double ou triple. Si elle devient quadruple, elle "
        "ne peut plus sortir : ses mises sont rendues et le jeu continue sans elle.",
        "Une réjouissance qui a rassemblé une carte droite de son rang.",
        ("réjouissance multiple", "réjouissances multiples"),
        ("réjouissance double", "réjouissance triple"),
    ),
    "reprise-card": F(
        "Carte de reprise",
        "Quand des carabins sont à la table, chaque carte du talon qui n'assortit aucune carte déjà visible est "
        "étalée face visible, et un carabin peut miser sur elle contre le banquier ; une carte qui assortit une "
        "carte visible autre que celle du banquier est prise, puis étalée de nouveau comme carte de reprise "
        "multiple. Un seul carabin par carte de reprise ; un coupeur qui a perdu sa carte droite peut en prendre "
        "une et revenir dans le coup.",
        "Une carte étalée au jeu de cour, sur laquelle un carabin peut miser.",
        ("carte de reprise", "cartes de reprise"),
        ("reprise", "reprises"),
    ),
    "rule-of-odds": F(
        "Règle des chances",
        "Le paiement entre un carabin et le banquier, proportionné au risque que chacun court. Le facteur d'une "
        "carte est 1 pour une carte simple, 2 pour une double et 3 pour une triple ; chaque camp met quatre moins "
        "le facteur de la carte de l'autre, c'est-à-dire le nombre de cartes du rang de l'autre qui restent dans le "
        "talon, celles qui feraient perdre l'autre. Ainsi une carte simple contre une double est payée 3 pour 2 ; "
        "une carte simple contre une triple est payée 3 pour 1 ; des cartes égales sont payées à égalité. Jouer "
        "les chances, c'est suivre cette règle ; le perdant perd les chances.",
        "Payer un carabin en proportion du risque que court sa carte.",
        ("règle des chances",),
        ("chances",),
    ),
    "cutthroat": F(
        "Coupe-gorge",
        "Le banquier dont la propre carte sort avant qu'il ait pris aucune autre carte visible : carte droite, "
        "carte de reprise ou réjouissance. Il paie tout le monde et perd la main. Une prise au retournement "
        "compte : un banquier dont la carte tombe, quand il la retourne, sur une carte droite de son rang a pris "
        "cette carte, et n'est donc pas coupe-gorge. Le joueur de Regnard est vingt fois coupe-gorge ; le mot est "
        "celui de Regnard.",
        "Le banquier dont la propre carte sort avant qu'il ait pris aucune autre carte.",
        ("coupe-gorge",),
    ),
    "coupe-cul": F(
        "Coupe-cul",
        "Un nom plus grossier du coupe-gorge, souvent écrit coupe-cu.",
        "Un nom grossier du coupe-gorge : le banquier dont la carte sort la première.",
        ("coupe-cul", "coupe-cu"),
    ),
    "hand": F(
        "Coup",
        "Au jeu de cour, tout ce qui va de la donne des cartes droites jusqu'à l'une de quatre fins : la carte "
        "quadruple d'un coupeur, la quadruple du banquier, la carte du banquier assortie pendant qu'il tire le "
        "talon, ou toutes les cartes droites, cartes de reprise et la réjouissance réglées. Un banquier qui peut "
        "garder la main peut aussi la passer à sa droite.",
        "Au jeu de cour, de la donne des cartes droites jusqu'à l'une des quatre fins.",
        (),
        ("coup",),
    ),
    "round": F(
        "Tour",
        "Au jeu de cour, un tour finit quand chaque coupeur a été banquier une fois ; la source propose que "
        "personne ne parte avant la fin du premier tour. Au jeu du XIXe siècle, un tour, qu'on y appelle un coup, "
        "est une donne des cartes.",
        "Au jeu de cour, jusqu'à ce que chaque coupeur ait tenu la main ; au XIXe siècle, une donne.",
        (),
        ("tour", "coup"),
    ),
    "taking-colour": F(
        "Prendre couleur",
        "S'asseoir à la place libre d'un coupeur pendant qu'une partie est en cours. Nos sources ne donnent "
        "l'expression qu'en anglais ; nous la rendons ici mot à mot.",
        "S'asseoir à la place libre d'un coupeur, la partie déjà en cours.",
        ("prendre couleur",),
    ),
    "doing-a-charlemagne": F(
        "Faire Charlemagne",
        "Quitter le jeu après avoir gagné, sans donner leur revanche aux autres. La locution s'emploie sans "
        "article, et on la trouve pour la première fois vers 1800, à propos de la bouillotte. La source du jeu de "
        "cour ajoute qu'à la bouillotte le gagnant qui partait était remplacé par quelqu'un qui attendait, et pense "
        "que l'usage pourrait convenir au lansquenet.",
        "Quitter le jeu après avoir gagné, sans donner de revanche.",
        ("faire Charlemagne",),
        ("fait Charlemagne",),
    ),
    "lansquenet-marquis": F(
        "Marquis de lansquenet",
        "Un nom méprisant pour un parvenu enrichi à la table de jeu. Regnard met en scène un tel valet devenu "
        "marquis en 1696, et Pöllnitz en décrit un autre, S. Rémi, après 1725 : le même type, non le même homme.",
        "Un parvenu enrichi à la table de jeu.",
        ("marquis de lansquenet",),
    ),
}
"""Slug of a court-game entry -> the entry told in French."""
del F
