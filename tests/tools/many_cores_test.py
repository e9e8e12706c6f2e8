#!/usr/bin/env python3
"""The kit for a lent many-core machine: tools/linux/bundle.sh (the engine, cotuong-datagen and
cotuong-match with their libraries, found through RUNPATH), tools/nnue/datagen_many.sh (data for
a fixed time on every core, manifest rows, xz) and tools/match/many.sh (one match spread over
the cores, scored as one). Here with two processes, seconds each, run from the work folder with
relative paths (the caller's, not the repository's); and bundle.sh deletes no folder it did not
make."""
import argparse
import os
import shutil
import subprocess
import sys
import tarfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from checks import check, exit_status  # noqa: E402

COMMIT = "0123456789abcdef0123456789abcdef01234567"


def run(*cmd, **kw):
    """Runs a command; returns the completed process (text output captured)."""
    return subprocess.run(list(cmd), capture_output=True, text=True, **kw)


def read(path):
    """Returns a file's bytes."""
    with open(path, "rb") as f:
        return f.read()


def content(path):
    """Returns a file's bytes, or None when path is not a file."""
    return read(path) if os.path.isfile(path) else None


def manifest_rows(path):
    """Returns a manifest's rows as lists of cells, header left out."""
    with open(path, encoding="utf-8") as f:
        return [line.rstrip("\n").split("\t") for line in f][1:]


def unpack(archive, where):
    """Unpacks a tar.xz; returns the names it held, sorted."""
    with tarfile.open(archive) as t:
        t.extractall(where)
        return sorted(t.getnames())


def bundle_checks(src, build, work):
    """bundle.sh from the work folder with relative paths: a bundle that runs alone; a non-empty
    folder it did not make is refused and left as it was; its own bundle is remade in place,
    keeping what else was put there. Returns the bundle's path (None when none was made)."""
    bundle_sh = os.path.join(src, "tools/linux/bundle.sh")
    # Folders it did not make: refused, untouched.
    kept = os.path.join(work, "kept")
    os.makedirs(os.path.join(kept, "lib"))
    for name in ("notes.txt", "cotuong", "lib/mine.so"):
        with open(os.path.join(kept, name), "w") as f:
            f.write("mine\n")
    r = run("bash", bundle_sh, build, kept)
    check(r.returncode == 2 and "not empty" in r.stderr
          and sorted(os.listdir(kept)) == ["cotuong", "lib", "notes.txt"]
          and content(os.path.join(kept, "lib/mine.so")) == b"mine\n",
          f"a non-empty DEST it did not make is refused and left whole ({r.stderr.strip()})")
    r = run("bash", bundle_sh, build, os.path.join(kept, "notes.txt"))
    check(r.returncode == 2 and content(os.path.join(kept, "notes.txt")) == b"mine\n",
          f"a DEST that is a file is refused and left whole ({r.stderr.strip()})")
    r = run("bash", bundle_sh, os.path.relpath(build, work), "bundle", cwd=work)
    bundle = os.path.join(work, "bundle")
    check(r.returncode == 0 and os.path.isfile(os.path.join(bundle, "cotuong")),
          f"bundle.sh packs the build into the caller's relative DEST ({r.stderr.strip()})")
    if not os.path.isfile(os.path.join(bundle, "cotuong")):
        return None
    # The bundle: its binaries run with an empty environment and take every library beyond
    # glibc from its lib/ folder.
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

    # Its own bundle: remade, with what the user put there kept.
    os.makedirs(os.path.join(bundle, "results"))
    with open(os.path.join(bundle, "results", "keep.txt"), "w") as f:
        f.write("keep\n")
    r = run("bash", bundle_sh, os.path.relpath(build, work), "bundle", cwd=work)
    check(r.returncode == 0 and content(os.path.join(bundle, "results", "keep.txt")) == b"keep\n"
          and run(os.path.join(bundle, "cotuong"), "--version", env={}).returncode == 0,
          f"its own bundle is remade in place, other files kept ({r.stderr.strip()})")
    return bundle


