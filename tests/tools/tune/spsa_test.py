#!/usr/bin/env python3
"""A tiny SPSA run (tools/tune/spsa.py) with the tuning engine (cotuong-tuning): it plays its
games, logs every iteration, and writes final values inside each tunable's range with the run's
record."""
import csv
import json
import os
import subprocess
import sys
import tempfile

spsa, engine, match = sys.argv[1:4]
with tempfile.TemporaryDirectory() as out:
    done = subprocess.run([sys.executable, spsa, "--engine", engine, "--match", match,
                           "--iterations", "3", "--tc", "nodes=400", "--concurrency", "1",
                           "--out", out], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    # The search's tunable constants are the ones search/tunables.h lists; every other spin
    # option (Hash, UCI_Elo, Rule60MaxPly, ...) is a standard option and must never be tuned.
    sys.path.insert(0, os.path.dirname(os.path.abspath(spsa)))
    import spsa as spsa_module
    names = set(spsa_module.tunable_names())
    ranges = {}
    uci = subprocess.run([engine], input="uci\nquit\n", capture_output=True, text=True).stdout
    for line in uci.splitlines():
        parts = line.split()
        if "spin" in parts and parts[2] in names:
            ranges[parts[2]] = (int(parts[parts.index("min") + 1]),
                                int(parts[parts.index("max") + 1]))
    assert len(names) >= 10 and set(ranges) == names, (names, uci)
    assert "RfpMargin" in ranges, uci
    run = json.load(open(os.path.join(out, "run.json")))
    assert run["iterations"] == 3 and run["games"] == 6, run
    assert sum(run["wins_draws_losses_of_plus"]) == 6, run
    assert set(run["final"]) == set(ranges), (run["final"], ranges)
    tuned = dict(line.split() for line in open(os.path.join(out, "tuned.txt")))
    for name, (lo, hi) in ranges.items():
        assert lo <= int(tuned[name]) <= hi, (name, tuned[name])
    rows = list(csv.reader(open(os.path.join(out, "spsa.csv"))))
    assert len(rows) == 4 and rows[0][:4] == ["iteration", "wins", "draws", "losses"], rows
print("spsa test: ok")
