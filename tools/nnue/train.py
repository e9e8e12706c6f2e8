#!/usr/bin/env python3
"""Trains cotuong's NNUE (PS1260 features, 1260 -> 256x2 -> 32 -> 32 -> 1, eval/nnue/FORMAT.md) on
cotuong-datagen shards and exports it as a CTNN file (version 1; version 2 with --output-buckets
B > 1: B copies of the layers after the feature transformer, one per piece-count bucket).

  train.py DATA.bin [DATA2.bin ...] --epochs 20 --export net.ctnn [--checkpoint-dir ck]

The loss is the mean squared error between sigmoid(output) and
lambda * sigmoid(score / 400) + (1 - lambda) * result. With --lambda-end, lambda moves in a
straight line from --lambda in the first epoch to --lambda-end in the last (the WDL-lambda
schedule: first the search's scores, then more of the games' results). The last --val-fraction of
the positions (whole games, in file order) is held out for the validation loss, always taken at
the last epoch's lambda so that every epoch is judged by the target the network ends on.
"""
import argparse
import copy
import json
import os
import signal
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nnue_data  # noqa: E402
import quantized  # noqa: E402

SCALE = 400.0  # cp = SCALE * output
FT_LIMIT = 32000.0 / 127.0 / 33.0  # |ft weight|, |ft bias|: 32 features + bias fit in int16
HIDDEN_LIMIT = 127.0 / 64.0  # int8 weights at scale 64


class Net(torch.nn.Module):
    """The float model of FORMAT.md: clamped accumulators per perspective, two clamped hidden
    layers, a linear output (in units of SCALE cp), the layers after the feature transformer in
    `buckets` stacks. Each layer computes every stack's outputs (stack b's rows b*n..b*n+n-1 of
    one Linear) and keeps the position's bucket's: with one bucket the modules, their shapes and
    their initial weights are those of the one-stack model, so its checkpoints load."""

    def __init__(self, buckets=1):
        super().__init__()
        self.buckets = buckets
        self.ft = torch.nn.EmbeddingBag(nnue_data.NUM_FEATURES + 1, quantized.L1, mode="sum",
                                        padding_idx=nnue_data.PAD)
        self.ft_bias = torch.nn.Parameter(torch.zeros(quantized.L1))
        self.l1 = torch.nn.Linear(2 * quantized.L1, quantized.L2 * buckets)
        self.l2 = torch.nn.Linear(quantized.L2, quantized.L3 * buckets)
        self.out = torch.nn.Linear(quantized.L3, buckets)
        with torch.no_grad():
            self.ft.weight.normal_(0.0, 0.1)
            self.ft.weight[nnue_data.PAD].zero_()
            self.ft_bias.fill_(0.5)

    def pick(self, y, bucket):
        """Returns the outputs of each row's bucket's stack out of every stack's (N, B * n)."""
        if self.buckets == 1:
            return y
        y = y.view(len(y), self.buckets, -1)
        return y[torch.arange(len(y)), bucket]

    def forward(self, us, them, bucket=None):
        """bucket: each position's output bucket (nnue_data.output_bucket); unused with one."""
        a_us = torch.clamp(self.ft(us) + self.ft_bias, 0.0, 1.0)
        a_them = torch.clamp(self.ft(them) + self.ft_bias, 0.0, 1.0)
        h1 = torch.clamp(self.pick(self.l1(torch.cat([a_us, a_them], dim=1)), bucket), 0.0, 1.0)
        h2 = torch.clamp(self.pick(self.l2(h1), bucket), 0.0, 1.0)
        return self.pick(self.out(h2), bucket).reshape(-1)

    def clip(self):
        """Keeps the weights inside what the quantized file can hold."""
        with torch.no_grad():
            self.ft.weight.clamp_(-FT_LIMIT, FT_LIMIT)
            self.ft_bias.clamp_(-FT_LIMIT, FT_LIMIT)
            for layer in (self.l1, self.l2, self.out):
                layer.weight.clamp_(-HIDDEN_LIMIT, HIDDEN_LIMIT)

    def quantize(self):
        """Returns the integer arrays of the CTNN file (keys of quantized.FT_LAYOUT and
        quantized.STACK_LAYOUT, stack arrays with a leading bucket axis)."""
        def q(t, scale, lo=None, hi=None):
            a = np.round(t.detach().double().numpy() * scale)
            return np.clip(a, lo, hi).astype(np.int64) if lo is not None else a.astype(np.int64)

        s = 127 * 64
        b, l2, l3 = self.buckets, quantized.L2, quantized.L3
        return {
            "ft_bias": q(self.ft_bias, 127, -32767, 32767),
            "ft_weight": q(self.ft.weight[:nnue_data.NUM_FEATURES], 127, -32767, 32767),
            "l1_bias": q(self.l1.bias, s).reshape(b, l2),
            "l1_weight": q(self.l1.weight, 64, -127, 127).reshape(b, l2, 2 * quantized.L1),
            "l2_bias": q(self.l2.bias, s).reshape(b, l3),
            "l2_weight": q(self.l2.weight, 64, -127, 127).reshape(b, l3, l2),
            "out_bias": q(self.out.bias, s).reshape(b),
            "out_weight": q(self.out.weight, 64, -127, 127).reshape(b, l3),
        }


