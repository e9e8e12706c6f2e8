#!/usr/bin/env bash
# Plays a 2-game match in the real XBoard under Xvfb over CECP, cotuong as the first engine, and
# checks that XBoard finished both games and that its debug log (-debug) holds no illegal move,
# no CECP error from cotuong (`Error (...)`) and no false claim.
# usage: xboard_match.sh XBOARD XVFB_RUN COTUONG OPPONENT WORKDIR [XBOARD_OPTIONS...]
set -u
xboard=$1 xvfb_run=$2 cotuong=$3 opponent=$4 work=$5
shift 5
rm -rf "$work"
mkdir -p "$work/home"
# A private HOME: no ~/.xboardrc is read or written. -matchPause: 0.5 s between games, not 10.
# -adjudicateDrawMoves 70: a game still open after 70 moves is a draw (keeps the test short).
HOME="$work/home" timeout 150 "$xvfb_run" -a -s "-screen 0 1024x768x24" "$xboard" \
  -variant xiangqi -debug -nameOfDebugFile "$work/xboard.debug" \
  -fcp "$cotuong" -fd "$work" -scp "$opponent" -sd "$work" \
  -mg 2 -matchPause 500 -tc 0:04 -inc 0.05 -adjudicateDrawMoves 70 -xexit -saveSettingsOnExit false \
  -sgf "$work/games.pgn" "$@" >"$work/xboard.out" 2>&1
status=$?
fail() {
  echo "FAIL: $*"
  echo "--- xboard output:"; grep -v aplay "$work/xboard.out" | tail -20
  exit 1
}
[ $status -eq 0 ] || fail "xboard exited with status $status"
grep -q "final score" "$work/xboard.out" || fail "no final score: the match did not finish"
grep "final score" "$work/xboard.out"
finished=$(grep -c '^\[Result "\(1-0\|0-1\|1/2-1/2\)"\]' "$work/games.pgn")
[ "$finished" -eq 2 ] || fail "$finished of 2 games finished"
grep -o '{[^{}]*} \(1-0\|0-1\|1/2-1/2\)$' "$work/games.pgn" | sed 's/^/game end: /'
# Lines XBoard logs for engine output start with `<first :` (cotuong) and `<second:`.
if grep -n -i 'illegal' "$work/xboard.debug"; then fail "an illegal-move message in the debug log"; fi
if grep -n '^[0-9]* <first : *Error' "$work/xboard.debug"; then fail "cotuong answered Error"; fi
if [ "$opponent" = "$cotuong" ] && grep -n '^[0-9]* <second: *Error' "$work/xboard.debug"; then
  fail "cotuong (second) answered Error"
fi
if grep -n -i 'false .*claim' "$work/xboard.debug"; then fail "a false claim"; fi
echo "ok: 2 games finished, no illegal move, no protocol error"
