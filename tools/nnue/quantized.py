#!/usr/bin/env python3
"""The CTNN v1 network file (eval/nnue/FORMAT.md): writer, reader and a pure-numpy integer
evaluator that follows the format's arithmetic exactly (the reference the engine must match).

  quantized.py NET.ctnn DATA.bin [--count N]   prints "fen <TAB> cp" for the first N positions
"""
import argparse
import struct
import sys

import numpy as np

import nnue_data

L1, L2, L3 = 256, 32, 32
MAX_DESC = 4096
FNV_OFFSET, FNV_PRIME = 2166136261, 16777619


def fnv1a(data):
    """Returns the FNV-1a 32-bit hash of data (numpy-vectorised is not possible; it is a chain)."""
    h = FNV_OFFSET
    for b in data:
        h = ((h ^ b) * FNV_PRIME) & 0xFFFFFFFF
    return h


def file_size(desc_len):
    """Returns the exact size of a v1 file whose description has desc_len bytes."""
    return (28 + desc_len + 2 * L1 + 2 * nnue_data.NUM_FEATURES * L1 + 4 * L2 + L2 * 2 * L1
            + 4 * L3 + L3 * L2 + 4 + L3 + 4)


def write(path, net, description):
    """Writes the quantized arrays of net (keys as read() returns them) to a v1 file."""
    desc = description.encode("utf-8")
    if len(desc) > MAX_DESC:
        raise ValueError(f"description of {len(desc)} bytes, at most {MAX_DESC}")
    parts = [b"CTNN", struct.pack("<6I", 1, 1, L1, L2, L3, len(desc)), desc]
    for key, dtype, shape in LAYOUT:
        a = np.asarray(net[key])
        if a.shape != shape:
            raise ValueError(f"{key}: shape {a.shape}, want {shape}")
        info = np.iinfo(dtype)
        if a.min(initial=0) < info.min or a.max(initial=0) > info.max:
            raise ValueError(f"{key}: values outside {np.dtype(dtype).name}")
        parts.append(a.astype(dtype).astype(np.dtype(dtype).newbyteorder("<")).tobytes())
    body = b"".join(parts)
    with open(path, "wb") as f:
        f.write(body + struct.pack("<I", fnv1a(body)))


LAYOUT = [
    ("ft_bias", np.int16, (L1,)),
    ("ft_weight", np.int16, (nnue_data.NUM_FEATURES, L1)),
    ("l1_bias", np.int32, (L2,)),
    ("l1_weight", np.int8, (L2, 2 * L1)),
    ("l2_bias", np.int32, (L3,)),
    ("l2_weight", np.int8, (L3, L2)),
    ("out_bias", np.int32, ()),
    ("out_weight", np.int8, (L3,)),
]


def read(path):
    """Returns the arrays and the description of a v1 file; raises ValueError naming what is
    wrong with a bad one."""
    with open(path, "rb") as f:
        data = f.read()
    if len(data) < 28 or data[:4] != b"CTNN":
        raise ValueError(f"{path}: not a CTNN network file")
    version, feature_set, l1, l2, l3, desc_len = struct.unpack_from("<6I", data, 4)
    if version != 1 or feature_set != 1 or (l1, l2, l3) != (L1, L2, L3):
        raise ValueError(f"{path}: unsupported version/feature set/sizes "
                         f"{version}/{feature_set}/{l1}x{l2}x{l3}")
    if desc_len > MAX_DESC or len(data) != file_size(desc_len):
        raise ValueError(f"{path}: {len(data)} bytes, want {file_size(desc_len)}")
    (checksum,) = struct.unpack_from("<I", data, len(data) - 4)
    if fnv1a(data[:-4]) != checksum:
        raise ValueError(f"{path}: checksum mismatch")
    net = {"description": data[28:28 + desc_len].decode("utf-8")}
    offset = 28 + desc_len
    for key, dtype, shape in LAYOUT:
        dt = np.dtype(dtype).newbyteorder("<")
        count = int(np.prod(shape)) if shape else 1
        a = np.frombuffer(data, dt, count, offset).astype(np.int64)
        net[key] = a.reshape(shape) if shape else a[0]
        offset += count * dt.itemsize
    return net


def evaluate(net, us, them):
    """Returns the integer cp of each position (side to move's view) from (N, 32) feature lists
    padded with nnue_data.PAD, exactly as FORMAT.md computes it."""
    table = np.vstack([net["ft_weight"], np.zeros((1, L1), np.int64)])

    def accumulate(idx):
        acc = net["ft_bias"][None, :] + table[idx].sum(axis=1)
        return acc.astype(np.int16).astype(np.int64)  # int16 accumulators wrap like the engine's

    x = np.concatenate([np.clip(accumulate(us), 0, 127), np.clip(accumulate(them), 0, 127)], 1)
    h1 = np.clip((net["l1_bias"][None, :] + x @ net["l1_weight"].T) >> 6, 0, 127)
    h2 = np.clip((net["l2_bias"][None, :] + h1 @ net["l2_weight"].T) >> 6, 0, 127)
    o = net["out_bias"] + h2 @ net["out_weight"]
    num = o * 400
    return np.sign(num) * (np.abs(num) // 8128)  # C++ division truncates toward zero


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("net")
    parser.add_argument("data")
    parser.add_argument("--count", type=int, default=20)
    args = parser.parse_args()
    net = read(args.net)
    recs = nnue_data.load_records([args.data])[:args.count]
    us, them = nnue_data.features(recs)
    for fen, cp in zip(nnue_data.fens(recs), evaluate(net, us, them)):
        print(f"{fen}\t{cp}")


if __name__ == "__main__":
    sys.exit(main())
