#!/usr/bin/env python3
"""Builds candidate cờ thế puzzles (mate in 4..12) for tests/data/cothe.tsv from fairy-stockfish.

Plays randomised fairy-stockfish self-play games (as gen_mates.py does), looks at each position
with a shallow search, digs deeper where the side to move is winning big, and keeps positions a
deep search scores `mate N` (4 <= N <= 12). Each candidate is verified again in a fresh process
(no hash from the game): `go depth 22` must report the same mate N. The exact proof (shortest N,
every mating first move, checks-only or not) is then `cotuong solve`'s job: see
tests/data/cothe.tsv's header for how the final set was checked.
Usage: gen_cothe.py OUT.tsv [count] [seed]
"""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from fairy_stockfish import FairyStockfish, fresh_analysis, random_game  # noqa: E402


def fresh_mate(fen):
    """Returns (the mate distance a fresh fairy-stockfish finds at depth 22, its best move), or
    (None, None)."""
    score, best = fresh_analysis(fen, "go depth 22")
    return (score[1], best) if score and score[0] == "mate" and score[1] > 0 else (None, None)


def main():
    out = sys.argv[1]
    want = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 7)
    e = FairyStockfish()
    seen = set()
    kept = 0
    with open(out, "a") as f:
        while kept < want:
            per_game = 0
            for _ply, fen, _moves, score, _best in random_game(e, rng, 240, 8, best_share=0.75):
                winning = score and ((score[0] == "mate" and score[1] > 0) or
                                     (score[0] == "cp" and score[1] >= 700))
                key = " ".join(fen.split()[:2])
                if winning and per_game < 3 and key not in seen:
                    s2, _ = e.analyse(fen, "go depth 16")
                    if s2 and s2[0] == "mate" and 4 <= s2[1] <= 12:
                        seen.add(key)
                        n, fbest = fresh_mate(fen)
                        if n == s2[1]:
                            f.write(f"{fen}\t{n}\t{fbest}\n")
                            f.flush()
                            kept += 1
                            per_game += 1
                            print(kept, n, fen, fbest, flush=True)
    e.quit()


if __name__ == "__main__":
    main()
