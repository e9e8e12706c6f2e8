#!/usr/bin/env python3
"""Maximum-likelihood Elo ratings of players from their game results (Bradley-Terry, logistic
Elo scale, a draw counted as half a win for each side), with 95% intervals, anchored by
convention: one player's rating is fixed (e.g. ElephantEye at depth 3 = 1500).

The likelihood of a result with score s (1, 1/2, 0) between players i and j is
p_ij^s (1 - p_ij)^(1 - s), p_ij = 1 / (1 + 10^((r_j - r_i) / 400)). A weak prior keeps the fit
finite when a player won or lost every game: every pair that played gets `prior_draws` virtual
draws (as BayesElo does); with a few hundred games it moves ratings by a few Elo.
The interval of a player is +-1.96 standard errors of its rating relative to the anchor, from
the inverse of the observed information (the Hessian of the log-likelihood) with the anchor
held fixed.

usage as a module: fit(games, anchor, anchor_elo) with games a list of (white, black, score).
usage as a tool:   elo_fit.py ANCHOR ANCHOR_ELO results.tsv  (lines: player_a player_b score)
"""
import math
import sys
from collections import defaultdict

import numpy as np

Z95 = 1.959963984540054
LN10_400 = math.log(10) / 400


def tally(games):
    """Returns the players (sorted) and, per unordered pair (i, j) with i < j, the games played
    and the points of player i."""
    players = sorted({p for g in games for p in g[:2]})
    index = {p: k for k, p in enumerate(players)}
    pairs = defaultdict(lambda: [0.0, 0.0])
    for a, b, score in games:
        i, j = index[a], index[b]
        if i == j:
            raise ValueError(f"a game of {a} against itself")
        if i > j:
            i, j, score = j, i, 1 - score
        pairs[(i, j)][0] += 1
        pairs[(i, j)][1] += score
    return players, pairs


def fit(games, anchor, anchor_elo=0.0, prior_draws=1.0, iterations=100):
    """Returns {player: (elo, half width of the 95% interval, games)}; the anchor's interval
    is 0 by convention. Raises ValueError when some player is not connected to the anchor."""
    players, pairs = tally(games)
    if anchor not in players:
        raise ValueError(f"the anchor {anchor} played no game")
    n = len(players)
    a = players.index(anchor)
    played = np.zeros(n)
    for (i, j), (g, _) in pairs.items():
        played[i] += g
        played[j] += g
    # Connectivity to the anchor (otherwise a rating is not defined).
    seen, todo = {a}, [a]
    while todo:
        k = todo.pop()
        for (i, j) in pairs:
            for x, y in ((i, j), (j, i)):
                if x == k and y not in seen:
                    seen.add(y)
                    todo.append(y)
    if len(seen) != n:
        missing = [players[k] for k in range(n) if k not in seen]
        raise ValueError(f"not connected to the anchor: {', '.join(missing)}")
    free = [k for k in range(n) if k != a]
    r = np.zeros(n)

    def gradient_hessian(r):
        grad = np.zeros(n)
        hess = np.zeros((n, n))
        for (i, j), (g, s) in pairs.items():
            g_all = g + prior_draws
            s_all = s + prior_draws / 2
            p = 1 / (1 + 10 ** ((r[j] - r[i]) / 400))
            d = LN10_400 * (s_all - g_all * p)  # d logL / d r_i
            grad[i] += d
            grad[j] -= d
            w = LN10_400**2 * g_all * p * (1 - p)
            hess[i, i] -= w
            hess[j, j] -= w
            hess[i, j] += w
            hess[j, i] += w
        return grad, hess

    for _ in range(iterations):  # Newton's method on the free ratings (a concave likelihood)
        grad, hess = gradient_hessian(r)
        step = np.linalg.solve(hess[np.ix_(free, free)], -grad[free])
        r[free] += np.clip(step, -400, 400)
        if np.max(np.abs(step)) < 1e-6:
            break
    _, hess = gradient_hessian(r)
    cov = np.linalg.inv(-hess[np.ix_(free, free)])
    out = {anchor: (anchor_elo, 0.0, int(played[a]))}
    for k, f in enumerate(free):
        out[players[f]] = (anchor_elo + r[f], Z95 * math.sqrt(cov[k, k]), int(played[f]))
    return out


def main():
    if len(sys.argv) != 4:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    anchor, anchor_elo, path = sys.argv[1], float(sys.argv[2]), sys.argv[3]
    games = []
    for line in open(path, encoding="utf-8"):
        words = line.split()
        if len(words) == 3:
            games.append((words[0], words[1], float(words[2])))
    for player, (elo, ci, n) in sorted(fit(games, anchor, anchor_elo).items(), key=lambda x: x[1][0]):
        print(f"{player:20s} {elo:7.0f} +- {ci:4.0f}  ({n} games)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
