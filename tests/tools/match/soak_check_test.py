#!/usr/bin/env python3
"""tools/match/soak.py check, on games the match tool plays between scripted engines: a clean
engine passes; one that answers a `go` with no search behind its move, or crashes, is caught."""
import os
import subprocess
import sys
import tempfile

soak, match, fake = sys.argv[1:4]


def play(out, mode):
    """Plays 2 games of the clean fake engine against one misbehaving from its 3rd search on."""
    pgn = os.path.join(out, f"{mode}.pgn")
    subprocess.run([match, "-engine", f"cmd={fake}", "name=clean",
                    "-engine", f"cmd={fake} --mode {mode} --after 3", f"name={mode}",
                    "-each", "tc=nodes=100", "-games", "2", "-rounds", "1", "-maxmoves", "20",
                    "-pgnout", pgn], check=True, capture_output=True, timeout=120)
    return pgn


def check(engine, pgn):
    done = subprocess.run([sys.executable, soak, "check", engine, pgn], capture_output=True,
                          text=True, timeout=60)
    return done.returncode, done.stdout


with tempfile.TemporaryDirectory() as out:
    nosearch = play(out, "nosearch")
    rc, text = check("clean", nosearch)
    assert rc == 0 and "2 games;" in text and "unsearched move: 0" in text, text
    rc, text = check("nosearch", nosearch)
    assert rc == 1 and "games with an unsearched move: 2" in text, text
    assert "no search behind plies [" in text, text

    crash = play(out, "crash")
    rc, text = check("crash", crash)
    assert rc == 1 and "crashes or hangs: 2" in text, text
    illegal = play(out, "illegal")
    rc, text = check("illegal", illegal)
    assert rc == 1 and "illegal moves: 2" in text, text
print("soak check test: ok")
