#!/usr/bin/env python3
"""The kit for a lent many-core machine: tools/linux/bundle.sh (the engine, cotuong-datagen and
cotuong-match with their libraries, found through RUNPATH), tools/nnue/datagen_many.sh (data for
a fixed time on every core, manifest rows, xz) and tools/match/many.sh (one match spread over
the cores, scored as one). Here with two or three processes, seconds each, run from the work
folder with relative paths (the caller's, not the repository's). Also what must never be lost:
bundle.sh deletes no folder it did not make, and datagen_many.sh keeps every shard when a
process is killed or a manifest row is refused."""
import argparse
import os
import shutil
import signal
import subprocess
import sys
import tarfile
import time

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
    """datagen_many.sh from the work folder with relative paths and an option whose value holds
    a space and an apostrophe: rows that remake each shard byte for byte, the shards packed with
    xz; seeds that OUT has rows for already refused."""
    many = os.path.join(src, "tools/nnue/datagen_many.sh")
    book = os.path.join(work, "it's my book", "cotuong.book")
    os.makedirs(os.path.dirname(book))
    check(os.path.isfile(os.path.join(bundle, "cotuong.book")),
          "the build has its opening book (target cotuong_book_file)")
    if os.path.isfile(os.path.join(bundle, "cotuong.book")):
        shutil.copy(os.path.join(bundle, "cotuong.book"), book)
    r = run("bash", many, "bundle", "data", COMMIT, "9101", "2", "2", "--nodes", "300", "--hash",
            "1", "--book", book, cwd=work)
    print(r.stdout, end="")
    check(r.returncode == 0 and "2 shards" in r.stdout, f"datagen_many.sh ran ({r.stderr})")
    out = os.path.join(work, "data")
    rows_path = os.path.join(out, "manifest-rows.tsv")
    rows = manifest_rows(rows_path) if os.path.exists(rows_path) else []
    quoted_book = "'" + book.replace("'", "'\"'\"'") + "'"
    check([row[0] for row in rows] == ["shard-s9101.bin", "shard-s9102.bin"]
          and all(row[1] == COMMIT and int(row[3]) > 0 for row in rows)
          and all(row[5] == f"--positions {row[3]} --nodes 300 --hash 1 --book {quoted_book}"
                  for row in rows),
          f"a manifest row per shard: commit, seed, the positions made and the options, the "
          f"book's path quoted ({rows})")
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
          f"regen.py remakes both shards byte for byte from the rows, the book's path one word "
          f"({r.stdout.strip()} {r.stderr.strip()})")

    r = run("bash", many, bundle, out, COMMIT, "9101", "2", "1", "--seed", "5")
    check(r.returncode == 2 and "--seed" in r.stderr, "a --seed of one's own is refused")
    r = run("bash", many, bundle, out, COMMIT, "9102", "1", "1", "--nodes", "300")
    check(r.returncode == 2 and "lists shard-s9102.bin" in r.stderr
          and os.path.exists(packed), f"a seed OUT has rows for already is refused "
          f"({r.stderr.strip()})")


def child_datagen(parent, seed):
    """Returns (pid, --out path) of parent's cotuong-datagen child with this seed, or None."""
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/stat") as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                argv = f.read().decode().split("\0")
        except (OSError, ValueError, IndexError):
            continue
        if ppid == parent and argv[0].endswith("cotuong-datagen") and "--seed" in argv \
                and argv[argv.index("--seed") + 1] == str(seed) and "--out" in argv:
            return int(pid), argv[argv.index("--out") + 1]
    return None


