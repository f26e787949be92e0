"test.op"() {arr = [loc("x":1:1), loc(callsite("a" at "b":1:1)), "loc(", 3], d = {k = loc(unknown)}} : () -> () loc("q":1:1)
func.func @g() { return loc("r":2:2) }
