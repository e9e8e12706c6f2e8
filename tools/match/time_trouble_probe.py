#!/usr/bin/env python3
"""Time-trouble probe: does every answer come from a finished depth-1 search?

Sends one engine N `go` commands (default 1000) with the budgets of time trouble, each drawn at
random: a clock or movetime of 0-20 ms (UCI `go wtime/btime [winc/binc]`, `go movetime`; UCCI
`go time` in seconds), a node budget of 0-10 (`go nodes`), or a search stopped 0-5 ms after
`go` (`go infinite`, a long clock, or `go ponder` + `ponderhit`). An answer counts as searched
when an `info depth 1` line came between the `go` and its `bestmove`. Prints the count of
searched answers (x/N), the slowest answer, and the commands of the unsearched ones.
Exit status: 0 when every answer was searched, 1 otherwise, 2 on a broken engine.

Usage: time_trouble_probe.py [--count N] [--seed S] [--level L] [--dialect uci|ucci|both]
                             ENGINE [ARGS...]
  e.g. tools/match/time_trouble_probe.py build/cotuong
"""
import argparse
import os
import random
import subprocess
import sys
import time

from openings_file import positions

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from engine_pipe import EnginePipe  # noqa: E402

ANSWER_TIMEOUT_S = 10


def start_engine(command, dialect, level):
    """Returns the engine in `dialect` at `level`, its book off, answers waited for 10 s."""
    engine = EnginePipe(command, stderr=subprocess.DEVNULL, answer_timeout_s=ANSWER_TIMEOUT_S)
    book = ("OwnBook", "false") if dialect == "uci" else ("usebook", "false")
    engine.handshake(dialect, [book, ("Level" if dialect == "uci" else "level", level)])
    return engine


def trial(rng, dialect):
    """Returns one trial: the `go` line, then (delay_s, line) pairs to send after it."""
    kind = rng.choice(["clock", "movetime", "nodes", "stop", "ponderhit"])
    ms = rng.randint(0, 20)
    if kind == "clock":
        if dialect == "ucci":
            inc = rng.choice([0, 3])
            return f"go time {ms / 1000:.3f} increment {inc}", []
        inc = rng.choice([0, 0, 3000])
        return f"go wtime {ms} btime {ms} winc {inc} binc {inc}", []
    if kind == "movetime":
        if dialect == "ucci":  # UCCI has no movetime: a clock in seconds with moves to go 1
            return f"go time {ms / 1000:.3f} movestogo 1", []
        return f"go movetime {ms}", []
    if kind == "nodes":
        n = rng.randint(0, 10)
        if dialect == "ucci" and n == 0:  # UCCI refuses nodes 0 (no answer): one node
            n = 1
        return f"go nodes {n}", []
    delay = rng.uniform(0, 0.005)
    if kind == "stop":
        go = rng.choice(["go infinite", "go time 100000" if dialect == "ucci" else
                         "go wtime 100000 btime 100000"])
        return go, [(delay, "stop")]
    clock = f"go ponder time {ms / 1000:.3f}" if dialect == "ucci" else \
        f"go ponder wtime {ms} btime {ms}"
    return clock, [(rng.uniform(0, 0.005), "ponderhit"), (delay, "stop")]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=30)
    ap.add_argument("--level", type=int, default=5)
    ap.add_argument("--dialect", choices=["uci", "ucci", "both"], default="both")
    ap.add_argument("engine", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    if not args.engine:
        ap.error("no engine command")
    rng = random.Random(args.seed)
    dialects = ["uci", "ucci"] if args.dialect == "both" else [args.dialect]
    engines = {d: start_engine(args.engine, d, args.level) for d in dialects}
    starts = ["startpos"] + positions()
    searched, slowest, failures = 0, (0.0, ""), []
    try:
        for i in range(args.count):
            dialect = dialects[i % len(dialects)]
            engine = engines[dialect]
            go, then = trial(rng, dialect)
            engine.send(f"position {rng.choice(starts)}")
            t0 = time.monotonic()
            engine.send(go)
            for delay, line in then:
                time.sleep(delay)
                engine.send(line)
            out = engine.until("bestmove")
            elapsed = time.monotonic() - t0
            engine.ask("isready", "readyok")
            command = " / ".join([go] + [line for _, line in then])
            if any(line.startswith("info depth 1 ") for line in out):
                searched += 1
            else:
                failures.append(f"{dialect}: {command} -> {out[-1]}")
            if elapsed > slowest[0]:
                slowest = (elapsed, f"{dialect}: {command}")
    except RuntimeError as e:
        print(f"engine failure: {e}", file=sys.stderr)
        return 2
    finally:
        for e in engines.values():
            e.quit()
    print(f"searched to depth 1: {searched}/{args.count} (level {args.level}, "
          f"{'+'.join(dialects)}, seed {args.seed})")
    print(f"slowest answer: {slowest[0] * 1000:.1f} ms ({slowest[1]})")
    for f in failures[:20]:
        print(f"unsearched: {f}")
    return 0 if searched == args.count else 1


if __name__ == "__main__":
    sys.exit(main())
