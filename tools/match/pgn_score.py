#!/usr/bin/env python3
"""Scores one engine over cotuong-match PGN files (for matches run in parts).

usage: pgn_score.py ENGINE games1.pgn [games2.pgn ...]

The parts may also be concatenated into one file (`cat part*.pgn > all.pgn`), as when the
shards of a match run on many machines: the two games of a pair are those with the same round
and the same start (FEN and opening tags), so two parts' round 1 on other openings stay apart.

Prints W-D-L, the score, Elo with a 95% interval from the trinomial (per game) and the
pentanomial (per game pair: the two games of a round share an opening) models, as
cotuong-match does, and the losses and wins by time and by rule.
"""
import math
import re
import sys
from collections import Counter, defaultdict

Z95 = 1.959963984540054


def elo(score):
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / score - 1)


def estimate(values, counts):
    n = sum(counts)
    mean = sum(v * c for v, c in zip(values, counts)) / n
    var = sum(c * (v - mean) ** 2 for v, c in zip(values, counts)) / n
    se = math.sqrt(var / n)
    return elo(mean), abs(elo(mean + Z95 * se) - elo(mean - Z95 * se)) / 2


def main():
    if len(sys.argv) < 3 or sys.argv[1] in ("-h", "--help"):
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 0 if sys.argv[1:2] in (["-h"], ["--help"]) else 2
    engine, files = sys.argv[1], sys.argv[2:]
    wdl = Counter()
    names = set()
    pairs = defaultdict(list)
    endings = Counter()
    for i, f in enumerate(files):
        try:
            text = open(f, encoding="utf-8").read()
        except OSError as e:
            print(f"pgn_score.py: {f}: {e.strerror}", file=sys.stderr)
            return 2
        for g in text.split("[Event ")[1:]:
            tag = lambda t: (re.search(r'\[%s "([^"]*)"' % t, g) or [None, ""])[1]
            red, black, result = tag("Red"), tag("Black"), tag("Result")
            names.update((red, black))
            if engine not in (red, black) or result not in ("1-0", "0-1", "1/2-1/2"):
                continue
            points = 0.5 if result == "1/2-1/2" else float((result == "1-0") == (red == engine))
            wdl["W" if points == 1 else "L" if points == 0 else "D"] += 1
            pairs[(i, tag("Round"), tag("FEN"), tag("Opening"))].append(points)
            detail = tag("TerminationDetails").split(":")[0] or tag("Termination")
            endings[("won" if points == 1 else "lost" if points == 0 else "drew", detail)] += 1
    n = sum(wdl.values())
    if n == 0:
        seen = ", ".join(sorted(x for x in names if x)) or "none"
        print(f"pgn_score.py: no finished game of {engine!r} in {', '.join(files)} "
              f"(engines named there: {seen})", file=sys.stderr)
        return 1
    score = (wdl["W"] + wdl["D"] / 2) / n
    tri = estimate([1, 0.5, 0], [wdl["W"], wdl["D"], wdl["L"]])
    # A group of 2k games (parts that played the same openings in the same rounds): k pairs
    # in file order.
    penta = Counter(sum(p[j:j + 2]) for p in pairs.values() if len(p) % 2 == 0
                    for j in range(0, len(p), 2))
    pv = [0, 0.5, 1, 1.5, 2]
    pen = estimate([v / 2 for v in pv], [penta[v] for v in pv]) if penta else (0, 0)
    print(f"{engine}: {wdl['W']}-{wdl['D']}-{wdl['L']} (W-D-L) in {n} games, score {score:.3f}")
    print(f"Elo {tri[0]:+.1f} +/- {tri[1]:.1f} (trinomial), {pen[0]:+.1f} +/- {pen[1]:.1f} "
          f"(pentanomial, {sum(penta.values())} pairs: {[penta[v] for v in pv]})")
    for (how, why), k in sorted(endings.items()):
        print(f"  {how} by {why}: {k}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
