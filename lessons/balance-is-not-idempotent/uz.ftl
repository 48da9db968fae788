title = Balansga ikki marta qoʻshish esa zararsiz emas
narrative = Isteʼmolchi ham, ishdan chiqish ham avvalgidek, lekin bu safar xabar balansga 100 qoʻshadi.
task = Ssenariyni ijro eting va balansga qarang.
question = m1 boʻyicha xulosa qanday boʻladi?
takeaway = balance += 100 idempotent emas: har bir ortiqcha yetkazish balansga yana pul qoʻshadi. At-least-once yetkazish idempotent ishlov berishni talab qiladi.
