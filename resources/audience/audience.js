// The audience page: draws the worded view the program sends by server-sent events (/events).
// Every word comes from the server in the judge's language; names are set as text, never as HTML.
"use strict";

let labels = {};

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

function fill(id, text) {
  const node = document.getElementById(id);
  node.textContent = text || "";
  node.hidden = !text;
}

function seatCard(seat, data) {
  const card = el("div", "seat");
  card.dataset.seat = seat.seat;
  card.classList.toggle("speaking", seat.speaking);
  card.classList.toggle("nominated", seat.nominated);
  card.classList.toggle("gone", seat.left !== null);
  if (seat.won) card.classList.add("won", data.result ? data.result.winner : "");
  card.append(el("div", "number", seat.seat), el("div", "name", seat.name));
  card.append(el("div", "fouls", "\u25CF".repeat(seat.fouls)));
  if (seat.left) card.append(el("div", "left", seat.left));
  if (seat.role) card.append(el("div", "role", seat.role));
  return card;
}

function drawSeats(data) {
  document.getElementById("seats").replaceChildren(...data.seats.map((s) => seatCard(s, data)));
}

function drawNominations(data) {
  fill("nominated-label", labels.nominated);
  const list = document.getElementById("nominations");
  const items = data.nominations.map((n) => {
    const item = el("li", "nominee", n.seat);
    if (n.by !== null) item.append(el("span", "by", labels.by.replace("{seat}", n.by)));
    return item;
  });
  if (!items.length && data.in_day) items.push(el("li", "empty", labels.nobody));
  list.replaceChildren(...items);
}

function drawVote(data) {
  const box = document.getElementById("vote");
  const rounds = data.rounds.map((r) => {
    const block = el("div", "round");
    block.append(el("div", "title", labels.vote + (data.rounds.length > 1 ? " " + r.number : "")));
    for (const c of r.counts) {
      const row = el("div", "row");
      row.dataset.seat = c.seat;
      row.append(el("span", "candidate", c.seat), el("span", "votes", c.votes === null ? "\u2026" : c.votes));
      block.append(row);
    }
    return block;
  });
  if (data.lift !== null) {
    const block = el("div", "round");
    block.append(el("div", "title", labels.lift), el("div", "row", data.lift));
    rounds.push(block);
  }
  box.replaceChildren(...rounds);
}

function drawTimer(timer) {
  const node = document.getElementById("timer");
  node.hidden = !timer;
  if (!timer) return;
  node.textContent = timer.text;
  node.classList.toggle("warn", timer.warn);
  node.classList.toggle("paused", !timer.running && timer.left > 0);
}

function draw(data) {
  labels = data.labels || labels;
  document.documentElement.lang = data.lang || "";
  document.title = labels.title || "";
  document.body.dataset.edition = data.edition || "";
  fill("heading", data.heading);
  fill("phase", data.phase);
  fill("step", data.step);
  fill("speaker", data.speaker_text);
  drawTimer(data.timer);
  drawSeats(data);
  drawNominations(data);
  drawVote(data);
  const day = data.day_result;
  fill("day-result", day ? day.text + (day.leaving.length ? ": " + day.leaving.join(", ") : "") : "");
  fill("best-move", data.best_move.length ? labels.best_move + ": " + data.best_move.join(", ") : "");
  fill("result", data.result ? data.result.text : "");
  document.body.dataset.version = String((Number(document.body.dataset.version) || 0) + 1);
}

function follow() {
  const events = new EventSource("events");
  events.onmessage = (message) => {
    fill("offline", "");
    const data = JSON.parse(message.data);
    if (data.seats) draw(data);
  };
  events.onerror = () => fill("offline", labels.connection);
}

follow();
