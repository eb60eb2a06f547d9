# The Back Alley lesson's judge: why an answer is right or wrong, from the learner's chair.
# $seat: 0 you, 1 the player on your left, 2 your partner, 3 the player on your right.
# A card the sentence is about comes as $rank and $suit (as in learner.ftl: learner-card);
# any other card comes said already, mid-sentence ($best, $barred, $led, $which).
# $chosen, $answer: a choice of the exercise as its button shows it.
# $because, $refused: why a card is refused, said already, its first letter small.

# A seat in the middle of a sentence.
feedback-seat =
    { $seat ->
       *[0] you
        [1] the player on your left
        [2] your partner
        [3] the player on your right
    }
# A bid: $bid is pass, board or a number; $level the board's level (1 to 4).
feedback-bid =
    { $bid ->
        [pass] pass
        [board] { board-name }
       *[other] { $bid }
    }
# Two cards or more said one after the other: $first the ones so far, $second the next.
feedback-or = { $first } or { $second }

## The frame of every verdict. $words: what the judge says after it ("" for nothing).

feedback-right = Right! { $words }
feedback-not-quite = Not quite. { $words }
feedback-unreadable = That answer could not be read. Try again.
feedback-click-a-card = Click one of the cards in your hand.
feedback-pick-a-choice = Pick one of the answers shown.

## A card clicked.

feedback-not-in-hand = { learner-card-start } is not in your hand.
feedback-would-not-win = You may play { learner-card }, but { feedback-seat } would still win the trick with { $best }.
feedback-allowed-not-asked = { learner-card-start } is allowed, but it is not what was asked.
feedback-wins-the-trick = { learner-card-start } is the highest card in the trick: you win it.
feedback-may-play-any = You may play { learner-card }: every card of your hand is allowed here.
feedback-may-play = You may play { learner-card }.
feedback-may-play-not = You may play { learner-card }. Not { $barred }: { $because }
# "Show me": $which the cards to play; $why why.
feedback-play = Play { $which }. { $why }
feedback-choice = { $answer }. { $why }

## Why a choice is right.

# $reason: trump-beats (a trump over the suit led), highest-trump, highest-led (no trump played).
feedback-trick-won =
    { learner-who } { $seat ->
        [0] win
       *[other] wins
    } with { $best }: { $reason ->
        [trump-beats] a trump beats every card of the suit led.
        [highest-trump] it is the highest trump in the trick.
       *[highest-led] no trump was played, and it is the highest card of the suit led.
    }
feedback-leads =
    { learner-who } bid { feedback-bid }, the highest bid, so { feedback-seat } { $seat ->
        [0] lead
       *[other] leads
    }.
# $before: the boards bid before it in this deal; $level: the board it is (1 to 4).
feedback-board-level =
    { $before ->
        [one] { $before } board was
       *[other] { $before } boards were
    } bid before it in this deal, so it is a { board-name }.
feedback-team-bid-board = Your team bid { board-name }: the partner's number no longer counts.
# $mine, $theirs: the partners' bids (pass or a number); $total: the team's bid.
feedback-team-bid =
    You bid { $mine ->
        [pass] pass
       *[other] { $mine }
    } and your partner { $theirs ->
        [pass] pass
       *[other] { $theirs }
    }: the team's bid is the two added up, { $total }.
# $trump: the trump, or none (a blooper was turned).
feedback-trump-shown =
    { learner-card-start } was turned, so { $trump ->
        [none] there is no trump.
       *[other] { $trump ->
           *[spades] spades
            [hearts] hearts
            [diamonds] diamonds
            [clubs] clubs
        } are trump.
    }
# $reason: not-trump-any (not a trump), only-trumps, board (the leader bid board),
# trump-last (a trump in the trick before), not-trump.
feedback-may-lead =
    You may lead { learner-card }: { $reason ->
        [not-trump-any] it is not a trump, and any other suit may always be led.
        [only-trumps] you hold nothing but trumps, and a leader with only trumps may lead one.
        [board] you bid board, so you may lead a trump after the first trick.
        [trump-last] a trump was played in the trick before, so trumps may be led.
       *[not-trump] it is not a trump.
    }
feedback-may-not-lead = You may not lead { learner-card }: { $refused }
# $reason: blooper-led (a blooper $led was led and you hold no trump), cannot-follow, must-follow.
feedback-may-play-choice =
    { $answer }: { $reason ->
        [blooper-led] { $led } was led, but you hold no trump, so you may play anything.
        [cannot-follow] you cannot follow the suit led, so you may play anything.
       *[must-follow] you must follow the suit led.
    }
