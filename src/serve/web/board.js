// The board: an SVG drawing of the position (scaled to any width by its viewBox), the pieces
// labelled in Hán characters or Việt letters, the last move and a king in check marked, and the
// legal targets of the selected piece shown. Moves are made by clicking the piece then its
// target, or by dragging it there; the board calls onMove("h2e2") and never judges legality
// itself: it offers only the moves the server listed. In the editor (onSquare given) a click on
// a point calls onSquare("e4"), and a piece dragged from one point to another onDrag("e4", "e5").
// Its words (the river's, the banner's hint, its name) come from the page: setText.

const SVG = "http://www.w3.org/2000/svg";
const FILES = "abcdefghi";
const STEP = 100;   // between two points
const MARGIN = 50;  // from the wood's edge to the outer lines
const CHINESE_DIGITS = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];

// Returns an SVG element with attributes.
function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

// Returns the pieces of a FEN's board field by square name: { e0: "K", e9: "k", ... }.
export function parseFenBoard(fen) {
  const pieces = {};
  const ranks = fen.split(" ")[0].split("/");
  ranks.forEach((row, i) => {
    const rank = 9 - i;
    let file = 0;
    for (const ch of row) {
      if (ch >= "1" && ch <= "9") file += Number(ch);
      else pieces[FILES[file++] + rank] = ch;
    }
  });
  return pieces;
}

export class Board {
  // container: the element the SVG goes in; onMove(ucci): the person made a move. The editor
  // passes { onSquare, onDrag } instead of onMove.
  constructor(container, onMove, { onSquare = null, onDrag = null } = {}) {
    this.container = container;
    this.onMove = onMove;
    this.onSquare = onSquare;
    this.onDrag = onDrag;
    this.text = { river: { zh: ["", ""], vn: ["", ""] }, hint: "" };
    this.flipped = false;
    this.labels = "zh";
    this.labelTable = null;
    this.pieces = {};
    this.legal = [];      // UCCI moves the person may make now
    this.lastMove = null;
    this.checkSquare = null;
    this.banner = null;   // { title, lines } over the board when the game is over
    this.selected = null;
    this.drag = null;
    this.renderedKey = "";
    this.svg = el("svg", { viewBox: "0 -40 900 1080", role: "img" });
    container.appendChild(this.svg);
    this.svg.addEventListener("pointerdown", (e) => this.pointerDown(e));
    this.svg.addEventListener("pointermove", (e) => this.pointerMove(e));
    this.svg.addEventListener("pointerup", (e) => this.pointerUp(e));
    this.svg.addEventListener("pointercancel", () => this.cancelDrag());
  }

  // Shows a position: fen, the legal moves of the person to move, the last move, the king in check.
  setPosition({ fen, legal, lastMove, checkSquare, banner }) {
    const pieces = parseFenBoard(fen);
    const changed = fen !== this.fen;
    this.fen = fen;
    this.pieces = pieces;
    this.legal = legal || [];
    this.lastMove = lastMove || null;
    this.checkSquare = checkSquare || null;
    if (JSON.stringify(banner || null) !== JSON.stringify(this.banner)) this.bannerHidden = false;
    this.banner = banner || null;
    this.pending = null;
    if (changed || (this.selected && !this.targetsOf(this.selected).length)) this.selected = null;
    this.render();
  }

  setFlipped(flipped) { this.flipped = flipped; this.render(); }
  // Sets the board's words: { label (its name), river: { zh: [left, right], vn: [...] }, hint }.
  setText(text) {
    this.text = { ...this.text, ...text };
    if (text.label) this.svg.setAttribute("aria-label", text.label);
    this.renderedKey = "";
    this.render();
  }

  // Returns the square under a point of the screen (clientX, clientY), or null.
  squareAtClient(clientX, clientY) {
    const p = this.svgPoint({ clientX, clientY });
    return this.squareAt(p.x, p.y);
  }
  setLabels(labels, table) { this.labels = labels; this.labelTable = table; this.render(); }

  // Returns the SVG point of a square name.
  point(square) {
    const file = FILES.indexOf(square[0]);
    const rank = Number(square.slice(1));
    const col = this.flipped ? 8 - file : file;
    const row = this.flipped ? rank : 9 - rank;
    return { x: MARGIN + STEP * col, y: MARGIN + STEP * row };
  }

  // Returns the square nearest an SVG point, or null off the board.
  squareAt(x, y) {
    const col = Math.round((x - MARGIN) / STEP);
    const row = Math.round((y - MARGIN) / STEP);
    if (col < 0 || col > 8 || row < 0 || row > 9) return null;
    const file = this.flipped ? 8 - col : col;
    const rank = this.flipped ? row : 9 - row;
    return FILES[file] + rank;
  }

  // Returns the target squares of the piece on `from` among the legal moves.
  targetsOf(from) {
    return this.legal.filter((m) => m.slice(0, 2) === from).map((m) => m.slice(2, 4));
  }

  label(piece) {
    const type = piece.toUpperCase();
    if (!this.labelTable) return type;
    if (this.labels === "vn") return this.labelTable.vn[type];
    return this.labelTable.zh[piece === type ? "red" : "black"][type];
  }

