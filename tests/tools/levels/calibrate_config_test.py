#!/usr/bin/env python3
"""The calibration's configs (tools/levels/calibrate.py): a pairing may name its opening set, the
gentle levels' config plays every pairing of levels 1 and 2 on both sets, each set's games go to a file of their own
(the default set's keep the names they had, so an earlier result folder still resumes), and an
opening set that does not exist is refused with the line that names it."""
import os
import sys
import tempfile

LEVELS = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tools", "levels")
sys.path.insert(0, LEVELS)
import calibrate  # noqa: E402


def main():
    failures = []
    players, pairs, anchor = calibrate.read_config(os.path.join(LEVELS, "gentle.conf"))
    sets = {}
    for a, b, n, openings in pairs:
        sets.setdefault((a, b), set()).add(openings)
    for pairing, got in sets.items():
        gentle = {"L1", "L2"} & set(pairing)
        if gentle and got != {"default.tsv", "unusual.tsv"}:
            failures.append(f"gentle.conf: {pairing} is played on {sorted(got)}, not on both sets")
    for name in ("random", "ee1", "ee3", "L1", "L2", "L3"):
        if not any(name in pairing for pairing in sets):
            failures.append(f"gentle.conf: {name} plays no pairing")
    if anchor != ("ee3", 1500.0):
        failures.append(f"gentle.conf: anchor {anchor}, expected ee3 = 1500")
    _, pairs, _ = calibrate.read_config(os.path.join(LEVELS, "calibration.conf"))
    if {p[3] for p in pairs} != {"default.tsv"}:
        failures.append("calibration.conf: a pairing off the default set")
    if calibrate.pairing_file("L1", "L2", "default.tsv") != "L1-vs-L2":
        failures.append("the default set's file name changed")
    if calibrate.pairing_file("L1", "L2", "unusual.tsv") != "L1-vs-L2.unusual":
        failures.append("the unusual set's games do not go to a file of their own")
    with tempfile.TemporaryDirectory() as folder:
        bad = os.path.join(folder, "bad.conf")
        with open(bad, "w") as f:
            f.write("player a cmd=x\nplayer b cmd=y\nanchor a 0\npair a b 5 openings=nosuch.tsv\n")
        try:
            calibrate.read_config(bad)
            failures.append("a missing opening set was accepted")
        except SystemExit as e:
            if "bad.conf:4" not in str(e) or "nosuch.tsv" not in str(e):
                failures.append(f"a missing opening set: unclear message {e}")
    for f in failures:
        print("FAIL:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
