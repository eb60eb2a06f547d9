# Names of things: the seats' colours, cards, counts and lists, as the sentences use them.
# Terms (their names start with "-") carry a name's forms; messages choose a form by argument.

-blue = Blue
-orange = Orange
-green = Green
-purple = Purple
-sky = Sky
-red = Red
-black = Black
-yellow = Yellow

# A seat's colour as a name: $seat is the colour in lower case ("blue").
seat-name =
    { $seat ->
       *[blue] { -blue }
        [orange] { -orange }
        [green] { -green }
        [purple] { -purple }
        [sky] { -sky }
        [red] { -red }
        [black] { -black }
        [yellow] { -yellow }
    }

# Whose landmark: $owner is "own" (the peg's own seat) or a colour.
owner =
    { $owner ->
        [own] its
       *[blue] { -blue }'s
        [orange] { -orange }'s
        [green] { -green }'s
        [purple] { -purple }'s
        [sky] { -sky }'s
        [red] { -red }'s
        [black] { -black }'s
        [yellow] { -yellow }'s
    }

# A number of holes, in digits: $holes.
holes =
    { $holes ->
        [one] { $holes } hole
       *[other] { $holes } holes
    }

# A number of cards, small ones in words: $cards.
count-cards =
    { $cards ->
        [0] no cards
        [1] one card
        [2] two cards
        [3] three cards
        [4] four cards
        [5] five cards
       *[other] { $cards } cards
    }

# A card: $rank is 2 to 10, "ace", "jack", "queen", "king" or "joker"; $suit its suit.
card =
    { $rank ->
        [joker] joker
       *[other]
            { $rank ->
                [ace] ace
                [jack] jack
                [queen] queen
                [king] king
               *[other] { $rank }
            } of { $suit ->
               *[spades] spades
                [hearts] hearts
                [diamonds] diamonds
                [clubs] clubs
            }
    }

# Lists of names or numbers, each already in words: $a, $b, ...
list-2 = { $a } and { $b }
list-3 = { $a }, { $b } and { $c }
list-4 = { $a }, { $b }, { $c } and { $d }
list-5 = { $a }, { $b }, { $c }, { $d } and { $e }
