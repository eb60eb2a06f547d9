// The student's page: join with the room code and a name, then play your seat only.
// The key stays in this browser (localStorage), so a reload comes back to the same seat.
"use strict";

const { say, api, element, cardFace, commandId } = Tables;
const $ = (id) => document.getElementById(id);
const KEY = (code) => "pegs-tables:" + code;

let code = "";
let token = "";
let view = null;
let places = null;
let chosen = { card: null, parts: [], peg: null };
let link = null;
let busy = false;
let again = false;

function codeFromPage() {
  const match = location.pathname.slice(Tables.BASE.length - 1).match(/^\/join\/([A-Za-z0-9]+)$/);
  return match ? match[1].toUpperCase() : "";
}

async function start() {
  await Tables.loadWords();
  code = codeFromPage();
  const given = new URLSearchParams(location.hash.slice(1)).get("token");
  if (code && given) {
    localStorage.setItem(KEY(code), given);
    history.replaceState(null, "", location.pathname);
  }
  token = code ? localStorage.getItem(KEY(code)) || "" : "";
  if (token) return play();
  showJoin();
}

function showJoin(message = "") {
  $("play").hidden = true;
  $("join").hidden = false;
  $("code").value = code;
  $("join-message").textContent = message;
}

$("join-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  code = $("code").value.trim().toUpperCase();
  const saved = localStorage.getItem(KEY(code));
  if (saved) {
    token = saved;
    return play();
  }
  const { status, data } = await api("GET", `/api/tables/${code}/seats`);
  if (status !== 200) return showJoin(data ? data.error : "");
  $("seat-prompt").hidden = false;
  $("seats").replaceChildren(
    ...data.seats.map((seat, index) => {
      const item = element("li");
      if (seat.kind === "person" && !seat.taken) {
        const button = element("button", say("seat_free", { seat: seat.label }), { type: "button" });
        button.addEventListener("click", () => join(index));
        item.append(button);
      } else if (seat.kind === "person") {
        item.textContent = say("seat_person", { seat: seat.label, name: seat.name || "" });
      } else {
        item.textContent = say("seat_computer", { seat: seat.label, level: say("level_" + seat.kind) });
      }
      return item;
    }),
  );
});

async function join(seat) {
  const { status, data } = await api("POST", `/api/tables/${code}/join`, { seat, name: $("name").value });
  if (status !== 200) return showJoin(data.error);
  token = data.token;
  localStorage.setItem(KEY(code), token);
  history.replaceState(null, "", Tables.url("/join/" + code));
  play();
}

function play() {
  $("join").hidden = true;
  $("play").hidden = false;
  if (link) link.stop();
  link = Tables.live(code, token, refresh, (state) => {
    if (state === "gone") return forget();
    $("link-state").textContent = state === "lost" ? say("lost") : "";
  });
  refresh();
}

function forget() {
  if (link) link.stop();
  localStorage.removeItem(KEY(code));
  token = "";
  showJoin(say("gone"));
}

async function refresh() {
  if (busy) {
    again = true; // a change came while looking: look once more after
    return;
  }
  busy = true;
  try {
    const { status, data } = await api("GET", `/api/tables/${code}`, undefined, token);
    if (status === 403 || status === 404) return forget();
    if (status !== 200) return;
    if (view && data.revision !== view.revision) chosen = { card: null, parts: [], peg: null };
    view = data;
    if (view.game === "pegs") {
      if (!places) places = (await api("GET", `/api/tables/${code}/places`, undefined, token)).data;
      $("board").innerHTML = await Tables.svg(`/api/tables/${code}/board.svg`, token);
    } else {
      $("board").replaceChildren();
    }
    draw();
  } finally {
    busy = false;
    if (again) {
      again = false;
      refresh();
    }
  }
}

function seatLabel(seat) {
  return view.seats[seat] ? view.seats[seat].label : "";
}

function draw() {
  const me = view.seat;
  const turn = view.state.turn;
  $("you").textContent = say("you_are", { seat: seatLabel(me) });
  let banner;
  if (view.ended) banner = say("table_ended");
  else if (view.over) banner = say("game_over");
  else if (turn === me) banner = say("your_turn");
  else if (turn !== null && view.seats[turn].kind !== "person") banner = say("computer_turn", { seat: seatLabel(turn) });
  else banner = say("their_turn", { seat: seatLabel(turn) });
  $("banner").textContent = banner;
  $("banner").classList.toggle("mine", turn === me && !view.over && !view.ended);
  Tables.storyList($("story"), view.story);
  $("situation").textContent = view.game === "backalley" ? situation(view.state) : "";
  drawHand();
  drawActions();
  // The revision now on screen, whole: whoever drives the page (the browser tests) waits for
  // it rather than for a turn banner an older revision may still show.
  $("play").dataset.revision = String(view.revision);
}

