title = Qayta urinishlar boʻroni
narrative = Toʻlov xizmati t=2 dan t=13 gacha ishlamaydi. Toʻrtta worker kartalardan pul yechadi va har bir muvaffaqiyatsiz yechish kutmasdan darhol qayta uriniladi.
task = «Oxirigacha ijro etish» tugmasini bosing va «Metrikalar» paneliga qarang: toʻlov xizmatiga murojaatlar va ular orasidagi rad etilganlar. Soʻng «Sozlamalar»da «Qayta urinish backoffi (taktlarda)» ni 2 ga va «Backoff koʻpaytuvchisi» ni 2 ga qoʻying, «Jitter» ni yoqing va yana ishga tushiring.
question = p2 bilan nima boʻladi?
takeaway = Kutmasdan qayta urinishlar uzilishni boʻronga aylantiradi: qiynalayotgan xizmat hech biriga javob bera olmaydigan paytda eng koʻp murojaat oladi, uzilishga tushgan har bir xabar esa bir necha taktda yetkazishlarini tugatib, DLQga tushadi. Toʻliq jitterli eksponensial backoff qayta urinishlarni vaqt boʻyicha tarqatadi va ular uzilishdan keyin ham davom etadi.