def buckets_of(model, recs):
    """Returns the output bucket of each record (FORMAT.md) as a tensor for model."""
    return torch.from_numpy(nnue_data.output_bucket(nnue_data.piece_counts(recs), model.buckets))


def batch_tensors(recs, lam, mirror=None):
    """Returns (us, them, target) tensors of a batch of records (mirror: see features())."""
    us, them = nnue_data.features(recs, mirror)
    score = torch.from_numpy(nnue_data.scores(recs).astype(np.float32))
    result = torch.from_numpy(nnue_data.results(recs))
    target = lam * torch.sigmoid(score / SCALE) + (1.0 - lam) * result
    return torch.from_numpy(us), torch.from_numpy(them), target


def loss_of(model, recs, lam, mirror=None):
    """Returns the loss tensor of the model on records."""
    us, them, target = batch_tensors(recs, lam, mirror)
    return F.mse_loss(torch.sigmoid(model(us, them, buckets_of(model, recs))), target)


def evaluate_loss(model, recs, lam, batch):
    """Returns the mean loss over records (no gradient)."""
    if len(recs) == 0:
        return float("nan")
    total = 0.0
    with torch.no_grad():
        for i in range(0, len(recs), batch):
            part = recs[i:i + batch]
            total += float(loss_of(model, part, lam)) * len(part)
    return total / len(recs)


def float_cp(model, recs):
    """Returns the float model's cp (side to move's view) for records."""
    us, them = nnue_data.features(recs)
    with torch.no_grad():
        return (model(torch.from_numpy(us), torch.from_numpy(them), buckets_of(model, recs))
                * SCALE).numpy()


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("data", nargs="+", help="cotuong-datagen shards (concatenated ones too)")
    p.add_argument("--epochs", type=int, default=20)
    p.add_argument("--batch", type=int, default=8192)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--lr-decay", type=float, default=0.95, help="per epoch")
    p.add_argument("--lambda", dest="lam", type=float, default=0.75,
                   help="weight of the score in the target (1 - lambda: the game result)")
    p.add_argument("--lambda-end", dest="lam_end", type=float,
                   help="lambda of the last epoch (default: --lambda in every epoch)")
    p.add_argument("--val-fraction", type=float, default=0.05)
    p.add_argument("--no-mirror", dest="mirror", action="store_false",
                   help="do not show half of each batch reflected left to right")
    p.add_argument("--export-last", action="store_true",
                   help="export the last epoch's model (default: the lowest validation loss)")
    p.add_argument("--output-buckets", type=int, default=1, metavar="B",
                   help="copies of the layers after the feature transformer, one chosen per "
                        "position by its piece count (1..16; eval/nnue/FORMAT.md); B > 1 exports "
                        "a version 2 file")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--checkpoint-dir", help="writes epoch-NNN.pt, last.pt and best.pt there")
    p.add_argument("--checkpoint-every", type=int, default=0, metavar="STEPS",
                   help="also write last.pt every STEPS batches inside an epoch")
    p.add_argument("--stop-after-steps", type=int, default=0, metavar="STEPS",
                   help="end (with a checkpoint) after STEPS batches in this run")
    p.add_argument("--resume", help="a checkpoint (last.pt) to go on from exactly: the same data"
                                    " and options give the same weights as an unbroken run")
    p.add_argument("--export", help="write the quantized network (CTNN v1, or v2 with"
                                    " --output-buckets above 1) here at the end")
    p.add_argument("--description", default="", help="provenance text for the exported file")
    return p.parse_args(argv)


