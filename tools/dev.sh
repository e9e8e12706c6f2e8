#!/usr/bin/env bash
# One entry point for a fresh Debian machine.
#   tools/dev.sh run   - install what is missing, build, start the engine (stdin/stdout)
#   tools/dev.sh test  - install what is missing, build, run every test: the default suite, the
#                        deep suite, the suite again under ASan+UBSan, the thread tests under
#                        ThreadSanitizer, the tuning build's tests, the format check, and bounded
#                        fuzzing
#   tools/dev.sh build - install what is missing and build only
#   tools/dev.sh windows - cross-compile cotuong.exe with MinGW-w64 and pack
#                        dist/cotuong-<version>-windows-x86_64.zip (tools/windows/build.sh)
#   tools/dev.sh portable - install what is missing and build build-portable/cotuong, the engine for
#                        other x86-64 computers (COTUONG_PORTABLE: no -march=native; the NNUE
#                        kernels picked at start-up from what the CPU has), and pack it with the
#                        libraries it needs as dist/cotuong-<version>-linux-x86_64.tar.gz
#                        (tools/linux/pack.sh)
set -euo pipefail
cd "$(dirname "$0")/.."

# fairy-stockfish and sjaakii: the reference engines the deep suite plays and perft-checks against.
# libcpp-httplib-dev, nlohmann-json3-dev: the HTTP server and JSON of `cotuong serve`.
# parallel: GNU parallel, which spreads data generation and matches as shards (spread_shards).
# patchelf: points bundled binaries at their own libraries (tools/linux: pack.sh, bundle.sh).
PACKAGES=(build-essential cmake ninja-build pkg-config libabsl-dev libgtest-dev libgmock-dev
          libbenchmark-dev clang clang-format librsvg2-bin nodejs fairy-stockfish sjaakii
          libcpp-httplib-dev nlohmann-json3-dev parallel patchelf)
# chromium: the browser the tests of `cotuong serve`'s page drive headless (tests/src/serve/
# browser, with puppeteer-core from npm); fonts-noto-cjk: the pieces' Chinese characters in it.
BROWSER_PACKAGES=(chromium fonts-noto-cjk)
# xboard, xvfb, xauth: the real XBoard under a virtual X server (xvfb-run), which the tests drive
# over CECP (tests/src/protocol/xboard_match.sh); only for `test`.
GUI_TEST_PACKAGES=(xboard xvfb xauth)
# python3-torch, python3-numpy: the NNUE trainer (tools/nnue) and its tests; not needed to play.
TRAIN_PACKAGES=(python3-torch python3-numpy)
# The Windows build and its tests (tools/windows): the MinGW-w64 cross-compiler (posix threads),
# dpkg-dev (apt-get source abseil), zip; Wine 8 to run the exe.
WINDOWS_PACKAGES=(g++-mingw-w64-x86-64-posix dpkg-dev zip wine wine64)
JOBS=${JOBS:-$(nproc)}

