# The board's words on a click or a key (widgets/board): what to do next, and why a click builds
# no move. A card arrives as the card message takes it ($rank, $suit); $name is the same card
# with a capital, starting a sentence. A seat's colour arrives as $seat or $owner ("blue").
# $peg, $place, $to: a peg, a place, where a peg goes, already in words (click-peg, click-place,
# click-to); $refusal: the engine's reason, with its rule; $winners: a team's colours.

click-game-over = Game over: { $winners } have won.
click-thinking = { seat-name } to move: the computer is thinking.
click-choose-card = { seat-name } to move: choose a card.
click-card-blocked = The { card } cannot be played now: choose another card.
click-split = { $name }, split: choose the second peg.
click-discard-only = { $name }: no peg can move; press Enter or choose it again to discard.
click-choose-peg = { $name }: choose a peg to move (the pegs in dashed rings can).
click-choose-target = { $name }: choose where { $peg } goes (the filled targets).
click-no-such-card = The hand holds no { card }.
click-no-hand = This position has no hand for the seat to move: choose a card by name.
# $number: the card asked for (1 to 5); $count: the cards in the hand.
click-no-card-number =
    There is no card { $number }: the hand holds { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }.
click-discard-hint = No peg can move: press Enter or choose the { card } again to discard it.
click-off-board = That is not a place on this board.
click-card-first = Choose a card first.
click-several = Several destinations: choose one with ↑/↓ or a click.
click-card-first-keys = Choose a card first (keys 1-5).
click-peg-first = Choose a peg first (←/→ or a click).
click-no-peg-card-first = No peg to choose: choose a card first.
click-card-moves-no-peg = This card cannot move a peg here.
click-first-part = First part chosen: { $peg } goes { $to }. Now choose the second peg.
click-nothing-to-undo = Nothing to undo: this is the start of the game.
click-nothing-to-redo = Nothing to redo.
click-over = The game is over: { $winners } have won.
click-wait = Wait: it is the computer's turn.

## Pegs and places in words: $at is "start", "home" (with $home, the home place) or "track"
## (with $spot, where on the track, as the spot messages say it).

click-peg =
    { $at ->
        [start] { owner } peg in start
        [home] { owner } peg in home place { $home }
       *[track] { owner } peg { $spot }
    }
click-place =
    { $at ->
        [start] { owner } start
        [home] { owner } home place { $home }
       *[track] { $spot }
    }
click-to =
    { $at ->
        [start] back to start
        [home] into home place { $home }
       *[track] to the hole { $spot }
    }

## Why a click builds no move.

# $refusal and $discard: why the card moves no peg, and why it cannot be thrown away ("none":
# not said).
click-no-move =
    The { card } cannot move any peg now{ $refusal ->
        [none] {""}
       *[other] : { $refusal }
    }{ $discard ->
        [none] {""}
       *[other] . It cannot be discarded either: { $discard }
    }.
click-no-peg-there = There is no peg { $place }. Choose one of the pegs in dashed rings.
click-cannot-move = The { card } cannot move { $peg }: { $refusal }.
click-cannot-move-now = The { card } cannot move { $peg } now. Choose one of the pegs in dashed rings.
click-cannot-go = { owner } peg cannot go { $to } with this move: choose a filled target.
click-cannot-stop = { owner } peg cannot stop there: { $refusal }.

## The hand under the board: each card's key, its tooltip, a hidden card.

# $number: the key that chooses the card (1 to 5).
hand-key = key { $number }
# A joker's face (the other cards show their rank and suit sign).
hand-joker = Joker
hand-playable = { card }: playable (key { $number })
# $reason: why the card cannot be played now.
hand-not-playable = { card }: { $reason }
hand-hidden = a hidden card
