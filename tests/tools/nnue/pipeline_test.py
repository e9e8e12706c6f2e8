#!/usr/bin/env python3
"""The NNUE pipeline end to end on a tiny scale: cotuong-datagen (deterministic by seed, shards
merge by cat), train.py for a few epochs, export, and checks that the exported CTNN file has the
right size and checksum and that its integer evaluation (quantized.py) matches the float model
within quantization error; then the same with eight output buckets (a version 2 file). Leaves
net.ctnn and samples.tsv (FEN <TAB> cp), net-buckets.ctnn and samples-buckets.tsv in --work for
engine_test.py."""
import argparse
import os
import subprocess
import sys

import numpy as np
import torch

TOOLS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tools", "nnue")
sys.path.insert(0, TOOLS)
import nnue_data  # noqa: E402
import quantized  # noqa: E402
import train  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from checks import check, exit_status  # noqa: E402


def datagen(args, out, *options):
    """Runs cotuong-datagen into out and returns its bytes."""
    cmd = [args.datagen, "--out", out, "--quiet", "--hash", "1", *options]
    subprocess.run(cmd, check=True)
    with open(out, "rb") as f:
        return f.read()


def spec_fnv1a(data):
    """Returns FNV-1a 32 of data (written here from FORMAT.md, apart from quantized.py's)."""
    h = 2166136261
    for b in data:
        h = ((h ^ b) * 16777619) % 2**32
    return h


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--datagen", required=True)
    p.add_argument("--work", required=True)
    args = p.parse_args()
    os.makedirs(args.work, exist_ok=True)
    w = lambda name: os.path.join(args.work, name)  # noqa: E731

    # Data: determinism, shards merged by concatenation.
    small = ["--positions", "300", "--nodes", "200"]
    a = datagen(args, w("a.bin"), "--seed", "4", *small)
    check(datagen(args, w("a2.bin"), "--seed", "4", *small) == a, "same seed, same bytes")
    b = datagen(args, w("b.bin"), "--seed", "5", *small)
    check(b != a, "another seed, other bytes")
    check(len(a) == 32 * 301, f"300 positions + header = {32 * 301} bytes (got {len(a)})")
    with open(w("ab.bin"), "wb") as f:
        f.write(a + b)
    merged = nnue_data.load_records([w("ab.bin")])
    check(len(merged) == 600 and (merged[300:] == nnue_data.load_records([w("b.bin")])).all(),
          "cat of two shards reads as both")
    datagen(args, w("data.bin"), "--seed", "3", "--positions", "3000", "--nodes", "300")
    recs = nnue_data.load_records([w("data.bin")])
    check(len(recs) == 3000, "3000 positions generated")
    check(len(set(np.unique(recs[:, 31]))) >= 2, "the data holds more than one game result")

    # Training and export.
    training = [sys.executable, os.path.join(TOOLS, "train.py"), w("data.bin"), "--batch", "256",
                "--lr", "2e-3", "--val-fraction", "0.1"]
    subprocess.run(training + ["--epochs", "4", "--checkpoint-dir", w("ck"), "--export", w("net.ctnn")],
                   check=True)

    # Its first two epochs in three sittings (stopped inside epoch 1, then inside epoch 2, then
    # resumed to the end) end with the same weights, optimizer state and losses.
    broken = training + ["--epochs", "2", "--checkpoint-dir", w("ck-broken")]
    subprocess.run(broken + ["--stop-after-steps", "5"], check=True)
    subprocess.run(broken + ["--resume", w("ck-broken/last.pt"), "--stop-after-steps", "10"],
                   check=True)
    subprocess.run(broken + ["--resume", w("ck-broken/last.pt")], check=True)
    whole, parts = torch.load(w("ck/epoch-002.pt")), torch.load(w("ck-broken/last.pt"))
    check(parts["epoch"] == 2 and parts["history"] == whole["history"],
          "a resumed run has the unbroken run's epochs and losses")
    check(all(torch.equal(whole["model"][k], parts["model"][k]) for k in whole["model"]),
          "a resumed run ends with the unbroken run's weights, bit for bit")
    moments = lambda s: [t for v in s["optimizer"]["state"].values() for t in v.values()]  # noqa
    check(all(torch.equal(a, b) for a, b in zip(moments(whole), moments(parts))) and
          whole["optimizer"]["param_groups"][0]["lr"] == parts["optimizer"]["param_groups"][0]["lr"],
          "and the optimizer's state and learning rate")
    # The WDL-lambda schedule: lambda from --lambda (0.75) in the first epoch to --lambda-end in
    # the last; the validation loss at the last epoch's lambda in every epoch.
    scheduled = training + ["--epochs", "2", "--lambda-end", "0.5", "--checkpoint-dir",
                            w("ck-lambda")]
    subprocess.run(scheduled, check=True)
    last = torch.load(w("ck-lambda/last.pt"))
    check([e["lambda"] for e in last["history"]] == [0.75, 0.5],
          "the schedule's lambda goes from 0.75 to 0.5")
    first = train.Net()  # trained at lambda 0.75, validated at 0.5
    first.load_state_dict(torch.load(w("ck-lambda/epoch-001.pt"))["model"])
    val = recs[len(recs) - int(len(recs) * 0.1):]
    check(abs(train.evaluate_loss(first, val, 0.5, 256) - last["history"][0]["val_loss"]) < 1e-9,
          "the validation loss is taken at the last epoch's lambda")
    bad = subprocess.run(training + ["--epochs", "1", "--lambda-end", "1.5"],
                         capture_output=True, text=True)
    check(bad.returncode == 2 and "--lambda-end 1.5 is outside 0..1" in bad.stderr,
          f"a lambda outside 0..1 is refused ({bad.stderr.strip()})")

    with open(w("net.ctnn"), "rb") as f:
        raw = f.read()
    desc_len = int.from_bytes(raw[24:28], "little")
    want = (28 + desc_len + 2 * 256 + 2 * 1260 * 256 + 4 * 32 + 32 * 512 + 4 * 32 + 32 * 32 + 4
            + 32 + 4)
    check(raw[:4] == b"CTNN" and len(raw) == want, f"file size {len(raw)} == {want}")
    check(int.from_bytes(raw[-4:], "little") == spec_fnv1a(raw[:-4]), "FNV-1a checksum")
    check("positions" in raw[28:28 + desc_len].decode("utf-8"), "provenance description")
    corrupt = bytearray(raw)
    corrupt[1000] ^= 1
    with open(w("corrupt.ctnn"), "wb") as f:
        f.write(corrupt)
    try:
        quantized.read(w("corrupt.ctnn"))
        check(False, "a corrupted file is rejected")
    except ValueError as e:
        check("checksum" in str(e), f"a corrupted file is rejected ({e})")

    # The integer evaluation against the float model on held-out positions.
    model = train.Net()
    model.load_state_dict(torch.load(w("ck/best.pt"))["model"])  # what --export wrote
    sample = recs[-300:]
    us, them = nnue_data.features(sample)
    q = quantized.evaluate(quantized.read(w("net.ctnn")), us, them)
    f = train.float_cp(model, sample)
    diff = np.abs(q - f)
    r = float(np.corrcoef(q, f)[0, 1])
    print(f"float cp: mean |cp| {np.abs(f).mean():.1f}; quantized - float: mean |diff| "
          f"{diff.mean():.2f}, max {diff.max():.2f}, correlation {r:.4f}")
    check(np.abs(f).mean() > 20, "the float model is not flat (it learned something)")
    check(diff.mean() <= 30 and diff.max() <= 100 and r >= 0.97,
          "quantized evaluation within quantization error of the float model")

    # Colour flip: colours swapped and ranks flipped give the same features, both views.
    rows, squares, piece, _ = nnue_data.pieces(sample)
    stm = nnue_data.side_to_move(sample)[rows]
    flipped_sq = squares % 9 + 9 * (9 - squares // 9)
    same = all((nnue_data.feature_index(view, piece, squares) ==
                nnue_data.feature_index(1 - view, piece ^ 8, flipped_sq)).all()
               for view in (stm, 1 - stm))
    check(same, "features are symmetric under colour flip")
    mu, mt = nnue_data.features(sample, np.ones(len(sample), bool))
    real = us < nnue_data.PAD
    mirrored = ((mu[real] // 9 == us[real] // 9) & (mu[real] % 9 == 8 - us[real] % 9)).all()
    check(mirrored and ((mt < nnue_data.PAD) == (them < nnue_data.PAD)).all(),
          "the mirror augmentation reflects files only")

    with open(w("samples.tsv"), "w") as out:
        for fen, cp in zip(nnue_data.fens(sample[:100]), q[:100]):
            out.write(f"{fen}\t{int(cp)}\n")

    # One bucket is today's model: the same parameters and shapes (old checkpoints load), and a
    # version 2 file of one stack scores as the version 1 file.
    shapes = {k: tuple(v.shape) for k, v in train.Net().state_dict().items()}
    check(shapes == {"ft.weight": (1261, 256), "ft_bias": (256,), "l1.weight": (32, 512),
                     "l1.bias": (32,), "l2.weight": (32, 32), "l2.bias": (32,),
                     "out.weight": (1, 32), "out.bias": (1,)}, f"one bucket's parameters {shapes}")
    check(raw[4:8] == (1).to_bytes(4, "little"), "one bucket exports version 1")
    one = quantized.read(w("net.ctnn"))
    quantized.write(w("net-v2.ctnn"), one, one["description"], version=2)
    check((quantized.evaluate(quantized.read(w("net-v2.ctnn")), us, them) == q).all(),
          "a one-stack version 2 file scores as version 1")

    # Eight output buckets: trained, exported as version 2, integer evaluation against the float
    # model on positions of every bucket the data has.
    subprocess.run(training + ["--epochs", "2", "--output-buckets", "8", "--checkpoint-dir",
                               w("ck-buckets"), "--export", w("net-buckets.ctnn")], check=True)
    with open(w("net-buckets.ctnn"), "rb") as f:
        raw8 = f.read()
    version, buckets = (int.from_bytes(raw8[i:i + 4], "little") for i in (4, 24))
    desc_len = int.from_bytes(raw8[28:32], "little")
    want = (32 + desc_len + 2 * 256 + 2 * 1260 * 256 + 8 * (4 * 32 + 32 * 512 + 4 * 32 + 32 * 32
                                                           + 4 + 32) + 4)
    check(version == 2 and buckets == 8 and len(raw8) == want,
          f"version {version}, {buckets} buckets, {len(raw8)} bytes == {want}")
    check(int.from_bytes(raw8[-4:], "little") == spec_fnv1a(raw8[:-4]), "FNV-1a checksum (v2)")
    net8 = quantized.read(w("net-buckets.ctnn"))
    check(not (net8["l1_weight"][0] == net8["l1_weight"][7]).all(), "the stacks differ")
    model8 = train.Net(8)
    model8.load_state_dict(torch.load(w("ck-buckets/best.pt"))["model"])
    bucket = nnue_data.output_bucket(nnue_data.piece_counts(recs), 8)
    picked = np.concatenate([np.flatnonzero(bucket == b)[::7][:12] for b in range(8)])
    check(len(np.unique(bucket[picked])) >= 4,
          f"the samples span {len(np.unique(bucket[picked]))} buckets (at least 4)")
    sample8 = recs[picked]
    u8, t8 = nnue_data.features(sample8)
    q8 = quantized.evaluate(net8, u8, t8)
    f8 = train.float_cp(model8, sample8)
    diff = np.abs(q8 - f8)
    r = float(np.corrcoef(q8, f8)[0, 1])
    print(f"8 buckets, {len(picked)} positions: float mean |cp| {np.abs(f8).mean():.1f}; quantized "
          f"- float: mean |diff| {diff.mean():.2f}, max {diff.max():.2f}, correlation {r:.4f}")
    check(diff.mean() <= 30 and diff.max() <= 100 and r >= 0.97,
          "eight buckets: quantized evaluation within quantization error of the float model")
    # Each position scores with its own bucket's stack: not with its neighbour's.
    shifted = dict(net8, **{k: np.roll(net8[k], 1, axis=0) for k, _, _ in quantized.STACK_LAYOUT})
    check((quantized.evaluate(shifted, u8, t8) != q8).mean() > 0.5,
          "another bucket's stack scores the positions otherwise")
    check(train.main([w("data.bin"), "--epochs", "3", "--resume", w("ck-buckets/last.pt")]) == 2,
          "a checkpoint of eight buckets does not resume as one")
    with open(w("samples-buckets.tsv"), "w") as out:
        for fen, cp in zip(nnue_data.fens(sample8), q8):
            out.write(f"{fen}\t{int(cp)}\n")
    return exit_status()


if __name__ == "__main__":
    sys.exit(main())
