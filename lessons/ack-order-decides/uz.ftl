title = Kafolatni ack turgan joy belgilaydi
narrative = Nosozliklar tahlili bu isteʼmolchida har bir ishdan chiqish nuqtasini va har bir yoʻqolgan ackni birma-bir sinab koʻradi, soʻng u saqlab qoladigan eng kuchli kafolatni koʻrsatadi.
task = «Nima xato ketishi mumkin?» panelini oching va «Har bir nosozlikni alohida sinab koʻrish» tugmasini bosing, soʻng ack qatorini apply qatoridan pastga tushiring va tahlilni yana ishga tushiring.
question = receive, ack, apply tartibi qaysi kafolatni beradi?
takeaway = Ack ish bajarilishidan oldin yuborilsa, xabarlar yoʻqolishi mumkin, lekin hech qachon takrorlanmaydi. Ack ishdan keyin yuborilsa, xabarlar takrorlanishi mumkin, lekin hech qachon yoʻqolmaydi. Semantikani atigi ikki qatorning tartibi belgilaydi.
