title = Qayta yechishdan oldin provayderdan soʻrang
narrative = Toʻlov javobi yana yoʻqoladi va idempotentlik kaliti hali ham yoʻq. Ammo bu isteʼmolchi pul yechishdan oldin toʻlov xizmatidan shu xabar uchun pul allaqachon yechilgan-yechilmaganini soʻraydi.
task = Ssenariyni ishga tushiring va vaqt chizigʻida holat tekshiruvini toping. Keyin ikkinchi worker qoʻshing va «Har bir nosozlikni alohida sinab koʻrish» tugmasini bosing.
question = p1 toʻlovi uchun natija qanday?
takeaway = Holatni tekshirish nomaʼlum natijani maʼlum natijaga aylantiradi. Lekin savol bilan pul yechish orasiga ikkinchi yetkazish suqilib kirishi mumkin: bu poygani faqat idempotentlik kaliti yopadi.
