title = Holatni ikki marta belgilash zararsiz
narrative = Bu xabar buyurtma holatini «paid» (toʻlangan) deb belgilaydi. Worker holatni yangilagach, ack yuborishdan oldin ishdan chiqadi, shuning uchun xabar qayta yetkaziladi.
task = Ssenariyni ijro eting va holat necha marta belgilanganini sanang.
question = m1 boʻyicha xulosa qanday boʻladi?
takeaway = Qiymatni belgilash idempotent amal: bir xil yangilanishni ikki marta bajarish ham xuddi oʻsha holatni qoldiradi, shuning uchun uni qayta yetkazish zarar keltirmaydi. Biroq idempotentlik istalgan tartibda xavfsiz degani emas: yangisidan keyin kelgan eskiroq holat yangilanishi baribir uning ustidan yozib yuboradi. Bundan himoyalanish uchun har bir yangilanishda versiya raqami kerak: keyingi darslar muammoni ham, himoyani ham koʻrsatadi.
