#!/usr/bin/env python3
"""cotuong-notation-convert reads its input through the one text reader: GBK or UTF-8 with a
byte-order mark, from a file or from standard input, and no more than 16 MB of it (refused with
a message, not read into gigabytes); the variations and annotations it cannot write are counted
on stderr, never dropped in silence. With --encoding gbk it writes GBK for the Chinese programs
that read nothing else, and refuses, naming it, a character GBK lacks."""
import argparse
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from checks import check, exit_status  # noqa: E402

GAME = ('[Event "第一局"]\n[Red "红"]\n[Black "黑"]\n\n'
        '1. 炮二平五 $1 馬8進7 (1... 炮8平5) 2. 馬二進三! {好} 車9平8?! *\n')
VIETNAMESE = "1. P2-5 M8.7 2. M2.3 {好} 2... X9-8 *"


def convert(binary, data, *extra):
    """Runs the converter to Vietnamese on bytes given on stdin; returns the completed process."""
    return subprocess.run([binary, "--to", "vn", *extra], input=data, capture_output=True,
                          timeout=60)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--convert", required=True)
    p.add_argument("--work", required=True)
    args = p.parse_args()
    os.makedirs(args.work, exist_ok=True)

    inputs = {"GBK": GAME.encode("gbk"), "UTF-8 with a byte-order mark":
              b"\xef\xbb\xbf" + GAME.encode("utf-8")}
    for name, data in inputs.items():
        r = convert(args.convert, data)
        out, err = r.stdout.decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace")
        check(r.returncode == 0 and VIETNAMESE in out and '[Event "第一局"]' in out,
              f"{name} on stdin converts ({r.returncode}: {err.strip()} {out!r})")
        path = os.path.join(args.work, "game.pgn")
        with open(path, "wb") as f:
            f.write(data)
        r = convert(args.convert, b"", "--in", path)
        check(r.returncode == 0 and VIETNAMESE in r.stdout.decode("utf-8", "replace"),
              f"{name} from --in converts ({r.stderr.decode('utf-8', 'replace').strip()})")
        err = r.stderr.decode("utf-8", "replace")
        check("dropped 1 variation and 3 move annotations" in err,
              f"{name}: the dropped variation and annotations are counted ({err.strip()!r})")

    r = convert(args.convert, b"[Event \"x\"]\n\n1. h2e2 h9g7 *\n")
    check(r.returncode == 0 and r.stderr == b"", f"nothing dropped, nothing said ({r.stderr!r})")

    # GBK out: the same games as in UTF-8, on stdout and in the --out file.
    utf8 = convert(args.convert, GAME.encode("utf-8"), "--to", "zh")
    gbk = convert(args.convert, GAME.encode("utf-8"), "--to", "zh", "--encoding", "gbk")
    check(utf8.returncode == 0 and gbk.returncode == 0 and gbk.stdout != utf8.stdout
          and gbk.stdout.decode("gbk") == utf8.stdout.decode("utf-8")
          and "炮二平五" in gbk.stdout.decode("gbk"),
          f"--encoding gbk writes the games in GBK ({gbk.returncode}: {gbk.stderr!r})")
    path = os.path.join(args.work, "gbk.pgn")
    r = convert(args.convert, GAME.encode("gbk"), "--to", "zh", "--encoding", "gbk", "--out", path)
    with open(path, "rb") as f:
        written = f.read()
    check(r.returncode == 0 and written == gbk.stdout,
          f"--encoding gbk --out writes the same GBK file ({r.returncode}: {r.stderr!r})")
    r = convert(args.convert, GAME.replace("红", "Người").encode("utf-8"), "--encoding", "gbk")
    err = r.stderr.decode("utf-8", "replace")
    check(r.returncode != 0 and r.stdout == b""
          and re.search(r'GBK: line \d+: GBK has no character "ư"', err),
          f"a character GBK lacks is refused by name ({r.returncode}: {err.strip()!r})")
    r = convert(args.convert, GAME.encode("utf-8"), "--encoding", "big5")
    err = r.stderr.decode("utf-8", "replace")
    check(r.returncode == 2 and 'unknown encoding "big5" (utf-8 or gbk)' in err,
          f"an unknown encoding is refused ({r.returncode}: {err.strip()!r})")

    big = b"{" + b" " * (17 << 20) + b"}\n1. h2e2 *\n"
    r = convert(args.convert, big)
    err = r.stderr.decode("utf-8", "replace")
    check(r.returncode != 0 and "too large" in err and "16 MB" in err and r.stdout == b"",
          f"17 MB on stdin is refused with the limit ({r.returncode}: {err.strip()!r})")
    return exit_status()


if __name__ == "__main__":
    sys.exit(main())
