// The board editor ("Bày cờ"): pick a piece from the tray and place it by a click on a point or
// by dragging it there; a click on a placed piece with nothing picked (or the eraser) takes it
// off, a piece dragged on the board moves. The side to move, clear, the initial position and
// mirror (files a..i swapped). As the board changes the server's set-up check (POST
// /api/setup-check) names its problems in the page's language; then the position is played
// against a level, handed to two players, or copied (its FEN, or a link /?fen=...).
import { Board, parseFenBoard } from "./board.js";

const FILES = "abcdefghi";
const START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
const TRAY = ["K", "A", "B", "N", "R", "C", "P", "k", "a", "b", "n", "r", "c", "p"];
const PIECE_KEYS = { K: "king", A: "advisor", B: "elephant", N: "horse", R: "rook", C: "cannon", P: "pawn" };
const ERASER = "x";

// Returns the board field of a FEN built from pieces by square ({ e0: "K" }).
export function boardField(pieces) {
  const rows = [];
  for (let rank = 9; rank >= 0; --rank) {
    let row = "", empty = 0;
    for (const f of FILES) {
      const p = pieces[f + rank];
      if (!p) { ++empty; continue; }
      if (empty) row += String(empty);
      empty = 0;
      row += p;
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return rows.join("/");
}

// Wires the editor dialog; returns { open(), relabel(), state() }.
export function setupEditor({ page, call, newGame, toast }) {
  const $ = (id) => document.getElementById(id);
  const dialog = $("dlg-editor"), form = $("form-editor");
  const ed = { pieces: {}, side: "w", picked: "R", errors: [], checked: "", seq: 0 };

  const fen = () => `${boardField(ed.pieces)} ${ed.side} - - 0 1`;
  const board = new Board($("editor-board"), null, {
    onSquare: (sq) => {
      const here = ed.pieces[sq];
      if (ed.picked === ERASER || (here && here === ed.picked)) delete ed.pieces[sq];
      else ed.pieces[sq] = ed.picked;
      changed();
    },
    onDrag: (from, to) => {
      if (!ed.pieces[from]) return board.onSquare(to);
      ed.pieces[to] = ed.pieces[from];
      delete ed.pieces[from];
      changed();
    },
  });

  // The tray: one button per piece (and the eraser); a piece is picked by a click, or dragged.
  const tray = $("editor-tray");
  for (const p of [...TRAY, ERASER]) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "tray-piece " + (p === ERASER ? "eraser" : p === p.toUpperCase() ? "red" : "black");
    b.dataset.piece = p;
    b.draggable = p !== ERASER;
    b.addEventListener("click", () => pick(p));
    b.addEventListener("dragstart", (e) => { e.dataTransfer.setData("text/plain", p); pick(p); });
    tray.append(b);
  }
  const boardBox = $("editor-board");
  boardBox.addEventListener("dragover", (e) => e.preventDefault());
  boardBox.addEventListener("drop", (e) => {
    e.preventDefault();
    const p = e.dataTransfer.getData("text/plain");
    const sq = board.squareAtClient(e.clientX, e.clientY);
    if (!sq || !TRAY.includes(p)) return;
    ed.pieces[sq] = p;
    changed();
  });

  function pick(p) {
    ed.picked = p;
    for (const b of tray.children) b.setAttribute("aria-pressed", String(b.dataset.piece === p));
  }

  // Writes the tray's labels and names in the page's labels and language.
  function relabel() {
    const labels = page.info.labels;
    for (const b of tray.children) {
      const p = b.dataset.piece;
      if (p === ERASER) {
        b.textContent = "✕";
        b.title = t("editor.erase");
        continue;
      }
      const type = p.toUpperCase();
      const red = p === type;
      b.textContent = page.labels === "vn" ? labels.vn[type] : labels.zh[red ? "red" : "black"][type];
      b.title = `${t(`setup.piece.${PIECE_KEYS[type]}`)} ${t(red ? "color.red" : "color.black")}`;
    }
    board.setText({ label: t("editor.title"), river: { zh: t("page.river.zh").split("|"), vn: t("page.river.vn").split("|") } });
    board.setLabels(page.labels, labels);
    if (dialog.open) check();
  }

  function draw() {
    board.setPosition({ fen: fen(), legal: [] });
    $("editor-fen").textContent = fen();
    form.elements.side.value = ed.side;
  }

  // Asks the server's set-up check about the current position (the last answer wins).
  async function check() {
    const asked = fen();
    const seq = ++ed.seq;
    dialog.dataset.checked = "";
    let answer;
    try {
      answer = await call("/api/setup-check", { session: page.session, fen: asked });
    } catch (e) {
      answer = { ok: false, errors: [{ code: "error", text: e.message }] };
    }
    if (seq !== ed.seq) return;
    ed.errors = answer.errors;
    const list = $("editor-errors");
    list.replaceChildren(...answer.errors.map((e) =>
      Object.assign(document.createElement("li"), { textContent: e.text })));
    list.classList.toggle("ok", answer.ok);
    if (answer.ok) list.append(Object.assign(document.createElement("li"), { className: "ok", textContent: t("editor.ok") }));
    $("editor-play-engine").disabled = $("editor-play-two").disabled = !answer.ok;
    dialog.dataset.checked = asked;
  }

  function changed() {
    draw();
    check();
  }

  function load(f) {
    ed.pieces = parseFenBoard(f);
    ed.side = f.split(" ")[1] === "b" ? "b" : "w";
  }

  $("editor-clear").addEventListener("click", () => { ed.pieces = {}; changed(); });
  $("editor-initial").addEventListener("click", () => { load(START_FEN); changed(); });
  $("editor-mirror").addEventListener("click", () => {
    const mirrored = {};
    for (const [sq, p] of Object.entries(ed.pieces)) mirrored[FILES[8 - FILES.indexOf(sq[0])] + sq.slice(1)] = p;
    ed.pieces = mirrored;
    changed();
  });
  form.addEventListener("change", (e) => {
    if (e.target.name === "side") { ed.side = e.target.value; changed(); }
  });

  async function copy(text) {
    try {
      await navigator.clipboard.writeText(text);
    } catch (e) { /* no clipboard here: the text shows in the note */ }
    toast(t("editor.copied", { text }));
  }
  $("editor-copy-fen").addEventListener("click", () => copy(fen()));
  $("editor-share").addEventListener("click", () =>
    copy(`${location.origin}/?fen=${encodeURIComponent(fen())}`));

  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const how = e.submitter ? e.submitter.value : "cancel";
    if (how === "cancel") { dialog.close(); return; }
    const st = page.st;
    const fields = { mode: how, rules: st.rules, clock: st.clock ? st.clock.preset : "none", fen: fen() };
    if (how === "engine") {
      fields.human = form.elements.human.value;
      fields.level = Number($("editor-level").value);
    } else {
      fields.human = st.human;
      fields.level = st.level;
    }
    const error = await newGame(fields);
    if (error) {
      $("editor-errors").replaceChildren(Object.assign(document.createElement("li"), { textContent: error }));
      return;
    }
    dialog.close();
  });

  $("btn-editor").addEventListener("click", () => {
    load(page.st ? page.st.fen : START_FEN);
    $("editor-level").value = String(page.st ? page.st.level : 1);
    pick(ed.picked);
    relabel();
    dialog.showModal();
    changed();
  });

  // For the page's own tests: the editor's FEN and the last check's errors.
  window.cotuongEditor = () => ({ fen: fen(), errors: ed.errors, checked: dialog.dataset.checked });
  return { relabel, state: () => ({ fen: fen(), errors: ed.errors }) };
}
