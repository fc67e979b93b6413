"""Les pièces des phrases de la variante ``encyclopedia`` en français : mêmes clés et mêmes
``{champs}`` que l'anglais de :mod:`.words`, qui les assemble et les vérifie au chargement.

The French pieces of the ``encyclopedia`` variant's words. Its terms: le banquier, la banque, les
joueurs (the source's "players"), la donne (a deal, and donner, to deal), la main (a banker's
hand, the deals he holds the bank for), le tableau (the layout), les cartes de main (the hand
cards), la carte du banquier, la carte des joueurs (the source's "player's card", a card the
players bet on), la limite, la mise (a bet, and miser), passer, une donne nulle, un rang mort,
payer à égalité (at even money), le premier as. A card is "du rang" of another when it matches
it, as in the ``pagat`` variant. A card fills ``{card}`` with its article (« le cinq de cœur
(5H) »), and no phrase makes a word agree with a card, whose gender varies. Spaces before
``: ; ? !`` are plain here; :func:`lansquenet.language.typeset` makes them no-break spaces.
"""

from __future__ import annotations

WORDS: dict[str, str] = {
    "title": "Le jeu de l'encyclopédie de 1979, avec cartes de main",
    "zone.first-ace": "Donne du premier as",
    "zone.hand": "Carte de main",
    "zone.banker-card": "Carte du banquier",
    "zone.players-card": "Carte des joueurs",
    "zone.players-card.nth": "Carte des joueurs {number}",
    "zone.set-aside": "Tableaux nuls mis de côté",
    "mark.first-ace": "Premier as",
    "mark.void": "Nulle",
    "mark.matched": "Assortie",
    "mark.dead": "Morte",
    "dealt.first": "{name} reçoit {card}",
    "dealt.next": "{name} {card}",
    "which.first": "première",
    "which.second": "deuxième",
    "hand.number": "la main {number} sur {count}",
    "hand.only": "la main",
    "why.deal": " pour la donne",
    "why.reshuffle": " de nouveau pour une nouvelle donne",
    "why.too-few": " : il reste trop peu de cartes pour un nouveau tableau",
    "pass.one": "passe",
    "pass.many": "passent",
    "passed-before": "{names} {verb} ; ",
    "bettor": "{who} mise ",
    "bet.total": ", soit {chips} en tout sur cette carte",
    "bet.first": "",
    "collect.one": "{name} ramasse la mise qui s'y trouvait ({chips})",
    "collect.many": "{name} ramasse les mises qui s'y trouvaient ({chips})",
    "collect.none": "aucune mise n'y était posée",
    "pays": "{name} paie à égalité chaque mise encore sur la table, {shares}{total}",
    "pays.share": "{chips} à {name}",
    "pays.total": " ({chips} en tout)",
    "pays.one": "",
    "pays.none": "il ne reste aucune mise sur la table, donc le banquier ne paie rien",
    "result.one": "{names} gagne avec {chips}.",
    "result.shared": "{names} se partagent la victoire avec {chips} chacun.",
    "reason.bet": "une mise sur la carte des joueurs {code}",
    "reason.lost": "une mise sur {code} est perdue : une carte de son rang est sortie",
    "reason.won-back": "une mise gagnante sur {code} est rendue",
    "reason.paid": "le banquier paie à égalité la mise sur {code}",
    "reason.stock-out": "le paquet est épuisé : la mise est rendue",
    "prompt.limit": "{name} : quelle limite pour votre main, soit le plus qu'un même joueur peut avoir sur une "
    "même carte ({within}) ?",
    "limit.all": "1 jeton, tout ce que vous avez",
    "limit.range": "de 1 à {chips}",
    "prompt.bet": "{name} : placer {more} sur une carte des joueurs ({cards}), ou passer ?",
    "prompt.opening": "{name} : placer votre mise d'ouverture sur la carte des joueurs ({cards}) ?",
    "bet.a": "une mise",
    "bet.another": "une autre mise",
    "offer": "{card}, {amounts}",
    "offer.between": " ; ",
    "offer.one": "1 jeton",
    "offer.range": "de 1 à {chips}",
    "why.dead": "le rang des {ranks} est mort : plus aucune mise n'y va pendant cette donne.",
    "why.at-limit": "{name} a déjà la limite de {chips} sur {card}.",
    "why.no-chips": "{name} n'a aucun jeton.",
    "why.bank-full": "la banque ne peut plus couvrir aucune mise : chaque jeton du banquier est déjà engagé "
    "contre une mise.",
    "why.hand-rank": "le rang des {ranks} est hors jeu avec les cartes de main.",
    "why.bankers-card": "personne ne mise sur la carte du banquier.",
    "why.must-open": "à cette table, chaque joueur qui le peut doit miser au moins 1 jeton sur la carte des "
    "joueurs avant qu'on ne retourne la première carte.",
    "note.none-live": "Aucune carte des joueurs n'est encore en jeu : rien à miser avant qu'une nouvelle ne sorte.",
    "note.no-chips": "Aucun jeton, donc aucune mise possible.",
    "note.bank-full": "La banque ne peut plus couvrir aucune mise.",
    "note.at-limit": "A déjà la limite de {chips} sur chaque carte en jeu.",
    "{}'s bet on {card}": "Mise {whose} sur {code}",
}
