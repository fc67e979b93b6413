"""Les arbitrages du jeu de la cour en français : là où la source se tait ou hésite.

The French text of :mod:`.rulings`: the same rulings, in the same order, each as (question, what
the source says, what we deal, the alternative). Option names and values stay as a spec writes
them (``carabins = cutters``). :mod:`.options` checks, through
:class:`~lansquenet.language.Phrases`, that both languages give every text.
"""

from __future__ import annotations

RULINGS: tuple[tuple[str, str, str, str], ...] = (
    (
        "Dans quel sens vont la donne, la coupe et le tour de la main ?",
        "§3 : le banquier fait couper par le coupeur de sa gauche et donne en commençant par le coupeur de sa "
        "droite, dans le sens inverse des aiguilles d'une montre, jusqu'à celui de sa gauche ; §4 : le banquier "
        "suivant est le coupeur de sa droite.",
        "Les places sont numérotées dans le sens inverse des aiguilles d'une montre : la donne part de la place "
        "banquier + 1 et monte, le coupeur de la place banquier − 1 coupe, et la main passe à banquier + 1, en "
        "comptant toujours parmi les seuls coupeurs (les carabins de passage sont assis aux dernières places et "
        "n'ont pas de tour). L'ordre du jeu que note la transcription est celui des cartes après la coupe.",
        "Aucune : la donne « à droite » de Pierer va dans le même sens.",
    ),
    (
        "Comment tire-t-on le premier banquier ?",
        "§3 : on le choisit au hasard, « par exemple celui qui tire la plus haute carte ».",
        "Au début d'un tour, chaque coupeur tire une carte d'un jeu mêlé ; le roi est la plus haute, l'as la plus "
        "basse, et ceux qui sont à égalité tirent de nouveau. Un coup seul (scope deal) est tenu par le banquier "
        "que désigne la donne.",
        "Laisser la donne désigner aussi le premier banquier d'un tour.",
    ),
    (
        "Où va la mise « levée » d'une carte libérée à la donne ?",
        "§5 : le banquier « lève la mise placée sur la première » ; le §8 dit qu'à sa propre carte quadruple il "
        "« prend » les mises que la même section dit levées. Pierer : le banquier gagne la mise. L'Encyclopédie "
        "de Diderot s'accorde : celui qui tient la main gagne la mise du jeu sur la carte perdante.",
        "Le banquier la ramasse, comme chez Pierer et dans l'Encyclopédie. Ce que le banquier avait mis sur une "
        "carte double libérée lui revient.",
        "Le coupeur dont la carte a fait la carte multiple la gagne, lecture hypothétique qu'aucune source ne "
        "donne (taker) ; ou elle revient au coupeur dont la carte a été libérée (owner).",
    ),
    (
        "Que sont les jetons que le banquier met sur une carte double ou triple ?",
        "§5 : le banquier doit mettre le double de la mise sur une carte double et le quadruple sur une triple ; "
        "§6 : il les paie au double et au quadruple.",
        "Ils sont sur la table au nom du banquier (« Banque sur la carte de X »). Si sa carte vient, ils vont au "
        "coupeur en paiement ; si la carte est prise ou libérée, ils reviennent au banquier.",
        "Le banquier paie de sa bourse quand il perd et ne met rien : les mêmes jetons changent de mains.",
    ),
    (
        "Qui règle quoi, et comment, quand un coupeur reçoit une carte quadruple ?",
        "§5 : le banquier paie au quadruple le coupeur de la carte triple, les autres reprennent leurs mises, le "
        "coupeur de la carte quadruple ne met rien et ne gagne rien ; Pierer : le banquier ramasse tout ce qui "
        "est sur les cartes simples et doubles et perd tout ce qu'il a mis sur les cartes triples.",
        "La carte triple est payée au quadruple et garde sa propre mise ; les autres, une autre carte triple "
        "comprise, reprennent les leurs ; les coupeurs après la carte quadruple ne reçoivent pas de carte ; la "
        "main passe à la droite du banquier.",
        "Pierer : le banquier ramasse les mises des cartes simples et doubles et perd tout ce qu'il a mis sur les "
        "cartes triples, donc toute carte triple sur la table est payée au quadruple, pas seulement celle que "
        "la quadruple complète.",
    ),
    (
        "Un coupeur libéré à la donne, ou pris par la carte même du banquier, arrose-t-il ?",
        "§7 : l'arrosement suit une prise « après la donne complète des cartes aux coupeurs et au banquier ».",
        "Non : seules les prises en tirant le talon font arroser. Un tel coupeur n'en est pas moins dépossédé : "
        "il peut miser sur la réjouissance et carabiner.",
        "Le faire arroser lui aussi ; les mots de la source l'excluent.",
    ),
    (
        "L'arrosement vaut-il quand la réjouissance prend la carte d'un coupeur ?",
        "§9 : le banquier prend la carte et lève sa mise ; §7 : un coupeur qui perd sa mise sur une carte du "
        "talon après la donne complète arrose.",
        "Oui : la réjouissance est une carte du talon retournée après la donne, donc son coupeur arrose les "
        "autres (et peut être le premier pris).",
        "Pas d'arrosement pour une carte que prend la réjouissance.",
    ),
    (
        "Qui est le premier pris ?",
        "§7 : le premier coupeur dont la carte est prise, qui arrose tous les autres encore en jeu.",
        "Le premier coupeur qui arrose dans le coup. Les cartes libérées à la donne ou par la carte du banquier "
        "ne font pas de premier pris.",
        "Compter comme pris le coupeur libéré à la donne ; il n'arrose personne, donc le nom ne voudrait pas "
        "dire grand-chose.",
    ),
    (
        "Quand le banquier fait-il coupe-gorge ?",
        "Les notes sur Regnard : le banquier dont la propre carte vient avant qu'il ait pu prendre aucune autre "
        "carte découverte (cartes des coupeurs, cartes de reprise, réjouissance).",
        "Quand sa carte vient avant qu'il ait pris aucune carte sur la table. Sa propre carte qui ramasse une "
        "carte de coupeur au retournement la prend (§5), quoi qu'il advienne de sa mise (option "
        "removed_stake), de même que la réjouissance qui prend une carte de coupeur, ou une carte du talon du "
        "rang de la réjouissance ou d'une carte de reprise, avec ou sans pari dessus. Une carte libérée à la "
        "donne n'est pas sa prise : elle passe sous la carte d'un autre coupeur avant que la sienne soit "
        "retournée. Une prise au retournement ne fait toujours ni premier pris ni arrosement, qui commencent "
        "après la donne complète (§7).",
        "Compter aussi comme prises les mises levées pendant la donne ; un banquier ferait alors rarement "
        "coupe-gorge.",
    ),
    (
        "Comment le banquier limite-t-il la réjouissance ?",
        "§8 : il peut fixer un plafond au total des mises avant de retourner sa carte, et doit ensuite les tenir. "
        "Pierer : il déclare combien il en tient ; s'il ne dit rien, les mises tiennent.",
        "Avant les mises il fixe un plafond ou laisse ouvert ; dans les deux cas le total ne dépasse jamais ce "
        "qu'il pourrait payer après les cartes des coupeurs. Les coupeurs misent ensuite à tour de rôle depuis "
        "sa droite, au moins 1 jeton chacun.",
        "L'ordre de Pierer : d'abord les mises, puis le banquier déclare ce qu'il en tient.",
    ),
    (
        "Quelle carte est la réjouissance ?",
        "§9 : la première carte du talon qui n'est pas du rang de celle du banquier ; les cartes de son rang la "
        "rejoignent d'abord. Diderot et Pierer : la carte qui suit immédiatement celle du banquier.",
        "La première carte après celle du banquier qui n'est pas de son rang, comme le dit le §9 ; les lectures "
        "s'accordent chaque fois que la carte suivante est d'un autre rang.",
        "Aucune de raisonnable : une réjouissance du rang même du banquier ne pourrait jamais être décidée.",
    ),
    (
        "Retourne-t-on une réjouissance quand personne n'y a misé ?",
        "§8 : avec la réjouissance en jeu, la manière de donner change ; rien ne dépend des mises.",
        "Oui : la carte qui suit celle du banquier est toujours la réjouissance et peut prendre une carte de "
        "coupeur (§9) ; elle ne fait continuer le coup que si elle porte des mises.",
        "La sauter quand personne n'a misé ; les cartes des coupeurs rencontreraient alors le talon comme au jeu "
        "de base.",
    ),
    (
        "Et si les cartes retournées pour la réjouissance rendent la carte du banquier quadruple ?",
        "§8 traite d'une carte du banquier quadruple à son retournement : il prend les mises des cartes des "
        "coupeurs et les mises sur la réjouissance reviennent ; les cartes de son rang qui viennent ensuite la "
        "rejoignent.",
        "De même : il prend toutes les mises des cartes des coupeurs, les mises sur la réjouissance reviennent, "
        "et il garde la main.",
        "Aucune de raisonnable : la carte ne peut plus venir, donc le coup ne peut continuer.",
    ),
    (
        "Comment paie-t-on une réjouissance multiple quand le banquier perd ?",
        "§8 : il paie à égalité chacun de ceux qui ont misé sur la réjouissance ; le §9 n'ajoute rien pour une "
        "double ou une triple.",
        "À égalité, double ou triple de même.",
        "La payer comme une carte de coupeur de même multiplicité : une double à 2 contre 1, une triple à 4 "
        "contre 1.",
    ),
    (
        "Que devient la réjouissance quand toutes les cartes des coupeurs sont prises avant elle ?",
        "§13 : le coup n'est pas fini tant que la carte du banquier n'est pas venue ou qu'il reste une carte de "
        "reprise ou la réjouissance. Pierer : une réjouissance non décidée n'est ni gagnée ni perdue.",
        "Le coup continue jusqu'à ce que la réjouissance ou la carte du banquier vienne ; le banquier garde la "
        "main dans les deux cas.",
        "Pierer : ses mises reviennent et le coup finit, à moins que des cartes de reprise le tiennent ouvert.",
    ),
    (
        "Qui sont les carabins ?",
        "§1 et §10 : des joueurs de passage que le banquier admet, qui ne coupent jamais, ne tiennent jamais la "
        "main et n'ont pas à arroser, parient sur la réjouissance ou une carte de reprise contre le banquier "
        "seul, et peuvent s'en aller ; un coupeur dépossédé de sa carte peut revenir en carabin, avec la "
        "préférence à offre égale. Pöllnitz : S. Rémi « ne coupe pas, mais il tient toutes les cartes et parie "
        "gros sur la réjouissance ».",
        "Deux sortes. Les carabins de passage (option outsiders, aucun par défaut) sont assis aux dernières "
        "places de la donne, avec leurs propres jetons comme toute place, si bien que le bilan et la relecture "
        "les comptent : ils n'ont pas de carte, ne coupent, ne tiennent la main ni n'arrosent jamais, et misent "
        "sur la réjouissance et parient sur les cartes de reprise. Et les coupeurs : par défaut ceux qui ont "
        "perdu leur carte ce coup-ci carabinent, comme la source entend le nom ; avec carabins = cutters, tout "
        "coupeur sauf le banquier le peut. Le moment où l'on pose les cartes de reprise est l'arbitrage suivant.",
        "Aucun coupeur ne carabine (carabins = none) : sans carabins de passage non plus, on ne pose pas de "
        "cartes de reprise et l'on tire le talon comme au jeu de base.",
    ),
    (
        "Quand une carte du talon qui ne prend rien devient-elle une carte de reprise ?",
        "§10 : « si l'on admet des carabins au jeu », une telle carte est posée à découvert, et « c'est sur ces "
        "cartes découvertes que les carabins peuvent parier » ; §11 : « pour que les carabins puissent jouer, il "
        "faut que les cartes de reprise soient exposées ».",
        "Seulement tant que quelqu'un peut carabiner dessus (reprise_cards = claimable) : un carabin de passage, "
        "tout coupeur sous carabins = cutters, ou, sous carabins = dispossessed (par défaut), dès qu'un coupeur "
        "a perdu sa carte, à la donne, par la carte du banquier ou par une prise. La carte qui dépossède un "
        "coupeur est posée avec la sienne, puisqu'il peut carabiner dessus. Avant cela, une carte qui ne prend "
        "rien va au talon retourné, comme au jeu de base, donc une carte de son rang venue plus tard ne prend "
        "rien et le banquier peut encore faire coupe-gorge.",
        "Dès la première carte du talon à toute table qui admet des carabins (reprise_cards = accepted), même "
        "si personne ne peut encore y parier ; la prendre épargne alors le coupe-gorge au banquier. La section "
        "des chances montre la différence.",
    ),
    (
        "Combien de carabins de passage, et où s'asseyent-ils ?",
        "§1 : on peut admettre des carabins en cours de partie ; Pöllnitz : toute personne bien mise peut entrer "
        "et parier sur la réjouissance. Aucun nombre n'est donné.",
        "Jusqu'à quatre, selon l'option outsiders : les dernières places de la donne sont les leurs, et les 4 à "
        "12 du §1 comptent les coupeurs avant eux. Ils parlent après les coupeurs, dans l'ordre des places, sur "
        "la réjouissance et sur chaque carte de reprise.",
        "Une foule de spectateurs avec leur propre bourse, qui vont et viennent entre les coups : leurs gains "
        "quitteraient la table, ce qui demande des comptes au-delà des places.",
    ),
    (
        "Le banquier peut-il refuser la mise d'un carabin sur la réjouissance ?",
        "§10 : le banquier n'est jamais obligé d'accepter le pari d'un carabin, sur la réjouissance ou une carte "
        "de reprise, et peut plafonner le total de la réjouissance comme toujours.",
        "Sur la réjouissance il répond à tous à la fois par son plafond, fixé avant toute mise, et les carabins "
        "misent à l'intérieur comme les coupeurs ; sur une carte de reprise il répond à chaque offre.",
        "Demander au banquier d'accepter ou de refuser tour à tour la mise de chaque carabin sur la réjouissance.",
    ),
    (
        "Un carabin peut-il parier une fois et s'en aller ?",
        "§10 : les carabins peuvent parier une seule fois et s'en aller.",
        "Un carabin de passage peut passer sur toutes les offres pour le reste du coup ou du tour, ce qui revient "
        "à partir sauf le nom ; sa place reste pour que ses jetons soient encore comptés.",
        "Des places qui vont et viennent entre les coups, ce que les places fixes de la transcription ne peuvent "
        "montrer.",
    ),
    (
        "Comment une carte de reprise revient-elle à un seul carabin ?",
        "§10 : une carte de reprise ne peut servir qu'à un seul carabin ; le banquier peut accepter, limiter ou "
        "refuser tout pari ; à offre égale, le coupeur dépossédé a la préférence.",
        "Quand on pose une carte de reprise (ou qu'on la repose en carte multiple), chaque coupeur qui peut "
        "carabiner, à tour de rôle depuis la droite du banquier, puis chaque carabin de passage, offre un pari ou "
        "passe. Le banquier répond à l'offre la plus haute (à offre égale, d'abord un coupeur dépossédé, puis "
        "l'offre la plus ancienne) : accepter, la limiter, ou refuser et entendre la suivante. Dès que l'une est "
        "tenue, les autres offres tombent, et les mots le disent. Une carte de reprise que personne n'a prise ne "
        "reçoit plus de pari.",
        "Laisser les carabins parier sur une carte de reprise non prise à tout moment du talon.",
    ),
    (
        "Que pose-t-on quand une carte du talon est du rang d'une carte sur la table ?",
        "§11 : le banquier la prend, et la carte prise est exposée et forme une carte de reprise multiple ; ce "
        "peut être une carte de reprise, une carte de coupeur ou la réjouissance.",
        "La carte prise (avec les cartes qui sont dessous) et la carte du talon forment ensemble une carte de "
        "reprise double, triple ou quadruple, ouverte à un nouveau pari ; une quadruple ne peut plus venir et "
        "est mise de côté.",
        "Aucune : la source est explicite.",
    ),
    (
        "En quelle unité compte la règle des chances ?",
        "§12.2 : le carabin parie 4 moins la multiplicité de la carte du banquier, et on lui paie 4 moins celle "
        "de sa propre carte, en jetons ; les paris plus gros vont par multiples de cela.",
        "En mises du jeu (1 jeton par défaut, comme compte la source). Des cartes égales se ramènent à un pour "
        "un, comme le dit le §12.2. Sans la règle des chances, le plus petit pari est une mise du jeu, payée à "
        "égalité.",
        "Compter en jetons simples quelle que soit la mise du jeu.",
    ),
    (
        "Comment paie-t-on une carte de reprise quand des cartes de son rang sont déjà sorties sans rien "
        "prendre ?",
        "§12.2 : chaque côté parie le complément à 4 de la carte de l'autre, « le complément à 4 n'étant autre "
        "que le nombre de cartes de même rang qui restent au talon » ; le §12.1 nomme les cartes simples, "
        "doubles et triples, telles que le §11 les pose.",
        "Selon les cartes de son rang qui restent au talon. Sous reprise_cards = claimable, une carte qui ne "
        "prend rien avant que personne puisse carabiner va au talon retourné ; une carte de son rang venue plus "
        "tard est posée seule mais payée comme une double (deux de son rang restent) ou une triple (une reste), "
        "et les mots le disent. S'il n'en reste aucune, rien ne pourrait la prendre, donc elle est mise de côté "
        "comme une quadruple. Tout pari sur une carte de reprise est alors équitable : son gain moyen est nul.",
        "Ressortir avec elle les cartes retournées de son rang en carte de reprise double ou triple : même prix, "
        "mais des cartes que le jeu de base avait écartées reviennent. Ou la payer selon les cartes qu'elle "
        "porte, ce qui n'est plus équitable : un carabin sur un trois seul, avec deux trois restants, gagne 3 "
        "fois sur 5 à égalité.",
    ),
    (
        "Et si quelqu'un ne peut pas payer ?",
        "La source suppose que chacun peut payer.",
        "Un coupeur qui a moins que la mise du jeu ne joue pas le coup et ne peut tenir la main ; le banquier ne "
        "tient jamais de réjouissance ni de pari au-delà de ce qu'il pourrait payer ; une bourse qui se vide "
        "quand même (arrosement, jetons d'un banquier à court sur une carte multiple) paie ce qu'elle contient, "
        "et les mots le disent.",
        "Laisser les joueurs s'endetter, ce que les comptes de la table ne peuvent montrer.",
    ),
    (
        "Quelles cartes de reprise font continuer le coup une fois toutes les cartes des coupeurs prises ?",
        "§13 : le coup n'est pas fini tant que la carte du banquier n'est pas venue ou qu'il reste des cartes de "
        "reprise ou la réjouissance en jeu.",
        "Seulement une carte de reprise qui porte le pari d'un carabin : rien ne dépend d'une carte que personne "
        "n'a prise, qui ne reçoit plus de pari. Tant qu'un pari tient, on pose encore de nouvelles cartes de "
        "reprise et on les offre ; dès qu'aucun ne tient (et qu'aucune réjouissance misée n'est sur la table), "
        "le coup est fini.",
        "Toute carte de reprise sur la table, prise ou non : on tirerait alors le talon jusqu'à ce que la carte "
        "du banquier vienne, presque à chaque coup.",
    ),
    (
        "Un banquier qui perd après que toutes les cartes des coupeurs ont été prises garde-t-il la main ?",
        "§13 : il garde la main même s'il a perdu la réjouissance ou des cartes de reprise.",
        "Oui : perdre contre une carte venue après que toutes les cartes des coupeurs ont été prises laisse la "
        "main au banquier.",
        "Aucune : la source est explicite.",
    ),
    (
        "Comment un tour finit-il toujours ?",
        "§4 et §13 : le banquier garde la main après un coup où toutes les cartes des coupeurs ont été prises, "
        "ou après sa propre carte quadruple, et peut la passer quand il veut ; §14 : un tour, c'est chaque "
        "coupeur banquier une fois.",
        "Après chaque coup qui lui laisse la main, le banquier choisit de la garder ou de la passer à sa droite, "
        "mais il tient au plus max_hands coups de suite.",
        "Pas de limite : un banquier heureux pourrait garder la main indéfiniment.",
    ),
    (
        "Comment choisissent les joueurs de l'ordinateur ?",
        "La source ne donne aucune stratégie.",
        "Des règles prudentes, tirées d'une graine : un coupeur ou un carabin de passage mise sur la réjouissance "
        "une fois sur deux (1 à 3 mises) ; tout carabin, de passage ou coupeur, offre le plus petit pari deux "
        "fois sur cinq (sans la règle des chances, seulement quand sa chance est égale ou meilleure) ; le "
        "banquier laisse la réjouissance ouverte trois fois sur cinq (sinon il la plafonne à dix mises), tient "
        "un pari qui paie au plus le quart de ses jetons libres et réduit un plus gros au plus petit pari, "
        "refuse sans la règle des chances un pari dont les chances favorisent le carabin, et garde la main "
        "trois fois sur cinq, au plus trois coups de suite.",
        "Toute autre règle : aucune ne change le jeu.",
    ),
)
"""Ruling -> (question, what the source says, what we deal, the alternative), in :mod:`.rulings`' order."""
