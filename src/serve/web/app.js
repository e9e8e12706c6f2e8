// The play page: talks to the engine on this machine (cotuong serve's JSON interface), draws
// what the server's state says, and sends what the person does. The server judges everything
// (legal moves, the verdict, clocks, takebacks); the page only shows it.
// Every word it shows comes from the message catalogue through i18n.js (window.t).
import { Board } from "./board.js";
import { setupCothe, cotheShow, openFromLink } from "./cothe.js";
import { setupEditor } from "./editor.js";

const $ = (id) => document.getElementById(id);
const POLL_RETRY_MS = 1000;

const page = {
  session: null,
  info: null,          // labels, levels, clock presets, rule sets (once, from the server)
  st: null,            // the last state
  moves: null,         // its move list and the list's key (a poll without news leaves it out)
  receivedAt: 0,       // when st arrived (performance.now()), for the clocks between states
  flipped: false,
  labels: localStorage.getItem("cotuong.labels") || "zh",
  notation: localStorage.getItem("cotuong.notation") || "vn",
  ended: false,
};

// ---- The server ------------------------------------------------------------------------

class ApiError extends Error {
  constructor(message, status) { super(message); this.status = status; }
}

// Returns the JSON answer of a request, or throws its error message.
async function call(path, body = null, params = null) {
  // The server words its errors (and the state's texts) in the page's language.
  const query = new URLSearchParams({ ...(params || {}), lang: I18n.lang });
  const url = path + "?" + query.toString();
  const init = body === null ? { method: "GET" }
    : { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...body, lang: I18n.lang }) };
  let res;
  try {
    res = await fetch(url, init);
  } catch (e) {
    throw new ApiError(t("page.error.unreachable"), 0);
  }
  const text = await res.text();
  let json = null;
  try { json = JSON.parse(text); } catch (e) { /* a PGN or an unexpected page */ }
  if (!res.ok) throw new ApiError((json && json.error) || t("page.error.http", { status: res.status }), res.status);
  return json === null ? text : json;
}

// Sends an action and shows its state; an error is shown and nothing changes.
async function act(path, fields = {}) {
  try {
    const st = await call(path, { session: page.session, ...fields });
    show(st);
    return st;
  } catch (e) {
    toast(e.message);
    if (page.st) show(page.st, true);  // undo what the board showed ahead of the server
    if (e.status === 404) sessionEnded();
    return null;
  }
}

// Waits for each change of the state, as long as the page is open.
async function pollLoop() {
  while (!page.ended) {
    try {
      const known = page.moves;  // the move list the page holds, and its key
      const st = await call("/api/state", null, {
        session: page.session, after: page.st ? page.st.version : 0, wait: 1,
        moves: known ? known.key : 0,
      });
      if (st.moves === undefined) st.moves = known.list;  // unchanged: the server left it out
      show(st);
    } catch (e) {
      if (e.status === 404) { sessionEnded(); return; }
      await new Promise((r) => setTimeout(r, e.status === 429 ? 1000 : POLL_RETRY_MS));
    }
  }
}

function sessionEnded() {
  if (page.ended) return;
  page.ended = true;
  $("status").textContent = t("page.session_ended");
}

// ---- Drawing the state -----------------------------------------------------------------

const sideName = (side) => t(side === "red" ? "color.red" : "color.black");
// Returns the page's name of a rule set ("asian").
const rulesName = (rules) => (I18n.has(`page.rules.name.${rules}`) ? t(`page.rules.name.${rules}`) : rules);

// Returns the text split into lines of at most `width` characters at spaces.
function wrap(text, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && (line + " " + word).length > width) { lines.push(line); line = word; }
    else line = line ? line + " " + word : word;
  }
  if (line) lines.push(line);
  return lines;
}

// Returns the heading of a finished game, from the player's side against the engine.
function resultTitle(st) {
  const r = st.verdict.result;
  if (r === "1/2-1/2") return t("page.result.draw");
  const winner = r === "1-0" ? "red" : "black";
  if (st.mode === "engine") return t(winner === st.human ? "page.result.win" : "page.result.lose");
  return t("page.result.side_wins", { side: sideName(winner) });
}

