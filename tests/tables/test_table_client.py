"""The notebook client (issue 27, item 4) against a real table server, without a browser.

The plain-Python model joins a 4-player Pegs table (two people, two computers, pace 0), sees
only its own hand, makes a move by clicks (a card, a peg, a hole) as the kit's board reports
them, is told a refusal in the server's words, hears changes on the live socket, and refuses a
Back Alley table in words. The widget itself joins and draws the table in a kernel-less Python.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from serverproc import Server, wait_until

import pegs
from pegs import START, Move, parse_place
from widgets.table_client import Connection, TableClient, TableClientModel, TableError


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    running = Server(tmp_path_factory.mktemp("client") / "tables.sqlite", "--rate", "500").start()
    yield running
    running.stop()


def _seated(server: Server, seat: int = 0, **table: object) -> tuple[str, TableClientModel]:
    code, _teacher = server.new_table(**table)
    model = TableClientModel(Connection(server.base, code.lower()))
    model.join(seat, "Ana")
    return code, model


def _clicks(model: TableClientModel, text: str) -> None:
    """Make the move ``text`` by clicks, as the board reports them: (seat or None, place)."""
    move = Move.parse(text, 4)
    model.pick_card(str(move.card))
    for part in move.parts:
        start = (part.seat, START) if part.frm == START else (None, part.frm)
        model.pick_place(start)
        model.pick_place((None, part.to))


def test_the_model_sees_only_its_hand_and_moves_by_clicks(server: Server):
    _code, model = _seated(server, seed=2)
    wait_until(lambda: model.refresh() is not None and model.my_turn(), "the seat's turn")
    assert model.seat == 0 and model.you() == "You play Blue."
    position = model.position
    assert isinstance(position, pegs.Position) and position.hand(0)
    assert set(model.view["state"]["hands"]) == {"0"} and "draw" not in model.view["state"]
    assert model.banner() == "It is your turn." and model.prompt().startswith("Click a card")
    before, story = model.revision, len(model.story())
    text = next(m for m in model.legal() if not m.startswith("discard"))
    _clicks(model, text)
    assert model.message == ""  # taken: no refusal
    assert model.revision > before and len(model.story()) > story
    # The table took exactly that move: Blue's peg left its start for the hole clicked.
    to = text.split(":")[-1].split("-")[1]
    assert to in model.view["state"]["pegs"][text.split()[1].split(":")[0]]


def test_a_refused_move_is_told_in_words_and_changes_nothing(server: Server):
    _code, model = _seated(server, seed=2)
    wait_until(lambda: model.refresh() is not None and model.my_turn(), "the seat's turn")
    before = model.revision
    text = next(m for m in model.legal() if not m.startswith("discard"))
    move = Move.parse(text, 4)
    model.pick_card(str(move.card))
    part = move.parts[0]
    model.pick_place((part.seat, START) if part.frm == START else (None, part.frm))
    wrong = parse_place("T30", 4) if part.to != parse_place("T30", 4) else parse_place("T31", 4)
    model.pick_place((None, wrong))
    assert model.message.startswith("That move is not allowed") or "not" in model.message
    assert model.revision == before and model.my_turn()
    # A click where no peg is says so and keeps the card.
    model.pick_card(str(move.card))
    model.pick_place((None, parse_place("T60", 4)))
    assert model.message.startswith("There is no peg there")
    assert model.choice.card == str(move.card)


def test_a_taken_seat_and_bad_addresses_are_refused_in_words(server: Server):
    code, _model = _seated(server, seed=3)
    other = TableClientModel(Connection(server.base, code))
    with pytest.raises(TableError, match="already taken"):
        other.join(0, "Ben")
    with pytest.raises(TableError, match="room code"):
        Connection(server.base, "no such code")
    with pytest.raises(TableError, match="could not be reached"):
        Connection("http://127.0.0.1:9", "ABC234").lobby()


BACK_ALLEY = {"game": "backalley", "seats": ["person", "heuristic", "heuristic", "heuristic"]}


def test_a_back_alley_seat_bids_and_plays_a_whole_deal_by_clicks(server: Server):
    _code, model = _seated(server, seed=4, **BACK_ALLEY)
    assert model.game == "backalley" and len(model.hand()) == 13
    refused = False
    while model.view["state"]["deal"] == 1 and not model.view["over"]:
        wait_until(
            lambda: model.refresh() is not None and (model.my_turn() or _dealt(model)), "a turn"
        )
        if _dealt(model):
            break
        assert "Trump is" in model.situation() or "no trump" in model.situation()
        if model.bids():
            assert model.prompt() == "Your bid:"
            label, move = model.bids()[min(1, len(model.bids()) - 1)]
            assert label.startswith(("Bid", "Pass"))
            assert model.send(move), model.message
            continue
        assert model.prompt() == "Click a card to play it."
        playable = [m.split()[1] for m in model.legal() if m.startswith("play ")]
        other = [c for c in model.hand() if c not in playable]
        if other and not refused:  # a card that does not follow suit: refused in words
            before = model.revision
            model.pick_card(other[0])
            assert model.message and model.revision == before
            refused = True
        model.pick_card(playable[0])
        assert model.message == "", model.message
    assert _dealt(model) or model.view["over"]
    assert refused  # the deal gave the seat a card it could not play at least once


def _dealt(model: TableClientModel) -> bool:
    """True once the first deal is over (the second is dealt, or the game has ended)."""
    return model.view["state"]["deal"] > 1 or model.view["over"]


def test_the_live_socket_tells_the_model_of_each_change(server: Server):
    _code, model = _seated(server, seed=2)
    wait_until(lambda: model.refresh() is not None and model.my_turn(), "the seat's turn")
    told: list[int] = []

    async def listen_and_move() -> None:
        task = asyncio.create_task(model.connection.listen(told.append))
        while not told:
            await asyncio.sleep(0.02)
        assert told[0] == model.revision
        mover = TableClientModel(Connection(model.connection.server, model.connection.code))
        mover.connection.token = model.connection.token
        mover.refresh()
        text = next(m for m in mover.legal() if not m.startswith("discard"))
        await asyncio.to_thread(mover.send, text)
        while max(told) <= model.revision:
            await asyncio.sleep(0.02)
        task.cancel()

    asyncio.run(asyncio.wait_for(listen_and_move(), 30))
    assert max(told) > told[0]


def test_the_widget_joins_and_draws_the_table(server: Server):
    code, _teacher = server.new_table(seed=9)  # Orange moves first
    client = TableClient(code, server=server.base, name="Cy")
    client.look()
    assert [b.description for b in client.seats.children] == [
        "Blue: take this seat",
        "Orange: take this seat",
    ]
    client.seats.children[1].click()
    assert client.model is not None and client.model.seat == 1
    assert client.play_box.layout.display == "" and client.join_box.layout.display == "none"
    assert client.board.position is not None
    assert "Orange" in client.you.value
    wait_until(lambda: (client.refresh(), client.model.my_turn())[1], "Orange's turn")
    client.refresh()
    shown = [b.description for b in client.hand.buttons if b.description]
    assert len(shown) == len(client.model.hand()) > 0
    assert client.prompt.value.startswith("Click a card")
    # A card clicked on the hand is chosen and the prompt asks for the peg.
    client.hand.buttons[0].click()
    assert client.model.choice.card == client.model.hand()[0]


def test_the_widget_shows_a_back_alley_table_with_buttons(server: Server):
    code, _teacher = server.new_table(seed=4, **BACK_ALLEY)
    client = TableClient(code, server=server.base, name="Di")
    client.look()
    client.seats.children[0].click()
    assert client.model is not None and client.model.game == "backalley"
    assert client.board.layout.display == "none"
    wait_until(lambda: (client.refresh(), client.model.my_turn())[1], "South's turn")
    client.refresh()
    assert len(client.cards.children) == 13
    assert "Trump is" in client.situation.value or "no trump" in client.situation.value
    bids = [b.description for b in client.bids.children]
    assert bids[0] == "Pass" and "Bid 1" in bids
    before = client.model.revision
    client.bids.children[1].click()  # bid 1
    assert client.model.revision > before and client.message.value == ""