def child_datagen_alive(pid):
    """Returns whether the process pid (a cotuong-datagen this test saw started) still runs."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return b"cotuong-datagen" in f.read()
    except OSError:
        return False


def failure_checks(src, bundle, work):
    """datagen_many.sh's numbers it cannot use, refused before anything runs; and a run of three
    processes where one cotuong-datagen is killed with SIGKILL mid-run and regen.py --add
    refuses another's row (a stand-in python3 on PATH): every shard is kept and packed, the
    killed one with a row that remakes it, the refused one apart with its reason, and both
    failures said."""
    many = os.path.join(src, "tools/nnue/datagen_many.sh")
    # Refused before anything runs: nothing written, no archive after SECONDS.
    for what, numbers in (("a seed with a leading zero (octal to bash)", ("08", "2", "1")),
                          ("a seed 010", ("010", "2", "1")),
                          ("PROCS 0", ("9201", "0", "1")),
                          ("SECONDS 0", ("9201", "2", "0")),
                          ("PROCS 10^19, past bash's integers", ("9201", "1" + "0" * 19, "1")),
                          ("a seed past 10^18", ("1000000000000000000", "2", "1")),
                          ("a negative seed", ("-3", "2", "1"))):
        refused = os.path.join(work, "refused")
        r = run("bash", many, bundle, refused, COMMIT, *numbers, "--nodes", "300")
        check(r.returncode == 2 and "usage:" in r.stderr and not os.path.exists(refused),
              f"{what} gets the usage line, nothing written (exit {r.returncode}: "
              f"{r.stderr.strip()[:80]})")
    fake = os.path.join(work, "fakebin")
    os.makedirs(fake)
    with open(os.path.join(fake, "python3"), "w") as f:
        f.write("#!/bin/sh\n"
                "for a in \"$@\"; do case $a in */shard-s9303.bin)\n"
                "  echo 'regen: refused by the test' >&2; exit 2 ;; esac; done\n"
                f"exec '{sys.executable}' \"$@\"\n")
    os.chmod(os.path.join(fake, "python3"), 0o755)
    env = dict(os.environ, PATH=fake + os.pathsep + os.environ["PATH"])
    # SECONDS far beyond the test: once every shard holds a game (and seed 9302's process is
    # killed), SIGTERM to the script stops the run the way the time would. Output to files, not
    # pipes: a process that outlives a broken script would hold a pipe open.
    logs = [open(os.path.join(work, f"failing.{what}"), "w") for what in ("out", "err")]
    proc = subprocess.Popen(["bash", many, os.path.relpath(bundle, work), "failing", COMMIT,
                             "9301", "3", "600", "--nodes", "300", "--hash", "1"], cwd=work,
                            env=env, stdout=logs[0], stderr=logs[1])
    killed, shards = False, {}
    deadline = time.monotonic() + 60
    while proc.poll() is None and time.monotonic() < deadline:
        for seed in (9301, 9302, 9303):
            found = shards.get(seed) or child_datagen(proc.pid, seed)
            if found:
                shards[seed] = found
        # A game written: a shard holds more than its header record.
        played = [seed for seed, (pid, path) in shards.items()
                  if os.path.exists(os.path.join(work, path))
                  and os.path.getsize(os.path.join(work, path)) >= 64]
        if not killed and 9302 in played:
            os.kill(shards[9302][0], signal.SIGKILL)
            killed = True
        if killed and len(played) == 3:
            break
        time.sleep(0.05)
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=120)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    # None outlives a script that failed to stop them.
    orphans = [pid for pid, _ in shards.values() if child_datagen_alive(pid)]
    for pid in orphans:
        os.kill(pid, signal.SIGKILL)
    for f in logs:
        f.close()
    stdout, stderr = (read(f.name).decode() for f in logs)
    check(not orphans, f"the script's SIGTERM stops every process it started ({orphans} left)")
    print(stdout, end="")
    check(killed, "the seed-9302 cotuong-datagen was killed with SIGKILL mid-run")
    check(proc.returncode == 1 and "seed 9302" in stderr and "signal 9" in stderr
          and "seed 9303" in stderr and "refused by the test" in stderr,
          f"exit 1, the kill and the refused row said ({stderr.strip()})")
    out = os.path.join(work, "failing")
    listing = sorted(os.listdir(out)) if os.path.isdir(out) else []
    check(listing == ["datagen.log", "manifest-rows.tsv", "shards-0123456-s9301-s9303.tar.xz",
                      "unrecorded-0123456-s9301-s9303.tar.xz", "unrecorded.tsv"],
          f"OUT holds the packed shards, those without a row packed apart ({listing})")
    if listing[1:3] != ["manifest-rows.tsv", "shards-0123456-s9301-s9303.tar.xz"]:
        return
    names = unpack(os.path.join(out, listing[2]), os.path.join(work, "failing-shards"))
    rows = manifest_rows(os.path.join(out, "manifest-rows.tsv"))
    check(names == ["shard-s9301.bin", "shard-s9302.bin"]
          and [row[0] for row in rows] == names,
          f"the shard stopped by SIGTERM and the killed one: packed, with rows ({names})")
    apart = unpack(os.path.join(out, listing[3]), os.path.join(work, "failing-apart")) \
        if len(listing) > 3 else []
    reasons = open(os.path.join(out, "unrecorded.tsv")).read() if len(listing) > 4 else ""
    check(apart == ["shard-s9303.bin"] and reasons.startswith("shard-s9303.bin\t")
          and "refused by the test" in reasons,
          f"the shard whose row was refused: packed apart, the reason beside it ({reasons!r})")
    regen = os.path.join(src, "tools/nnue/data/regen.py")
    r = run(sys.executable, regen, "--manifest", os.path.join(out, "manifest-rows.tsv"),
            "--datagen", os.path.join(bundle, "cotuong-datagen"), "--out",
            os.path.join(work, "failing-remade"), "shard-s9302.bin")
    check(r.returncode == 0 and r.stdout.startswith("ok\tshard-s9302.bin"),
          f"the killed process's row remakes its shard byte for byte ({r.stdout.strip()})")


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
    p.add_argument("--failures", action="store_true",
                   help="only the runs that fail on purpose and the refused numbers (the "
                        "build's tools/nnue/ folder as the bundle)")
    args = p.parse_args()
    src, build, work = (os.path.abspath(a) for a in (args.source, args.build, args.work))
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    if args.failures:
        failure_checks(src, os.path.join(build, "tools", "nnue"), work)
        return exit_status()
    bundle = bundle_checks(src, build, work)
    if bundle:
        datagen_checks(src, bundle, work)
        match_checks(src, bundle, work)
    return exit_status()


if __name__ == "__main__":
    sys.exit(main())