// Draws a state; an older one than the page has (an answer overtaken by a poll) is dropped,
// unless `force` redraws the current one (after the board showed a refused move).
function show(st, force = false) {
  if (!force && page.st && st.version < page.st.version) return;
  const first = !page.st;
  page.st = st;
  page.moves = { key: st.moves_key, list: st.moves };
  page.receivedAt = performance.now();
  document.body.dataset.version = st.version;
  document.body.dataset.moves = st.moves.length;
  document.body.dataset.over = st.verdict.over ? "1" : "0";
  document.body.dataset.thinking = st.thinking ? "1" : "0";
  document.body.dataset.side = st.side;
  if (first) page.flipped = st.mode === "engine" && st.human === "black";

  const over = st.verdict.over;
  page.board.setPosition({
    fen: st.fen,
    legal: st.legal,
    lastMove: st.last_move,
    checkSquare: st.check_square,
    banner: over ? { title: resultTitle(st), lines: wrap(st.verdict.explanation, 40) } : null,
  });
  page.board.setFlipped(page.flipped);

  // Status: whose turn, check, thinking.
  const status = $("status");
  let text;
  if (over) text = t("page.status.over");
  else if (st.thinking) text = t("page.status.thinking");
  else if (st.mode === "engine") text = t("page.status.your_move", { side: sideName(st.side) });
  else text = t("page.status.to_move", { side: sideName(st.side) });
  if (st.in_check && !over) text = t("page.status.check", { status: text });
  status.textContent = text;
  status.classList.toggle("check", st.in_check && !over);

  const result = $("result");
  result.hidden = !over;
  if (over) {
    result.replaceChildren();
    const strong = document.createElement("strong");
    strong.textContent = `${resultTitle(st)} (${st.verdict.result})`;
    const why = document.createElement("div");
    why.className = "explanation";
    why.textContent = st.verdict.explanation;
    const rule = document.createElement("div");
    rule.className = "rule";
    rule.textContent = t("page.result.rule", { rule: st.verdict.rule, rules: rulesName(st.rules) });
    result.append(strong, why, rule);
    if (st.record_note) {
      const note = document.createElement("div");
      note.className = "note";
      note.textContent = st.record_note;
      result.append(note);
    }
  }
  $("warning").hidden = !st.verdict.warning;
  $("warning").textContent = st.verdict.warning;

  const info = [];
  if (st.mode === "engine") {
    info.push(t("page.info.level", { level: st.level, name: st.level_name }),
      t("page.info.you_play", { side: sideName(st.human) }));
    const tb = st.takebacks;
    info.push(tb.allowance < 0 ? t("page.info.takebacks_unlimited")
      : t("page.info.takebacks_left", { left: tb.left, allowance: tb.allowance }));
  } else {
    info.push(t("page.info.two"));
  }
  info.push(t("page.info.rules", { rules: rulesName(st.rules) }));
  if (st.clock) info.push(t("page.info.clock", { clock: st.clock.preset }));
  if (st.message) info.push(st.message);
  $("game-info").textContent = info.join(" · ");

  const undo = $("btn-undo");
  undo.disabled = !st.takebacks.can;
  const tb = st.takebacks;
  undo.title = tb.can ? t("page.undo") : I18n.has(`page.takeback.${tb.why_not_code}`)
    ? t(`page.takeback.${tb.why_not_code}`, { rules: rulesName(st.rules), n: tb.allowance, level: `${st.level} (${st.level_name})` })
    : tb.why_not;

  drawMoves(st);
  drawClocks();
  drawAnalysis(st);
  drawReview(st);
  drawRecord(st);
  cotheShow(st);
}

function drawMoves(st) {
  const list = $("movelist");
  list.replaceChildren();
  $("opening").textContent = st.opening || "";
  const offset = st.black_started ? 1 : 0;
  const cells = [];
  st.moves.forEach((m, i) => {
    const ply = i + offset;
    if (ply % 2 === 0 || i === 0) {
      const num = document.createElement("span");
      num.className = "num";
      num.textContent = `${st.first_move_number + Math.floor(ply / 2)}.`;
      cells.push(num);
      if (ply % 2 === 1) cells.push(Object.assign(document.createElement("span"), { className: "mv", textContent: "…" }));
    }
    const mv = document.createElement("span");
    mv.className = "mv" + (i === st.moves.length - 1 ? " last" : "");
    mv.textContent = m[page.notation];
    mv.title = m.ucci;
    if (m.mark) mv.append(Object.assign(document.createElement("span"), { className: "mark", textContent: m.mark }));
    if (m.eval) mv.append(Object.assign(document.createElement("span"), { className: "ev", textContent: m.eval }));
    cells.push(mv);
  });
  const li = document.createElement("li");
  li.append(...cells);
  list.append(li);
  list.scrollTop = list.scrollHeight;
}

// Returns mm:ss (or h:mm:ss) of a time, tenths in the last ten seconds.
function clockText(ms) {
  if (ms < 10000) return (Math.max(0, ms) / 1000).toFixed(1);
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  const mmss = `${String(m).padStart(h ? 2 : 1, "0")}:${String(sec).padStart(2, "0")}`;
  return h ? `${h}:${mmss}` : mmss;
}

