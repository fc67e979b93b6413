"""Les refus en français : les phrases qui refusent une entrée mal formée (une ligne de commande,
une spécification de donne, un fichier de donnes, une transcription, un nom de place, une option),
avec les mêmes clés et les mêmes ``{champs}`` que les tables anglaises de chaque module, qui les
assemblent en :class:`~lansquenet.language.Phrases` et les vérifient au chargement.

The French twins of the refusal tables of :mod:`lansquenet.cli_words`, :mod:`lansquenet.spec`,
:mod:`lansquenet.dealfile`, :mod:`lansquenet.reading`, :mod:`lansquenet.seats`,
:mod:`lansquenet.events`, :mod:`lansquenet.variants`, :mod:`lansquenet.table` and
:mod:`lansquenet.api`, kept together since they share their words (une place, une donne, la
banque, une option). Spaces before ``: ; ? !`` are plain here; the tables typeset them. The
keys of a spec, option values (``true``, ``false``) and card codes stay as they are typed.
Where the English names a thing whose gender French would agree with (a file, a request), the
French puts it before a colon, so no word has to agree with it.
"""

from __future__ import annotations

READING: dict[str, str] = {
    "digits.long": "{what} doit être un nombre entier d'au plus {most} chiffres, pas {shown}.",
    "digits.negative": "{what} doit être un nombre entier à partir de 0, pas {word}.",
    "digits.not": "{what} doit être un nombre entier écrit avec les chiffres 0 à 9, pas {shown}.",
    "not-utf8": "{name} n'est pas un fichier texte en UTF-8.",
    "cannot-read": "Impossible de lire le fichier {name}.",
    "json.text": '{what} doit être un texte JSON, comme \'{{"variant": "pagat", "seed": 1}}\', pas {kind}.',
    "kind.bool": "true ou false",
    "kind.number": "un nombre",
    "kind.table": "une table",
    "kind.list": "une liste",
    "kind.none": "rien",
    "kind.object": "un objet {name}",
    "deep": "{what} : l'imbrication est trop profonde pour être lue.",
    "json.bad": "{what} n'est pas du JSON valide (l'erreur est à la ligne {line}, colonne {column}).",
    "long-number": "{what} contient un nombre trop long pour être lu.",
    "toml.bad": "{what} n'est pas du TOML valide ({why}).",
    "toml.where": "l'erreur est à la ligne {line}, colonne {column}",
    "toml.somewhere": "il ne se lit pas",
}

SPEC: dict[str, str] = {
    "not-table": "Une spécification de donne est une table de clés (variant, options, seats…).",
    "no-key": "Une spécification de donne n'a pas de clé {key} ; les clés sont {keys}.",
    "no-variant": "Une spécification de donne doit nommer sa variante (pagat, modern, classic ou encyclopedia).",
    "variant-name": "La variante est un nom (pagat, modern, classic ou encyclopedia), pas {value}.",
    "options": "options doit être une table de noms d'options et de valeurs, pas {value}.",
    "seats-range": "La variante {variant} se joue de {low} à {high} joueurs, pas {count}.",
    "banker": "Le banquier doit être un numéro de place de 0 à {last}, pas {value}.",
    "seed": "La graine doit être un nombre entier de 0 à {most}, pas {value}.",
    "stacked": "stacked doit donner, pour les premiers ordres de paquet, combien de leurs cartes du dessus "
    "ont été placées.",
    "decisions": 'decisions doit être une liste de décisions en notation, comme ["bank 20", "pass"], pas {value}.',
    "scope": "La portée doit être l'une de {scopes}, pas {value}.",
    "chips": "Les jetons de départ (chips) sont un nombre entier de 0 à {most}, ou un par place (il y en a {seats}).",
    "people": "people doit être une liste de numéros de places.",
    "person-seat": "La place d'une personne doit être un numéro de 0 à {last}, pas {value}.",
    "people-twice": "Une place figure deux fois parmi les personnes.",
    "needs-seats": "La variante {variant} demande des places : un nombre ou une liste de noms.",
    "seats-what": "Le nombre de places",
    "seats-kind": "seats doit être un nombre de places ou une liste de noms, dont aucun n'est vide.",
    "table-most": "Une table a au plus {most} places, pas {count}.",
    "same-name": "Deux places portent le même nom ; chaque place a besoin du sien.",
    "seats-mismatch": "L'option seats={value} ne correspond pas au nombre de places données ({count}) ; "
    "donnez l'un ou l'autre.",
    "decks": 'decks doit être une liste d\'ordres de paquet, chacun comme "QH 7S 10C", pas {value}.',
    "deck": 'deck donne les cartes du dessus du paquet, comme "QH 7S 10C", pas {value}.',
    "deck-and-decks": "Donnez soit deck (le dessus du premier paquet), soit decks (chaque paquet), pas les deux.",
    "deck-empty": 'deck est vide : donnez les cartes du dessus du paquet, comme "QH 7S 10C", ou retirez-le.',
    "decks-empty": 'decks est vide : donnez un ordre par paquet, comme ["QH 7S 10C"], ou retirez-le.',
    "order-empty": "L'ordre de paquet {number} de decks est vide : donnez ses cartes, celle du dessus d'abord, "
    'comme "QH 7S 10C".',
    "needs-more-seats": "L'option {option} demande au moins {need} places, mais la table n'en a que {count} : "
    "il ne resterait personne pour jouer.",
}

