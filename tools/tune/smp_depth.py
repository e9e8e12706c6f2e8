#!/usr/bin/env python3
"""Lazy SMP check: the depth cotuong reaches on the bench positions in a fixed time with 1 and
with N threads (UCI `go movetime`, cleared hash per position). Run on an otherwise idle machine.
Usage: smp_depth.py [engine] [movetime_ms] [threads]
"""
import re
import subprocess
import sys

ENGINE = sys.argv[1] if len(sys.argv) > 1 else "./build/cotuong"
MS = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
THREADS = int(sys.argv[3]) if len(sys.argv) > 3 else 2
BENCH_SOURCE = __file__.rsplit("/", 3)[0] + "/search/bench.cpp"
FENS = [l.split('"')[1] for l in open(BENCH_SOURCE) if l.strip().startswith('"') and "/" in l]


def depths(threads):
    p = subprocess.Popen([ENGINE], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                         bufsize=1)

    def send(s):
        p.stdin.write(s + "\n")
        p.stdin.flush()

    send("uci")
    send(f"setoption name Threads value {threads}")
    send("setoption name Hash value 64")
    send("setoption name OwnBook value false")  # book moves would report no depth
    send("isready")
    while "readyok" not in p.stdout.readline():
        pass
    out = []
    for fen in FENS:
        send("ucinewgame")
        send(f"position fen {fen}")
        send(f"go movetime {MS}")
        d = 0
        while True:
            line = p.stdout.readline()
            m = re.search(r"info depth (\d+)", line)
            if m:
                d = int(m.group(1))
            if line.startswith("bestmove"):
                break
        out.append(d)
    send("quit")
    return out


for t in (1, THREADS):
    d = depths(t)
    print(f"{t} thread(s): mean depth {sum(d) / len(d):.2f}  {d}", flush=True)
