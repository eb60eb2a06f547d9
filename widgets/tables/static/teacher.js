// The teacher's page (the projector): make tables, see their codes and links, show one large,
// pause or let go its computers, give a seat to another student, end it.
"use strict";

const { say, api, element } = Tables;
const $ = (id) => document.getElementById(id);
const TEACHER = "pegs-tables:teacher";

let token = localStorage.getItem(TEACHER) || "";
let games = {};
let shown = "";
let link = null;
let view = null;

async function start() {
  await Tables.loadWords();
  games = (await api("GET", "/api/games")).data;
  $("game").addEventListener("change", formChanged);
  $("players").addEventListener("change", seatsChanged);
  formChanged();
  listTables();
  setInterval(listTables, 5000);
}

function formChanged() {
  const game = games[$("game").value];
  $("players").replaceChildren(...game.players.map((n) => element("option", String(n), { value: String(n) })));
  seatsChanged();
}

function seatsChanged() {
  const game = $("game").value;
  const count = Number($("players").value);
  const rows = [];
  for (let seat = 0; seat < count; seat++) {
    const select = element("select", null, { "data-seat": String(seat) });
    select.append(element("option", say("person"), { value: "person" }));
    for (const level of games[game].levels) select.append(element("option", say("level_" + level), { value: level }));
    if (seat >= 2) select.value = games[game].levels[1] || "person";
    const label = element("label", say("seat_label", { seat: games[game].labels[seat] }) + " ");
    label.append(select);
    rows.push(label);
  }
  $("seat-kinds").replaceChildren(...rows);
}

$("new-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const seats = Array.from($("seat-kinds").querySelectorAll("select"), (select) => select.value);
  const body = {
    game: $("game").value,
    players: Number($("players").value),
    seats,
    seed: Number($("seed").value || 0),
    pace: Number($("pace").value || 0),
  };
  const file = $("position").files[0];
  if (file) {
    try {
      body.position = JSON.parse(await file.text());
    } catch (err) {
      $("message").textContent = say("position_bad");
      return;
    }
    body.players = body.position.players || 4;
  }
  const { status, data } = await api("POST", "/api/tables", body, token || undefined);
  if (status === 403) {
    token = "";
    localStorage.removeItem(TEACHER);
    $("message").textContent = say("gone_teacher");
    return;
  }
  if (status !== 201) {
    $("message").textContent = data ? data.error : "";
    return;
  }
  token = data.teacher;
  localStorage.setItem(TEACHER, token);
  $("message").textContent = "";
  $("made").textContent = say("made", { code: data.code });
  await listTables();
  show(data.code);
});

function joinLink(code) {
  return `${location.origin}/join/${code}`;
}

async function listTables() {
  if (!token) {
    $("tables").replaceChildren(element("li", say("no_tables")));
    return;
  }
  const { status, data } = await api("GET", "/api/tables", undefined, token);
  if (status !== 200) return;
  if (!data.tables.length) {
    $("tables").replaceChildren(element("li", say("no_tables")));
    return;
  }
  $("tables").replaceChildren(
    ...data.tables.map((table) => {
      const item = element("li", null, { "data-code": table.code });
      item.append(element("strong", say("room_code", { code: table.code })), " ");
      item.append(element("a", joinLink(table.code), { href: joinLink(table.code) }), " ");
      const names = table.seats.map((seat) =>
        seat.kind === "person"
          ? seat.name
            ? say("seat_person", { seat: seat.label, name: seat.name })
            : say("seat_waiting", { seat: seat.label })
          : say("seat_computer", { seat: seat.label, level: say("level_" + seat.kind) }),
      );
      item.append(element("span", names.join("; "), { class: "seat-list" }), " ");
      const button = element("button", say("show"), { type: "button" });
      button.addEventListener("click", () => show(table.code));
      item.append(button);
      return item;
    }),
  );
}

function show(code) {
  shown = code;
  $("screen").hidden = false;
  $("screen-code").textContent = say("room_code", { code }) + " \u2014 " + joinLink(code);
  $("replay-list").replaceChildren();
  $("given").textContent = "";
  if (link) link.stop();
  link = Tables.live(code, token, refresh, () => {});
  refresh();
}

async function refresh() {
  const code = shown;
  const { status, data } = await api("GET", `/api/tables/${code}`, undefined, token);
  if (status !== 200 || code !== shown) return;
  view = data;
  const board = view.game === "pegs" ? await Tables.svg(`/api/tables/${code}/board.svg?theme=high-contrast`, token) : "";
  if (code !== shown) return;
  $("board").innerHTML = board;
  const turn = view.state.turn;
  let banner;
  if (view.ended) banner = say("table_ended");
  else if (view.over) banner = say("game_over");
  else if (turn === null || turn === undefined) banner = "";
  else if (view.seats[turn].kind !== "person") banner = say("computer_turn", { seat: view.seats[turn].label });
  else banner = say("their_turn", { seat: view.seats[turn].label });
  if (view.paused) banner += " " + say("paused");
  $("banner").textContent = banner;
  $("pause").textContent = say(view.paused ? "go_on" : "pause");
  Tables.storyList($("story"), view.story);
  $("screen-seats").replaceChildren(
    ...view.seats.map((seat, index) => {
      const row = element("p");
      row.append(
        element(
          "span",
          seat.kind === "person"
            ? seat.name
              ? say("seat_person", { seat: seat.label, name: seat.name })
              : say("seat_waiting", { seat: seat.label })
            : say("seat_computer", { seat: seat.label, level: say("level_" + seat.kind) }),
        ),
      );
      if (seat.kind === "person" && !view.ended) {
        const give = element("button", say("give", { seat: seat.label }), { type: "button" });
        give.addEventListener("click", () => giveSeat(index, seat.label));
        row.append(" ", give);
      }
      return row;
    }),
  );
}

async function giveSeat(seat, label) {
  const { status, data } = await api("POST", `/api/tables/${shown}/seats/${seat}`, {}, token);
  if (status !== 200) return;
  $("given").textContent = say("given", { seat: label, link: `${joinLink(shown)}#token=${data.token}` });
}

$("pause").addEventListener("click", async () => {
  if (!view) return;
  await api("POST", `/api/tables/${shown}/pause`, { paused: !view.paused }, token);
  refresh();
});

$("end").addEventListener("click", async () => {
  if (!confirm(say("end_sure", { code: shown }))) return;
  await api("POST", `/api/tables/${shown}/end`, undefined, token);
  refresh();
  listTables();
});

$("replay").addEventListener("click", async () => {
  const { status, data } = await api("GET", `/api/tables/${shown}/replay`, undefined, token);
  if (status !== 200) return;
  const lines = data.moves.flatMap((move) => move.story);
  $("replay-list").replaceChildren(...(lines.length ? lines : [say("replay_none")]).map((line) => element("li", line)));
});

start();
