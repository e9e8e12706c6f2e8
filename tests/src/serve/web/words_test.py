#!/usr/bin/env python3
"""The play page writes no word of its own: every text a person reads comes from the message
catalogue (src/messages/vi.tsv, en.tsv) through i18n.js, in Vietnamese or English.

Usage: words_test.py [repository root]  (exit status 0: the page passes)

The rules, for each file of src/serve/web/:

1. A key the page names (t("key"), I18n.has("key"), data-i18n="key", data-i18n-title="key",
   data-i18n-placeholder, data-i18n-aria-label, data-i18n-alt) is in both catalogues and starts
   with a prefix GET /api/messages sends (page., editor., setup., cothe., verdict., level.,
   color., review.). A key built at run time (t(`page.rules.${name}`)) is checked by its fixed
   start only.
2. HTML: no text between tags (outside <script>, <style>, <noscript>, <title>) holds a letter of
   any script, except the program's names (NAMES); the attributes a person reads (title,
   placeholder, alt, aria-label) hold no letter unless the element fills that attribute from the
   catalogue (data-i18n-<attribute>) or the value is a FEN (the set-up's example).
   <noscript> is for browsers without JavaScript, where the catalogue cannot come: it holds its
   text in both languages. <title> is replaced by page.title when the page starts.
3. JavaScript (comments skipped; a template literal's ${...} parts removed): no string literal
   holds a phrase (two words of letters separated by spaces: "Your move", "Bạn thắng"), and no
   string literal holding a letter is written where a person reads it: assigned to textContent,
   title, placeholder, alt or innerText, given as textContent: in an object, to toast(), to
   new Option() or to setAttribute("title" / "aria-label" / "alt" / "placeholder", ...).
   Not text: a catalogue key (a literal starting with a prefix of rule 1, checked as a key), the
   classes given to class / className, the "use strict" directive.
   A line may say `i18n-exempt: <why>` in a comment when a literal is a code compared, never
   shown (e.g. the server's rule code).
"""
import html.parser
import pathlib
import re
import sys

PREFIXES = ("page.", "editor.", "setup.", "cothe.", "verdict.", "level.", "color.", "review.")
NAMES = {"cotuong", "cờ tướng"}
READ_ATTRS = ("title", "placeholder", "alt", "aria-label")
LETTER = re.compile(r"[^\W\d_]")
PHRASE = re.compile(r"[^\W\d_]{2,}[ \u00a0]+[^\W\d_]{2,}")
FEN = re.compile(r"^[1-9kabnrcpKABNRCP]+(/[1-9kabnrcpKABNRCP]+){9} [wb]( \S+)*$")


def catalogue(path):
    keys = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#") and "\t" in line:
            keys.add(line.split("\t", 1)[0])
    return keys


class HtmlCheck(html.parser.HTMLParser):
    def __init__(self, name, problems, keys):
        super().__init__(convert_charrefs=True)
        self.name, self.problems, self.keys = name, problems, keys
        self.skip = []  # open elements whose text is not checked

    def where(self):
        return f"{self.name}:{self.getpos()[0]}"

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ("script", "style", "noscript", "title"):
            self.skip.append(tag)
        for name, value in a.items():
            if name == "data-i18n" or name.startswith("data-i18n-"):
                self.keys.append((self.where(), value))
        for attr in READ_ATTRS:
            value = a.get(attr)
            if value and LETTER.search(value) and f"data-i18n-{attr}" not in a and not FEN.match(value):
                self.problems.append(f"{self.where()}: {attr}=\"{value}\" is written here, not in the catalogue")

    def handle_endtag(self, tag):
        if self.skip and self.skip[-1] == tag:
            self.skip.pop()

    def handle_data(self, data):
        text = data.strip()
        if self.skip or not text or text in NAMES or not LETTER.search(text):
            return
        self.problems.append(f"{self.where()}: \"{text}\" is written here, not in the catalogue")


