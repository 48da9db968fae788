title = Vaqtinchalik xatoda qayta urinish oʻrinli
narrative = m1 ikki marta xato beradi, keyin esa muvaffaqiyatli oʻtadi — xuddi bir muddat ulanib boʻlmagan maʼlumotlar bazasi kabi. Har bir qayta urinish oldingisidan uzoqroq kutadi, ustiga tasodifiy jitter qoʻshiladi.
task = Ssenariyni ijro eting va vaqt chizigʻida qayta urinishlar vaqtini koʻrib chiqing.
question = m1 qanday yakunlanadi?
takeaway = Vaqtinchalik xatolar vaqt oʻtishi bilan oʻtib ketadi: eksponensial backoff bilan qayta urining va koʻp isteʼmolchilar bir paytda, bir maromda qayta urinmasligi uchun jitter qoʻshing.
