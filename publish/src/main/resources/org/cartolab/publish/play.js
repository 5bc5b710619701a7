// The playable daily page. The rules and the score come from Cartolab's own engine, compiled to JavaScript by
// TeaVM (the functions open, describe, state, check, play, undo, redo, restart, export on `cartolab`); this
// script only draws and listens. Nothing here goes to the network: the play is kept in localStorage.
(function () {
  "use strict";
  var E = window.cartolab;
  var data = JSON.parse(document.getElementById("page-data").textContent);
  var problem = E.open(document.getElementById("page-model").textContent);
  var root = document.getElementById("game");
  if (problem) {
    root.textContent = problem;
    return;
  }
  var puzzle = JSON.parse(E.describe());
  var terrains = {}, bySymbol = {};
  puzzle.terrains.forEach(function (t) { terrains[t.id] = t; bySymbol[t.symbol] = t; });
  var key = "cartolab:" + data.puzzleId;
  var SVGNS = "http://www.w3.org/2000/svg";
  var CELL = 40;

  // What the player is choosing: a terrain, a shape (-1: the single cell), a turn (0-7, as the engine numbers
  // them: 0-3 turned clockwise, 4-7 mirrored then turned), the cell under the pointer, shown cards' highlights.
  var choice = { terrain: null, shape: 0, turn: 0, at: null, show: null };
  var state = null;
  var decisions = [];   // the player's drawings now on the map, as [terrain, shape, turn, row, col]
  var redoStack = [];   // what undo took back
  var finished = false;
  var lastAt = null;    // where the last drawing was made: the keyboard's cursor starts there

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    for (var k in attrs || {}) { node.setAttribute(k, attrs[k]); }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }
  function svg(tag, attrs) {
    var node = document.createElementNS(SVGNS, tag);
    for (var k in attrs || {}) { node.setAttribute(k, attrs[k]); }
    return node;
  }
  function label(row, col) { return String.fromCharCode(65 + col) + (row + 1); }

  // ---- layout, once
  root.textContent = "";
  var board = svg("svg", { id: "board", "data-width": puzzle.width, viewBox: "0 0 " + (puzzle.width * CELL + 24) + " " + (puzzle.height * CELL + 24),
    role: "grid", "aria-label": "The map: click or tap a cell to draw the chosen shape there", tabindex: "0" });
  var side = el("div", { id: "side" });
  var boardBox = el("div", { id: "board-box" });
  boardBox.appendChild(board);
  root.appendChild(boardBox);
  root.appendChild(side);

  var cellNodes = [];
  for (var c = 0; c < puzzle.width; c++) {
    var head = svg("text", { x: 24 + c * CELL + CELL / 2, y: 16, "class": "axis" });
    head.textContent = String.fromCharCode(65 + c);
    board.appendChild(head);
  }
  for (var r = 0; r < puzzle.height; r++) {
    var side_ = svg("text", { x: 10, y: 24 + r * CELL + CELL / 2 + 5, "class": "axis" });
    side_.textContent = r + 1;
    board.appendChild(side_);
    cellNodes.push([]);
    for (c = 0; c < puzzle.width; c++) {
      var g = svg("g", { "class": "cell", "data-row": r, "data-col": c, "data-label": label(r, c) });
      var rect = svg("rect", { x: 24 + c * CELL, y: 24 + r * CELL, width: CELL, height: CELL });
      var letter = svg("text", { x: 24 + c * CELL + CELL / 2, y: 24 + r * CELL + CELL / 2 + 6 });
      g.appendChild(rect);
      g.appendChild(letter);
      if (!puzzle.onMap[r * puzzle.width + c]) { g.setAttribute("class", "cell off"); }
      board.appendChild(g);
      cellNodes[r].push({ g: g, rect: rect, letter: letter });
    }
  }

  var status = el("p", { id: "status", role: "status", "aria-live": "polite" });
  var cardBox = el("div", { id: "card" });
  var controls = el("div", { id: "controls" });
  var message = el("p", { id: "message", "aria-live": "assertive" });
  var scoreBox = el("div", { id: "score" });
  var endBox = el("div", { id: "end" });
  var cardList = el("ol", { id: "cards" });
  [status, cardBox, controls, message, scoreBox, endBox].forEach(function (n) { side.appendChild(n); });
  var listHead = el("h3", {}, "The cards, in order");
  side.appendChild(listHead);
  side.appendChild(cardList);
  puzzle.steps.forEach(function (step, i) {
    var li = el("li", { "data-step": i }, step.name + (step.ambush ? " (ambush, drawn for you)" : ""));
    cardList.appendChild(li);
  });

  function button(text, id, title, onClick) {
    var b = el("button", { id: id, type: "button", title: title }, text);
    b.addEventListener("click", onClick);
    return b;
  }
  var turnButton = button("Rotate (R)", "rotate", "Turn the shape a quarter clockwise", function () { rotate(); });
  var mirrorButton = button("Mirror (M)", "mirror", "Mirror the shape left to right", function () { mirror(); });
  var undoButton = button("Undo", "undo", "Take back your last drawing (Ctrl+Z)", function () { undo(); });
  var redoButton = button("Redo", "redo", "Draw again what undo took back (Ctrl+Y)", function () { redo(); });
  var restartButton = button("Start over", "restart", "Erase the map and start again", function () {
    if (decisions.length === 0 || window.confirm("Erase your drawings and start over?")) { restart(); }
  });

  // ---- the engine's state, drawn
  function refresh() {
    state = JSON.parse(E.state());
    finished = state.next < 0;
    fitChoice();
    drawMap();
    drawCard();
    drawScore();
    drawEnd();
    Array.prototype.forEach.call(cardList.children, function (li, i) {
      li.className = i === state.next ? "current" : (state.next < 0 || i < state.next ? "done" : "");
    });
    undoButton.disabled = !state.canUndo;
    redoButton.disabled = !state.canRedo;
    board.setAttribute("data-turn", choice.turn);
    board.setAttribute("data-shape", choice.shape);
    board.setAttribute("data-terrain", choice.terrain || "");
    root.setAttribute("data-total", state.total);
    root.setAttribute("data-finished", finished);
    save();
  }

  function drawMap() {
    var shown = {};
    if (choice.show !== null) {
      var scored = choice.show < state.cards.length ? state.cards[choice.show] : state.terms[choice.show - state.cards.length];
      (scored ? scored.cells : []).forEach(function (cell) { shown[cell[0] + "," + cell[1]] = true; });
    }
    for (var r = 0; r < puzzle.height; r++) {
      for (var c = 0; c < puzzle.width; c++) {
        var ch = state.rows[r].charAt(c), node = cellNodes[r][c], fill = "#fbfaf6", text = "", cls = "cell";
        var ruins = ch === "R" || (ch >= "a" && ch <= "z" && ch !== "k");
        var t = bySymbol[ch.toUpperCase()];
        if (ch === " ") { cls += " off"; }
        else if (ch === "*") { fill = "#222"; text = "×"; }
        else if (ch === "K" || ch === "k") { fill = terrains.monster ? terrains.monster.colour : "#777"; text = "K"; }
        else if (t && ch !== "R") { fill = t.colour; text = t.symbol; }
        if (ruins) { cls += " ruins"; if (ch === "R") { text = "R"; } }
        if (shown[r + "," + c]) { cls += " scored"; }
        node.rect.setAttribute("fill", fill);
        node.letter.textContent = text;
        node.g.setAttribute("class", cls);
        node.g.setAttribute("data-content", ch);
      }
    }
    preview();
  }

  // The choice must be one the current card offers before anything is drawn with it (the preview included).
  function fitChoice() {
    var step = currentStep();
    if (!step) { return; }
    if (state.terrains.indexOf(choice.terrain) < 0) { choice.terrain = state.terrains[0] || null; }
    if (state.singleCellOnly) { choice.shape = -1; choice.turn = 0; }
    else if (choice.shape < 0 || choice.shape >= step.shapes.length) { choice.shape = 0; }
  }

  function currentStep() { return state && state.next >= 0 ? puzzle.steps[state.next] : null; }

  function drawCard() {
    cardBox.textContent = "";
    controls.textContent = "";
    var step = currentStep();
    if (!step) {
      status.textContent = "Every card is drawn.";
      return;
    }
    status.textContent = "Card " + (state.next + 1) + " of " + puzzle.steps.length + ": " + step.name
      + (step.afterRuins ? " — after a ruins card: cover a ruins cell" : "");
    var tbox = el("div", { "class": "choices", role: "radiogroup", "aria-label": "Terrain" });
    state.terrains.forEach(function (id) {
      var t = terrains[id];
      var b = el("button", { type: "button", "class": "terrain", "data-terrain": id, role: "radio",
        "aria-checked": id === choice.terrain, style: "--swatch:" + t.colour }, t.symbol + " " + t.name);
      b.addEventListener("click", function () { choice.terrain = id; refresh(); });
      tbox.appendChild(b);
    });
    cardBox.appendChild(el("div", { "class": "label" }, "Terrain"));
    cardBox.appendChild(tbox);
    var sbox = el("div", { "class": "choices", role: "radiogroup", "aria-label": "Shape" });
    var options = state.singleCellOnly ? [{ coin: false, turns: [[[0, 0]]] }] : step.shapes;
    options.forEach(function (shape, i) {
      var index = state.singleCellOnly ? -1 : i;
      var b = el("button", { type: "button", "class": "shape", "data-shape": index, role: "radio",
        "aria-checked": index === choice.shape, title: shape.coin ? "This shape earns a coin" : "" });
      b.appendChild(shapePicture(shape.turns[index === choice.shape ? choice.turn % shape.turns.length : 0]));
      if (shape.coin) { b.appendChild(el("span", { "class": "coin" }, "coin")); }
      b.addEventListener("click", function () { choice.shape = index; refresh(); });
      sbox.appendChild(b);
    });
    cardBox.appendChild(el("div", { "class": "label" }, state.singleCellOnly
      ? "No shape of this card fits: draw a single cell" : "Shape"));
    cardBox.appendChild(sbox);
    [turnButton, mirrorButton, undoButton, redoButton, restartButton].forEach(function (b) { controls.appendChild(b); });
  }

  function shapePicture(cells) {
    var h = 0, w = 0;
    cells.forEach(function (c) { h = Math.max(h, c[0] + 1); w = Math.max(w, c[1] + 1); });
    var s = svg("svg", { viewBox: "0 0 " + (w * 10) + " " + (h * 10), width: w * 10, height: h * 10, "aria-hidden": "true" });
    cells.forEach(function (c) {
      s.appendChild(svg("rect", { x: c[1] * 10, y: c[0] * 10, width: 10, height: 10, fill: "#444", stroke: "#fff" }));
    });
    return s;
  }

  function drawScore() {
    scoreBox.textContent = "";
    var table = el("table", { "class": "score" });
    table.appendChild(rowOf("th", ["Scoring", "Points", ""]));
    state.cards.concat(state.terms).forEach(function (card, i) {
      var tr = rowOf("td", [card.name, String(card.points)]);
      tr.setAttribute("data-card", card.id);
      var td = el("td");
      if (card.cells.length) {
        var b = el("button", { type: "button", "class": "show", "aria-pressed": choice.show === i,
          title: "Show the cells that scored" }, choice.show === i ? "hide" : "show");
        b.addEventListener("click", function () { choice.show = choice.show === i ? null : i; refresh(); });
        td.appendChild(b);
      }
      tr.appendChild(td);
      table.appendChild(tr);
    });
    if (state.banked) { table.appendChild(rowOf("td", ["Earlier seasons", String(state.banked), ""])); }
    var total = rowOf("th", ["Total", String(state.total), ""]);
    total.id = "total";
    table.appendChild(total);
    scoreBox.appendChild(table);
  }

  function rowOf(tag, cells) {
    var tr = el("tr");
    cells.forEach(function (text) { tr.appendChild(el(tag, {}, text)); });
    return tr;
  }

  // ---- the end: the score against par, the share text, the export, the optimal play
  function drawEnd() {
    endBox.textContent = "";
    if (!finished) { return; }
    var verdict = state.total >= data.par ? "You reached par!" : (data.par - state.total) + " below par.";
    endBox.appendChild(el("p", { id: "result", "class": "result" },
      "Final score " + state.total + " · par " + data.par + " · " + verdict));
    var share = el("textarea", { id: "share", readonly: "readonly", rows: 3, "aria-label": "Share text" });
    share.value = shareText();
    endBox.appendChild(share);
    endBox.appendChild(button("Copy", "copy", "Copy the share text", function () {
      share.select();
      if (navigator.clipboard) { navigator.clipboard.writeText(share.value); } else { document.execCommand("copy"); }
    }));
    var file = E["export"](data.solutionSchema, data.puzzleId);
    var link = el("a", { id: "export", download: "moves.json",
      href: "data:application/json;charset=utf-8," + encodeURIComponent(file) }, "Download your moves (moves.json)");
    endBox.appendChild(el("p", {}, "")).appendChild(link);
    endBox.appendChild(el("p", { "class": "hint" }, "Check them with: carto check puzzle.json --moves moves.json"));
    reveal();
  }

  function shareText() {
    var squares = state.cards.map(function (card) {
      var best = data.optimalCards[card.id];
      if (best === undefined) { return "⬜"; }
      return card.points >= best ? "🟩" : (best - card.points <= 2 ? "🟨" : "⬜");
    }).join("");
    return "Cartolab daily " + data.date + " · " + state.total + "/" + data.par + " · " + data.grade + "\n" + squares;
  }

  // The optimal play, one move at a time, drawn over the start map from the published solution.
  function reveal() {
    var box = el("div", { id: "reveal" });
    box.appendChild(el("h3", {}, "The optimal play"));
    var text = el("p", { id: "reveal-step" });
    var small = svg("svg", { viewBox: "0 0 " + puzzle.width * 12 + " " + puzzle.height * 12, id: "reveal-map",
      width: puzzle.width * 12, height: puzzle.height * 12 });
    var shown = 0;
    function paint() {
      var rows = data.start.map(function (row) { return row.split(""); });
      for (var i = 0; i < shown; i++) {
        var move = data.solution[i], t = terrains[move.terrain];
        move.cells.forEach(function (c) {
          rows[c[0]][c[1]] = rows[c[0]][c[1]] === "R" ? t.symbol.toLowerCase() : t.symbol;
        });
      }
      small.textContent = "";
      rows.forEach(function (row, r) {
        row.forEach(function (ch, c) {
          var t = bySymbol[ch.toUpperCase()];
          small.appendChild(svg("rect", { x: c * 12, y: r * 12, width: 12, height: 12, stroke: "#999",
            fill: ch === " " ? "none" : (t && ch !== "R" ? t.colour : "#fbfaf6") }));
        });
      });
      text.textContent = shown === 0 ? "The start." : "Move " + shown + " of " + data.solution.length + ": "
        + data.solution[shown - 1].text + " · score " + data.solution[shown - 1].scoreAfter;
    }
    box.appendChild(small);
    box.appendChild(text);
    box.appendChild(button("◀ Back", "reveal-back", "The move before", function () { shown = Math.max(0, shown - 1); paint(); }));
    box.appendChild(button("Next ▶", "reveal-next", "The next move", function () {
      shown = Math.min(data.solution.length, shown + 1); paint();
    }));
    paint();
    endBox.appendChild(box);
  }

  // ---- choosing and drawing
  function turnedCells() {
    var step = currentStep();
    if (!step) { return null; }
    if (choice.shape < 0) { return [[0, 0]]; }
    return step.shapes[choice.shape].turns[choice.turn];
  }

  // The pointer holds the turned shape's first cell (top row, leftmost): the top-left of its box is then known.
  function origin(at) {
    var cells = turnedCells();
    return cells ? [at[0] - cells[0][0], at[1] - cells[0][1]] : null;
  }

  function preview() {
    for (var r = 0; r < puzzle.height; r++) {
      for (var c = 0; c < puzzle.width; c++) {
        cellNodes[r][c].g.classList.remove("preview", "legal", "illegal");
      }
    }
    var cells = turnedCells();
    if (!cells || !choice.at || !choice.terrain) { return; }
    var o = origin(choice.at);
    var reason = E.check(choice.terrain, choice.shape, choice.turn, o[0], o[1]);
    cells.forEach(function (cell) {
      var r = o[0] + cell[0], c = o[1] + cell[1];
      if (r >= 0 && c >= 0 && r < puzzle.height && c < puzzle.width) {
        cellNodes[r][c].g.classList.add("preview", reason ? "illegal" : "legal");
      }
    });
    board.setAttribute("data-preview", reason ? "illegal" : "legal");
    message.textContent = reason;
    message.className = "";
  }

  function drawAt(at) {
    if (finished || !choice.terrain) { return; }
    choice.at = at;
    var o = origin(at);
    var reason = E.play(choice.terrain, choice.shape, choice.turn, o[0], o[1]);
    if (reason) {
      preview();
      message.textContent = reason;
      message.className = "refused";
      return;
    }
    decisions.push([choice.terrain, choice.shape, choice.turn, o[0], o[1]]);
    redoStack = [];
    // The next card's preview waits for the pointer to move: shown at once, on the cells just drawn, it would
    // read as if this drawing had been refused.
    lastAt = at;
    choice.at = null;
    message.textContent = "";
    message.className = "";
    choice.turn = 0;
    refresh();
  }

  function rotate() { choice.turn = (choice.turn & 4) | ((choice.turn + 1) & 3); refresh(); }
  function mirror() { choice.turn = choice.turn < 4 ? 4 + (4 - choice.turn) % 4 : (4 - (choice.turn - 4)) % 4; refresh(); }
  function undo() { if (E.undo()) { redoStack.push(decisions.pop()); refresh(); } }
  function redo() { if (E.redo()) { decisions.push(redoStack.pop()); refresh(); } }
  function restart() { E.restart(); decisions = []; redoStack = []; refresh(); }

  function cellOf(target) {
    var g = target && target.closest ? target.closest("g.cell") : null;
    return g ? [Number(g.getAttribute("data-row")), Number(g.getAttribute("data-col"))] : null;
  }
  board.addEventListener("mousemove", function (e) {
    var at = cellOf(e.target);
    if (at && (!choice.at || at[0] !== choice.at[0] || at[1] !== choice.at[1])) { choice.at = at; preview(); }
  });
  board.addEventListener("mouseleave", function () { choice.at = null; message.textContent = ""; preview(); });
  // A mouse click draws at once; a touch first shows the shape there, and a second tap on the same cell draws.
  var touched = null;
  board.addEventListener("pointerup", function (e) {
    var at = cellOf(e.target);
    if (!at) { return; }
    if (e.pointerType === "touch" && !(touched && touched[0] === at[0] && touched[1] === at[1])) {
      touched = at; choice.at = at; preview(); return;
    }
    touched = null;
    drawAt(at);
  });
  document.addEventListener("keydown", function (e) {
    if (e.target && (e.target.tagName === "TEXTAREA" || e.target.tagName === "INPUT")) { return; }
    var k = e.key;
    if ((e.ctrlKey || e.metaKey) && (k === "z" || k === "Z")) { undo(); e.preventDefault(); return; }
    if ((e.ctrlKey || e.metaKey) && (k === "y" || k === "Y")) { redo(); e.preventDefault(); return; }
    if (k === "r" || k === "R") { rotate(); }
    else if (k === "m" || k === "M") { mirror(); }
    else if (k === "t" || k === "T") {
      var i = state.terrains.indexOf(choice.terrain);
      choice.terrain = state.terrains[(i + 1) % state.terrains.length]; refresh();
    } else if (k >= "1" && k <= "9" && currentStep() && !state.singleCellOnly
        && Number(k) <= currentStep().shapes.length) {
      choice.shape = Number(k) - 1; refresh();
    } else if (k.indexOf("Arrow") === 0) {
      var at = choice.at || lastAt || [0, 0];
      var d = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[k];
      choice.at = [Math.min(puzzle.height - 1, Math.max(0, at[0] + d[0])), Math.min(puzzle.width - 1, Math.max(0, at[1] + d[1]))];
      preview(); e.preventDefault();
    } else if ((k === "Enter" || k === " ") && choice.at && e.target === board) { drawAt(choice.at); e.preventDefault(); }
  });

  // ---- nothing lost: the drawings on the map survive a reload and a closed tab
  function save() {
    try {
      // total and par are for the archive page (carto daily --from --to), which lists the player's results.
      window.localStorage.setItem(key, JSON.stringify({ decisions: decisions, finished: finished,
        total: state.total, par: data.par }));
    } catch (ignored) { /* private mode: the play still works, it is just not kept */ }
  }
  function load() {
    var saved = null;
    try { saved = JSON.parse(window.localStorage.getItem(key) || "null"); } catch (ignored) { saved = null; }
    if (!saved || !saved.decisions) { return; }
    saved.decisions.forEach(function (d) {
      if (!E.play(d[0], d[1], d[2], d[3], d[4])) { decisions.push(d); }
    });
  }
  load();
  refresh();
})();
