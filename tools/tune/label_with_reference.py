#!/usr/bin/env python3
"""Labels training positions with a reference engine's search score (for cotuong-tune).

Input: "FEN<TAB>result" lines (cotuong-tune extract) and/or --random N positions from
randomised fairy-stockfish self-play. Output: "FEN<TAB>target" where target is the reference's
`go depth D` score for Red mapped to an expected score 1/(1+10^(-cp/400)) (mates: 0 or 1).
Usage: label_with_reference.py OUT.tsv [--in IN.tsv] [--random N] [--depth D] [--seed S]
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from fairy_stockfish import FairyStockfish, random_game  # noqa: E402


def random_positions(e, n, rng):
    """Returns n positions of randomised self-play (depth-3 moves mixed with random ones), each
    kept with odds 0.3 from the ninth ply on."""
    out = []
    while len(out) < n:
        for ply, fen, _moves, _score, _best in random_game(e, rng, 160, 3, best_share=0.75,
                                                          search_all=False):
            if ply >= 8 and rng.random() < 0.3:
                out.append(fen)
    return out[:n]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--in", dest="inp")
    ap.add_argument("--random", type=int, default=0)
    ap.add_argument("--depth", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    e = FairyStockfish()
    fens = []
    if a.inp:
        fens += [l.split("\t")[0] for l in open(a.inp) if l.strip() and not l.startswith("#")]
    fens += random_positions(e, a.random, random.Random(a.seed))
    with open(a.out, "w") as f:
        for i, fen in enumerate(fens):
            e.send("ucinewgame")
            score, _ = e.analyse(fen, f"go depth {a.depth}")
            if score is None:
                continue
            kind, v = score
            red = fen.split()[1] in ("w", "r")
            if kind == "mate":
                target = 1.0 if (v > 0) == red else 0.0
            else:
                cp = v if red else -v
                target = 1.0 / (1.0 + 10 ** (-cp / 400.0))
            f.write(f"{fen}\t{target:.4f}\n")
            if i % 500 == 0:
                print(i, file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
