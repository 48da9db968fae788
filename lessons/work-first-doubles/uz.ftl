title = Avval ish, keyin ack
narrative = Endi isteʼmolchi avval buyurtmani yaratadi, ackni esa keyin yuboradi. Worker buyurtma yozilgandan keyin, lekin ack yuborilishidan oldin ishdan chiqadi.
task = «Oxirigacha ijro etish» tugmasini bosing va «Buyurtmalar» jadvalini kuzating.
question = m1 buyurtmasi nima boʻladi?
takeaway = Ack kelmasa, visibility timeout tugagach broker xabarni qayta yetkazadi. Hech narsa yoʻqolmaydi, lekin ish ikki marta bajariladi: bu at-least-once (kamida bir marta).
