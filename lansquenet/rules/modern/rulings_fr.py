"""Les arbitrages du lansquenet du XIXe siècle en français : ce que dit la source, ce que nous
jouons, l'autre lecture.

The French text of :mod:`.rulings`: the same rulings, in the same order, each as (question,
what the source says, what we deal, the alternative). The source's clauses are quoted in French,
in « », with its section numbers (§1 to §5), as the French pages cite them. :mod:`.options` checks, through
:class:`~lansquenet.language.Phrases`, that both languages give every text.
"""

from __future__ import annotations

RULINGS: tuple[tuple[str, str, str, str], ...] = (
    (
        "Dans quel sens parlent les pontes, et quelle place coupe ?",
        "§3 : le ponte « assis à sa droite » parle le premier et les annonces continuent « dans le sens inverse "
        "des aiguilles d'une montre » ; §2 : le jeu est coupé par « le ponte assis à sa gauche ».",
        "Les places sont numérotées dans le sens inverse des aiguilles d'une montre, donc la place à la droite "
        "du banquier est la suivante autour de la table et la parole continue depuis elle dans l'ordre des "
        "places ; la place qui précède celle du banquier, à sa gauche, coupe.",
        "Aucune : « droite » et « sens inverse des aiguilles d'une montre » s'accordent quand les joueurs "
        "font face à la table.",
    ),
    (
        "Dans quel sens tourne une banque passée quand on la met en vente ?",
        "§4 : les joueurs parlent « dans le sens des aiguilles d'une montre, en commençant par celui qui est "
        "assis à la droite du dernier banquier ». Dans ce sens, depuis la place à sa droite, on revient tout "
        "droit au banquier lui-même.",
        "On demande d'abord à la place à la droite de celui qui passe (elle aurait eu la banque de droit) ; "
        "puis l'offre tourne dans le sens des aiguilles d'une montre depuis la gauche de celui qui passe, "
        "jusqu'à la deuxième place à sa droite.",
        "L'offrir depuis la droite de celui qui passe, dans le sens inverse des aiguilles d'une montre, comme "
        "va la parole.",
    ),
    (
        "Que deviennent les relances précédentes quand un ponte fait banco ?",
        "§3 : le banco est « une somme de jetons égale à celle qu'a mise le banquier », permis seulement tant "
        "que l'enjeu « n'a pas encore été couvert par les relances précédentes ». La table en ligne de Pagat "
        "rend les autres mises.",
        "Le ponte qui fait banco mise tout l'enjeu ; chaque relance précédente, la sienne comprise, est rendue "
        "à son auteur, et la parole est close. Un ponte qui a relancé au premier tour peut donc faire banco au "
        "second quand ses jetons et sa relance, ensemble, font l'enjeu.",
        "Laisser les relances en place et ne faire couvrir au banco que ce qui reste ouvert (ce n'est alors "
        "qu'une relance du reste).",
    ),
    (
        "Qui parle au second tour de parole ?",
        "§3 : « un autre tour de parole a lieu, et les joueurs qui avaient passé peuvent alors relancer ou "
        "faire banco ».",
        "Chaque ponte parle de nouveau, dans le même ordre ; celui qui a relancé peut ajouter à sa mise, celui "
        "qui a passé peut maintenant relancer ou faire banco.",
        "Ne faire parler de nouveau que ceux qui ont passé.",
    ),
    (
        "Que peut être une relance ?",
        "§3 : une relance est « une fraction de la somme mise en jeu », et les relances additionnées « ne "
        "peuvent dépasser l'enjeu du banquier ».",
        "Tout nombre entier de jetons de 1 jusqu'à ce qui reste ouvert (et ce que le ponte possède). Une "
        "relance qui remplit exactement l'enjeu le couvre et clôt la parole.",
        "Interdire une relance égale à tout l'enjeu, puisque c'est à cela que sert le banco.",
    ),
    (
        "Que fait un retrait, et quand le banquier peut-il réduire ?",
        "§3 : après deux tours, « il peut ... soit se retirer, soit réduire son enjeu au total des mises des "
        "pontes ».",
        "Réduire rend la part de l'enjeu non couverte, et le coup se joue. Se retirer rend l'enjeu et chaque "
        "mise, aucune carte n'est retournée, et la banque va au successeur de droit comme après une perte, "
        "sans vente. Quand personne n'a rien misé, le banquier se retire sans qu'on le lui demande.",
        "Laisser un banquier qui s'est retiré annoncer un nouvel enjeu, ou mettre la banque en vente.",
    ),
    (
        "Comment le joueur debout complète-t-il les mises ?",
        "§5 : « un joueur qui attendait debout pouvait à l'occasion compléter les mises ».",
        "Avec l'option, la dernière place se tient debout : elle ne tient jamais la banque, ne parle, ne coupe "
        "ni n'achète. Quand deux tours de parole laissent l'enjeu non couvert, elle peut miser exactement ce "
        "qui reste ouvert, et le couvrir, avant que le banquier doive se retirer ou réduire. Avec deux places "
        "seulement et l'option, personne ne fait face au banquier et aucun coup ne se joue.",
        "Laisser le joueur debout miser une partie de ce qui reste ouvert, le banquier réduisant au total.",
    ),
    (
        "Que se passe-t-il quand le jeu s'épuise au milieu d'un coup ?",
        "§5 : « les cartes retournées à un coup ne servent plus au suivant » ; la source ne dit pas ce qu'on "
        "fait quand le jeu est épuisé.",
        "Le jeu ne s'épuise que quand une carte doit être retournée et que le talon est vide. Alors les cartes "
        "retournées aux coups précédents sont battues en un nouveau talon (avec de nouveau les paquets et la "
        "coupe), tandis que les cartes du coup en cours restent sur la table, et le jeu continue. Entre deux "
        "coups, tout le jeu est rebattu de la même façon.",
        "Annuler le coup, rassembler toutes les cartes et le recommencer d'un paquet neuf ; ou rebattre à une "
        "carte d'arrêt un peu avant la fin.",
    ),
    (
        "Comment prend-on la moitié d'une mise selon la jumelle ?",
        "Wikipédia (d'après Steinmetz) donne à la banque la moitié des mises sur une paire.",
        "La banque prend la moitié de chaque mise, arrondie à l'unité inférieure ; le reste revient au ponte.",
        "Arrondir en faveur de la banque.",
    ),
    (
        "Quel est l'enjeu d'une banque gardée ?",
        "§4 : après un gain sur une carte du milieu, le banquier « est alors tenu de remettre en jeu son enjeu "
        "de départ plus ses gains, son enjeu doublant ainsi » ; après un doublet, il peut « empocher les mises "
        "des pontes » (un refait).",
        "Gardée, toute la banque (enjeu et gains) est l'enjeu suivant ; avec un refait, les gains vont à ses "
        "jetons et l'enjeu reste ce qu'il était. Dans les deux cas, on parle sur l'enjeu comme d'habitude et "
        "il peut être réduit après deux tours.",
        "Aucune : la source est claire.",
    ),
    (
        "Que coûte une banque passée, et que faire si deux niveaux sont offerts ?",
        "§4 : l'acheteur offre « une somme égale à ce que l'ancien banquier aurait dû mettre en jeu » ; après un "
        "doublet, l'achat « peut se faire au niveau de la banque précédente s'il y a eu refait ... ou, de "
        "préférence, à son niveau plein ».",
        "Le banquier qui passe reprend toute sa banque et l'acheteur met le prix. Après un gain sur une carte "
        "du milieu, le prix est toute la banque. Après un doublet, une place peut offrir le niveau plein, qui "
        "prend la banque aussitôt, ou le niveau du refait (l'enjeu d'avant le doublet) ; une offre au niveau "
        "du refait tient pendant qu'on demande aux places restantes si elles paieront le niveau plein, qui "
        "est préféré.",
        "Donner la banque à la première offre, à l'un ou l'autre niveau.",
    ),
    (
        "Qui est le « successeur de droit » après un ou plusieurs achats ?",
        "§4 : quand une banque achetée perd, « le joueur qui serait devenu banquier avant les achats successifs "
        "de la banque devient automatiquement le nouveau banquier » ; la banque d'un acheteur au niveau du "
        "refait « revient au successeur de droit habituel ».",
        "La place à la droite du dernier banquier qui a tenu la banque de droit (et non par achat), en sautant "
        "le banquier qui s'en va et les places sans jetons. Elle prend la banque de droit et fixe son propre "
        "enjeu. La même place prend une banque que personne n'achète, la banque d'un acheteur au niveau du "
        "refait après son unique coup, et une banque passée après trois achats de suite.",
        "Donner une banque achetée qui perd à la place à la droite de l'acheteur lui-même.",
    ),
    (
        "Et si la place qui suit de droit est l'acheteur qui a perdu ?",
        "§4 : une banque achetée qui perd va « au joueur qui serait devenu banquier avant les achats "
        "successifs », qui « fixe le montant de son enjeu comme il l'entend » ; et en général « Si le banquier a "
        "perdu, le joueur assis à sa droite devient banquier ». La source ne dit pas ce qui arrive quand "
        "l'acheteur était ce joueur-là (on offre la banque d'abord à la place à la droite de celui qui passe, "
        "donc c'est fréquent).",
        "L'acheteur a eu sa banque et l'a perdue, comme tout banquier qui perd la cède : on le saute, et la "
        "banque va de droit à la place suivante, qui fixe son enjeu. Il en va de même quand il s'est retiré, "
        "et toujours pour un acheteur au niveau du refait (qui doit passer après un coup) et pour un acheteur "
        "qui passe lui-même la banque. Les mots nomment la place sautée et disent pourquoi.",
        "Lire la clause à la lettre : il serait devenu banquier, donc il reprend la banque de droit et fixe un "
        "nouvel enjeu à son gré.",
    ),
    (
        "Comment compte-t-on les trois achats ?",
        "§4 : « La banque ne peut être achetée plus de trois fois de suite. »",
        "On compte les achats depuis que la banque est allée de droit à quelqu'un pour la dernière fois. Quand "
        "le troisième acheteur passe la banque, on ne l'offre plus : elle va au successeur de droit.",
        "Ne compter que les achats de la même banque au niveau plein.",
    ),
    (
        "Que contiennent une donne (portée deal) et une séance (portée match) ?",
        "La source décrit des coups qui se suivent tant que les joueurs restent assis.",
        "Une donne est un coup : l'enjeu, la parole, les cartes et le règlement, après quoi la banque revient "
        "à son banquier. Une séance est un nombre de coups (option rounds) où la banque passe de l'un à "
        "l'autre ; elle finit plus tôt quand moins de deux joueurs ont des jetons, et au dernier coup on ne "
        "demande à personne de garder ou de passer.",
        "Jouer jusqu'à ce qu'un joueur ait tous les jetons.",
    ),
    (
        "Comment fait-on les paquets quand on prépare le jeu ?",
        "§2 : le banquier partage le jeu « en un nombre pair de paquets », chacun battu par un joueur, réunis "
        "« deux à deux » jusqu'à ce que le jeu soit reformé ; il le bat une dernière fois et le ponte à sa "
        "gauche coupe.",
        "Les paquets sont la plus grande puissance de deux qui ne dépasse ni le nombre de joueurs assis ni deux "
        "par jeu (jamais moins de deux), battus par le banquier et les places à sa droite. Ce ne sont que des "
        "étapes : l'ordre qu'elles donnent est l'ordre enregistré du sabot.",
        "N'importe quel nombre pair de paquets ; aucun chiffre ne change.",
    ),
    (
        "Qui est le premier banquier, et que faire si un banquier n'a pas de jetons ?",
        "§2 : le premier banquier est « choisi d'un commun accord ou tiré au sort ».",
        "La place du banquier de la donne (la première place, sauf si la spécification en désigne une autre). "
        "Une place sans jetons ne peut pas mettre d'enjeu, donc la banque passe à la place suivante sur la "
        "droite.",
        "Tirer le premier banquier aux cartes.",
    ),
    (
        "Un banquier peut-il se retirer une fois que les cartes ont commencé à tourner ?",
        "§5 : dans *Herminie* de Dumas, la banquière « offre de se retirer après avoir tiré les deux premières "
        "cartes », prête à payer à chaque ponte la moitié de sa mise ; « les pontes refusèrent de la laisser se "
        "retirer ». Le §3 ne permet de se retirer qu'après deux tours de parole qui laissent l'enjeu non couvert.",
        "Non. Une fois les mises réglées, les cartes tournent jusqu'à la fin du coup sans décision ; on ne "
        "propose de se retirer que quand la parole laisse l'enjeu non couvert (§3). L'offre de la banquière "
        "dans Herminie demandait le consentement des pontes, qu'ils ont refusé ; la table des cotes montre "
        "qu'ils avaient raison.",
        "Laisser un banquier offrir de se retirer en cours de coup en payant la moitié de chaque mise, chaque "
        "ponte acceptant ou refusant.",
    ),
    (
        "Combien de fois le rang de la banquière d'Herminie était-il sorti ?",
        "§5 : elle remarque que « sa propre carte est déjà sortie six fois », ce qui montre que le jeu comptait "
        "au moins deux jeux.",
        "Six cartes de son rang ont été retournées aux coups précédents et la sienne est la septième, donc avec "
        "deux jeux il reste une carte de son rang. Contre un rang des pontes encore jamais vu (sept restantes), "
        "la banque gagne 1 fois sur 8 et perd en moyenne les trois quarts de chaque jeton misé ; la table des "
        "cotes donne les chiffres.",
        "Compter sa propre carte parmi les six : il resterait alors deux cartes de son rang, et la banque "
        "gagnerait 2 fois sur 9.",
    ),
    (
        "Comment décident les joueurs de l'ordinateur ?",
        "La source ne donne aucune stratégie.",
        "Un nouveau banquier met en jeu de 5 à 15 % de ses jetons (tirés au sort, avec la graine). Au premier "
        "tour, un ponte passe une fois sur quatre, fait banco une fois sur six quand l'enjeu ne dépasse pas le "
        "cinquième de ses jetons, sinon relance de 3 à 10 % de ses jetons ; au second tour, il complète ce qui "
        "reste ouvert quand cela ne dépasse pas le dixième de ses jetons, sinon ajoute ce dixième une fois sur "
        "deux. Un joueur debout complète les mises qui ne dépassent pas le cinquième de ses jetons. Un banquier "
        "à court de mises réduit. Un gagnant garde la banque tant que l'enjeu doublé ne dépasse pas le quart de "
        "ce qu'il possède, sinon prend un refait après un doublet si l'ancien enjeu y tient, sinon passe. Une "
        "place achète une fois sur deux quand le prix ne dépasse pas le quart de ses jetons, en préférant le "
        "niveau plein.",
        "Toute autre façon de jouer ; elles ne font que mener les places de l'ordinateur.",
    ),
)
"""The rulings in French, in the order of :data:`.rulings.RULINGS`: (question, source_says,
we_deal, alternative)."""
