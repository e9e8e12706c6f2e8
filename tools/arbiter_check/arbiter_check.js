#!/usr/bin/env node
// Replays every game of PGN files (as cotuong-match writes them, moves in UCCI notation) through
// Fairy-Stockfish's rules (the ffish npm package) and lists each game whose ending the two
// arbiters judge differently: cotuong's result and reason (from the PGN) against ffish's, with
// the start position, the final position and the move list. Exit status: 0 when every game
// agrees (or its disagreement is documented in the --explained file), 1 when some disagree
// unexplained, 2 on bad input. See README.md.
'use strict';

const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

// Returns the command line options and the PGN file names, or exits with the usage.
function parseArgs(argv) {
  const usage =
      'usage: arbiter_check.js [--rules asian|asian-50] [--explained FILE] [--quiet] [--json]' +
      ' game.pgn ...';
  const opts = {rules: 'asian', quiet: false, json: false, explained: null, files: []};
  for (let i = 0; i < argv.length; ++i) {
    const a = argv[i];
    if (a === '--rules') {
      opts.rules = argv[++i];
      if (!['asian', 'asian-50'].includes(opts.rules)) fail(`--rules ${opts.rules}: ${usage}`);
    } else if (a === '--explained') {
      opts.explained = argv[++i];
      if (!opts.explained) fail(usage);
    } else if (a === '--quiet') {
      opts.quiet = true;
    } else if (a === '--json') {
      opts.json = true;
    } else if (a === '--help' || a === '-h') {
      console.log(usage);
      process.exit(0);
    } else if (a.startsWith('--')) {
      fail(`unknown option ${a}\n${usage}`);
    } else {
      opts.files.push(a);
    }
  }
  if (opts.files.length === 0) fail(usage);
  return opts;
}

// Prints an error and exits with status 2.
function fail(message) {
  console.error(`arbiter_check: ${message}`);
  process.exit(2);
}

// Returns the games of a PGN text: {tags, moves (UCCI), result}.
function splitGames(text) {
  const games = [];
  let game = null;
  let body = [];
  const finish = () => {
    if (!game) return;
    game.moves = movesOf(body.join(' '));
    games.push(game);
    game = null;
    body = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const tag = /^\[(\w+)\s+"(.*)"\]$/.exec(line);
    if (tag) {
      if (game && body.length) finish();
      if (!game) game = {tags: {}};
      game.tags[tag[1]] = tag[2].replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    } else if (game) {
      body.push(line);
    }
  }
  finish();
  return games;
}

// Returns the UCCI moves of a movetext: comments, move numbers and the result dropped.
function movesOf(movetext) {
  const text = movetext.replace(/\{[^}]*\}/g, ' ').replace(/;[^\n]*/g, ' ');
  const moves = [];
  for (const word of text.split(/\s+/)) {
    if (!word || /^\d+\.+$/.test(word) || /^(1-0|0-1|1\/2-1\/2|\*)$/.test(word)) continue;
    const w = word.replace(/^\d+\.+/, '');
    if (!w) continue;
    if (!/^[a-i][0-9][a-i][0-9]$/.test(w))
      throw new Error(`move "${w}" is not UCCI (write the PGN with -pgnout notation=ucci)`);
    moves.push(w);
  }
  return moves;
}

// Returns a UCCI move (ranks 0-9) in Fairy-Stockfish's coordinates (ranks 1-10).
function toFsf(move) {
  return move[0] + (Number(move[1]) + 1) + move[2] + (Number(move[3]) + 1);
}

// The endings cotuong's arbiter rules by itself (rules/arbiter.h); every other reason
// (resignation, loses on time, illegal move, crash, adjudication) is outside the rules.
const RULE_ENDINGS = new Set([
  'checkmate', 'stalemate', 'perpetual-check', 'perpetual-chase', 'repetition',
  'insufficient-material', 'no-capture-limit', 'move-limit', 'effective-move-limit',
  'progress-limit',
]);

// Returns cotuong's verdict from the PGN tags: {result, reason, byRule, details}.
function cotuongVerdict(tags) {
  const details = tags.TerminationDetails || '';
  const reason = details.split(':')[0].trim();
  return {result: tags.Result || '*', reason, byRule: RULE_ENDINGS.has(reason), details};
}

