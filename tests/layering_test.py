#!/usr/bin/env python3
"""The layering as README.md, DEVELOPERS.md and CMakeLists.txt state it, checked on the code:
core (src/core/, src/rules/, src/notation/, src/platform/, src/messages/) <- eval/ <- search/ <-
src/play/ <- the fronts (src/protocol/, src/console/, src/analysis/) <- src/serve/ <- src/commands/
<- src/main.cpp;
book/ depends on core only, and src/play/ and above may use it. Every #include "..." of those
folders must name a layer at or below its own (a front never another front), and src/ holds no
loose file but main.cpp (the core lives in src/core/). Usage: layering_test.py REPOSITORY_ROOT;
exit 1 with the offending includes."""
import pathlib
import re
import sys

# Layer of each folder of the engine (book/ is beside eval/: it may use core only).
CORE, EVAL, BOOK, SEARCH, PLAY, FRONT, SERVE, COMMANDS, MAIN = range(9)
FRONTS = ("protocol", "console", "analysis")
CORE_FOLDERS = ("core", "rules", "notation", "platform", "messages")
# Headers of the libraries from Debian that are included with quotes: Abseil, and cpp-httplib and
# nlohmann-json (src/serve).
THIRD_PARTY = ("absl/", "nlohmann/", "httplib.h")


def layer_of_file(rel):
    """Returns (layer, front name or None) of a source file, by its path from the root."""
    parts = rel.parts
    if parts[0] == "eval":
        return EVAL, None
    if parts[0] == "search":
        return SEARCH, None
    if parts[0] == "book":
        return BOOK, None
    if parts[0] == "src":
        if len(parts) == 2:
            return (MAIN, None) if parts[1] == "main.cpp" else (None, None)  # no loose core file
        sub = parts[1]
        if sub in CORE_FOLDERS:
            return CORE, None
        if sub == "play":
            return PLAY, None
        if sub in FRONTS:
            return FRONT, sub
        if sub == "serve":
            return SERVE, None
        if sub == "commands":
            return COMMANDS, None
    return None, None


def layer_of_include(path):
    """Returns (layer, front name or None) an include names, or (None, None) outside the engine."""
    first = path.split("/")[0]
    if "/" not in path:
        return None, None  # a header named without its folder: not one of the engine's
    if first in CORE_FOLDERS:
        return CORE, None
    table = {"eval": EVAL, "search": SEARCH, "book": BOOK, "play": PLAY, "serve": SERVE,
             "commands": COMMANDS}
    if first in table:
        return table[first], None
    if first in FRONTS:
        return FRONT, first
    return None, None  # tests/, tools/, generated sources: not part of the layering


def allowed(file_layer, file_front, inc_layer, inc_front):
    if inc_layer is None:
        return False  # the engine never includes tests or tools
    if file_layer == BOOK:
        return inc_layer in (CORE, BOOK)
    if inc_layer == BOOK:  # the engine's reply in a person's game (src/play) and above
        return file_layer >= PLAY or file_layer == BOOK
    if file_layer == FRONT and inc_layer == FRONT:
        return inc_front == file_front
    return inc_layer <= file_layer


def main():
    root = pathlib.Path(sys.argv[1])
    include = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
    bad, checked = [], 0
    for folder in ("src", "eval", "search", "book"):
        for path in sorted((root / folder).rglob("*")):
            if path.suffix not in (".h", ".cpp", ".inc") or "fuzz" in path.parts:
                continue
            rel = path.relative_to(root)
            layer, front = layer_of_file(rel)
            if layer is None:
                bad.append(f"{rel}: a file outside the layers (the core belongs in src/core/)")
                continue
            for inc in include.findall(path.read_text(encoding="utf-8")):
                if inc.endswith(".inc") or inc.startswith(THIRD_PARTY):
                    continue  # a data table beside the file, or a library from Debian
                checked += 1
                inc_layer, inc_front = layer_of_include(inc)
                if not allowed(layer, front, inc_layer, inc_front):
                    bad.append(f"{rel}: #include \"{inc}\"")
    for line in bad:
        print("layering broken:", line)
    print(f"{checked} includes checked, {len(bad)} against the layering")
    return 1 if bad or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
