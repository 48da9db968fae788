title = Yoʻqolgan toʻlov javobi
narrative = Toʻlov xizmati kartadan pul yechadi, lekin uning javobi yoʻqoladi. Isteʼmolchi pul yechilgan-yechilmaganini bila olmaydi, shuning uchun xabar qayta yetkaziladi.
task = Ssenariyni ijro eting va «Karta toʻlovlari» jadvaliga qarang.
question = p1 toʻlovi boʻyicha xulosa qanday?
takeaway = Natijasi nomaʼlum amal na muvaffaqiyat, na muvaffaqiyatsizlik hisoblanadi. Koʻr-koʻrona qayta urinish tizimingizdan tashqaridagi qoʻshimcha taʼsirni takrorlaydi.
