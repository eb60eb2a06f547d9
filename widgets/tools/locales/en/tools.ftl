# The position editor's and the card explorer's words: labels, buttons, status and refusals.
# A seat's colour comes in as $whose (and $other), its possessive made by pegs' "owner" message
# ("Blue's", Finnish "Sinisen", Italian "del Blu", Albanian "e Blusë"), so each language puts it
# where its sentence needs it; $where is where a peg stands, made by pegs ("on Blue's in-spot",
# "in home place 2"); $card is a card in words ("5 of hearts", "joker"). The rule book's
# sections stay as the English rule book names them, "(RULES 8)".

## Where a peg stands (the track's holes are pegs' own words)

tools-in-start = in its start area
# $home: the home place, 1 to 5.
tools-in-home = in home place { $home }
tools-not-a-place = That is not a place on this board.

## The position editor: its labels and buttons

editor-heading = Position editor
editor-place-pegs-of = Place pegs of:
editor-seat-tip = place { $whose } pegs
editor-players = Players
editor-to-move = To move
editor-hand = Hand
editor-hand-placeholder = e.g. 5H 7S JK (empty: no hand)
editor-set-hand = Set hand
editor-undo = Undo
editor-redo = Redo
editor-all-to-start = All to start
editor-json-shown = Position JSON (copy it from here)
editor-json-load = Load a position from JSON
editor-json-placeholder = Paste position JSON here, then press Load JSON.
editor-load-json = Load JSON
editor-start-game = Start a game from here
editor-start-game-tip = open the game app on this position, its house rules and hands

## The position editor: what it says

editor-status-turn = { $whose } turn to move.
# $winners: the winning team's colours ("Blue and Green").
editor-status-won = { $winners } have every peg home: the game is over (RULES 8).
editor-status-holding = Holding { $whose } peg { $where }: click where it goes (its own start area sends it back).
# $left: how many of the chosen seat's pegs are still in its start area.
editor-status-placing = Placing { $whose } pegs ({ $left } left in start): click an empty hole, or click a peg to pick it up.
# $asked: the seat number a program asked for; $players: 4, 6 or 8.
editor-no-seat = There is no seat { $asked } in a { $players }-player game.
editor-none-in-start = { $whose } start area has no peg left: pick up one of its pegs (click it) and put it where you want it.
editor-back-to-own-start = { $whose } peg can only go back to its own start area (RULES 1).
editor-own-home-only = { $whose } peg can only go into { $whose } own home, not { $other } (RULES 2).
editor-no-peg-there = None of { $whose } pegs is { $where }.
editor-hole-taken = { $whose } peg is already { $where }: two pegs never share a hole (RULES 2).
# $reason: what the engine found wrong, in words.
editor-json-refused = That JSON was not loaded: { $reason }
editor-impossible = That position is impossible: { $reason }
editor-loaded = Position loaded.
editor-nothing-to-undo = Nothing to undo.
editor-nothing-to-redo = Nothing to redo.

## The card explorer: its labels and buttons

explorer-heading = Card explorer
explorer-pick-card = Pick a card:
explorer-card-tip = explore the { $card }
explorer-moves-for = Moves for
explorer-play = Play it
explorer-back = Back to before
explorer-show-all = Show all moves
explorer-help = Click a marked peg to see only its moves; click a marked hole to pick the move that lands there.

## The card explorer: what it says

# $move: a move's sentence; $reason: the engine's reason it cannot be played now.
explorer-move-not-now = { $move } (not playable now)
explorer-not-now = Not playable now: { $reason }
explorer-over = The game is over in this position: no card can move a peg (RULES 8).
explorer-no-moves = The { $card } cannot move any peg of { $whose } team here.
# $moves: how many moves the card could make for the seat to move ($whose).
explorer-moves =
    { $moves ->
        [one] { $whose } turn: the { $card } could make { $moves } move.
       *[other] { $whose } turn: the { $card } could make { $moves } moves.
    }
explorer-not-in-hand = ({ $whose } hand holds no { $card }.)
# $shown: how many of the moves pick up the peg clicked.
explorer-showing =
    { $shown ->
        [one] Showing the { $shown } that moves the peg { $where }.
       *[other] Showing the { $shown } that move the peg { $where }.
    }
explorer-cannot-move-there = The { $card } cannot move a peg { $where }.
