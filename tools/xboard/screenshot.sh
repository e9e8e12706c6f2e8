#!/usr/bin/env bash
# Takes docs/xboard.png: XBoard under Xvfb, cotuong (Red) against an opponent over CECP, with the
# Engine Output window showing both engines' thinking, captured SECONDS into the game.
# usage: tools/xboard/screenshot.sh [OUT.png] [OPPONENT] [SECONDS]
# needs: xboard xvfb xdotool imagemagick (not the project's build or tests)
set -eu
out=${1:-docs/xboard.png}
opponent=${2:-/usr/games/fairy-stockfish}
seconds=${3:-45}
cotuong=$(realpath build/cotuong)
work=$(mktemp -d)
theme=/usr/share/games/xboard/themes
xboard_program=$(command -v xboard || echo /usr/games/xboard)
display=:77
Xvfb $display -screen 0 1060x660x24 >/dev/null 2>&1 &
xvfb=$!
sleep 1
HOME=$work DISPLAY=$display "$xboard_program" -variant xiangqi -fcp "$cotuong" -fd "$work" -scp "$opponent" \
  -sd "$work" -mg 1 -tc 5 -inc 2 -xponder -xexit -saveSettingsOnExit false -size Moderate \
  -pid $theme/xiangqi -trueColors true -useBoardTexture true \
  -liteBackTextureFile $theme/textures/xqboard-9x10.png \
  -darkBackTextureFile $theme/textures/xqboard-9x10.png -overrideLineGap 0 \
  -highlightMoveWithArrow true \
  -engineOutputUp true -engineOutputW 570 -engineOutputH 640 >"$work/xboard.out" 2>&1 &
xboard=$!
trap 'kill $xboard $xvfb 2>/dev/null; rm -rf "$work"' EXIT
# No window manager: put the Engine Output window beside the board by hand.
window=
for _ in $(seq 20); do
  sleep 0.5
  window=$(DISPLAY=$display xdotool search --onlyvisible --name 'Engine Output' | head -1) || true
  [ -n "$window" ] && break
done
DISPLAY=$display xdotool windowmove "$window" 488 0
sleep "$seconds"
DISPLAY=$display import -window root "$work/shot.png"
convert "$work/shot.png" -colors 256 "PNG8:$out"  # a small file: 256 colours are plenty
ls -l "$out"
