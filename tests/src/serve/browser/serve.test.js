// The play page of `cotuong serve` in a real browser (Debian's chromium, headless), driven the
// way a person uses it: clicks and drags on the board, the buttons and dialogs.
"use strict";
const { test, before, after } = require("node:test");
const assert = require("node:assert/strict");
const fs = require("node:fs");
const path = require("node:path");
const h = require("./harness.js");
const { newGame, setUp, chooseMove, seeded, waitForTurn } = h;

// Red's rook checks the lone black king on ranks 9 and 8 while the king steps e9-e8-e9.
const ROOK_CHECKS = "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1";
const ROOK_CHECKS_MOVES = ["a7a9", "e9e8", "a9a8", "e8e9", "a8a9", "e9e8", "a9a8", "e8e9", "a8a9"];
// Red mates in one: b7b9.
const MATE_IN_ONE = "4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1";

let server;
let browser;

before(async () => {
  server = await h.startServer();
  browser = await h.launchBrowser();
});

after(async () => {
  if (browser) await browser.close();
  if (server) assert.equal(await server.stop(), 0, `cotuong serve did not stop cleanly: ${server.output()}`);
});

// Returns the server's /api/health answer.
async function health() {
  const r = await fetch(server.url + "api/health");
  return r.json();
}

// Returns, measured inside the page: when it was ready (ms from the start of navigation, the
// page's own performance mark) and how long the engine took to answer a move made by clicks
// (from the click on the target to the reply on the board).
async function firstMove(page, move) {
  const ready = await page.evaluate(() => performance.getEntriesByName("cotuong-ready")[0].startTime);
  await h.clickSquare(page, move.slice(0, 2));
  await page.waitForSelector(`[data-target="${move.slice(2, 4)}"]`);
  await page.evaluate(() => {
    window.moveClickedAt = performance.now();
    new MutationObserver(() => {
      if (document.body.dataset.moves === "2" && !window.moveAnsweredAt) window.moveAnsweredAt = performance.now();
    }).observe(document.body, { attributes: true });
  });
  await h.clickSquare(page, move.slice(2, 4));
  await h.waitForBody(page, () => document.body.dataset.moves === "2");
  const answered = await page.evaluate(() => window.moveAnsweredAt - window.moveClickedAt);
  return { ready: Math.round(ready), answered: Math.round(answered) };
}

