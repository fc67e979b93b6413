"""Les mots de la variante ``pagat`` en français : mêmes clés et mêmes ``{champs}`` que
l'anglais de :mod:`.phrases`, qui les assemble et les vérifie au chargement.

The French words of the ``pagat`` variant. Terms are the game's own French ones: le banquier,
les pontes, la banque (mettre, tenir, garder, passer la banque), la mise, miser, couvrir la
banque, la donne, la jumelle. A card fills ``{card}`` / ``{turned}`` with its article
(« la dame de cœur (QH) »), so no phrase says the article itself. Spaces before ``: ; ? !`` are
plain here; :func:`lansquenet.language.typeset` makes them the no-break spaces French wants.
"""

from __future__ import annotations

PHRASES: dict[str, str] = {
    "turn-start": "{who} prend la banque : tour {turn} sur {turns}.",
    "skip": "{who} a {chips}, moins des 5 qu'il faut pour tenir une banque, donc {then}.",
    "shuffle": "{packs} pour la donne.",
    "bank": "{who} met une banque de {chips}.",
    "stake": "{who} mise {chips} ; {open}.",
    "pass": "{who} passe.",
    "cover": "{who} couvre toute la banque de {chips}{back}, et les mises sont closes.",
    "bank-full": "Il ne reste rien à miser pour {others}, donc les mises sont closes.",
    "void": "Personne ne mise, donc la donne est nulle : on ne retourne aucune carte.",
    "banker-card": "On retourne {card} : c'est la carte du banquier, à gauche.",
    "players-card": "On retourne {turned} : c'est la carte des pontes, à droite.",
    "pair": "La carte des pontes est du même rang que celle du banquier : c'est une paire, et la banque "
    "prend {taken}.",
    "pair-half": "La carte des pontes est du même rang que celle du banquier : c'est une paire, et selon la "
    "jumelle la banque prend la moitié de chaque mise, {taken}.",
    "no-match": "{turned} n'est du rang d'aucune des deux cartes, donc on en retourne une autre.",
    "bank-wins": "{turned} est du rang de la carte du banquier, avant toute carte du rang des pontes : la banque "
    "prend {taken}.",
    "players-win": "{turned} est du rang de la carte des pontes, avant toute carte du rang du banquier : {who} "
    "paie {paid}, en plus de {back}.",
    "keep": "{who} garde la banque{with} : elle est maintenant de {chips}.",
    "pocket": "{who} empoche ses gains de {won} et garde la banque à {chips}.",
    "pass-bank": "{who} passe la banque et reprend {chips}.",
    "bank-lost": "{who} a perdu la banque{rest}, et la banque passe au suivant.",
    "bank-returned": "{who} reprend la banque de {chips}{then}.",
    "match-end": "{reason}, donc la partie est finie : {result}",
}

RUNS: dict[str, tuple[str, str]] = {
    "no-match": (
        "{turned}",
        "{items} ne sont du rang d'aucune des deux cartes, donc on en retourne une autre.",
    ),
}

