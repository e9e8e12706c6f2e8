#!/usr/bin/env python3
"""Reads cotuong-datagen shards (tools/nnue/README.md) and turns positions into PS1260 features
(eval/nnue/FORMAT.md). Pure numpy: the trainer, the quantized reference and the tests share it."""
import numpy as np

RECORD_SIZE = 32
MAGIC = b"CTPD"
VERSION = 1
NUM_FEATURES = 1260
PAD = NUM_FEATURES  # index of the all-zero padding row in feature lists
MAX_PIECES = 32
PIECE_CHARS = " KABNRCP kabnrcp"


def load_records(paths):
    """Returns the position records of the shard files as one (N, 32) uint8 array, checking and
    dropping the header records (which may appear anywhere: shards merge by concatenation)."""
    parts = []
    for path in paths:
        raw = np.memmap(path, dtype=np.uint8, mode="r")
        if raw.size % RECORD_SIZE:
            raise ValueError(f"{path}: {raw.size} bytes is not a whole number of 32-byte records")
        recs = raw.reshape(-1, RECORD_SIZE)
        header = (recs[:, 11] & 0xFC) != 0
        for h in recs[header]:
            if bytes(h[:4]) != MAGIC or h[11] != 0xFF:
                raise ValueError(f"{path}: a record that is neither a position nor a CTPD header")
            version = int(h[4:8].view("<u4")[0])
            if version != VERSION or int(h[12:16].view("<u4")[0]) != RECORD_SIZE:
                raise ValueError(f"{path}: unsupported data version {version}")
        parts.append(np.asarray(recs[~header]))
    if not parts:
        return np.zeros((0, RECORD_SIZE), np.uint8)
    return np.concatenate(parts)


def scores(recs):
    """Returns the search scores (cp, side to move's view) of the records."""
    return np.ascontiguousarray(recs[:, 28:30]).view("<i2")[:, 0].astype(np.int32)


def side_to_move(recs):
    """Returns 0 (red) or 1 (black) per record."""
    return recs[:, 30].astype(np.int64)


def results(recs):
    """Returns the game results from the side to move's view: 0 loss, 0.5 draw, 1 win."""
    return recs[:, 31].astype(np.float32) / 2.0


def occupancy(recs):
    """Returns the (N, 90) 0/1 occupancy of the records' squares."""
    return np.unpackbits(np.ascontiguousarray(recs[:, :12]), axis=1, bitorder="little")[:, :90]


def piece_counts(recs):
    """Returns the number of pieces on the board of each record (kings included, 2..32)."""
    return occupancy(recs).sum(axis=1, dtype=np.int64)


def output_bucket(pieces, buckets):
    """Returns the output bucket (the layer stack that scores it, eval/nnue/FORMAT.md) of
    positions with `pieces` pieces in a network of `buckets` stacks:
    clamp((pieces - 1) * buckets // 32, 0, buckets - 1). The one definition on the Python side;
    the engine's is output_bucket() in eval/nnue/network.h."""
    return np.clip((np.asarray(pieces, np.int64) - 1) * buckets // 32, 0, buckets - 1)


def pieces(recs):
    """Returns (rows, squares, piece codes, slots) of every piece of the records, rows ascending
    and squares ascending within a row; slot = the piece's place in its record's piece list."""
    occ = occupancy(recs)
    nib = np.empty((len(recs), MAX_PIECES), np.int64)
    nib[:, 0::2] = recs[:, 12:28] & 0xF
    nib[:, 1::2] = recs[:, 12:28] >> 4
    rows, squares = np.nonzero(occ)
    counts = occ.sum(axis=1, dtype=np.int64)
    starts = np.cumsum(counts) - counts
    slots = np.arange(len(rows)) - starts[rows]
    return rows, squares.astype(np.int64), nib[rows, slots], slots


def feature_index(perspective, piece, square):
    """Returns the PS1260 index of pieces on squares seen from perspective (arrays, 0 red 1 black):
    index = (rel * 7 + type - 1) * 90 + orient(perspective, square)."""
    color = piece >> 3
    ptype = piece & 7
    orient = np.where(perspective == 0, square, square % 9 + 9 * (9 - square // 9))
    rel = (color != perspective).astype(np.int64)
    return (rel * 7 + ptype - 1) * 90 + orient


def features(recs, mirror=None):
    """Returns (us, them): (N, 32) int64 feature lists of the side to move and of the other side,
    padded with PAD. mirror: an optional boolean per record; those records are seen reflected
    left to right (file f -> 8 - f), which xiangqi's rules leave equivalent (augmentation)."""
    n = len(recs)
    rows, squares, piece, slots = pieces(recs)
    if mirror is not None:
        flip = np.asarray(mirror)[rows]
        squares = np.where(flip, squares - squares % 9 + 8 - squares % 9, squares)
    stm = side_to_move(recs)[rows]
    us = np.full((n, MAX_PIECES), PAD, np.int64)
    them = np.full((n, MAX_PIECES), PAD, np.int64)
    us[rows, slots] = feature_index(stm, piece, squares)
    them[rows, slots] = feature_index(1 - stm, piece, squares)
    return us, them


def fens(recs):
    """Returns the FEN of each record (move counters "- - 0 1"), as cotuong-datagen writes them."""
    rows, squares, piece, _ = pieces(recs)
    boards = [[" "] * 90 for _ in range(len(recs))]
    for r, s, p in zip(rows.tolist(), squares.tolist(), piece.tolist()):
        boards[r][s] = PIECE_CHARS[p]
    out = []
    for board, stm in zip(boards, side_to_move(recs).tolist()):
        ranks = []
        for rank in range(9, -1, -1):
            text, empty = "", 0
            for file in range(9):
                c = board[rank * 9 + file]
                if c == " ":
                    empty += 1
                    continue
                if empty:
                    text += str(empty)
                empty = 0
                text += c
            if empty:
                text += str(empty)
            ranks.append(text)
        out.append("/".join(ranks) + (" w" if stm == 0 else " b") + " - - 0 1")
    return out
