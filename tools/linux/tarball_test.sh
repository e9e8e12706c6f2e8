#!/usr/bin/env bash
# The portable Linux engine as it ships (unpacked from dist/cotuong-<version>-linux-x86_64.tar.gz
# into a folder of its own, run from elsewhere with an empty environment): every library beyond
# glibc comes from its lib/, its bench nodes equal the native build's, it names the NNUE kernels
# it chose, and the book beside it answers the start position.
# Usage: tools/linux/tarball_test.sh NATIVE_BUILD_DIR; after tools/linux/pack.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
NATIVE=$(realpath "${1:?usage: tools/linux/tarball_test.sh NATIVE_BUILD_DIR}")
version=$(sed -n 's/^project(cotuong VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -C "$work" -xzf "dist/cotuong-$version-linux-x86_64.tar.gz"
folder=$work/cotuong-$version
engine=$folder/cotuong
failed=0
fail() { echo "FAIL $*"; failed=1; }

# Every library that is not glibc's resolves inside the folder.
source tools/linux/shared_libs.sh
outside=$(libs_outside "$folder/lib" "$engine")
[ -z "$outside" ] && echo "ok    libraries: all from lib/ ($(ls "$folder/lib" | wc -l) files)" ||
  fail "libraries found outside the folder: $outside"

cd "$work"
native_nodes=$("$NATIVE/cotuong" bench | sed -n 's/^total nodes \([0-9]*\).*/\1/p')
nodes=$(env -i "$engine" bench | sed -n 's/^total nodes \([0-9]*\).*/\1/p')
[ -n "$nodes" ] && [ "$nodes" = "$native_nodes" ] &&
  echo "ok    bench: $nodes nodes, as the native build" ||
  fail "bench nodes: portable '$nodes', native '$native_nodes'"
version_line=$(env -i "$engine" --version)
[[ "$version_line" == "cotuong $version (NNUE kernels: "* ]] && echo "ok    $version_line" ||
  fail "--version said '$version_line'"
answer=$(printf 'ucci\nposition startpos\ngo depth 3\n' | (env -i "$engine"; true) | head -c 100000 |
  sed -n '/book move/p;/^bestmove/q' | head -1)
[ -n "$answer" ] && echo "ok    the book beside the engine answers the start: $answer" ||
  fail "no book move at the start position"
[ "$failed" -eq 0 ] && echo "portable Linux tests: all passed"
exit "$failed"
