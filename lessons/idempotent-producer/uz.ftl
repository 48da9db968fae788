title = Idempotent producer
narrative = Producer brokerning qabul tasdigʻini yoʻqotadi va xabarni qayta yuboradi. Bu isteʼmolchida hech qanday dedup yoʻq, biroq producer xabar bilan birga producer ID va sequence number (tartib raqami) yuboradi.
task = Ssenariyni ijro eting, soʻng «Sozlamalar» boʻlimida «Idempotent producer rejimi»ni oʻchirib, yana ijro eting.
question = m1 qanday yakunlanadi?
takeaway = Sequence number tufayli takroriy yuborishni brokerning oʻzi qabul qilmaydi, shuning uchun dublikat navbatga umuman yetib bormaydi.
