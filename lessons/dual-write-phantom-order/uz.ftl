title = Avval yuborish, keyin commit: hech qachon boʻlmagan buyurtma
narrative = Bu safar buyurtmalar xizmati avval hodisani yuboradi, tranzaksiyasini esa keyin commit qiladi. U ikki qadam orasida ishdan chiqadi: maʼlumotlar bazasi m1 buyurtmasini rollback qiladi (orqaga qaytaradi), lekin hodisa allaqachon brokerda.
task = «Oxirigacha ijro etish» tugmasini bosing va m1 boʻyicha xulosani oʻqing.
question = m1 bilan nima boʻladi?
takeaway = Commitdan oldin yuborish hali rollback qilinishi mumkin boʻlgan oʻzgarishni eʼlon qiladi. Isteʼmolchi manba hech qachon saqlamagan buyurtma asosida ish tutadi: bu fantom. Qadamlarni yana almashtirsangiz, fantomni oldingi darsdagi yoʻqolgan hodisaga almashtirasiz, xolos.
