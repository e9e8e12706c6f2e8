#!/usr/bin/env python3
"""The level calibration: one Elo scale for cotuong's levels and fixed reference players.

usage: calibrate.py [--config tools/levels/calibration.conf] [--build build]
                    [--refs ../shared/refs] [--out levels-results] [--concurrency 2]
                    [--scale 1.0] [--fit-only]

Plays every pairing the config lists with cotuong-match (fixed openings, in order, from the
match tool's default file or the one the pairing names, each opening with both colours, every player bound by depth or nodes so that the
machine's load does not change the result), one PGN per pairing in --out, then fits all
results at once (tools/levels/elo_fit.py: maximum likelihood, draws as half points) and prints
the table: Elo, 95% interval, games per player. A pairing whose PGN already holds its games
is not played again (a run stopped half-way resumes); --fit-only fits what is there.
--scale multiplies every pairing's game pairs (0.25 for a quick look).
Needs a python3 with numpy (the system's /usr/bin/python3 here).

The config: `player NAME ENGINE-SETTINGS...` (cotuong-match `-engine` words; {build} and {refs}
stand for the build and reference folders), `pair A B GAME-PAIRS [openings=FILE]` (FILE: an
opening set in tools/match/openings/, default.tsv when not named; a pairing may be listed once
for each set), `anchor NAME ELO`, `include FILE` (another config's players, pairs and anchor:
uci_elo.conf adds to this one).
"""
import argparse
import math
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import elo_fit  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OPENINGS_DIR = os.path.join(ROOT, "tools", "match", "openings")
DEFAULT_OPENINGS = "default.tsv"


def read_config(path, partial=False):
    """Returns (players {name: [words]}, pairs [(a, b, game pairs, openings file)], (anchor, elo))."""
    players, pairs, anchor = {}, [], None
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        words = line.split("#")[0].split()
        if not words:
            continue
        where = f"{path}:{number}"
        if words[0] == "include" and len(words) == 2:
            more = read_config(os.path.join(os.path.dirname(path), words[1]), partial=True)
            players.update(more[0])
            pairs += more[1]
            anchor = anchor or more[2]
        elif words[0] == "player" and len(words) >= 3:
            players[words[1]] = words[2:]
        elif (words[0] == "pair" and len(words) in (4, 5)
              and (len(words) == 4 or words[4].startswith("openings="))):
            openings = words[4][len("openings="):] if len(words) == 5 else DEFAULT_OPENINGS
            if not os.path.isfile(os.path.join(OPENINGS_DIR, openings)):
                sys.exit(f"{where}: no opening set {openings} in tools/match/openings")
            pairs.append((words[1], words[2], int(words[3]), openings))
        elif words[0] == "anchor" and len(words) == 3:
            anchor = (words[1], float(words[2]))
        else:
            sys.exit(f"{where}: expected `player NAME WORDS...`, `pair A B N [openings=FILE]`, "
                     "`anchor NAME ELO` or `include FILE`")
    if partial:
        return players, pairs, anchor
    for a, b, _, _ in pairs:
        for p in (a, b):
            if p not in players:
                sys.exit(f"{path}: pair names unknown player {p}")
    if not anchor or anchor[0] not in players:
        sys.exit(f"{path}: needs `anchor NAME ELO` naming a player")
    return players, pairs, anchor


def pgn_games(path):
    """Returns the finished games of a PGN file as (red, black, red's score)."""
    if not os.path.exists(path):
        return []
    games = []
    for g in open(path, encoding="utf-8").read().split("[Event ")[1:]:
        tag = lambda t: (re.search(r'\[%s "([^"]*)"' % t, g) or [None, ""])[1]
        score = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}.get(tag("Result"))
        if score is not None:
            games.append((tag("Red"), tag("Black"), score))
    return games


def engine_words(words, build, refs):
    return [w.replace("{build}", build).replace("{refs}", refs) for w in words]


def pairing_file(a, b, openings):
    """Returns the file name (no extension) of the pairing a-b on an opening set: A-vs-B on the
    default set (as before sets could be chosen), A-vs-B.SET on another."""
    stem = f"{a}-vs-{b}"
    return stem if openings == DEFAULT_OPENINGS else f"{stem}.{os.path.splitext(openings)[0]}"


