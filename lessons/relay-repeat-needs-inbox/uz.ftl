title = Relay oʻzini takrorlaydi
narrative = Relay m1 ning outbox qatorini yuboradi va uni yuborilgan deb belgilashdan oldin ishdan chiqadi. Bir necha taktdan keyin qaytib, u qator hali yuborilmaganini koʻradi va uni yana oʻsha ID bilan yuboradi. Bu isteʼmolchida inbox yoʻq.
task = «Oxirigacha ijro etish» tugmasini bosing va isteʼmolchi nechta buyurtma yaratganini sanang.
question = m1 bilan nima boʻladi?
takeaway = Outbox manba tomonidan exactly-once emas, at-least-once beradi: relay yuborish va qatorni belgilash orasida ishdan chiqsa, hodisa ikki marta yuboriladi. Roppa-rosa bir marta yuz beradigan taʼsir uchun ikkala yarmi kerak: producerdagi outbox va isteʼmolchidagi inbox, u ikkinchi nusxani ID boʻyicha tashlab yuboradi.
