#!/usr/bin/env bash
# One folder with the engine, the self-play data generator and the match tool that runs on
# another x86-64 Linux machine with glibc 2.36 or later and none of their libraries: what a lent
# many-core machine is given (tools/nnue/datagen_many.sh, tools/match/many.sh). The binaries
# find the libraries in lib/ through their RUNPATH ($ORIGIN/lib), so no LD_LIBRARY_PATH reaches
# an opponent engine the match tool starts.
# Usage: tools/linux/bundle.sh BUILD_DIR DEST
#   BUILD_DIR: a build with cotuong, cotuong-datagen and cotuong-match (a -DCOTUONG_PORTABLE=ON
#   build for a machine whose processor may differ from this one: it picks its NNUE kernels at
#   start-up, and every kernel set gives the same evaluations, so the same shards).
# Needs patchelf (tools/dev.sh portable installs it).
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD=${1:?usage: tools/linux/bundle.sh BUILD_DIR DEST}
DEST=${2:?usage: tools/linux/bundle.sh BUILD_DIR DEST}
binaries=("$BUILD/cotuong" "$BUILD/tools/nnue/cotuong-datagen" "$BUILD/tools/match/cotuong-match")
for b in "${binaries[@]}"; do
  [ -x "$b" ] || { echo "tools/linux/bundle.sh: $b is missing: build it first" >&2; exit 2; }
done
rm -rf "$DEST" && mkdir -p "$DEST/lib"
cp "${binaries[@]}" "$DEST/"
[ -f "$BUILD/cotuong.book" ] && cp "$BUILD/cotuong.book" "$DEST/"
source tools/linux/shared_libs.sh
copy_shared_libs --no-packages "$DEST/lib" "${binaries[@]}"
for b in "${binaries[@]}"; do patchelf --set-rpath '$ORIGIN/lib' "$DEST/$(basename "$b")"; done
for so in "$DEST"/lib/*.so*; do patchelf --set-rpath '$ORIGIN' "$so"; done
du -sh "$DEST" | cut -f1 | sed "s|^|$DEST: |"
