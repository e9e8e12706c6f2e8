// The page's cờ thế: the built-in collection of composed endgames (GET /api/cothe), each opened
// as a game of this page's session (POST /api/new with its FEN: the person plays the attacker,
// the engine defends at level 5, its full strength); a hint (the mate prover's move for a win,
// the engine's for a draw), the solution on request or at the end; and "Mời bạn", the link
// /?fen=<FEN> that opens the same position, which start() follows when the page is opened by it.
// The server judges the game; this module only chooses what to play and shows the composition.

// The catalogue's texts (i18n.js, loaded before the modules): window.t.
const t = (key, args) => window.t(key, args);
const $ = (id) => document.getElementById(id);


// ctx: what app.js shares (call, newGame, toast, the page's state).
let ctx = null;
const cothe = {
  list: null,      // the collection, once fetched
  active: null,    // the composition being played (GET /api/cothe/position), or null
  shown: false,    // the solution is shown
  hintFor: "",     // the FEN the hint on show is for
};

// Returns the placement and side of a FEN: two FENs of one position share it.
function positionKey(fen) {
  const [board, side = "w"] = String(fen).trim().split(/\s+/);
  return `${board} ${side === "b" ? "b" : "w"}`;
}

const sideText = (side) => t(side === "black" ? "color.black" : "color.red");

// Returns the goal of a composition: "Đỏ đi trước thắng sau 3 nước", "Đỏ đi trước, hòa".
function goalText(c) {
  return c.mate_in > 0 ? t("cothe.goal.win", { side: sideText(c.attacker), n: c.mate_in })
    : t("cothe.goal.draw", { side: sideText(c.attacker) });
}

// Returns the link that opens fen on this page.
export function inviteUrl(fen) {
  return `${location.origin}/?fen=${encodeURIComponent(fen)}`;
}

async function loadList() {
  if (!cothe.list) cothe.list = (await ctx.call("/api/cothe")).compositions;
  return cothe.list;
}

function drawList() {
  const body = $("cothe-list").querySelector("tbody");
  body.replaceChildren();
  for (const c of cothe.list) {
    const tr = document.createElement("tr");
    tr.dataset.number = String(c.number);
    const name = document.createElement("td");
    name.append(
      Object.assign(document.createElement("span"), { className: "vi", textContent: c.vi }),
      Object.assign(document.createElement("span"), { className: "zh", textContent: c.zh, lang: "zh" }));
    const open = Object.assign(document.createElement("button"), {
      type: "button", className: "cothe-open", textContent: t("cothe.open"),
    });
    open.dataset.number = String(c.number);
    open.addEventListener("click", async () => {
      const error = await openComposition(c.number);
      if (!error) $("dlg-cothe").close();
    });
    const cells = [
      Object.assign(document.createElement("td"), { textContent: String(c.number) }),
      name,
      Object.assign(document.createElement("td"), { textContent: t(`cothe.kind.${c.kind}`) }),
      Object.assign(document.createElement("td"), { textContent: goalText(c) }),
    ];
    const last = document.createElement("td");
    last.append(open);
    tr.append(...cells, last);
    body.append(tr);
  }
}

// Opens composition `number`; returns an error text, or "".
export async function openComposition(number) {
  let c;
  try {
    c = await ctx.call("/api/cothe/position", null, { number });
  } catch (e) {
    ctx.toast(e.message);
    return e.message;
  }
  cothe.active = c;
  cothe.shown = false;
  clearHint();
  const full = Math.max(...ctx.page.info.levels.map((l) => l.level));  // the engine's full strength
  const error = await ctx.newGame({ mode: "engine", human: c.attacker, level: full, clock: "none",
    rules: "asian", fen: c.fen });
  if (error) {
    cothe.active = null;
    ctx.toast(error);
    drawBox(ctx.page.st);
  }
  return error;
}

// Draws the cờ thế box for a state: shown while the game is the composition's (another game,
// a set-up or a loaded PGN ends the cờ thế).
function drawBox(st) {
  const box = $("cothe-box");
  const c = cothe.active;
  if (c && st && (st.mode !== "engine" || positionKey(st.start_fen) !== positionKey(c.fen))) cothe.active = null;
  document.body.dataset.cothe = cothe.active ? String(cothe.active.number) : "";
  box.hidden = !cothe.active;
  if (!cothe.active || !st) return;
  $("cothe-title").textContent = t("cothe.box.title", { n: c.number });
  $("cothe-name-vi").textContent = c.vi;
  $("cothe-name-zh").textContent = c.zh;
  $("cothe-goal").textContent = goalText(c);
  $("cothe-you").textContent = t("cothe.you_play", { side: sideText(c.attacker) });
  const over = st.verdict.over;
  const yourTurn = !over && !st.thinking && st.side === c.attacker;
  $("btn-cothe-hint").disabled = !yourTurn;
  if (cothe.hintFor && cothe.hintFor !== st.fen) clearHint();

  const outcome = $("cothe-outcome");
  outcome.hidden = !over;
  if (over) {
    const r = st.verdict.result;
    const attackerWins = (r === "1-0" && c.attacker === "red") || (r === "0-1" && c.attacker === "black");
    const won = attackerWins || (c.mate_in === 0 && r === "1/2-1/2");
    outcome.textContent = t(won ? "cothe.solved" : "cothe.not_solved");
    outcome.dataset.solved = won ? "1" : "0";
    cothe.shown = true;  // the end shows the solution
  }
  drawSolution();
}

