#!/usr/bin/env python3
"""Mean depth that engines reach in a fixed time on the same opening positions, in one run.

Each engine (UCI: cotuong, Pikafish-HCE) searches the first N lines of an opening file one after
another, with a new game and 1 thread, 16 MB hash, no book; the depth is the last `info depth`
it printed before `bestmove`. Engines run one at a time so that neither slows the other: run
it on an otherwise quiet machine and compare the engines' figures from the same run.
Usage: depth_vs.py [movetime_ms] [positions] engine...
  e.g. depth_vs.py 2000 12 build/cotuong ../shared/refs/pikafish-hce
"""
import re
import subprocess
import sys

from openings_file import positions


def depths(engine, movetime, fens):
    """Returns the depth `engine` reached on each position in `movetime` ms."""
    p = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                         bufsize=1)

    def send(s):
        p.stdin.write(s + "\n")
        p.stdin.flush()

    def wait_for(token):
        while True:
            line = p.stdout.readline()
            if not line:
                raise RuntimeError(f"{engine} ended before {token}")
            if line.startswith(token):
                return

    send("uci")
    wait_for("uciok")
    for name, value in (("Threads", 1), ("Hash", 16), ("OwnBook", "false")):
        send(f"setoption name {name} value {value}")
    send("isready")
    wait_for("readyok")
    out = []
    for fen in fens:
        send("ucinewgame")
        send(f"position {fen}")
        send("isready")
        wait_for("readyok")
        send(f"go movetime {movetime}")
        d = 0
        while True:
            line = p.stdout.readline()
            if not line:
                raise RuntimeError(f"{engine} ended while searching")
            m = re.match(r"info .*\bdepth (\d+)", line)
            if m and " pv " in line:
                d = int(m.group(1))
            if line.startswith("bestmove"):
                break
        out.append(d)
    send("quit")
    p.stdin.close()
    p.wait(timeout=10)
    return out


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    movetime, count = int(sys.argv[1]), int(sys.argv[2])
    fens = positions(count)
    for engine in sys.argv[3:]:
        d = depths(engine, movetime, fens)
        print(f"{engine}: mean depth {sum(d) / len(d):.2f} over {len(d)} positions at "
              f"{movetime} ms  {d}", flush=True)


if __name__ == "__main__":
    main()