function drawClocks() {
  const st = page.st;
  const top = $("clock-top"), bottom = $("clock-bottom");
  if (!st || !st.clock) { top.hidden = bottom.hidden = true; return; }
  const c = st.clock;
  const elapsed = performance.now() - page.receivedAt;
  const bottomSide = page.flipped ? "black" : "red";
  for (const [node, side] of [[bottom, bottomSide], [top, bottomSide === "red" ? "black" : "red"]]) {
    let ms = c[`${side}_ms`];
    if (c.running === side) ms -= elapsed;
    node.hidden = false;
    node.dataset.side = side;
    node.classList.toggle("running", c.running === side);
    node.classList.toggle("low", ms < 20000);
    node.classList.toggle("flagged", st.verdict.rule === "loses on time" && st.verdict.at_fault === side);  // i18n-exempt: the server's rule code, compared
    let who = sideName(side);
    if (st.mode === "engine") who = t(side === st.human ? "page.clock.you" : "page.clock.engine", { side: who });
    node.replaceChildren(
      Object.assign(document.createElement("span"), { className: "who", textContent: who }),
      Object.assign(document.createElement("span"), { className: "time", textContent: clockText(ms) }));
  }
}

function drawAnalysis(st) {
  const a = st.analysis;
  const box = $("analysis-on");
  box.disabled = !a.allowed;
  box.checked = a.on && a.allowed;
  $("multipv").value = String(a.multipv);
  $("analysis-note").textContent = !a.allowed
    ? t("page.analysis_not_allowed")
    : a.on && !a.lines.length ? t("page.analysis_thinking") : "";
  const list = $("analysis-lines");
  list.replaceChildren();
  const showBar = a.allowed && a.on && a.lines.length > 0;
  for (const line of a.allowed && a.on ? a.lines : []) {
    const li = document.createElement("li");
    li.append(
      Object.assign(document.createElement("span"), { className: "score", textContent: line.score.text }),
      Object.assign(document.createElement("span"), { className: "depth", textContent: t("page.analysis_depth", { depth: line.depth }) }),
      document.createTextNode(line.pv[page.notation].join(" ")));
    list.append(li);
  }
  const bar = $("eval-bar");
  bar.hidden = !showBar;
  if (showBar) {
    const s = a.lines[0].score;
    const share = s.mate !== null ? (s.cp > 0 ? 1 : 0) : 0.5 + 0.5 * Math.tanh(s.cp / 600);
    $("eval-fill").style.height = `${(share * 100).toFixed(1)}%`;
    $("eval-text").textContent = s.text;
    bar.classList.toggle("flipped", page.flipped);
    bar.title = t("page.eval_title", { score: s.text });
  }
}

function drawReview(st) {
  const r = st.review;
  const canReview = st.moves.length > 0 && (st.mode === "two" || st.verdict.over);
  const button = $("btn-review");
  button.disabled = !canReview || r.state !== "none";
  button.title = t(canReview ? "page.review_title" : "page.review_when_over");
  const box = $("review-box");
  box.hidden = r.state === "none";
  $("review-progress").textContent = r.state === "running"
    ? t("page.review_running", { done: r.done, total: r.total, depth: r.depth })
    : r.state === "done" ? t("page.review_done", { depth: r.depth }) : "";
  const graph = $("review-graph");
  graph.hidden = r.state !== "done";
  if (r.state === "done" && graph.dataset.svg !== r.svg) {
    graph.dataset.svg = r.svg;
    graph.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(r.svg);
  }
  const summary = $("review-summary");
  summary.replaceChildren();
  for (const line of r.summary || [])
    summary.append(Object.assign(document.createElement("li"), { textContent: line }));
}

function drawRecord(st) {
  const body = $("record").querySelector("tbody");
  body.replaceChildren();
  for (const r of st.record) {
    const tr = document.createElement("tr");
    if (st.mode === "engine" && r.level === st.level) tr.className = "current";
    for (const v of [`${r.level} ${r.name}`, r.wins, r.draws, r.losses])
      tr.append(Object.assign(document.createElement("td"), { textContent: String(v) }));
    body.append(tr);
  }
}

// ---- Controls ----------------------------------------------------------------------------

let toastTimer = 0;
function toast(message) {
  const t = $("toast");
  t.textContent = message;
  t.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { t.hidden = true; }, 5000);
}

function setPressed(selector, attr, value) {
  for (const b of document.querySelectorAll(selector)) b.setAttribute("aria-pressed", String(b.dataset[attr] === value));
}

