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
import re
import subprocess
import sys


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


def to_uci_ranks(move):
    """Returns a UCCI move (ranks 0-9) written with ranks 1-10, as Fairy-Stockfish expects."""
    m = re.fullmatch(r"([a-i])(\d)([a-i])(\d)", move)
    return f"{m[1]}{int(m[2]) + 1}{m[3]}{int(m[4]) + 1}"


class Engine:
    def __init__(self, path, ucci):
        self.ucci = ucci
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.send("uci")
        self.wait("uciok")
        if not ucci:
            self.send("setoption name UCI_Variant value xiangqi")
        self.send("setoption name Threads value 1")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, token):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine exited")
            lines.append(line.strip())
            if line.startswith(token):
                return lines

    def score(self, moves, movetime, nodes):
        """Returns the score in centipawns for the side to move (mates as +-100000)."""
        moves = moves if self.ucci else [to_uci_ranks(m) for m in moves]
        self.send("ucinewgame")
        self.send("position startpos moves " + " ".join(moves))
        self.send(f"go nodes {nodes}" if nodes else f"go movetime {movetime}")
        score = None
        for line in self.wait("bestmove"):
            m = re.search(r"score (cp|mate) (-?\d+)", line)
            if m and " upperbound" not in line and " lowerbound" not in line:
                v = int(m[2])
                score = v if m[1] == "cp" else (100000 if v > 0 else -100000)
        return score

    def close(self):
        self.send("quit")
        self.p.wait()


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
        red = score if len(moves) % 2 == 0 else -score  # the score for Red
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
