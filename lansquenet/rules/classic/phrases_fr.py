"""Les mots du jeu de la cour en français : mêmes clés et mêmes ``{champs}`` que l'anglais de
:mod:`.phrases`, qui les assemble et les vérifie au chargement.

The French words of the ``classic`` variant, in the court game's own terms: le banquier, les
coupeurs, les carabins (carabiner), la mise du jeu, la carte de chaque coupeur, les cartes
doubles, triples et quadruples, le talon, arroser et le premier pris, la réjouissance, les
cartes de reprise, la règle des chances, le coupe-gorge; a hand is « un coup », holding the deal
« tenir la main », a round « un tour ». A card fills ``{card}`` with its article (« la dame de
cœur (QH) »), so no phrase puts « de » or « à » before it; a seat as an owner fills ``{their}`` /
``{whose}`` with « de Blaise » or « d'Anne ». Spaces before ``: ; ? !`` are plain here;
:func:`lansquenet.language.typeset` makes them the no-break spaces French wants.
"""

from __future__ import annotations

PHRASES: dict[str, str] = {
    "draw": "Les coupeurs tirent à qui aura la main : {draws}{tie}.",
    "first-banker": "{who} tire la plus haute carte et prend la main le premier.",
    "takes-the-deal": "{holds}banquier {turn} sur {turns} de ce tour.",
    "skip-deal": "{holders}, moins que la mise du jeu, et {cannot} tenir la main : elle passe au suivant.",
    "banker-short": "{who}, le banquier, a {chips}, moins que la mise du jeu, et ne peut tenir la main : on ne "
    "joue pas de coup.",
    "no-hand": "Aucun coupeur n'a la mise du jeu ({chips}), donc on ne peut jouer aucun coup.",
    "deal-limit": "{who} a tenu la main {hands} de suite, le plus qu'un banquier le peut, donc la main passe à "
    "{next}.",
    "pass-deal": "{who} choisit de passer la main à {next}, à sa droite, qui ne peut la refuser.",
    "keep-deal": "{who} garde la main pour un autre coup.",
    "round-over": "Le tour est fini : {held}. Le plus de jetons : {leaders}, avec {chips}.",
    "shuffle": "{who}, le banquier, rassemble les cartes et les mêle.",
    "cut": "{who}, à la gauche du banquier, coupe.",
    "sit-out": "{who} a moins que la mise du jeu ({chips}) et ne joue pas ce coup.",
    "up-card": "{who} reçoit {card} à découvert et met {chips} sur sa carte.",
    "multiple-up-card": "{card} va à {who} et est du rang de la carte {their}, qui glisse dessous : une carte "
    "{kind}. {lifted} {where} ; {who} met {stake} et le banquier met {chips} dessus{short}.",
    "quadruple-card": "{card} va à {who} : c'est la quatrième de son rang, une carte quadruple, et le coup est "
    "fini. Le banquier paie au quadruple la carte triple {their} ({chips}){short} ; {who} ne met rien et ne "
    "gagne rien.",
    "triple-paid": "Le banquier paie aussi au quadruple la carte triple {their} ({chips}){short}, comme le veut "
    "Pierer.",
    "stakes-recovered": "{whose} ({chips}).",
    "stakes-collected": "Le banquier ramasse {whose} ({chips}), comme le veut Pierer.",
    "banker-card": "{who} retourne {card}, la carte du banquier, et la pose à sa droite.",
    "banker-card-multiple": "{who} retourne {card}, la carte du banquier, qui est du rang de la carte {their} : "
    "celle-ci passe dessous, et la carte du banquier est {kind}. {lifted} {where}.",
    "bankers-quadruple": "{card} rend la carte du banquier quadruple : le banquier prend toutes les mises sur les "
    "cartes des coupeurs ({chips}) ; le coup est fini, et {who} garde la main ou la passe.",
    "rejouissance-closed": "{who} n'a pas de jetons libres pour tenir une réjouissance, donc personne n'y met ce "
    "coup-ci.",
    "rejouissance-open": "{who} ne met à la réjouissance d'autre plafond que ce que la banque peut payer ({chips}).",
    "rejouissance-ceiling": "{who} plafonne les mises sur la réjouissance à {chips} en tout.",
    "rejouissance-pass": "{passers} ne {verb} rien sur la réjouissance.",
    "rejouissance-stake": "{who}{role} met {chips} au milieu de la table pour la réjouissance.",
    "joins-banker-card": "{card} est du rang de la carte du banquier et la rejoint : la carte du banquier est "
    "maintenant {kind}.",
    "rejouissance-card": "{card} n'est pas du rang de la carte du banquier : c'est la réjouissance, avec {chips} "
    "dessus.",
    "multiple-rejouissance": "La réjouissance a pris cette carte et devient une réjouissance {kind}.",
    "rejouissance-cancelled": "La réjouissance est maintenant quadruple et ne peut plus venir : elle est "
    "annulée{stakes}.",
    "rejouissance-back": "Les mises sur la réjouissance reviennent à {others} ({chips}).",
    "rejouissance-won": "{card} est du rang de la réjouissance : {who} gagne {stakes} ({chips}).",
    "rejouissance-matched": "{card} est du rang de la réjouissance, sur laquelle personne n'avait misé.",
    "rejouissance-paid": "{who} paie la réjouissance {how} : {chips} en tout à {others}{short}.",
    "rejouissance-void": "Toutes les cartes des coupeurs sont prises alors que la réjouissance n'est pas venue : elle "
    "n'est ni gagnée ni perdue, et ses mises reviennent ({chips}).",
    "no-match": "{card} ne prend rien de ce qui est sur la table.",
    "take": "{by} la carte {kind} {whose} : le banquier ramasse {chips} dessus.{first}",
    "water": "{who}{role} arrose {others} : {how}{rest}.",
    "water-empty": "{who}{role} n'a plus de jetons pour arroser {others}.",
    "nobody-to-water": "Aucun autre coupeur n'a plus de carte, donc {who} n'arrose personne.",
    "all-up-cards-taken": "Le banquier a maintenant pris toutes les cartes des coupeurs.",
    "hand-over-all-taken": "Plus rien n'est en jeu : le coup est fini, et {who} garde la main ou la passe.",
    "bankers-card-out": "{card} est du rang de la carte du banquier : {who} perd contre tous ceux encore en jeu.",
    "up-card-paid": "{who} paie {chips} à {others} sur une carte {kind}, et la mise qui y était revient{short}.",
    "cutthroat": "{who} fait coupe-gorge : la carte du banquier est venue avant que la banque ait pris une seule "
    "carte sur la table.",
    "hand-over-bankers-card": "Le coup est fini et la main quitte {who}.",
    "hand-over-kept": "Le coup est fini ; toutes les cartes des coupeurs étaient déjà prises, donc {who} garde la "
    "main ou la passe.",
    "reprise-card": "{card} ne prend rien de ce qui est sur la table et devient une carte de reprise{priced}.",
    "multiple-reprise": "Les {rank} forment de nouveau ensemble une carte de reprise {kind}{priced}.",
    "reprise-dead": "Cela fait quatre {rank} sur la table : aucune carte de ce rang ne peut plus venir, et on les "
    "met de côté.",
    "reprise-spent": "Les quatre {rank} ont paru : il n'en reste plus au talon pour prendre ces cartes, donc on "
    "les met de côté.",
    "reprise-last": "{card} ne prend rien de ce qui est sur la table, mais toutes les autres cartes de ce rang ont "
    "paru ({rank}) : aucune carte du talon ne peut prendre cette carte, qu'on met de côté.",
    "no-cover": "{who} n'a pas de jetons libres pour tenir un pari sur la reprise des {rank}.",
    "offer": "{who} carabine : une offre de {chips} sur la reprise des {rank}.",
    "offers": "{others} carabinent sur la reprise des {rank} et offrent {amounts}.",
    "offer-pass": "{others} ne {verb} pas d'offre sur la reprise des {rank}.",
    "no-offers": "Personne ne parie sur la reprise des {rank} : {others} passent {all}.",
    "wager-refused": "{who} refuse l'offre {their} de {chips} sur la reprise des {rank}.",
    "wager-covered": "{who} tient l'offre de {chips} sur la reprise des {rank}{odds} : {others} peut en gagner "
    "{payout}.",
    "offers-lapse": "{whose} sur la reprise des {rank} {verb} : une carte de reprise ne porte le pari que d'un "
    "seul carabin.",
    "wager-limited": "{who} réduit le pari sur la reprise des {rank} à {chips}{odds} : {others} peut en gagner "
    "{payout}.",
    "reprise-taken": "{card} prend la reprise des {rank} : {who} gagne le pari {their} ({chips}).",
    "reprise-matched": "{card} prend la reprise des {rank}, sur laquelle personne n'avait parié.",
    "reprise-paid": "{who} paie {chips} à {others} sur la reprise des {rank}, et le pari ({staked}) "
    "revient{short}.",
}

