title = Dedup uchun oʻzgarmas ID kerak
narrative = Producer brokerdan qabul tasdigʻini olmaydi va m1 xabarini qayta yuboradi, natijada navbatda ikki nusxa paydo boʻladi. Isteʼmolchi ishlov bergan har bir IDni jadvalga yozib boradi.
task = Ssenariyni ijro eting va processed_messages jadvaliga qarang.
question = m1 qanday yakunlanadi?
takeaway = Nusxa xuddi oʻsha ID bilan keladi, shuning uchun dedup tekshiruvi uni taniydi va oʻtkazib yuboradi.
