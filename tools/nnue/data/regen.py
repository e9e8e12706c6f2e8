#!/usr/bin/env python3
"""Regenerates the training-data shards that a manifest lists, byte for byte, and checks them.

  regen.py [--manifest FILE] [--out DIR] [SHARD ...]        regenerate and check (all if none)
  regen.py --datagen BIN SHARD ...                           with a binary you built yourself
  regen.py --list                                            the manifest's shard names
  regen.py --add FILE --commit C [--options "..."]           record a finished shard
  regen.py --check FILE ...                                  compare existing files only

A manifest (manifest.tsv beside this script) is a tab-separated table with a header line:

  shard  commit  seed  positions  sha256  options

Its options are quoted as a POSIX shell would (shlex): `--book 'my books/x.book'` is two words.
A shard is remade by `cotuong-datagen --out DIR/SHARD --seed SEED OPTIONS --quiet` built at
COMMIT; cotuong-datagen gives the same bytes for the same seed and options (one search thread,
node limits, tables cleared per game), so the sha256 must match. Without --datagen the script
builds cotuong-datagen from a clean copy of COMMIT (`git archive` of this repository, which must
hold the commit; CMake, Ninja, Release, no tests) under --work (default ~/.cache/cotuong-regen),
once per commit. Spread many shards over cores or machines with GNU parallel:

  tools/nnue/data/regen.py --list | parallel -j2 tools/nnue/data/regen.py --out data {}

A shard's name is a plain file name (it is written inside --out, nowhere else), its options may
not name --out, and no cell holds a tab or a line break: a manifest that breaks these is refused.

Exit status: 0 when every shard matched, 1 when one did not, 2 for a usage or build error.
Standard library only: no torch or numpy needed.
"""
import argparse
import fcntl
import hashlib
import os
import shlex
import struct
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
COLUMNS = ["shard", "commit", "seed", "positions", "sha256", "options"]
RECORD = 32


def plain_name_problem(name):
    """Returns why name is not a plain file name (one written inside --out), or None."""
    if name in ("", ".", "..") or "/" in name or "\\" in name or "\0" in name:
        return f"shard name {name!r} is not a plain file name (it must be written inside --out)"
    return None


def options_problem(options):
    """Returns why a row's options cannot be given to cotuong-datagen, or None."""
    try:
        words = shlex.split(options)
    except ValueError as e:
        return f"options {options!r} cannot be read: {e}"
    if any(w == "--out" or w.startswith("--out=") for w in words):
        return f"options {options!r} name --out (the shard goes to --out/SHARD only)"
    return None


def row_problem(row):
    """Returns why a manifest row cannot be used, or None."""
    return plain_name_problem(row["shard"]) or options_problem(row["options"])


def read_manifest(path):
    """Returns the manifest's rows as dicts (COLUMNS as keys), in file order; a row whose shard
    is not a plain file name or whose options name --out is refused (ValueError)."""
    rows = []
    with open(path, encoding="utf-8") as f:
        lines = [line.rstrip("\n") for line in f if line.strip() and not line.startswith("#")]
    if not lines or lines[0].split("\t") != COLUMNS:
        raise ValueError(f"{path}: the first line must be the header {' '.join(COLUMNS)}")
    for n, line in enumerate(lines[1:], 2):
        cells = line.split("\t")
        if len(cells) != len(COLUMNS):
            raise ValueError(f"{path}: line {n} has {len(cells)} cells, not {len(COLUMNS)}")
        row = dict(zip(COLUMNS, cells))
        problem = row_problem(row)
        if problem:
            raise ValueError(f"{path}: line {n}: {problem}")
        rows.append(row)
    return rows


def sha256_of(path):
    """Returns the hex sha256 of a file."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def shard_facts(path):
    """Returns (seed of the first header, number of position records) of a shard file."""
    size = os.path.getsize(path)
    if size % RECORD:
        raise ValueError(f"{path}: {size} bytes is not a whole number of {RECORD}-byte records")
    headers = 0
    seed = None
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(RECORD * 65536), b""):
            for i in range(0, len(block), RECORD):
                if block[i:i + 4] == b"CTPD" and block[i + 11] == 0xFF:
                    headers += 1
                    if seed is None:
                        seed = struct.unpack_from("<Q", block, i + 16)[0]
    if seed is None:
        raise ValueError(f"{path}: no CTPD header record")
    return seed, size // RECORD - headers


def datagen_command(binary, out_dir, row):
    """Returns the argv that remakes a manifest row's shard into out_dir."""
    problem = row_problem(row)
    if problem:
        raise ValueError(problem)
    return [binary, "--out", os.path.join(out_dir, row["shard"]), "--seed", row["seed"],
            *shlex.split(row["options"]), "--quiet"]


