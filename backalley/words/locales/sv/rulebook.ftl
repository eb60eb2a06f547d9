# Reglerna som Back Alley-lektionen visar under ett omdöme; hänvisningen till regelboken står kvar på engelska.

rulebook-deals = Ett spel är 25 givar: 13 kort var, ett kort färre varje giv ner till 1, sedan upp igen till 13 (RULES Part B, the deals).
rulebook-trump = Efter given vänds nästa kort upp och dess färg är trumf. De två Blooper-korten är också trumf, över esset (RULES Part B, trump).
rulebook-turned-joker = När en Blooper vänds upp finns ingen trumf i den given, och den som har den andra Bloopern byter den mot översta kortet i högen (RULES Part B, trump).
rulebook-bidding = Varje spelare bjuder en gång, med början till vänster om given: pass, ett tal från 1 till ett mindre än antalet kort på handen, eller bräde. Ett lags bud är dess två tal tillsammans (RULES Part B, bidding).
rulebook-board = Bräde betyder att ditt lag tar varje stick. Ett andra bräde i samma giv är ett dubbelbräde, sedan trippel, sedan fyrdubbelt (RULES Part B, bidding).
rulebook-all-pass = Om alla fyra säger pass delar nästa givare ut samma antal kort igen; omgiven räknas inte som en av de 25 givarna (RULES Part B, bidding).
rulebook-leader = Den som bjudit högst spelar ut till första sticket: ett bräde slår alla tal, den första av lika tal spelar ut, och bland bräden spelar det sist bjudna brädet ut (RULES Part B, play).
rulebook-first-lead = Givens första utspel får inte vara trumf, inte ens av den som bjöd bräde, om inte den som spelar ut bara har trumf (RULES Part B, play).
rulebook-only-trumps = Den som spelar ut och bara har trumf får spela ut en trumf, vid vilket utspel som helst, även det första (RULES Part B, play).
rulebook-trump-lead = Efter första sticket får trumf spelas ut bara om trumf spelades i förra sticket, eller om den som spelar ut bjöd bräde eller bara har trumf (RULES Part B, play).
rulebook-follow = Bekänn färg om du kan (Blooper-korten räknas som trumf); om du inte kan, spela vilket kort som helst (RULES Part B, play).
rulebook-trick = Den högsta trumfen tar sticket; utan trumf i sticket tar det högsta kortet i den utspelade färgen. Andra färger tar aldrig sticket (RULES Part B, play).
rulebook-blooper-duty = När Stora Blooper spelas ut måste varje annan spelare spela sin högsta trumf; när Lilla Blooper spelas ut, sin lägsta. Det gäller din partner också; en spelare utan trumf spelar vad som helst (RULES Part B, play).
rulebook-score-number = Ett talbud som klaras ger 5 för varje bjudet stick plus 1 för varje stick över; går det bet förlorar det 5 för varje bjudet stick (RULES Part B, scoring).
rulebook-score-board = Ett bräde som klaras ger 10 för varje stick i given, gånger 2, 3 eller 4 för ett dubbel-, trippel- eller fyrdubbelt bräde; går det bet förlorar det lika mycket (RULES Part B, scoring).
rulebook-end = Efter den 25:e given vinner laget med flest poäng; lika poäng är oavgjort (RULES Part B, end of the game).
