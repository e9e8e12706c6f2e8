#!/usr/bin/env python3
"""The tools' one engine pipe (tools/lib/engine_pipe.py) and its Fairy-Stockfish
(tools/lib/fairy_stockfish.py): the rank conversion between Fairy-Stockfish (1-10) and UCCI (0-9)
both ways; scores, best moves and `position` commands read and written as the tools need them;
the handshake of either dialect, the answer time limit and an engine that ends, with a scripted
engine; and, where Fairy-Stockfish is installed, its legal moves, positions, mates and
randomised self-play games.

    engine_pipe_test.py [--fairy /usr/games/fairy-stockfish]"""
import argparse
import os
import random
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..", "..")
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(ROOT, "tools", "lib"))
from checks import check, exit_status  # noqa: E402
import engine_pipe as ep  # noqa: E402
import fairy_stockfish as fs  # noqa: E402

# An engine of either dialect that tells, when asked `isready`, which options it was given; `go`
# answers with a bound line and an exact one; `hang` is never answered; `exit` ends it.
SCRIPTED_ENGINE = """\
import sys
options = []
for line in sys.stdin:
    words = line.split()
    if words[:1] in (["uci"], ["ucci"]):
        print("id name scripted\\n" + words[0] + "ok", flush=True)
    elif words[:1] == ["setoption"]:
        options.append(" ".join(words[1:]))
    elif words[:1] == ["isready"]:
        print("info string options " + "; ".join(options) + "\\nreadyok", flush=True)
    elif words[:1] == ["go"]:
        print("info depth 2 score cp 31 lowerbound pv h2e2\\n"
              "info depth 1 score cp 12 pv h0g2\\nbestmove h0g2 ponder h9g7", flush=True)
    elif words[:1] == ["exit"]:
        sys.exit(3)
    elif words[:1] == ["quit"]:
        break
"""


def conversion_checks():
    """The rank conversion both ways, on examples and on every square, and what it refuses."""
    examples = [("h3e3", "h2e2"), ("a10a9", "a9a8"), ("b1c3", "b0c2"), ("i10i8", "i9i7"),
                ("e1e2", "e0e1")]
    check(all(ep.fairy_to_ucci(f) == u for f, u in examples),
          "fairy_to_ucci: h3e3 -> h2e2, a10a9 -> a9a8, b1c3 -> b0c2, i10i8 -> i9i7, e1e2 -> e0e1")
    check(all(ep.ucci_to_fairy(u) == f for f, u in examples), "ucci_to_fairy: the same, reversed")
    squares = [f"{f}{r}" for f in "abcdefghi" for r in range(10)]
    round_trip = all(ep.fairy_to_ucci(ep.ucci_to_fairy(a + b)) == a + b
                     for a in squares for b in squares[::7])
    check(round_trip, "ucci -> fairy -> ucci is the identity on every square")
    refusals = (("a0a1", ep.fairy_to_ucci), ("a11a1", ep.fairy_to_ucci),
                ("j1a1", ep.fairy_to_ucci), ("a10a9", ep.ucci_to_fairy), ("a9", ep.ucci_to_fairy))
    for bad, fn in refusals:
        try:
            fn(bad)
            refused = False
        except ValueError:
            refused = True
        check(refused, f"{fn.__name__}({bad!r}) is refused")


def reading_checks():
    """Scores, best moves, Red's view and `position` commands."""
    lines = ["info depth 1 score cp 12 pv h0g2", "info depth 2 score cp 40 upperbound pv h2e2",
             "bestmove h2e2 ponder h9g7"]
    check(ep.search_score(lines) == ("cp", 40), "search_score: the last score line")
    check(ep.search_score(lines, exact_only=True) == ("cp", 12),
          "search_score exact_only: lines with a bound passed over")
    check(ep.search_score(["bestmove a0a1"]) is None, "search_score: None without a score")
    check(ep.search_score(["info depth 9 score mate -3 pv a0a1"]) == ("mate", -3),
          "search_score: a mate against the side to move")
    check([ep.centipawns(s) for s in (("cp", -7), ("mate", 2), ("mate", -1), None)] ==
          [-7, ep.MATE_CP, -ep.MATE_CP, None], "centipawns: cp as is, mates as +-MATE_CP")
    check(ep.best_move(lines) == "h2e2", "best_move: the bestmove line's move")
    check(ep.for_red(30, "startpos", 2) == 30 and ep.for_red(30, "startpos", 3) == -30,
          "for_red from the start: Red to move after an even number of plies")
    check(ep.for_red(30, "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1", 1) == 30,
          "for_red from a FEN with Black to move: Red to move after one ply")
    check(ep.position_command("startpos") == "position startpos" and
          ep.position_command(ep.START_FEN, ["h2e2"]) ==
          f"position fen {ep.START_FEN} moves h2e2", "position_command: startpos, FEN and moves")


