title = Tranzaksion outbox
narrative = Endi xizmat hodisani buyurtma bilan bitta tranzaksiyada outbox jadvaliga yozadi, alohida relay esa outboxning commit qilingan qatorlarini yuboradi. Xizmat xuddi bu darslarning birinchisidagi kabi m1 commitidan darhol keyin ishdan chiqadi.
task = «Oxirigacha ijro etish» tugmasini bosing va hodisalar jurnalida relayni kuzating: u outboxni oʻqiydi, qatorni yuboradi va uni yuborilgan deb belgilaydi.
question = m1 bilan nima boʻladi?
takeaway = Buyurtma va uning hodisasi birga commit qilinadi yoki umuman qilinmaydi, shuning uchun har bir commit qilingan buyurtma ertami-kechmi yuboriladi, rollback qilingani esa hech qachon yuborilmaydi. Relay kamida bir marta yuboradi: keyingi dars koʻrsatganidek, u qatorni qayta yuborishi mumkin.
