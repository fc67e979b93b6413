"""Les mots du jeu du XIXe siècle, des règles de Pagat et du jeu de 1979, le nom du jeu et ses
cousins, en français.

The entries of :mod:`.play` told in French (see :class:`.term.Told`), keyed by their slugs. The
headword is the game's French word where the sources give one (banco, doublet, refait, jumelle,
pharaon, bassette, ponte, carte du banquier, carte des pontes), otherwise the word the French
tables of the engine use (la banque, la mise, couvrir, passer la banque, la donne nulle). Each
definition says what the English one says and cites the same sources; ``forms`` are the tooltip
forms on French pages, ``words`` the further inflections a French step may use.
"""

from __future__ import annotations

from .term import Told

F = Told
PLAY: dict[str, Told] = {
    # ----- le jeu du XIXe siècle et celui de Pagat
    "round-of-speaking": F(
        "Tour de parole",
        "Au jeu du XIXe siècle, chaque ponte à son tour, en partant de la droite du banquier, dit passe, relance ou "
        "banco. Si la banque n'est pas couverte après un tour, un second suit, ouvert à ceux qui ont passé ; si "
        "elle ne l'est toujours pas, le banquier se retire ou réduit sa mise à ce qui a été misé.",
        "Au jeu du XIXe siècle, chaque ponte parle à son tour : passe, relance ou banco.",
        ("tour de parole", "tours de parole"),
    ),
    "raise": F(
        "Relance",
        "Au jeu du XIXe siècle, miser une partie de la mise du banquier ; toutes les relances ensemble ne peuvent "
        "la dépasser.",
        "Au jeu du XIXe siècle, miser une partie de la mise du banquier.",
        (),
        ("relance", "relances", "relancent", "relancer", "relancé"),
    ),
    "banco": F(
        "Banco",
        "Miser autant que toute la mise du banquier, ce qui clôt la parole. Un ponte ne peut faire banco qu'à son "
        "tour, et seulement tant que les relances précédentes n'ont pas couvert la mise.",
        "Miser d'un coup toute la mise du banquier.",
        ("banco",),
    ),
    "cover": F(
        "Couvrir",
        "Selon les règles de Pagat, miser d'un coup toute la banque ; toutes les autres mises sont rendues et les "
        "mises sont closes.",
        "Selon les règles de Pagat, miser d'un coup toute la banque.",
        (),
        ("couvre", "couvrent", "couvert", "couverte"),
    ),
    "stake": F(
        "Mise",
        "Les jetons qu'un joueur risque sur une donne. Selon les règles de Pagat, une mise est d'au moins 5 jetons, "
        "moins seulement quand la banque ou le joueur en manque, et d'au plus ce qui reste à miser dans la banque.",
        "Les jetons qu'un joueur risque sur une donne.",
        (),
        ("mise", "mises", "miser", "misent", "misé", "enjeu", "enjeux", "met en jeu", "mettre en jeu"),
    ),
    "pass": F(
        "Passer",
        "Ne rien miser pour cette donne. Un banquier qui a gagné peut aussi passer la banque au lieu de la garder.",
        "Ne rien miser pour cette donne.",
        (),
        ("passe", "passent", "passé"),
    ),
    "players-card": F(
        "Carte des pontes",
        "La carte sur laquelle les joueurs misent contre la carte du banquier. Au jeu du XIXe siècle et selon les "
        "règles de Pagat, c'est la deuxième carte retournée (la carte des pontes), et les joueurs gagnent si son "
        "rang sort le premier. Au jeu de l'encyclopédie de 1979, chaque carte non assortie devient une carte des "
        "joueurs sur laquelle miser, et le banquier gagne les mises qu'elle porte si son rang sort avant le sien : "
        "la convention inverse.",
        "La carte sur laquelle misent les joueurs ; ce que vaut son rang dépend du jeu.",
        ("carte des pontes", "cartes des pontes", "carte des joueurs", "cartes des joueurs"),
    ),
    "bankers-card": F(
        "Carte du banquier",
        "La propre carte du banquier. Au jeu de cour, elle vient après les cartes droites, et quand son rang sort "
        "le banquier paie chaque coupeur encore en jeu ; le jeu de l'encyclopédie de 1979 fait de même. Au jeu du "
        "XIXe siècle et selon les règles de Pagat, c'est la première carte retournée, et la banque gagne quand "
        "son rang sort le premier.",
        "La propre carte du banquier ; ce que vaut son rang dépend du jeu.",
        ("carte du banquier", "cartes du banquier"),
    ),
    "matching": F(
        "Même rang",
        "Une carte en assortit une autre du même rang, un valet un valet, un sept un sept. La couleur ne compte "
        "jamais, dans aucune version du jeu.",
        "Une carte en assortit une autre du même rang ; la couleur ne compte pas.",
        (),
        ("assortit", "assortissent", "assortie", "assorties"),
    ),
    "doublet": F(
        "Doublet",
        "Au jeu du XIXe siècle, la carte des pontes qui sort au rang du banquier : le banquier gagne d'un coup "
        "toutes les mises, et c'est là qu'est son avantage. Au pharaon, un doublet donne la moitié au banquier.",
        "Carte du banquier et carte des pontes du même rang : le banquier gagne toutes les mises.",
        ("doublet", "doublets"),
    ),
    "pair": F(
        "Paire",
        "Selon les règles de Pagat, la carte du banquier et la carte des pontes du même rang : la banque prend "
        "d'un coup toutes les mises. Le jeu du XIXe siècle l'appelle doublet ; les premières versions de Wikipédia "
        "en anglais, d'après Steinmetz, ne donnent à la banque que la moitié (la jumelle).",
        "Carte du banquier et carte des pontes du même rang, selon les règles de Pagat.",
        (),
        ("paire",),
    ),
    "jumelle": F(
        "Jumelle",
        "Le nom que donnent les premières versions de Wikipédia en anglais, d'après Steinmetz, à une paire de "
        "premières cartes quand elle donne à la banque la moitié de chaque mise plutôt que toute la mise. "
        "L'option `pair_rule` la donne.",
        "Une paire de premières cartes qui donne à la banque la moitié de chaque mise.",
        ("jumelle",),
    ),
    "plie": F(
        "Plié",
        "Le nom que la tradition allemande donne à une paire de premières cartes, qui donne toutes les mises à la "
        "banque ; Wikipédia en allemand le donne dans les règles qu'elle tire du *Meyers Konversationslexikon* "
        "(1908).",
        "Une paire de premières cartes qui donne toutes les mises à la banque, dans la tradition allemande.",
        ("Plié",),
    ),
    "middle-card": F(
        "Carte du milieu",
        "Au jeu du XIXe siècle, chaque carte retournée après celle du banquier et celle des pontes, posée entre "
        "elles, jusqu'à ce qu'une carte assortisse l'une ou l'autre : le rang du banquier lui gagne les mises, "
        "celui des pontes leur gagne autant qu'ils ont misé.",
        "Une carte retournée entre celle du banquier et celle des pontes, jusqu'à ce qu'une l'assortisse.",
        ("carte du milieu", "cartes du milieu"),
    ),
    "deciding-card": F(
        "Carte décisive",
        "Selon les règles de Pagat, la première carte qui assortit la carte du banquier ou la carte des pontes ; "
        "elle décide la donne.",
        "La première carte qui assortit la carte du banquier ou la carte des pontes.",
        ("carte décisive",),
    ),
    "keeping-the-bank": F(
        "Garder la banque",
        "Un banquier qui gagne peut rester banquier en laissant ses gains dans la banque : au jeu du XIXe siècle, la "
        "mise double chaque fois, et selon les règles de Pagat une banque de 20 qui a pris 20 devient une banque "
        "de 40. Après un doublet ou une paire, le banquier peut au contraire mettre ses gains de côté (le "
        "refait). Au jeu de cour, le banquier garde la main après sa propre carte quadruple ou après avoir pris "
        "toutes les cartes droites.",
        "Un banquier qui gagne reste banquier, ses gains ajoutés à la banque.",
        ("garder la banque",),
        ("garde la banque", "garde la main"),
    ),
    "refait": F(
        "Refait",
        "Après avoir gagné sur un doublet, le banquier peut rester banquier et empocher ses gains, si bien que sa "
        "mise ne double pas. S'il passe la banque au contraire, elle peut être achetée au niveau non doublé, mais "
        "l'acheteur doit la passer après son premier tour, qu'il gagne ou qu'il perde. La source du XIXe siècle "
        "cite le récit de Dumas, *Herminie*, comme celui qui montre le refait.",
        "Le banquier qui gagne sur un doublet empoche ses gains et garde la même mise.",
        ("refait",),
    ),
    "passing-the-bank": F(
        "Passer la banque",
        "Un banquier qui a gagné peut céder la banque au lieu de la garder. Au jeu du XIXe siècle, elle est alors "
        "mise en vente ; selon les règles de Pagat à la table en ligne, elle passe simplement à la place suivante. "
        "Au jeu de cour, un banquier qui a le droit de garder la main peut la passer au coupeur de sa droite, qui "
        "ne peut la refuser.",
        "Un banquier qui a gagné cède la banque au lieu de la garder.",
        ("passer la banque",),
        ("passe la banque", "passer la main", "passe la main"),
    ),
    "buying-the-bank": F(
        "Acheter la banque",
        "Quand un banquier gagnant passe la banque au jeu du XIXe siècle, les joueurs parlent à leur tour, et le "
        "premier qui offre la mise qu'aurait dû tenir le banquier devient banquier. Quand une banque achetée perd, "
        "la banque va au joueur qui l'aurait eue avant les achats. Un quatrième achat de suite n'est pas permis. "
        "Pagat permet l'achat ; la table en ligne, non.",
        "Prendre une banque passée en offrant la mise qu'aurait dû tenir son banquier.",
        ("acheter la banque", "achète la banque", "a acheté la banque"),
    ),
    "rightful-successor": F(
        "Successeur de droit",
        "Au jeu du XIXe siècle, le joueur qui aurait eu la banque si personne ne l'avait achetée. Une banque "
        "achetée qui perd, et une banque achetée au niveau du refait une fois son tour fini, lui reviennent, et "
        "c'est lui qui fixe la mise.",
        "Le joueur qui aurait eu la banque si personne ne l'avait achetée.",
        ("successeur de droit",),
    ),
    "bystander": F(
        "Joueur debout",
        "Au jeu du XIXe siècle, un joueur qui attend, debout près de la table, et qui peut compléter les mises des "
        "pontes quand deux tours de parole laissent la mise du banquier à découvert. Notre option `bystander` en "
        "assoit un.",
        "Au jeu du XIXe siècle, un joueur debout qui peut compléter les mises des pontes.",
        (),
        ("joueur debout", "joueurs debout"),
    ),
    "void-deal": F(
        "Donne nulle",
        "Une donne qui ne compte pas. Selon les règles de Pagat, personne ne mise : aucune carte n'est retournée et "
        "la banque passe. Au jeu de l'encyclopédie de 1979, la carte des joueurs a le rang de la carte du banquier, "
        "et l'on donne de nouveau.",
        "Une donne qui ne compte pas : personne n'a misé, ou les premières cartes se sont heurtées.",
        ("donne nulle", "donnes nulles"),
        ("donne est nulle",),
    ),
    "lap": F(
        "Tour de table",
        "Selon les règles de Pagat à la table en ligne, un tour de banque pour chaque place ; une partie dure d'un "
        "à quatre tours de table.",
        "Selon les règles de Pagat, un tour de banque pour chaque place.",
        (),
        ("tour de table", "tours de table"),
    ),
    "turn": F(
        "Tour de banque",
        "Selon les règles de Pagat à la table en ligne, le temps qu'une place tient la banque, jusqu'à ce que le "
        "banquier perde ou passe.",
        "Selon les règles de Pagat, le temps qu'une place tient la banque.",
        (),
        ("tour de banque", "tours de banque"),
    ),
    "even-money": F(
        "À égalité",
        "Payer une mise gagnante d'autant qu'elle valait, la mise revenant aussi à son joueur.",
        "Payer une mise gagnante d'autant qu'elle valait.",
        ("à égalité",),
    ),
    "coup-de-lansquenet": F(
        "Un coup de lansquenet",
        "Une décision rapide et risquée entre deux possibilités, une locution que le jeu du XIXe siècle a laissée "
        "au français. La source en donne le sens, non l'origine.",
        "Un choix rapide et risqué entre deux partis.",
        ("coup de lansquenet",),
    ),
    "a-moi-le-tout": F(
        "À moi le tout ; je tiens",
        "Des annonces du jeu du XIXe siècle que rapporte Steinmetz, qui rend la première en anglais par *I'll see*. "
        "Nos sources ne disent pas exactement à quoi elles répondent parmi passe, relance et banco.",
        "Des annonces du jeu du XIXe siècle que rapporte Steinmetz.",
        ("à moi le tout", "je tiens"),
    ),
    # ----- le jeu de l'encyclopédie de 1979
    "hand-card": F(
        "Carte de main",
        "Au jeu de l'encyclopédie de 1979, les deux cartes données d'abord face visible. On ne mise jamais sur "
        "elles : elles ne font que retirer deux rangs du jeu, et les cartes de ces rangs qui viennent ensuite "
        "s'empilent sur elles. *Hoyle's Games Improved* et *Enquire Within* donnent aussi deux cartes de main d'abord.",
        "Au jeu de 1979, l'une des deux premières cartes, qui retirent seulement leur rang du jeu.",
        ("carte de main", "cartes de main"),
    ),
    "layout": F(
        "Tableau",
        "Au jeu de l'encyclopédie de 1979, les cartes visibles sur la table : deux cartes de main, la carte du "
        "banquier et la carte des joueurs, les cartes assorties pendant la donne s'empilant sur leur rang jusqu'à ce "
        "que les quatre diffèrent.",
        "Au jeu de 1979, les cartes visibles sur la table.",
        (),
        ("tableau",),
    ),
    "dead-rank": F(
        "Rang mort",
        "Au jeu de l'encyclopédie de 1979, un rang sur lequel on ne peut plus miser : le rang d'une carte de main, "
        "ou d'une carte des joueurs qui a été assortie. Ses cartes restent empilées sur le tableau pour mémoire, et "
        "les suivantes vont dessus. Nos tables l'emploient aussi pour le jeu du XIXe siècle, dont le paquet n'est "
        "pas rassemblé entre les tours : un rang dont toutes les cartes sont déjà sorties ne peut plus décider un "
        "tour.",
        "Un rang hors jeu (1979), ou au XIXe siècle un rang dont toutes les cartes sont sorties.",
        ("rang mort", "rangs morts"),
    ),
    # ----- le nom et les cousins
    "landsknecht": F(
        "Landsknecht",
        "Un fantassin mercenaire allemand du XVe au XVIIe siècle, lansquenet en français, et le nom du jeu. Thierry "
        "Depaulis soutient que le jeu est français et tient son nom des cartes, des cartes à lansquenets dont les "
        "valets montraient de tels soldats, plutôt que des soldats eux-mêmes.",
        "Un fantassin mercenaire allemand, lansquenet en français.",
        ("Landsknecht", "Landsknechte"),
    ),
    "banking-game": F(
        "Jeu de banque",
        "Un jeu où une place, la banque, joue contre toutes les autres, et où la banque fait le tour de la table.",
        "Un jeu où une place, la banque, joue contre toutes les autres.",
        ("jeu de banque", "jeux de banque"),
    ),
    "faro": F(
        "Pharaon",
        "Un jeu de banque du temps du lansquenet, interdit nommément, avec la bassette, par une ordonnance de "
        "l'époque. L'*Essay* de Montmort, en 1708, l'analyse avec le lansquenet et la bassette parmi une dizaine de "
        "jeux de cartes. Sur un doublet, le banquier du pharaon prend la moitié.",
        "Un jeu de banque du temps du lansquenet, faro en anglais.",
        ("pharaon", "Pharaon"),
    ),
    "bassette": F(
        "Bassette",
        "Un jeu de banque de la même époque que le lansquenet et le pharaon, interdit à plusieurs reprises à partir "
        "de 1680 ; l'*Essay* de Montmort, en 1708, l'analyse parmi une dizaine de jeux de cartes.",
        "Un jeu de banque du temps du lansquenet.",
        ("bassette",),
    ),
    "zecchinetta": F(
        "Zecchinetta",
        "Le cousin italien, associé à la Sicile ; dans sa forme courante, les joueurs ont deux cartes. Chez les "
        "Italo-Américains, c'est la Ziginette, donnée avec un paquet italien de 40 cartes. Les maisons de Ziginette "
        "prenaient le dixième des gains du donneur.",
        "Le cousin italien du lansquenet, Ziginette en Amérique.",
        ("Zecchinetta", "Ziginette"),
    ),
    "skin": F(
        "Skin",
        "Le cousin américain, pour six joueurs environ et un seul paquet ; les joueurs choisissent les cartes sur "
        "lesquelles miser et peuvent parier entre eux. Pagat tire le nom de (lan)squen(et). Le banquier n'a pas "
        "d'avantage de principe, aussi les maisons de jeu prélevaient-elles une part ; l'encyclopédie de 1979 "
        "nomme le Skinball parmi les jeux parents.",
        "Un cousin américain du lansquenet.",
        ("Skinball",),
    ),
}
"""Slug of an entry of :mod:`.play` -> the entry told in French."""
del F
