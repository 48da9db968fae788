title = Dedup yozuvi oʻzgarish bilan birga commit qilinishi kerak
narrative = Bu yerda avval buyurtma commit qilinadi, ID esa undan keyin, alohida qayd etiladi. Worker shu ikki qadam orasida ishdan chiqadi.
task = Ssenariyni ijro eting, soʻng processed.insert qatorini db.commit qatoridan yuqoriga koʻtaring va yana ijro eting.
question = Hozirgi tartibda m1 qanday yakunlanadi?
takeaway = Agar oʻzgarish va dedup yozuvi alohida commit qilinsa, ular orasidagi ishdan chiqish dedup bilmaydigan oʻzgarishni qoldiradi.
