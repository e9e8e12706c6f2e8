"""An engine process spoken to line by line over UCI or UCCI, for every tool that talks to an
engine: send a command, read its answer up to the line that starts with a given prefix, the
handshake of either dialect, a search's score and best move read from its answer; and the one
conversion between UCCI's move coordinates (ranks 0-9, `h2e2`) and those of Fairy-Stockfish
(ranks 1-10, `h3e3`, `a10a9`)."""
import queue
import re
import subprocess
import threading
import time

START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
MATE_CP = 100000  # a mate as centipawns, beyond any evaluation

_MOVE = re.compile(r"^([a-i])(\d{1,2})([a-i])(\d{1,2})$")
_SCORE = re.compile(r"\bscore (cp|mate) (-?\d+)")


def fairy_to_ucci(move):
    """Returns a Fairy-Stockfish xiangqi move (ranks 1-10, `h3e3`, `a10a9`) in UCCI coordinates
    (ranks 0-9, `h2e2`, `a9a8`); raises ValueError for anything else."""
    m = _MOVE.match(move)
    if not m or not all(1 <= int(r) <= 10 for r in (m.group(2), m.group(4))):
        raise ValueError(f"not a Fairy-Stockfish xiangqi move: {move!r}")
    return f"{m.group(1)}{int(m.group(2)) - 1}{m.group(3)}{int(m.group(4)) - 1}"


def ucci_to_fairy(move):
    """Returns a UCCI move (ranks 0-9) in Fairy-Stockfish's coordinates (ranks 1-10); raises
    ValueError for anything else."""
    m = _MOVE.match(move)
    if not m or len(move) != 4:
        raise ValueError(f"not a UCCI move: {move!r}")
    return f"{m.group(1)}{int(m.group(2)) + 1}{m.group(3)}{int(m.group(4)) + 1}"


def position_command(fen, moves=()):
    """Returns the `position` command for a FEN (or "startpos") and the moves played after it."""
    start = "position startpos" if fen == "startpos" else f"position fen {fen}"
    return start + (" moves " + " ".join(moves) if moves else "")


def search_score(lines, exact_only=False):
    """Returns the last score of a search's `info` lines as ("cp" or "mate", value) for the side
    to move, or None when there is none; exact_only passes over the lines with a bound (an
    aspiration window that failed inside an unfinished iteration)."""
    score = None
    for line in lines:
        m = _SCORE.search(line)
        if m and not (exact_only and re.search(r"\b(upperbound|lowerbound)\b", line)):
            score = (m.group(1), int(m.group(2)))
    return score


def centipawns(score):
    """Returns a search_score as centipawns: a mate for the side to move is +MATE_CP, a mate
    against it -MATE_CP; None stays None."""
    if score is None:
        return None
    kind, value = score
    if kind == "cp":
        return value
    return MATE_CP if value > 0 else -MATE_CP


def for_red(value, fen, plies):
    """Returns a score for the side to move after `plies` moves from `fen` (or "startpos") as
    the score for Red."""
    red_first = fen == "startpos" or fen.split()[1] in ("w", "r")
    return value if red_first == (plies % 2 == 0) else -value


def best_move(lines):
    """Returns the move of a search's answer (its last line, `bestmove MOVE ...`)."""
    return lines[-1].split()[1]


class EnginePipe:
    """One engine process. A thread reads its standard output into a queue, so that an answer
    can be waited for with a time limit."""

    def __init__(self, command, stderr=None, answer_timeout_s=None):
        """command: the engine's file, or a command as a list (["wine", "cotuong.exe"]);
        answer_timeout_s: how long `until` waits for an answer (None: as long as it takes)."""
        self.name = command if isinstance(command, str) else " ".join(command)
        self.dialect = "uci"
        self.answer_timeout_s = answer_timeout_s
        self.proc = subprocess.Popen(command if isinstance(command, list) else [command],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=stderr, text=True, bufsize=1)
        self._lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        """Moves the engine's output lines into the queue; None when it ends."""
        for line in self.proc.stdout:
            self._lines.put(line.rstrip("\r\n"))
        self._lines.put(None)

    def send(self, command):
        """Sends one command line."""
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()

    def until(self, prefix):
        """Returns the lines the engine writes up to and including the first that starts with
        `prefix` (line ends removed); RuntimeError when the engine ends first or, with an answer
        time limit, when the line does not come within it."""
        lines = []
        deadline = None if self.answer_timeout_s is None else \
            time.monotonic() + self.answer_timeout_s
        while True:
            try:
                line = self._lines.get(timeout=None if deadline is None else
                                       max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise RuntimeError(f"{self.name}: no {prefix!r} within {self.answer_timeout_s} s")
            if line is None:
                raise RuntimeError(f"{self.name} ended before answering {prefix!r}")
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def ask(self, command, prefix):
        """Sends a command and returns its answer up to the line that starts with `prefix`."""
        self.send(command)
        return self.until(prefix)

    def set_option(self, name, value):
        """Sets an option in the dialect of the handshake (`setoption name N value V` in UCI,
        `setoption N V` in UCCI)."""
        if self.dialect == "ucci":
            self.send(f"setoption {name} {value}")
        else:
            self.send(f"setoption name {name} value {value}")

    def handshake(self, dialect="uci", options=()):
        """Opens the session in `dialect` ("uci" or "ucci"), sets the (name, value) options and
        waits until the engine is ready; returns the lines it introduced itself with (id, option,
        up to uciok/ucciok)."""
        self.dialect = dialect
        hello = self.ask(dialect, dialect + "ok")
        for name, value in options:
            self.set_option(name, value)
        self.ask("isready", "readyok")
        return hello

    def search(self, position, go):
        """Sends a `position` command and a `go` command; returns the search's answer up to its
        bestmove line."""
        self.send(position)
        return self.ask(go, "bestmove")

    def quit(self):
        """Ends the engine (killed when it does not end within 10 s of `quit`)."""
        try:
            self.send("quit")
            self.proc.stdin.close()
            self.proc.wait(timeout=10)
        except (OSError, ValueError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()
