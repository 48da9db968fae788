title = Exactly-once Kafka chegarasida tugaydi
narrative = Oʻsha Kafka tranzaksiyali isteʼmolchi va oʻsha ishdan chiqish: commit_offset qadamidan keyin (u offsetni faqat tranzaksiyaga qoʻshadi) va commit_tx qadamidan oldin. Bu safar logda ikki yozuv bor: e1 chiqish yozuvini, d1 esa maʼlumotlar bazasiga toʻldirishni soʻraydi.
task = «Oxirigacha ijro etish» tugmasini bosing va chiqish topicidagi e1 ni balansdagi d1 bilan solishtiring.
question = d1 toʻldirishi nima boʻladi?
takeaway = Kafka tranzaksiyasi Kafka saqlaydigan narsani qamraydi: chiqish yozuvlari va isteʼmolchi offsetlarini. Toʻldirish maʼlumotlar bazasiga ketdi, bekor qilish uni qaytara olmaydi, d1 esa qayta oʻqildi: balans 100 oʻrniga 200. Kafkadagi exactly-once uning chegarasida tugaydi; maʼlumotlar bazasi uchun isteʼmolchiga baribir oʻzgarish bilan bir xil baza tranzaksiyasida deduplikatsiya yozuvi kerak.
