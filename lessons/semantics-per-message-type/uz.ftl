title = Semantikani har bir xabar turi uchun alohida tanlang
narrative = Telemetriya, masalan, sensorning soʻnggi koʻrsatkichi, bitta oʻlchovni yoʻqotishi mumkin; toʻlovlar esa yoʻq. Bu isteʼmolchi avval ack yuboradi va hech qachon qayta urinmaydi.
task = «Har bir nosozlikni alohida sinab koʻrish» tugmasi bilan nosozliklar tahlilini ishga tushiring va bu isteʼmolchini telemetriya uchun ishlatish mumkinmi, toʻlovlar uchun-chi, oʻzingiz hal qiling.
question = U qaysi kafolatni beradi?
takeaway = At-most-once arzon va xabar yoʻqolishi katta zarar keltirmaydigan joyda yetarli. Dedup, tranzaksiyalar va idempotentlik kalitlarini esa yoʻqotish yoki dublikat moliyaviy zarar keltiradigan joylarda qoʻllang.
