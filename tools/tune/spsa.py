#!/usr/bin/env python3
"""SPSA tuning of the search constants, on top of cotuong-match (the method Fishtest uses).

The engine must be the tuning engine, cotuong-tuning (tools/tune): it announces its tunable
constants as UCI spin options (search/tunables.h), which this driver reads, perturbs and sets.
Each iteration k draws a random sign per parameter, plays a pair of games (one opening, both
colours; more pairs with --pairs) between theta + c_k*delta and theta - c_k*delta, and moves
theta by r_k * c_k * (wins - losses) * delta. The schedules are Fishtest's:
c_k = c_end * (N / k)^gamma, r_k = a_k / c_k^2 with a_k = a / (A + k)^alpha, a chosen so that
r_N = r_end; c_end defaults to a twentieth of each range, r_end to 0.002.

Every iteration is appended to <out>/spsa.csv; <out>/tuned.txt holds the final values and
<out>/run.json the run (games, time control, iterations, start and final values).

Example (fixed nodes, two games at a time):
  python3 tools/tune/spsa.py --engine build/tools/tune/cotuong-tuning \
      --match build/tools/match/cotuong-match --iterations 1000 --tc nodes=20000 \
      --concurrency 2 --out spsa-run
"""

import argparse
import csv
import json
import os
import random
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from engine_pipe import EnginePipe  # noqa: E402


TUNABLES_H = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "search",
                          "tunables.h")


def tunable_names():
    """Returns the names of the search's tunable constants, in the order search/tunables.h (their
    one owner) lists them."""
    return re.findall(r"X\((\w+),\s*-?\d+,\s*-?\d+,\s*-?\d+\)", open(TUNABLES_H).read())


def read_tunables(engine, only):
    """Returns [(name, default, min, max)] of the engine's spin options named in `only` (or all
    the search's tunable constants, search/tunables.h: the tuning engine announces them besides the
    standard options, whose spins (Hash, UCI_Elo, ...) are never tuned)."""
    pipe = EnginePipe(engine, answer_timeout_s=60)
    hello = pipe.handshake("uci")
    pipe.quit()
    tunables = set(tunable_names())
    spins = []
    for line in hello:
        m = re.match(r"option name (.+?) type (\w+)(.*)", line)
        if not m:
            continue
        name, kind, rest = m.groups()
        if kind != "spin" or (name not in tunables and not only):
            continue
        nums = dict(re.findall(r"(default|min|max) (-?\d+)", rest))
        spins.append((name, int(nums["default"]), int(nums["min"]), int(nums["max"])))
    if only:
        wanted = set(only)
        spins = [s for s in spins if s[0] in wanted]
        missing = wanted - {s[0] for s in spins}
        if missing:
            sys.exit(f"spsa: the engine has no spin option {', '.join(sorted(missing))}")
    if not spins:
        sys.exit("spsa: the engine announces no tunable constants: is it the tuning engine "
                 "(build/tools/tune/cotuong-tuning)?")
    return spins


