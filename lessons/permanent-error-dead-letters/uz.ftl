title = Doimiy xato qayta urinilmaydi
narrative = m1 isteʼmolchi doimiy deb taniydigan xato bilan yiqiladi, masalan, hech qanday qayta urinish tuzata olmaydigan buzilgan buyurtma.
task = Ssenariyni ishga tushiring va m1 yetkazishlarini sanang. Keyin xato tanilmagan poison xabar haqidagi dars bilan solishtiring.
question = m1 qayerga tushadi?
takeaway = Qayta urinishlar faqat vaqtinchalik xatolarda yordam beradi. Doimiy ekani maʼlum xato qayta urinishlarni sarflamay, darhol dead-letter queue ga ketadi.
