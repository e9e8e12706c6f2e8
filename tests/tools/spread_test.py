#!/usr/bin/env python3
"""Data generation and matches as shards that GNU parallel spreads (here: `-j 2` and
`--sshlogin 2/:`, this machine) and that merge into one result: datagen shards by `cat` (the
same bytes as the shards made one after another), match PGNs by `cat`, scored by
tools/match/pgn_score.py as the parts are. Skipped (77) where `parallel` is not installed
(tools/dev.sh installs it)."""
import argparse
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from checks import check, exit_status  # noqa: E402


def read(path):
    """Returns a file's bytes."""
    with open(path, "rb") as f:
        return f.read()


def main():
    p = argparse.ArgumentParser()
    for name in ("datagen", "match", "engine", "pgn-score", "openings", "work"):
        p.add_argument("--" + name, required=True)
    args = p.parse_args()
    if not shutil.which("parallel"):
        print("GNU parallel is not installed (apt-get install parallel): skipped")
        return 77
    work = args.work
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "data"))
    os.makedirs(os.path.join(work, "games"))

    # Data: two shards at once, merged by cat.
    gen = [args.datagen, "--quiet", "--hash", "1", "--nodes", "200", "--positions", "150"]
    subprocess.run(["parallel", "-j", "2", *gen, "--seed", "{}", "--out",
                    os.path.join(work, "data", "shard-{}.bin"), ":::", "31", "32"], check=True)
    merged = read(os.path.join(work, "data", "shard-31.bin")) + \
        read(os.path.join(work, "data", "shard-32.bin"))
    alone = b""
    for seed in ("31", "32"):
        out = os.path.join(work, f"alone-{seed}.bin")
        subprocess.run([*gen, "--seed", seed, "--out", out], check=True)
        alone += read(out)
    check(merged == alone and len(merged) == 32 * 302,
          "datagen shards made by parallel -j 2 and merged by cat: the bytes of one-by-one runs")

    # A match in two shards (openings 1-2 and 3-4), spread with --sshlogin (`:` = here).
    subprocess.run(["parallel", "--sshlogin", "2/:", args.match,
                    "-engine", f"cmd={args.engine}", "name=first",
                    "-engine", f"'cmd={args.engine} --name second'", "name=second",
                    "-each", "tc=nodes=100", "-games", "2", "-rounds", "2", "-maxmoves", "30",
                    "-openings", f"file={args.openings}", "order=sequential", "start={}",
                    "-pgnout", os.path.join(work, "games", "part-{}.pgn"), ">", "/dev/null",
                    ":::", "1", "3"], check=True)
    parts = [os.path.join(work, "games", f"part-{k}.pgn") for k in (1, 3)]
    with open(os.path.join(work, "games", "all.pgn"), "wb") as f:
        for part in parts:
            f.write(read(part))

    def score(*files):
        return subprocess.run([sys.executable, args.pgn_score, "first", *files], check=True,
                              capture_output=True, text=True).stdout

    whole, separate = score(os.path.join(work, "games", "all.pgn")), score(*parts)
    print(whole, end="")
    check("in 8 games" in whole and "4 pairs" in whole,
          "the concatenated PGN holds the 8 games and 4 pairs of the two shards")
    check(whole == separate, "and scores as the two parts do")
    wrong = subprocess.run([sys.executable, args.pgn_score, "third", *parts],
                           capture_output=True, text=True)
    check(wrong.returncode == 1 and "no finished game of 'third'" in wrong.stderr
          and "engines named there: first, second" in wrong.stderr,
          "an engine that played none of the games is an error naming the engines that did")
    return exit_status()


if __name__ == "__main__":
    sys.exit(main())
