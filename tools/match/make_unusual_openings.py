#!/usr/bin/env python3
"""Makes the unusual opening set (openings/unusual.tsv): random legal plies from the start
position, kept when a reference engine's short search scores the final position within a window.

    python3 tools/match/make_unusual_openings.py --seed 48 --count 300 --depth 12 \
        --out tools/match/openings/unusual.tsv

Each try walks a random number of plies (--min-plies to --max-plies), every ply drawn uniformly
from the legal moves the engine lists (`go perft 1`). A try is rejected when the walk meets a
position with no legal move, repeats a position (its own or the final position of a line already
kept), or ends in check; otherwise the final position is searched to --depth and the line is kept
when |score| <= --window centipawns. The engine runs with one thread and a fixed hash, and gets
`ucinewgame` before each search, so one seed and one engine make the same lines.

The reference engine is Fairy-Stockfish over UCI (`UCI_Variant xiangqi`), whose moves have ranks
1-10 (a1..i10); the openings file has UCCI moves with ranks 0-9 (a0..i9), converted by
tools/lib/engine_pipe.py. Standard-library Python only."""
import argparse
import collections
import datetime
import os
import random
import shlex
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from engine_pipe import centipawns, fairy_to_ucci, ucci_to_fairy  # noqa: E402
from fairy_stockfish import FairyStockfish  # noqa: E402


class Engine:
    """The reference engine, spoken to in UCCI moves (ranks 0-9) from the start position."""

    def __init__(self, path, hash_mb):
        self.fairy = FairyStockfish(path, hash_mb, stderr=subprocess.DEVNULL)
        self.name = self.fairy.id_name

    def look(self, moves):
        """Returns (legal moves in UCCI, sorted; the position key (FEN board and side); in check)
        after the UCCI `moves` from the start position."""
        fairy_moves = [ucci_to_fairy(m) for m in moves]
        legal = [fairy_to_ucci(m) for m in self.fairy.legal_moves("startpos", fairy_moves)]
        fen, check = self.fairy.board("startpos", fairy_moves)
        return sorted(legal), " ".join(fen.split()[:2]), check

    def score(self, moves, depth):
        """Returns the side to move's score in centipawns of a `depth` search after `moves` from
        the start position (mate: +-100000), after `ucinewgame`."""
        self.fairy.send("ucinewgame")
        self.fairy.ask("isready", "readyok")
        score, _ = self.fairy.analyse("startpos", f"go depth {depth}",
                                      [ucci_to_fairy(m) for m in moves], exact_only=True)
        if score is None:
            raise RuntimeError(f"no score from the engine after {' '.join(moves)}")
        return centipawns(score)

    def close(self):
        """Ends the engine."""
        self.fairy.quit()


def walk(engine, rng, plies, seen):
    """Returns (moves, reason): a random line of `plies` legal moves and None, or the line so far
    and why it is rejected. `seen` holds the keys of kept lines' final positions."""
    moves = []
    legal, key, check = engine.look(moves)
    keys = {key}
    while True:
        if not legal:
            return moves, "no legal move"
        if len(moves) == plies:
            break
        moves.append(rng.choice(legal))
        legal, key, check = engine.look(moves)
        if key in keys:
            return moves, "repeats a position of its own"
        keys.add(key)
    if check:
        return moves, "ends in check"
    if key in seen:
        return moves, "repeats a kept line's position"
    return moves, None


def engine_version(path, name):
    """Returns the engine's name and, where dpkg knows the file, its Debian package version."""
    try:
        owner = subprocess.run(["dpkg", "-S", os.path.realpath(path)], capture_output=True,
                               text=True, timeout=10).stdout.split(":")[0].strip()
        version = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", owner],
                                 capture_output=True, text=True, timeout=10).stdout.strip()
        if owner and version:
            return f"{name} ({path}, Debian {owner} {version})"
    except (OSError, subprocess.SubprocessError):
        pass
    return f"{name} ({path})"


