"xx.s"() {sym_name="a"} : () -> ()
"xx.s"() ({
 "xx.t"() : () -> ()
}) {sym_name="a"} : () -> ()
