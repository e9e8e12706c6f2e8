#!/usr/bin/env python3
"""The time-trouble soak: cotuong at a short clock against reference engines, then the checks.

usage: soak.py run [--build build] [--games 200] [--tc 1+0.01] [--concurrency 2] [--out soak]
                   [--fairy PATH] [--eleeye PATH]
       soak.py check ENGINE games.pgn [more.pgn ...]
       soak.py clock [--moves 8000] [--min-ms 50] [--max-ms 500] [--seed 70] ENGINE

`run` plays --games games against each opponent (Fairy-Stockfish, and ElephantEye where its
binary is given or found in ../shared/refs/) with cotuong-match, the default openings, both
colours and cotuong's own book off (so every one of its moves should come from a search), then
checks the PGN files as `check` does and runs the arbiter cross-check (tools/arbiter_check) on
them.

`check` reads cotuong-match PGN files and counts, for the engine named ENGINE: its games, losses
on time, illegal moves (or none with legal moves on the board), crashes or hangs (abandoned games), and the games in
which it played a move with no search behind it: an engine move (not an opening-line move,
commented `book`) whose comment has no `score/depth`, or depth 0. Exit status 0 when all four
counts are 0, 1 otherwise.

`clock` plays ENGINE (UCI, its own book off) against itself from the default openings, every
move on a tiny clock: the side to move's time drawn from --min-ms..--max-ms, with no increment or
one of 10-200 ms, and now and then moves to go (1 or 5). It times each answer from the `go` sent
to the `bestmove` read, counts the overruns (an answer later than the time left) and prints the
share of its time left each move used (median, 99th percentile, largest) and the machine's load
average before and after. Exit status 0 when no move overran.
"""
import argparse
import os
import random
import re
import subprocess
import sys
import time
from collections import Counter

from openings_file import positions

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from engine_pipe import EnginePipe  # noqa: E402

TAG = re.compile(r'\[(\w+) "((?:[^"\\]|\\.)*)"\]')
TOKEN = re.compile(r'\{([^}]*)\}|(\d+\.+)|(1-0|0-1|1/2-1/2|\*)|(\S+)')
SEARCHED = re.compile(r'^[+-](?:\d+\.\d+|M\d+)/(\d+) ')


def games(path):
    """Yields (tags, [(move, comment)]) for each game of a PGN file, in order."""
    text = open(path, encoding="utf-8").read()
    for chunk in re.split(r"\n(?=\[Event )", text):
        tags = dict(TAG.findall(chunk))
        if "Event" not in tags:
            continue
        body = "\n".join(l for l in chunk.splitlines() if not l.startswith("["))
        moves = []
        for comment, _number, _result, move in (m.groups() for m in TOKEN.finditer(body)):
            if move is not None:
                moves.append([move, None])
            elif comment is not None and moves:
                moves[-1][1] = " ".join(comment.split())
        yield tags, [tuple(m) for m in moves]


def unsearched_moves(tags, moves, engine):
    """Returns the engine's moves (1-based plies) that show no finished search in the game."""
    fen = tags.get("FEN", "")
    red_first = not (len(fen.split()) > 1 and fen.split()[1] == "b")
    engine_is_red = tags.get("Red") == engine
    plies = []
    for i, (_move, comment) in enumerate(moves):
        red_moved = (i % 2 == 0) == red_first
        if red_moved != engine_is_red or comment == "book" or (comment or "").startswith("book "):
            continue
        m = SEARCHED.match(comment or "")
        if not m or int(m.group(1)) < 1:
            plies.append(i + 1)
    return plies


def check(engine, paths):
    """Prints the soak's counts for `engine`; returns True when every failure count is 0."""
    counts = Counter()
    for path in paths:
        for tags, moves in games(path):
            if engine not in (tags.get("Red"), tags.get("Black")):
                continue
            counts["games"] += 1
            result, termination = tags.get("Result"), tags.get("Termination", "")
            lost = result == ("0-1" if tags.get("Red") == engine else "1-0")
            detail = tags.get("TerminationDetails", "")
            if lost and termination == "time forfeit":
                counts["time losses"] += 1
                print(f"{path}: round {tags.get('Round')}: lost on time: {detail}")
            if lost and termination == "rules infraction" and detail.startswith(
                    ("illegal move", "no move")):
                counts["illegal moves"] += 1
                print(f"{path}: round {tags.get('Round')}: rules infraction: {detail}")
            if lost and termination == "abandoned":
                counts["crashes or hangs"] += 1
                print(f"{path}: round {tags.get('Round')}: abandoned: {detail}")
            bad = unsearched_moves(tags, moves, engine)
            if bad:
                counts["games with an unsearched move"] += 1
                print(f"{path}: round {tags.get('Round')}: no search behind plies {bad}")
    failures = ["time losses", "illegal moves", "crashes or hangs",
                "games with an unsearched move"]
    print(f"{engine}: {counts['games']} games; " +
          "; ".join(f"{k}: {counts[k]}" for k in failures))
    return counts["games"] > 0 and all(counts[k] == 0 for k in failures)


