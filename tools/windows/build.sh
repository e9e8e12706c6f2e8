#!/usr/bin/env bash
# The Windows engine, cross-compiled with MinGW-w64: builds build-windows/cotuong/cotuong.exe
# (static: it runs alone) and packs dist/cotuong-<version>-windows-x86_64.zip with it, the opening
# book, the licences and README.txt. Abseil is Debian's source package of the installed
# libabsl-dev's version (apt-get source; a deb-src entry is added when there is none), built with
# the engine: only the libraries it links. A second run rebuilds only what changed.
# Usage: tools/windows/build.sh LINUX_BUILD_DIR (where cotuong.book was built).
# Needs g++-mingw-w64-x86-64-posix, dpkg-dev, zip (tools/dev.sh windows installs them).
set -euo pipefail
cd "$(dirname "$0")/../.."
LINUX_BUILD=${1:?usage: tools/windows/build.sh LINUX_BUILD_DIR}
OUT=build-windows
JOBS=${JOBS:-$(nproc)}
mkdir -p "$OUT"

sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"

# Adds the deb-src entries of this Debian release (main, updates, security) when apt has none.
add_deb_src() {
  grep -rqsE '^(deb-src |Types:.*deb-src)' /etc/apt/sources.list /etc/apt/sources.list.d/ &&
    return 0
  local codename
  codename=$(. /etc/os-release && echo "$VERSION_CODENAME")
  echo "adding the deb-src entries of $codename (for apt-get source abseil)" >&2
  $sudo tee /etc/apt/sources.list.d/cotuong-deb-src.sources >/dev/null <<SOURCES
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: $codename $codename-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb-src
URIs: http://deb.debian.org/debian-security
Suites: $codename-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
  $sudo apt-get update -qq
}

# The Abseil source of the installed libabsl-dev's version, with Debian's patches, in
# $OUT/abseil-src (kept: fetched once).
fetch_abseil() {
  local version
  version=$(dpkg-query -W -f='${source:Version}' libabsl-dev)
  if [ "$(cat "$OUT/abseil-src/.debian-version" 2>/dev/null)" = "$version" ]; then return 0; fi
  add_deb_src
  rm -rf "$OUT/abseil-src" "$OUT"/abseil_*
  (cd "$OUT" && apt-get source -qq --download-only "abseil=$version" >&2 &&
    dpkg-source -x abseil_*.dsc abseil-src >&2)
  echo "$version" >"$OUT/abseil-src/.debian-version"
}

build_exe() {
  # The portable build: any x86-64-v2 CPU, the NNUE kernels (scalar, AVX2, AVX-512 VNNI) chosen
  # at start-up, the same nodes on every path.
  cmake -S . -B "$OUT/cotuong" -G Ninja -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-x86_64.cmake \
    -DCMAKE_BUILD_TYPE=Release -DCOTUONG_PORTABLE=ON -DBUILD_TESTING=OFF \
    -DCOTUONG_BENCHMARKS=OFF -DCMAKE_UNITY_BUILD=ON \
    -DCOTUONG_ABSEIL_SOURCE_DIR="$PWD/$OUT/abseil-src" >/dev/null
  ninja -C "$OUT/cotuong" -j "$JOBS" cotuong
}

# dist/cotuong-<version>-windows-x86_64.zip: the folder cotuong-<version>/ inside.
package() {
  local version name folder
  version=$(sed -n 's/^project(cotuong VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
  name=cotuong-$version-windows-x86_64
  folder=$OUT/dist/cotuong-$version
  rm -rf "$OUT/dist" && mkdir -p "$folder" dist
  cp "$OUT/cotuong/cotuong.exe" "$LINUX_BUILD/cotuong.book" "$folder/"
  # Text files with CRLF line ends: Notepad on older Windows shows LF files as one line.
  sed 's/$/\r/' tools/windows/README.txt >"$folder/README.txt"
  {
    echo "cotuong.exe contains the following, linked statically; their licences follow."
    echo "- Abseil (https://abseil.io), Debian's source package $(cat "$OUT/abseil-src/.debian-version")"
    echo "- the MinGW-w64 runtime and winpthreads; libstdc++ and libgcc (GCC Runtime Library Exception)"
    echo
    echo "======== Abseil: LICENSE"
    cat "$OUT/abseil-src/LICENSE"
    echo
    echo "======== MinGW-w64 (runtime, winpthreads): Debian's copyright file"
    cat /usr/share/doc/mingw-w64-common/copyright
    echo
    echo "======== GCC (libstdc++, libgcc): Debian's copyright file"
    cat /usr/share/doc/gcc-mingw-w64-base/copyright
  } | sed 's/$/\r/' >"$folder/LICENSES.txt"
  [ -f LICENSE ] && sed 's/$/\r/' LICENSE >"$folder/LICENSE.txt"
  rm -f "dist/$name.zip"
  (cd "$OUT/dist" && zip -q -r -X "../../dist/$name.zip" "cotuong-$version")
  echo "dist/$name.zip"
}

fetch_abseil
build_exe
package