SEATS: dict[str, str] = {
    "default": "Place {number}",
    "not-text": "Le nom d'une place est un texte, pas {value}.",
    "empty": "Le nom d'une place est vide ; chaque place a besoin d'un nom.",
    "byte": "l'octet 0x{byte}, qui n'est pas du texte UTF-8",
    "direction": "un contrôle qui change le sens du texte (U+{code})",
    "unseen": "{what} (U+{code})",
    "holds": "Le nom de place {name} contient {what} ; un nom est un texte imprimable.",
    "nothing": "Le nom de place {name} n'a ni lettre, ni chiffre, ni signe à lire.",
    "long": "Le nom de place {name} compte {length} caractères ; un nom en a au plus {most}.",
}

UNSEEN: dict[str, str] = {
    "Cc": "un caractère de contrôle",
    "Cf": "un caractère de mise en forme invisible",
    "Co": "un caractère à usage privé",
    "Cn": "un caractère qu'Unicode n'attribue pas",
    "Zl": "un saut de ligne",
    "Zp": "un saut de paragraphe",
    "Zs": "une espace autre que l'espace simple",
    "other": "un caractère qui ne s'imprime pas",
}

EVENTS: dict[str, str] = {
    "not-table": "Ce n'est pas une transcription de Lansquenet : ce n'est pas une table de clés.",
    "odd-key": "Cette transcription a une clé {key} qu'aucune transcription n'a.",
    "missing": "Ce n'est pas une transcription de Lansquenet : il y manque {key}.",
    "wrong": "Dans cette transcription, {key} doit être {what}, pas {value}.",
    "shape.format": "le nombre {format}",
    "shape.variant": "le nom d'une variante",
    "shape.scope": "deal ou match",
    "shape.options": "une table d'options",
    "shape.seats": "une liste de noms",
    "shape.banker": "un numéro de place",
    "shape.seed": "un nombre entier ou null",
    "shape.deck": "une liste de cartes",
    "shape.decks": "une liste de listes de cartes",
    "shape.stacked": "une liste de nombres entiers",
    "shape.decisions": "une liste de décisions",
    "shape.steps": "une liste d'étapes",
    "shape.net": "une liste de nombres entiers",
    "shape.chips": "une liste de nombres entiers",
    "shape.outcome": "un mot ou null",
    "shape.people": "une liste de numéros de places",
    "shape.language": "le code d'une langue (en ou fr)",
}

