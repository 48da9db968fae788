title = Avtocommit poll qilingan narsani commit qiladi
narrative = Kafka kabi logning bu isteʼmolchisi offsetni hech qachon oʻzi commit qilmaydi: uning klienti har 2 taktda fonda oxirgi poll pozitsiyasini commit qiladi (avtocommit). m2 toʻldirishi sekin: worker uni poll qilgandan keyin 4 takt qotib qoladi, soʻng toʻldirish bajarilmasdan ishdan chiqadi.
task = «Oxirigacha ijro etish» tugmasini bosing va m2 toʻxtab turganda vaqt chizigʻidagi avtocommit strelkalarini toping.
question = m2 ning balansni toʻldirishi nima boʻladi?
takeaway = Avtocommit qayta ishlangan narsani emas, poll qilingan narsani commit qiladi: shunday commitdan keyin va ishdan oldin ishdan chiqish yozuvni yoʻqotadi. Kafkaning Java klienti keyingi poll ichida commit qiladi, shuning uchun har bir yozuvni yangi polldan oldin tugatadigan sikl xavfsiz; fonda commit qiladigan klient yoki boshqa oqimlarga berilgan ish esa xavfsiz emas.
