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
  listClasses();
  setInterval(() => {
    listTables();
    listClasses();
  }, 5000);
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
  return `${location.origin}${Tables.url(`/join/${code}`)}`;
}

// Fill the list `id` with one item per entry of the teacher's `path` (under `key`), or one line
// saying there is none yet.
async function fillList(id, path, key, none, item) {
  const empty = () => $(id).replaceChildren(element("li", say(none)));
  if (!token) return empty();
  const { status, data } = await api("GET", path, undefined, token);
  if (status !== 200) return;
  if (!data[key].length) return empty();
  $(id).replaceChildren(...data[key].map(item));
}

async function listTables() {
  await fillList("tables", "/api/tables", "tables", "no_tables", (table) => {
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
  });
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

// ---- the class view: learners by chapters (stars, exercises solved, last seen), and its CSV

let shownClass = "";

$("new-class").addEventListener("click", async () => {
  const { status, data } = await api("POST", "/api/classes", {}, token || undefined);
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
  $("class-made").textContent = say("class_made", { code: data.code });
  await listClasses();
  showClass(data.code);
});

async function listClasses() {
  await fillList("classes", "/api/classes", "classes", "no_classes", (one) => {
    const item = element("li", null, { "data-class": one.code });
    item.append(element("strong", say("class_code", { code: one.code })), " ");
    item.append(element("span", say("class_students", { count: one.students }), { class: "seat-list" }), " ");
    const button = element("button", say("show_class"), { type: "button" });
    button.addEventListener("click", () => showClass(one.code));
    item.append(button);
    return item;
  });
  if (shownClass) showClass(shownClass);
}

async function showClass(code) {
  const { status, data } = await api("GET", `/api/classes/${code}`, undefined, token);
  if (status !== 200) return;
  shownClass = code;
  $("class-view").hidden = false;
  $("class-code").textContent = say("class_code", { code });
  if (!data.students.length) {
    $("class-table").replaceChildren(element("caption", say("no_students")));
    return;
  }
  const head = element("tr");
  head.append(element("th", say("student")), element("th", say("last_seen")));
  for (const chapter of data.chapters) head.append(element("th", `${chapter.id} ${chapter.title}`));
  const rows = data.students.map((student) => {
    const row = element("tr");
    row.append(element("td", student.name), element("td", new Date(student.last_seen * 1000).toLocaleString()));
    for (const chapter of data.chapters) {
      const mine = student.chapters[chapter.id] || { solved: 0, stars: 0 };
      const stars = "\u2605".repeat(mine.stars) + "\u2606".repeat(3 - mine.stars);
      const cell = element("td", say("chapter_cell", { stars, solved: mine.solved, exercises: chapter.exercises }));
      cell.dataset.chapter = chapter.id;
      row.append(cell);
    }
    return row;
  });
  $("class-table").replaceChildren(head, ...rows);
}

$("class-csv").addEventListener("click", async () => {
  const response = await fetch(Tables.url(`/api/classes/${shownClass}.csv`), { headers: { Authorization: "Bearer " + token } });
  if (!response.ok) return;
  const link = element("a", null, { href: URL.createObjectURL(await response.blob()), download: `class-${shownClass}.csv` });
  document.body.append(link);
  link.click();
  link.remove();
});

start();