install_missing() {  # install_missing [package...]: those, or $PACKAGES, where not installed
  local missing=() wanted=("$@")
  [ $# -eq 0 ] && wanted=("${PACKAGES[@]}")
  for p in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "installing: ${missing[*]}" >&2
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

# The Node packages of the tests, pinned in their package-lock.json, from npm: the arbiter
# cross-check's ffish, and puppeteer-core for the serve page's browser tests (which drive
# Debian's chromium: PUPPETEER_SKIP_DOWNLOAD, no browser is downloaded).
install_node_tools() {
  [ -f tools/arbiter_check/node_modules/ffish/package.json ] &&
    [ -f tests/src/serve/browser/node_modules/puppeteer-core/package.json ] && return 0
  # npm is its own Debian package beside Debian's nodejs, but part of other nodejs builds (which
  # conflict with Debian's npm): install it only where the command is missing, and never fail.
  if ! command -v npm >/dev/null; then
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends npm >&2 ||
      echo "warning: npm could not be installed; the arbiter cross-check tests are skipped" >&2
  fi
  command -v npm >/dev/null || return 0
  (cd tools/arbiter_check && npm ci --no-audit --no-fund >&2) ||
    echo "warning: npm ci in tools/arbiter_check failed; its tests are skipped" >&2
  (cd tests/src/serve/browser && PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund >&2) ||
    echo "warning: npm ci in tests/src/serve/browser failed; the browser tests are skipped" >&2
}

build() {  # build <dir> [cmake args...]  (only the targets in $TARGETS, when set)
  local dir=$1
  shift
  cmake -S . -B "$dir" -G Ninja "$@" >/dev/null
  # shellcheck disable=SC2086
  ninja -C "$dir" -j "$JOBS" ${TARGETS:-}
}

# suite <build dir> <name> <ctest arguments...>: runs those tests, then adds up the GoogleTest cases
# they ran (ctest counts binaries: tests/count_cases.py counts the cases inside them).
suite() {
  local dir=$1 name=$2
  shift 2
  rm -rf "$dir/test-results"
  (cd "$dir" && ctest --output-on-failure "$@")
  python3 tests/count_cases.py "$dir/test-results" "$name"
}

# stage <name> <command...>: runs one stage of `test` and prints its wall-clock and CPU time;
# stage_summary prints them all and the total. (CPU seconds over wall seconds: how well the stage
# used the cores.)
STAGES=()
stage() {
  local name=$1 start=$SECONDS cpu_before
  shift
  cpu_before=$(children_cpu_seconds)
  echo "=== $name" >&2
  "$@"
  local wall=$((SECONDS - start)) cpu
  cpu=$(($(children_cpu_seconds) - cpu_before))
  STAGES+=("$(printf '%-32s %5d s wall %6d s CPU' "$name" "$wall" "$cpu")")
  echo "=== $name: ${wall} s (${cpu} s CPU)" >&2
}
children_cpu_seconds() {  # user + system seconds of this script's finished child processes
  awk -v tck="$(getconf CLK_TCK)" '{ sub(/^.*\) /, ""); printf "%d", ($14 + $15) / tck }' "/proc/$$/stat"
}
stage_summary() {
  echo "=== stage times"
  printf '%s\n' "${STAGES[@]}"
  echo "=== total: $SECONDS s ($((SECONDS / 60)) min $((SECONDS % 60)) s)"
}

# build_sanitized <dir> <cmake args...>: a sanitizer build with clang (-O2, line tables for the
# reports' stack traces), without the benchmarks and the tuning engine.
build_sanitized() {
  local dir=$1
  shift
  CC=clang CXX=clang++ build "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -gline-tables-only" -DCOTUONG_BENCHMARKS=OFF \
    -DCOTUONG_TUNING_ENGINE=OFF -DCMAKE_UNITY_BUILD=ON "$@"
}

# windows_build: the Linux engine, match tool and book (the match's opponent; the zip's book), then
# cotuong.exe and the zip.
windows_build() {
  install_missing "${WINDOWS_PACKAGES[@]}"
  TARGETS="cotuong cotuong-match cotuong_book_file" build build -DCMAKE_BUILD_TYPE=Release >&2
  bash tools/windows/build.sh build
}

windows_stage() {
  windows_build
  bash tools/windows/wine_tests.sh build
}

# portable_build: the engine for any x86-64-v2 CPU (build-portable/) and its folder for any Linux
# with glibc 2.36+, dist/cotuong-<version>-linux-x86_64.tar.gz (tools/linux/pack.sh).
portable_build() {
  TARGETS="cotuong cotuong_book_file" build build-portable -DCMAKE_BUILD_TYPE=Release \
    -DCOTUONG_PORTABLE=ON -DBUILD_TESTING=OFF -DCOTUONG_BENCHMARKS=OFF -DCMAKE_UNITY_BUILD=ON >&2
  bash tools/linux/pack.sh build-portable
}

portable_stage() {
  portable_build
  bash tools/linux/tarball_test.sh build
}

format_check() {
  local files
  files=$(git ls-files '*.h' '*.cpp' 2>/dev/null || find src search eval book tests bench tools -name '*.h' -o -name '*.cpp')
  clang-format --dry-run --Werror $files
  echo "format check: ok"
}

case "${1:-run}" in
  run)
    install_missing
    build build -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF -DCOTUONG_BENCHMARKS=OFF >&2
    shift || true
    exec build/cotuong "$@"
    ;;
  windows)
    install_missing
    windows_build
    ;;
  build)
    PACKAGES+=("${TRAIN_PACKAGES[@]}" "${BROWSER_PACKAGES[@]}")
    install_missing
    install_node_tools
    build build -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=ON
    ;;
  portable)
    install_missing
    portable_build
    build-portable/cotuong --version
    ;;
  test)
    PACKAGES+=("${TRAIN_PACKAGES[@]}" "${BROWSER_PACKAGES[@]}" "${GUI_TEST_PACKAGES[@]}")
    trap stage_summary EXIT
    stage "install" install_missing
    stage "node packages" install_node_tools
    stage "format check" format_check
    stage "build (Release)" build build -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=ON \
      -DCOTUONG_BENCHMARKS=ON -DCMAKE_UNITY_BUILD=ON
    stage "default suite" suite build "default suite" -j "$JOBS" -LE 'deep|fuzz|xboard|browser'
    stage "deep suite" suite build "deep suite" -j "$JOBS" -L deep
    # The real XBoard and the browser: whole games against the clock, one at a time.
    stage "end-to-end (XBoard, browser)" suite build "end-to-end" -L 'xboard|browser'
    # cotuong.exe: cross-compiled, packed, then under Wine: bench, transcripts, 20 games against
    # the Linux build (tools/windows).
    stage "Windows (MinGW-w64, Wine)" windows_stage
    # The portable Linux engine as it ships: built for x86-64-v2, packed with its libraries, then
    # unpacked and run with an empty environment (tools/linux/tarball_test.sh).
    stage "portable Linux (tar.gz)" portable_stage
    # Sanitizers: the default suite once more under AddressSanitizer + UndefinedBehaviorSanitizer,
    # built with clang, whose libraries also carry the protocol fuzzer's coverage (one build for
    # both); then the fuzzer for a minute, two processes of 30 s side by side (src/protocol/fuzz).
    stage "build (ASan+UBSan, fuzzer)" build_sanitized build-asan -DCOTUONG_SANITIZE=ON \
      -DCOTUONG_FUZZ=ON
    export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1
    stage "ASan+UBSan suite" suite build-asan "ASan+UBSan suite" -j "$JOBS" -LE 'deep|fuzz|nosan'
    stage "fuzzing (2 x 30 s)" suite build-asan "fuzzing" -j "$JOBS" -L fuzz
    # ThreadSanitizer: the tests of the search's and the protocol's threads (label threads).
    TARGETS="search_tests levels_tests protocol_tests protocol_search_tests" \
      stage "build (TSan)" build_sanitized build-tsan -DCOTUONG_TSAN=ON
    export TSAN_OPTIONS=halt_on_error=1
    stage "TSan suite" suite build-tsan "TSan suite" -j "$JOBS" -L threads
    ;;
  *)
    echo "usage: tools/dev.sh run|test|build|windows|portable" >&2
    exit 2
    ;;
esac
