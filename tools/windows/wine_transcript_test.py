#!/usr/bin/env python3
"""The Windows engine (cotuong.exe) under Wine, spoken to as a GUI would: a UCCI and a UCI session
(handshake, options with Windows paths and CRLF line ends, position, go on a clock: a legal
bestmove within the time given, quit), then the console (`cotuong play`: its Vietnamese output,
a game saved to a Windows path, the record of wins under %APPDATA%). Legality is the Linux build's
`cotuong judge`. Usage: wine_transcript_test.py EXE LINUX_COTUONG (WINEPREFIX set and booted);
exit 1 with what failed."""
import os
import pathlib
import subprocess
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "lib"))
from engine_pipe import EnginePipe, best_move  # noqa: E402

# After h2e2 h9g7; then two moves (UCCI coordinates), and the engine searches (its book off).
FEN = "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2"
MOVES_UCCI = ["h0g2", "i9h9"]
CLOCK_MS, INCREMENT_MS = 5000, 50
# Wine's process start and pipes on a busy 2-core machine: forgiven on top of the clock.
MARGIN_MS = 1000

failures = []


def check(ok, what):
    print(("ok    " if ok else "FAIL  ") + what)
    if not ok:
        failures.append(what)


def drive_c():
    return pathlib.Path(os.environ["WINEPREFIX"]) / "drive_c"


def legal(linux_cotuong, fen, moves):
    """Returns whether the moves are legal from fen (the Linux build's judge)."""
    r = subprocess.run([linux_cotuong, "judge", "--fen", fen, "--notation", "ucci", "--moves",
                        *moves], capture_output=True, text=True)
    return r.returncode == 0


def timed_go(engine, command):
    """Sends a go and returns (bestmove word, milliseconds it took)."""
    start = time.monotonic()
    lines = engine.ask(command, "bestmove")
    elapsed = (time.monotonic() - start) * 1000
    return best_move(lines), elapsed


def ucci_session(exe, linux_cotuong, book, network):
    engine = EnginePipe(["wine", exe])
    hello = engine.ask("ucci", "ucciok")
    check(any(line.startswith("id name cotuong") for line in hello), "ucci: id name cotuong")
    for option in ("bookfiles", "evalfile", "hashsize", "usemillisec"):
        check(any(line.startswith(f"option {option} ") for line in hello), f"ucci: option {option}")
    # CRLF line ends, and Windows paths (drive letter, backslashes, spaces) for the book and net.
    engine.send("setoption usemillisec true\r")
    engine.send("setoption hashsize 32\r")
    engine.send(f"setoption bookfiles {book}\r")
    engine.send(f"setoption evalfile {network}\r")
    answer = engine.ask("isready\r", "readyok")
    check(answer == ["readyok"], f"ucci: book and network at Windows paths accepted ({answer})")
    answer = engine.ask("setoption bookfiles C:\\no such folder\\x.book\nisready", "readyok")
    check(any("does not exist" in line for line in answer), "ucci: a missing book is named")
    engine.send(f"setoption bookfiles {book}")
    engine.send("position startpos")
    lines = engine.ask("go time 5000 increment 50", "bestmove")
    check(any("book move" in line for line in lines), "ucci: the book answers the start")
    engine.send("setoption usebook false")
    engine.send(f"position fen {FEN} moves {' '.join(MOVES_UCCI)}\r")
    move, ms = timed_go(engine, f"go time {CLOCK_MS} increment {INCREMENT_MS}\r")
    check(legal(linux_cotuong, FEN, MOVES_UCCI + [move]), f"ucci: bestmove {move} is legal")
    check(ms < CLOCK_MS + MARGIN_MS, f"ucci: bestmove within the clock ({ms:.0f} ms)")
    engine.quit()
    check(engine.proc.returncode == 0, "ucci: quit ends the engine")


