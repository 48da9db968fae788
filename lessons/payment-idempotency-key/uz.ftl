title = Toʻlov uchun idempotentlik kaliti
narrative = Toʻlov javobi yana yoʻqoladi, lekin endi pul yechish haqidagi har bir soʻrov xabar IDsini idempotentlik kaliti sifatida olib boradi va xizmat bu kalitga amal qiladi.
task = Ssenariyni ijro eting va vaqt chizigʻida xizmat yangi toʻlov oʻrniga birinchisining natijasini qaytargan joyni toping.
question = p1 toʻlovi boʻyicha xulosa qanday?
takeaway = Kalit boʻlsa, toʻlov provayderi kartadan qayta pul yechish oʻrniga birinchi natijani qaytaradi. Toʻlov holatini tekshirish, yaʼni kalit boʻyicha holatni soʻrash ham nomaʼlum natijani aniqlashtiradi.
