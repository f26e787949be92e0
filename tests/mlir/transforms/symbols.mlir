// symbol-dce and symbol-privatize on func and llvm symbols.
module attributes {test.simple} {
  func.func private @dead_private_function()
  func.func nested @dead_nested_function()
  func.func private @live_private_function()
  func.func nested @live_nested_function()
  func.func @public_function() {
    "foo.return"() {uses = [@live_private_function, @live_nested_function]} : () -> ()
  }
  llvm.func @private_llvm() attributes {sym_visibility = "private"}
  llvm.mlir.global private @gv(0 : i32) : i32
  llvm.func @uses_global() {
    %0 = llvm.mlir.addressof @gv2 : !llvm.ptr<i32>
    llvm.call @callee() : () -> ()
    llvm.return
  }
  llvm.func @callee() attributes {sym_visibility = "private"} {
    llvm.return
  }
  llvm.mlir.global internal @gv2(0 : i32) {sym_visibility = "private"} : i32
  module @nested_private attributes {sym_visibility = "private"} {
    func.func @inner() {
      return
    }
  }
  module @nested_public {
    func.func private @inner()
    func.func @inner2() {
      return
    }
  }
}

// -----
module {
  func.func private @ref()
  "foo.user"() {sym = @nested::@leaf} : () -> ()
  module @nested {
    func.func nested @leaf()
    func.func private @dead()
  }
}

// -----
module {
  func.func private @kept_by_unknown()
  "foo.maybe_table"() ({
    "foo.user"() {sym = @kept_by_unknown} : () -> ()
  }) : () -> ()
}
