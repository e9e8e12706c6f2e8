#!/usr/bin/env python3
"""tools/nnue/fit_wdl.py on data whose answer is known: results drawn from a WDL model with
chosen coefficients are fitted back to them; predictions are probabilities; the phase of a
record counts 3 per horse and cannon and 6 per rook; games are told apart in a record stream."""
import os
import sys

import numpy as np

TOOLS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tools", "nnue")
sys.path.insert(0, TOOLS)
import fit_wdl  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from checks import check, exit_status  # noqa: E402


def record(pieces, result, stm=0):
    """Returns one 32-byte position record: pieces = [(square, code)], ascending squares."""
    rec = np.zeros(32, np.uint8)
    for i, (sq, code) in enumerate(pieces):
        rec[sq // 8] |= 1 << (sq % 8)
        rec[12 + i // 2] |= code << (4 * (i % 2))
    rec[30], rec[31] = stm, result
    return rec


def main():
    rng = np.random.default_rng(7)
    truth = np.array([250.0, -60.0, 10.0, -40.0, 150.0, 40.0, -20.0, -10.0])
    n = 30000
    x = rng.normal(0, 400, n)
    u = rng.uniform(-1, 1, n)
    w, d, l = fit_wdl.predict(truth, x, u)
    check(np.allclose(w + d + l, 1.0) and (d >= 0).all(), "win + draw + loss = 1, draw >= 0")
    pick = rng.uniform(0, 1, n)
    r = np.where(pick < w, 2, np.where(pick < w + d, 1, 0))
    coef = fit_wdl.fit(x, u, r, steps=1500, lr=2.0)
    for name, got, want in (("a", coef[:4], truth[:4]), ("b", coef[4:], truth[4:])):
        check(np.abs(got - want).max() < 30, f"{name} fitted {np.round(got)} ~ {want}")
    check(fit_wdl.log_loss(coef, x, u, r) <= fit_wdl.log_loss(truth, x, u, r) + 1e-3,
          "the fit is at least as likely as the truth")

    # Kings (1, 9), a red rook (5), a black horse (12) and cannon (14): phase 6 + 3 + 3 = 12.
    recs = np.stack([
        record([(4, 1), (10, 5), (60, 12), (70, 14), (85, 9)], 2),
        record([(4, 1), (10, 5), (70, 14), (85, 9)], 0, stm=1),  # same game: Red wins
        record([(4, 1), (10, 5), (70, 14), (85, 9)], 1),  # the result changes: a new game
        record([(4, 1), (10, 5), (60, 12), (70, 14), (85, 9)], 1),  # more pieces: a new game
    ])
    check(list(fit_wdl.phases(recs)) == [12, 9, 9, 12], f"phases {list(fit_wdl.phases(recs))}")
    check(list(fit_wdl.game_ids(recs)) == [0, 0, 1, 2], f"games {list(fit_wdl.game_ids(recs))}")
    sys.exit(exit_status())


if __name__ == "__main__":
    main()
