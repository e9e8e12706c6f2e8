// The page's cờ thế in a real browser (Debian's chromium, headless): a composition opened from
// the list plays against the engine's defence, the hint and the solution, the end, and the link
// "Mời bạn" shares (/?fen=...), which opens the same position; an invalid link says why.
"use strict";
const { test, before, after } = require("node:test");
const assert = require("node:assert/strict");
const h = require("./harness.js");

let server;
let browser;
let compositions;

before(async () => {
  server = await h.startServer();
  browser = await h.launchBrowser();
  compositions = (await (await fetch(server.url + "api/cothe")).json()).compositions;
});

after(async () => {
  if (browser) await browser.close();
  if (server) assert.equal(await server.stop(), 0, `cotuong serve did not stop cleanly: ${server.output()}`);
});

// Returns the placement and side of a FEN (what two FENs of one position share).
const positionKey = (fen) => fen.split(" ").slice(0, 2).join(" ").replace(/ r$/, " w");

// Opens composition `number` from the list; resolves once its game is on the board.
async function openFromList(page, number) {
  await page.click("#btn-cothe");
  await page.waitForSelector("#dlg-cothe[open]");
  const rows = await page.$$eval("#cothe-list tbody tr", (r) => r.length);
  await page.click(`#cothe-list button[data-number="${number}"]`);
  await page.waitForFunction((n) => document.body.dataset.cothe === String(n) &&
    !document.querySelector("#dlg-cothe[open]"), { timeout: 10000 }, number);
  return rows;
}

// Waits until the engine has answered: the attacker is to move again, or the game is over.
async function waitForDefence(page, plies) {
  await page.waitForFunction((n) => Number(document.body.dataset.moves) >= n || document.body.dataset.over === "1",
    { timeout: 30000 }, plies);
}

test("a cờ thế opened from the list plays: the first move is answered by the engine's defence", async () => {
  const page = await h.openPage(browser, server.url);
  const c = compositions.find((x) => x.mate_in === 3 && x.attacker === "red");
  assert.ok(c, "the collection has a red mate in 3");
  const rows = await openFromList(page, c.number);
  assert.ok(rows >= 40, `the list shows the collection (${rows} positions)`);
  let st = await h.pageState(page);
  assert.equal(positionKey(st.fen), positionKey(c.fen));
  assert.equal(st.human, c.attacker);
  assert.equal(st.level, 5, "the engine defends at full strength");
  assert.equal(await page.$eval("#cothe-box", (b) => b.hidden), false);
  assert.equal(await page.$eval("#cothe-name-zh", (e) => e.textContent), c.zh);
  assert.equal(await page.$eval("#cothe-name-vi", (e) => e.textContent), c.vi);

  // The hint is the mate prover's move; played by clicks, the engine defends.
  let clock = Date.now();
  await page.click("#btn-cothe-hint");
  await page.waitForFunction(() => document.querySelector("#cothe-hint").dataset.move, { timeout: 10000 });
  const hintMs = Date.now() - clock;
  const first = await page.$eval("#cothe-hint", (e) => e.dataset.move);
  clock = Date.now();
  await h.clickMove(page, first);
  await waitForDefence(page, 2);
  const defenceMs = Date.now() - clock;
  console.log(`# cờ thế ${c.number} (mate in ${c.mate_in}): hint shown ${hintMs} ms after the click, ` +
    `the engine's defence (level 5) ${defenceMs} ms after the move's clicks`);
  st = await h.pageState(page);
  assert.equal(st.moves.length, 2, "the engine answered the attacker's move");
  assert.equal(st.moves[0].ucci, first);
  assert.equal(st.side, c.attacker);
  assert.equal(await page.$eval("#cothe-hint", (e) => e.textContent), "", "the old hint is gone");

  // Hint by hint, the attacker mates in the stated number of moves.
  for (let move = 2; move <= c.mate_in; ++move) {
    await page.click("#btn-cothe-hint");
    await page.waitForFunction(() => document.querySelector("#cothe-hint").dataset.move, { timeout: 10000 });
    const hinted = await page.$eval("#cothe-hint", (e) => e.dataset.move);
    await h.clickMove(page, hinted);
    if (move < c.mate_in) await waitForDefence(page, 2 * move);
  }
  await page.waitForFunction(() => document.body.dataset.over === "1", { timeout: 10000 });
  st = await h.pageState(page);
  assert.equal(st.verdict.result, "1-0");
  assert.equal(st.moves.length, 2 * c.mate_in - 1);
  // At the end: solved, and the solution shown.
  assert.equal(await page.$eval("#cothe-outcome", (e) => e.dataset.solved), "1");
  assert.equal(await page.$eval("#cothe-solution", (e) => e.hidden), false);
  assert.equal(await page.$$eval("#cothe-solution-moves li", (l) => l.length), 2 * c.mate_in - 1);
  assert.equal(page.lastError, undefined);
  await page.close();
});

