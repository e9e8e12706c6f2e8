#!/usr/bin/env python3
"""The CTNN network file (eval/nnue/FORMAT.md, versions 1 and 2): writer, reader and a
pure-numpy integer evaluator that follows the format's arithmetic exactly (the reference the
engine must match), output buckets included.

  quantized.py NET.ctnn DATA.bin [--count N]   prints "fen <TAB> cp" for the first N positions
"""
import argparse
import struct
import sys

import numpy as np

import nnue_data

L1, L2, L3 = 256, 32, 32
MAX_DESC = 4096
MAX_BUCKETS = 16
FNV_OFFSET, FNV_PRIME = 2166136261, 16777619


def fnv1a(data):
    """Returns the FNV-1a 32-bit hash of data (numpy-vectorised is not possible; it is a chain)."""
    h = FNV_OFFSET
    for b in data:
        h = ((h ^ b) * FNV_PRIME) & 0xFFFFFFFF
    return h


def header_size(version):
    """Returns the bytes before the description: version 2 adds the bucket count."""
    return 28 if version == 1 else 32


def file_size(desc_len, version=1, buckets=1):
    """Returns the exact size of a file of the version with `buckets` stacks whose description
    has desc_len bytes."""
    stack = 4 * L2 + L2 * 2 * L1 + 4 * L3 + L3 * L2 + 4 + L3
    return header_size(version) + desc_len + 2 * L1 + 2 * nnue_data.NUM_FEATURES * L1 \
        + buckets * stack + 4


# The shared feature transformer, then each stack's arrays: read() and write() hold every stack
# array with a leading bucket axis (shape (B,) + the shape given here).
FT_LAYOUT = [
    ("ft_bias", np.int16, (L1,)),
    ("ft_weight", np.int16, (nnue_data.NUM_FEATURES, L1)),
]
STACK_LAYOUT = [
    ("l1_bias", np.int32, (L2,)),
    ("l1_weight", np.int8, (L2, 2 * L1)),
    ("l2_bias", np.int32, (L3,)),
    ("l2_weight", np.int8, (L3, L2)),
    ("out_bias", np.int32, ()),
    ("out_weight", np.int8, (L3,)),
]


def _bytes_of(key, a, dtype, shape):
    """Returns the little-endian bytes of array a, checked against its shape and type."""
    a = np.asarray(a)
    if a.shape != shape:
        raise ValueError(f"{key}: shape {a.shape}, want {shape}")
    info = np.iinfo(dtype)
    if a.min(initial=0) < info.min or a.max(initial=0) > info.max:
        raise ValueError(f"{key}: values outside {np.dtype(dtype).name}")
    return a.astype(dtype).astype(np.dtype(dtype).newbyteorder("<")).tobytes()


def write(path, net, description, version=None):
    """Writes the quantized arrays of net (keys and shapes as read() returns them: stack arrays
    with a leading bucket axis of B = 1..16) to a file: version 1 when B = 1, else version 2
    (version=2 writes a one-stack network as version 2 too)."""
    desc = description.encode("utf-8")
    if len(desc) > MAX_DESC:
        raise ValueError(f"description of {len(desc)} bytes, at most {MAX_DESC}")
    buckets = len(np.asarray(net["out_bias"]).reshape(-1))
    if not 1 <= buckets <= MAX_BUCKETS:
        raise ValueError(f"{buckets} output buckets, 1 to {MAX_BUCKETS}")
    version = version or (1 if buckets == 1 else 2)
    if version == 1 and buckets != 1:
        raise ValueError("a version 1 file holds one output bucket")
    sizes = (1, L1, L2, L3) + ((buckets,) if version == 2 else ()) + (len(desc),)
    parts = [b"CTNN", struct.pack(f"<{1 + len(sizes)}I", version, *sizes), desc]
    for key, dtype, shape in FT_LAYOUT:
        parts.append(_bytes_of(key, net[key], dtype, shape))
    for b in range(buckets):
        for key, dtype, shape in STACK_LAYOUT:
            a = np.asarray(net[key])
            if a.shape[:1] != (buckets,):
                raise ValueError(f"{key}: shape {a.shape}, want ({buckets},) + {shape}")
            parts.append(_bytes_of(key, a[b], dtype, shape))
    body = b"".join(parts)
    with open(path, "wb") as f:
        f.write(body + struct.pack("<I", fnv1a(body)))