WORDS: dict[str, str] = {
    "packs.1": "On bat un paquet neuf",
    "packs.2": "On bat ensemble deux paquets neufs",
    "packs.3": "On bat ensemble trois paquets neufs",
    "packs.4": "On bat ensemble quatre paquets neufs",
    "packs.5": "On bat ensemble cinq paquets neufs",
    "packs.6": "On bat ensemble six paquets neufs",
    "title": "Les règles de Pagat à une table en ligne",
    "zone.banker-card": "Carte du banquier",
    "zone.turned": "Cartes retournées",
    "zone.players-card": "Carte des pontes",
    "mark.pair": "Paire",
    "mark.bank": "La banque gagne",
    "mark.players": "Les pontes gagnent",
    "note.skip": "{chips} seulement, moins des 5 qu'il faut pour tenir une banque.",
    "note.skip-turn": "{chips} seulement, moins des 5 qu'il faut pour tenir une banque : le tour est sauté.",
    "note.full": "La banque est pleine : il ne reste rien à miser.",
    "note.no-chips": "Plus un seul jeton, donc rien à miser.",
    "note.covered": "{name} a couvert toute la banque, donc les mises sont closes.",
    "skip.then": "la banque passe à {name}",
    "skip.turn": "le tour {whose} est sauté ; il compte tout de même comme tour {turn} sur {turns}",
    "end.last": "C'était le dernier tour",
    "end.one": "Il ne reste des jetons qu'à {name}",
    "end.none": "Plus personne n'a de jetons",
    "result.one": "{name} gagne avec {chips}.",
    "result.shared": "{names} se partagent la victoire avec {chips} chacun.",
    "returned.none": "",
    "returned.alone": " : plus personne d'autre n'a de jetons à miser",
    "returned.moves": ", et la banque passe au suivant",
    "keep.with": " en y laissant ses gains de {won}",
    "keep.plain": "",
    "rest.none": "",
    "rest.one": " ; il y restait {chips}, qui revient au banquier",
    "rest.many": " ; il y restait {chips}, qui reviennent au banquier",
    "open.one": "il reste {chips} à miser dans la banque",
    "open.many": "il reste {chips} à miser dans la banque",
    "open.full": "la banque est pleine",
    "back.none": "",
    "back.one": " : {listed} lui est rendue",
    "back.many": " : {listed} leur sont rendues",
    "back.stake": "la mise {whose} ({chips})",
    "taken.all": "{chips} {whose}",
    "taken.half": "{taken} sur {chips} {whose}",
    "paid.each": "{chips} à {name}",
    "paid.back.one": "la mise rendue",
    "paid.back.many": "leurs mises rendues",
    "reason.pocketed": "gains empochés",
    "reason.bank-back": "la banque revient à son banquier",
    "reason.bank": "la banque",
    "reason.lost-rest": "le reste d'une banque perdue revient au banquier",
    "reason.stake": "une mise",
    "reason.sent-back": "une mise rendue quand la banque est couverte",
    "reason.cover": "la banque couverte",
    "reason.stake-back": "une mise gagnante est rendue",
    "reason.pays": "la banque paie la mise",
    "reason.takes": "la banque prend la mise",
    "reason.half-back": "la moitié non prise d'une mise est rendue",
    "prompt.bank.only": "{name} : mettez une banque de {low} ; avec {held}, c'est la seule banque possible.",
    "prompt.bank.range": "{name} : quelle banque mettre ? De {low} à {high}, de {step} en {step}.",
    "prompt.stake": "{name} : {where}. {offers} ?",
    "prompt.keep": "{name} : {offers} ?",
    "where.whole": "toute la banque de {bank} est à miser",
    "where.one": "il reste {open} à miser dans la banque de {bank}",
    "where.many": "il reste {open} à miser dans la banque de {bank}",
    "choice.pass": "passer",
    "choice.stake.only": "miser {low}",
    "choice.stake.range": "miser de {low} à {high}",
    "choice.cover": "couvrir toute la banque de {bank}",
    "choice.keep.won": "garder la banque en y laissant les gains de {won} (une banque de {bank})",
    "choice.keep": "garder la banque de {bank}",
    "choice.pocket": "empocher les gains de {won} et garder la banque à {rest}",
    "choice.pass-on": "passer la banque et reprendre {bank}",
    "why.cover": "couvrir demande toute la banque de {bank}, et {name} a {held}.",
    "why.pocket-nothing": "la banque n'a rien gagné à empocher.",
    "why.pocket-banker": "après un gain sur la carte du banquier, les gains restent dans la banque gardée.",
    "refused.no-bank": "Aucune place n'a les 5 jetons qu'il faut pour tenir une banque, donc il n'y a "
    "pas de donne.",
    "Bank": "Banque",
    "{}'s stake": "Mise {whose}",
}