  render() {
    const key = JSON.stringify([this.fen, this.legal, this.lastMove, this.checkSquare, this.flipped,
      this.labels, this.selected, this.banner, this.bannerHidden, !!this.labelTable, this.pending]);
    if (key === this.renderedKey || this.drag) return;
    this.renderedKey = key;
    const svg = this.svg;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    this.drawGrid();
    this.drawMarks();
    this.pieceNodes = {};
    for (const [square, piece] of Object.entries(this.pieces)) this.drawPiece(square, piece);
    this.drawTargets();
    // The hit layer: one transparent disc per point, on top, naming its square.
    const hits = el("g", { class: "hits" }, svg);
    for (let f = 0; f < 9; f++)
      for (let r = 0; r < 10; r++) {
        const sq = FILES[f] + r;
        const p = this.point(sq);
        el("circle", { class: "hit", cx: p.x, cy: p.y, r: STEP / 2, "data-square": sq }, hits);
      }
    if (this.banner && !this.bannerHidden) this.drawBanner();
  }

  drawGrid() {
    const g = el("g", { class: "grid" }, this.svg);
    el("rect", { x: 0, y: 0, width: 900, height: 1000, rx: 18, fill: "#e9c58f" }, g);
    el("rect", { class: "frame", x: MARGIN, y: MARGIN, width: 8 * STEP, height: 9 * STEP }, g);
    for (let row = 0; row < 10; row++) {
      const y = MARGIN + row * STEP;
      el("line", { x1: MARGIN, y1: y, x2: MARGIN + 8 * STEP, y2: y }, g);
    }
    for (let col = 0; col < 9; col++) {
      const x = MARGIN + col * STEP;
      if (col === 0 || col === 8) {
        el("line", { x1: x, y1: MARGIN, x2: x, y2: MARGIN + 9 * STEP }, g);
      } else {
        el("line", { x1: x, y1: MARGIN, x2: x, y2: MARGIN + 4 * STEP }, g);
        el("line", { x1: x, y1: MARGIN + 5 * STEP, x2: x, y2: MARGIN + 9 * STEP }, g);
      }
    }
    for (const top of [0, 7]) {
      const y0 = MARGIN + top * STEP, y2 = y0 + 2 * STEP;
      el("line", { x1: MARGIN + 3 * STEP, y1: y0, x2: MARGIN + 5 * STEP, y2 }, g);
      el("line", { x1: MARGIN + 5 * STEP, y1: y0, x2: MARGIN + 3 * STEP, y2 }, g);
    }
    // The small corner marks of the cannons' and pawns' start points.
    const starts = [[1, 2], [7, 2], [0, 3], [2, 3], [4, 3], [6, 3], [8, 3]];
    for (const [col, row] of starts)
      for (const r of [row, 9 - row]) this.drawStartMark(g, col, r);
    const river = this.text.river[this.labels] || this.text.river.zh;
    const riverY = MARGIN + 4.5 * STEP;
    el("text", { class: "river", x: MARGIN + 2 * STEP, y: riverY, "text-anchor": "middle",
      "dominant-baseline": "central" }, this.svg).textContent = river[0];
    el("text", { class: "river", x: MARGIN + 6 * STEP, y: riverY, "text-anchor": "middle",
      "dominant-baseline": "central" }, this.svg).textContent = river[1];
    // File numbers as each player counts them from their own right: the bottom player's below.
    const bottom = this.flipped ? "black" : "red";
    const coords = el("g", { class: "coords", "text-anchor": "middle" }, this.svg);
    for (let col = 0; col < 9; col++) {
      const file = this.flipped ? 8 - col : col;
      const x = MARGIN + col * STEP;
      for (const side of ["red", "black"]) {
        const n = side === "red" ? 9 - file : file + 1;
        const text = side === "red" && this.labels === "zh" ? CHINESE_DIGITS[n - 1] : String(n);
        const y = side === bottom ? 1030 : -16;
        el("text", { x, y }, coords).textContent = text;
      }
    }
  }

  drawStartMark(g, col, row) {
    const x = MARGIN + col * STEP, y = MARGIN + row * STEP, d = 7, len = 16;
    for (const sx of [-1, 1]) {
      if ((col === 0 && sx < 0) || (col === 8 && sx > 0)) continue;
      for (const sy of [-1, 1]) {
        const px = x + sx * d, py = y + sy * d;
        el("polyline", { points: `${px + sx * len},${py} ${px},${py} ${px},${py + sy * len}` }, g);
      }
    }
  }

  drawMarks() {
    if (!this.lastMove) return;
    const from = this.point(this.lastMove.slice(0, 2));
    const to = this.point(this.lastMove.slice(2, 4));
    el("circle", { class: "mark-from", cx: from.x, cy: from.y, r: 30, "data-mark": "from" }, this.svg);
    el("circle", { class: "mark-to", cx: to.x, cy: to.y, r: 49, "data-mark": "to" }, this.svg);
  }

