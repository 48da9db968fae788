title = Holatni ikki marta belgilash zararsiz
narrative = Bu xabar buyurtma holatini toʻlangan deb belgilaydi. Worker holatni yangilagach, ack yuborishdan oldin ishdan chiqadi, shuning uchun xabar qayta yetkaziladi.
task = Ssenariyni ijro eting va holat necha marta belgilanganini sanang.
question = m1 boʻyicha xulosa qanday boʻladi?
takeaway = Qiymatni belgilash idempotent amal: uni ikki marta bajarish ham xuddi oʻsha holatni qoldiradi. Qayta yetkazish bunday amalga zarar yetkaza olmaydi.
