#!/usr/bin/env bash
# The portable Linux engine as one folder that runs on any x86-64-v2 machine with glibc 2.36 or
# later (Debian 12, Ubuntu 23.04 and their successors), whatever libraries it has: packs
# dist/cotuong-<version>-linux-x86_64.tar.gz with the portable build's cotuong, the shared
# libraries it needs beyond glibc in lib/ (found through the binary's RUNPATH $ORIGIN/lib, so no
# LD_LIBRARY_PATH), the opening book, the libraries' licences and README.txt.
# Usage: tools/linux/pack.sh PORTABLE_BUILD_DIR (a -DCOTUONG_PORTABLE=ON build with the targets
# cotuong and cotuong_book_file). Needs patchelf (tools/dev.sh portable installs it).
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD=${1:?usage: tools/linux/pack.sh PORTABLE_BUILD_DIR}
grep -q '^COTUONG_PORTABLE:BOOL=ON' "$BUILD/CMakeCache.txt" ||
  { echo "tools/linux/pack.sh: $BUILD is not a portable build (-DCOTUONG_PORTABLE=ON)" >&2; exit 2; }

version=$(sed -n 's/^project(cotuong VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
name=cotuong-$version-linux-x86_64
stage=$BUILD/dist
folder=$stage/cotuong-$version
rm -rf "$stage" && mkdir -p "$folder/lib" dist
cp "$BUILD/cotuong" "$BUILD/cotuong.book" "$folder/"
cp tools/linux/README.txt "$folder/README.txt"

source tools/linux/shared_libs.sh
copy_shared_libs "$folder/lib" "$BUILD/cotuong" >"$stage/packages.txt"
mapfile -t packages <"$stage/packages.txt"
patchelf --set-rpath '$ORIGIN/lib' "$folder/cotuong"
for so in "$folder"/lib/*.so*; do patchelf --set-rpath '$ORIGIN' "$so"; done

{
  echo "lib/ holds these shared libraries, copied from Debian's packages; their licences follow."
  printf -- '- %s\n' "${packages[@]}" | sort -u
  for p in $(printf '%s\n' "${packages[@]}" | sort -u); do
    [ -n "$p" ] || continue
    echo
    echo "======== $p: Debian's copyright file"
    cat "/usr/share/doc/$p/copyright"
  done
} >"$folder/LICENSES.txt"
[ -f LICENSE ] && cp LICENSE "$folder/LICENSE.txt"
rm -f "dist/$name.tar.gz"
tar -C "$stage" -czf "dist/$name.tar.gz" --owner=0 --group=0 "cotuong-$version"
echo "dist/$name.tar.gz"
