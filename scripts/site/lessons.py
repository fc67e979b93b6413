"""The Tutorials section, built from the files in ``tutorials/``.

Each variant adds its own lessons, so the section is not listed by hand: ``nav_entries`` expands
the ``Tutorials`` entry of mkdocs.yml into the index page followed by one sub-section per variant
(in the order of :data:`VARIANTS_ORDER`, then any other prefix alphabetically), and
``lessons_markdown`` writes the list the index page shows in place of its
``<!-- lessons -->`` marker. A lesson belongs to the variant its file name starts with
(``pagat-worked-example.md`` is a ``pagat`` lesson); its title is its first ``#`` heading.
The French lessons are in ``tutorials/fr/``, under the same file names, and their sections take
French titles.
"""

from __future__ import annotations

from pathlib import Path

from markdown_it import MarkdownIt

from lansquenet.language import Phrases, using

VARIANTS_ORDER = ("pagat", "modern", "classic", "encyclopedia")
SECTION_TITLES = Phrases(
    en={
        "pagat": "Pagat's rules",
        "modern": "The 19th-century game",
        "classic": "The court game",
        "encyclopedia": "The 1979 encyclopedia",
    },
    fr={
        "pagat": "Les règles de Pagat",
        "modern": "Le jeu du XIXe siècle",
        "classic": "Le jeu de la cour",
        "encyclopedia": "L'encyclopédie de 1979",
    },
)
MARKER = "<!-- lessons -->"
_PARSER = MarkdownIt("commonmark")


def title_of(path: Path) -> str:
    """A lesson's title: the text of its first level-one heading, else its file name."""
    tokens = _PARSER.parse(path.read_text(encoding="utf-8"))
    for i, token in enumerate(tokens):
        if token.type == "heading_open" and token.tag == "h1":
            return tokens[i + 1].content.strip()
    return path.stem.replace("-", " ").capitalize()


def grouped(folder: Path) -> list[tuple[str, list[Path]]]:
    """Lessons grouped by variant, in section order, each group sorted by file name."""
    groups: dict[str, list[Path]] = {}
    for path in sorted(folder.glob("*.md")):
        if path.name == "index.md":
            continue
        groups.setdefault(path.stem.split("-", 1)[0], []).append(path)

    def rank(name: str) -> tuple[int, str]:
        return (VARIANTS_ORDER.index(name) if name in VARIANTS_ORDER else len(VARIANTS_ORDER), name)

    return [(name, groups[name]) for name in sorted(groups, key=rank)]


def _section(name: str, language: str) -> str:
    with using(language):
        return SECTION_TITLES[name] if name in SECTION_TITLES else name.capitalize()


def nav_entries(folder: Path, language: str = "en") -> list:
    """The Tutorials section's nav: its index page, then a sub-section of lessons per variant,
    titled in ``language`` (the paths are the English ones: the French nav is written from them)."""
    entries: list = ["tutorials/index.md"] if (folder / "index.md").is_file() else []
    for name, paths in grouped(folder):
        entries.append({_section(name, language): [f"tutorials/{p.name}" for p in paths]})
    return entries


def lessons_markdown(folder: Path, language: str = "en") -> str:
    """The list of lessons for the index page: a heading per variant and a link per lesson."""
    out = []
    for name, paths in grouped(folder):
        out.append(f"## {_section(name, language)} {{#{name}}}\n")  # the same id in every language
        out.extend(f"- [{title_of(p)}]({p.name})" for p in paths)
        out.append("")
    return "\n".join(out)