  drawPiece(square, piece) {
    const p = this.point(square);
    const red = piece === piece.toUpperCase();
    const classes = ["piece", red ? "red" : "black"];
    if (square === this.selected) classes.push("selected");
    if (square === this.checkSquare) classes.push("checked");
    const g = el("g", { class: classes.join(" "), transform: `translate(${p.x} ${p.y})`,
      "data-piece": piece, "data-at": square, "pointer-events": "none" }, this.svg);
    el("circle", { class: "disc", r: 44 }, g);
    el("circle", { class: "ring", r: 37 }, g);
    const t = el("text", { class: this.labels, y: this.labels === "zh" ? 2 : 1 }, g);
    t.textContent = this.label(piece);
    this.pieceNodes[square] = g;
  }

  drawTargets() {
    if (!this.selected) return;
    for (const to of this.targetsOf(this.selected)) {
      const p = this.point(to);
      const capture = !!this.pieces[to];
      el("circle", { class: capture ? "target capture" : "target", cx: p.x, cy: p.y,
        r: capture ? 46 : 13, "data-target": to }, this.svg);
    }
  }

  drawBanner() {
    const g = el("g", { class: "banner", "pointer-events": "none" }, this.svg);
    const lines = this.banner.lines || [];
    const height = 140 + 34 * lines.length;
    const y0 = 500 - height / 2;
    el("rect", { x: 90, y: y0, width: 720, height, rx: 16 }, g);
    el("text", { class: "big", x: 450, y: y0 + 62 }, g).textContent = this.banner.title;
    lines.forEach((line, i) => {
      el("text", { class: "small", x: 450, y: y0 + 104 + 34 * i }, g).textContent = line;
    });
    el("text", { class: "hint", x: 450, y: y0 + height - 18 }, g).textContent = this.text.hint;
  }

  // Shows a move at once, before the server confirms it (its next state redraws the board).
  play(move) {
    const from = move.slice(0, 2), to = move.slice(2, 4);
    this.pieces = { ...this.pieces, [to]: this.pieces[from] };
    delete this.pieces[from];
    this.selected = null;
    this.legal = [];
    this.lastMove = move;
    this.checkSquare = null;
    this.pending = move;
    this.render();
    this.onMove(move);
  }

  // Returns the SVG coordinates of a pointer event.
  svgPoint(e) {
    const pt = this.svg.createSVGPoint();
    pt.x = e.clientX;
    pt.y = e.clientY;
    return pt.matrixTransform(this.svg.getScreenCTM().inverse());
  }

  select(square) {
    this.selected = square;
    this.renderedKey = "";
    this.render();
  }

  pointerDown(e) {
    if (e.button !== undefined && e.button !== 0) return;
    if (this.banner && !this.bannerHidden) {  // the result read: the final position shows
      this.bannerHidden = true;
      this.render();
      return;
    }
    const p = this.svgPoint(e);
    const square = this.squareAt(p.x, p.y);
    if (!square) return;
    if (this.onSquare) {  // the editor: a click, or a piece dragged to another point
      this.drag = { from: square, start: p, moved: false, pointer: e.pointerId, edit: true };
      if (this.pieces[square]) this.svg.setPointerCapture(e.pointerId);
      e.preventDefault();
      return;
    }
    if (this.selected && this.targetsOf(this.selected).includes(square)) {
      this.play(this.selected + square);
      return;
    }
    if (this.targetsOf(square).length) {
      this.select(square);
      this.drag = { from: square, start: p, moved: false, pointer: e.pointerId };
      this.svg.setPointerCapture(e.pointerId);
      e.preventDefault();
      return;
    }
    if (this.selected) this.select(null);
  }

  pointerMove(e) {
    const d = this.drag;
    if (!d || e.pointerId !== d.pointer) return;
    const p = this.svgPoint(e);
    if (!d.moved && Math.hypot(p.x - d.start.x, p.y - d.start.y) < 12) return;
    d.moved = true;
    const node = this.pieceNodes[d.from];
    if (node) {
      node.classList.add("dragging");
      node.setAttribute("transform", `translate(${p.x} ${p.y})`);
      this.svg.appendChild(node);  // above the other pieces while dragged
    }
  }

  pointerUp(e) {
    const d = this.drag;
    if (!d || e.pointerId !== d.pointer) return;
    this.drag = null;
    if (this.svg.hasPointerCapture(e.pointerId)) this.svg.releasePointerCapture(e.pointerId);
    const p = this.svgPoint(e);
    const to = this.squareAt(p.x, p.y);
    if (d.edit) {
      this.renderedKey = "";
      if (!d.moved) this.onSquare(d.from);
      else if (to && to !== d.from) this.onDrag(d.from, to);
      else this.render();
      return;
    }
    if (!d.moved) return;  // a click: the piece stays selected for its target
    if (to && this.targetsOf(d.from).includes(to)) {
      this.renderedKey = "";
      this.play(d.from + to);
      return;
    }
    this.renderedKey = "";  // dropped elsewhere: back to its point, still selected
    this.render();
  }

  cancelDrag() {
    this.drag = null;
    this.renderedKey = "";
    this.render();
  }
}
