title = «Aynan bir marta» Kafka chegarasida tugaydi
narrative = Oʻsha Kafka tranzaksiyali isteʼmolchi va offset commiti bilan commit_tx orasidagi oʻsha ishdan chiqish. Bu safar logda ikki yozuv bor: e1 chiqish yozuvini, d1 esa maʼlumotlar bazasiga toʻldirishni soʻraydi.
task = «Oxirigacha ijro etish» tugmasini bosing va chiqish topic’idagi e1 ni balansdagi d1 bilan solishtiring.
question = d1 toʻldirishi nima boʻladi?
takeaway = Kafka tranzaksiyasi Kafka saqlaydigan narsani qamraydi: chiqish yozuvlari va isteʼmolchi offsetlarini. Toʻldirish maʼlumotlar bazasiga ketdi, bekor qilish uni qaytara olmaydi, d1 esa qayta oʻqildi: balans 100 oʻrniga 200. Kafka’dagi «aynan bir marta» uning chegarasida tugaydi; maʼlumotlar bazasi uchun isteʼmolchiga baribir oʻzgarish bilan bir xil baza tranzaksiyasida deduplikatsiya yozuvi kerak.