def play(a, b, game_pairs, openings, players, args):
    """Plays the pairing a-b (game_pairs openings of the set, both colours) unless its PGN has
    them."""
    pgn = os.path.join(args.out, pairing_file(a, b, openings) + ".pgn")
    log_path = os.path.join(args.out, pairing_file(a, b, openings) + ".log")
    have = len(pgn_games(pgn))
    if have >= 2 * game_pairs:
        return
    # A finished run's PGN holds whole pairs (openings 1..k with both colours): a larger count
    # in the config tops it up from opening k + 1. A run stopped half-way may have left a pair
    # unfinished (games are written in finishing order): that pairing is played again whole.
    finished = os.path.exists(log_path) and any(l.startswith("Score of") for l in open(log_path))
    start = have // 2 + 1 if have and finished and have % 2 == 0 else 1
    if have and start == 1:
        os.remove(pgn)
    match = os.path.join(args.build, "tools", "match", "cotuong-match")
    command = ["nice", "-n", "5", match]
    for name in (a, b):
        command += ["-engine", f"name={name}"] + engine_words(players[name], args.build, args.refs)
    command += ["-games", "2", "-rounds", str(game_pairs - (start - 1)), "-concurrency",
                str(args.concurrency), "-openings", f"file={os.path.join(OPENINGS_DIR, openings)}",
                "order=sequential", f"start={start}", "-tc",
                "depth=100", "-pgnout", pgn, "comments=off"]
    print(f"playing {a} vs {b}: {2 * (game_pairs - (start - 1))} games from opening {start} of "
          f"{openings}", flush=True)
    with open(log_path, "a" if start > 1 else "w") as log:
        subprocess.run(command, stdout=log, stderr=subprocess.STDOUT, check=True)
    summary = [l for l in open(log_path) if l.startswith("Score of")]
    print("  " + (summary[-1].strip() if summary else "(no summary: see the log)"), flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--config", default=os.path.join(ROOT, "tools", "levels", "calibration.conf"))
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    # The reference engines: ../shared/refs from the main checkout (../../shared/refs from a
    # worktree under wt/).
    refs = next((d for d in (os.path.join(ROOT, "..", "shared", "refs"),
                             os.path.join(ROOT, "..", "..", "shared", "refs")) if os.path.isdir(d)),
                os.path.join(ROOT, "..", "shared", "refs"))
    ap.add_argument("--refs", default=refs)
    ap.add_argument("--out", default="levels-results")
    ap.add_argument("--concurrency", type=int, default=2)
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--fit-only", action="store_true")
    args = ap.parse_args()
    args.build, args.refs = os.path.abspath(args.build), os.path.abspath(args.refs)
    players, pairs, (anchor, anchor_elo) = read_config(args.config)
    os.makedirs(args.out, exist_ok=True)
    for name, words in players.items():  # a missing engine would lose every game, silently
        cmd = next(w[4:] for w in engine_words(words, args.build, args.refs) if w.startswith("cmd="))
        if not args.fit_only and not os.access(cmd.split()[0], os.X_OK):
            sys.exit(f"calibrate: {name}: {cmd.split()[0]} is not an executable (--build, --refs?)")
    if not args.fit_only:
        for a, b, n, openings in pairs:
            play(a, b, max(1, math.ceil(n * args.scale)), openings, players, args)
    games, per_pairing = [], []
    for a, b, _, openings in pairs:
        played = pgn_games(os.path.join(args.out, pairing_file(a, b, openings) + ".pgn"))
        games += played
        per_pairing.append((a, b, openings, played))
    fitted = elo_fit.fit(games, anchor, anchor_elo)
    print(f"\n{len(games)} games; anchor {anchor} = {anchor_elo:.0f}; 95% intervals")
    print(f"{'player':12s} {'Elo':>6s} {'95%':>6s} {'games':>6s}  settings")
    for p, (elo, ci, n) in sorted(fitted.items(), key=lambda x: x[1][0]):
        settings = " ".join(w for w in players[p] if not w.startswith(("cmd=", "proto=")))
        print(f"{p:12s} {elo:6.0f} {'+-' + format(ci, '.0f'):>6s} {n:6d}  {settings}")
    print("\npairing              openings      games  score of the first")
    for a, b, openings, g in per_pairing:
        if g:
            pts = sum(s if r == a else 1 - s for r, _, s in g)
            print(f"{a + ' - ' + b:20s} {openings:12s} {len(g):6d}  {pts / len(g):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
