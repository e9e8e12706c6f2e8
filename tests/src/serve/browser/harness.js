// Shared by the browser tests: starts `cotuong serve` on a free port with its own record file,
// and Debian's chromium headless through puppeteer-core (which never downloads a browser).
"use strict";
const { spawn } = require("node:child_process");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const puppeteer = require("puppeteer-core");

const COTUONG = process.env.COTUONG_BINARY || path.resolve(__dirname, "../../../../build/cotuong");
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";

// Starts the server; resolves to { url, process, dir, stop() } once it prints its address.
function startServer(extraArgs = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cotuong-serve-"));
  const args = ["serve", "--port", "0", "--seed", "7", "--wins-file", path.join(dir, "wins.tsv"),
    ...extraArgs];
  const child = spawn(COTUONG, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address from cotuong serve: ${output}`)), 10000);
    const onData = (chunk) => {
      output += chunk;
      const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[0], process: child, dir, output: () => output,
          stop: () => new Promise((done) => {
            if (child.exitCode !== null) return done(child.exitCode);
            child.once("exit", (code) => done(code));
            child.kill("SIGTERM");
          }),
        });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (c) => { output += c; });
    child.once("exit", (code) => { clearTimeout(timer); reject(new Error(`cotuong serve exited ${code}: ${output}`)); });
  });
}

async function launchBrowser() {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--font-render-hinting=none"],
  });
}

// Opens the page in a new tab of the browser and waits until it has its session. lang: the
// language the page remembers before it loads ("en", as the tests written in English read it;
// "vi"; null: whatever the browser's storage holds, Vietnamese on a first visit).
async function openPage(browser, url, viewport = { width: 1280, height: 900 }, lang = "en") {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  page.on("pageerror", (e) => { page.lastError = e; });
  if (lang) await page.evaluateOnNewDocument((l) => localStorage.setItem("cotuong.lang", l), lang);
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  return page;
}

// Resolves when the page's state satisfies `predicate(dataset)` (body data attributes).
async function waitForBody(page, predicate, timeout = 15000) {
  await page.waitForFunction(predicate, { timeout });
}

// Clicks the point of a square (the board's hit layer names every point).
async function clickSquare(page, square) {
  await page.click(`.hit[data-square="${square}"]`);
}

// Plays a move by two clicks and waits for the server to take it.
async function clickMove(page, move) {
  const before = Number(await page.evaluate(() => document.body.dataset.version));
  await clickSquare(page, move.slice(0, 2));
  await page.waitForSelector(`[data-target="${move.slice(2, 4)}"]`, { timeout: 5000 });
  await clickSquare(page, move.slice(2, 4));
  await page.waitForFunction((v) => Number(document.body.dataset.version) > v, { timeout: 5000 }, before);
}

// Returns the state the page last received from the server.
async function pageState(page) {
  return page.evaluate(() => window.cotuongState());
}

// Starts a new game through the New game dialog.
async function newGame(page, { mode = "engine", human = "red", level = 1, clock = "none", rules = "asian" } = {}) {
  const before = await page.evaluate(() => Number(document.body.dataset.version));
  await page.click("#btn-new");
  await page.waitForSelector("#dlg-new[open]");
  await page.click(`#form-new input[name=mode][value=${mode}]`);
  if (mode === "engine") {
    await page.click(`#form-new input[name=human][value=${human}]`);
    await page.select("#new-level", String(level));
  }
  await page.select("#form-new select[name=clock]", clock);
  await page.select("#form-new select[name=rules]", rules);
  await page.click("#new-ok");
  await page.waitForFunction((v) => Number(document.body.dataset.version) > v && !document.querySelector("#dlg-new[open]"), {}, before);
}

// Sets up a FEN through the Set up dialog; returns the dialog's error text ("" when accepted).
async function setUp(page, fen) {
  const before = await page.evaluate(() => Number(document.body.dataset.version));
  await page.click("#btn-setup");
  await page.waitForSelector("#dlg-setup[open]");
  await page.$eval("#setup-fen", (el, v) => { el.value = v; }, fen);
  await page.click("#setup-ok");
  await page.waitForFunction((v) => Number(document.body.dataset.version) > v || document.querySelector("#setup-error").textContent !== "", {}, before);
  const error = await page.$eval("#setup-error", (el) => el.textContent);
  if (error) await page.click("#form-setup button[value=cancel]");
  return error;
}

const VALUES = { k: 1000, r: 9, c: 4.5, n: 4, b: 2, a: 2, p: 1 };

// Returns a move for the side to move: the most valuable capture, else one chosen by `random`.
function chooseMove(state, random) {
  const board = {};
  state.fen.split(" ")[0].split("/").forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (ch >= "1" && ch <= "9") file += Number(ch);
      else board["abcdefghi"[file++] + (9 - i)] = ch;
    }
  });
  let best = null, bestValue = 0;
  for (const m of state.legal) {
    const victim = board[m.slice(2, 4)];
    const value = victim ? VALUES[victim.toLowerCase()] : 0;
    if (value > bestValue) { best = m; bestValue = value; }
  }
  return best || state.legal[Math.floor(random() * state.legal.length)];
}

// A small seeded generator (mulberry32), so that a failing game can be replayed.
function seeded(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Waits until the person may move (legal moves listed) or the game is over.
async function waitForTurn(page) {
  await page.waitForFunction(() => {
    const st = window.cotuongState();
    return st.verdict.over || (!st.thinking && st.legal.length > 0);
  }, { timeout: 20000 });
  return pageState(page);
}

module.exports = {
  newGame, setUp, chooseMove, seeded, waitForTurn, COTUONG, CHROMIUM, startServer, launchBrowser, openPage, waitForBody, clickSquare, clickMove, pageState };
