"""Compile the Fluent message files of both games into the JSON catalogues the engines read.

Usage: ``python scripts/build_words.py [--check] [--mark-reviewed LANG] [--game NAME]``.
For each catalogue (``pegs/words/locales``, ``backalley/words/locales``, the game app's
``widgets/app/locales``, the lesson screens' ``widgets/lesson/locales``, the table server's
``widgets/tables/locales`` and the position editor's and card explorer's
``widgets/tools/locales``) it reads every ``<lang>/*.ftl`` with ``fluent.syntax`` and writes
``<lang>.json`` beside the folders, plus the pseudo-language ``xx.json`` made from the English.
A translated message goes in only when it is fresh: its English is the one
``<lang>/reviewed.json`` recorded when it was translated; a missing or stale message is left
out, so the English is shown instead. Running it twice changes nothing.

``--check`` writes nothing and exits 1 naming each catalogue that is out of date and each problem
of a translation (missing, stale, malformed, an argument of the English dropped or one added).
``--mark-reviewed LANG [--only ID ...]`` records the English each of LANG's messages (or the ones
named) now translates: run it after translating a message or checking it against its new English.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from fluent.syntax import FluentParser, FluentSerializer, ast

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT)]  # run from a checkout without installing

from pegs.words.messages import LANGUAGES, PSEUDO  # noqa: E402

#: Each catalogue's folder of message files: the two games and the screens that have their own.
GAMES = {
    "pegs": ROOT / "pegs" / "words" / "locales",
    "backalley": ROOT / "backalley" / "words" / "locales",
    "app": ROOT / "widgets" / "app" / "locales",
    "lesson": ROOT / "widgets" / "lesson" / "locales",
    "tables": ROOT / "widgets" / "tables" / "locales",
    "tools": ROOT / "widgets" / "tools" / "locales",
}
#: The translations (every language but English), in order.
TRANSLATIONS = tuple(lang for lang in LANGUAGES if lang != "en")
#: The sidecar file of a language folder: for each message, the hash of the English it translates.
REVIEWED = "reviewed.json"

Json = object


class Malformed(ValueError):
    """A Fluent construct the kit's evaluator does not render, named with its message."""


def ftl_source(folder: Path) -> str:
    """The Fluent text of one language folder: its ``.ftl`` files in name order, joined."""
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted(folder.glob("*.ftl")))


@dataclass
class Language:
    """One language's messages and terms as parsed, and what is wrong with them."""

    messages: dict[str, ast.Message] = field(default_factory=dict)
    terms: dict[str, ast.Term] = field(default_factory=dict)
    junk: list[str] = field(default_factory=list)


def parse(source: str) -> Language:
    """Parse Fluent text into messages and terms, keeping the text of any entry that fails."""
    found = Language()
    for entry in FluentParser().parse(source).body:
        if isinstance(entry, ast.Message):
            found.messages[entry.id.name] = entry
        elif isinstance(entry, ast.Term):
            found.terms[entry.id.name] = entry
        elif isinstance(entry, ast.Junk):
            found.junk.append((entry.content or "").strip().split("\n")[0])
    return found


def english_hash(message: ast.Message) -> str:
    """A short hash of a message's English source (its comment left out)."""
    bare = ast.Message(message.id, message.value, message.attributes)
    text = FluentSerializer().serialize_entry(bare)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def _pattern(pattern: ast.Pattern | None, where: str) -> Json:
    if pattern is None:
        raise Malformed(f"{where} has no value")
    parts: list[Json] = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            if parts and isinstance(parts[-1], str):
                parts[-1] += element.value
            else:
                parts.append(element.value)
        else:
            parts.append(_expression(element.expression, where))
    if not parts:
        return ""
    return parts[0] if len(parts) == 1 and isinstance(parts[0], str) else parts


def _literal(node: ast.BaseNode, where: str) -> Json:
    if isinstance(node, ast.StringLiteral):
        return node.parse()["value"]
    if isinstance(node, ast.NumberLiteral):
        if not node.value.lstrip("-").isdigit():
            raise Malformed(f"{where}: only whole numbers are used ({node.value})")
        return int(node.value)
    raise Malformed(f"{where}: a term's arguments are texts or numbers")


