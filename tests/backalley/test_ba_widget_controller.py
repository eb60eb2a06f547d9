"""The Back Alley table's controller, tested without a browser (widgets hold no rules)."""

from __future__ import annotations

import re

import pytest
from ipycanvas.canvas import _CANVAS_MANAGER

from backalley import BIG_BLOOPER, LITTLE_BLOOPER, Card, new_game
from backalley.play import trick_winner
from backalley.state import Phase, opening_leader
from widgets.backalley import drawing as backalley_drawing
from widgets.backalley.table import (
    CARD_H,
    HEIGHT,
    PIXEL_RATIO,
    STEP,
    WIDTH,
    BackAlleyTable,
    TableController,
    card_label,
    score_sheet_html,
)


def _to_play(ctl: TableController) -> None:
    """Bid pass whenever asked until the human must play a card."""
    while ctl.state.phase is Phase.BIDDING:
        assert ctl.act("bid pass")


def _play_first_legal(ctl: TableController) -> None:
    """The human takes the first legal action, or goes on after a deal's summary."""
    if ctl.summary is not None:
        ctl.dismiss_summary()
    else:
        assert ctl.act(ctl.state.legal_actions()[0].notation())


def test_controller_waits_for_the_human_after_the_bots() -> None:
    """The bots act until the human's turn (RULES B: bidding from the dealer's left)."""
    ctl = TableController(seed=3, human=0)
    assert ctl.state.turn == 0 and ctl.state.phase is Phase.BIDDING
    assert ctl.bid_options()[0] == "bid pass" and ctl.bid_options()[-1] == "bid board"


def test_controller_refuses_an_illegal_action_with_the_rule() -> None:
    """An illegal click or bid leaves the state unchanged and shows the engine's reason."""
    ctl = TableController(seed=3)
    before = ctl.state
    assert not ctl.act("bid 13")
    assert ctl.state == before and "(RULES B, bidding)" in ctl.message
    assert ctl.message.startswith("You cannot bid 13 now: with 13 cards a number bid is 1 to 12")
    # Issue 15: the reason has its own line; the one-line status no longer carries it.
    assert "bid 13" not in ctl.status()


def test_controller_hit_test_finds_the_topmost_card() -> None:
    """Hit-testing is pure: a pixel maps to the card drawn on top there, or to nothing."""
    ctl = TableController(seed=3)
    boxes = ctl.hand_boxes()
    first, last = boxes[0], boxes[-1]
    assert ctl.hit_test(first.x + STEP / 2, first.y + CARD_H / 2) == first.card
    assert ctl.hit_test(last.x + last.w - 2, last.y + 2) == last.card
    # Where two cards overlap, the later (drawn on top) wins.
    assert ctl.hit_test(boxes[1].x + 1, boxes[1].y + 1) == boxes[1].card
    assert ctl.hit_test(first.x - 5, first.y + 5) is None
    assert ctl.hit_test(first.x + 5, first.y - 5) is None


def test_a_thirteen_card_hand_fits_on_the_table() -> None:
    """Every card of the largest hand lies wholly inside the fixed-size table."""
    ctl = TableController(seed=3)
    boxes = ctl.hand_boxes()
    assert len(boxes) == 13
    assert all(b.x >= 0 and b.x + b.w <= WIDTH and b.y >= 0 and b.y + b.h <= HEIGHT for b in boxes)


def test_playable_cards_are_the_engines_legal_cards_and_stand_out() -> None:
    """The raised cards are exactly the engine's legal plays; none while bidding."""
    ctl = TableController(seed=11)
    assert ctl.playable() == frozenset()
    assert not any(b.playable for b in ctl.hand_boxes())
    _to_play(ctl)
    legal = {a.card for a in ctl.state.legal_actions()}
    assert ctl.playable() == legal
    boxes = ctl.hand_boxes()
    raised = {b.card for b in boxes if b.playable}
    assert raised == legal and raised != {b.card for b in boxes}, "seed 11 must offer both kinds"
    low = {b.y for b in boxes if not b.playable}
    high = {b.y for b in boxes if b.playable}
    assert len(low) == len(high) == 1 and high.pop() < low.pop()


