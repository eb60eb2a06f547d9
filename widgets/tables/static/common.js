// What both pages share: the words, requests with the key, the live socket, safe text.
// Every word a person reads comes from the server's words module (GET /api/words).
"use strict";

const Tables = (() => {
  let WORDS = {};
  // Where the server's addresses start ("/", or e.g. "/services/pegs/" behind a JupyterHub).
  const BASE = document.querySelector('meta[name="pegs-base"]').content || "/";

  // The full address of one of the server's paths ("/api/..." becomes BASE + "api/...").
  function url(path) {
    return BASE + path.replace(/^\//, "");
  }

  // The page's language, as the server chose it (?lang=, the remembered choice, the browser's).
  const LANG = document.documentElement.lang || "en";

  // An API address in the page's language (its refusals and stories are said in it).
  function spoken(path) {
    return url(path) + (path.includes("?") ? "&" : "?") + "lang=" + encodeURIComponent(LANG);
  }

  async function loadWords() {
    const response = await fetch(spoken("/api/words"));
    WORDS = await response.json();
    for (const node of document.querySelectorAll("[data-words]")) {
      node.textContent = say(node.dataset.words);
    }
    languagePicker();
  }

  // The picker: the page again in the language chosen (the server remembers it in a cookie).
  function languagePicker() {
    const picker = document.getElementById("language");
    if (!picker) return;
    if (![...picker.options].some((option) => option.value === LANG)) {
      picker.append(element("option", `[${LANG}]`, { value: LANG }));
    }
    picker.value = LANG;
    picker.addEventListener("change", () => {
      const next = new URL(location.href);
      next.searchParams.set("lang", picker.value);
      location.assign(next.toString());
    });
  }

  // A sentence with its named values put in (as text: never markup).
  function say(key, values = {}) {
    const text = WORDS[key] || key;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  }

  async function api(method, path, body, token) {
    const headers = {};
    if (token) headers.Authorization = "Bearer " + token;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(spoken(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    let data = null;
    try {
      data = await response.json();
    } catch (err) {
      data = null;
    }
    return { status: response.status, data };
  }

  async function svg(path, token) {
    const response = await fetch(spoken(path), { headers: { Authorization: "Bearer " + token } });
    return response.ok ? response.text() : "";
  }

  // A live socket that says the revision at every change and comes back by itself.
  function live(code, token, onRevision, onState) {
    let socket = null;
    let wait = 500;
    let stopped = false;
    function open() {
      const scheme = location.protocol === "https:" ? "wss:" : "ws:";
      socket = new WebSocket(`${scheme}//${location.host}${url(`/api/tables/${code}/live`)}`);
      socket.onopen = () => socket.send(JSON.stringify({ token }));
      socket.onmessage = (event) => {
        wait = 500;
        onState("open");
        onRevision(JSON.parse(event.data).revision);
      };
      socket.onclose = (event) => {
        if (stopped) return;
        if (event.code === 4403 || event.code === 4404) {
          onState("gone");
          return;
        }
        onState("lost");
        setTimeout(open, wait);
        wait = Math.min(wait * 2, 4000);
      };
    }
    open();
    return {
      stop() {
        stopped = true;
        if (socket) socket.close();
      },
    };
  }

  function element(tag, text, attributes = {}) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = text;
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    return node;
  }

  const SUITS = { H: "\u2665", D: "\u2666", C: "\u2663", S: "\u2660" };

  // A card as a person reads it: "10\u2665", "Joker".
  function cardFace(card) {
    if (card === "JK") return say("joker");
    if (card === "BB") return say("big_blooper");
    if (card === "LB") return say("little_blooper");
    const suit = card.slice(-1);
    return card.slice(0, -1) + (SUITS[suit] || suit);
  }

  function commandId() {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  function storyList(node, story) {
    node.replaceChildren(...story.slice(-12).map((line) => element("li", line)));
  }

  return { BASE, LANG, url, loadWords, say, api, svg, live, element, cardFace, commandId, storyList };
})();
