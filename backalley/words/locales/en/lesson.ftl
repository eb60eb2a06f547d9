# The Back Alley lesson's screen (widgets.backalley.lesson): its progress, buttons, instructions
# and the table told in lines. $seat: 0 you, 1 the player on your left, 2 your partner, 3 the
# player on your right. A card's $rank and $suit are learner-card's.

# $where: "Screen 4 of 42" as the lesson says it; $solved of $total exercises.
ba-lesson-progress = { $where } · { $solved } of { $total } exercises solved
# $first: of those solved, how many at the first try.
ba-lesson-score = You solved { $solved } of { $total } exercises, { $first } of them at the first try.
ba-lesson-demo-card = Show me the next card
ba-lesson-demo-bid = Show me the next bid
# $button: the demo button's label, as above.
ba-lesson-do-demo = Click “{ $button }” to watch.
ba-lesson-do-again = Click “Try again” to answer again.
ba-lesson-do-card = Click a card of your hand.
ba-lesson-do-answer = Click your answer.
# $answer: the answer in words.
ba-lesson-shown = Here is the answer. { $answer }
# $rule: the rule in words.
ba-lesson-rule = The rule: { $rule }
ba-lesson-your-hand = Your hand
# A seat's short label, above its cards and in the table's lines.
ba-lesson-seat =
    { $seat ->
       *[0] You
        [1] Left
        [2] Partner
        [3] Right
    }
# $deal of $deals; $size: the cards each player holds.
ba-lesson-deal = Deal { $deal } of { $deals }.
ba-lesson-deal-size =
    Deal { $deal } of { $deals }, { $size ->
        [one] { $size } card
       *[other] { $size } cards
    } each.
ba-lesson-turned = Turned card: { learner-card }.
ba-lesson-no-trump = { learner-card-start } was turned: no trump this deal.
ba-lesson-trump = Trump: { suit } ({ learner-card } turned).
# One seat's bid in the line of bids: $bid is pass, board or a number; $level the board's.
ba-lesson-bid =
    { ba-lesson-seat } { $bid ->
        [pass] pass
        [board] { board-name }
       *[other] { $bid }
    }
# $list: the bids, each as ba-lesson-bid says it, in the order made.
ba-lesson-bids = Bids: { $list }.
# $ours: the points of you and your partner; $theirs: your opponents'.
ba-lesson-score-line = Score: you and your partner { $ours }, your opponents { $theirs }.
# One seat's tricks: $count.
ba-lesson-taken = { ba-lesson-seat } { $count }
# $list: each seat's tricks, as ba-lesson-taken says it.
ba-lesson-tricks = Tricks taken so far: { $list }.
# One card on the table: the seat and its card.
ba-lesson-played = { ba-lesson-seat } { learner-card }
# $list: the cards on the table, as ba-lesson-played says each, in the order played.
ba-lesson-on-table = On the table: { $list }.
ba-lesson-to-lead = { learner-who } to lead.
