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
# DEST: made if absent; an empty folder; or a bundle this script made before (it holds the stamp
# .cotuong-bundle), whose own files it replaces, leaving anything else there. Any other non-empty
# DEST is refused: the script never deletes what it did not make. Paths are the caller's:
# relative ones start from the current folder.
# Needs patchelf (tools/dev.sh portable installs it).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
usage="usage: tools/linux/bundle.sh BUILD_DIR DEST"
BUILD=${1:?$usage}
DEST=${2:?$usage}
stamp=.cotuong-bundle
binaries=("$BUILD/cotuong" "$BUILD/tools/nnue/cotuong-datagen" "$BUILD/tools/match/cotuong-match")
# What a bundle holds, all made here: the only names a later run replaces.
made=(cotuong cotuong-datagen cotuong-match cotuong.book lib "$stamp")
for b in "${binaries[@]}"; do
  [ -x "$b" ] || { echo "tools/linux/bundle.sh: $b is missing: build it first" >&2; exit 2; }
done
if [ -e "$DEST" ] || [ -L "$DEST" ]; then
  [ -d "$DEST" ] || { echo "tools/linux/bundle.sh: $DEST is not a folder" >&2; exit 2; }
  if [ -n "$(ls -A "$DEST")" ] && [ ! -f "$DEST/$stamp" ]; then
    echo "tools/linux/bundle.sh: $DEST is not empty and not a bundle this script made (no" \
      "$stamp in it): remove it yourself or choose another DEST" >&2
    exit 2
  fi
  for name in "${made[@]}"; do rm -rf "${DEST:?}/$name"; done
fi
mkdir -p "$DEST/lib"
echo "made by tools/linux/bundle.sh from $BUILD; a later run replaces ${made[*]} here" >"$DEST/$stamp"
cp "${binaries[@]}" "$DEST/"
[ -f "$BUILD/cotuong.book" ] && cp "$BUILD/cotuong.book" "$DEST/"
source "$here/shared_libs.sh"
copy_shared_libs --no-packages "$DEST/lib" "${binaries[@]}"
for b in "${binaries[@]}"; do patchelf --set-rpath '$ORIGIN/lib' "$DEST/$(basename "$b")"; done
for so in "$DEST"/lib/*.so*; do patchelf --set-rpath '$ORIGIN' "$so"; done
du -sh "$DEST" | cut -f1 | sed "s|^|$DEST: |"
