#!/usr/bin/env python3
"""Fits the engine's win/draw/loss model (eval/wdl.h, the UCI_ShowWDL option) to self-play
shards of cotuong-datagen (README.md: every record holds the position, the search score and the
game's result from the side to move's view), and reports its calibration on held-out games.

The model, as Stockfish's:  win  = 1 / (1 + exp((a - x) / b)),
                            loss = 1 / (1 + exp((a + x) / b)),   draw = 1 - win - loss,
with x the score in centipawns (side to move's view) and a, b cubic polynomials in
u = phase / 24 - 1 (eval::phase: 0 = bare end game .. 48 = every rook, horse and cannon on;
u runs from -1 to 1). Fitted by maximum likelihood (the three-outcome log-likelihood of the
observed results), full-batch Adam on the eight coefficients.

Held out: the --test shards when given, else every --holdout-every-th game of the data (games
are told apart by the result changing or the piece count growing between records: a game's
records are written in order and pieces only leave the board).

    /usr/bin/python3 tools/nnue/fit_wdl.py /work/data/nnue/shard-s1001.bin ... \
        --test /work/data/nnue/shard-s1003.bin
prints the coefficients (as C++ for eval/wdl.cpp) and the calibration tables (markdown)."""
import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nnue_data  # noqa: E402

PHASE_WEIGHT = {4: 3, 5: 6, 6: 3}  # horse, rook, cannon (eval/eval.cpp kPhaseWeight)
PHASE_MAX = 48
SCORE_BANDS = [-100000, -600, -300, -150, -75, -25, 25, 75, 150, 300, 600, 100000]
PHASE_BANDS = [0, 12, 24, 36, 49]


def phases(recs):
    """Returns eval::phase of every record: 3 per horse and cannon, 6 per rook, at most 48."""
    rows, _, codes, _ = nnue_data.pieces(recs)
    weight = np.zeros(16, np.int64)
    for t, w in PHASE_WEIGHT.items():
        weight[t] = weight[t + 8] = w
    p = np.bincount(rows, weights=weight[codes], minlength=len(recs)).astype(np.int64)
    return np.minimum(p, PHASE_MAX)


def piece_counts(recs):
    """Returns the number of pieces on the board of every record."""
    occ = np.unpackbits(np.ascontiguousarray(recs[:, :12]), axis=1, bitorder="little")[:, :90]
    return occ.sum(axis=1)


def game_ids(recs):
    """Returns a game number per record: a new game starts where the result (from Red's view)
    changes or the number of pieces grows."""
    stm = nnue_data.side_to_move(recs)
    res = recs[:, 31].astype(np.int64)
    red_result = np.where(stm == 0, res, 2 - res)
    count = piece_counts(recs)
    new = np.zeros(len(recs), bool)
    new[1:] = (red_result[1:] != red_result[:-1]) | (count[1:] > count[:-1])
    return np.cumsum(new)


def load(paths):
    """Returns (score cp, u, result 0/1/2, game id) of the shards' positions."""
    recs = nnue_data.load_records(paths)
    x = nnue_data.scores(recs).astype(np.float64)
    u = phases(recs) / (PHASE_MAX / 2) - 1.0
    return x, u, recs[:, 31].astype(np.int64), game_ids(recs)


def basis(u):
    """Returns the cubic basis [1, u, u^2, u^3] of u as an (N, 4) array."""
    return np.stack([np.ones_like(u), u, u * u, u * u * u], axis=1)


def sigmoid(z):
    """Returns 1 / (1 + exp(-z)), without overflow."""
    return 0.5 * (1.0 + np.tanh(0.5 * z))


def predict(coef, x, u):
    """Returns (win, draw, loss) probabilities; coef = 4 coefficients of a then 4 of b, in cp."""
    B = basis(u)
    a, b = B @ coef[:4], B @ coef[4:]
    b = np.maximum(b, 1.0)
    w, l = sigmoid((x - a) / b), sigmoid((-x - a) / b)
    return w, np.clip(1.0 - w - l, 1e-12, 1.0), l


def log_loss(coef, x, u, r):
    """Returns the mean negative log-likelihood of the results under the model."""
    w, d, l = predict(coef, x, u)
    p = np.where(r == 2, w, np.where(r == 1, d, l))
    return -np.mean(np.log(np.maximum(p, 1e-12)))


