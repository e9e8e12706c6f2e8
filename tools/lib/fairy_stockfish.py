"""Fairy-Stockfish, the tools' reference engine for xiangqi: a process set to xiangqi over UCI (one
thread, a fixed hash), the answers only it gives (the legal moves from `go perft 1`, the position
from `d`), a search by a fresh process, and the randomised self-play games that the position
generators walk. Its moves have ranks 1-10 (engine_pipe.fairy_to_ucci converts them)."""
import re

from engine_pipe import START_FEN, EnginePipe, best_move, position_command, search_score

FAIRY_STOCKFISH = "/usr/games/fairy-stockfish"
_PERFT_LINE = re.compile(r"^[a-i]\d{1,2}[a-i]\d{1,2}: ")


class FairyStockfish(EnginePipe):
    """A Fairy-Stockfish process playing xiangqi over UCI, one thread, `hash_mb` MB of hash."""

    def __init__(self, path=FAIRY_STOCKFISH, hash_mb=16, stderr=None):
        super().__init__(path, stderr=stderr)
        hello = self.handshake("uci", [("UCI_Variant", "xiangqi"), ("Threads", 1),
                                       ("Hash", hash_mb)])
        self.id_name = next((line[len("id name "):] for line in hello
                             if line.startswith("id name ")), path)

    def legal_moves(self, fen, moves=()):
        """Returns the legal moves (ranks 1-10) after `moves` from `fen` (or "startpos")."""
        self.send(position_command(fen, moves))
        # The perft runs in the search thread and `isready` does not wait for it: its answer is
        # read to its last line before the next command.
        return [line.split(":")[0] for line in self.ask("go perft 1", "Nodes searched")
                if _PERFT_LINE.match(line)]

    def board(self, fen, moves=()):
        """Returns (the FEN, whether the side to move is in check) after `moves` from `fen`."""
        self.send(position_command(fen, moves))
        self.send("d")
        shown, check = None, False
        for line in self.ask("isready", "readyok"):
            if line.startswith("Fen: "):
                shown = line[len("Fen: "):]
            elif line.startswith("Checkers:"):
                check = bool(line[len("Checkers:"):].strip())
        if shown is None:
            raise RuntimeError(f"{self.name}: `d` printed no Fen: line")
        return shown, check

    def fen_after(self, fen, move):
        """Returns the FEN after one move (ranks 1-10) from `fen`."""
        return self.board(fen, [move])[0]

    def analyse(self, fen, go, moves=(), exact_only=False):
        """Returns (score, best move) of the search `go` after `moves` from `fen`: the score as
        engine_pipe.search_score reads it, the move with ranks 1-10."""
        lines = self.search(position_command(fen, moves), go)
        return search_score(lines, exact_only), best_move(lines)


def fresh_analysis(fen, go, path=FAIRY_STOCKFISH):
    """Returns (score, best move) of one search by a new process, which no earlier search left
    its hash to."""
    engine = FairyStockfish(path)
    try:
        return engine.analyse(fen, go)
    finally:
        engine.quit()


def random_game(engine, rng, plies, depth, best_share, fen=START_FEN, search_all=True):
    """Yields (ply, FEN, legal moves, score, best move) for each position of one randomised
    self-play game of `engine` (a FairyStockfish): each position is searched to `depth`, then the
    game goes on with the best move (a `best_share` of the time) or a legal move drawn at random.
    With search_all False a position is searched only when its best move is to be played (score
    and best move come as None). The game ends at a position with no legal move or after `plies`
    plies."""
    go = f"go depth {depth}"
    for ply in range(plies):
        moves = engine.legal_moves(fen)
        if not moves:
            return
        score, best = engine.analyse(fen, go) if search_all else (None, None)
        yield ply, fen, moves, score, best
        if rng.random() < best_share:
            move = best or engine.analyse(fen, go)[1]
        else:
            move = rng.choice(moves)
        fen = engine.fen_after(fen, move)