def play(args, plus, minus, seed):
    """Returns (wins, draws, losses) of `plus` against `minus` over args.pairs pairs."""
    def engine(name, values):
        spec = ["-engine", f"cmd={args.engine}", f"name={name}", "proto=uci",
                "option.Hash=16", "option.OwnBook=false"]
        spec += [f"option.{k}={v}" for k, v in values.items()]
        return spec

    cmd = [args.match] + engine("plus", plus) + engine("minus", minus)
    cmd += ["-each", f"tc={args.tc}", "-games", "2", "-rounds", str(args.pairs),
            "-concurrency", str(args.concurrency), "-openings", f"file={args.openings}",
            "order=random", f"seed={seed}"]
    done = subprocess.run(cmd, capture_output=True, text=True)
    found = re.findall(r"plus W-D-L (\d+)-(\d+)-(\d+)", done.stdout + done.stderr)
    if done.returncode != 0 or not found:
        sys.exit(f"spsa: cotuong-match failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return tuple(int(x) for x in found[-1])


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--engine", required=True, help="the tuning engine, cotuong-tuning")
    p.add_argument("--match", required=True, help="cotuong-match")
    p.add_argument("--openings", default=os.path.join(here, "..", "match", "openings",
                                                      "default.tsv"))
    p.add_argument("--tc", default="nodes=20000", help="cotuong-match time control")
    p.add_argument("--iterations", type=int, default=1000)
    p.add_argument("--pairs", type=int, default=1, help="game pairs per iteration")
    p.add_argument("--concurrency", type=int, default=2)
    p.add_argument("--params", nargs="*", help="names to tune (default: all tunables)")
    p.add_argument("--c-end-fraction", type=float, default=1 / 20,
                   help="c_end as a fraction of each parameter's range")
    p.add_argument("--r-end", type=float, default=0.002)
    p.add_argument("--alpha", type=float, default=0.602)
    p.add_argument("--gamma", type=float, default=0.101)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", required=True, help="folder for spsa.csv, tuned.txt, run.json")
    args = p.parse_args()

    spins = read_tunables(args.engine, args.params)
    names = [s[0] for s in spins]
    start = {s[0]: float(s[1]) for s in spins}
    lo = {s[0]: s[2] for s in spins}
    hi = {s[0]: s[3] for s in spins}
    c_end = {n: max(1.0, (hi[n] - lo[n]) * args.c_end_fraction) for n in names}
    n_iter = args.iterations
    big_a = 0.1 * n_iter
    theta = dict(start)
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    games = [0, 0, 0]

    with open(os.path.join(args.out, "spsa.csv"), "w", newline="") as f:
        log = csv.writer(f)
        log.writerow(["iteration", "wins", "draws", "losses"] + names)
        for k in range(1, n_iter + 1):
            rounded = lambda v, n: int(round(min(max(v, lo[n]), hi[n])))
            flip = {n: rng.choice((-1, 1)) for n in names}
            plus, minus = {}, {}
            steps = {}
            for n in names:
                c_k = c_end[n] * (n_iter / k) ** args.gamma
                a_end = args.r_end * c_end[n] ** 2
                a = a_end * (big_a + n_iter) ** args.alpha
                r_k = a / (big_a + k) ** args.alpha / c_k ** 2
                steps[n] = (c_k, r_k)
                plus[n] = rounded(theta[n] + c_k * flip[n], n)
                minus[n] = rounded(theta[n] - c_k * flip[n], n)
            w, d, l = play(args, plus, minus, args.seed * 1000003 + k)
            games = [games[0] + w, games[1] + d, games[2] + l]
            for n in names:
                c_k, r_k = steps[n]
                theta[n] = min(max(theta[n] + r_k * c_k * (w - l) * flip[n], lo[n]), hi[n])
            log.writerow([k, w, d, l] + [f"{theta[n]:.2f}" for n in names])
            f.flush()
            print(f"iteration {k}/{n_iter}: +{w} ={d} -{l}  " +
                  " ".join(f"{n}={theta[n]:.1f}" for n in names), flush=True)

    final = {n: int(round(theta[n])) for n in names}
    with open(os.path.join(args.out, "tuned.txt"), "w") as f:
        for n in names:
            f.write(f"{n} {final[n]}\n")
    with open(os.path.join(args.out, "run.json"), "w") as f:
        json.dump({"iterations": n_iter, "pairs_per_iteration": args.pairs, "tc": args.tc,
                   "games": sum(games), "wins_draws_losses_of_plus": games,
                   "seed": args.seed, "r_end": args.r_end, "alpha": args.alpha,
                   "gamma": args.gamma, "c_end": c_end,
                   "start": {n: int(start[n]) for n in names}, "final": final}, f, indent=1)
    print(f"spsa: {sum(games)} games; final values in {os.path.join(args.out, 'tuned.txt')}")


if __name__ == "__main__":
    main()
