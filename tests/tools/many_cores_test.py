#!/usr/bin/env python3
"""The kit for a lent many-core machine: tools/linux/bundle.sh (the engine, cotuong-datagen and
cotuong-match with their libraries, found through RUNPATH), tools/nnue/datagen_many.sh (data for
a fixed time on every core, manifest rows, xz) and tools/match/many.sh (one match spread over
the cores, scored as one). Here with two processes, seconds each."""
import argparse
import os
import shutil
import subprocess
import sys
import tarfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from checks import check, exit_status  # noqa: E402


def run(*cmd, **kw):
    """Runs a command; returns the completed process (text output captured)."""
    return subprocess.run(list(cmd), capture_output=True, text=True, **kw)


def main():
    p = argparse.ArgumentParser()
    for name in ("build", "source", "work"):
        p.add_argument("--" + name, required=True)
    args = p.parse_args()
    src, work = args.source, args.work
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    bundle = os.path.join(work, "bundle")

    # The bundle: its binaries run with an empty environment and take every library beyond
    # glibc from its lib/ folder.
    r = run("bash", os.path.join(src, "tools/linux/bundle.sh"), args.build, bundle)
    check(r.returncode == 0, f"bundle.sh packs the build ({r.stderr.strip()})")
    helpers = os.path.join(src, "tools/linux/shared_libs.sh")
    for name in ("cotuong", "cotuong-datagen", "cotuong-match"):
        binary = os.path.join(bundle, name)
        carried = len([line for line in run("ldd", binary).stdout.splitlines()
                       if f"=> {bundle}/lib/" in line])
        outside = run("bash", "-c", f'source "$0" && libs_outside "$1" "$2"', helpers,
                      os.path.join(bundle, "lib"), binary)
        check(carried > 0 and outside.returncode == 0 and not outside.stdout,
              f"{name}: every library beyond glibc from the bundle ({carried} from it; "
              f"outside: {outside.stdout.split()})")
    version = run(os.path.join(bundle, "cotuong"), "--version", env={})
    check(version.returncode == 0 and version.stdout.startswith("cotuong "),
          f"the bundle's engine runs with an empty environment ({version.stdout.strip()})")

    # Data for 3 seconds on two cores: rows that remake each shard, shards packed with xz.
    out = os.path.join(work, "data")
    commit = "0123456789abcdef0123456789abcdef01234567"
    r = run("bash", os.path.join(src, "tools/nnue/datagen_many.sh"), bundle, out, commit,
            "9101", "2", "3", "--nodes", "300", "--hash", "1")
    print(r.stdout, end="")
    check(r.returncode == 0 and "2 shards" in r.stdout, f"datagen_many.sh ran ({r.stderr})")
    rows_path = os.path.join(out, "manifest-rows.tsv")
    with open(rows_path, encoding="utf-8") as f:
        rows = [line.rstrip("\n").split("\t") for line in f][1:]
    check([row[0] for row in rows] == ["shard-s9101.bin", "shard-s9102.bin"]
          and all(row[1] == commit and int(row[3]) > 0 for row in rows)
          and all(row[5] == f"--positions {row[3]} --nodes 300 --hash 1" for row in rows),
          f"a manifest row per shard: commit, seed, the positions made and the options ({rows})")
    packed = os.path.join(out, "shards-0123456-s9101-s9102.tar.xz")
    unpacked = os.path.join(work, "unpacked")
    with tarfile.open(packed) as t:
        t.extractall(unpacked)
    shards = sorted(os.path.join(unpacked, n) for n in os.listdir(unpacked))
    regen = os.path.join(src, "tools/nnue/data/regen.py")
    r = run(sys.executable, regen, "--manifest", rows_path, "--check", *shards)
    check(r.returncode == 0 and r.stdout.count("ok\t") == 2,
          f"the packed shards match their rows ({r.stdout.strip()})")
    r = run(sys.executable, regen, "--manifest", rows_path, "--datagen",
            os.path.join(bundle, "cotuong-datagen"), "--out", os.path.join(work, "remade"))
    check(r.returncode == 0 and r.stdout.count("ok\t") == 2,
          f"regen.py remakes both shards byte for byte from the rows ({r.stdout.strip()})")
    r = run("bash", os.path.join(src, "tools/nnue/datagen_many.sh"), bundle, out, commit,
            "9101", "2", "1", "--seed", "5")
    check(r.returncode == 2 and "--seed" in r.stderr, "a --seed of one's own is refused")

    # A match over two processes: each its own openings, merged and scored as one.
    games = os.path.join(work, "games")
    engine = os.path.join(bundle, "cotuong")
    r = run("bash", os.path.join(src, "tools/match/many.sh"), os.path.join(bundle, "cotuong-match"),
            "2", "2", os.path.join(src, "tools/match/openings/unusual.tsv"), games, "first", "--",
            "-engine", f"cmd={engine}", "name=first", "-engine", f"cmd={engine}", "name=second",
            "-each", "tc=depth=2", "option.usebook=false", "-maxmoves", "40")
    print(r.stdout, end="")
    check(r.returncode == 0 and "in 8 games" in r.stdout and "4 pairs" in r.stdout,
          f"many.sh: 2 processes x 2 pairs, one score of 8 games and 4 pairs ({r.stderr})")
    with open(os.path.join(games, "all.pgn"), encoding="utf-8") as f:
        pgn = f.read()
    openings = sorted({line for line in pgn.splitlines() if line.startswith("[Opening ")})
    check(pgn.count("[Result ") == 8 and len(openings) == 4,
          f"each process played its own openings ({openings})")
    r = run("bash", os.path.join(src, "tools/match/many.sh"), "x", "2", "1",
            os.path.join(src, "tools/match/openings/unusual.tsv"), games, "first", "--",
            "-rounds", "3")
    check(r.returncode == 2 and "-rounds" in r.stderr, "a -rounds of one's own is refused")
    return exit_status()


if __name__ == "__main__":
    sys.exit(main())