def gradient(coef, x, u, r):
    """Returns the gradient of log_loss with respect to the eight coefficients."""
    B = basis(u)
    a, b = B @ coef[:4], np.maximum(B @ coef[4:], 1.0)
    zw, zl = (x - a) / b, (-x - a) / b
    w, l = sigmoid(zw), sigmoid(zl)
    d = np.clip(1.0 - w - l, 1e-12, 1.0)
    # d(win)/da, d(win)/db, d(loss)/da, d(loss)/db
    dw_da, dw_db = -w * (1 - w) / b, -w * (1 - w) * zw / b
    dl_da, dl_db = -l * (1 - l) / b, -l * (1 - l) * zl / b
    # d(-log p)/da etc., p being the observed outcome's probability
    w, l = np.maximum(w, 1e-300), np.maximum(l, 1e-300)
    ga = np.where(r == 2, -dw_da / w, np.where(r == 0, -dl_da / l, (dw_da + dl_da) / d))
    gb = np.where(r == 2, -dw_db / w, np.where(r == 0, -dl_db / l, (dw_db + dl_db) / d))
    n = len(x)
    return np.concatenate([B.T @ ga, B.T @ gb]) / n


def fit(x, u, r, steps, lr):
    """Returns the maximum-likelihood coefficients (full-batch Adam from a = 200, b = 100)."""
    coef = np.array([200.0, 0, 0, 0, 100.0, 0, 0, 0])
    m = np.zeros_like(coef)
    v = np.zeros_like(coef)
    for t in range(1, steps + 1):
        g = gradient(coef, x, u, r)
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g * g
        coef -= lr * (m / (1 - 0.9**t)) / (np.sqrt(v / (1 - 0.999**t)) + 1e-12)
    return coef


def band_table(x, u, r, coef, key, bands, label):
    """Returns markdown rows: predicted vs observed win/draw/loss (%) per band of key."""
    w, d, l = predict(coef, x, u)
    lines = [f"| {label} | positions | games' W/D/L observed (%) | predicted W/D/L (%) |",
             "|---|---:|---|---|"]
    for lo, hi in zip(bands[:-1], bands[1:]):
        sel = (key >= lo) & (key < hi)
        n = int(sel.sum())
        if n == 0:
            continue
        obs = [100.0 * np.mean(r[sel] == k) for k in (2, 1, 0)]
        pred = [100.0 * np.mean(p[sel]) for p in (w, d, l)]
        name = (f"< {hi}" if lo <= -100000 else f">= {lo}" if hi >= 100000 else f"{lo} .. {hi - 1}")
        lines.append(f"| {name} | {n} | {obs[0]:.1f} / {obs[1]:.1f} / {obs[2]:.1f} | "
                     f"{pred[0]:.1f} / {pred[1]:.1f} / {pred[2]:.1f} |")
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("shards", nargs="+", help="training shards (cotuong-datagen output)")
    ap.add_argument("--test", nargs="*", default=[], help="held-out shards (else every k-th game)")
    ap.add_argument("--holdout-every", type=int, default=5,
                    help="without --test: hold out every k-th game (default 5)")
    ap.add_argument("--steps", type=int, default=3000)
    ap.add_argument("--lr", type=float, default=2.0)
    args = ap.parse_args()

    x, u, r, g = load(args.shards)
    if args.test:
        xt, ut, rt, gt = load(args.test)
    else:
        test = (g % args.holdout_every) == args.holdout_every - 1
        xt, ut, rt, gt = x[test], u[test], r[test], g[test]
        x, u, r, g = x[~test], u[~test], r[~test], g[~test]
    print(f"training: {len(x)} positions, {len(np.unique(g))} games; "
          f"held out: {len(xt)} positions, {len(np.unique(gt))} games")
    coef = fit(x, u, r, args.steps, args.lr)
    freq = np.array([np.mean(r == k) for k in (0, 1, 2)])
    print("log-loss (nats/position): training %.4f, held out %.4f; the training frequencies "
          "alone %.4f" % (log_loss(coef, x, u, r), log_loss(coef, xt, ut, rt),
                          -np.mean(np.log(freq[rt]))))
    print("// a(u), b(u) = c0 + c1 u + c2 u^2 + c3 u^3, u = phase / 24 - 1 (centipawns)")
    print("constexpr double kA[4] = {%s};" % ", ".join("%.3f" % c for c in coef[:4]))
    print("constexpr double kB[4] = {%s};" % ", ".join("%.3f" % c for c in coef[4:]))
    print()
    print("Held-out games by score band (score: side to move, cp):")
    print("\n".join(band_table(xt, ut, rt, coef, xt, SCORE_BANDS, "score (cp)")))
    print()
    print("Held-out games by phase band (0 bare end game .. 48 all pieces):")
    print("\n".join(band_table(xt, ut, rt, coef, np.round((ut + 1) * 24), PHASE_BANDS, "phase")))


if __name__ == "__main__":
    main()