test("the page loads with the start position and answers the first move", async () => {
  const page = await h.openPage(browser, server.url);
  assert.equal(await page.$$eval(".piece", (p) => p.length), 32);
  assert.equal(await page.$eval('.piece[data-at="e0"] text', (t) => t.textContent), "帥");
  assert.match(await page.$eval("#status", (s) => s.textContent), /Your move \(Red\)/);
  const cold = await firstMove(page, "h2e2");
  assert.equal(await page.$$eval('[data-mark="to"]', (m) => m.length), 1);  // the last move marked
  assert.equal(page.lastError, undefined);
  await page.close();
  // Again in a browser already running, out of the opening book (level 1 searches).
  const again = await h.openPage(browser, server.url);
  await newGame(again, { level: 1 });
  await setUp(again, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2B2C1/9/RN1AKABNR w - - 0 1");
  const warm = await firstMove(again, "h2h6");
  await again.close();
  // The measured figures for the notes (not a timed test).
  console.log(`# first move, first tab: page ready ${cold.ready} ms after navigation, ` +
    `engine's reply ${cold.answered} ms after the click (level 3, a book move)`);
  console.log(`# first move, new tab: page ready ${warm.ready} ms after navigation, ` +
    `engine's reply ${warm.answered} ms after the click (level 1, searched)`);
});

test("a full game against level 1, played by clicks to its end", async () => {
  const page = await h.openPage(browser, server.url);
  await newGame(page, { level: 1, clock: "10+5" });
  assert.match(await page.$eval("#clock-bottom", (c) => c.textContent), /Red \(you\)10:00/);
  const random = seeded(31);
  let state = await waitForTurn(page);
  let plies = 0;
  while (!state.verdict.over) {
    assert.ok(plies++ < 400, "the game should end");
    await h.clickMove(page, chooseMove(state, random));
    state = await waitForTurn(page);
  }
  const result = await page.$eval("#result", (r) => (r.hidden ? "" : r.textContent));
  assert.ok(result.includes(state.verdict.explanation), `result shown: ${result}`);
  assert.ok(state.verdict.explanation.length > 0);
  assert.match(result, /You win|You lose|Draw/);
  assert.equal(await page.$$eval(".banner", (b) => b.length), 1);
  // The game went into the record of level 1.
  const row = await page.$$eval("#record tbody tr", (rows) => rows[0].textContent);
  assert.match(row, /^1 Nhập môn/);
  const st = await h.pageState(page);
  const r = st.record[0];
  assert.equal(r.wins + r.draws + r.losses, 1);
  console.log(`# level 1 game: ${st.moves.length} plies, ${st.verdict.result} (${st.verdict.explanation})`);
  await page.close();
});

test("a takeback, as the level allows", async () => {
  const page = await h.openPage(browser, server.url);
  await newGame(page, { level: 3 });  // three takebacks a game
  await h.clickMove(page, "h2e2");
  await h.waitForBody(page, () => document.body.dataset.moves === "2");
  assert.match(await page.$eval("#game-info", (i) => i.textContent), /takebacks left: 3 of 3/);
  await page.click("#btn-undo");
  await h.waitForBody(page, () => document.body.dataset.moves === "0");
  assert.match(await page.$eval("#game-info", (i) => i.textContent), /takebacks left: 2 of 3/);
  assert.equal(await page.$$eval('.piece[data-at="h2"]', (p) => p.length), 1);  // the cannon is back
  assert.equal(await page.$eval("#btn-undo", (b) => b.disabled), true);  // nothing left to take back
  await page.close();
});

test("the Hán / Việt label switch", async () => {
  const page = await h.openPage(browser, server.url);
  const label = (sq) => page.$eval(`.piece[data-at="${sq}"] text`, (t) => t.textContent);
  assert.equal(await label("e0"), "帥");
  assert.equal(await label("b9"), "馬");
  await page.click("#labels-vn");
  assert.equal(await label("e0"), "Tg");
  assert.equal(await label("b9"), "M");
  assert.equal(await label("h2"), "P");
  assert.ok((await page.$$eval(".river", (r) => r.map((t) => t.textContent))).includes("Sông"));
  await page.reload();  // the choice is remembered
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  assert.equal(await label("e0"), "Tg");
  await page.click("#labels-zh");
  assert.equal(await label("e0"), "帥");
  assert.equal(await label("e9"), "將");
  await page.close();
});

test("set-up from a FEN: a bad one is refused, a good one is played to mate", async () => {
  const page = await h.openPage(browser, server.url);
  await newGame(page, { level: 1 });
  const error = await setUp(page, "rnbakabnr/9/9 w");
  assert.match(error, /FEN refused/);
  assert.equal(await page.$$eval(".piece", (p) => p.length), 32);  // nothing changed
  assert.equal(await setUp(page, MATE_IN_ONE), "");
  assert.equal(await page.$$eval(".piece", (p) => p.length), 4);
  await h.clickMove(page, "b7b9");
  await h.waitForBody(page, () => document.body.dataset.over === "1");
  const result = await page.$eval("#result", (r) => r.textContent);
  assert.match(result, /You win \(1-0\)/);
  assert.match(result, /rule: checkmate/);
  await page.close();
});

test("save a PGN and load it back", async () => {
  const page = await h.openPage(browser, server.url);
  await newGame(page, { mode: "two" });
  for (const m of ["h2e2", "h9g7", "h0g2", "i9h9"]) await h.clickMove(page, m);
  const fen = (await h.pageState(page)).fen;
  const downloads = fs.mkdtempSync(path.join(server.dir, "downloads-"));
  const cdp = await page.createCDPSession();
  await cdp.send("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: downloads });
  await page.click("#btn-save");
  let file = null;
  for (let i = 0; i < 100 && !file; i++) {
    await new Promise((r) => setTimeout(r, 50));
    file = fs.readdirSync(downloads).find((f) => f.endsWith(".pgn"));
  }
  assert.ok(file, "the PGN was downloaded");
  const pgn = fs.readFileSync(path.join(downloads, file), "utf8");
  assert.match(pgn, /1\. P2-5 M8\.7 2\. M2\.3 X9-8/);
  await newGame(page, { mode: "two" });
  assert.equal((await h.pageState(page)).moves.length, 0);
  await page.click("#btn-load");
  await page.waitForSelector("#dlg-load[open]");
  const input = await page.$("#load-file");
  await input.uploadFile(path.join(downloads, file));
  await page.click("#load-ok");
  await h.waitForBody(page, () => document.body.dataset.moves === "4");
  assert.equal((await h.pageState(page)).fen, fen);
  assert.match(await page.$eval("#movelist", (l) => l.textContent), /P2-5.*M8\.7.*M2\.3.*X9-8/);
  await page.click('[data-notation="wxf"]');
  assert.match(await page.$eval("#movelist", (l) => l.textContent), /C2\.5.*H8\+7/);
  await page.click('[data-notation="zh"]');
  assert.match(await page.$eval("#movelist", (l) => l.textContent), /炮二平五/);
  await page.click('[data-notation="vn"]');
  await page.close();
});

test("a perpetual check ends the game with the rule's explanation", async () => {
  const page = await h.openPage(browser, server.url);
  await newGame(page, { mode: "two" });
  assert.equal(await setUp(page, ROOK_CHECKS), "");
  for (let i = 0; i < ROOK_CHECKS_MOVES.length; i++) {
    await h.clickMove(page, ROOK_CHECKS_MOVES[i]);
    if (i === 4) assert.match(await page.$eval("#warning", (w) => w.textContent), /Red must vary or lose/);
  }
  await h.waitForBody(page, () => document.body.dataset.over === "1");
  const result = await page.$eval("#result", (r) => r.textContent);
  assert.match(result, /Black wins \(0-1\)/);
  assert.match(result, /Red checked perpetually and loses/);
  assert.match(result, /rule: perpetual-check \(asian rules\)/);
  const banner = await page.$eval(".banner", (b) => b.textContent);
  assert.match(banner, /Black wins/);
  await page.close();
});

test("two people on one machine: both sides move, drag too, with the analysis", async () => {
  const page = await h.openPage(browser, server.url);
  await newGame(page, { mode: "two" });
  await h.clickMove(page, "h2e2");
  assert.match(await page.$eval("#status", (s) => s.textContent), /Black to move/);
  // Black drags its horse.
  const from = await (await page.$('.hit[data-square="h9"]')).boundingBox();
  const to = await (await page.$('.hit[data-square="g7"]')).boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await h.waitForBody(page, () => document.body.dataset.moves === "2");
  assert.match(await page.$eval("#status", (s) => s.textContent), /Red to move/);
  await new Promise((r) => setTimeout(r, 300));
  assert.equal((await h.pageState(page)).moves.length, 2);  // no engine plays
  // Analysis with three lines, and the evaluation bar.
  await page.select("#multipv", "3");
  await page.click("#analysis-on");
  await page.waitForFunction(() => document.querySelectorAll("#analysis-lines li").length === 3, { timeout: 10000 });
  assert.equal(await page.$eval("#eval-bar", (b) => b.hidden), false);
  await page.click("#analysis-on");
  await page.waitForFunction(() => !window.cotuongState().analysis.running, { timeout: 5000 });
  // The review of the game so far, with its graph.
  await page.click("#btn-review");
  await page.waitForFunction(() => window.cotuongState().review.state === "done", { timeout: 30000 });
  assert.equal(await page.$eval("#review-graph", (g) => g.hidden), false);
  assert.match(await page.$eval("#review-summary", (s) => s.textContent), /Red: 1 move,/);
  await page.close();
});

test("a page closed mid-search stops its engine; the server answers on", async () => {
  const page = await h.openPage(browser, server.url);
  await newGame(page, { mode: "two" });
  await page.click("#analysis-on");
  await page.waitForFunction(() => window.cotuongState().analysis.running, { timeout: 5000 });
  const open = await health();
  assert.ok(open.searching >= 1);
  await page.close({ runBeforeUnload: true });
  let now = open;
  for (let i = 0; i < 60 && (now.searching > 0 || now.sessions > 0); i++) {
    await new Promise((r) => setTimeout(r, 100));
    now = await health();
  }
  assert.equal(now.searching, 0);
  const again = await h.openPage(browser, server.url);  // and the server plays on
  assert.equal(await again.$$eval(".piece", (p) => p.length), 32);
  await again.close();
});

// Returns every word the page shows a person: its text (the closed dialogs' included), the
// options of its selects, the titles, labels, placeholders and alternative texts, its title.
async function shownText(page) {
  return page.evaluate(() => {
    const out = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if (!n.parentElement.closest("script, style, noscript")) out.push(n.textContent);
    for (const el of document.querySelectorAll("*"))
      for (const a of ["title", "aria-label", "placeholder", "alt"])
        if (el.getAttribute(a)) out.push(el.getAttribute(a));
    return out.join("\n");
  });
}

// Returns the words of a text: runs of letters (any script), lower case.
const wordsOf = (text) => new Set((text.toLowerCase().match(/\p{L}+/gu) || []));

test("the page speaks Vietnamese first; the switch gives English, remembered", async () => {
  // The words only English uses: the English catalogue's, less every Vietnamese text's (their
  // placeholders' names left out).
  const catalogue = async (lang) => Object.fromEntries(Object.entries(
    (await (await fetch(`${server.url}api/messages?lang=${lang}`)).json()).messages)
    .map(([k, v]) => [k, v.replace(/\{[^}]*\}/g, " ")]));
  const vi = wordsOf(Object.values(await catalogue("vi")).join(" "));
  const english = [...wordsOf(Object.values(await catalogue("en")).join(" "))].filter((w) => !vi.has(w) && w.length > 1);
  assert.ok(english.includes("game") && english.includes("move"));
  const context = await browser.createBrowserContext();  // a first visit: nothing remembered
  const page = await h.openPage(context, server.url, undefined, null);
  assert.equal(await page.evaluate(() => document.documentElement.lang), "vi");
  const shown = wordsOf(await shownText(page));
  assert.deepEqual(english.filter((w) => shown.has(w)), [], "English words on the Vietnamese page");
  assert.equal(await page.$eval("#btn-new", (b) => b.textContent), "Ván mới");
  assert.match(await page.$eval("#status", (s) => s.textContent), /Đến lượt bạn \(Đỏ\)/);

  await page.click("#lang-en");
  await h.waitForBody(page, () => document.body.dataset.lang === "en");
  assert.equal(await page.$eval("#btn-new", (b) => b.textContent), "New game");
  assert.equal(await page.$eval("#btn-undo", (b) => b.textContent), "Take back");
  assert.match(await page.$eval("#status", (s) => s.textContent), /Your move \(Red\)/);
  assert.match(await page.$eval("#new-rules", (s) => s.options[0].textContent), /perpetual check\/chase loses/);
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.ready === "1");
  assert.equal(await page.$eval("#btn-new", (b) => b.textContent), "New game");
  await page.close();
  await context.close();
});