VARIANTS: dict[str, str] = {
    "choice": "L'option {name} doit être l'une de {choices}, pas {value}.",
    "on-off": "L'option {name} est activée ou non (true ou false), pas {value}.",
    "range": "L'option {name} doit être un nombre entier de {low} à {high}, pas {value}.",
    "allowed.bool": "true, false",
    "allowed.range": "{low}–{high}",
}

CARDS: dict[str, str] = {
    "not-card": "{shown} n'est pas une carte : écrivez le rang puis la couleur, comme QH, 7S ou 10C.",
    "not-text": 'Les cartes s\'écrivent en texte, comme "QH 7S 10C", pas {value}.',
    "too-many": "Les cartes placées donnent {card} {times}, mais {held} seulement {most}.",
    "held.one": "un paquet la contient",
    "held.many": "{packs} paquets la contiennent",
    "times.1": "une fois",
    "times.2": "deux fois",
    "times.many": "{n} fois",
    "packs": "Le nombre de paquets doit être un nombre entier de 1 à {most}, pas {value}.",
}

VARIANT: dict[str, str] = {
    "no-option": "La variante {variant} n'a pas d'option {name} ; ses options sont {options}.",
    "no-variant": "Il n'y a pas de variante {name} ; choisissez parmi {names}.",
}

TABLE: dict[str, str] = {
    "not-among": "Le paquet {number} met {card} sur le dessus, mais cette carte n'est pas parmi {what}.",
}

API: dict[str, str] = {
    "request": "La demande de donne",
    "deep": "La demande de donne : l'imbrication est trop profonde pour être lue.",
    "fault": "Le moteur n'a pas pu donner cette demande ; c'est un défaut du moteur.",
}

DEALFILE: dict[str, str] = {
    "place": "{where} : ",
    "block": "{place}le bloc de donne",
    "title": "{place}le titre est un texte, pas {value}.",
    "expect-table": "{place}expect doit être une table d'attentes.",
    "no-expectation": "{place}il n'y a pas d'attente {key} ; utilisez {keys}.",
    "word": "{place}expect.{key} est un mot entre guillemets, pas {value}.",
    "words": "{place}expect.{key} est un mot ou une liste de mots entre guillemets, pas {value}.",
    "numbers": "{place}expect.{key} est une liste de nombres entiers, un par place, pas {value}.",
    "steps": "{place}expect.steps est un nombre entier, pas {value}.",
    "count": "{place}expect.{key} donne {given}, mais la donne a {seats}.",
    "count.number.none": "aucun nombre",
    "count.number.one": "1 nombre",
    "count.number.many": "{n} nombres",
    "count.seat.none": "aucune place",
    "count.seat.one": "1 place",
    "count.seat.many": "{n} places",
    "net-sum": "{place}expect.net {net} a pour somme {sum}, mais les gains de toute donne ont pour somme 0.",
    "chips-sum": "{place}expect.chips {chips} ne peut pas finir une donne qui commence avec {total} jetons "
    "en tout : les jetons ne se créent ni ne se perdent, et aucune place ne descend sous 0.",
    "no-seat": "{place}expect.winners nomme {name}, qui n'a pas de place ; les places sont {seats}.",
    "no-event": "{place}expect.{key} nomme l'événement {kind}, que la variante {variant} ne donne "
    "jamais{hint}.",
    "hint": " (vouliez-vous dire {near} ?)",
    "few-steps": "{place}expect.steps vaut {steps}, mais toute donne a au moins une étape.",
    "unclosed": "{where} : le bloc de donne ouvert ici n'est jamais fermé.",
    "markdown": "Lire les blocs d'un texte Markdown demande markdown-it-py (lancez scripts/setup).",
    "unmet.outcome": "l'issue attendue était {want}, c'est {got}.",
    "unmet.winners": "on attendait que {want} finisse avec le plus de jetons, c'est {got}.",
    "unmet.net": "on attendait les gains (net) {want}, c'est {got}.",
    "unmet.chips": "on attendait les jetons (chips) {want}, c'est {got}.",
    "unmet.event": "on attendait l'événement {kind} (dans l'ordre), qui n'a pas eu lieu.",
    "unmet.no-event": "l'événement {kind} a eu lieu, mais le bloc dit qu'il ne doit pas avoir lieu.",
    "unmet.says": "aucune étape ne dit {words}.",
    "unmet.steps": "on attendait {want} étapes, il y en a {got}.",
}

