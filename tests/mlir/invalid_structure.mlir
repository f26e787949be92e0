// Structural errors of the parser and the verifier, with MLIR 16's messages and locations.
// Checked with --split-input-file --verify-diagnostics by both odsgen-opt and mlir-opt-16.

"xx.f"() ({
^bb0:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "xx.use"(%v) : (i32) -> ()
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %v = "xx.def"() : () -> i32
  "xx.br"()[^bb1] : () -> ()
^bb1:
  "xx.ret"() : () -> ()
}) : () -> ()

// -----

"xx.f"() ({
  "xx.br"()[^bb1] : () -> ()
^bb1:
  %0 = "xx.def"() : () -> i32
  "xx.br"()[^bb2] : () -> ()
^bb2:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "xx.use"(%1) : (i32) -> ()
  "xx.ret"() : () -> ()
^bb3:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %1 = "xx.def"() : () -> i32
  "xx.br"()[^bb2] : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{entry block of region may not have predecessors}}
"xx.f"() ({
^bb0:
  "xx.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{empty block: expect at least a terminator}}
"xx.f"() ({
  "xx.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()

// -----

"xx.f"() ({
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  "xx.br"()[^bb1] : () -> ()
  "xx.ret"() : () -> ()
^bb1:
  "xx.ret"() : () -> ()
}) : () -> ()

// -----

// expected-note @+1 {{see existing symbol definition here}}
"xx.sym"() {sym_name = "a"} : () -> ()
// expected-error @+1 {{redefinition of symbol named 'a'}}
"xx.sym"() {sym_name = "a"} : () -> ()

// -----

// expected-error @+1 {{use of undeclared SSA value name}}
"xx.use"(%undefined) : (i32) -> ()

// -----

// expected-note @+1 {{prior use here}}
%0 = "xx.def"() : () -> i32
// expected-error @+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"xx.use"(%0) : (i64) -> ()

// -----

// expected-note @+1 {{previously defined here}}
%0 = "xx.def"() : () -> i32
// expected-error @+1 {{redefinition of SSA value '%0'}}
%0 = "xx.def"() : () -> i32

// -----

"xx.f"() ({
  // expected-error @+1 {{reference to an undefined block}}
  "xx.br"()[^missing] : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
%0:2 = "xx.def"() : () -> i32

// -----

// expected-error @+1 {{expected 1 operand type}}
"xx.use"(%0) : () -> ()

// -----

// expected-error @+1 {{undefined symbol alias id 'nope'}}
"xx.a"() {a = #nope} : () -> ()

// -----

// expected-error @+1 {{unknown escape in string literal}}
"xx.a"() {a = "bad \q"} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"xx.a"() {a = 256 : i8} : () -> ()

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"xx.a"() {a = -1 : ui8} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"xx.a"() {a = 5 : f32} : () -> ()

// -----

// expected-error @+1 {{expected ')' to end operand list}}
"xx.a"( : () -> ()

// -----

// expected-error @+1 {{custom op 'unknown_op' is unknown (tried 'builtin.unknown_op' as well)}}
unknown_op

// -----

// expected-error @+2 {{redefinition of attribute alias id 'a'}}
#a = 1
#a = 2

// -----

"xx.op"() : () -> () loc(#undefined_loc)  // expected-error {{operation location alias was never defined}}

// -----

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'bad'}}
module attributes {bad} {
}
