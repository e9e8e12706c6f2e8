#!/usr/bin/env python3
"""The README's level table and the Elo compiled into the engine (each row's Elo in
search::kLevels, search/levels.h) agree: every level's compiled Elo lies within the 95% interval
the table gives for it, the levels rise, and the UCI_Elo range the README names is the compiled
one (level 1's Elo to level 5's), so what a user reads is what UCI_Elo and Skill Level play."""
import os
import re
import sys

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")


def compiled_elo():
    text = open(os.path.join(ROOT, "search", "levels.h"), encoding="utf-8").read()
    rows = re.findall(r'\{"level\.name\.(\d)",\s*(\d+),', text)
    if [int(n) for n, _ in rows] != list(range(1, len(rows) + 1)):
        return None
    return [int(elo) for _, elo in rows] or None


def readme_table():
    """Returns {level: (Elo, 95% half-width)} from the README's Levels section, and the
    UCI_Elo range it names ((low, high) or None)."""
    text = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    section = text.split("\n## Levels\n", 1)[1].split("\n## ", 1)[0]
    rows = {}
    for line in section.splitlines():
        m = re.match(r"\|\s*(\d)\s*\|\s*(\d+)\s*\|\s*±(\d+)\s*\|", line)
        if m:
            rows[int(m.group(1))] = (int(m.group(2)), int(m.group(3)))
    span = re.search(r"`UCI_Elo` \((\d+)–(\d+)\)", text)
    return rows, (int(span.group(1)), int(span.group(2))) if span else None


def main():
    failures = []
    elo = compiled_elo()
    rows, span = readme_table()
    if not elo or len(elo) != 5:
        failures.append(f"search/levels.h: kLevels' Elo not found or not five levels: {elo}")
    elif sorted(rows) != [1, 2, 3, 4, 5]:
        failures.append(f"README.md: the level table has rows {sorted(rows)}, not 1-5")
    else:
        for level in range(1, 6):
            measured, half = rows[level]
            if abs(elo[level - 1] - measured) > half:
                failures.append(f"level {level}: compiled {elo[level - 1]} outside the README's "
                                f"{measured} ± {half}")
        if elo != sorted(set(elo)):
            failures.append(f"the levels' Elo does not rise: {elo}")
        if span != (elo[0], elo[-1]):
            failures.append(f"README.md names UCI_Elo {span}, compiled {elo[0]}-{elo[-1]}")
    for f in failures:
        print("FAIL:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