def uci_session(exe, linux_cotuong, network):
    engine = EnginePipe(["wine", exe])
    hello = engine.ask("uci", "uciok")
    check(any(line.startswith("id name cotuong") for line in hello), "uci: id name cotuong")
    for option in ("Book File", "EvalFile", "Hash", "Threads"):
        check(any(line.startswith(f"option name {option} ") for line in hello),
              f"uci: option {option}")
    engine.send("setoption name Hash value 32\r")
    engine.send("setoption name OwnBook value false\r")
    engine.send(f"setoption name EvalFile value {network}\r")
    answer = engine.ask("isready\r", "readyok")
    check(answer == ["readyok"], f"uci: the network at a Windows path accepted ({answer})")
    engine.send(f"position fen {FEN} moves {' '.join(MOVES_UCCI)}")  # ranks 0-9 as in UCCI
    move, ms = timed_go(engine, f"go wtime {CLOCK_MS} btime {CLOCK_MS} winc {INCREMENT_MS} "
                        f"binc {INCREMENT_MS}")
    check(len(move) >= 4 and legal(linux_cotuong, FEN, MOVES_UCCI + [move]),
          f"uci: bestmove {move} is legal")
    check(ms < CLOCK_MS + MARGIN_MS, f"uci: bestmove within the clock ({ms:.0f} ms)")
    engine.quit()
    check(engine.proc.returncode == 0, "uci: quit ends the engine")


def level1_losses():
    """Returns the losses at level 1 in the record of wins under %APPDATA%, 0 when none."""
    for wins in drive_c().glob("users/*/AppData/Roaming/cotuong/wins.tsv"):
        for line in wins.read_text().splitlines():
            if line.startswith("1\t"):
                return int(line.split("\t")[3])
    return 0


def console_session(exe, games):
    """`cotuong play` on a 1.2 s clock: a move, the engine's, then Red's flag falls (a game that
    counts: the record of wins under %APPDATA%), twice (the record replaced), a save to a Windows
    path."""
    losses_before = level1_losses()
    play = subprocess.Popen(["wine", exe, "play", "--level", "1", "--clock", "0.02+0"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                            encoding="utf-8", errors="replace")
    saved = games / "game 1.pgn"
    script = [("h2e2", 3), (f"save C:\\cotuong test\\{saved.name}", 0), ("new", 0),
              ("h2e2", 3), ("record", 0), ("quit", 0)]
    for line, pause in script:
        play.stdin.write(line + "\n")
        play.stdin.flush()
        time.sleep(pause)
    out, _ = play.communicate(timeout=30)
    check("Nhập môn" in out, "play: Vietnamese text in UTF-8")
    check("炮" in out or "砲" in out, "play: Chinese pieces in UTF-8")
    check(saved.is_file() and "[Result " in saved.read_text(encoding="utf-8"),
          "play: game saved to C:\\cotuong test\\game 1.pgn")
    wins = list(drive_c().glob("users/*/AppData/Roaming/cotuong/wins.tsv"))
    check(len(wins) == 1, f"play: the record of wins in %APPDATA%\\cotuong ({wins})")
    check(level1_losses() == losses_before + 2, "play: two games lost on time recorded")


def main():
    exe, linux_cotuong = sys.argv[1], sys.argv[2]
    folder = drive_c() / "cotuong test"
    folder.mkdir(exist_ok=True)
    book_file = folder / "my book.book"
    network_file = folder / "net work.ctnn"
    root = pathlib.Path(__file__).resolve().parents[2]
    book_file.write_bytes((pathlib.Path(exe).parent / "cotuong.book").read_bytes())
    network_file.write_bytes((root / "eval" / "nnue" / "default.ctnn").read_bytes())
    book = "C:\\cotuong test\\my book.book"
    network = "C:\\cotuong test\\net work.ctnn"
    ucci_session(exe, linux_cotuong, book, network)
    uci_session(exe, linux_cotuong, network)
    console_session(exe, folder)
    print(f"{len(failures)} failed" if failures else "all passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
