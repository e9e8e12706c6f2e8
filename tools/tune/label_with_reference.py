#!/usr/bin/env python3
"""Labels training positions with a reference engine's search score (for cotuong-tune).

Input: "FEN<TAB>result" lines (cotuong-tune extract) and/or --random N positions from
randomised fairy-stockfish self-play. Output: "FEN<TAB>target" where target is the reference's
`go depth D` score for Red mapped to an expected score 1/(1+10^(-cp/400)) (mates: 0 or 1).
Usage: label_with_reference.py OUT.tsv [--in IN.tsv] [--random N] [--depth D] [--seed S]
"""
import argparse
import random
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from gen_mates import Engine  # noqa: E402

START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


def random_positions(e, n, rng):
    out = []
    while len(out) < n:
        fen = START
        for ply in range(160):
            moves = e.moves(fen)
            if not moves:
                break
            if ply >= 8 and rng.random() < 0.3:
                out.append(fen)
            if rng.random() < 0.75:
                _, mv = e.analyse(fen, "go depth 3")
            else:
                mv = rng.choice(moves)
            fen = e.fen_after(fen, mv)
    return out[:n]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--in", dest="inp")
    ap.add_argument("--random", type=int, default=0)
    ap.add_argument("--depth", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    e = Engine()
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