def test_controller_click_plays_a_legal_card() -> None:
    """Clicking a legal card plays it; the bots then play on."""
    ctl = TableController(seed=5)
    _to_play(ctl)
    legal = {a.card for a in ctl.state.legal_actions()}
    box = next(b for b in ctl.hand_boxes() if b.card in legal)
    size = len(ctl.state.hands[0])
    assert ctl.click(box.x + 2, box.y + 2)
    assert box.card not in ctl.state.hands[0]
    assert len(ctl.state.hands[0]) == size - 1 or ctl.state.deal == 2


def test_the_last_completed_trick_stays_visible_with_its_winner() -> None:
    """After the bots finish a trick the table still knows its four cards and who took them."""
    ctl = TableController(seed=11)
    assert ctl.last_trick is None
    _to_play(ctl)
    mine = next(iter(ctl.playable()))
    taken_before = ctl.state.taken
    assert ctl.act(f"play {mine}")
    last = ctl.last_trick
    assert last is not None and last.deal == 1 and len(last.cards) == 4
    assert last.by_seat()[0] == mine
    # The winner is the seat whose trick count went up, as the engine decided (RULES B, tricks).
    gained = [s for s in range(4) if ctl.state.taken[s] != taken_before[s]]
    assert gained == [last.winner]
    assert trick_winner(ctl.state, last.cards, last.leader) == last.winner
    # It matches the engine's own TrickTaken event in the log.
    cards = " ".join(map(str, last.cards))
    assert f"seat {last.winner} takes {cards}" in ctl.log


def test_the_last_trick_places_each_card_at_the_seat_that_played_it() -> None:
    """The leader kept with the last trick is the seat that led it (RULES B, play)."""
    ctl = TableController(seed=2, bots=("random", "random"))
    while ctl.last_trick is None:
        assert ctl.act(ctl.state.legal_actions()[0].notation())
    last = ctl.last_trick
    seats = last.by_seat()
    assert sorted(seats) == [0, 1, 2, 3]
    assert seats[last.leader] == last.cards[0]
    # The first trick is led by the highest bidder, which the engine names (RULES B, play).
    assert last.leader == opening_leader(ctl.state.dealer, ctl.state.bids)


def test_controller_hides_other_hands_unless_revealed() -> None:
    """Others' hands are face down unless the teacher reveals them."""
    ctl = TableController(seed=3)
    assert ctl.shown_hand(0) == ctl.state.hands[0]
    assert ctl.shown_hand(1) is None
    ctl.reveal = True
    assert ctl.shown_hand(1) == ctl.state.hands[1]


def test_bid_badges_name_board_levels_in_bidding_order() -> None:
    """Later boards are higher (RULES B, bidding: double, triple, quad board)."""
    ctl = TableController(seed=3)
    assert ctl.bid_badge(0) is None  # the human has not bid yet
    assert ctl.bid_badge(3) == f"BID {ctl.state.bid_of(3).number}"  # seat 3 bid a number first
    state = new_game(3)
    first = state.turn
    for _ in range(4):
        state, _events = state.apply("bid board")
    ctl.state = state
    assert ctl.bid_badge(first) == "BOARD"
    assert ctl.bid_badge((first + 1) % 4) == "2× BOARD"
    assert ctl.bid_badge((first + 3) % 4) == "4× BOARD"
    ctl = TableController(seed=3)
    assert ctl.act("bid 2")
    assert ctl.bid_badge(0) == "BID 2"


def test_controller_plays_a_whole_game_and_keeps_the_score_sheet() -> None:
    """A whole game: 25 rows, hand sizes 13 down to 1 and back, running totals add up."""
    ctl = TableController(seed=2, bots=("random", "random"))
    while not ctl.state.is_over:
        _play_first_legal(ctl)
    assert [row.deal for row in ctl.sheet] == list(range(1, 26))
    # RULES B, deals: 13, 12, ..., 1, 2, ..., 13 cards.
    assert [row.cards for row in ctl.sheet] == [*range(13, 0, -1), *range(2, 14)]
    totals = [0, 0]
    for row in ctl.sheet:
        assert sum(row.tricks) == row.cards  # every trick of the deal went to a team
        totals = [totals[t] + row.points[t] for t in (0, 1)]
        assert list(row.totals) == totals
        assert all(re.fullmatch(r"pass|\d+|(double |triple |quad )?board", b) for b in row.bids)
    assert ctl.sheet[-1].totals == ctl.state.scores
    assert ctl.status().startswith("Game over")


