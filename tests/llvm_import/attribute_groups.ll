; Attribute groups (#N) in the functions and instructions MLIR 16 quotes in
; its warnings, numbered as LLVM prints them (the module's functions' sets,
; then the calls' of the function printed, uniqued by content); LLVM's
; "Function Attrs" comment; an invoke's continuation lines kept as written.
declare i32 @g(i32) #3

; Function Attrs: noinline nounwind optnone memory(argmem: read) uwtable
define i32 @f(ptr %p, i1 %c) #1 !prof !1 {
  %v = load i32, ptr %p, align 4
  %w = call i32 @g(i32 %v) #6
  %x = call i32 @h(i32 %w) #8, !tbaa !2
  %s = select i1 %c, i32 %x, i32 1, !prof !0
  ret i32 %s
}

declare i32 @h(i32) #5

define i32 @k(i1 %c, i32 %a) {
  %b = call i32 @h(i32 %a) #7
  %s = select i1 %c, i32 %b, i32 %a, !prof !0
  %t = call i32 @g(i32 %s) #6, !prof !3
  ret i32 %t
}

define i32 @m(i1 %c) personality ptr @pers !prof !1 {
  %r = invoke i32 @h(i32 1) #7
          to label %ok unwind label %bad

ok:                                               ; preds = %0
  %s = select i1 %c, i32 %r, i32 2, !prof !0
  ret i32 %s

bad:                                              ; preds = %0
  %lp = landingpad { ptr, i32 }
          cleanup
  ret i32 0
}

declare i32 @pers(...)

attributes #1 = { noinline nounwind optnone memory(argmem: read) uwtable "frame-pointer"="all" "no-trapping-math"="true" }
attributes #3 = { "target-cpu"="x86-64" }
attributes #5 = { nounwind }
attributes #6 = { nounwind }
attributes #7 = { cold }
attributes #8 = { minsize "a b"="c d" }

!0 = !{!"branch_weights", i32 1, i32 2}
!1 = !{!"branch_weights", i32 3}
!2 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"root"}
!3 = !{!"VP", i32 0, i64 10}