RUNS: dict[str, tuple[str, str]] = {
    "no-match": ("{card}", "{items} ne prennent rien de ce qui est sur la table."),
}

WORDS: dict[str, str] = {
    "title": "Le jeu de la cour (XVIIe–XVIIIe siècle)",
    "zone.pile": "Talon retourné (à la gauche du banquier)",
    "zone.up": "Carte {whose}",
    "zone.rejouissance": "Réjouissance",
    "zone.banker-card": "Carte du banquier (à droite)",
    "zone.draw": "Tirage pour la main",
    "zone.reprise": "Carte de reprise ({ranks})",
    "mark.banker-card": "Carte du banquier",
    "mark.wager": "{name}, {wager}",
    "mark.wager.kind": "{name}, {wager} ({kind})",
    "kind.1": "simple",
    "kind.2": "double",
    "kind.3": "triple",
    "kind.4": "quadruple",
    "refused.seats": "Le jeu de la cour se joue de {low} à {high} coupeurs (§1), pas {count}{extra}.",
    "extra.none": "",
    "extra.one": " en plus de {n} carabin de passage",
    "extra.many": " en plus de {n} carabins de passage",
    "refused.banker": "Le banquier doit être un coupeur, place 0 à {last} : la place {seat} est celle d'un "
    "carabin de passage, et les carabins ne tiennent jamais la main (§10).",
    "note.outsider": "Carabin de passage : pas de carte, ne coupe, ne tient la main ni n'arrose jamais ; peut "
    "miser sur la réjouissance et parier sur les cartes de reprise, contre le banquier seul.",
    "note.sit-out": "A {held}, moins que la mise du jeu ({stake}) : ne joue pas ce coup.",
    "note.quadruple": "A la carte quadruple : ne met rien et ne gagne rien.",
    "note.rejouissance.full": "Ne peut miser sur la réjouissance : elle est pleine.",
    "note.rejouissance.empty": "Ne peut miser sur la réjouissance : n'a pas de jetons.",
    "note.taken": "Carte prise par le banquier.",
    "note.taken.carabine": "Carte prise par le banquier ; peut carabiner sur une carte de reprise.",
    "note.first-taken": "Le premier pris : carte prise par le banquier.",
    "note.first-taken.carabine": "Le premier pris : carte prise par le banquier ; peut carabiner sur une carte "
    "de reprise.",
    "note.cutthroat": "Coupe-gorge : la carte du banquier est venue avant que la banque ait pris une seule carte.",
    "note.least-wager": "A {held}, moins que le plus petit pari sur une carte de reprise ({least}).",
    "draw.item": "{name} tire {card}",
    "draw.tie": " ; les {ranks} sont à égalité, et ces coupeurs tirent de nouveau",
    "holds.passes": "La main passe à {name}, à la droite {whose} : ",
    "holds.holds": "{name} tient la main : ",
    "hands.one": "1 coup",
    "hands.many": "{n} coups",
    "held.all": "chaque coupeur a tenu la main une fois",
    "held.skipped": "chaque coupeur a eu son tour de tenir la main, {short} sans les jetons pour la tenir",
    "holders.first": "{name} a {chips}",
    "holders.rest": "{name} {chips}",
    "cannot.one": "ne peut",
    "cannot.many": "ne peuvent",
    "lifted.one": "la mise {their} ({stake} jeton)",
    "lifted.many": "la mise {their} ({stake} jetons)",
    "where.banker": "va au banquier",
    "where.taker": "va à {name}",
    "where.back": "revient à {name}",
    "whose.collected.one": "la mise {whose}",
    "whose.collected.many": "les mises {names}",
    "whose.recovered.one": "{name}, l'autre coupeur qui a encore sa carte, reprend sa mise",
    "whose.recovered.many": "Les autres coupeurs qui ont encore leur carte, {names}, reprennent leurs mises",
    "short": " (tout ce qui lui reste : il manque {missing})",
    "role.outsider": ", carabin de passage,",
    "role.outsider.listed": " (carabin de passage)",
    "verb.stake.one": "met",
    "verb.stake.many": "mettent",
    "cancelled.back": ", et ses mises reviennent à {names} ({chips})",
    "cancelled.none": " ; personne n'y avait misé",
    "won.one": "la mise qui y est",
    "won.many": "les mises qui y sont",
    "paid.even": "à égalité",
    "paid.multiple": "à {factor} contre 1, comme sa carte {kind}",
    "by.stock": "{card} prend",
    "by.rejouissance": "La réjouissance prend",
    "first": " {name} est le premier pris.",
    "role.first": ", le premier pris,",
    "water.rest": ", et il ne reste rien pour {names}",
    "water.one": "la mise du jeu, {chips}",
    "water.many": "la mise du jeu ({each}) à chacun, {chips} en tout",
    "priced.one": ", payée comme une carte {kind} selon la règle des chances : il ne reste au talon qu'un {rank}",
    "priced.one.f": ", payée comme une carte {kind} selon la règle des chances : il ne reste au talon "
    "qu'une {rank}",
    "priced.many": ", payée comme une carte {kind} selon la règle des chances : il ne reste au talon que {left} "
    "{ranks}",
    "number.2": "deux",
    "number.3": "trois",
    "odds": ", à {pays} contre {least}",
    "offered.all": "{chips} chacun",
    "offered.each": "{chips} chacun ({names})",
    "offered.one": "{chips} ({names})",
    "lapsed.one": "l'offre {whose}",
    "lapsed.many": "les offres {owners}",
    "verb.lapse.one": "tombe",
    "verb.lapse.many": "tombent",
    "verb.make.one": "fait",
    "verb.make.many": "font",
    "all.2": "tous les deux",
    "all.many": "tous",
    "range.one": "1 jeton",
    "range.many": "de 1 à {high} jetons",
    "prompt.ceiling": "{name} : fixer un plafond à la réjouissance ({range}), ou la laisser ouverte à hauteur "
    "de ce que la banque peut payer ({chips}) ?",
    "prompt.rejouissance": "{name} : miser {range} sur la réjouissance, ou passer ?",
    "prompt.keep": "{name} : garder la main pour un autre coup, ou la passer à {next}, à votre droite ?",
    "prompt.wager": "{name} : {wager}, ou passer ?",
    "so-far.offers": " Offres jusqu'ici : {offers}.",
    "so-far.passes": " Offres jusqu'ici : {offers} ; {names} ont passé.",
    "so-far.passes.one": " Offres jusqu'ici : {offers} ; {names} a passé.",
    "so-far.item": "{name} {chips}",
    "wager.amounts": "de {least} à {most} jetons",
    "wager.steps": " par multiples de {least}",
    "wager.even": "payé à égalité",
    "wager.odds": "le banquier payant {pays} pour {least} que vous pariez",
    "wager": "parier {amounts}{steps} sur la reprise des {ranks}, {paid}",
    "answers.limit": "accepter, le limiter ou refuser",
    "answers.plain": "accepter ou refuser",
    "prompt.cover": "{banker} : {name} offre {chips} sur la reprise des {ranks} : {answers} ?",
    "why.limit": "l'offre est déjà le plus petit pari ({chips}).",
    "reason.stake": "la mise du jeu sur une carte",
    "reason.multiple-stake": "la mise sur une carte multiple",
    "reason.lifted.banker": "une mise levée d'une carte libérée va au banquier",
    "reason.lifted.taker": "une mise levée d'une carte libérée va à la carte qui l'a prise",
    "reason.lifted.back": "une mise levée d'une carte libérée revient",
    "reason.freed-back": "les jetons du banquier sur une carte libérée lui reviennent",
    "reason.guarantee": "les jetons du banquier sur une carte {kind}",
    "reason.quadruple-collected": "le banquier ramasse une mise sur la carte quadruple d'un coupeur (Pierer)",
    "reason.quadruple-recovered": "une mise reprise quand une carte quadruple finit le coup",
    "reason.multiple-back": "les jetons du banquier sur une carte multiple lui reviennent",
    "reason.triple": "le banquier paie une carte triple au quadruple",
    "reason.triple-back": "la mise d'une carte triple revient",
    "reason.bankers-quadruple": "la carte quadruple du banquier prend toutes les mises",
    "reason.rejouissance": "une mise sur la réjouissance",
    "reason.rejouissance-back": "une mise sur la réjouissance revient",
    "reason.rejouissance-won": "le banquier gagne la réjouissance",
    "reason.rejouissance-stake-back": "une mise gagnante sur la réjouissance revient",
    "reason.rejouissance-paid": "le banquier paie la réjouissance",
    "reason.take": "le banquier prend la mise d'une carte",
    "reason.taken-back": "les jetons du banquier sur une carte prise lui reviennent",
    "reason.watering": "arrosement",
    "reason.multiple-paid": "les jetons du banquier sur une carte multiple vont à son coupeur",
    "reason.up-card-paid": "le banquier paie une carte",
    "reason.stake-back": "une mise gagnante revient",
    "reason.wager": "le pari d'un carabin sur une carte de reprise",
    "reason.wager-taken": "le banquier prend un pari sur une carte de reprise",
    "reason.wager-back": "un pari gagnant sur une carte de reprise revient",
    "reason.reprise-paid": "le banquier paie une carte de reprise",
}

ACCOUNTS: dict[str, str] = {
    "{}'s stake": "Mise {whose}",
    "Bank on {}'s card": "Banque sur la carte {whose}",
    "{} on the rejouissance": "{name} sur la réjouissance",
    "{} on the reprise {rank}": "{name} sur la reprise des {ranks}",
}

PRESETS: dict[str, tuple[str, str]] = {
    "source": (
        "Comme le décrit la source",
        "Toutes les options comme les donne la source du jeu de la cour : six coupeurs, la réjouissance, des "
        "carabins sur les cartes de reprise payés selon la règle des chances, et l'arrosement.",
    ),
    "first-game": (
        "Une première partie",
        "Quatre coupeurs et des tours courts (un banquier tient la main trois coups de suite au plus) ; la "
        "réjouissance reste, mais personne ne carabine, donc il n'y a pas de paris sur les cartes de reprise à "
        "peser.",
    ),
    "montmort": (
        "Le jeu de Montmort",
        "Le jeu dont Montmort a fait le calcul : des mises à égalité sur les cartes doubles et triples, et ni "
        "arrosement, ni réjouissance, ni carabins.",
    ),
}