def _expression(node: ast.BaseNode, where: str) -> Json:
    if isinstance(node, ast.VariableReference):
        return ["$", node.id.name]
    if isinstance(node, ast.StringLiteral | ast.NumberLiteral):
        value = _literal(node, where)
        return ["s", value] if isinstance(value, str) else ["n", value]
    if isinstance(node, ast.MessageReference):
        return ["m", node.id.name, node.attribute.name if node.attribute else None]
    if isinstance(node, ast.TermReference):
        named: dict[str, Json] = {}
        if node.arguments is not None:
            if node.arguments.positional:
                raise Malformed(f"{where}: a term takes named arguments only")
            for arg in node.arguments.named:
                named[arg.name.name] = _literal(arg.value, where)
        return ["t", node.id.name, node.attribute.name if node.attribute else None, named]
    if isinstance(node, ast.SelectExpression):
        variants: list[Json] = []
        default = 0
        for index, variant in enumerate(node.variants):
            key = variant.key
            name: Json = _literal(key, where) if isinstance(key, ast.NumberLiteral) else key.name
            variants.append([name, _pattern(variant.value, where)])
            if variant.default:
                default = index
        return ["?", _expression(node.selector, where), variants, default]
    if isinstance(node, ast.Placeable):
        return _expression(node.expression, where)
    raise Malformed(f"{where}: {type(node).__name__} is not used by the kit's messages")


def compile_language(found: Language, keep: Iterable[str]) -> dict[str, Json]:
    """The JSON catalogue of a language: the messages named in ``keep`` and every term."""
    messages = {mid: _pattern(found.messages[mid].value, mid) for mid in sorted(keep)}
    terms: dict[str, Json] = {}
    for tid, term in sorted(found.terms.items()):
        where = f"-{tid}"
        attrs = {a.id.name: _pattern(a.value, f"{where}.{a.id.name}") for a in term.attributes}
        terms[tid] = {"v": _pattern(term.value, where), "a": attrs}
    return {"messages": messages, "terms": terms}


def _walk(node: object) -> Iterable[object]:
    """Every node under ``node`` (fluent.syntax's own nodes, lists of them)."""
    stack = [node]
    while stack:
        item = stack.pop()
        yield item
        if isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, ast.BaseNode):
            stack.extend(vars(item).values())


def variables(found: Language, message_id: str, seen: frozenset[str] = frozenset()) -> set[str]:
    """The arguments a message uses, its referenced messages' included (they share them)."""
    names: set[str] = set()
    for node in _walk(found.messages[message_id].value):
        # A term's arguments are literals (Fluent), so every variable here is the message's own.
        if isinstance(node, ast.VariableReference):
            names.add(node.id.name)
        name = node.id.name if isinstance(node, ast.MessageReference) else None
        if name is not None and name in found.messages and name not in seen:
            names |= variables(found, name, seen | {message_id})
    return names


def references(found: Language, message_id: str) -> list[str]:
    """What a message refers to that its language lacks ("-term", "message")."""
    lacking: list[str] = []
    for node in _walk(found.messages[message_id].value):
        if isinstance(node, ast.TermReference) and node.id.name not in found.terms:
            lacking.append(f"-{node.id.name}")
        if isinstance(node, ast.MessageReference) and node.id.name not in found.messages:
            lacking.append(node.id.name)
    return lacking


def accent(text: str) -> str:
    """English made pseudo: every letter accented, vowels doubled (about a third longer)."""
    table = str.maketrans(
        "abcdefghijklmnoprstuwyzABCDEFGHIJKLMNOPRSTUWYZ",
        "åƀçđéƒĝĥîĵķļɱñóƥŕšţûŵýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÔƤŔŠŢÛŴÝŽ",
    )
    out = []
    for char in text:
        out.append(char.translate(table))
        if char in "aeiouAEIOU":
            out.append(char.lower().translate(table))
    return "".join(out)


def pseudo_source(english: str) -> str:
    """The pseudo-language's Fluent text, made from the English: accented, longer, bracketed."""
    resource = FluentParser().parse(english)

    def pseudo_pattern(pattern: ast.Pattern | None, bracket: bool) -> None:
        if pattern is None:
            return
        for node in _walk(pattern):
            if isinstance(node, ast.TextElement):
                node.value = accent(node.value)
        if bracket:
            pattern.elements.insert(0, ast.TextElement("["))
            pattern.elements.append(ast.TextElement("]"))

    # A whole message is bracketed; a term, or a message other messages refer to (a name, a
    # count), is a part of one, so it is only accented.
    parts = {n.id.name for n in _walk(resource.body) if isinstance(n, ast.MessageReference)}
    for entry in resource.body:
        if isinstance(entry, ast.Message | ast.Term):
            whole = isinstance(entry, ast.Message) and entry.id.name not in parts
            pseudo_pattern(entry.value, whole)
            for attr in entry.attributes:
                pseudo_pattern(attr.value, False)
    return FluentSerializer().serialize(resource)


@dataclass
class Built:
    """One game's catalogues as text by language, and the problems of its translations."""

    catalogues: dict[str, str]
    problems: list[str]