def build_datagen(commit, work):
    """Returns the path of cotuong-datagen built from a clean copy of commit (built once)."""
    repo = subprocess.run(["git", "-C", HERE, "rev-parse", "--show-toplevel"], check=True,
                          capture_output=True, text=True).stdout.strip()
    full = subprocess.run(["git", "-C", repo, "rev-parse", "--verify", commit + "^{commit}"],
                          capture_output=True, text=True)
    if full.returncode != 0:
        raise RuntimeError(f"commit {commit} is not in {repo} (git fetch it first)")
    full = full.stdout.strip()
    root = os.path.join(work, full)
    binary = os.path.join(root, "build", "tools", "nnue", "cotuong-datagen")
    os.makedirs(root, exist_ok=True)
    with open(os.path.join(root, ".lock"), "w") as lock:  # parallel runs build it once
        fcntl.flock(lock, fcntl.LOCK_EX)
        if os.path.exists(binary):
            return binary
        src = os.path.join(root, "src")
        os.makedirs(src, exist_ok=True)
        print(f"regen: building cotuong-datagen at {full[:12]} in {root}", file=sys.stderr)
        archive = subprocess.Popen(["git", "-C", repo, "archive", full], stdout=subprocess.PIPE)
        subprocess.run(["tar", "-x", "-C", src], stdin=archive.stdout, check=True)
        if archive.wait() != 0:
            raise RuntimeError(f"git archive {full} failed")
        jobs = os.environ.get("JOBS", "2")
        build = os.path.join(root, "build")
        # A unity build first (half the compile time); a commit whose files do not compile as
        # one unit is built file by file. Either way the same code: the shard's checksum says so.
        for unity in ("ON", "OFF"):
            shutil.rmtree(build, ignore_errors=True)
            subprocess.run(["cmake", "-S", src, "-B", build, "-G", "Ninja",
                            "-DCMAKE_BUILD_TYPE=Release", "-DBUILD_TESTING=OFF",
                            "-DCOTUONG_BENCHMARKS=OFF", f"-DCMAKE_UNITY_BUILD={unity}"],
                           check=True, stdout=subprocess.DEVNULL)
            made = subprocess.run(["ninja", "-C", build, "-j", jobs, "cotuong-datagen"],
                                  stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL if unity == "ON" else None)
            if made.returncode == 0:
                break
            if unity == "OFF":
                raise RuntimeError(f"cotuong-datagen at {full[:12]} does not build")
            print("regen: the unity build failed; building file by file", file=sys.stderr)
    return binary


def regenerate(row, binary, out_dir):
    """Remakes one shard and returns whether its sha256 matches the manifest (prints a line)."""
    os.makedirs(out_dir, exist_ok=True)
    subprocess.run(datagen_command(binary, out_dir, row), check=True)
    return check_file(row, os.path.join(out_dir, row["shard"]))


def check_file(row, path):
    """Returns whether the file's sha256 matches the row's (prints a line saying so)."""
    got = sha256_of(path)
    ok = got == row["sha256"]
    print(f"{'ok' if ok else 'MISMATCH'}\t{row['shard']}\t{got}"
          + ("" if ok else f"\t(manifest: {row['sha256']})"), flush=True)
    return ok


def add(manifest, path, commit, options):
    """Appends a finished shard's row to the manifest (creating it with its header)."""
    name = os.path.basename(path)
    for what, text in (("the shard's name", name), ("--commit", commit), ("--options", options)):
        if any(c in text for c in "\t\r\n"):
            raise ValueError(f"{what} {text!r} holds a tab or a line break (a manifest cell "
                             "cannot)")
    problem = plain_name_problem(name) or options_problem(options)
    if problem:
        raise ValueError(problem)
    seed, positions = shard_facts(path)
    if os.path.exists(manifest) and any(r["shard"] == name for r in read_manifest(manifest)):
        raise ValueError(f"{manifest} already lists {name}")
    row = [name, commit, str(seed), str(positions), sha256_of(path), options]
    new = not os.path.exists(manifest)
    with open(manifest, "a", encoding="utf-8") as f:
        if new:
            f.write("\t".join(COLUMNS) + "\n")
        f.write("\t".join(row) + "\n")
    print("\t".join(row))


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("shards", nargs="*", help="shard names (default: all) or, with --check, files")
    p.add_argument("--manifest", default=os.path.join(HERE, "manifest.tsv"))
    p.add_argument("--out", default="data", help="where the shards are written (default data)")
    p.add_argument("--datagen", help="a cotuong-datagen to use instead of building the commit")
    p.add_argument("--work", default=os.path.expanduser("~/.cache/cotuong-regen"),
                   help="where commits are built")
    p.add_argument("--list", action="store_true", help="print the shard names and stop")
    p.add_argument("--check", action="store_true", help="only compare the given files' sha256")
    p.add_argument("--add", metavar="FILE", help="append this finished shard to the manifest")
    p.add_argument("--commit", help="with --add: the commit whose cotuong-datagen made it")
    p.add_argument("--options", default="--positions 100000 --nodes 5000",
                   help="with --add: its options besides --out, --seed and --quiet")
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    try:
        if args.add:
            if not args.commit:
                raise ValueError("--add needs --commit")
            add(args.manifest, args.add, args.commit, args.options)
            return 0
        rows = read_manifest(args.manifest)
        by_name = {r["shard"]: r for r in rows}
        if args.list:
            print("\n".join(r["shard"] for r in rows))
            return 0
        if args.check:
            unknown = [f for f in args.shards if os.path.basename(f) not in by_name]
            if unknown:
                raise ValueError(f"not a shard {args.manifest} lists (--check compares files "
                                 f"by their shard name): {' '.join(unknown)}")
            return 0 if all([check_file(by_name[os.path.basename(f)], f)
                             for f in args.shards]) else 1
        unknown = [s for s in args.shards if s not in by_name]
        if unknown:
            raise ValueError(f"not in {args.manifest}: {' '.join(unknown)}")
        chosen = [by_name[s] for s in args.shards] if args.shards else rows
        ok = True
        for row in chosen:
            binary = args.datagen or build_datagen(row["commit"], args.work)
            ok = regenerate(row, binary, args.out) and ok
        return 0 if ok else 1
    except (ValueError, KeyError, RuntimeError, OSError, subprocess.CalledProcessError) as e:
        print(f"regen: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