def js_literals(source):
    """Yields (line number, kind, text, code before it on its line) of each string literal."""
    i, line, n = 0, 1, len(source)
    while i < n:
        c = source[i]
        if c == "\n":
            line += 1
            i += 1
        elif source.startswith("//", i):
            i = source.find("\n", i)
            i = n if i < 0 else i
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            line += source.count("\n", i, end)
            i = end + 2
        elif c in "\"'`":
            start_line, j, text, depth = line, i + 1, "", 0
            while j < n:
                d = source[j]
                if d == "\\":
                    text += source[j:j + 2] if depth == 0 else ""
                    j += 2
                    continue
                if d == "\n":
                    line += 1
                if c == "`" and source.startswith("${", j) and depth == 0:
                    depth, j = 1, j + 2
                    text += " "
                    continue
                if depth:
                    depth += {"{": 1, "}": -1}.get(d, 0)
                    j += 1
                    continue
                if d == c:
                    break
                text += d
                j += 1
            line_start = source.rfind("\n", 0, i) + 1
            yield start_line, text, source[line_start:i]
            i = j + 1
        elif c == "/" and re.search(r"[(,=:!&|?{};]\s*$", source[max(0, i - 40):i]):
            j = i + 1  # a regular expression literal: skipped
            while j < n and source[j] != "/" and source[j] != "\n":
                j += 2 if source[j] == "\\" else 1
            i = j + 1
        else:
            i += 1


SINK = re.compile(r"(\.(textContent|title|placeholder|alt|innerText)\s*=|textContent:|\btoast\(|"
                  r"new Option\(|setAttribute\(\"(title|aria-label|alt|placeholder)\",)\s*$")
KEY_CALL = re.compile(r"(?<![\w.])(t|I18n\.has)\(\s*$")
KEY_LIKE = re.compile(r"^(%s)[\w.-]*$" % "|".join(re.escape(p) for p in PREFIXES))
CLASSES = re.compile(r"\b(class|className)\s*[:=][^,;]*$")


def check_js(name, source, problems, keys):
    lines = source.splitlines()
    for line, text, before in js_literals(source):
        exempt = "i18n-exempt:" in lines[line - 1]
        if KEY_CALL.search(before) or KEY_LIKE.match(text):
            keys.append((f"{name}:{line}", text.split(" ")[0] if text else text))
            continue
        if exempt or CLASSES.search(before) or (text == "use strict" and not before.strip()):
            continue
        if PHRASE.search(text):
            problems.append(f"{name}:{line}: \"{text}\" is a phrase written here, not in the catalogue")
        elif LETTER.search(text) and SINK.search(before):
            problems.append(f"{name}:{line}: \"{text}\" is shown to a person but written here, not in the catalogue")


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parents[4])
    web = root / "src/serve/web"
    vi = catalogue(root / "src/messages/vi.tsv")
    en = catalogue(root / "src/messages/en.tsv")
    problems, keys = [], []
    files = sorted(web.glob("*.html")) + sorted(web.glob("*.js"))
    for path in files:
        source = path.read_text(encoding="utf-8")
        if path.suffix == ".html":
            checker = HtmlCheck(path.name, problems, keys)
            checker.feed(source)
            checker.close()
        else:
            check_js(path.name, source, problems, keys)
    for where, key in keys:
        fixed = key.split(" ")[0]
        dynamic = key != fixed or key.endswith(".")
        if not fixed.startswith(PREFIXES):
            problems.append(f"{where}: the key \"{key}\" is not one GET /api/messages sends")
        elif not dynamic and (key not in vi or key not in en):
            problems.append(f"{where}: the key \"{key}\" is missing from "
                            + " and ".join(f for f, c in (("vi.tsv", vi), ("en.tsv", en)) if key not in c))
        elif dynamic and not any(k.startswith(fixed) for k in vi):
            problems.append(f"{where}: no key of the catalogue starts with \"{fixed}\"")
    for p in problems:
        print(p)
    print(f"{len(files)} files, {len(keys)} keys named, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
