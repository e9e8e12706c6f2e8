#!/bin/sh
# Builds protocol_fuzzer with clang (build-fuzz/) and runs it, niced, for SECONDS (default 60).
# Usage: src/protocol/fuzz/run.sh [SECONDS]   (from the repository root)
set -eu
seconds=${1:-60}
root=$(cd "$(dirname "$0")/../../.." && pwd)
build="$root/build-fuzz"
CXX=clang++ CC=clang cmake -S "$root" -B "$build" -G Ninja -DCOTUONG_FUZZ=ON \
  -DCOTUONG_BENCHMARKS=OFF -DBUILD_TESTING=OFF >/dev/null
ninja -C "$build" -j2 protocol_fuzzer
mkdir -p "$build/fuzz-corpus"
exec nice -n 10 "$build/src/protocol/fuzz/protocol_fuzzer" -max_total_time="$seconds" \
  -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 \
  "$build/fuzz-corpus" "$root/tests/src/protocol/fuzz_seeds"