def lambda_at(args, epoch):
    """Returns the target's lambda in epoch (0-based): a straight line from --lambda in the first
    epoch to --lambda-end in the last."""
    end = args.lam if args.lam_end is None else args.lam_end
    return args.lam + (end - args.lam) * epoch / max(1, args.epochs - 1)


def save_checkpoint(path, state):
    """Writes a checkpoint atomically (a half-written file never replaces a good one)."""
    torch.save(state, path + ".tmp")
    os.replace(path + ".tmp", path)


def main(argv=None):
    args = parse_args(argv)
    for name, value in (("--lambda", args.lam), ("--lambda-end", args.lam_end)):
        if value is not None and not 0.0 <= value <= 1.0:
            print(f"train.py: {name} {value} is outside 0..1", file=sys.stderr)
            return 2
    if not 1 <= args.output_buckets <= quantized.MAX_BUCKETS:
        print(f"train.py: --output-buckets {args.output_buckets}: 1 to {quantized.MAX_BUCKETS}",
              file=sys.stderr)
        return 2
    val_lam = lambda_at(args, args.epochs - 1)
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    rng = np.random.default_rng(args.seed)
    recs = nnue_data.load_records(args.data)
    n_val = int(len(recs) * args.val_fraction)
    train, val = recs[:len(recs) - n_val], recs[len(recs) - n_val:]
    print(f"positions: {len(recs)} ({len(train)} train, {len(val)} validation)", flush=True)
    if len(train) == 0:
        print("train.py: no training positions", file=sys.stderr)
        return 1

    model = Net(args.output_buckets)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    scheduler = torch.optim.lr_scheduler.ExponentialLR(optimizer, args.lr_decay)
    first_epoch = 0
    history = []
    best = None  # the epoch with the lowest validation loss, and its weights
    # Where an epoch's shuffle starts (the generator's state before it) and how far it went.
    epoch_rng = None
    done_steps, done_total = 0, 0.0
    if args.resume:
        state = torch.load(args.resume)
        saved = state.get("args", {}).get("output_buckets", 1)  # older checkpoints: one
        if saved != args.output_buckets:
            print(f"train.py: {args.resume} has {saved} output buckets: resume with "
                  f"--output-buckets {saved}", file=sys.stderr)
            return 2
        model.load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        first_epoch = state["epoch"]
        history = state.get("history", [])
        if "scheduler" in state:  # a checkpoint of this version: everything to go on exactly
            scheduler.load_state_dict(state["scheduler"])
            best = state["best"]
            rng.bit_generator.state = state["rng"]
            torch.set_rng_state(state["torch_rng"])
            if state.get("step", 0) and state["args"]["batch"] != args.batch:
                print(f"train.py: {args.resume} stopped inside an epoch with --batch "
                      f"{state['args']['batch']}: resume with the same", file=sys.stderr)
                return 2
            if state.get("step", 0):
                epoch_rng, done_steps, done_total = state["epoch_rng"], state["step"], \
                    state["partial_loss"]
            if state.get("positions") != len(recs):
                print(f"train.py: warning: the checkpoint saw {state.get('positions')} positions,"
                      f" this data has {len(recs)}", file=sys.stderr)
        elif history:  # an older checkpoint: the schedule goes on from its decayed rate
            best = dict(history[-1], model=copy.deepcopy(model.state_dict()))
        print(f"resumed from {args.resume}: epoch {first_epoch}"
              + (f", step {done_steps}" if done_steps else ""), flush=True)

    stop = {"now": False}  # SIGINT / SIGTERM: checkpoint at the next step and end
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.update(now=True))
    steps_this_run = 0

    def checkpoint(epoch, step, total, at_epoch_start):
        """Returns everything the run needs to go on exactly from here (epoch done + step)."""
        return {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "epoch": epoch, "history": history,
                "best": best, "rng": rng.bit_generator.state, "torch_rng": torch.get_rng_state(),
                "step": step, "epoch_rng": at_epoch_start, "partial_loss": total,
                "positions": len(recs), "args": vars(args)}

    for epoch in range(first_epoch, args.epochs):
        t0 = time.time()
        if epoch_rng is not None:  # resumed inside this epoch: the same shuffle, then go on
            now = rng.bit_generator.state
            rng.bit_generator.state = epoch_rng
            order = rng.permutation(len(train))
            rng.bit_generator.state = now
        else:
            epoch_rng = rng.bit_generator.state
            order = rng.permutation(len(train))
        model.train()
        lam = lambda_at(args, epoch)
        total, step = done_total, done_steps
        done_steps, done_total = 0, 0.0
        for i in range(step * args.batch, len(order), args.batch):
            part = train[np.sort(order[i:i + args.batch])]
            mirror = rng.random(len(part)) < 0.5 if args.mirror else None
            loss = loss_of(model, part, lam, mirror)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            model.clip()
            total += float(loss) * len(part)
            step += 1
            steps_this_run += 1
            last_step = i + args.batch >= len(order)
            out_of_steps = args.stop_after_steps and steps_this_run >= args.stop_after_steps
            if not last_step and (stop["now"] or out_of_steps or (
                    args.checkpoint_every and step % args.checkpoint_every == 0)):
                if args.checkpoint_dir:
                    os.makedirs(args.checkpoint_dir, exist_ok=True)
                    save_checkpoint(os.path.join(args.checkpoint_dir, "last.pt"),
                                    checkpoint(epoch, step, total, epoch_rng))
                if stop["now"] or out_of_steps:
                    print(f"stopped in epoch {epoch + 1} after step {step}"
                          + (f"; resume with --resume {args.checkpoint_dir}/last.pt"
                             if args.checkpoint_dir else " (no --checkpoint-dir: not saved)"),
                          flush=True)
                    return 0
        epoch_rng = None
        scheduler.step()
        train_loss = total / len(train)
        val_loss = evaluate_loss(model, val, val_lam, args.batch)
        history.append({"epoch": epoch + 1, "train_loss": train_loss, "val_loss": val_loss,
                        "lambda": lam})
        if best is None or not val_loss >= best["val_loss"]:  # NaN (no validation): the last
            best = dict(history[-1], model=copy.deepcopy(model.state_dict()))
        print(f"epoch {epoch + 1}: train loss {train_loss:.6f}  validation loss {val_loss:.6f}  "
              f"({time.time() - t0:.1f} s)"
              + (f"  lambda {lam:.4f}" if args.lam_end is not None else ""), flush=True)
        if args.checkpoint_dir:
            os.makedirs(args.checkpoint_dir, exist_ok=True)
            state = checkpoint(epoch + 1, 0, 0.0, None)
            save_checkpoint(os.path.join(args.checkpoint_dir, f"epoch-{epoch + 1:03d}.pt"), state)
            save_checkpoint(os.path.join(args.checkpoint_dir, "last.pt"), state)
            if best["epoch"] == epoch + 1:
                save_checkpoint(os.path.join(args.checkpoint_dir, "best.pt"), state)
        if stop["now"] or (args.stop_after_steps and steps_this_run >= args.stop_after_steps):
            print(f"stopped after epoch {epoch + 1}", flush=True)
            return 0

    if args.export:
        if best is None:
            print("train.py: no epoch trained, nothing to export", file=sys.stderr)
            return 1
        chosen = history[-1] if args.export_last else best
        if not args.export_last:
            model.load_state_dict(best["model"])
        desc = args.description or (
            f"cotuong PS1260 256x2-32-32-1"
            + (f" x {args.output_buckets} output buckets" if args.output_buckets > 1 else "")
            + f"; {len(train)} training + {len(val)} validation "
            f"positions; epoch {chosen['epoch']} of {args.epochs}, lambda {args.lam}"
            + (f" to {args.lam_end}" if args.lam_end is not None else "") + ", lr "
            f"{args.lr}, batch {args.batch}, mirror {args.mirror}, seed {args.seed}; train loss "
            f"{chosen['train_loss']:.6f}, validation loss {chosen['val_loss']:.6f}")
        quantized.write(args.export, model.quantize(), desc)
        sample = val if len(val) else train
        sample = sample[:min(len(sample), 2000)]
        us, them = nnue_data.features(sample)
        q = quantized.evaluate(quantized.read(args.export), us, them)
        diff = np.abs(q - float_cp(model, sample))
        print(f"exported {args.export}: quantized vs float on {len(sample)} positions: mean "
              f"|diff| {diff.mean():.2f} cp, max {diff.max():.2f} cp", flush=True)
        print(json.dumps({"description": desc}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
