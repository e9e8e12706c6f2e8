"""The default openings file (openings/default.tsv) read as `position` arguments, for the
scripts beside it."""
import os

OPENINGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "openings", "default.tsv")


def positions(count=None):
    """Returns the file's openings in order (at most `count`) as UCI/UCCI `position` arguments:
    `startpos` or `fen <FEN>`, then `moves ...` when the line has them."""
    out = []
    for line in open(OPENINGS, encoding="utf-8"):
        if not line.strip() or line.startswith("#"):
            continue
        cols = line.rstrip("\n").split("\t")
        start = "startpos" if cols[0] == "startpos" else "fen " + cols[0]
        moves = next((c for c in cols[1:] if c.startswith("moves ")), "")
        out.append(f"{start} {moves}".strip())
        if len(out) == count:
            break
    return out
