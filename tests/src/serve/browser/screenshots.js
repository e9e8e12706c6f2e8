// Writes the README's pictures of the play page (docs/serve-*.png) from a running build:
//   node tests/src/serve/browser/screenshots.js [output folder, default docs]
// The start position (in Vietnamese, the page's default); the board editor (Bày cờ) with a
// set-up's named problem; a cờ thế after a hint; a game in the middle with the analysis panel; a
// finished game with the rule's explanation; a finished game reviewed; the page on a phone.
"use strict";
const path = require("node:path");
const h = require("./harness.js");

const OUT = path.resolve(process.argv[2] || path.join(__dirname, "../../../../docs"));
const OPENING = ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "g3g4", "g6g5", "b0c2", "b7a7",
  "b2b6", "h7i7", "h0h6", "c6c5"];
const ROOK_CHECKS = "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1";
const ROOK_CHECKS_MOVES = ["a7a9", "e9e8", "a9a8", "e8e9", "a8a9", "e9e8", "a9a8", "e8e9", "a8a9"];

async function main() {
  const server = await h.startServer();
  const browser = await h.launchBrowser();
  try {
    const desktop = { width: 1280, height: 860 };
    let page = await h.openPage(browser, server.url, desktop, "vi");
    await page.screenshot({ path: path.join(OUT, "serve-start.png") });

    // Bày cờ: a set-up by clicks whose kings face each other, its problem named as it stands.
    await page.click("#btn-editor");
    await page.waitForSelector("#dlg-editor[open]");
    await page.click("#editor-clear");
    for (const [square, piece] of Object.entries({ e0: "K", e9: "k", a3: "R", c5: "p", h7: "C" })) {
      await page.click(`#editor-tray [data-piece="${piece}"]`);
      await page.click(`#editor-board .hit[data-square="${square}"]`);
    }
    await page.waitForFunction(() => {
      const e = window.cotuongEditor();
      return e.checked === e.fen && e.errors.length > 0;
    }, { timeout: 5000 });
    await page.screenshot({ path: path.join(OUT, "serve-editor.png") });
    await page.close();

    // Cờ thế: a composition from the list, the hint shown.
    page = await h.openPage(browser, server.url, desktop, "vi");
    await page.click("#btn-cothe");
    await page.waitForSelector("#dlg-cothe[open]");
    await page.screenshot({ path: path.join(OUT, "serve-cothe-list.png") });
    await page.click('#cothe-list button[data-number="6"]');
    await page.waitForFunction(() => document.body.dataset.cothe === "6" &&
      !document.querySelector("#dlg-cothe[open]"), { timeout: 10000 });
    await page.click("#btn-cothe-hint");
    await page.waitForFunction(() => document.querySelector("#cothe-hint").dataset.move, { timeout: 10000 });
    await page.screenshot({ path: path.join(OUT, "serve-cothe.png") });
    await page.close();
    page = await h.openPage(browser, server.url, desktop, "vi");

    // Two people exploring an opening, the engine's three best lines beside the board.
    await h.newGame(page, { mode: "two" });
    for (const m of OPENING) await h.clickMove(page, m);
    await page.select("#multipv", "3");
    await page.click("#analysis-on");
    await page.waitForFunction(() => {
      const lines = window.cotuongState().analysis.lines;
      return lines.length === 3 && lines[0].depth >= 12;
    }, { timeout: 60000 });
    await h.clickSquare(page, "h6");  // a piece selected, its targets shown
    await page.screenshot({ path: path.join(OUT, "serve-analysis.png") });
    await page.close();

    // A perpetual check, judged by the arbiter, in Vietnamese letters.
    page = await h.openPage(browser, server.url, desktop, "vi");
    await page.click("#labels-vn");
    await h.newGame(page, { mode: "two" });
    await h.setUp(page, ROOK_CHECKS);
    for (const m of ROOK_CHECKS_MOVES) await h.clickMove(page, m);
    await h.waitForBody(page, () => document.body.dataset.over === "1");
    await page.screenshot({ path: path.join(OUT, "serve-finished.png") });
    await page.click("#labels-zh");
    await page.close();

    // A game against level 1 played to its end, then reviewed: the analyze report and its graph.
    page = await h.openPage(browser, server.url, { width: 1280, height: 1000 }, "vi");
    await h.newGame(page, { level: 1 });
    const player = h.seeded(31);
    let played = await h.waitForTurn(page);
    while (!played.verdict.over) {
      await h.clickMove(page, h.chooseMove(played, player));
      played = await h.waitForTurn(page);
    }
    await page.click("#btn-review");
    await page.waitForFunction(() => window.cotuongState().review.state === "done", { timeout: 120000 });
    await page.screenshot({ path: path.join(OUT, "serve-review.png"), fullPage: true });
    await page.close();

    // A game against level 1 on a phone, the person playing Black.
    page = await h.openPage(browser, server.url, { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true }, "vi");
    await h.newGame(page, { level: 1, human: "black", clock: "3+3" });
    const random = h.seeded(4);
    let state = await h.waitForTurn(page);
    for (let i = 0; i < 8 && !state.verdict.over; i++) {
      await h.clickMove(page, h.chooseMove(state, random));
      state = await h.waitForTurn(page);
    }
    await page.screenshot({ path: path.join(OUT, "serve-phone.png") });
    await page.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
