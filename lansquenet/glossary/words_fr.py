"""Les mots du glossaire en français, hors des entrées : les ouvrages cités, les parties citées,
les jeux et les mots des pages.

The French words of the glossary around its entries: the cited works' names (:data:`WORKS`, keyed
like the English ones), each citation's part told in French (:data:`WHERE`, keyed by the English
part, since the same part is cited by many entries), the variants' names (:data:`VARIANTS`) and the
words the Markdown builders put round the entries (:data:`PAGE`). The rule sources' section
headings are cited by the French names the site gives them everywhere (the French sources page
matches each to the source's own English heading); the articles of French dictionaries and of the
*Encyclopédie* keep their own headwords. Spaces before ``: ;`` are plain here;
:func:`lansquenet.language.typeset` makes them the no-break spaces French wants.
"""

from __future__ import annotations

WORKS: dict[str, str] = {
    "court-game": "Source du jeu de cour",
    "modern-game": "Source du XIXe siècle",
    "online-table": "Page de la table en ligne",
    "encyclopedia": "Encyclopédie de 1979",
    "other-references": "Faits tirés d'autres références publiques",
    "diderot": "*Encyclopédie* de Diderot",
    "pierer": "Universal-Lexikon de Pierer",
    "regnard": "Regnard, *Le Joueur*",
    "montmort": "Montmort, *Essay*",
    "ordonnance": "Une ordonnance contre la bassette et le pharaon",
    "bussy-boiteau": "Bussy-Rabutin, éd. Boiteau",
    "steinmetz": "Steinmetz, *The Gaming Table*",
    "hoyle": "*Hoyle's Games, Improved and Enlarged*",
    "enquire-within": "*Enquire Within Upon Everything*",
    "pagat": "Pagat",
    "depaulis": "Thierry Depaulis",
    "wikipedia-en-early": "Premières versions de Wikipédia en anglais",
    "wikipedia-de": "Wikipédia en allemand",
    "tlfi": "TLFi",
    "academie": "Dictionnaire de l'Académie française",
    "littre": "Littré",
    "trevoux": "Dictionnaire de Trévoux",
}
"""Key of a work (an anchor of the sources page) -> the name a French entry shows."""

