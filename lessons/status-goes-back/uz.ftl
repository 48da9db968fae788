title = Eski yangilanish yangisining ustidan yozadi
narrative = Ikki xabar bitta buyurtmani, order-7 ni yangilaydi: m1 uning holatini paid qiladi, undan keyin eʼlon qilingan m2 esa shipped qiladi. Worker m1 holatini yozib boʻlgach, tasdiqdan (ack) oldin ishdan chiqadi. m1 koʻrinmaslik muddati tugashini kutib turganda (SQS dagidek), worker qaytib keladi va m2 ni qayta ishlaydi. Soʻng broker m1 ni yana yetkazadi.
task = «Oxirigacha ijro etish» tugmasini bosing va buyurtma holati jadvalini yuqoridan pastga oʻqing.
question = Yangiroq yangilanish boʻlgan m2 uchun hukm qanday?
takeaway = Holatni belgilash idempotent, lekin eskiroq yangilanishning kechikib qayta yetkazilishi baribir yangisining ustidan yozadi: order-7 shipped emas, paid holatida qoladi. Qayta yetkazishlar, takroriy urinishlar va parallel workerlar isteʼmolchi xabarlarni koʻradigan tartibni oʻzgartiradi, shuning uchun isteʼmolchiga qaysi yangilanish yangiroq ekanini bilish usuli kerak. Keyingi dars unga shunday usul beradi.
