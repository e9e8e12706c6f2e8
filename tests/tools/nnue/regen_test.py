#!/usr/bin/env python3
"""The data manifest (tools/nnue/data): a shard recorded with regen.py --add is regenerated from
the manifest byte for byte, a wrong sha256 is reported and fails, and the repository's manifest
is well formed. With --clean, the test manifest's shard, the first 3,000 positions of
shard-s2041.bin (the third network's self-play at e36aaf7, which the fourth network learned
from), is remade from a clean copy of its recorded commit instead (the deep suite: it builds that
commit's cotuong-datagen)."""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "..", "tools", "nnue", "data")
sys.path.insert(0, DATA)
import regen  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from checks import check, exit_status  # noqa: E402


def run_regen(*args):
    """Returns (exit status, stdout) of regen.py with args."""
    r = subprocess.run([sys.executable, os.path.join(DATA, "regen.py"), *args],
                       capture_output=True, text=True)
    sys.stderr.write(r.stderr)
    return r.returncode, r.stdout


def run_regen_err(*args):
    """Returns (exit status, stderr) of regen.py with args."""
    r = subprocess.run([sys.executable, os.path.join(DATA, "regen.py"), *args],
                       capture_output=True, text=True)
    return r.returncode, r.stderr


def writes_only_inside_out(args, w, good_row):
    """A manifest row cannot make regen.py write outside --out: a shard named with a path or
    options naming --out are refused before anything runs; --add refuses cells that would break
    the manifest; --check of a file the manifest does not list says so (it was a KeyError)."""
    header = "\t".join(regen.COLUMNS) + "\n"
    escape_dir = w("escape")
    os.makedirs(os.path.join(escape_dir, "out"), exist_ok=True)
    target = os.path.join(escape_dir, "outside.bin")
    rows = {
        "a shard named ../outside.bin": dict(good_row, shard="../outside.bin"),
        "a shard named by an absolute path": dict(good_row, shard=target),
        "options naming --out": dict(good_row, options=good_row["options"] + " --out " + target),
        "options naming --out=": dict(good_row, options=good_row["options"] + " --out=" + target),
    }
    for what, row in rows.items():
        if os.path.exists(target):
            os.remove(target)
        bad = w("bad.tsv")
        with open(bad, "w") as f:
            f.write(header + "\t".join(row[c] for c in regen.COLUMNS) + "\n")
        status, err = run_regen_err("--manifest", bad, "--datagen", args.datagen, "--out",
                                    os.path.join(escape_dir, "out"))
        check(status == 2 and not os.path.exists(target),
              f"{what}: refused (exit {status}), nothing written outside --out: {err.strip()}")
    manifest = w("tabs.tsv")
    with open(manifest, "w") as f:
        f.write(header)
    for flag, value in (("--commit", "0" * 40 + "\tx"), ("--commit", "abc\ndef"),
                        ("--options", "--nodes 5\t--hash 1"), ("--options", "--out elsewhere")):
        extra = ["--commit", "0" * 40, "--options", "--nodes 5"]
        extra[extra.index(flag) + 1] = value
        status, err = run_regen_err("--manifest", manifest, "--add", w("s21.bin"), *extra)
        check(status == 2 and open(manifest).read() == header,
              f"--add {flag} {value!r}: refused (exit {status}), the manifest unchanged: "
              f"{err.strip()}")
    status, err = run_regen_err("--check", w("unknown.bin"))
    check(status == 2 and "KeyError" not in err and "unknown.bin" in err
          and "not a shard" in err, f"--check of an unlisted file says so: {err.strip()}")


def well_formed(manifest):
    """Checks that every row of a manifest names a shard, a commit, a seed, a count, a sha256."""
    rows = regen.read_manifest(manifest)
    names = [r["shard"] for r in rows]
    check(len(names) == len(set(names)), f"{manifest}: shard names are unique")
    for r in rows:
        good = (re.fullmatch(r"[0-9a-f]{40}", r["commit"]) and r["seed"].isdigit()
                and r["positions"].isdigit() and re.fullmatch(r"[0-9a-f]{64}", r["sha256"])
                and r["shard"].endswith(".bin") and "--out" not in r["options"]
                and "--seed" not in r["options"])
        check(bool(good), f"{manifest}: row {r['shard']} is well formed")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--datagen", required=True)
    p.add_argument("--work", required=True)
    p.add_argument("--clean", action="store_true",
                   help="rebuild the test manifest's commit from a clean copy (slow)")
    args = p.parse_args()
    os.makedirs(args.work, exist_ok=True)
    w = lambda name: os.path.join(args.work, name)  # noqa: E731
    test_manifest = os.path.join(HERE, "regen_manifest.tsv")

    if args.clean:
        status, out = run_regen("--manifest", test_manifest, "--work", w("commits"), "--out",
                                w("clean"))
        check(status == 0 and out.startswith("ok"),
              f"a shared shard's first 3,000 positions remade byte for byte at its commit "
              f"({out.strip()})")
        return exit_status()

    for manifest in (os.path.join(DATA, "manifest.tsv"), test_manifest):
        well_formed(manifest)

    # Record a shard made by this build, then regenerate it from the manifest alone.
    options = "--positions 200 --nodes 200 --hash 1"
    subprocess.run([args.datagen, "--out", w("s21.bin"), "--seed", "21", "--quiet",
                    *options.split()], check=True)
    manifest = w("manifest.tsv")
    if os.path.exists(manifest):
        os.remove(manifest)
    status, _ = run_regen("--manifest", manifest, "--add", w("s21.bin"), "--commit", "0" * 40,
                          "--options", options)
    row = regen.read_manifest(manifest)[0] if status == 0 else {}
    check(row.get("seed") == "21" and row.get("positions") == "200",
          f"--add records the seed and the count from the file ({row})")
    status, out = run_regen("--manifest", manifest, "--datagen", args.datagen, "--out",
                            w("again"), "s21.bin")
    check(status == 0 and out.startswith("ok\ts21.bin"),
          f"the recorded shard regenerates byte for byte ({out.strip()})")
    check(open(w("again/s21.bin"), "rb").read() == open(w("s21.bin"), "rb").read(),
          "the same bytes on disk")
    status, out = run_regen("--manifest", manifest, "--check", w("again/s21.bin"))
    check(status == 0, "--check accepts the regenerated file")

    # A manifest whose sha256 is wrong: the regeneration says so and fails.
    with open(manifest) as f:
        text = f.read()
    with open(w("wrong.tsv"), "w") as f:
        f.write(text.replace(row.get("sha256", "x"), "0" * 64))
    status, out = run_regen("--manifest", w("wrong.tsv"), "--datagen", args.datagen, "--out",
                            w("wrong"))
    check(status == 1 and out.startswith("MISMATCH"), "a wrong sha256 is a MISMATCH, exit 1")
    status, _ = run_regen("--manifest", manifest, "--add", w("s21.bin"), "--commit", "0" * 40)
    check(status == 2, "a shard cannot be listed twice")
    if row:
        writes_only_inside_out(args, w, row)
    return exit_status()


if __name__ == "__main__":
    sys.exit(main())
