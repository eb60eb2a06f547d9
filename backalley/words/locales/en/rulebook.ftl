# The rules the Back Alley lesson shows beneath a verdict, in plain words, one per lesson rule.
# Each ends with the part of the rule book it comes from, named as the English rule book
# names it: "(RULES Part B, play)" stays as it is in every language.

rulebook-deals = A game is 25 deals: 13 cards each, one fewer each deal down to 1, then back up to 13 (RULES Part B, the deals).
rulebook-trump = After the deal the next card is turned and its suit is trump. The two bloopers are trumps too, above the ace (RULES Part B, trump).
rulebook-turned-joker = When a blooper is turned there is no trump that deal, and whoever holds the other blooper gives it up for the top card of the stock (RULES Part B, trump).
rulebook-bidding = Each player bids once, starting left of the dealer: pass, a number from 1 to one less than the cards in hand, or board. A team's bid is its two numbers added up (RULES Part B, bidding).
rulebook-board = Board means your team will take every trick. A second board in the same deal is a double board, then triple, then quad (RULES Part B, bidding).
rulebook-all-pass = If all four pass, the next dealer deals the same number of cards again; the redeal does not count as one of the 25 deals (RULES Part B, bidding).
rulebook-leader = The highest bidder leads the first trick: a board beats any number, the first of equal numbers leads, and among boards the last board bid leads (RULES Part B, play).
rulebook-first-lead = The first lead of a deal may not be a trump, even by a board bidder, unless the leader holds nothing but trumps (RULES Part B, play).
rulebook-only-trumps = A leader holding nothing but trumps may lead one, at any lead, even the first (RULES Part B, play).
rulebook-trump-lead = After the first trick a trump may be led only if a trump was played in the trick before, or the leader bid board, or the leader holds only trumps (RULES Part B, play).
rulebook-follow = Follow the suit led if you can (the bloopers count as trumps); if you cannot, play any card (RULES Part B, play).
rulebook-trick = The highest trump wins the trick; with no trump in it, the highest card of the suit led wins. Other suits never win (RULES Part B, play).
rulebook-blooper-duty = When the Big Blooper is led every other player must play their highest trump; when the Little Blooper is led, their lowest. This binds your partner too; a player without a trump plays anything (RULES Part B, play).
rulebook-score-number = A number bid made scores 5 for each trick bid plus 1 for each trick over; missed, it loses 5 for each trick bid (RULES Part B, scoring).
rulebook-score-board = A board made scores 10 for each trick of the deal, times 2, 3 or 4 for a double, triple or quad board; missed, it loses as much (RULES Part B, scoring).
rulebook-end = After the 25th deal the team with more points wins; equal totals are a draw (RULES Part B, end of the game).
