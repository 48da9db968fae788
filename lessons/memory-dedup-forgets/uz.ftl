title = Xotiradagi dedup jarayon bilan birga yoʻqoladi
narrative = Bu isteʼmolchi ishlov berilgan IDlarni worker jarayoni ichidagi toʻplamda eslab qoladi. Worker commit qadamidan keyin, ack yuborishdan oldin ishdan chiqadi.
task = Ssenariyni ijro eting va worker qayta ishga tushishini kuzating.
question = m1 qanday yakunlanadi?
takeaway = Qayta ishga tushganda jarayon xotirasi tozalanadi va qayta yetkazilgan xabar yangidek koʻrinadi. Dedup yozuvi oʻzgarishning oʻzi kabi ishonchli saqlanishi kerak.
