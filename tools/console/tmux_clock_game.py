#!/usr/bin/env python3
"""Plays `cotuong play --clock 10+5 --level 3` to the end in a real terminal (tmux) and saves the
final screen: the console as a person meets it, driven by keystrokes. Red's moves are chosen by a
second cotuong over UCCI (full strength, a fixed time per move) and typed into the console; the
level's replies are read back from the screen ("Engine plays ... [h7g7]").

  tools/console/tmux_clock_game.py [--binary build/cotuong] [--out docs/console-clock-10+5.txt]
      [--clock 10+5] [--level 3] [--think-ms 1000] [--max-moves 200]

Also saves the game (the console's `save`) next to the screen, as .pgn. Needs tmux. The
console's record of wins is kept in a temporary directory, not the user's."""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from engine_pipe import EnginePipe, best_move, position_command  # noqa: E402

SESSION = "cotuong-clock-game"


def tmux(*args, check=True):
    return subprocess.run(["tmux", *args], check=check, capture_output=True, text=True).stdout


def screen(history=False):
    args = ["capture-pane", "-p", "-t", SESSION]
    if history:
        args += ["-J", "-S", "-"]
    return tmux(*args)


class Mover:
    """A cotuong over UCCI that answers a position with a move."""

    def __init__(self, binary, think_ms):
        self.pipe = EnginePipe(binary)
        self.think_ms = think_ms
        self.pipe.handshake("ucci")

    def move(self, moves):
        """Returns the engine's move after `moves` from the start position."""
        return best_move(self.pipe.search(position_command("startpos", moves),
                                          f"go movetime {self.think_ms}"))

    def close(self):
        """Ends the engine."""
        self.pipe.quit()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--binary", default="build/cotuong")
    ap.add_argument("--out", default="docs/console-clock-10+5.txt")
    ap.add_argument("--clock", default="10+5")
    ap.add_argument("--level", default="3")
    ap.add_argument("--think-ms", type=int, default=1000)
    ap.add_argument("--max-moves", type=int, default=200)
    a = ap.parse_args()
    binary = os.path.abspath(a.binary)
    data = tempfile.mkdtemp(prefix="cotuong-tmux-")
    tmux("kill-session", "-t", SESSION, check=False)
    tmux("new-session", "-d", "-s", SESSION, "-x", "100", "-y", "50",
         f"env XDG_DATA_HOME={data} NO_COLOR=1 TERM=xterm {binary} play --clock {a.clock} "
         f"--level {a.level} --labels vn; sleep 3600")
    tmux("set-option", "-t", SESSION, "history-limit", "100000")
    mover = Mover(binary, a.think_ms)
    moves = []
    mine = 0  # Red's moves typed so far
    started = time.time()
    finished = False
    try:
        while mine < a.max_moves:
            # Wait for Red's prompt, the level's reply (if any) on screen.
            while True:
                text = screen(history=True)
                if "Game over:" in text:
                    finished = True
                    break
                replies = re.findall(r"Engine plays .*?\[([a-i][0-9][a-i][0-9])\]", text)
                lines = [l for l in screen().splitlines() if l.strip()]
                if lines and lines[-1].startswith("Red to move>") and len(replies) == mine:
                    break
                time.sleep(0.2)
            if finished:
                break
            if mine:
                moves.append(replies[-1])
            move = mover.move(moves)
            moves.append(move)
            mine += 1
            tmux("send-keys", "-t", SESSION, move, "Enter")
            time.sleep(0.3)
    finally:
        mover.close()
    time.sleep(1)
    final = screen()
    with open(a.out, "w") as f:
        f.write(f"$ cotuong play --clock {a.clock} --level {a.level} --labels vn\n")
        f.write(f"# driven by tools/console/tmux_clock_game.py in tmux (100x50): Red's moves by "
                f"cotuong at full strength, {a.think_ms} ms a move; the final screen "
                f"(tmux capture-pane -p){'' if finished else ', the game NOT finished'}\n")
        f.write(final)
    # The whole game as the console saves it (moves, TimeControl, result), beside the screen.
    pgn = os.path.abspath(os.path.splitext(a.out)[0] + ".pgn")
    tmux("send-keys", "-t", SESSION, f"save {pgn}", "Enter")
    time.sleep(1)
    print(f"{'finished' if finished else 'stopped'} after {len(moves)} plies in "
          f"{time.time() - started:.0f} s; screen in {a.out}")
    tmux("kill-session", "-t", SESSION, check=False)
    return 0 if finished else 1


if __name__ == "__main__":
    sys.exit(main())