function drawSolution() {
  const c = cothe.active;
  const box = $("cothe-solution");
  box.hidden = !c || !cothe.shown;
  if (box.hidden) return;
  const list = $("cothe-solution-moves");
  list.replaceChildren();
  const notation = ctx.page.notation || "vn";
  const moves = c.solution[notation] || c.solution.vn;
  $("cothe-solution-none").hidden = moves.length > 0;
  moves.forEach((m, i) => {
    const li = document.createElement("li");
    li.textContent = m;
    li.title = c.solution.ucci[i];
    li.className = (i % 2 === 0) ? "attack" : "defence";
    list.append(li);
  });
}

// Returns the FEN a shared link should open: the composition's, else the game's start.
function shareFen() {
  if (cothe.active) return cothe.active.fen;
  return ctx.page.st ? ctx.page.st.start_fen : "";
}

async function invite() {
  const url = inviteUrl(shareFen());
  const out = $("invite-url");
  out.value = url;
  $("invite-box").hidden = false;
  let copied = false;
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(url);
      copied = true;
    }
  } catch (e) { /* no permission: the person copies the shown link */ }
  $("invite-note").textContent = t(copied ? "cothe.invite.copied" : "cothe.invite.manual");
  if (!copied) { out.focus(); out.select(); }
}

function clearHint() {
  const out = $("cothe-hint");
  out.textContent = "";
  delete out.dataset.move;
  cothe.hintFor = "";
}

async function hint() {
  const c = cothe.active, st = ctx.page.st;
  if (!c || !st) return;
  clearHint();
  const out = $("cothe-hint");
  out.textContent = t("cothe.hint.thinking");
  const fen = st.fen;
  try {
    const h = await ctx.call("/api/cothe/hint", null, { fen, draw: c.mate_in > 0 ? "0" : "1" });
    if (ctx.page.st.fen !== fen) return;  // the board moved on meanwhile
    const move = h.move[ctx.page.notation] || h.move.vn;
    out.textContent = h.mate_in ? t("cothe.hint.mate", { hinted: move, n: h.mate_in }) : t("cothe.hint.engine", { hinted: move });
    out.dataset.move = h.move.ucci;
    cothe.hintFor = fen;
  } catch (e) {
    out.textContent = e.message;
  }
}

// Wires the controls; `context`: { call, newGame, toast, page } of app.js.
export function setupCothe(context) {
  ctx = context;
  const dialog = $("dlg-cothe");
  $("btn-cothe").addEventListener("click", async () => {
    try {
      await loadList();
    } catch (e) {
      ctx.toast(e.message);
      return;
    }
    drawList();
    dialog.showModal();
  });
  $("btn-cothe-close").addEventListener("click", () => dialog.close());
  $("btn-cothe-hint").addEventListener("click", hint);
  $("btn-cothe-solution").addEventListener("click", () => { cothe.shown = true; drawSolution(); });
  $("btn-invite").addEventListener("click", invite);
  $("btn-invite-close").addEventListener("click", () => { $("invite-box").hidden = true; });
}

// Redraws what depends on the state (app.js's show calls it with each state).
export function cotheShow(st) {
  if (ctx) drawBox(st);
}

// Opens the position a link names (/?fen=<FEN>): a composition by its FEN as the cờ thế,
// another position as a game against the engine with the person to move; an invalid one leaves
// the page as it is and says why.
export async function openFromLink() {
  const fen = new URLSearchParams(location.search).get("fen");
  if (fen === null) return;
  const note = $("link-note");
  let checked;
  try {
    checked = await ctx.call("/api/cothe/fen", null, { fen });
  } catch (e) {
    note.textContent = t("cothe.link.invalid", { why: e.message });
    note.className = "link-note error";
    note.hidden = false;
    document.body.dataset.link = "invalid";
    return;
  }
  let error;
  if (checked.number !== null) {
    error = await openComposition(checked.number);
  } else {
    const s = ctx.page.st;
    error = await ctx.newGame({ mode: "engine", human: checked.side, level: s.level, clock: "none",
      rules: s.rules, fen: checked.fen });
  }
  if (error) {
    note.textContent = t("cothe.link.invalid", { why: error });
    note.className = "link-note error";
    document.body.dataset.link = "invalid";
  } else {
    note.textContent = t("cothe.link.opened");
    note.className = "link-note";
    document.body.dataset.link = "opened";
  }
  note.hidden = false;
}
