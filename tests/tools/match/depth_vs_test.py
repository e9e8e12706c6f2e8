#!/usr/bin/env python3
"""depth_vs.py counts the depth an engine finished, the same way for every engine: a line with a
bound (an aspiration window that failed inside an unfinished iteration) and the line a
Stockfish-family engine prints when the clock stops it (the iteration it was in) are reported
but not finished depths; the nodes per depth come from finished depths only. The transcripts
are the engines' own (Pikafish-HCE and cotuong at 4 s, trimmed). With --threads 1,3 the script
runs each engine once with each thread count (a scripted engine that finishes the depth of its
thread count shows it); without it, one line per engine as before.

    depth_vs_test.py --script tools/match/depth_vs.py"""
import argparse
import os
import subprocess
import sys
import tempfile

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


# A UCI engine that finishes, on every `go`, the depth of the thread count it was given.
THREADS_ENGINE = """\
import sys
threads = 1
for line in sys.stdin:
    words = line.split()
    if words[:1] == ["uci"]:
        print("id name threads-engine\\nuciok", flush=True)
    elif words[:3] == ["setoption", "name", "Threads"]:
        threads = int(words[4])
    elif words[:1] == ["isready"]:
        print("readyok", flush=True)
    elif words[:1] == ["go"]:
        print(f"info depth {threads} score cp 0 nodes {1000 * threads} time 1 pv h0g2", flush=True)
        print("bestmove h0g2", flush=True)
    elif words[:1] == ["quit"]:
        break
"""


def thread_checks(script):
    """Runs the script on the scripted engine with and without --threads."""
    with tempfile.TemporaryDirectory() as work:
        engine = os.path.join(work, "threads-engine")
        with open(engine, "w") as f:
            f.write(f"#!{sys.executable}\n" + THREADS_ENGINE)
        os.chmod(engine, 0o755)
        quiet = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")  # no __pycache__ in tools/
        run = lambda *args: subprocess.run([sys.executable, script, *args, "100", "2", engine],
                                           capture_output=True, text=True, timeout=60,
                                           env=quiet).stdout
        lines = [l for l in run("--threads", "1,3").splitlines() if "mean depth" in l]
        check(len(lines) == 2 and lines[0].startswith(f"{engine} (1 thread): mean depth 1.00 ")
              and lines[1].startswith(f"{engine} (3 threads): mean depth 3.00 "),
              f"--threads 1,3: a line for each thread count, each with its depth ({lines})")
        lines = [l for l in run().splitlines() if "mean depth" in l]
        check(len(lines) == 1 and lines[0].startswith(f"{engine}: mean depth 1.00 over 2 "),
              f"no --threads: one line, 1 thread ({lines})")


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
    thread_checks(args.script)
    return exit_status()


if __name__ == "__main__":
    sys.exit(main())