CLI: dict[str, str] = {
    "unmet": "UNMET: {failure}",
    "differs": "DIFFERS: {where}: {failure}",
    "no-block": "{files} ne contient aucun bloc de donne.",
    "where": "{where} ({title})",
    "located": "{where} : {error}",
    "set-pair": "--set attend CLÉ=VALEUR, pas {item}.",
    "set-twice": "--set {key} est donné deux fois ; donnez chaque option une fois.",
    "deck-empty": '--deck est vide : donnez les cartes du dessus du paquet, comme "QH 7S 10C".',
    "names-empty": '--names est vide : donnez les noms des places, comme "Anne,Blaise,Colette".',
    "names-hole": "--names {names} laisse une place sans nom.",
    "decisions-empty": '--decisions est vide : donnez des décisions en notation, comme "bank 20,stake 10,pass".',
    "match-only": "--set {option} règle une partie entière, pas une seule donne : utilisez la commande match, "
    "ou retirez {option}.",
    "twice": "{flag} est donné deux fois ; donnez-le une fois.",
    "see-help": "{message} (voir python -m lansquenet --help).",
    "deep": "erreur : l'imbrication de l'entrée est trop profonde pour être lue.",
    "output.encoding": "la sortie ne peut pas être écrite : son encodage ({encoding}) n'a pas {bad} ; "
    "mettez PYTHONIOENCODING=utf-8.",
    "output.other": "la sortie ne peut pas être écrite ({why}).",
    "fault": "erreur : le moteur a échoué sur cette entrée ({kind}) ; merci de le signaler.",
    "arg.unrecognized": "arguments non reconnus : {args}",
    "arg.command": "nommez une commande : {names}",
    "arg.variant": "nommez une variante : {names}",
    "arg.required": "ces arguments sont requis : {names}",
    "arg.choice": "{flag} : choix invalide : {value} (choisissez parmi {choices})",
    "arg.one": "{flag} : attend un argument",
    "arg.some": "{flag} : attend au moins un argument",
    "arg.count": "{flag} : attend {count} arguments",
    "arg.not-with": "{flag} : interdit avec {other}",
    "arg.ignored": "{flag} : argument explicite {value} ignoré",
    "arg.ambiguous": "option ambiguë : {option} peut désigner {matches}",
    "arg.one-of": "l'un des arguments {names} est requis",
    "arg.invalid": "{flag} : valeur {kind} invalide : {value}",
    "arg.argument": "l'argument {name}",
    "help.description": "Donner le lansquenet, étape par étape.",
    "help.deal": "donner une donne",
    "help.match": "donner une partie entière entre joueurs de l'ordinateur",
    "help.replay": "redonner des fichiers de donnes, des transcriptions, ou chaque bloc de donne de fichiers "
    "Markdown",
    "help.odds": "les chances exactes d'une variante",
    "help.montmort": "les figures du lansquenet de Montmort (Encyclopédie IX p. 276) à côté des nôtres",
    "help.play": "jouer une partie contre l'ordinateur (ou entre amis) au terminal",
    "help.deck": 'le dessus du paquet placé, par exemple "QH 7S 3D"',
    "help.names": "les noms des places, séparés par des virgules",
    "help.decisions": 'séparées par des virgules, par exemple "bank 20,stake 10,pass"',
    "help.set": "une option de la variante",
    "help.lang": "la langue des mots (en ou fr)",
    "help.usage": "usage : ",
    "help.positionals": "arguments positionnels",
    "help.options": "options",
    "help.help": "afficher cette aide et quitter",
}
