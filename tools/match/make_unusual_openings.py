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
1-10 (a1..i10); the openings file has UCCI moves with ranks 0-9 (a0..i9): see fsf_to_ucci and
ucci_to_fsf. Standard-library Python only."""
import argparse
import collections
import datetime
import os
import random
import re
import shlex
import subprocess
import sys

from engine_pipe import EnginePipe

MOVE = re.compile(r"^([a-i])(\d{1,2})([a-i])(\d{1,2})$")
SCORE = re.compile(r"\bscore (cp|mate) (-?\d+)")


def fsf_to_ucci(move):
    """Returns a Fairy-Stockfish xiangqi move (ranks 1-10, `h3e3`, `a10a9`) in UCCI coordinates
    (ranks 0-9, `h2e2`, `a9a8`); raises ValueError for anything else."""
    m = MOVE.match(move)
    if not m or not all(1 <= int(r) <= 10 for r in (m.group(2), m.group(4))):
        raise ValueError(f"not a Fairy-Stockfish xiangqi move: {move!r}")
    return f"{m.group(1)}{int(m.group(2)) - 1}{m.group(3)}{int(m.group(4)) - 1}"


def ucci_to_fsf(move):
    """Returns a UCCI move (ranks 0-9) in Fairy-Stockfish's coordinates (ranks 1-10); raises
    ValueError for anything else."""
    m = MOVE.match(move)
    if not m or len(move) != 4:
        raise ValueError(f"not a UCCI move: {move!r}")
    return f"{m.group(1)}{int(m.group(2)) + 1}{m.group(3)}{int(m.group(4)) + 1}"


class Engine:
    """A Fairy-Stockfish process playing xiangqi over UCI, one thread, a fixed hash."""

    def __init__(self, path, hash_mb):
        self.pipe = EnginePipe(path, stderr=subprocess.DEVNULL)
        self.send, self.ask = self.pipe.send, self.pipe.ask
        self.name = next((l[len("id name "):] for l in self.ask("uci", "uciok")
                          if l.startswith("id name ")), path)
        for option in ("UCI_Variant value xiangqi", "Threads value 1", f"Hash value {hash_mb}"):
            self.send(f"setoption name {option}")
        self.ask("isready", "readyok")

    def look(self, moves):
        """Returns (legal moves in UCCI, sorted; the position key (FEN board and side); in check)
        after the UCCI `moves` from the start position."""
        self.send("position startpos" + ("" if not moves else
                                         " moves " + " ".join(ucci_to_fsf(m) for m in moves)))
        # The perft runs in the search thread and `isready` does not wait for it: read to its
        # last line before asking for the board.
        perft = self.ask("go perft 1", "Nodes searched")
        legal = [fsf_to_ucci(line.split(":")[0]) for line in perft
                 if re.match(r"^[a-i]\d{1,2}[a-i]\d{1,2}: 1$", line)]
        self.send("d")
        key, check = None, False
        for line in self.ask("isready", "readyok"):
            if line.startswith("Fen: "):
                key = " ".join(line.split()[1:3])
            elif line.startswith("Checkers:"):
                check = bool(line[len("Checkers:"):].strip())
        if key is None:
            raise RuntimeError("the engine's `d` printed no Fen: line")
        return sorted(legal), key, check

    def score(self, moves, depth):
        """Returns the side to move's score in centipawns of a `depth` search after `moves` from
        the start position (mate: +-100000), after `ucinewgame`."""
        self.send("ucinewgame")
        self.ask("isready", "readyok")
        self.send("position startpos moves " + " ".join(ucci_to_fsf(m) for m in moves))
        value = None
        for line in self.ask(f"go depth {depth}", "bestmove"):
            m = SCORE.search(line)
            if m and "bound" not in line:
                value = int(m.group(2)) if m.group(1) == "cp" else (
                    100000 if int(m.group(2)) > 0 else -100000)
        if value is None:
            raise RuntimeError(f"no score from the engine after {' '.join(moves)}")
        return value

    def close(self):
        """Ends the engine."""
        self.pipe.quit()


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
