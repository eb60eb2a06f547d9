# Kursens tipsstege: en knuff för varje sorts misstag, regelstegets ram, väntan.

nudge-hole = Kortet och pinnen är rätt: titta igen på var pinnen landar.
nudge-peg = Kortet är rätt: prova det med en annan pinne.
nudge-card = Pinnen är rätt: ett annat kort tar den dit den ska.
nudge-discard = Det finns ett drag att göra: leta efter ett kort som flyttar en pinne.
nudge-no-move-card = Det kortet kan inte flytta någon pinne här: titta på korten som kan.
nudge-count = Räkna hålen igen, ett i taget, från pinnen som flyttas.
nudge-other = Läs uppgiften igen: vilken pinne frågar den om, och vart ska den?
nudge-landing = Följ pinnen hål för hål till där den landar: vad står där?

hint-rule-step = Regeln: { $rules } De markerade pinnarna är de som regeln handlar om.
hint-wait = Prova med det först: nästa steg öppnas efter ditt nästa svar.
