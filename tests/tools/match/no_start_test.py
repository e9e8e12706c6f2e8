#!/usr/bin/env python3
"""An engine that never starts is an error of the run, not a lost game: cotuong-match scores
nothing (no W-D-L, no Elo) and exits 1 with the reason, and tools/match/many.sh names the failed
part's log, scores nothing and exits 1."""
import argparse
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from checks import check, exit_status  # noqa: E402


def run(*cmd):
    """Runs a command; returns the completed process (text output captured)."""
    return subprocess.run(list(cmd), capture_output=True, text=True, timeout=120)


def main():
    p = argparse.ArgumentParser()
    for name in ("match", "engine", "source", "work"):
        p.add_argument("--" + name, required=True)
    args = p.parse_args()
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)
    openings = os.path.join(args.source, "tools/match/openings/default.tsv")
    engines = ["-engine", f"cmd={args.engine}", "name=alive",
               "-engine", "cmd=/nonexistent/engine", "name=ghost", "-each", "tc=nodes=100"]

    r = run(args.match, *engines, "-games", "2", "-rounds", "2")
    check(r.returncode == 1, f"cotuong-match exits 1 (exit {r.returncode})")
    check("ghost" in r.stderr and "failed to start" in r.stderr,
          f"and says which engine failed to start ({r.stderr.strip()})")
    check("Score of" not in r.stdout and "Elo" not in r.stdout and "W-D-L" not in r.stdout,
          f"no W-D-L and no Elo ({r.stdout.strip()})")

    out = os.path.join(args.work, "many")
    r = run("bash", os.path.join(args.source, "tools/match/many.sh"), args.match, "2", "1",
            openings, out, "alive", "--", *engines)
    check(r.returncode == 1, f"many.sh exits 1 (exit {r.returncode}: {r.stderr.strip()})")
    logs = [os.path.join(out, f"part-{k}.log") for k in range(2)]
    check(all(log in r.stderr for log in logs), f"many.sh names each failed part's log ({r.stderr})")
    check("No such file" not in r.stderr, "and does not fail on a part's missing PGN")
    check("ghost" in r.stderr and "failed to start" in r.stderr,
          "and quotes the part's reason")
    check(not os.path.exists(os.path.join(out, "score.txt")) and "Elo" not in r.stdout,
          f"nothing is scored ({r.stdout.strip()})")

    # Parts that stop before writing a game (a time control the match refuses): the logs are
    # named, not a failed `cat` of a PGN that was never written.
    r = run("bash", os.path.join(args.source, "tools/match/many.sh"), args.match, "2", "1",
            openings, out, "alive", "--", *engines, "tc=nonsense")
    check(r.returncode == 1 and all(log in r.stderr for log in logs)
          and "No such file" not in r.stderr,
          f"many.sh names the logs of parts that wrote no game ({r.returncode}: {r.stderr.strip()})")
    return exit_status()


if __name__ == "__main__":
    sys.exit(main())
