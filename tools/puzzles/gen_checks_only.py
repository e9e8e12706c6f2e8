#!/usr/bin/env python3
"""Finds long checks-only cờ thế puzzles (every attacking move checks, mate in 7..12).

Plays randomised fairy-stockfish self-play games (shallow searches, random moves mixed in) and
asks `cotuong solve --checks-only` (an exhaustive proof under the checks-only rule, fast since
checks are few) about every position; keeps those it proves in 7..12 moves, and checks with a
fresh fairy-stockfish (go depth 22) that the side to move does mate, in at most that many moves
(the unrestricted shortest mate may be shorter than the checks-only one).
Usage: gen_checks_only.py COTUONG OUT.tsv [games] [seed]   (rows as gen_mates.py writes them)
"""
import os
import random
import sys

from build_cothe import solve

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from fairy_stockfish import FairyStockfish, fresh_analysis, random_game  # noqa: E402


def main():
    cotuong, out = sys.argv[1], sys.argv[2]
    games = int(sys.argv[3]) if len(sys.argv) > 3 else 50
    rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 5)
    e = FairyStockfish()
    seen = set()
    with open(out, "a") as f:
        for _ in range(games):
            for ply, fen, _moves, _score, _best in random_game(e, rng, 200, 4, best_share=0.7):
                key = " ".join(fen.split()[:2])
                if ply > 20 and key not in seen:
                    seen.add(key)
                    n = solve(cotuong, fen, checks_only=True, seconds=5)[0]
                    if n and 7 <= n <= 12:
                        score, best = fresh_analysis(fen, "go depth 22")
                        if score and score[0] == "mate" and 0 < score[1] <= n:
                            f.write(f"{fen}\t{n}\t{best}\n")
                            f.flush()
                            print(n, score, fen, flush=True)
    e.quit()


if __name__ == "__main__":
    main()
