#!/usr/bin/env python3
"""depth_vs.py counts the depth an engine finished, the same way for every engine: a line with a
bound (an aspiration window that failed inside an unfinished iteration) and the line a
Stockfish-family engine prints when the clock stops it (the iteration it was in) are reported
but not finished depths; the nodes per depth come from finished depths only. The transcripts
are the engines' own (Pikafish-HCE and cotuong at 4 s, trimmed).

    depth_vs_test.py --script tools/match/depth_vs.py"""
import argparse
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
from checks import check, exit_status  # noqa: E402

# Pikafish-HCE, `go movetime 4000`: depth 22 finished at 3512 ms; depth 23 failed its window
# twice and was still running when the clock stopped it (the last line, at 4001 ms).
PIKAFISH = """\
info depth 21 seldepth 24 multipv 1 score cp 24 nodes 1900000 nps 740000 hashfull 800 tbhits 0 time 2560 pv h0g2 i9h9
info depth 22 currmove h0g2 currmovenumber 1
info depth 22 seldepth 25 multipv 1 score cp 28 nodes 2611582 nps 743616 hashfull 863 tbhits 0 time 3512 pv h0g2 i9h9 i0h0
info depth 23 currmove h0g2 currmovenumber 1
info depth 23 seldepth 26 multipv 1 score cp 20 upperbound nodes 2749926 nps 745843 hashfull 877 tbhits 0 time 3687 pv h0g2 i9h9
info depth 23 seldepth 26 multipv 1 score cp 26 lowerbound nodes 2936884 nps 751121 hashfull 892 tbhits 0 time 3910 pv h0g2
info depth 23 seldepth 26 multipv 1 score cp 26 nodes 3008333 nps 751895 hashfull 899 tbhits 0 time 4001 pv h0g2
bestmove h0g2 ponder i9h9""".splitlines()

# cotuong, the same: depth 20 finished at 3541 ms, depth 21 had begun (its moves, no PV line).
COTUONG = """\
info depth 19 seldepth 27 multipv 1 score cp 44 nodes 2210000 nps 930000 hashfull 950 time 2376 pv h0g2 i9h9
info depth 20 seldepth 29 multipv 1 score cp 50 nodes 3289867 nps 929078 hashfull 986 time 3541 pv h0g2 i9h9 i0h0
info depth 21 currmove h0g2 currmovenumber 1
info depth 21 currmove b2b3 currmovenumber 2
bestmove h0g2 ponder i9h9""".splitlines()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--script", required=True)
    args = p.parse_args()
    sys.path.insert(0, os.path.dirname(os.path.abspath(args.script)))
    import depth_vs  # noqa: E402

    finished, reported, nodes = depth_vs.finished_depth(PIKAFISH, 4000)
    check((finished, reported) == (22, 23),
          f"Pikafish-HCE stopped inside depth 23: finished 22, reported 23 ({finished}, {reported})")
    check(nodes == {21: 1900000, 22: 2611582},
          f"its nodes per depth are those of the finished depths 21 and 22 ({nodes})")

    finished, reported, nodes = depth_vs.finished_depth(COTUONG, 4000)
    check((finished, reported) == (20, 20),
          f"cotuong inside depth 21 (no PV line yet): finished and reported 20 ({finished}, "
          f"{reported})")
    check(nodes == {19: 2210000, 20: 3289867}, f"its nodes per depth: 19 and 20 ({nodes})")

    # The same Pikafish-HCE lines in a search of 8 s: nothing was printed by a stop, so its
    # exact depth-23 line at 4001 ms is a finished iteration.
    finished, reported, _ = depth_vs.finished_depth(PIKAFISH, 8000)
    check((finished, reported) == (23, 23),
          f"a line well before the move time counts: finished 23 ({finished}, {reported})")

    # Only bound lines at a depth: that depth is not finished.
    finished, _, _ = depth_vs.finished_depth(PIKAFISH[:6], 8000)
    check(finished == 22, f"a depth seen only with bounds is not finished ({finished})")
    check(depth_vs.finished_depth([], 1000) == (0, 0, {}), "no line: depth 0")
    return exit_status()


if __name__ == "__main__":
    sys.exit(main())