// Back Alley's table in words: trump, the cards of the trick, the score.
function situation(state) {
  const lines = [state.trump ? say("ba_trump", { suit: say("suit_" + state.trump) }) : say("ba_no_trump")];
  if (state.trick && state.trick.length) lines.push(say("ba_trick", { cards: state.trick.map(Tables.cardFace).join(", ") }));
  lines.push(say("ba_scores", { first: state.scores[0], second: state.scores[1] }));
  return lines.join(" ");
}

function drawHand() {
  const hand = view.state.hands[String(view.seat)] || [];
  $("hand").replaceChildren(
    ...hand.map((card) => {
      const button = element("button", cardFace(card), { type: "button", class: "card", "data-card": card });
      if (chosen.card === card) button.classList.add("chosen");
      button.addEventListener("click", () => pickCard(card));
      return button;
    }),
  );
}

function drawActions() {
  const actions = [];
  let prompt = "";
  const mine = view.legal.length > 0;
  if (view.game === "backalley" && mine) {
    const bids = view.legal.filter((move) => move.startsWith("bid "));
    if (bids.length) {
      prompt = say("bid_prompt");
      for (const move of bids) {
        const what = move.slice(4);
        let label = say("bid_number", { number: what });
        if (what === "pass") label = say("bid_pass");
        else if (!/^\d+$/.test(what)) label = say("bid_board", { board: say("board") });
        actions.push(button(label, () => send(move)));
      }
    } else prompt = say("play_prompt");
  } else if (view.game === "pegs" && mine) {
    if (!chosen.card) prompt = say("pick_card");
    else {
      const discard = "discard " + chosen.card;
      if (view.legal.includes(discard)) actions.push(button(say("discard", { card: cardFace(chosen.card) }), () => send(discard)));
      const moving = view.legal.some((move) => move.startsWith(chosen.card + " "));
      if (!moving) prompt = say("no_move");
      else if (chosen.peg) prompt = say("pick_hole");
      else prompt = say(chosen.parts.length ? "pick_next" : "pick_peg");
    }
  }
  $("prompt").textContent = prompt;
  $("actions").replaceChildren(...actions);
}

function button(label, action) {
  const node = element("button", label, { type: "button" });
  node.addEventListener("click", action);
  return node;
}

function pickCard(card) {
  $("message").textContent = "";
  if (view.game === "backalley") return send("play " + card);
  chosen = { card, parts: [], peg: null };
  drawHand();
  drawActions();
}

// A click on the board: the nearest place, then a peg (its owner and place) or a hole.
$("board").addEventListener("click", (event) => {
  if (view.game !== "pegs" || !chosen.card || !places) return;
  const picture = $("board").querySelector("svg");
  if (!picture) return;
  const point = picture.createSVGPoint();
  point.x = event.clientX;
  point.y = event.clientY;
  const at = point.matrixTransform(picture.getScreenCTM().inverse());
  let best = null;
  let bestDistance = places.radius * places.radius * 1.6;
  for (const place of places.places) {
    const distance = (place.x - at.x) ** 2 + (place.y - at.y) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [place, distance];
  }
  if (best) pickPlace(best);
});

function pegAt(place) {
  // Who has a peg on this place (start and home places belong to one seat).
  const pegs = view.state.pegs;
  if (place.seat !== null) return (pegs[String(place.seat)] || []).includes(place.place) ? place.seat : null;
  for (const [seat, spots] of Object.entries(pegs)) if (spots.includes(place.place)) return Number(seat);
  return null;
}

function pickPlace(place) {
  if (!chosen.peg) {
    const owner = pegAt(place);
    if (owner === null) return;
    chosen.peg = { seat: owner, place: place.place };
    drawActions();
    return;
  }
  const part = `${chosen.peg.seat}:${chosen.peg.place}-${place.place}`;
  chosen.parts.push(part);
  chosen.peg = null;
  const text = [chosen.card, ...chosen.parts].join(" ");
  const longer = view.legal.some((move) => move.startsWith(text + " "));
  if (longer && !view.legal.includes(text)) return drawActions();
  send(text); // legal, or the engine says why not in words
}

async function send(move) {
  const command = { move, revision: view.revision, id: commandId() };
  const { status, data } = await api("POST", `/api/tables/${code}/moves`, command, token);
  chosen = { card: null, parts: [], peg: null };
  $("message").textContent = status === 200 ? "" : data && data.error ? data.error : "";
  if (status === 403 && !view.legal.length) return refresh();
  refresh();
}

start();