def pipe_checks(work):
    """The pipe against the scripted engine."""
    path = os.path.join(work, "scripted-engine")
    with open(path, "w") as f:
        f.write(f"#!{sys.executable}\n" + SCRIPTED_ENGINE)
    os.chmod(path, 0o755)
    for dialect, want in (("uci", "setoption name Hash value 16"),
                          ("ucci", "setoption hashsize 16")):
        pipe = ep.EnginePipe(path)
        hello = pipe.handshake(dialect, [("Hash" if dialect == "uci" else "hashsize", 16)])
        check(hello == ["id name scripted", dialect + "ok"],
              f"{dialect} handshake: the introduction up to {dialect}ok ({hello})")
        told = pipe.ask("isready", "readyok")[0]
        check(told == "info string options " + want[len("setoption "):],
              f"{dialect} handshake: the option sent as `{want}` ({told})")
        answer = pipe.search("position startpos", "go depth 2")
        check(ep.search_score(answer, exact_only=True) == ("cp", 12) and
              ep.best_move(answer) == "h0g2", f"{dialect}: a search's answer up to bestmove")
        pipe.quit()
        check(pipe.proc.returncode == 0, f"{dialect}: quit ends the engine")

    pipe = ep.EnginePipe([sys.executable, path], answer_timeout_s=0.5)
    pipe.send("uci")
    start = time.monotonic()
    try:
        pipe.ask("hang", "bestmove")
        said = "nothing"
    except RuntimeError as e:
        said = str(e)
    waited = time.monotonic() - start
    check("no 'bestmove' within 0.5 s" in said and waited < 5,
          f"an answer that does not come: RuntimeError after the time limit ({said}, "
          f"{waited:.1f} s)")
    try:
        pipe.ask("exit", "readyok")
        said = "nothing"
    except RuntimeError as e:
        said = str(e)
    check("ended before answering 'readyok'" in said,
          f"an engine that ends: RuntimeError naming the answer ({said})")
    pipe.quit()


def fairy_checks(path):
    """The Fairy-Stockfish extras against the real engine."""
    fairy = fs.FairyStockfish(path)
    check("Fairy-Stockfish" in fairy.id_name, f"the engine's name ({fairy.id_name})")
    legal = fairy.legal_moves("startpos")
    check(len(legal) == 44 and "h3e3" in legal and "b1c3" in legal,
          f"44 legal moves at the start, ranks 1-10 ({len(legal)})")
    fen, in_check = fairy.board("startpos", ["h3e3"])
    check(fen.split()[:2] == ["rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR", "b"]
          and not in_check, f"board after the central cannon ({fen}, check {in_check})")
    check(fairy.fen_after(ep.START_FEN, "h3e3") == fen, "fen_after: the same FEN")

    with open(os.path.join(ROOT, "tests", "data", "mates.tsv")) as f:
        mate_fen = next(line.split("\t")[0] for line in f if not line.startswith("#"))
    score, best = fairy.analyse(mate_fen, "go depth 16")
    check(score == ("mate", 1) and fairy.legal_moves(mate_fen, [best]) == [],
          f"a mate in 1 of mates.tsv: mate 1, and after {best} no legal move ({score})")
    _, in_check = fairy.board("4k4/9/9/9/9/9/9/9/9/3KR4 b - - 0 1")
    check(in_check, "board: a rook on the king's open file gives check")
    check(fs.fresh_analysis(mate_fen, "go depth 16", path)[0] == ("mate", 1),
          "fresh_analysis: the same mate from a new process")

    game = list(fs.random_game(fairy, random.Random(1), 4, 1, best_share=0.5))
    check([g[0] for g in game] == [0, 1, 2, 3] and game[0][1] == ep.START_FEN and
          len({g[1] for g in game}) == 4 and all(g[4] in g[2] for g in game),
          "random_game: 4 plies from the start, each position new, each best move legal")
    lazy = list(fs.random_game(fairy, random.Random(1), 3, 1, best_share=0.5, search_all=False))
    check(len(lazy) == 3 and all(g[3] is None and g[4] is None for g in lazy),
          "random_game, search_all False: 3 plies, no search yielded")
    fairy.quit()


def main():
    """Runs every check; returns the exit status."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--fairy", default=fs.FAIRY_STOCKFISH)
    args = parser.parse_args()
    conversion_checks()
    reading_checks()
    with tempfile.TemporaryDirectory() as work:
        pipe_checks(work)
    if os.access(args.fairy, os.X_OK):
        fairy_checks(args.fairy)
    else:
        print(f"skipped: the Fairy-Stockfish checks ({args.fairy} is not installed)")
    return exit_status()


if __name__ == "__main__":
    sys.exit(main())
