#!/usr/bin/env bash
# One entry point for a fresh Debian machine.
#   tools/dev.sh run   - install what is missing, build, start the engine (stdin/stdout)
#   tools/dev.sh test  - install what is missing, build, run every test: the default suite, the
#                        deep suite, the suite again under ASan+UBSan, the format check, and
#                        bounded fuzzing
#   tools/dev.sh build - install what is missing and build only
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(build-essential cmake ninja-build pkg-config libabsl-dev libgtest-dev libgmock-dev
          libbenchmark-dev clang clang-format librsvg2-bin)
JOBS=${JOBS:-$(nproc)}

install_missing() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "installing: ${missing[*]}" >&2
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

build() {  # build <dir> [cmake args...]
  local dir=$1
  shift
  cmake -S . -B "$dir" -G Ninja "$@" >/dev/null
  ninja -C "$dir" -j "$JOBS"
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
  build)
    install_missing
    build build -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=ON
    ;;
  test)
    install_missing
    format_check
    build build -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=ON -DCOTUONG_BENCHMARKS=ON
    (cd build && ctest --output-on-failure -j "$JOBS" -LE 'deep|fuzz')
    (cd build && ctest --output-on-failure -L deep)
    # Sanitizers: the default suite once more under AddressSanitizer + UndefinedBehaviorSanitizer.
    build build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCOTUONG_SANITIZE=ON -DCOTUONG_BENCHMARKS=OFF
    (cd build-asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
      ctest --output-on-failure -j "$JOBS" -LE 'deep|fuzz|nosan')
    # Bounded fuzzing: the protocol fuzzer (clang + libFuzzer) for 60 s.
    sh src/protocol/fuzz/run.sh 60
    ;;
  *)
    echo "usage: tools/dev.sh run|test|build" >&2
    exit 2
    ;;
esac
