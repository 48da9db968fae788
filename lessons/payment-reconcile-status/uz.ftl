title = Qayta yechishdan oldin provayderdan soʻrang
narrative = Toʻlov javobi yana yoʻqoladi va idempotentlik kaliti hali ham yoʻq. Ammo bu isteʼmolchi pul yechishdan oldin toʻlov xizmatidan shu xabar uchun yechim allaqachon bor-yoʻqligini soʻraydi.
task = Ssenariyni ishga tushiring va vaqt chizigʻida holat tekshiruvini toping. Keyin ikkinchi worker qoʻshing va «Har bir nosozlikni alohida sinab koʻrish» tugmasini bosing.
question = Bu yerda kartadan necha marta pul yechiladi?
takeaway = Holatni tekshirish nomaʼlum natijani maʼlum natijaga aylantiradi. Lekin savol bilan yechim orasiga ikkinchi yetkazish suqilib kirishi mumkin: bu poygani faqat idempotentlik kaliti yopadi.
