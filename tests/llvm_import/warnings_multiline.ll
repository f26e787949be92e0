define i32 @s(i32 %x, ptr %f) personality ptr @__gxx_personality_v0 {
entry:
  switch i32 %x, label %d [
    i32 1, label %a
    i32 2, label %b
  ], !prof !0
a:
  %r = invoke i32 %f(i32 %x)
          to label %d unwind label %lp, !prof !1
b:
  br label %d
lp:
  %l = landingpad { ptr, i32 }
          cleanup
  ret i32 1
d:
  ret i32 0
}
declare i32 @__gxx_personality_v0(...)
!0 = !{!"VP", i32 0, i64 10, i64 123, i64 10}
!1 = !{!"VP", i32 0, i64 20, i64 456, i64 20}