def _dump(catalogue: dict[str, Json]) -> str:
    return json.dumps(catalogue, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def read_reviewed(folder: Path) -> dict[str, str]:
    """A language folder's record of the English each message translates (empty if none)."""
    path = folder / REVIEWED
    if not path.exists():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return {str(k): str(v) for k, v in data.items()}


def build(game: str) -> Built:
    """Compile one game's languages, each translation keeping only its fresh, sound messages."""
    folder = GAMES[game]
    english_text = ftl_source(folder / "en")
    english = parse(english_text)
    problems = [f"{game} en: malformed entry {junk!r}" for junk in english.junk]
    catalogues = {"en": _dump(_compile_all(game, "en", english, set(english.messages), problems))}
    hashes = {mid: english_hash(msg) for mid, msg in english.messages.items()}
    for lang in TRANSLATIONS:
        found = parse(ftl_source(folder / lang))
        reviewed = read_reviewed(folder / lang)
        where = f"{game} {lang}"
        problems += [f"{where}: malformed entry {junk!r}" for junk in found.junk]
        keep = {mid for mid in found.messages if mid not in english.messages}  # its own helpers
        for mid in sorted(english.messages):
            if mid not in found.messages:
                problems.append(f"{where}: missing {mid}")
                continue
            if reviewed.get(mid) != hashes[mid]:
                problems.append(f"{where}: stale {mid} (its English changed since translated)")
                continue
            theirs, ours = variables(found, mid), variables(english, mid)
            if ours - theirs:
                problems.append(f"{where}: {mid} drops ${', $'.join(sorted(ours - theirs))}")
                continue
            if theirs - ours:
                problems.append(f"{where}: {mid} uses ${', $'.join(sorted(theirs - ours))}")
                continue
            keep.add(mid)
        catalogues[lang] = _dump(_compile_all(game, lang, found, keep, problems))
    pseudo = parse(pseudo_source(english_text))
    catalogues[PSEUDO] = _dump(_compile_all(game, PSEUDO, pseudo, set(pseudo.messages), problems))
    return Built(catalogues, problems)


def _compile_all(
    game: str, lang: str, found: Language, keep: set[str], problems: list[str]
) -> dict[str, Json]:
    """Compile ``keep``, dropping (and reporting) any message that refers to what is lacking."""
    for mid in sorted(keep):
        lacking = references(found, mid)
        if lacking:
            problems.append(f"{game} {lang}: malformed {mid} (no {', '.join(lacking)})")
            keep.discard(mid)
    try:
        return compile_language(found, keep)
    except Malformed as err:
        problems.append(f"{game} {lang}: malformed {err}")
        return {"messages": {}, "terms": {}}


def mark_reviewed(game: str, lang: str, only: Iterable[str] = ()) -> int:
    """Record the English ``lang``'s messages (or those named in ``only``) now translate.

    Returns how many were marked; the others keep the English they were marked with before.
    """
    folder = GAMES[game]
    english = parse(ftl_source(folder / "en"))
    found = parse(ftl_source(folder / lang))
    chosen = set(only)
    record = read_reviewed(folder / lang)
    marked = 0
    for mid in sorted(found.messages):
        if mid in english.messages and (not chosen or mid in chosen):
            record[mid] = english_hash(english.messages[mid])
            marked += 1
    ordered = dict(sorted(record.items()))
    (folder / lang / REVIEWED).write_text(json.dumps(ordered, indent=1) + "\n", encoding="utf-8")
    return marked


def main(argv: list[str] | None = None) -> int:
    """Build (or check) the catalogues; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="write nothing, report problems")
    parser.add_argument("--mark-reviewed", metavar="LANG", choices=TRANSLATIONS)
    parser.add_argument(
        "--only", nargs="+", default=(), metavar="ID", help="with --mark-reviewed: these only"
    )
    parser.add_argument("--game", choices=sorted(GAMES), help="one game only")
    args = parser.parse_args(argv)
    games = [args.game] if args.game else sorted(GAMES)
    if args.mark_reviewed:
        for game in games:
            count = mark_reviewed(game, args.mark_reviewed, args.only)
            print(f"{game} {args.mark_reviewed}: {count} messages marked reviewed")
    failed = False
    for game in games:
        built = build(game)
        for lang, text in built.catalogues.items():
            path = GAMES[game] / f"{lang}.json"
            current = path.read_text(encoding="utf-8") if path.exists() else None
            if current == text:
                continue
            if args.check:
                print(f"stale: {path.relative_to(ROOT)} (run scripts/build_words.py)")
                failed = True
            else:
                path.write_text(text, encoding="utf-8")
                print(f"wrote {path.relative_to(ROOT)}")
        for problem in built.problems:
            print(problem)
        failed = failed or (args.check and bool(built.problems))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
