#!/usr/bin/env python3
"""Score opening lines with fairy-stockfish (UCI, xiangqi) at a fixed depth."""
import subprocess, sys, re
START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
def fsf_move(m):  # UCCI ranks 0-9 -> FSF ranks 1-10
    return f"{m[0]}{int(m[1])+1}{m[2]}{int(m[3])+1}"
def main():
    depth = int(sys.argv[2]) if len(sys.argv) > 2 else 16
    lines = [l.rstrip('\n') for l in open(sys.argv[1]) if l.strip() and not l.startswith('#')]
    p = subprocess.Popen(['/usr/games/fairy-stockfish'], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    def send(s): p.stdin.write(s + '\n'); p.stdin.flush()
    def wait(tok):
        out = []
        while True:
            l = p.stdout.readline()
            out.append(l)
            if l.startswith(tok): return out
    send('uci'); wait('uciok')
    send('setoption name UCI_Variant value xiangqi'); send('setoption name Hash value 64'); send('isready'); wait('readyok')
    for l in lines:
        f = l.split('\t')
        fen = f[0]; moves = []
        rest = f[1:]
        if rest and rest[0].startswith('moves '):
            moves = rest[0].split()[1:]
        pos = 'position ' + ('startpos' if fen == 'startpos' else 'fen ' + fen)
        if moves: pos += ' moves ' + ' '.join(fsf_move(m) for m in moves)
        send('ucinewgame'); send(pos); send(f'go depth {depth}')
        out = wait('bestmove')
        sc = None
        for o in out:
            m = re.search(r'score (cp|mate) (-?\d+)', o)
            if m: sc = int(m.group(2)) if m.group(1) == 'cp' else (10000 if int(m.group(2)) > 0 else -10000)
        # side to move
        stm = 'w'
        if fen != 'startpos': stm = fen.split()[1]
        if len(moves) % 2: stm = 'b' if stm == 'w' else 'w'
        red = sc if stm == 'w' else -sc
        print(f"{red}\t{l}", flush=True)
    send('quit')
main()
