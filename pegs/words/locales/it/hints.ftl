# La scala degli aiuti del corso: una spinta per ogni tipo di errore, la cornice della regola, l'attesa.

nudge-hole = La carta e il piolo sono giusti: guarda di nuovo dove arriva il piolo.
nudge-peg = La carta è giusta: provala con un altro piolo.
nudge-card = Il piolo è giusto: un'altra carta lo porta dove deve andare.
nudge-discard = C'è una mossa da fare: cerca una carta che muova un piolo.
nudge-no-move-card = Quella carta qui non può muovere nessun piolo: guarda le carte che possono.
nudge-count = Conta di nuovo i buchi, uno per uno, dal piolo che si muove.
nudge-other = Rileggi il compito: di quale piolo parla, e dove deve andare?
nudge-landing = Segui il piolo buco per buco fino a dove arriva: che cosa c'è lì?

hint-rule-step = La regola: { $rules } I pioli segnati sono quelli di cui parla la regola.
hint-wait = Prima prova con questo: il passo successivo si apre dopo la tua prossima risposta.