def read(path):
    """Returns the arrays, the bucket count and the description of a version 1 or 2 file (stack
    arrays with a leading bucket axis; version 1 reads as one bucket); raises ValueError naming
    what is wrong with a bad one."""
    with open(path, "rb") as f:
        data = f.read()
    if len(data) < 28 or data[:4] != b"CTNN":
        raise ValueError(f"{path}: not a CTNN network file")
    version, feature_set, l1, l2, l3 = struct.unpack_from("<5I", data, 4)
    if version not in (1, 2) or len(data) < header_size(version):
        raise ValueError(f"{path}: unsupported version {version}")
    buckets = 1 if version == 1 else struct.unpack_from("<I", data, 24)[0]
    (desc_len,) = struct.unpack_from("<I", data, header_size(version) - 4)
    if feature_set != 1 or (l1, l2, l3) != (L1, L2, L3):
        raise ValueError(f"{path}: unsupported feature set/sizes {feature_set}/{l1}x{l2}x{l3}")
    if not 1 <= buckets <= MAX_BUCKETS:
        raise ValueError(f"{path}: {buckets} output buckets, 1 to {MAX_BUCKETS}")
    want = file_size(desc_len, version, buckets)
    if desc_len > MAX_DESC or len(data) != want:
        raise ValueError(f"{path}: {len(data)} bytes, want {want}")
    (checksum,) = struct.unpack_from("<I", data, len(data) - 4)
    if fnv1a(data[:-4]) != checksum:
        raise ValueError(f"{path}: checksum mismatch")
    offset = header_size(version)
    net = {"description": data[offset:offset + desc_len].decode("utf-8"), "buckets": buckets,
           "version": version}
    offset += desc_len

    def take(dtype, shape):
        nonlocal offset
        dt = np.dtype(dtype).newbyteorder("<")
        count = int(np.prod(shape)) if shape else 1
        a = np.frombuffer(data, dt, count, offset).astype(np.int64)
        offset += count * dt.itemsize
        return a.reshape(shape) if shape else a[0]

    for key, dtype, shape in FT_LAYOUT:
        net[key] = take(dtype, shape)
    stacks = [{key: take(dtype, shape) for key, dtype, shape in STACK_LAYOUT}
              for _ in range(buckets)]
    for key, _, _ in STACK_LAYOUT:
        net[key] = np.stack([s[key] for s in stacks])
    return net


def evaluate(net, us, them):
    """Returns the integer cp of each position (side to move's view) from (N, 32) feature lists
    padded with nnue_data.PAD, exactly as FORMAT.md computes it: each position with the stack of
    its output bucket (its piece count is the number of its features)."""
    table = np.vstack([net["ft_weight"], np.zeros((1, L1), np.int64)])

    def accumulate(idx):
        acc = net["ft_bias"][None, :] + table[idx].sum(axis=1)
        return acc.astype(np.int16).astype(np.int64)  # int16 accumulators wrap like the engine's

    x = np.concatenate([np.clip(accumulate(us), 0, 127), np.clip(accumulate(them), 0, 127)], 1)
    bucket = nnue_data.output_bucket((np.asarray(us) != nnue_data.PAD).sum(axis=1),
                                     net["buckets"])
    o = np.zeros(len(x), np.int64)
    for b in np.unique(bucket):
        rows = bucket == b
        h1 = np.clip((net["l1_bias"][b][None, :] + x[rows] @ net["l1_weight"][b].T) >> 6, 0, 127)
        h2 = np.clip((net["l2_bias"][b][None, :] + h1 @ net["l2_weight"][b].T) >> 6, 0, 127)
        o[rows] = net["out_bias"][b] + h2 @ net["out_weight"][b]
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