WHERE: dict[str, str] = {
    "§1": "§1",
    "§2": "§2",
    "§3": "§3",
    "§4": "§4",
    "§5": "§5",
    "§7": "§7",
    "§9": "§9",
    "§10": "§10",
    "§12.1": "§12.1",
    "§13": "§13",
    "§14": "§14",
    "§3–§4": "§3–§4",
    "§2 and §4": "§2 et §4",
    "§3 and §4": "§3 et §4",
    "§3 and §7": "§3 et §7",
    "§3 and §13": "§3 et §13",
    "§4 and §5": "§4 et §5",
    "§4 and §13": "§4 et §13",
    "§5 and §6": "§5 et §6",
    "§5 and §13": "§5 et §13",
    "§8 and §9": "§8 et §9",
    "§10 and §11": "§10 et §11",
    "§12, §12.1 and §12.2": "§12, §12.1 et §12.2",
    "§1 and the closing notes on the name": "§1 et les notes finales sur le nom",
    "§10 and the closing notes on the name": "§10 et les notes finales sur le nom",
    "§10 and the notes after Pöllnitz's letter": "§10 et les notes qui suivent la lettre de Pöllnitz",
    "the notes after Pöllnitz's letter": "les notes qui suivent la lettre de Pöllnitz",
    "§4, §5, §13 and the notes on Regnard's Le Joueur": "§4, §5, §13 et les notes sur Le Joueur de Regnard",
    "the notes on Regnard's Le Joueur": "les notes sur Le Joueur de Regnard",
    "Pöllnitz's letter and the notes on Regnard's Le Joueur": (
        "la lettre de Pöllnitz et les notes sur Le Joueur de Regnard"
    ),
    "notes on the name": "les notes sur le nom",
    "on the dealer and on play": "sur le donneur et sur le jeu",
    "on dealing the layout and on play": "sur la donne du tableau et sur le jeu",
    "on play": "sur le jeu",
    "introduction": "introduction",
    "article Lansquenet": "article Lansquenet",
    "Coupeurs": "Coupeurs",
    "LANSQUENET": "LANSQUENET",
    "LANSQUENET: coupeurs": "LANSQUENET : coupeurs",
    "LANSQUENET: carabineurs": "LANSQUENET : carabineurs",
    "LANSQUENET: cartes droites": "LANSQUENET : cartes droites",
    "LANSQUENET: cartes de reprise": "LANSQUENET : cartes de reprise",
    "PHARAON": "PHARAON",
    "CARABIN": "CARABIN",
    "carabin": "carabin",
    "arrosement": "arrosement",
    "lansquenet": "lansquenet",
    "Lansquenet": "Lansquenet",
    "Charlemagne": "Charlemagne",
    "Charlemagne (faire)": "Charlemagne (faire)",
    "Charlemagne (faire), 8th ed.": "Charlemagne (faire), 8e éd.",
    "Act IV, scene 13": "acte IV, scène 13",
    "Act IV, scene 13, in French": "acte IV, scène 13, en français",
    "Act I, scene 6, and the first performance": "acte I, scène 6, et la première représentation",
    '"A deal"': "« Une donne »",
    '"Keeping the bank"': "« Garder la banque »",
    '"Skin, Zecchinetta"': "« Skin, Zecchinetta »",
    '"The word, the soldiers"': "« Le mot, les soldats »",
    '"A deal" and "Skin, Zecchinetta"': "« Une donne » et « Skin, Zecchinetta »",
    '"The word, the soldiers" and "Skin, Zecchinetta"': "« Le mot, les soldats » et « Skin, Zecchinetta »",
    '"Dealing the Layout"': "« La donne du tableau »",
    '"Dealing the Layout" and "Matching Cards in the Layout"': (
        "« La donne du tableau » et « Les cartes assorties dans le tableau »"
    ),
    '"Matching Cards in the Layout", rule 3': "« Les cartes assorties dans le tableau », règle 3",
    "Landsknecht (Kartenspiel), the rules paragraph": "Landsknecht (Kartenspiel), le paragraphe des règles",
    "the chapter on lansquenet": "le chapitre sur le lansquenet",
    "relatives": "les jeux parents",
    "p. 130": "p. 130",
    "the BnF notice": "la notice de la BnF",
    "the editor's notes on bassette": "les notes de l'éditeur sur la bassette",
    "on Zecchinetta and Ziginette": "sur la Zecchinetta et la Ziginette",
    "on Skin": "sur le Skin",
}
"""The part of a work an English citation relies on -> the same part told in French."""

VARIANTS: dict[str, tuple[str, str]] = {
    "classic": ("le jeu de cour", "rules/classic.md"),
    "modern": ("le jeu du XIXe siècle", "rules/modern.md"),
    "pagat": ("les règles de Pagat", "rules/pagat.md"),
    "encyclopedia": ("le jeu de l'encyclopédie de 1979", "rules/encyclopedia.md"),
}
"""Variant -> (its name in a sentence, its rules page from ``docs/``)."""

PAGE: dict[str, str] = {
    "other-name": "*En anglais :* {name}",
    "in": "*Joué dans :* {games}",
    "in-history": "*Joué dans :* l'histoire du jeu, pas une règle que nous donnons",
    "source": "*Source :* {cites}",
    "cites-between": " ; ",
    "board": "Le voir en jeu",
    "more": "En savoir plus",
    "see-also": "Voir aussi : {links}.",
    "table-head": "| Terme | Anglais | Sens |",
    "no-other-name": "—",
    "generated": "<!-- Écrit d'après lansquenet/glossary/ : c'est là qu'on corrige les termes. Chaque ligne donne\n"
    "     une info-bulle à chaque occurrence de sa forme, en mot entier et de même casse, sur chaque page. -->",
}
"""The words round the entries on the glossary page and in a rules page's table of terms, and the
comment heading the tooltips' snippet."""
