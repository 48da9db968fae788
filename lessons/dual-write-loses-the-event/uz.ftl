title = Avval commit, keyin yuborish: hodisa yoʻqolishi mumkin
narrative = Buyurtmalar xizmati har bir buyurtmani oʻz maʼlumotlar bazasiga saqlaydi, soʻng keyingi xizmatlar uchun hodisa yuboradi. U m1 buyurtmasini commit qiladi va yuborishdan oldin ishdan chiqadi. Isteʼmolchida inbox bor, shuning uchun bu yerda takrorlanishlar muammo emas.
task = «Nosozliklar» panelidagi nosozlikni oʻqing: producer m1 uchun commitdan darhol keyin ishdan chiqadi. «Oxirigacha ijro etish» tugmasini bosing va hodisalar jurnalini koʻzdan kechiring.
question = m1 bilan nima boʻladi?
takeaway = Maʼlumotlar bazasiga yozib, keyin yuborish — bu ikki tomonlama yozuv (dual write): ikki tizim va ikkalasini oʻraydigan birorta tranzaksiya yoʻq. Ular orasidagi nosozlik mavjud, lekin hech kimga eʼlon qilinmagan buyurtmani qoldiradi: keyingi xizmatlar uchun u yoʻqolgan. Qayta urinishi kerak boʻlgan jarayon yoʻq boʻlsa, qayta urinish yordam bermaydi.
