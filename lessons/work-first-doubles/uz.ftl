title = Avval ish, keyin ack
narrative = Endi isteʼmolchi avval buyurtmani yaratadi, ackni esa keyin yuboradi. Worker buyurtma yozilgandan keyin, lekin ack yuborilishidan oldin ishdan chiqadi.
task = «Oxirigacha ijro etish» tugmasini bosing va «Buyurtmalar» jadvalini kuzating.
question = m1 buyurtmasi nima boʻladi?
takeaway = Ack kelmasa, broker xabarni qayta yetkazadi. Hech narsa yoʻqolmaydi, lekin ish ikki marta bajariladi: bu at-least-once (kamida bir marta). Bu broker, Amazon SQS kabi, visibility timeout tugaganda xabarni qayta yetkazadi; RabbitMQ isteʼmolchining kanali yoki ulanishi yopilishi bilanoq xabarni navbatga qaytaradi, Kafka esa oxirgi commit qilingan offsetdan boshlab qayta oʻqiydi.
