#!/usr/bin/env python3
"""The puzzle tools (tools/puzzles) still make the committed sets: build_cothe.py --rows writes
tests/data/cothe.tsv and cothe.epd again byte for byte from the committed rows; build_cothe.py
proves two mates in 3 of tests/data/mates.tsv with `cotuong solve` into the rows cothe.tsv holds
for them (one full-width, one also checks-only); gen_mates.py --verify keeps rows of mates.tsv
with their N in fresh Fairy-Stockfish processes, its best move among the mating first moves
cothe.tsv lists. The parts that need an engine are skipped where it is missing.

    puzzles_test.py [--cotuong build/cotuong]"""
import argparse
import os
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..", "..")
DATA = os.path.join(ROOT, "tests", "data")
PUZZLES = os.path.join(ROOT, "tools", "puzzles")
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(ROOT, "tools", "lib"))
from checks import check, exit_status  # noqa: E402
from engine_pipe import fairy_to_ucci  # noqa: E402
from fairy_stockfish import FAIRY_STOCKFISH  # noqa: E402

# Two mates in 3 of mates.tsv that cothe.tsv holds, the second also as a checks-only puzzle.
PROVEN = ["9/4a4/3abk3/9/9/2B6/3n5/5Ap2/3pAK3/6B2 b - - 15 71",
          "2bk5/1C7/9/3P5/2R3b2/8p/p4pn2/9/9/2BAK4 w - - 2 50"]


def rows(path):
    """Returns the rows of a TSV file (comments and blank lines skipped) as lists of cells."""
    with open(path, encoding="utf-8") as f:
        return [line.rstrip("\n").split("\t") for line in f if line.strip() and
                not line.startswith("#")]


def run(*args):
    """Runs a puzzle script; returns its exit status (its output is shown when it fails)."""
    done = subprocess.run([sys.executable, *args], capture_output=True, text=True, timeout=300,
                          env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    if done.returncode != 0:
        print(done.stdout + done.stderr)
    return done.returncode


def read(path):
    """Returns a file's text."""
    with open(path, encoding="utf-8") as f:
        return f.read()


def rows_checks(work):
    """build_cothe.py --rows on the committed set writes it again."""
    tsv, epd = os.path.join(work, "rows.tsv"), os.path.join(work, "rows.epd")
    status = run(os.path.join(PUZZLES, "build_cothe.py"), "--rows", tsv, epd,
                 os.path.join(DATA, "cothe.tsv"))
    check(status == 0 and read(tsv) == read(os.path.join(DATA, "cothe.tsv")),
          "build_cothe.py --rows writes cothe.tsv again, byte for byte")
    check(status == 0 and read(epd) == read(os.path.join(DATA, "cothe.epd")),
          "... and cothe.epd")


def proof_checks(work, cotuong):
    """build_cothe.py proves two candidates into the committed rows."""
    candidates = os.path.join(work, "candidates.tsv")
    with open(candidates, "w") as f:
        f.writelines("\t".join(r) + "\n" for r in rows(os.path.join(DATA, "mates.tsv"))
                     if r[0] in PROVEN)
    tsv, epd = os.path.join(work, "built.tsv"), os.path.join(work, "built.epd")
    status = run(os.path.join(PUZZLES, "build_cothe.py"), cotuong, tsv, epd, candidates)
    built = [r[:4] for r in rows(tsv)] if status == 0 else []
    committed = [r[:4] for r in rows(os.path.join(DATA, "cothe.tsv")) if r[0] in PROVEN]
    check(len(built) == 3 and sorted(built) == sorted(committed),
          f"build_cothe.py proves two mates in 3 into cothe.tsv's three rows for them: N, "
          f"checks-only, every mating first move ({[r[1:] for r in built]})")


def verify_checks(work):
    """gen_mates.py --verify keeps mates.tsv's rows, with mating moves."""
    mates = rows(os.path.join(DATA, "mates.tsv"))
    chosen = [mates[0]] + [r for r in mates if r[0] in PROVEN]
    given, verified = os.path.join(work, "given.tsv"), os.path.join(work, "verified.tsv")
    with open(given, "w") as f:
        f.writelines("\t".join(r) + "\n" for r in chosen)
    status = run(os.path.join(PUZZLES, "gen_mates.py"), "--verify", given, verified)
    kept = rows(verified) if status == 0 else []
    check(sorted((r[0], r[1]) for r in kept) == sorted((r[0], r[1]) for r in chosen),
          f"gen_mates.py --verify keeps {len(chosen)} rows of mates.tsv with their N ({len(kept)})")
    mating = {r[0]: r[3].split() for r in rows(os.path.join(DATA, "cothe.tsv"))
              if r[2] == "0"}
    moves = [(fairy_to_ucci(r[2]), mating[r[0]]) for r in kept if r[0] in mating]
    check(len(moves) == 2 and all(m in ms for m, ms in moves),
          f"its best moves (ranks 1-10) are mating first moves in UCCI ({moves})")


def main():
    """Runs every check; returns the exit status."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--cotuong", help="the cotuong binary (the proofs are skipped without)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        rows_checks(work)
        if args.cotuong:
            proof_checks(work, args.cotuong)
        else:
            print("skipped: the proofs (no --cotuong)")
        if os.access(FAIRY_STOCKFISH, os.X_OK):
            verify_checks(work)
        else:
            print(f"skipped: gen_mates.py --verify ({FAIRY_STOCKFISH} is not installed)")
    return exit_status()


if __name__ == "__main__":
    sys.exit(main())