test("the solution on request, and a shared link opens the same position", async () => {
  const page = await h.openPage(browser, server.url);
  const c = compositions.find((x) => x.attacker === "black" && x.mate_in > 0);
  await openFromList(page, c.number);
  assert.equal(await page.$eval("#cothe-solution", (e) => e.hidden), true, "no solution before it is asked for");
  await page.click("#btn-cothe-solution");
  assert.equal(await page.$$eval("#cothe-solution-moves li", (l) => l.length), 2 * c.mate_in - 1);

  // "Mời bạn": the link names the composition's position.
  await page.click("#btn-invite");
  await page.waitForFunction(() => document.querySelector("#invite-url").value !== "");
  const url = await page.$eval("#invite-url", (e) => e.value);
  assert.equal(url, `${new URL(server.url).origin}/?fen=${encodeURIComponent(c.fen)}`);
  await page.close();

  // A friend opens it: the same position, as the cờ thế, the friend playing the attacker (on a
  // page in Vietnamese, the default).
  const friend = await h.openPage(browser, url, undefined, "vi");
  assert.equal(await friend.evaluate(() => document.body.dataset.link), "opened");
  assert.equal(await friend.evaluate(() => document.body.dataset.cothe), String(c.number));
  const st = await h.pageState(friend);
  assert.equal(positionKey(st.fen), positionKey(c.fen));
  assert.equal(st.human, "black");
  assert.equal(await friend.$eval("#cothe-name-vi", (e) => e.textContent), c.vi);
  assert.equal(await friend.$eval("#cothe-goal", (e) => e.textContent), `Đen đi trước thắng sau ${c.mate_in} nước`);
  assert.equal(await friend.$eval("#btn-cothe-hint", (e) => e.textContent), "Gợi ý");
  assert.equal(await friend.$eval("#btn-cothe-solution", (e) => e.textContent), "Xem lời giải");
  assert.equal(await friend.$eval("#btn-invite", (e) => e.textContent), "Mời bạn");
  assert.equal(friend.lastError, undefined);
  await friend.close();
});

test("a link to any position opens it; an invalid one says why and leaves the start", async () => {
  const fen = "4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1";  // not in the collection
  const page = await h.openPage(browser, `${server.url}?fen=${encodeURIComponent(fen)}`);
  assert.equal(await page.evaluate(() => document.body.dataset.link), "opened");
  assert.equal(await page.evaluate(() => document.body.dataset.cothe), "");
  let st = await h.pageState(page);
  assert.equal(positionKey(st.start_fen), positionKey(fen));
  assert.equal(st.human, "red");
  // Its own "Mời bạn" link names the same position.
  await page.click("#btn-invite");
  await page.waitForFunction(() => document.querySelector("#invite-url").value !== "");
  const url = new URL(await page.$eval("#invite-url", (e) => e.value));
  assert.equal(positionKey(url.searchParams.get("fen")), positionKey(fen));
  await page.close();

  // Kings facing each other: no position to play.
  const bad = await h.openPage(browser, `${server.url}?fen=${encodeURIComponent("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")}`);
  assert.equal(await bad.evaluate(() => document.body.dataset.link), "invalid");
  assert.equal(await bad.$eval("#link-note", (e) => e.hidden), false);
  assert.match(await bad.$eval("#link-note", (e) => e.textContent), /FEN/);
  st = await h.pageState(bad);
  assert.equal(st.moves.length, 0);
  assert.equal(st.fen.split(" ")[0], "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR");
  assert.equal(bad.lastError, undefined);
  await bad.close();
});