def test_score_sheet_shows_all_25_deals_and_marks_the_current_one() -> None:
    """The sheet has a row per deal (25); scored rows show points, the deal under way is marked."""
    ctl = TableController(seed=2, bots=("random", "random"))
    while ctl.state.deal < 3 or ctl.summary is not None:
        _play_first_legal(ctl)
    html = score_sheet_html(ctl)
    body = html.split("<tbody>")[1]
    assert body.count("<tr") == 25
    rows = body.split("<tr")[1:]
    first = ctl.sheet[0]
    assert f"{first.points[0]:+d}" in rows[0] and f"<b>{first.totals[1]}</b>" in rows[0]
    assert "now" in rows[2] and "now" not in rows[1] + rows[3]
    assert ctl.team_name(0) in html and ctl.team_name(1) in html


def test_cards_read_with_suit_symbols_and_bloopers_by_name() -> None:
    """Cards are labelled as people read them, not in file notation."""
    assert card_label(Card.parse("10H")) == "10♥"
    assert card_label(Card.parse("AS")) == "A♠"
    assert card_label(BIG_BLOOPER) == "Big Blooper"
    assert card_label(LITTLE_BLOOPER) == "Little Blooper"


def test_widget_builds_buttons_from_the_controller() -> None:
    """The widget shows one button per legal bid and redraws after a bid."""
    table = BackAlleyTable(seed=3)
    assert len(table.bids.children) == len(table.controller.bid_options())
    table._bid("bid pass")
    assert table.controller.state.bid_of(0) is not None
    assert "Deal 1 of 25" in table.status.value


def test_widget_canvas_is_drawn_at_double_resolution_and_fixed_size() -> None:
    """The canvas holds PIXEL_RATIO times its CSS size; clicks in canvas pixels hit the card."""
    table = BackAlleyTable(seed=3)
    assert (table.canvas.width, table.canvas.height) == (WIDTH * PIXEL_RATIO, HEIGHT * PIXEL_RATIO)
    # It shrinks with a narrow column (a projector, an open file browser), never past its size.
    assert table.canvas.layout.width == "100%"
    assert table.canvas.layout.max_width.startswith(f"min({WIDTH}px, calc((100vh - ")
    box = table.controller.hand_boxes()[0]
    assert table.hit((box.x + 2) * PIXEL_RATIO, (box.y + 2) * PIXEL_RATIO) == box.card
    assert table.hit(box.x + 2, box.y + 2) is None  # a CSS pixel is not a canvas pixel


def test_each_redraw_is_one_frame_and_a_failure_does_not_leave_batching_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Redraws count one frame each; a drawing error still flushes and stops holding commands."""
    table = BackAlleyTable(seed=3)
    sent = table.frames_sent
    table._bid("bid pass")
    assert table.frames_sent == sent + 1

    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("drawing failed")

    monkeypatch.setattr(backalley_drawing, "draw_card", broken)
    with pytest.raises(RuntimeError):
        table.redraw()
    assert _CANVAS_MANAGER._caching is False


def test_every_frame_names_its_canvas_so_a_reloaded_page_draws_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 15: a reloaded page's canvas manager has no target canvas until told one.

    ipycanvas sends "switch canvas" only when the Python side's target changes, so with one canvas
    in the kernel a redraw for a reconnected view (``on_client_ready``) drew into nothing.
    """
    from ipycanvas.canvas import COMMANDS

    table = BackAlleyTable(seed=3)
    sent: list = []
    monkeypatch.setattr(_CANVAS_MANAGER, "_send_custom", lambda cmd, buffers=(): sent.append(cmd))
    table.redraw()
    table.canvas._client_ready_callbacks()  # what a reconnecting browser view triggers
    assert len(sent) == 2
    for frame in sent:
        assert frame[0][0] == COMMANDS["switchCanvas"], "a frame must start by naming its canvas"
