#!/usr/bin/env python3
"""Soundness check of the opening lines: after each book line ends, a reference engine searches
the position for a fixed time and reports its score. A line is sound when neither side, both of
whom followed the book, stands worse than the limit (default 1 pawn = 100 cp).

Usage: tools/book/check_soundness.py [--lines book/openings.txt] [--engine /usr/games/fairy-stockfish]
                                     [--movetime 1000 | --nodes N] [--limit 100]
A time limit gives scores that depend on the machine's load; --nodes gives the same scores on
every run (one thread), which is what a line edit should be judged by.
The engine must speak UCI with UCI_Variant xiangqi (Fairy-Stockfish: ranks 1-10 in its moves), or
be cotuong itself (UCCI ranks 0-9) with --ucci. Exit status 1 when some line is unsound.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from engine_pipe import (EnginePipe, centipawns, for_red, position_command,  # noqa: E402
                         search_score, ucci_to_fairy)


def read_lines(path):
    """Returns (source line number, ECCO, Vietnamese name, [UCCI moves]) for each book line."""
    out = []
    with open(path, encoding="utf-8") as f:
        for number, text in enumerate(f, 1):
            text = text.strip()
            if not text or text.startswith("#"):
                continue
            fields = [x.strip() for x in text.split("|")]
            if fields[0] == "line":
                out.append((number, fields[1], fields[2], fields[5].split()))
    return out


class Engine:
    """The reference engine over UCI, one thread; its moves in UCCI's ranks 0-9 or, for a
    Fairy-Stockfish (ucci False), in ranks 1-10."""

    def __init__(self, path, ucci):
        self.ucci = ucci
        self.pipe = EnginePipe(path)
        self.pipe.handshake("uci", ([] if ucci else [("UCI_Variant", "xiangqi")]) +
                            [("Threads", 1)])

    def score(self, moves, movetime, nodes):
        """Returns the score in centipawns for the side to move (mates as +-100000)."""
        moves = moves if self.ucci else [ucci_to_fairy(m) for m in moves]
        self.pipe.send("ucinewgame")
        lines = self.pipe.search(position_command("startpos", moves),
                                 f"go nodes {nodes}" if nodes else f"go movetime {movetime}")
        return centipawns(search_score(lines, exact_only=True))

    def close(self):
        """Ends the engine."""
        self.pipe.quit()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--lines", default="book/openings.txt")
    ap.add_argument("--engine", default="/usr/games/fairy-stockfish")
    ap.add_argument("--ucci", action="store_true", help="the engine uses ranks 0-9 (cotuong)")
    ap.add_argument("--movetime", type=int, default=1000)
    ap.add_argument("--nodes", type=int, default=0, help="search this many nodes instead")
    ap.add_argument("--limit", type=int, default=100)
    args = ap.parse_args()

    engine = Engine(args.engine, args.ucci)
    bad = []
    lines = read_lines(args.lines)
    for number, eco, name, moves in lines:
        score = engine.score(moves, args.movetime, args.nodes)
        red = for_red(score, "startpos", len(moves))
        worst = -abs(red)  # the score of whichever side stands worse
        flag = "UNSOUND" if worst < -args.limit else "ok"
        print(f"{flag:7} line {number:3} {eco} {len(moves):2} plies  Red {red:+5} cp  {name}",
              flush=True)
        if flag != "ok":
            bad.append((number, eco, name, red))
    engine.close()
    budget = f"{args.nodes} nodes" if args.nodes else f"{args.movetime} ms"
    print(f"\n{len(lines) - len(bad)} of {len(lines)} lines sound (limit {args.limit} cp, "
          f"{budget} per line)")
    for number, eco, name, red in bad:
        print(f"  exception: line {number} {eco} {name}: Red {red:+} cp")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
