title = Unikallik cheklovi poygaga barham beradi
narrative = Poyga avvalgidek, lekin endi processed_messages jadvalida ID uchun unikallik cheklovi bor.
task = Ssenariyni ijro eting va vaqt chizigʻida rad etilgan yozuvni toping.
question = m1 qanday yakunlanadi?
takeaway = Maʼlumotlar bazasi oʻsha IDni ikkinchi marta yozishni rad etadi, kechikkan tranzaksiya rollback qilinadi va oʻzgarish takrorlanmaydi.