// Returns ffish's reason for a finished board.
function ffishReason(board, result, checks, limitPlies) {
  if (board.numberLegalMoves() === 0) return board.isCheck() ? 'checkmate' : 'stalemate';
  if (board.isInsufficientMaterial()) return 'insufficient-material';
  if (result === '1/2-1/2')
    return board.halfmoveClock() >= limitPlies ? 'no-capture-limit' : 'repetition';
  // A decisive repetition: the loser checked (every move of its in the cycle) or chased.
  const loserIsRed = result === '0-1';
  const redMoved = (ply) => (ply % 2 === 0) === checks.redFirst;
  const recent = [];
  for (let ply = checks.list.length - 1; ply >= 0 && recent.length < 4; --ply)
    if (redMoved(ply) === loserIsRed) recent.push(checks.list[ply]);
  return recent.length && recent.every(Boolean) ? 'perpetual-check' : 'perpetual-chase';
}

// Returns the FEN without its move counters (what a repetition compares).
function placement(fen) {
  return fen.split(' ').slice(0, 2).join(' ');
}

// Returns how ffish judges a game: the first ply where its game ends and how, and the
// positions (placement() of each ply, 0 = the start); for a game ffish has not ended, the
// no-capture count and whether each ply gave check instead.
function ffishVerdict(ffish, variant, game, limitPlies) {
  const fen = game.tags.FEN || ffish.startingFen('xiangqi');
  if (ffish.validateFen(fen, 'xiangqi') <= 0) throw new Error(`ffish rejects the FEN ${fen}`);
  const board = new ffish.Board(variant, fen);
  const checks = {redFirst: board.turn(), list: []};
  const positions = [placement(board.fen())];
  try {
    for (let i = 0; i < game.moves.length; ++i) {
      const m = toFsf(game.moves[i]);
      if (!board.legalMoves().split(' ').includes(m))
        return {result: '*', reason: `illegal move ${game.moves[i]}`, ply: i, fen: board.fen()};
      board.push(m);
      checks.list.push(board.isCheck());
      positions.push(placement(board.fen()));
      if (board.isGameOver(true)) {
        const result = board.result(true);
        return {result, reason: ffishReason(board, result, checks, limitPlies), ply: i + 1,
                fen: board.fen(), positions};
      }
    }
    return {result: '*', reason: 'ongoing', ply: game.moves.length, fen: board.fen(),
            halfmove: board.halfmoveClock(), checks: checks.list};
  } finally {
    board.delete();
  }
}

// Returns the key of a game (the same start and moves give the same key in any PGN file).
function gameKey(game) {
  const text = `${game.tags.FEN || 'startpos'}|${game.moves.join(' ')}`;
  return crypto.createHash('sha1').update(text).digest('hex').slice(0, 12);
}

// Returns ffish's result for the plies of a game from `from` (an index into its positions) to
// its end, played twice from the FEN of positions[from]: '*' when ffish does not end it.
function ffishOnCycle(ffish, variant, game, theirs, from, times) {
  const board = new ffish.Board(variant, `${theirs.positions[from]} - - 0 1`);
  let result = '*';
  for (let pass = 0; pass < times && result === '*'; ++pass) {
    for (const m of game.moves.slice(from, theirs.ply)) {
      board.push(toFsf(m));
      if (board.isGameOver(true)) {
        result = board.result(true);
        break;
      }
    }
  }
  board.delete();
  return result;
}

// Returns the category of a disagreement known by its kind, or null: ffish (after the AXF
// rules) does not count a side's checks beyond ten towards the no-capture limit, rules.md counts
// every move ("60 moves (120 plies) without a capture -> draw").
//
// For a perpetual check or chase that ffish rules a plain repetition at the same ply, ffish is
// asked again on a span of its own (README.md):
// ffish-history: the plies from the first occurrence of the final position, replayed from that
// occurrence's FEN (nothing before it), get cotuong's verdict from ffish;
// last-cycle: the cycle that closes the last occurrence, played out as a repetition of its own
// from the FEN of the occurrence before, gets cotuong's verdict from ffish: cotuong judges that
// cycle, ffish every ply since the first occurrence.
function knownCategory(ffish, variant, game, ours, theirs, limitPlies) {
  if (ours.reason.startsWith('perpetual-') && theirs.reason === 'repetition' &&
      theirs.ply === game.moves.length) {
    const final = theirs.positions[theirs.ply];
    const occurrences =
        theirs.positions.map((p, i) => (p === final ? i : -1)).filter((i) => i >= 0);
    if (ffishOnCycle(ffish, variant, game, theirs, occurrences[0], 1) === ours.result)
      return 'ffish-history';
    const n = occurrences.length;
    if (n >= 3 && ffishOnCycle(ffish, variant, game, theirs, occurrences[n - 2], 2) === ours.result)
      return 'last-cycle';
    return null;
  }
  if (ours.reason !== 'no-capture-limit' || theirs.result !== '*') return null;
  if (theirs.halfmove < limitPlies) return null;
  const span = theirs.checks.slice(-theirs.halfmove);
  const bySide = [0, 0];
  span.forEach((check, i) => { bySide[(span.length - i) % 2] += check ? 1 : 0; });
  return Math.max(...bySide) > 10 ? 'no-capture-checks' : null;
}

