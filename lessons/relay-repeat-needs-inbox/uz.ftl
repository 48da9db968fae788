title = Relay oʻzini takrorlaydi
narrative = Relay m1 ning outbox qatorini yuboradi va uni yuborilgan deb belgilashdan oldin ishdan chiqadi. Bir necha taktdan keyin qaytib, u qator hali yuborilgan deb belgilanmaganini koʻradi va uni oʻsha ID bilan yana yuboradi. Bu isteʼmolchi deduplikatsiya qilmaydi: u olgan har bir nusxani bajaradi.
task = «Oxirigacha ijro etish» tugmasini bosing va isteʼmolchi nechta buyurtma yaratganini sanang.
question = m1 bilan nima boʻladi?
takeaway = Outbox manba tomonida exactly-once emas, at-least-once beradi: relay hodisani yuborgandan keyin, qatorni yuborilgan deb belgilashdan oldin ishdan chiqsa, hodisa ikki marta yuboriladi. Aynan bir marta (exactly-once) yuz beradigan taʼsir uchun ikkala yarmi kerak: producerdagi outbox va narigi uchdagi, ikkinchi nusxani IDsi boʻyicha tashlab yuboradigan idempotent isteʼmolchi.
