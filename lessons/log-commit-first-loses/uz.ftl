title = Avval offset commiti, keyin ish
narrative = Bu isteʼmolchi logni Kafka isteʼmolchisi kabi oʻqiydi: yozuvni poll orqali oladi, darhol undan keyingi offsetni commit qiladi va shundan keyingina buyurtmani yaratadi. Commit qilingan offset isteʼmolchilar guruhiga (consumer group) undan oldingi barcha yozuvlar bajarilganini bildiradi. Worker m2 dan keyingi offsetni commit qilgan zahoti ishdan chiqadi.
task = 2-qatordagi ishdan chiqish nuqtasiga qarang, soʻng «Oxirigacha ijro etish» tugmasini bosing. Guruh partitsiyani qayta taqsimlaganda oʻqish qaysi offsetdan boshlanishini koʻring.
question = m2 ning buyurtmasi nima boʻladi?
takeaway = Commit qilingan offset undan oldingi barcha yozuvlarga ishlov berilganini bildiradi. Uni ishdan oldin commit qilsangiz, oradagi ishdan chiqish yozuvni butunlay oʻtkazib yuboradi: bu at-most-once, navbatdagi ishdan oldingi ack kabi.
