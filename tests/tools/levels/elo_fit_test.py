#!/usr/bin/env python3
"""The Elo fitter (elo_fit.py) recovers known ratings from synthetic results: games drawn at
random from known Elos (with draws), in a chain of partial round robins like the calibration's;
every fitted rating must lie within its own 95% interval of the truth (allowing one miss in the
whole set) and the intervals must be of the size the game counts imply."""
import os
import random
import sys

sys.path.insert(0, sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tools", "levels"))
import elo_fit  # noqa: E402


def synthetic_games(truth, pairs, games_per_pair, draw_rate, rng):
    games = []
    for a, b in pairs:
        for k in range(games_per_pair):
            expected = 1 / (1 + 10 ** ((truth[b] - truth[a]) / 400))
            # A draw with probability draw_rate * (closeness), else a win drawn to keep the mean.
            draw = rng.random() < draw_rate * 4 * expected * (1 - expected)
            if draw:
                score = 0.5
            else:
                p_draw = draw_rate * 4 * expected * (1 - expected)
                p_win = (expected - p_draw / 2) / (1 - p_draw)
                score = 1.0 if rng.random() < p_win else 0.0
            games.append((a, b, score) if k % 2 == 0 else (b, a, 1 - score))
    return games


def main():
    rng = random.Random(28)
    truth = {"random": 300, "ee1": 1000, "L1": 1100, "L2": 1400, "ee3": 1500, "L3": 1700,
             "L4": 2000, "pk": 2150, "L5": 2300}
    order = sorted(truth, key=truth.get)
    pairs = [(order[i], order[j]) for i in range(len(order)) for j in range(i + 1, min(i + 3, len(order)))]
    games = synthetic_games(truth, pairs, 200, 0.3, rng)
    fitted = elo_fit.fit(games, "ee3", 1500)
    failures = []
    misses = 0
    for p, (elo, ci, n) in sorted(fitted.items(), key=lambda x: x[1][0]):
        print(f"{p:8s} true {truth[p]:5d} fitted {elo:7.1f} +- {ci:5.1f} ({n} games)")
        if p == "ee3":
            if elo != 1500 or ci != 0:
                failures.append("the anchor moved")
            continue
        if abs(elo - truth[p]) > ci:
            misses += 1
        if abs(elo - truth[p]) > 2 * ci:
            failures.append(f"{p}: {elo:.0f} is far outside {truth[p]} +- {ci:.0f}")
        # 400-800 games: tens of Elo, wider for the random mover (whose games are nearly all lost).
        if not 10 < ci < (250 if p == "random" else 100):
            failures.append(f"{p}: interval {ci:.0f} is not what 400-800 games give")
    if misses > 1:
        failures.append(f"{misses} players outside their 95% interval (at most 1 expected)")
    # An unconnected player is refused; a player that won every game still gets a finite rating.
    try:
        elo_fit.fit(games + [("x", "y", 1.0)], "ee3", 1500)
        failures.append("an unconnected player was rated")
    except ValueError:
        pass
    perfect = elo_fit.fit([("a", "b", 1.0)] * 20, "b", 0)
    if not 300 < perfect["a"][0] < 1000:
        failures.append(f"20-0 gives {perfect['a'][0]:.0f}, expected finite and large")
    for f in failures:
        print("FAIL:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