def datagen_checks(src, bundle, work):
    """datagen_many.sh from the work folder with relative paths: rows that remake each shard
    byte for byte, the shards packed with xz."""
    many = os.path.join(src, "tools/nnue/datagen_many.sh")
    r = run("bash", many, "bundle", "data", COMMIT, "9101", "2", "2", "--nodes", "300", "--hash",
            "1", cwd=work)
    print(r.stdout, end="")
    check(r.returncode == 0 and "2 shards" in r.stdout, f"datagen_many.sh ran ({r.stderr})")
    out = os.path.join(work, "data")
    rows_path = os.path.join(out, "manifest-rows.tsv")
    rows = manifest_rows(rows_path) if os.path.exists(rows_path) else []
    check([row[0] for row in rows] == ["shard-s9101.bin", "shard-s9102.bin"]
          and all(row[1] == COMMIT and int(row[3]) > 0 for row in rows)
          and all(row[5] == f"--positions {row[3]} --nodes 300 --hash 1" for row in rows),
          f"a manifest row per shard: commit, seed, the positions made and the options ({rows})")
    packed = os.path.join(out, "shards-0123456-s9101-s9102.tar.xz")
    unpacked = os.path.join(work, "unpacked")
    names = unpack(packed, unpacked) if os.path.exists(packed) else []
    check(names == ["shard-s9101.bin", "shard-s9102.bin"]
          and not [n for n in os.listdir(out) if n.endswith(".bin")],
          f"both shards packed, none left loose ({names})")
    shards = [os.path.join(unpacked, n) for n in names]
    regen = os.path.join(src, "tools/nnue/data/regen.py")
    r = run(sys.executable, regen, "--manifest", rows_path, "--check", *shards)
    check(r.returncode == 0 and r.stdout.count("ok\t") == 2,
          f"the packed shards match their rows ({r.stdout.strip()})")
    r = run(sys.executable, regen, "--manifest", rows_path, "--datagen",
            os.path.join(bundle, "cotuong-datagen"), "--out", os.path.join(work, "remade"))
    check(r.returncode == 0 and r.stdout.count("ok\t") == 2,
          f"regen.py remakes both shards byte for byte from the rows ({r.stdout.strip()})")

    r = run("bash", many, bundle, out, COMMIT, "9101", "2", "1", "--seed", "5")
    check(r.returncode == 2 and "--seed" in r.stderr, "a --seed of one's own is refused")


def match_checks(src, bundle, work):
    """many.sh from the work folder with relative paths: a match over two processes, each its
    own openings, merged and scored as one."""
    many = os.path.join(src, "tools/match/many.sh")
    openings = os.path.relpath(os.path.join(src, "tools/match/openings/unusual.tsv"), work)
    engine = os.path.join(bundle, "cotuong")
    r = run("bash", many, "bundle/cotuong-match", "2", "2", openings, "games", "first", "--",
            "-engine", f"cmd={engine}", "name=first", "-engine", f"cmd={engine}", "name=second",
            "-each", "tc=depth=2", "option.usebook=false", "-maxmoves", "40", cwd=work)
    print(r.stdout, end="")
    check(r.returncode == 0 and "in 8 games" in r.stdout and "4 pairs" in r.stdout,
          f"many.sh: 2 processes x 2 pairs, one score of 8 games and 4 pairs ({r.stderr})")
    all_pgn = os.path.join(work, "games", "all.pgn")
    pgn = read(all_pgn).decode() if os.path.exists(all_pgn) else ""
    openings = sorted({line for line in pgn.splitlines() if line.startswith("[Opening ")})
    check(pgn.count("[Result ") == 8 and len(openings) == 4,
          f"each process played its own openings ({openings})")
    r = run("bash", many, "x", "2", "1", os.path.join(src, "tools/match/openings/unusual.tsv"),
            os.path.join(work, "games"), "first", "--", "-rounds", "3")
    check(r.returncode == 2 and "-rounds" in r.stderr, "a -rounds of one's own is refused")


def main():
    p = argparse.ArgumentParser()
    for name in ("build", "source", "work"):
        p.add_argument("--" + name, required=True)
    args = p.parse_args()
    src, build, work = (os.path.abspath(a) for a in (args.source, args.build, args.work))
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    bundle = bundle_checks(src, build, work)
    if bundle:
        datagen_checks(src, bundle, work)
        match_checks(src, bundle, work)
    return exit_status()


if __name__ == "__main__":
    sys.exit(main())
