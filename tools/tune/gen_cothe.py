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
import random
import sys

from gen_mates import Engine


def fresh_mate(fen):
    """Returns the mate distance a fresh fairy-stockfish finds at depth 22, or None."""
    e = Engine()
    score, best = e.analyse(fen, "go depth 22")
    e.send("quit")
    return (score[1], best) if score and score[0] == "mate" and score[1] > 0 else (None, None)


def main():
    out = sys.argv[1]
    want = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 7)
    e = Engine()
    seen = set()
    kept = 0
    start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
    with open(out, "a") as f:
        while kept < want:
            fen = start
            per_game = 0
            for ply in range(240):
                moves = e.moves(fen)
                if not moves:
                    break
                score, best = e.analyse(fen, "go depth 8")
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
                mv = best if rng.random() < 0.75 else rng.choice(moves)
                fen = e.fen_after(fen, mv)


if __name__ == "__main__":
    main()
