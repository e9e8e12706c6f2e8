#!/usr/bin/env python3
"""Scores the lines of an openings file with Fairy-Stockfish (UCI, xiangqi) at a fixed depth:
prints each line after Red's score in centipawns (a mate: +-100000) and a TAB, as the balance
check of openings/default.tsv did (every line within +-110 cp at depth 16).

Usage: score_openings.py OPENINGS.tsv [depth (default 16)]
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from engine_pipe import centipawns, for_red, ucci_to_fairy  # noqa: E402
from fairy_stockfish import FairyStockfish  # noqa: E402


def main():
    depth = int(sys.argv[2]) if len(sys.argv) > 2 else 16
    lines = [l.rstrip("\n") for l in open(sys.argv[1]) if l.strip() and not l.startswith("#")]
    engine = FairyStockfish(hash_mb=64)
    for line in lines:
        fields = line.split("\t")
        fen, moves = fields[0], []
        if len(fields) > 1 and fields[1].startswith("moves "):
            moves = fields[1].split()[1:]
        engine.send("ucinewgame")
        score, _ = engine.analyse(fen, f"go depth {depth}", [ucci_to_fairy(m) for m in moves])
        print(f"{for_red(centipawns(score), fen, len(moves))}\t{line}", flush=True)
    engine.quit()


if __name__ == "__main__":
    main()
