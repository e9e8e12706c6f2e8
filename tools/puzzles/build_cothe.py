#!/usr/bin/env python3
"""Builds tests/data/cothe.tsv and tests/data/cothe.epd: the cờ thế puzzle set.

Candidates (fen, N from fairy-stockfish, its best move with ranks 1-10) come from
gen_cothe.py (mate in 4..12) and tests/data/mates.tsv (mate in 3). Each is proven by
`cotuong solve` (exhaustive search): a puzzle is kept when the exact search proves mate in the
same N that fairy-stockfish found (two engines agree) and fairy-stockfish's move is among the
mating first moves the proof lists; a position is also a checks-only puzzle when the
checks-only proof finds a mate in 3..12. Positions where the engines win only through a
repetition rule (the defender's escape is a perpetual check) are dropped: the proofs disagree.
The final set (--rows, over the files built) keeps every checks-only puzzle and at most twice
as many full-width ones (the longest first), so that a third of it is checks-only.
Usage: build_cothe.py COTUONG OUT.tsv OUT.epd CANDIDATES.tsv...
       build_cothe.py --rows OUT.tsv OUT.epd BUILT.tsv...   (select and write again, no solving)
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from engine_pipe import fairy_to_ucci  # noqa: E402


def solve(cotuong, fen, checks_only, seconds=30):
    """Returns (N, sorted mating first moves in UCCI, seconds taken) of `cotuong solve`'s proof
    of a mate in at most 12 within `seconds`, or (None, [], None) when it proves none."""
    args = [cotuong, "solve", "--fen", fen, "--max", "12", "--time", str(seconds), "--notation",
            "ucci"]
    if checks_only:
        args.append("--checks-only")
    out = subprocess.run(args, capture_output=True, text=True).stdout
    m = re.search(r"^mate in (\d+)", out, re.M)
    if not m:
        return None, [], None
    moves = re.search(r"^mating moves \(\d+\): (.*)$", out, re.M).group(1).split()
    t = float(re.search(r"^time: ([\d.]+) s", out, re.M).group(1))
    return int(m.group(1)), sorted(moves), t


def balanced(rows):
    """Returns every checks-only row and at most twice as many full-width ones, longest first;
    proofs that took over 15 s when built are left out (a margin under the 30 s goal)."""
    rows = [r for r in rows if r[4] <= 15]
    checks = [r for r in rows if r[2]]
    full = sorted((r for r in rows if not r[2]), key=lambda r: (-r[1], r[4]))[: 2 * len(checks)]
    return checks + full


def read_built(paths):
    """Returns the rows of already built cothe.tsv files (each position and rule once)."""
    rows, seen = [], set()
    for path in paths:
        for line in open(path):
            if line.startswith("#") or not line.strip():
                continue
            fen, n, c, moves, t = line.rstrip("\n").split("\t")
            if (fen, c) not in seen:
                seen.add((fen, c))
                rows.append((fen, int(n), int(c), moves.split(), float(t)))
    return rows


def main():
    if sys.argv[1] == "--rows":
        write(sys.argv[2], sys.argv[3], balanced(read_built(sys.argv[4:])))
        return
    cotuong, out_tsv, out_epd = sys.argv[1:4]
    rows, seen = [], set()
    for path in sys.argv[4:]:
        for line in open(path):
            if line.startswith("#") or not line.strip():
                continue
            fen, n, best = line.rstrip("\n").split("\t")[:3]
            n = int(n)
            key = " ".join(fen.split()[:2])
            if key in seen or n < 3:
                continue
            seen.add(key)
            got, moves, t = solve(cotuong, fen, False)
            ok = got == n and fairy_to_ucci(best) in moves
            print("keep" if ok else "drop", n, got, t, fen, flush=True)
            if ok:
                rows.append((fen, n, 0, moves, t))
            cn, cmoves, ct = solve(cotuong, fen, True)
            if cn is not None and 3 <= cn <= 12:
                print("keep checks-only", cn, ct, fen, flush=True)
                rows.append((fen, cn, 1, cmoves, ct))
    write(out_tsv, out_epd, rows)


def write(out_tsv, out_epd, rows):
    rows.sort(key=lambda r: (r[1], r[2], r[0]))
    with open(out_tsv, "w") as f:
        f.write("# Cờ thế puzzles: the side to move mates in N (checks_only 1: every attacking move\n"
                "# must check). Built by tools/puzzles/build_cothe.py. Full-width puzzles: N agreed by\n"
                "# fairy-stockfish (fresh process, go depth 22; mates.tsv: depth 16) and the exhaustive\n"
                "# proof of `cotuong solve`, which also lists every mating first move. Checks-only\n"
                "# puzzles: proven by the exhaustive checks-only search; fairy-stockfish (depth 22)\n"
                "# confirms a mate within N. seconds: the proof's time when built (a loaded machine).\n"
                "# Columns: fen<TAB>N<TAB>checks_only<TAB>mating first moves (UCCI)<TAB>seconds\n")
        for fen, n, c, moves, t in rows:
            f.write(f"{fen}\t{n}\t{c}\t{' '.join(moves)}\t{t:.2f}\n")
    with open(out_epd, "w") as f:
        f.write("# The cờ thế set of cothe.tsv as an EPD suite for `cotuong epd` (dm N; bm: every\n"
                "# mating first move; c0 \"checks-only\" for the checks-only puzzles).\n")
        for i, (fen, n, c, moves, t) in enumerate(rows):
            fields = " ".join(fen.split()[:4])
            extra = ' c0 "checks-only";' if c else ""
            f.write(f'{fields} dm {n}; bm {" ".join(moves)}; id "cothe-{i + 1:02d}";{extra}\n')
    print(len(rows), "puzzles,", sum(r[2] for r in rows), "checks-only")


if __name__ == "__main__":
    main()
