title = Yoʻqolgan ack ishdan chiqishdek koʻrinadi
narrative = Bu yerda hech narsa ishdan chiqmaydi. Isteʼmolchi ishini bajaradi va ack yuboradi, lekin ack brokerga yetib bormaydi.
task = Ssenariyni ijro eting va vaqt chizigʻida ack yoʻqolgandan keyin nima boʻlishini kuzating.
question = m1 xabarining buyurtmasi nima boʻladi?
takeaway = Broker yoʻqolgan ackni ishdan chiqqan isteʼmolchidan ajrata olmaydi, shuning uchun xabarni qayta yetkazadi. Ishlov berish ikkinchi yetkazishga ham bardosh berishi kerak.
