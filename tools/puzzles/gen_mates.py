#!/usr/bin/env python3
"""Builds tests/data/mates.tsv: mate-in-1/2/3 positions found and verified by fairy-stockfish.

Plays randomised fairy-stockfish self-play games (random moves mixed with shallow best moves),
asks for `go depth D` on each position, keeps those scored `mate N` (N = 1..3, side to move
mates), then re-verifies each with `go mate N` and a deeper search that must agree on N.
Every kept position is verified again in a fresh engine process (no hash left from the game):
`go depth 16` must report exactly mate N.
Usage: gen_mates.py OUT.tsv [count] [seed]     (generate)
       gen_mates.py --verify IN.tsv OUT.tsv     (re-verify a file in fresh processes)
"""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from fairy_stockfish import FairyStockfish, fresh_analysis, random_game  # noqa: E402


def verified(fen, n):
    """Returns fairy-stockfish's best move if a fresh process finds exactly mate n, else None."""
    score, best = fresh_analysis(fen, "go depth 16")
    return best if score == ("mate", n) else None


def write(out, rows):
    with open(out, "w") as f:
        f.write("# Mate-in-N positions (side to move mates), found and verified with fairy-stockfish\n")
        f.write("# (fresh process, go depth 16 reports exactly mate N) by tools/puzzles/gen_mates.py.\n")
        f.write("# Columns: fen<TAB>N (moves to mate)<TAB>fairy-stockfish best move (ranks 1-10)\n")
        for fen, n, best in sorted(rows, key=lambda t: t[1]):
            f.write(f"{fen}\t{n}\t{best}\n")


def verify_file(inp, out):
    rows = []
    for line in open(inp):
        if line.startswith("#") or not line.strip():
            continue
        fen, n = line.split("\t")[:2]
        best = verified(fen, int(n))
        print("ok  " if best else "DROP", n, fen, flush=True)
        if best:
            rows.append((fen, int(n), best))
    write(out, rows)


def main():
    if sys.argv[1] == "--verify":
        verify_file(sys.argv[2], sys.argv[3])
        return
    out = sys.argv[1]
    want = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    e = FairyStockfish()
    found = {}
    per_n = {1: 0, 2: 0, 3: 0}
    while len(found) < want:
        for _ply, fen, _moves, score, _best in random_game(e, rng, 200, 7, best_share=0.6):
            if score and score[0] == "mate" and 1 <= score[1] <= 3 and per_n[score[1]] < want // 3 + 1:
                key = " ".join(fen.split()[:2])
                if key not in found:
                    n = score[1]
                    s2, _ = e.analyse(fen, f"go mate {n}")
                    s3, best3 = e.analyse(fen, "go depth 12")
                    if s2 == ("mate", n) and s3 == ("mate", n) and verified(fen, n):
                        found[key] = (fen, n, best3)
                        per_n[n] += 1
                        print(len(found), n, fen, best3, flush=True)
    e.quit()
    write(out, found.values())

if __name__ == "__main__":
    main()
