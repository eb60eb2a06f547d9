# Refusals in the engine's register (backalley play, why_illegal): seats by number, cards in
# notation. The rule book's part cited after them, "(RULES B, play)", names the English rule
# book's sections and is not translated.

refusal-game-over = the game is over after 25 deals
refusal-bidding-over = bidding is over, each player bids once: play a card
# $cards: cards in each hand; $most: the highest number bid.
refusal-bid-too-high = with { $cards } cards a number bid is 1 to { $most }, or pass or board
# $action: what was given, quoted.
refusal-not-an-action = not an action: { $action }
refusal-bid-first = seat { $seat } must bid first: cards are played after all four bid
# $card: the card in notation ("QS").
refusal-not-held = seat { $seat } does not hold { $card }
refusal-first-lead-trump = the first lead of a deal may not be a trump, even by a board bidder
refusal-trump-lead = trump may be led only if trump was played in the previous trick or the leader bid board
# $blooper: "big" or "little" (the blooper led); $due: the card that must be played, in notation.
refusal-blooper-duty =
    the { $blooper ->
        [big] Big
       *[little] Little
    } Blooper was led: you must play your { $blooper ->
        [big] highest
       *[little] lowest
    } trump, { $due }
# $followed: "trump" or the suit led ("spades", ...) that the player holds.
refusal-follow-suit =
    must follow suit: you hold a { $followed ->
       *[trump] trump
        [spades] spade
        [hearts] heart
        [diamonds] diamond
        [clubs] club
    }
# The command line's line for a refused action: $action quoted, $deal, $seat, and $reason (one of
# the sentences above with its citation).
illegal-action = illegal action { $action } (deal { $deal }, seat { $seat }): { $reason }
