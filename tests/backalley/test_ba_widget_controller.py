"""The Back Alley table's controller, tested without a browser (widgets hold no rules)."""

from __future__ import annotations

from backalley.state import Phase
from widgets.backalley_table import CARD_H, STEP, BackAlleyTable, TableController


def _to_play(ctl: TableController) -> None:
    """Bid pass whenever asked until the human must play a card."""
    while ctl.state.phase is Phase.BIDDING:
        assert ctl.act("bid pass")


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
    assert "bid 13" in ctl.status()


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


def test_controller_hides_other_hands_unless_revealed() -> None:
    """Others' hands are face down unless the teacher reveals them."""
    ctl = TableController(seed=3)
    assert ctl.shown_hand(0) == ctl.state.hands[0]
    assert ctl.shown_hand(1) is None
    ctl.reveal = True
    assert ctl.shown_hand(1) == ctl.state.hands[1]


def test_controller_plays_a_whole_game_and_keeps_the_score_sheet() -> None:
    """A whole game through the controller: 25 rows on the sheet, totals match the state."""
    ctl = TableController(seed=2, bots=("random", "random"))
    while not ctl.state.is_over:
        assert ctl.act(ctl.state.legal_actions()[0].notation())
    assert [row[0] for row in ctl.sheet] == list(range(1, 26))
    assert ctl.sheet[-1][3:] == ctl.state.scores
    assert ctl.status().startswith("Game over")


def test_widget_builds_buttons_from_the_controller() -> None:
    """The widget shows one button per legal bid and redraws after a bid."""
    table = BackAlleyTable(seed=3)
    assert len(table.bids.children) == len(table.controller.bid_options())
    table._bid("bid pass")
    assert table.controller.state.bid_of(0) is not None
    assert "Deal 1/25" in table.status.value