function setLabels(labels) {
  page.labels = labels;
  localStorage.setItem("cotuong.labels", labels);
  setPressed("[data-labels]", "labels", labels);
  page.board.setLabels(labels, page.info ? page.info.labels : null);
  if (page.editor) page.editor.relabel();
}

function setNotation(notation) {
  page.notation = notation;
  localStorage.setItem("cotuong.notation", notation);
  setPressed("[data-notation]", "notation", notation);
  if (page.st) { drawMoves(page.st); drawAnalysis(page.st); cotheShow(page.st); }
}

// Saves text as a file through the browser.
function download(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/x-chess-pgn" }));
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

async function save(path, name) {
  try {
    const text = await call(path, null, { session: page.session });
    download(name, typeof text === "string" ? text : JSON.stringify(text));
  } catch (e) {
    toast(e.message);
  }
}

// Returns the base64 text of bytes (a PGN file may be GBK: the server decodes it).
function base64(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

// Opens a dialog whose form submits through `submit` (which returns an error text or "").
function wireDialog(dialog, form, submit) {
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    if (e.submitter && e.submitter.value === "cancel") { dialog.close(); return; }
    const error = await submit(new FormData(form));
    if (!error) dialog.close();
  });
}

// Returns the words of a level's takebacks ("3 takebacks", "unlimited takebacks").
function takebacksText(n) {
  return n < 0 ? t("page.new.takebacks_unlimited") : t("page.new.takebacks", { n });
}

// Fills the choices the server lists (page.info: levels, clocks, rule sets, analysis lines) in
// the page's language, keeping what each select had chosen.
function fillChoices() {
  const info = page.info;
  const refill = (select, options) => {
    const chosen = select.value;
    select.replaceChildren(...options.map(([text, value]) => new Option(text, value)));
    if (chosen && options.some(([, v]) => v === chosen)) select.value = chosen;
  };
  const levels = info.levels.map((l) => [t("page.new.level_option",
    { level: l.level, name: l.name, takebacks: takebacksText(l.takebacks) }), String(l.level)]);
  refill($("new-level"), levels);
  refill($("editor-level"), levels);
  refill($("new-clock"), info.clocks.map((c) => {
    if (c === "none") return [t("page.clock.none"), c];
    const [minutes, seconds] = c.split("+");
    return [t("page.clock.preset", { minutes, seconds }), c];
  }));
  refill($("new-rules"), info.rules.map((r) =>
    [I18n.has(`page.rules.${r.name}`) ? t(`page.rules.${r.name}`) : r.name, r.name]));
  const lines = [];
  for (let n = 1; n <= info.max_multipv; ++n) lines.push([String(n), String(n)]);
  refill($("multipv"), lines);
}

// Shows the page in a language (the catalogue's words, the server's texts): the choice is
// remembered.
async function setLang(lang) {
  try {
    await I18n.load(lang);
  } catch (e) {
    toast(e.message);
    return;
  }
  I18n.apply(document);
  setPressed("button[data-lang]", "lang", I18n.lang);
  if (!page.info) return;
  page.board.setText({ label: t("page.board"), hint: t("page.board_hint"),
    river: { zh: t("page.river.zh").split("|"), vn: t("page.river.vn").split("|") } });
  fillChoices();
  if (page.editor) page.editor.relabel();
  if (page.st) {
    try {  // the state's texts (verdicts, notes) in the new language
      show(await call("/api/state", null, { session: page.session, moves: 0 }), true);
    } catch (e) {
      show(page.st, true);
    }
  }
  document.body.dataset.lang = I18n.lang;  // (for the tests: the page is in its language now)
}

function currentSettings() {
  const st = page.st;
  return { mode: st.mode, human: st.human, level: st.level, clock: st.clock ? st.clock.preset : "none", rules: st.rules };
}

async function newGame(fields) {
  try {
    const st = await call("/api/new", { session: page.session, ...fields });
    page.flipped = st.mode === "engine" && st.human === "black";
    show(st);  // (unless the engine's first move came first: then that newer state stays)
    page.board.setFlipped(page.flipped);
    drawClocks();
    return "";
  } catch (e) {
    return e.message;
  }
}

