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

# glibc's own libraries stay the system's: they must match its loader.
is_glibc() { case "$(basename "$1")" in libc.so.*|libm.so.*|libpthread.so.*|libdl.so.*|librt.so.*|ld-linux*|linux-vdso*) return 0;; esac; return 1; }
# The Debian package that holds a library, by the path ldd gave or the file it leads to (with
# merged /usr, dpkg knows one of /lib/... and /usr/lib/...).
package_of() {
  local path
  for path in "$1" "$(readlink -f "$1")" "${1/#\/lib\//\/usr\/lib\/}" "${1/#\/usr\/lib\//\/lib\/}"; do
    dpkg -S "$path" 2>/dev/null | head -1 | cut -d: -f1 && return 0
  done
  echo "tools/linux/pack.sh: no Debian package holds $1" >&2
  return 1
}
packages=()
while read -r lib; do
  is_glibc "$lib" && continue
  cp -L "$lib" "$folder/lib/"
  packages+=("$(package_of "$lib")")
done < <(ldd "$BUILD/cotuong" | awk '$2 == "=>" && $3 ~ /^\// {print $3}')
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
