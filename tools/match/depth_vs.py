#!/usr/bin/env python3
"""Mean depth that engines reach in a fixed time on the same opening positions, in one run.

Each engine (UCI: cotuong, Pikafish-HCE) searches the first N lines of an opening file one after
another, with a new game and 1 thread, 16 MB hash (--hash MB for another size), no book;
--threads 1,4 runs each engine once with each thread count (Lazy SMP: the depth more threads
reach in the same time). The depth is that of the last iteration the engine finished: its last
`info depth` line with a PV, not counting lines with a bound (reports from inside an iteration
whose aspiration window failed) nor a line printed as the clock ran out (Stockfish-family
engines report there the iteration they were stopped in, after 3 s). The depth of the last line
with a PV, whatever it was, is printed beside it ("reported"), as a GUI would show it. Engines
run one at a time so that neither slows the other: run it on an otherwise quiet machine and
compare the engines' figures from the same run.
It also prints where the time goes at equal depth: the nodes each engine had searched when it
finished each depth (geometric mean over the positions that finished it) and the effective
branching factor, the growth of those nodes per ply.
Usage: depth_vs.py [--hash MB] [--threads N,...] movetime_ms positions engine...
  e.g. depth_vs.py 2000 12 build/cotuong ../shared/refs/pikafish-hce
       depth_vs.py --threads 1,2 1000 12 build/cotuong   (on an otherwise idle machine)
       depth_vs.py --hash 256 60000 4 build/cotuong   (the table's size against the nodes a depth
       needs: the nodes per finished depth do not depend on the machine's load)
"""
import argparse
import math
import os
import re
import sys

from openings_file import positions

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from engine_pipe import EnginePipe  # noqa: E402


STOP_SLACK_MS = 10  # a line this close to the move time was printed by the stop


def finished_depth(lines, movetime):
    """Reads one search's `info` lines: returns (finished, reported, {depth: nodes}), the depth of
    the last finished iteration, the depth of the last line with a PV, and the nodes at which each
    finished depth ended."""
    finished, reported, at_depth = 0, 0, {}
    for line in lines:
        m = re.match(r"info .*\bdepth (\d+)", line)
        if not m or " pv " not in line:
            continue
        d = int(m.group(1))
        reported = d
        if re.search(r"\b(upperbound|lowerbound)\b", line):
            continue
        t = re.search(r"\btime (\d+)", line)
        if t and int(t.group(1)) >= movetime - STOP_SLACK_MS:
            continue
        finished = d
        n = re.search(r"\bnodes (\d+)", line)
        if n:
            at_depth[d] = int(n.group(1))
    return finished, reported, {k: v for k, v in at_depth.items() if k <= finished}


def depths(engine, movetime, fens, hash_mb=16, threads=1):
    """Returns the depth `engine` finished on each position in `movetime` ms, the depth it
    reported last, and for each position the nodes it had searched when it finished each depth
    ({depth: nodes})."""
    p = EnginePipe(engine)
    p.handshake("uci", [("Threads", threads), ("Hash", hash_mb), ("OwnBook", "false")])
    out, reported, nodes = [], [], []
    for fen in fens:
        p.send("ucinewgame")
        p.send(f"position {fen}")
        p.ask("isready", "readyok")
        d, r, at_depth = finished_depth(p.ask(f"go movetime {movetime}", "bestmove"), movetime)
        out.append(d)
        reported.append(r)
        nodes.append(at_depth)
    p.quit()
    return out, reported, nodes


def nodes_per_depth(nodes):
    """Returns {depth: geometric mean of the nodes at which it finished} over the positions
    that all finished it, for the depths every position finished."""
    common = set.intersection(*(set(n) for n in nodes)) if nodes else set()
    return {d: math.exp(sum(math.log(max(n[d], 1)) for n in nodes) / len(nodes))
            for d in sorted(common)}


def main():
    p = argparse.ArgumentParser(usage=__doc__)
    p.add_argument("--hash", type=int, default=16, help="table size of every engine, MB")
    p.add_argument("--threads", default="1",
                   help="search threads, or a comma-separated list: each engine runs with each")
    p.add_argument("movetime", type=int)
    p.add_argument("count", type=int)
    p.add_argument("engines", nargs="+")
    args = p.parse_args()
    movetime = args.movetime
    fens = positions(args.count)
    thread_counts = [int(t) for t in args.threads.split(",")]
    for engine, threads in ((e, t) for e in args.engines for t in thread_counts):
        d, reported, nodes = depths(engine, movetime, fens, args.hash, threads)
        name = engine if thread_counts == [1] else \
            f"{engine} ({threads} thread{'s' if threads > 1 else ''})"
        print(f"{name}: mean depth {sum(d) / len(d):.2f} over {len(d)} positions at "
              f"{movetime} ms  {d}  (reported {sum(reported) / len(reported):.2f})", flush=True)
        per_depth = nodes_per_depth(nodes)
        if per_depth:
            print("  nodes when each depth finished: " +
                  " ".join(f"{k}:{v:.0f}" for k, v in per_depth.items()), flush=True)
            ks = sorted(per_depth)
            lo, hi = ks[len(ks) // 2], ks[-1]  # the upper half: the lower depths are noise
            if hi > lo:
                ebf = (per_depth[hi] / per_depth[lo]) ** (1 / (hi - lo))
                print(f"  effective branching factor, depths {lo} to {hi}: {ebf:.2f}", flush=True)


if __name__ == "__main__":
    main()
