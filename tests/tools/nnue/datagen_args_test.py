#!/usr/bin/env python3
"""cotuong-datagen refuses options that could never make data (a search without limit, games
that cannot record a position, adjudication after no ply, a table that does not fit) with a
clear message and a non-zero exit, quickly, and writes no shard; good options still make one."""
import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from checks import check, exit_status  # noqa: E402


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--datagen", required=True)
    p.add_argument("--work", required=True)
    args = p.parse_args()
    os.makedirs(args.work, exist_ok=True)
    out = os.path.join(args.work, "shard.bin")
    base = ["--out", out, "--positions", "5", "--quiet", "--hash", "1", "--nodes", "100"]
    refused = [
        (["--nodes", "0"], "--nodes 0"),
        (["--max-plies", "0"], "--max-plies 0"),
        (["--max-plies", "1"], "--max-plies 1"),
        (["--skip-plies", "100000"], "--max-plies 400"),
        (["--win-plies", "0"], "--win-plies"),
        (["--draw-plies", "0"], "--draw-plies"),
        (["--hash", "99999999"], "--hash 99999999"),
        (["--hash", "0"], "--hash 0"),
        (["--depth", "1000"], "--depth 1000"),
        (["--positions", "0"], "--positions 0 would make no data"),
        (["--games", "0"], "--games 0 would make no data"),
    ]
    for extra, named in refused:
        if os.path.exists(out):
            os.remove(out)
        what = " ".join(extra)
        try:
            r = subprocess.run([args.datagen, *base, *extra], capture_output=True, text=True,
                               timeout=20)
        except subprocess.TimeoutExpired:
            check(False, f"{what}: refused at once (it ran for 20 s)")
            continue
        check(r.returncode != 0, f"{what}: exit status {r.returncode} (non-zero)")
        check(named in r.stderr, f"{what}: the message names {named!r}: {r.stderr.strip()!r}")
        check(not os.path.exists(out), f"{what}: no shard written")
    # The same base options make data, and --no-adjudicate makes --win-plies 0 harmless.
    for extra in ([], ["--no-adjudicate", "--win-plies", "0"]):
        r = subprocess.run([args.datagen, *base, *extra], capture_output=True, text=True,
                           timeout=120)
        check(r.returncode == 0 and os.path.getsize(out) > 0,
              f"{' '.join(base + extra)}: exit 0 and a shard ({r.stderr.strip()!r})")
    sys.exit(exit_status())


if __name__ == "__main__":
    main()