# $size: cards each; $deal: the deal, 1 to 25.
feedback-redealt =
    All four passed, so { feedback-seat } { $seat ->
        [0] deal
       *[other] deals
    } the same { $size } cards each again; it is still deal { $deal } of 25.
# $way: down (deals 1 to 13, from 13 cards) or up (after deal 13).
feedback-hand-size =
    Deal { $deal } has { $size ->
        [one] { $size } card
       *[other] { $size } cards
    } each: { $way ->
       *[down] down from 13
        [up] back up from 1 after deal 13
    }.
# A board bid: $level, $size cards, $took tricks taken ($made yes when all), $base (10 a trick),
# $won yes when it scores, $result the points with their sign.
feedback-score-board =
    Your team bid { board-name } on { $size } cards and { $made ->
        [yes] made it
       *[no] took only { $took }
    }: 10 a trick is { $base }, times { $level }, { $won ->
        [yes] won
       *[no] lost
    }: { $result }.
# A number bid made: $contract tricks bid, $took taken, $base (5 a trick bid), $over tricks over.
feedback-score-made =
    Your team bid { $contract } and took { $took }: 5 times { $contract } is { $base }, plus { $over ->
        [one] { $over } for the trick over
       *[other] { $over } for the tricks over
    }: { $result }.
feedback-score-missed = Your team bid { $contract } but took only { $took }: it loses 5 for each trick bid, { $result }.

## Why a choice is wrong, never giving the answer away.

# $reason: higher-trump, off-suit (not the suit led), trumped, higher-led.
feedback-does-not-win =
    { learner-who } played { learner-card }, which does not win: { $reason ->
        [higher-trump] a higher trump was played.
        [off-suit] a card of a suit that was not led never wins.
        [trumped] a trump was played, and a trump beats every card of the suit led.
       *[higher-led] a higher card of the suit led was played.
    }
feedback-does-not-lead = { learner-who } bid { feedback-bid }, and that is not the bid that leads. Compare all four bids.
feedback-wrong-board-level = It is not a { $chosen }: count the boards bid before it in this deal.
feedback-wrong-team-bid = Not { $chosen }: a team's bid is the partners' two numbers added up.
feedback-wrong-score = Not { $chosen }. Count again from the bid and the tricks your team took.
feedback-wrong-trump = Not { $chosen }: look again at the turned card.
feedback-wrong-deal = Not that deal: a deal nobody played does not count as one of the 25.
feedback-wrong-size = Not that many cards: the redeal gives the same number of cards as before.
feedback-wrong-result = Find who wins the last trick first, then score both teams' bids.
feedback-wrong-hand-size = Not { $chosen }: the hands shrink by one card each deal from 13 in deal 1, then grow again after deal 13.
feedback-wrong-may-play = Those are not the cards you may play. Think about what the duty asks of a player who holds no trump.
feedback-wrong = Not { $chosen }.

## Why a card or a bid is refused, in the learner's words (the engine's refusal as data).
## The card refused comes as $rank and $suit; $blooper: big or little, the blooper led;
## $followed: trump or the suit led, which the learner holds; $cards, $most: a bid's bounds.

refusal-learner-first-lead-trump = { learner-card-start } is a trump, and the first lead of a deal may not be a trump while you hold another suit.
refusal-learner-trump-lead = { learner-card-start } is a trump; no trump was played in the trick before and you did not bid board, so you may not lead one while you hold another suit.
refusal-learner-blooper-duty =
    { $blooper ->
        [big] The Big Blooper was led, so you must play your highest trump
       *[little] The Little Blooper was led, so you must play your lowest trump
    }, and { learner-card } is not it.
refusal-learner-follow-suit =
    { learner-card-start } was led and you hold { $followed ->
       *[trump] trumps
        [spades] spades
        [hearts] hearts
        [diamonds] diamonds
        [clubs] clubs
    }: you must follow suit.
refusal-learner-bid-first = Every player bids before the first card is played.
refusal-learner-bidding-over = Bidding is over: each player bids once, and now the cards are played.
refusal-learner-bid-too-high = With { $cards } cards a number bid is 1 to { $most }, or pass or board.
refusal-learner-game-over = The game is over: all 25 deals have been played.
refusal-learner-not-an-action = That is neither a bid nor a card.
