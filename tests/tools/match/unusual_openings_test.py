#!/usr/bin/env python3
"""The committed unusual opening set (tools/match/openings/unusual.tsv) is well formed: every line
is `startpos TAB moves ... TAB name` with 6-10 UCCI moves that the engine replays without an
error, ending out of check in a position no other line reaches. (The rank conversion of
make_unusual_openings.py is tools/lib/engine_pipe.py's, tested by tests/tools/lib.)

    unusual_openings_test.py --engine build/cotuong [--openings FILE]"""
import argparse
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..", "..")
sys.path.insert(0, os.path.join(HERE, ".."))
from checks import check, exit_status  # noqa: E402

UCCI_MOVE = re.compile(r"^[a-i][0-9][a-i][0-9]$")


def read_lines(path):
    """Returns [(line number, columns)] of the file's openings (comments and blanks skipped)."""
    out = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.strip() and not line.startswith("#"):
                out.append((number, line.rstrip("\n").split("\t")))
    return out


def replay(engine, lines):
    """Returns, for each list of moves, (error lines, Fen line, Checkers line) after the engine
    got `position startpos moves ...`: one engine process, `d` and `isready` after each."""
    script = ["ucci"]
    for moves in lines:
        script += ["position startpos moves " + " ".join(moves), "d", "isready"]
    script.append("quit")
    done = subprocess.run([engine], input="\n".join(script) + "\n", capture_output=True,
                          text=True, timeout=60)
    answers, current = [], []
    for line in done.stdout.splitlines()[done.stdout.splitlines().index("ucciok") + 1:]:
        if line.startswith("readyok"):
            answers.append(current)
            current = []
        else:
            current.append(line)
    out = []
    for answer in answers:
        errors = [l for l in answer if "error" in l.lower()]
        fen = next((l[len("Fen: "):] for l in answer if l.startswith("Fen: ")), None)
        checkers = next((l[len("Checkers:"):].strip() for l in answer
                         if l.startswith("Checkers:")), None)
        out.append((errors, fen, checkers))
    return out


def main():
    """Runs every check; returns the exit status."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--engine", required=True, help="the cotuong binary")
    parser.add_argument("--openings",
                        default=os.path.join(ROOT, "tools", "match", "openings", "unusual.tsv"))
    args = parser.parse_args()

    lines = read_lines(args.openings)
    check(len(lines) >= 200, f"a few hundred lines ({len(lines)})")
    bad_form, bad_moves, bad_plies, all_moves = [], [], [], []
    for number, cols in lines:
        if len(cols) != 3 or cols[0] != "startpos" or not cols[1].startswith("moves ") or \
                not cols[2].strip():
            bad_form.append(number)
            continue
        moves = cols[1].split()[1:]
        if not all(UCCI_MOVE.match(m) for m in moves):
            bad_moves.append(number)
        if not 6 <= len(moves) <= 10:
            bad_plies.append(number)
        all_moves.append((number, moves))
    check(not bad_form, f"every line is startpos TAB moves ... TAB name (bad: {bad_form[:10]})")
    check(not bad_moves, f"every move is a UCCI coordinate move, ranks 0-9 (bad: {bad_moves[:10]})")
    check(not bad_plies, f"every line has 6-10 plies (bad: {bad_plies[:10]})")
    move_lists = [" ".join(m) for _, m in all_moves]
    check(len(set(move_lists)) == len(move_lists), "no two lines have the same moves")

    answers = replay(args.engine, [m for _, m in all_moves])
    check(len(answers) == len(all_moves), f"the engine answered every line ({len(answers)})")
    errors = [(n, a[0]) for (n, _), a in zip(all_moves, answers) if a[0]]
    check(not errors, f"the engine takes every line's moves without an error line ({errors[:3]})")
    fens = [a[1] for a in answers]
    check(all(fens), "the engine shows the position after every line")
    keys = [" ".join(f.split()[:2]) for f in fens if f]
    check(len(set(keys)) == len(keys), "no two lines reach the same position")
    sides = all(f.split()[1] == ("w" if len(m) % 2 == 0 else "b")
                for (_, m), f in zip(all_moves, fens) if f)
    check(sides, "the side to move after every line follows its number of plies")
    in_check = [n for (n, _), a in zip(all_moves, answers) if a[2]]
    check(not in_check, f"no line ends in check ({in_check[:10]})")
    return exit_status()


if __name__ == "__main__":
    sys.exit(main())