// Opens the board editor on a page, empty.
async function openEditor(page) {
  await page.click("#btn-editor");
  await page.waitForSelector("#dlg-editor[open]");
  await page.click("#editor-clear");
}

// Places pieces in the editor by clicks: { e0: "K", ... } (a tray piece, then its point).
async function place(page, pieces) {
  for (const [square, piece] of Object.entries(pieces)) {
    await page.click(`#editor-tray [data-piece="${piece}"]`);
    await page.click(`#editor-board .hit[data-square="${square}"]`);
  }
}

// Waits for the editor's check of its current position; returns { fen, errors }.
async function editorChecked(page) {
  await page.waitForFunction(() => {
    const e = window.cotuongEditor();
    return e.checked === e.fen;
  }, { timeout: 5000 });
  return page.evaluate(() => window.cotuongEditor());
}

test("a position built by clicks (and a drag) in the editor gives its FEN, and is played from", async () => {
  const page = await h.openPage(browser, server.url, undefined, "vi");
  await openEditor(page);
  await place(page, { e0: "K", d9: "k", a4: "R", e3: "p", c0: "B" });
  // A placed piece dragged to another point moves there.
  const centre = async (sq) => {
    const b = await page.$eval(`#editor-board .hit[data-square="${sq}"]`, (c) => {
      const r = c.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    return b;
  };
  const from = await centre("a4"), to = await centre("a5");
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await page.click('#form-editor input[name=side][value="b"]');
  let e = await editorChecked(page);
  assert.equal(e.fen, "3k5/9/9/9/R8/9/4p4/9/9/2B1K4 b - - 0 1");
  assert.deepEqual(e.errors, []);
  assert.match(await page.$eval("#editor-errors", (l) => l.textContent), /Thế cờ hợp lệ/);
  // A click on a placed piece of the picked kind takes it off; mirror swaps the files.
  await page.click('#editor-tray [data-piece="B"]');
  await page.click('#editor-board .hit[data-square="c0"]');
  await page.click("#editor-mirror");
  e = await editorChecked(page);
  assert.equal(e.fen, "5k3/9/9/9/8R/9/4p4/9/9/4K4 b - - 0 1");
  // Handed to two players: the game starts from it, Black to move.
  const before = await page.evaluate(() => Number(document.body.dataset.version));
  await page.click("#editor-play-two");
  await page.waitForFunction((v) => Number(document.body.dataset.version) > v && !document.querySelector("#dlg-editor[open]"), {}, before);
  const st = await h.pageState(page);
  assert.equal(st.fen, "5k3/9/9/9/8R/9/4p4/9/9/4K4 b - - 0 1");
  assert.equal(st.mode, "two");
  assert.match(await page.$eval("#status", (s) => s.textContent), /Đen đi/);
  await page.close();
});

test("an impossible set-up in the editor shows its errors in Vietnamese", async () => {
  const page = await h.openPage(browser, server.url, undefined, "vi");
  await openEditor(page);
  await place(page, { e0: "K", e9: "k" });
  let e = await editorChecked(page);
  assert.deepEqual(e.errors.map((x) => x.code), ["kings_facing"]);
  let shown = await page.$eval("#editor-errors", (l) => l.textContent);
  assert.match(shown, /Hai Tướng đối mặt trên cột e, không có quân nào ở giữa/);
  assert.equal(await page.$eval("#editor-play-engine", (b) => b.disabled), true);
  // An elephant between them: no longer facing, but on a point it can never reach.
  await place(page, { e1: "B" });
  e = await editorChecked(page);
  assert.deepEqual(e.errors.map((x) => x.code), ["elephant_off_points"]);
  shown = await page.$eval("#editor-errors", (l) => l.textContent);
  assert.match(shown, /Tượng Đỏ ở e1: Tượng không bao giờ đi tới điểm này/);
  // Three rooks, and the side not to move in check.
  await page.click("#editor-clear");
  await place(page, { d0: "K", e9: "k", a1: "R", b1: "R", e5: "R" });
  e = await editorChecked(page);
  assert.deepEqual(e.errors.map((x) => x.code), ["too_many", "waiting_in_check"]);
  shown = await page.$eval("#editor-errors", (l) => l.textContent);
  assert.match(shown, /Đỏ có 3 quân Xe, nhiều nhất 2/);
  assert.match(shown, /Đen đang bị chiếu tướng mà lại đến lượt Đỏ đi/);
  await page.close();
});
