title = Doimiy xatoda qayta urinilmaydi
narrative = m1 isteʼmolchi doimiy deb taniydigan xato bilan tugaydi, masalan, hech qanday qayta urinish tuzata olmaydigan buzilgan buyurtma.
task = Ssenariyni ishga tushiring va m1 yetkazishlarini sanang. Keyin xato tanilmagan zaharli xabar haqidagi dars bilan solishtiring.
question = m1 qayerga tushadi?
takeaway = Qayta urinishlar faqat vaqtinchalik xatolarda yordam beradi. Isteʼmolchi xato doimiy ekanini bilsa, xabarni qayta urinishsiz rad etadi va broker uni darhol DLQga oʻtkazadi. RabbitMQda bu navbatga qaytarmasdan rad etish (reject without requeue) boʻlib, xabarni dead-letter exchangega yoʻnaltiradi; Amazon SQSda rad etish yoʻq, shuning uchun u yerda bunday xabarni DLQga isteʼmolchining oʻzi yuboradi.
