# Every rule clause of the rule index (pegs.clauses) as one sentence for a learner, shown
# beneath feedback with its section (pegs.words.rule_words). Checked against docs/RULES.md.
# The rule book's section stays as the English rule book names it: "(RULES 5)".

# $words: a clause's sentence (a rule-... message); $section: its section number.
rule-sentence = { $words } (RULES { $section }).
rule-unknown = See the rule book (RULES { $section }).

rule-1-teams = Players sit in two teams, and every player sits between two opponents
rule-1-colours = Each player has five pegs of one colour, and they stay that player's pegs
rule-1-arizona = On your turn you may move any peg of your team, yours or a teammate's
rule-2-track = The main track is one ring of holes, 18 on each player's side
rule-2-come-out-in-spot = Each colour comes out on its come-out hole; its in-spot, five holes before it, leads into its home
rule-2-one-place = A peg is always in exactly one place, and two pegs never share a hole
rule-2-home-steps = From its in-spot a peg steps into home: one step more is home place 1, two steps home place 2, and so on
rule-3-shoe = The game uses three packs of cards and six jokers (four packs and eight jokers for 8 players)
rule-3-deal = Each player is dealt five cards; the rest form the draw pile
rule-3-turn = Turns go clockwise: play one card, move as it says, then draw back up to five cards
rule-3-reshuffle = When the draw pile runs out, the played cards are shuffled into a new one
rule-4-ace = An ace brings a peg out of start, or moves one peg 1 hole forward
rule-4-face = A king, queen or jack brings a peg out of start, or moves one peg 10 holes forward
rule-4-number = A 2, 3, 4, 5, 6 or 10 moves one peg forward by its number
rule-4-seven = A 7 moves one peg 7 forward, or is split between two pegs
rule-4-eight = An 8 moves one peg 8 holes backward
rule-4-nine = A 9 moves one peg 9 forward, or is split between two pegs like the 7
rule-4-joker = A joker moves a peg straight onto a hole held by a peg of another colour
rule-4-any-team-peg = Any card may move any peg of your team, and a peg comes out only onto its own come-out hole
rule-4-whole-count = A card's whole count must be used; a move that cannot use it all is not allowed
rule-4-split = A split moves two different pegs, each at least one hole, both forward
rule-4-split-order = In a split the first peg makes its whole part first; the two orders are different moves
rule-4-split-all-or-nothing = If either part of a split is not allowed, the whole card is not
rule-4-split-no-bring-out = A part of a split never brings a peg out of start
rule-4-split-home = Each part of a split may go into home or move inside home
rule-4-backward = An 8 moves a peg on the track backward, past corners, come-out holes and in-spots, but never into home and never split
rule-5-own-colour = A peg may not pass over or land on a peg of its own colour
rule-5-pass-others = A peg may pass over pegs of other colours; passing does nothing to them
rule-5-own-on-in-spot = A peg of the same colour standing on the in-spot blocks the way into home
rule-5-bump-opponent = Landing on an opponent's peg sends it back to its start
rule-5-bump-teammate = Landing on a teammate's peg sends it to its own in-spot
rule-5-in-spot-own-colour = A teammate's peg cannot be sent to its in-spot while a peg of its own colour stands there
rule-5-chain-opponent = A peg sent to its in-spot bumps an opponent's peg standing there back to its start
rule-5-chain = A peg sent to its in-spot moves on a teammate's peg standing there to that peg's own in-spot, and so on
rule-5-teammate-on-in-spot = No peg of its team may land on a teammate's peg that stands on its own in-spot, with a joker either: it has nowhere to go (an opponent's peg there may be bumped)
rule-5-come-out-jump = Coming out is a jump: only the come-out hole matters; your own colour there blocks it, an opponent's peg there is bumped, and a teammate's peg is sent to its own in-spot
rule-5-going-home = A peg that passes its in-spot with five steps or fewer to spare goes into home, if the home places on the way are free
rule-5-home-compulsory = When a move fits into home, the peg must go into home
rule-5-too-far = With more than five steps to spare after its in-spot, a peg carries on along the track
rule-5-home-blocked = When a peg in home is in the way, the moving peg carries on along the track instead
rule-5-back-behind-in-spot = There is no lap counting: a peg moved back behind its in-spot may go home on its next forward move
rule-5-inside-home = Inside home a peg moves by the exact count, never passes or lands on another peg, and never goes past home place 5
rule-5-home-safe = Pegs in home are safe: they are never bumped and never moved back
rule-6-joker-target = A joker's peg lands on a track hole held by another colour's peg, which is sent away as usual: an opponent to its start, a teammate to its in-spot
rule-6-joker-source = While any start area of your team holds a peg, the joker's peg must come out of a start area
rule-6-joker-track = Once every start area of your team is empty, a joker may move a peg of your team from the track
rule-6-joker-not-home = A joker never moves a peg that is in home
rule-6-joker-team = A joker moves only pegs of the players whose pegs you may move
rule-6-joker-optional = Nobody ever has to play a joker
rule-7-must-play = If any card other than a joker can move, you must play a card that moves, even when every move is bad for you
rule-7-discard = When no card but a joker can move, you may play the joker or throw away any one card; throwing away ends your turn
rule-7-no-hand = When exploring a position without a hand, any card may be tried
rule-8-win = A team wins at once when every peg of all its colours is in home, as soon as the card is played
rule-8-game-over = Once a team has won, the game is over: no more moves are played
rule-9-nine-forward-only = With the option 'nine forward only', a 9 is never split
rule-9-nine-split-forward-back = With the option 'nine forward and back', a split 9 moves one peg forward and one backward
rule-9-face-cards = With the option 'eleven, twelve, thirteen', a jack moves 11, a queen 12 and a king 13
rule-9-home-entry-optional = With the option 'home entry optional', a peg that fits into home may carry on instead
rule-9-team-pegs-own-first = With the option 'own pegs first', you may move a teammate's pegs only once all yours are home
rule-9-joker-source-any = With the option 'joker from anywhere', a joker may move any peg of your team not in home
