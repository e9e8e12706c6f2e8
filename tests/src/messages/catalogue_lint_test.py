#!/usr/bin/env python3
"""No words for a person outside the message catalogue (src/messages/*.tsv) in the console
(src/console/) and a person's game (src/play/).

The rule: every string literal in those folders' .cpp and .h files that holds a letter (after
ANSI escape sequences are taken out) fails the test unless it is
  - a catalogue key, or the start of one ("verdict.rule." + a rule's id), or an argument's name
    (the first argument of Message::with);
  - on an #include line;
  - between `// catalogue-lint: off (<reason>)` and `// catalogue-lint: on` (the reason is
    required: words the person types, not reads; the board's drawing);
  - in ALLOWED below, with the reason it is not a text for a person.
A text a person reads goes into both vi.tsv and en.tsv and is named by its key (catalogue.h).
And every key the code names anywhere under src/ (Message("k"), say("k"), text("k")) is in the
catalogue.

Usage: catalogue_lint_test.py <source root>; exit status 0 when clean, 1 with the offending
literals listed (file:line: literal).
"""
import pathlib
import re
import sys

FOLDERS = ("src/console", "src/play")

# path -> {literal: reason}. A literal listed here may appear anywhere in that file.
ALLOWED = {
    "src/console/console_session.cpp": {
        "%Y-%m-%d-%H%M%S": "strftime format of a saved game's file name",
        "interrupted-": "the file name of a game saved on Ctrl-C",
        ".pgn": "a file name's extension",
        "auto": "a word the person types (replay <file> auto), not one they read",
        "q": "a key the person types in a replay",
        "quit": "a key the person types in a replay",
        "exit": "a key the person types in a replay",
        "stop": "a key the person types in a replay",
        "a": "a key the person types in a replay",
        "p": "a key the person types in a replay",
        "red": "a word the person types (new red)",
        "black": "a word the person types (new black)",
        "do": "a word the person types (moi do)",
        "den": "a word the person types (moi den)",
        "đỏ": "a word the person types (moi đỏ)",
        "đen": "a word the person types (moi đen)",
        "handicap": "a word the person types (new handicap rook)",
        "chap": "a word the person types (moi chap xe)",
        "chấp": "a word the person types (moi chấp xe)",
    },
    "src/console/console.cpp": {
        "TERM": "an environment variable's name",
        "dumb": "a TERM value",
        "games": "the folder of saved games",
    },
    "src/console/console_game.cpp": {
        " kabnrcp": "the FEN letters of the pieces",
        " w - - 0 1": "the rest of a FEN",
    },
    "src/console/interrupt_posix.cpp": {
        "/dev/null": "a device's path",
    },
    "src/console/board_text.cpp": {
        "TERM": "an environment variable's name",
        "NO_COLOR": "an environment variable's name",
        "dumb": "a TERM value",
    },
    "src/play/person_game.cpp": {
        "Takebacks": "a PGN tag's name",
        "Event": "a PGN tag's name",
        "cotuong console game": "the PGN Event tag (a file's header, not a text on screen)",
        "Red": "a PGN tag's name",
        "Black": "a PGN tag's name",
        "Rules": "a PGN tag's name",
        "Opening": "a PGN tag's name",
        "TimeControl": "a PGN tag's name",
        "Player": "the PGN player tag of the person",
        "cotuong ": "the PGN player tag of the engine",
        "move ": "load_game's status detail (which record move is illegal), shown inside the "
        "catalogue's console.cannot_load; the detail itself is the notation's English",
        "the game is over: ": "PersonGame::play's status for a front that plays after the end; "
        "the console and the page check over() first and never show it",
    },
    "src/play/win_record.cpp": {
        "cotuong": "the data folder's name",
        "wins.tsv": "the record's file name",
        ": unreadable line ": "load_wins' status detail for a damaged file",
        "# level\twins\tdraws\tlosses (the player's games against cotuong's levels)\n":
        "the record file's header line (a file format)",
    },
    "src/play/player_levels.cpp": {
        "level ": "level_text(): the PGN player tag and the protocols; people read level.text",
    },
}