def run(args):
    """Plays the soak's matches, then checks them; returns the exit status."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    match = os.path.join(args.build, "tools/match/cotuong-match")
    engine = os.path.abspath(os.path.join(args.build, "cotuong"))
    refs = os.path.join(root, "..", "shared", "refs")
    fairy = args.fairy or next((p for p in (os.path.join(refs, "fairy-stockfish"),
                                            "/usr/games/fairy-stockfish") if os.access(p, os.X_OK)),
                               None)
    eleeye = args.eleeye or (os.path.join(refs, "eleeye")
                             if os.access(os.path.join(refs, "eleeye"), os.X_OK) else None)
    opponents = [(n, p) for n, p in (("fairy-stockfish", fairy), ("eleeye", eleeye)) if p]
    if not opponents:
        sys.exit("soak: no opponent found (--fairy, --eleeye)")
    os.makedirs(args.out, exist_ok=True)
    pgns = []
    for name, path in opponents:
        path = os.path.abspath(path)
        pgn = os.path.join(args.out, f"cotuong-{name}.pgn")
        if os.path.exists(pgn):
            os.remove(pgn)
        opponent = [f"cmd={path}", f"name={name}", f"dir={os.path.dirname(path)}"]
        command = [match, "-engine", f"cmd={engine}", "name=cotuong", "option.usebook=false",
                   "-engine", *opponent, "-each", f"tc={args.tc}", "option.hashsize=16",
                   "-games", "2", "-rounds", str(args.games // 2), "-concurrency",
                   str(args.concurrency), "-pgnout", pgn]
        print(" ".join(command), flush=True)
        with open(os.path.join(args.out, f"cotuong-{name}.log"), "w") as log:
            subprocess.run(command, stdout=log, stderr=subprocess.STDOUT, check=True)
        pgns.append(pgn)
    ok = check("cotuong", pgns)
    arbiter = os.path.join(root, "tools/arbiter_check")
    if os.path.exists(os.path.join(arbiter, "node_modules/ffish")):
        done = subprocess.run(["node", os.path.join(arbiter, "arbiter_check.js"), "--explained",
                               os.path.join(arbiter, "explained.tsv"), "--quiet", *pgns])
        print(f"arbiter cross-check: exit {done.returncode}"
              f" ({'every ending agreed or explained' if done.returncode == 0 else 'see above'})")
        ok = ok and done.returncode == 0
    else:
        print("arbiter cross-check: skipped (npm ci in tools/arbiter_check first)")
    return 0 if ok else 1


def percentile(values, fraction):
    """Returns the value below which `fraction` of the sorted `values` lie (nearest rank)."""
    return values[min(len(values) - 1, max(0, int(round(fraction * len(values))) - 1))]


def load_average():
    """Returns the 1-minute load average, or None where /proc/loadavg is missing."""
    try:
        return float(open("/proc/loadavg").read().split()[0])
    except OSError:
        return None


def clock(args):
    """Plays the tiny-clock moves and prints their overruns and shares; returns the exit status."""
    rng = random.Random(args.seed)
    openings = positions()
    engine = EnginePipe([args.engine])
    engine.ask("uci", "uciok")
    engine.send("setoption name OwnBook value false")
    engine.ask("isready", "readyok")
    load_before = load_average()
    shares, overruns, worst = [], [], (0.0, "")
    start, moves = None, []
    wall = time.monotonic()
    while len(shares) < args.moves:
        if start is None or len(moves) >= args.plies:
            start, moves = rng.choice(openings), []
            engine.send("ucinewgame")
        # An opening may have moves of its own: the game's go on after them.
        played = " ".join(moves)
        if played and " moves " not in f" {start} ":
            played = "moves " + played
        engine.send(f"position {start} {played}".rstrip())
        left = rng.randint(args.min_ms, args.max_ms)
        inc = rng.choice([0, 0, 0, 10, 50, 100, 200])
        go = f"go wtime {left} btime {left} winc {inc} binc {inc}"
        if rng.random() < 0.1:
            go += f" movestogo {rng.choice([1, 5])}"
        t0 = time.monotonic()
        engine.send(go)
        answer = engine.until("bestmove")[-1]
        used_ms = (time.monotonic() - t0) * 1000
        share = used_ms / left
        shares.append(share)
        if used_ms > left:
            overruns.append(f"{go}: {used_ms:.1f} ms")
        if share > worst[0]:
            worst = (share, f"{go}: {used_ms:.1f} ms")
        move = answer.split()[1] if len(answer.split()) > 1 else "(none)"
        if move == "(none)":
            start = None
        else:
            moves.append(move)
    wall = time.monotonic() - wall
    load_after = load_average()
    engine.quit()
    shares.sort()
    print(f"{len(shares)} moves at {args.min_ms}-{args.max_ms} ms clocks in {wall:.0f} s: "
          f"{len(overruns)} overruns")
    print("share of the time left used: median {:.1%}, 99th percentile {:.1%}, largest {:.1%} "
          "({})".format(percentile(shares, 0.5), percentile(shares, 0.99), shares[-1], worst[1]))
    print(f"moves that used over 70% of the time left: {sum(s > 0.7 for s in shares)}")
    print(f"load average (1 min): {load_before} before, {load_after} after")
    for line in overruns[:20]:
        print(f"overrun: {line}")
    return 0 if not overruns else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="what", required=True)
    r = sub.add_parser("run")
    r.add_argument("--build", default="build")
    r.add_argument("--games", type=int, default=200, help="games against each opponent")
    r.add_argument("--tc", default="1+0.01")
    r.add_argument("--concurrency", type=int, default=2)
    r.add_argument("--out", default="soak")
    r.add_argument("--fairy")
    r.add_argument("--eleeye")
    c = sub.add_parser("check")
    c.add_argument("engine")
    c.add_argument("pgn", nargs="+")
    k = sub.add_parser("clock")
    k.add_argument("--moves", type=int, default=8000)
    k.add_argument("--min-ms", type=int, default=50)
    k.add_argument("--max-ms", type=int, default=500)
    k.add_argument("--plies", type=int, default=120, help="plies of a game before a new one")
    k.add_argument("--seed", type=int, default=70)
    k.add_argument("engine")
    args = parser.parse_args()
    if args.what == "run":
        return run(args)
    if args.what == "clock":
        return clock(args)
    return 0 if check(args.engine, args.pgn) else 1


if __name__ == "__main__":
    sys.exit(main())
