#!/usr/bin/env bash
# The Windows engine as it ships (unpacked from dist/cotuong-<version>-windows-x86_64.zip), under
# Wine in a throwaway prefix started once: its bench nodes equal the Linux build's, the UCCI, UCI
# and console transcripts (wine_transcript_test.py), and a match against the Linux build of 20 games
# at 3 s + 0.03 s with no illegal move, no time loss and no crash (the PGN's [Termination] tags).
# Usage: tools/windows/wine_tests.sh LINUX_BUILD_DIR (cotuong and tools/match/cotuong-match built);
# after tools/windows/build.sh. Needs wine, wine64, unzip/zip (tools/dev.sh windows installs them).
set -euo pipefail
cd "$(dirname "$0")/../.."
LINUX_BUILD=$(realpath "${1:?usage: tools/windows/wine_tests.sh LINUX_BUILD_DIR}")
GAMES=${WINDOWS_MATCH_GAMES:-20}
version=$(sed -n 's/^project(cotuong VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
work=$PWD/build-windows/wine-test
rm -rf "$work" && mkdir -p "$work"
python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' \
  "dist/cotuong-$version-windows-x86_64.zip" "$work"
exe=$work/cotuong-$version/cotuong.exe

# One quiet prefix for every test; no Mono or Gecko (their install prompts need a display).
export WINEPREFIX=$work/prefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
# One wineserver for the whole test, kept alive between clients (-p): otherwise, once the last
# client's server has timed out, the match's two engines starting at once race to start another,
# and one of them dies at start-up ("recvmsg: Connection reset by peer", seen in CI).
mkdir -p "$WINEPREFIX" && wineserver -p
wineboot -i >/dev/null 2>&1
trap 'wineserver -k 2>/dev/null || true' EXIT

failed=0
linux_nodes=$("$LINUX_BUILD/cotuong" bench | sed -n 's/^total nodes \([0-9]*\).*/\1/p')
exe_nodes=$(wine "$exe" bench | tr -d '\r' | sed -n 's/^total nodes \([0-9]*\).*/\1/p')
echo "bench: cotuong.exe $exe_nodes nodes, Linux $linux_nodes nodes"
[ -n "$exe_nodes" ] && [ "$exe_nodes" = "$linux_nodes" ] || { echo "FAIL bench nodes differ"; failed=1; }

python3 tools/windows/wine_transcript_test.py "$exe" "$LINUX_BUILD/cotuong" || failed=1

# Both engines at full strength with the book; 2 games at a time (one thinks in each). The
# protocol named, not probed: Wine's start-up can outlast the probe's 1.5 s. Through UCI (cotuong's
# ranks 0-9) for Move Overhead, 200 ms for both: Wine's pipes and wineserver add to every move what
# a GUI's setting for a slow link covers, and on a busy 2-core machine the Linux build overran the
# default 30 ms too at the end of its clock (0.05 s a move).
overhead=${WINDOWS_MATCH_OVERHEAD_MS:-200}
"$LINUX_BUILD/tools/match/cotuong-match" \
  -engine cmd="wine $exe" name=cotuong-windows proto=uci ranks=0-9 \
  "option.Move Overhead=$overhead" stderr="$work/windows-stderr.txt" \
  -engine cmd="$LINUX_BUILD/cotuong" name=cotuong-linux proto=uci ranks=0-9 \
  "option.Move Overhead=$overhead" \
  -each tc=3+0.03 -concurrency 2 -games 2 -rounds $((GAMES / 2)) \
  -openings order=random seed=50 -pgnout "$work/match.pgn" | tail -n 8
played=$(grep -c '^\[Termination ' "$work/match.pgn" || true)
# A loss by perpetual check or chase is a "rules infraction" too, but a ruling on the play, not a
# fault of the build: only time forfeits, illegal moves and crashes fail the stage.
bad=$(awk 'function flush() {
    if (t != "" && t !~ /"(normal|adjudication)"/ && d !~ /"perpetual-(check|chase):/) print t, d
    t = d = ""
  }
  /^\[Event / { flush() }
  /^\[Termination / { t = $0 }
  /^\[TerminationDetails / { d = $0 }
  END { flush() }' "$work/match.pgn")
echo "match: $played games; terminations: $(grep '^\[Termination ' "$work/match.pgn" |
  sort | uniq -c | tr -s ' ' | paste -sd, -)"
[ "$played" -eq "$GAMES" ] || { echo "FAIL $played games of $GAMES"; failed=1; }
if [ -n "$bad" ]; then
  echo "FAIL games ended by time, an illegal move or a crash:"
  echo "$bad"
  failed=1
fi
[ "$failed" -eq 0 ] && echo "Windows tests: all passed"
exit "$failed"