LITERAL = re.compile(r'(?:u8|u|U|L)?"((?:[^"\\\n]|\\.)*)"')
ANSI = re.compile(r"\x1b(\[[0-9;?]*[A-Za-z]|[78])")
KEY = re.compile(r"^[a-z_]+(\.[a-z_0-9]+)*\.?$")


def strip_comments(text):
    """Returns the text with comments blanked (string and char literals kept), lines intact."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(text[i:j] if "catalogue-lint:" in text[i:j] else " " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("".join(ch if ch == "\n" else " " for ch in text[i:j]))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def decode(body):
    """Returns a literal's text with its C escapes decoded (enough for the check)."""
    def esc(m):
        s = m.group(0)
        if s[1] == "x":
            return chr(int(s[2:], 16))
        if s[1] in "01234567":
            return chr(int(s[1:], 8))
        return {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"', "'": "'"}.get(s[1], s[1])
    return re.sub(r"\\(x[0-9a-fA-F]+|[0-7]{1,3}|.)", esc, body)


def load_keys(root):
    keys = set()
    for line in (root / "src/messages/en.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#") and "\t" in line:
            keys.add(line.split("\t", 1)[0])
    return keys


def lint(root):
    keys = load_keys(root)
    problems = []
    for folder in FOLDERS:
        for path in sorted((root / folder).rglob("*")):
            if path.suffix not in (".cpp", ".h"):
                continue
            rel = path.relative_to(root).as_posix()
            allowed = ALLOWED.get(rel, {})
            text = strip_comments(path.read_text(encoding="utf-8"))
            off = False
            for number, line in enumerate(text.splitlines(), 1):
                if "catalogue-lint: off" in line:
                    if not re.search(r"catalogue-lint: off \(.+\)", line):
                        problems.append(f"{rel}:{number}: catalogue-lint: off needs a (reason)")
                    off = True
                    continue
                if "catalogue-lint: on" in line:
                    off = False
                    continue
                if off or line.lstrip().startswith("#include"):
                    continue
                for m in LITERAL.finditer(line):
                    body = decode(m.group(1))
                    if not re.search(r"[^\W\d_]", ANSI.sub("", body)):
                        continue  # no letter: punctuation, numbers, box drawing, escapes
                    if body in keys or (KEY.match(body) and any(k.startswith(body) for k in keys)):
                        continue
                    if line[:m.start()].rstrip().endswith(".with("):
                        continue  # an argument's name
                    if body in allowed:
                        continue
                    problems.append(f"{rel}:{number}: {m.group(0)}")
    # An allowed literal that no longer occurs is stale: the list says only what is true.
    for rel, allowed in ALLOWED.items():
        path = root / rel
        text = path.read_text(encoding="utf-8") if path.exists() else ""
        found = {decode(m.group(1)) for m in LITERAL.finditer(strip_comments(text))}
        for literal in allowed:
            if literal not in found:
                problems.append(f"{rel}: allowed {literal!r} no longer occurs: take it off ALLOWED")
    return problems


NAMED_KEY = re.compile(r'(?:Message|say|text)\(\s*"([a-z_]+(?:\.[a-z_0-9]+)+)"')


def missing_keys(root):
    """Returns the keys the code names (Message("k"), say("k"), text("k")) that the catalogue
    lacks: a key missing shows itself on screen (catalogue.h)."""
    keys = load_keys(root)
    problems = []
    for path in sorted((root / "src").rglob("*")):
        if path.suffix not in (".cpp", ".h"):
            continue
        text = strip_comments(path.read_text(encoding="utf-8"))
        for number, line in enumerate(text.splitlines(), 1):
            for m in NAMED_KEY.finditer(line):
                if m.group(1) not in keys:
                    problems.append(f"{path.relative_to(root).as_posix()}:{number}: the key "
                                    f"{m.group(1)} is not in the catalogue")
    return problems


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    problems = lint(root) + missing_keys(root)
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} literal(s) with words outside the message catalogue: put the text "
              "in src/messages/vi.tsv and en.tsv and name its key, or, for a text no person "
              "reads, give the reason in tests/src/messages/catalogue_lint_test.py")
        return 1
    print("no words outside the catalogue in " + ", ".join(FOLDERS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