def histogram(scores, step=25):
    """Returns one line per `step`-cp bucket of Red's scores: `[lo, hi) count`."""
    buckets = collections.Counter((s // step) * step for s in scores)
    return [f"[{lo:+d}, {lo + step:+d}) {buckets[lo]}" for lo in sorted(buckets)]


def main():
    """Makes the openings file; returns 0 when --count lines were kept, else 1."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--count", type=int, default=300, help="lines to keep (default 300)")
    parser.add_argument("--min-plies", type=int, default=6)
    parser.add_argument("--max-plies", type=int, default=10)
    parser.add_argument("--depth", type=int, default=12, help="search depth (default 12)")
    parser.add_argument("--window", type=int, default=100,
                        help="keep a line when |score| <= this, in centipawns (default 100)")
    parser.add_argument("--engine", default="/usr/games/fairy-stockfish")
    parser.add_argument("--hash", type=int, default=16, help="engine hash in MB (default 16)")
    parser.add_argument("--max-tries", type=int, default=0,
                        help="give up after this many tries (default: 50 x count)")
    parser.add_argument("--out", required=True, help="the openings file to write ('-': stdout)")
    args = parser.parse_args()
    if not 1 <= args.min_plies <= args.max_plies:
        parser.error("need 1 <= --min-plies <= --max-plies")

    rng = random.Random(args.seed)
    engine = Engine(args.engine, args.hash)
    kept, seen, scores = [], set(), []
    rejected = collections.Counter()
    tries = 0
    max_tries = args.max_tries or 50 * args.count
    while len(kept) < args.count and tries < max_tries:
        tries += 1
        moves, reason = walk(engine, rng, rng.randint(args.min_plies, args.max_plies), seen)
        if reason is None:
            score = engine.score(moves, args.depth)
            red = score if len(moves) % 2 == 0 else -score
            if abs(score) > args.window:
                reason = f"|score| > {args.window} cp"
        if reason:
            rejected[reason] += 1
            continue
        seen.add(engine.look(moves)[1])
        kept.append((moves, red))
        scores.append(red)
        print(f"{len(kept)}/{tries} {red:+d} {' '.join(moves)}", file=sys.stderr, flush=True)
    engine.close()

    command = shlex.join(["python3", "tools/match/make_unusual_openings.py"] + sys.argv[1:])
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    lengths = collections.Counter(len(m) for m, _ in kept)
    header = [
        "# Unusual opening set of cotuong-match: one opening per line, TAB-separated:",
        "#   startpos TAB moves <UCCI moves> TAB name",
        "# Every game pair plays one line with both colours. Each line is "
        f"{args.min_plies}-{args.max_plies} random legal plies from the",
        "# start position (uniform over the legal moves), kept when it does not end in check,",
        "# repeats no position (its own or an earlier line's final one), leaves the side to move a",
        f"# legal move, and the reference engine's depth-{args.depth} search scores it within "
        f"+-{args.window} cp. The positions people",
        "# who are not masters reach, against the main lines of default.tsv (issue 48).",
        f"# Made by: {command}",
        f"# Seed {args.seed}, depth {args.depth}, window {args.window} cp, engine "
        f"{engine_version(args.engine, engine.name)},",
        f"#   Threads 1, Hash {args.hash}, ucinewgame before each search; {date}.",
        f"# Kept {len(kept)} of {tries} tries; rejected: " +
        ", ".join(f"{r} {n}" for r, n in sorted(rejected.items())) + ".",
        "# Plies: " + ", ".join(f"{p}: {lengths[p]}" for p in sorted(lengths)) +
        "; the name gives Red's score (cp).",
        "# tests/tools/match/unusual_openings_test.py checks that every line is legal and "
        "distinct.",
    ]
    body = [f"startpos\tmoves {' '.join(m)}\tunusual {i:03d} ({len(m)} plies, {red:+d} cp)"
            for i, (m, red) in enumerate(kept, 1)]
    text = "\n".join(header + body) + "\n"
    if args.out == "-":
        sys.stdout.write(text)
    else:
        with open(args.out, "w", encoding="utf-8") as out:
            out.write(text)
    print(f"kept {len(kept)} of {tries} tries; rejected: {dict(rejected)}", file=sys.stderr)
    print("Red's scores, 25 cp buckets: " + "; ".join(histogram(scores)), file=sys.stderr)
    if scores:
        ordered = sorted(scores)
        print(f"min {ordered[0]:+d}, median {ordered[len(ordered) // 2]:+d}, max {ordered[-1]:+d}, "
              f"mean {sum(scores) / len(scores):+.1f}", file=sys.stderr)
    return 0 if len(kept) == args.count else 1


if __name__ == "__main__":
    sys.exit(main())
