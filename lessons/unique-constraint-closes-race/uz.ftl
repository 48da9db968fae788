title = Unique constraint poygaga chek qoʻyadi
narrative = Poyga avvalgidek, lekin endi processed_messages jadvalida ID uchun unique constraint bor.
task = Ssenariyni ijro eting va vaqt chizigʻida rad etilgan yozuvni toping.
question = m1 qanday yakunlanadi?
takeaway = Maʼlumotlar bazasi oʻsha ID ni ikkinchi marta yozishni rad etadi, kechikkan tranzaksiya rollback qilinadi va oʻzgarish takrorlanmaydi.
