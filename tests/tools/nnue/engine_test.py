#!/usr/bin/env python3
"""build/cotuong evaluates an exported network exactly like the integer reference: loads each
network of pipeline_test.py over UCCI (setoption name evalfile value ...) and compares the
`nnue <cp> (side to move)` line of `eval` with its samples, position by position: net.ctnn
(version 1) with samples.tsv, net-buckets.ctnn (version 2, eight output buckets) with
samples-buckets.tsv."""
import argparse
import os
import re
import subprocess
import sys


PAIRS = [("net.ctnn", "samples.tsv"), ("net-buckets.ctnn", "samples-buckets.tsv")]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--engine", required=True)
    p.add_argument("--work", required=True)
    args = p.parse_args()
    return max(check_network(args, os.path.join(args.work, net), os.path.join(args.work, samples))
               for net, samples in PAIRS)


def check_network(args, net, samples_path):
    """Returns 0 when the engine scores every sample of samples_path with net as it says."""
    with open(samples_path) as f:
        samples = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    # `eval` reports by the evaluation in use: the network, once usennue is on.
    script = ["ucci", f"setoption name evalfile value {net}", "setoption name usennue value true"]
    for fen, _ in samples:
        script += [f"position fen {fen}", "eval"]
    script.append("quit")
    run = subprocess.run([args.engine], input="\n".join(script) + "\n", capture_output=True,
                         text=True, timeout=50)
    errors = [l for l in run.stdout.splitlines() if "error" in l.lower()]
    got = [int(m.group(1)) for m in re.finditer(r"^nnue (-?\d+) \(side to move\)$", run.stdout,
                                                re.M)]
    if not got:
        print("FAIL: the engine printed no 'nnue <cp> (side to move)' line after eval: it has no "
              "NNUE inference, or it did not load the network " + net, file=sys.stderr)
        for line in errors:
            print("  engine: " + line, file=sys.stderr)
        return 1
    if len(got) != len(samples):
        print(f"FAIL: {len(got)} nnue lines for {len(samples)} positions", file=sys.stderr)
        for line in errors:
            print("  engine: " + line, file=sys.stderr)
        return 1
    wrong = [(fen, int(want), have) for (fen, want), have in zip(samples, got) if int(want) != have]
    for fen, want, have in wrong[:10]:
        print(f"FAIL: {fen}: engine nnue {have}, reference {want}", file=sys.stderr)
    print(f"{os.path.basename(net)}: {len(samples) - len(wrong)} of {len(samples)} positions "
          "evaluated exactly alike")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
