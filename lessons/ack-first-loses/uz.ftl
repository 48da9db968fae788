title = Avval ack, keyin ish
narrative = Bu isteʼmolchi xabar kelishi bilanoq brokerga u bajarildi deb bildiradi va buyurtmani faqat shundan keyin yaratadi. Worker ack yuborgan zahoti ishdan chiqadi.
task = 2-qatordagi ishdan chiqish nuqtasiga qarang, soʻng «Oxirigacha ijro etish» tugmasini bosing.
question = m1 xabarining buyurtmasi nima boʻladi?
takeaway = Ish bajarilishidan oldin yuborilgan ack tufayli broker xabarni unutadi. Shu ikki qadam orasidagi ishdan chiqish xabarni butunlay yoʻqotadi: bu at-most-once (koʻpi bilan bir marta).