function setupControls() {
  $("btn-flip").addEventListener("click", () => {
    page.flipped = !page.flipped;
    page.board.setFlipped(page.flipped);
    drawClocks();
    if (page.st) drawAnalysis(page.st);
  });
  for (const b of document.querySelectorAll("[data-labels]")) b.addEventListener("click", () => setLabels(b.dataset.labels));
  for (const b of document.querySelectorAll("[data-notation]")) b.addEventListener("click", () => setNotation(b.dataset.notation));
  for (const b of document.querySelectorAll("button[data-lang]")) b.addEventListener("click", () => setLang(b.dataset.lang));
  $("btn-undo").addEventListener("click", () => act("/api/takeback"));
  $("btn-review").addEventListener("click", () => act("/api/review"));
  $("btn-review-pgn").addEventListener("click", () => save("/api/review.pgn", "cotuong-review.pgn"));
  $("btn-save").addEventListener("click", () => save("/api/pgn", `cotuong-${new Date().toISOString().slice(0, 10)}.pgn`));
  $("analysis-on").addEventListener("change", (e) =>
    act("/api/analysis", { on: e.target.checked, multipv: Number($("multipv").value) }));
  $("multipv").addEventListener("change", (e) =>
    act("/api/analysis", { on: $("analysis-on").checked, multipv: Number(e.target.value) }));

  // New game.
  const dlgNew = $("dlg-new"), formNew = $("form-new");
  fillChoices();
  const syncMode = () => dlgNew.classList.toggle("two-players", formNew.elements.mode.value === "two");
  formNew.addEventListener("change", syncMode);
  $("btn-new").addEventListener("click", () => {
    const s = currentSettings();
    formNew.elements.mode.value = s.mode;
    formNew.elements.human.value = s.human;
    formNew.elements.level.value = String(s.level);
    formNew.elements.clock.value = s.clock;
    formNew.elements.rules.value = s.rules;
    syncMode();
    dlgNew.showModal();
  });
  wireDialog(dlgNew, formNew, async (data) => {
    const error = await newGame({ mode: data.get("mode"), human: data.get("human"),
      level: Number(data.get("level")), clock: data.get("clock"), rules: data.get("rules") });
    if (error) toast(error);
    return error;
  });

  // Set-up from a FEN, with the current game's options.
  const dlgSetup = $("dlg-setup");
  $("btn-setup").addEventListener("click", () => {
    $("setup-fen").value = page.st.fen;
    $("setup-error").textContent = "";
    dlgSetup.showModal();
  });
  wireDialog(dlgSetup, $("form-setup"), async (data) => {
    const error = await newGame({ ...currentSettings(), fen: String(data.get("fen")).trim() });
    $("setup-error").textContent = error;
    return error;
  });

  // Load a PGN file (or pasted text).
  const dlgLoad = $("dlg-load");
  $("btn-load").addEventListener("click", () => {
    $("load-error").textContent = "";
    $("load-file").value = "";
    dlgLoad.showModal();
  });
  wireDialog(dlgLoad, $("form-load"), async () => {
    const file = $("load-file").files[0];
    let fields;
    if (file) fields = { pgn_base64: base64(new Uint8Array(await file.arrayBuffer())) };
    else if ($("load-text").value.trim()) fields = { pgn: $("load-text").value };
    else { $("load-error").textContent = t("page.load.empty"); return "empty"; }
    try {
      show(await call("/api/load", { session: page.session, ...fields }));
      return "";
    } catch (e) {
      $("load-error").textContent = e.message;
      return e.message;
    }
  });

  // The board editor (Bày cờ): a position built by hand, then played.
  page.editor = setupEditor({ page, call, newGame, toast });

  // Back from the browser's page cache: that session has ended; start afresh.
  window.addEventListener("pageshow", (e) => { if (e.persisted) location.reload(); });
  // The page goes away: its engine stops now rather than at the server's timeout.
  window.addEventListener("pagehide", () => {
    if (!page.session || page.ended) return;
    page.ended = true;
    fetch("/api/close", { method: "POST", keepalive: true, headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ session: page.session }) }).catch(() => {});
  });
}

// The last state, for the page's own tests (the same JSON the server sent).
window.cotuongState = () => page.st;

async function start() {
  page.board = new Board($("board"), (move) => act("/api/move", { move }));
  try {
    await setLang(I18n.lang);
    const opened = await call("/api/session", {});
    page.session = opened.session;
    page.info = opened.info;
    setupControls();
    await setLang(I18n.lang);
    setLabels(page.labels);
    setNotation(page.notation);
    setupCothe({ call, newGame, toast, page });
    show(opened.state);
    $("status").removeAttribute("data-i18n");  // the state's words from now on
    await openFromLink();  // a shared link's position (/?fen=...)
    document.body.dataset.ready = "1";
    performance.mark("cotuong-ready");  // the page's load time, for measurements
    setInterval(drawClocks, 100);
    pollLoop();
  } catch (e) {
    $("status").textContent = t("page.status.cannot_start", { why: e.message });
  }
}

start();
