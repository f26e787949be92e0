"test.op"() {l = loc("attrloc":1:1), m = loc(callsite("a" at "b":1:1)), e = loc("":1:2)} : () -> () loc("":3:4)
