title = Ishning oʻzidan qisqa visibility timeout
narrative = Broker isteʼmolchiga ack yuborish uchun 3 takt beradi. Bu isteʼmolchi sekin: unga ishni boshlashning oʻziga 5 takt kerak.
task = Ssenariyni ijro eting, soʻng «Sozlamalar» boʻlimida visibility timeoutni oshiring va yana ijro eting.
question = Timeout 3 takt boʻlganda m1 qanday yakunlanadi?
takeaway = Ish visibility timeoutdan uzoq davom etsa, birinchi worker hali band boʻlgan paytda broker xabarni boshqa workerga beradi.
