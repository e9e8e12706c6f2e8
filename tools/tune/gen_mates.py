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
import random
import re
import subprocess
import sys

ENGINE = "/usr/games/fairy-stockfish"


class Engine:
    def __init__(self):
        self.p = subprocess.Popen([ENGINE], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        self.wait_for("uciok")
        self.send("setoption name UCI_Variant value xiangqi")
        self.send("setoption name Threads value 1")
        self.send("setoption name Hash value 16")
        self.sync()

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def wait_for(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline().strip()
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def sync(self):
        self.send("isready")
        self.wait_for("readyok")

    def moves(self, fen):
        self.send(f"position fen {fen}")
        self.send("go perft 1")
        lines = self.wait_for("Nodes searched")
        return [l.split(":")[0] for l in lines if re.match(r"^[a-i]\d+[a-i]\d+:", l)]

    def fen_after(self, fen, move):
        self.send(f"position fen {fen} moves {move}")
        self.send("d")
        for l in self.wait_for("Checkers"):
            if l.startswith("Fen: "):
                return l[5:]

    def analyse(self, fen, go):
        self.send(f"position fen {fen}")
        self.send(go)
        lines = self.wait_for("bestmove")
        score, best = None, lines[-1].split()[1]
        for l in lines:
            m = re.search(r"score (cp|mate) (-?\d+)", l)
            if m:
                score = (m.group(1), int(m.group(2)))
        return score, best


def verified(fen, n):
    """Returns fairy-stockfish's best move if a fresh process finds exactly mate n, else None."""
    e = Engine()
    score, best = e.analyse(fen, "go depth 16")
    e.send("quit")
    return best if score == ("mate", n) else None


def write(out, rows):
    with open(out, "w") as f:
        f.write("# Mate-in-N positions (side to move mates), found and verified with fairy-stockfish\n")
        f.write("# (fresh process, go depth 16 reports exactly mate N) by tools/tune/gen_mates.py.\n")
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
    e = Engine()
    found = {}
    per_n = {1: 0, 2: 0, 3: 0}
    start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
    while len(found) < want:
        fen = start
        for ply in range(200):
            moves = e.moves(fen)
            if not moves:
                break
            score, best = e.analyse(fen, "go depth 7")
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
            mv = best if rng.random() < 0.6 else rng.choice(moves)
            fen = e.fen_after(fen, mv)
    write(out, found.values())

if __name__ == "__main__":
    main()