// Returns the documented disagreements: key -> category, from lines "KEY CATEGORY [comment]".
function readExplained(file) {
  const explained = new Map();
  if (!file) return explained;
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const t = line.trim();
    if (!t || t.startsWith('#')) continue;
    const [key, category] = t.split(/\s+/);
    explained.set(key, category || '?');
  }
  return explained;
}

// Returns why two verdicts disagree, or null when they agree.
function disagreement(ours, theirs, plies) {
  if (ours.byRule) {
    if (theirs.result === '*') return 'ffish sees no ending';
    if (theirs.ply !== plies) return `ffish ends the game earlier, at ply ${theirs.ply}`;
    if (theirs.result !== ours.result) return 'different results';
    if (theirs.reason !== ours.reason) return 'different reasons';
    return null;
  }
  // Time, illegal moves, crashes, adjudication: ffish must not have ended the game before.
  if (theirs.result !== '*') return `ffish ended the game by rule at ply ${theirs.ply}`;
  return null;
}

// Returns the report lines of one disagreeing game.
function describe(file, index, game, ours, theirs, why, category) {
  const t = game.tags;
  const note = category ? ` (explained: ${category}, see README.md)` : '';
  return [
    `${path.basename(file)} game ${index + 1} [${gameKey(game)}] (round ${t.Round || '?'}): ${
        t.Red || '?'} - ${t.Black || '?'}: ${why}${note}`,
    `  cotuong: ${ours.result} ${ours.reason} after ${game.moves.length} plies: ${ours.details}`,
    `  ffish:   ${theirs.result} ${theirs.reason} at ply ${theirs.ply}`,
    `  start:   ${t.FEN || 'startpos'}`,
    `  final:   ${theirs.fen}`,
    `  moves:   ${game.moves.join(' ')}`,
  ];
}

// Loads ffish (its WebAssembly from the package folder, not over fetch) and returns it.
function loadFfish() {
  return new Promise((resolve) => {
    delete globalThis.fetch;  // ffish would try to fetch() its .wasm when node provides fetch
    let ffish;
    try {
      ffish = require('ffish');
    } catch (e) {
      fail(`cannot load ffish (${e.message}); run npm ci in ${__dirname}`);
    }
    ffish.onRuntimeInitialized = () => resolve(ffish);
  });
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const ffish = await loadFfish();
  // Asian rules: 60 moves without a capture draw (ffish's xiangqi uses 50); asian-50: 50.
  const variant = opts.rules === 'asian' ? 'xiangqi-asian60' : 'xiangqi';
  if (opts.rules === 'asian') ffish.loadVariantConfig('[xiangqi-asian60:xiangqi]\nnMoveRule = 60\n');
  const explained = readExplained(opts.explained);
  let total = 0, differ = 0, unexplained = 0;
  const counts = {};
  const found = [];
  for (const file of opts.files) {
    let games;
    try {
      games = splitGames(fs.readFileSync(file, 'utf8'));
    } catch (e) {
      fail(`${file}: ${e.message}`);
    }
    games.forEach((game, index) => {
      ++total;
      const ours = cotuongVerdict(game.tags);
      const limitPlies = opts.rules === 'asian' ? 120 : 100;
      const theirs = ffishVerdict(ffish, variant, game, limitPlies);
      const key = `${ours.result} ${ours.reason}`;
      counts[key] = (counts[key] || 0) + 1;
      const why = disagreement(ours, theirs, game.moves.length);
      if (!why) return;
      ++differ;
      const category = explained.get(gameKey(game)) ||
          knownCategory(ffish, variant, game, ours, theirs, limitPlies);
      if (!category) ++unexplained;
      found.push({file, game: index + 1, key: gameKey(game), why, category, cotuong: ours,
                  ffish: theirs, fen: game.tags.FEN || 'startpos', moves: game.moves.join(' ')});
      if (!opts.json)
        console.log(describe(file, index, game, ours, theirs, why, category).join('\n'));
    });
  }
  if (opts.json) {
    console.log(JSON.stringify({games: total, unexplained, disagreements: found, endings: counts},
                               null, 1));
  } else {
    if (!opts.quiet)
      for (const [k, n] of Object.entries(counts).sort()) console.log(`ending ${k}: ${n}`);
    console.log(`${total} games, ${differ} judged differently by cotuong and ffish, ${
        unexplained} of them unexplained`);
  }
  process.exit(unexplained ? 1 : 0);
}

main().catch((e) => fail(e.stack || String(e)));
