#!/usr/bin/env python3
"""Checks that every bestmove is the first move of the last PV the engine printed (and the ponder
move its second): 64 searches a round (8 positions, node and time limits), at N threads.

  python3 tools/match/last_pv_probe.py ENGINE THREADS [ROUNDS (default 2)]

Prints each answer that does not match and a summary line; exits 1 when one did not."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from engine_pipe import EnginePipe  # noqa: E402

POSITIONS = [
    "startpos",
    "startpos moves b2e2 h9g7 h2g2 f9e8 b0c2 b9a7 a0b0 a9b9",
    "startpos moves h2e2 h9g7 h0g2 i9h9 i0h0 b9c7",
    "startpos moves c3c4 g6g5 b0c2 h9g7 b2d2 b9c7",
    "startpos moves h2e2 b9c7 h0g2 a9b9 i0h0 b7b3",
    "fen 2bakab2/9/2n1c1n2/p1p1p3p/6p2/2P6/P3P1P1P/1CN1C1N2/9/2BAKAB2 w - - 0 1",
    "fen 3akab2/9/4b4/p3p3p/2p6/6P2/P3P3P/4B4/4A4/2BAK4 w - - 0 1",
    "fen 4k4/9/9/9/9/9/9/9/9/R2K5 w - - 117 1",
]
LIMITS = ["nodes 1000", "nodes 3000", "nodes 7000", "nodes 15000", "nodes 40000", "nodes 90000",
          "movetime 50", "movetime 150"]


def main():
    engine, threads = sys.argv[1], int(sys.argv[2])
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    p = EnginePipe(engine)
    p.handshake("uci", [("OwnBook", "false"), ("Threads", threads), ("Hash", 16)])
    searches = bad_move = bad_ponder = 0
    for r in range(rounds):
        for pos in POSITIONS:
            for lim in LIMITS:
                p.send("ucinewgame")
                lines = p.search("position " + pos, "go " + lim)
                pvs = [l.split(" pv ", 1)[1].split() for l in lines
                       if l.startswith("info") and " pv " in l
                       and (" multipv " not in l or " multipv 1 " in l)]
                words = lines[-1].split()
                best = words[1]
                ponder = words[3] if len(words) > 3 and words[2] == "ponder" else None
                searches += 1
                last = pvs[-1] if pvs else []
                if not last or last[0] != best:
                    bad_move += 1
                    print(f"MOVE  {pos} | {lim}: bestmove {best}, last pv {' '.join(last[:3])}")
                elif ponder and (len(last) < 2 or last[1] != ponder):
                    bad_ponder += 1
                    print(f"PONDER {pos} | {lim}: ponder {ponder}, last pv {' '.join(last[:3])}")
    p.quit()
    print(f"threads {threads}: {searches} searches, bestmove not the last PV's first move "
          f"{bad_move}, ponder not its second {bad_ponder}")
    return 0 if bad_move == bad_ponder == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
