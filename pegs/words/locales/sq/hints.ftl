# Shkallët e ndihmës së kursit: një shtytje për çdo lloj gabimi, korniza e rregullit, pritja.

nudge-hole = Letra dhe kunji janë të saktë: shiko përsëri ku zbret kunji.
nudge-peg = Letra është e saktë: provoje me një kunj tjetër.
nudge-card = Kunji është i saktë: një letër tjetër e çon atje ku duhet të shkojë.
nudge-discard = Ka një lëvizje për të bërë: kërko një letër që lëviz një kunj.
nudge-no-move-card = Ajo letër nuk mund të lëvizë asnjë kunj këtu: shiko letrat që mundin.
nudge-count = Numëro përsëri vrimat, një nga një, nga kunji që lëviz.
nudge-other = Lexoje përsëri detyrën: për cilin kunj pyet, dhe ku duhet të shkojë ai?
nudge-landing = Ndiqe kunjin vrimë pas vrime deri atje ku zbret: çfarë qëndron atje?

hint-rule-step = Rregulli: { $rules } Kunjat e shënuar janë ata për të cilët flet rregulli.
hint-wait = Provo së pari me këtë: hapi tjetër hapet pas përgjigjes sate të radhës.
