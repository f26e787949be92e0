// Type and attribute formats beyond mlir-tblgen's own tests, with
// mlir-tblgen-16's answers recorded by record_mlir_tblgen.py.

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"

def Test_Dialect : Dialect {
  let name = "TestDialect";
  let cppNamespace = "::test";
  let useFoldAPI = kEmitFoldAdaptorFolder;
}
class TestType<string name> : TypeDef<Test_Dialect, name> {
  let mnemonic = name;
}
class TestAttr<string name> : AttrDef<Test_Dialect, name> {
  let mnemonic = name;
}

def AttrDictInType : TestType<"AttrDictInType"> {
  let parameters = (ins "int":$a);
  let assemblyFormat = "attr-dict $a";
}
def TypeDirectiveInType : TestType<"TypeDirectiveInType"> {
  let parameters = (ins "int":$a);
  let assemblyFormat = "$a type($a)";
}
def QualifiedParam : TestType<"QualifiedParam"> {
  let parameters = (ins OptionalParameter<"int">:$a, "int":$b);
  let assemblyFormat = "qualified($a) $b";
}
def QualifiedLiteral : TestType<"QualifiedLiteral"> {
  let parameters = (ins "int":$a);
  let assemblyFormat = "qualified(`x`) $a";
}
def QualifiedParams : TestType<"QualifiedParams"> {
  let parameters = (ins "int":$a);
  let assemblyFormat = "qualified(params)";
}
def QualifiedUnclosed : TestType<"QualifiedUnclosed"> {
  let parameters = (ins "int":$a);
  let assemblyFormat = "qualified($a";
}
def CustomQualified : TestType<"CustomQualified"> {
  let parameters = (ins "int":$a, "int":$b);
  let assemblyFormat = "custom<X>(qualified($a), $b, \"str\")";
}
def CustomRefLater : TestType<"CustomRefLater"> {
  let parameters = (ins "int":$a, "int":$b);
  let assemblyFormat = "custom<X>($a, ref($b)) $b";
}
def CustomLiteral : TestType<"CustomLiteral"> {
  let parameters = (ins "int":$a);
  let assemblyFormat = "custom<X>(`x`) $a";
}
def CustomInCustom : TestType<"CustomInCustom"> {
  let parameters = (ins "int":$a);
  let assemblyFormat = "custom<X>(custom<Y>($a))";
}
def RefUnclosed : TestType<"RefUnclosed"> {
  let parameters = (ins "int":$a);
  let assemblyFormat = "$a custom<X>(ref($a)";
}
def RefNoParen : TestType<"RefNoParen"> {
  let parameters = (ins "int":$a);
  let assemblyFormat = "$a custom<X>(ref $a)";
}
def StructNoComma : TestType<"StructNoComma"> {
  let parameters = (ins "int":$a, "int":$b);
  let assemblyFormat = "struct($a $b)";
}
def StructUnclosed : TestType<"StructUnclosed"> {
  let parameters = (ins "int":$a, "int":$b);
  let assemblyFormat = "struct($a, $b";
}
def StructNoParen : TestType<"StructNoParen"> {
  let parameters = (ins "int":$a);
  let assemblyFormat = "struct $a";
}
def StructParamsThenVariable : TestType<"StructParamsThenVariable"> {
  let parameters = (ins "int":$a, "int":$b);
  let assemblyFormat = "struct(params, $a)";
}
def StructVariableThenParams : TestType<"StructVariableThenParams"> {
  let parameters = (ins "int":$a, "int":$b);
  let assemblyFormat = "struct($a, params)";
}
def ParamsTwice : TestType<"ParamsTwice"> {
  let parameters = (ins "int":$a);
  let assemblyFormat = "params params";
}
def GroupElseAnchor : TestType<"GroupElseAnchor"> {
  let parameters = (ins OptionalParameter<"int">:$a, "int":$b);
  let assemblyFormat = "$b (`x`):($a^)?";
}
def GroupThenAnchor : TestType<"GroupThenAnchor"> {
  let parameters = (ins OptionalParameter<"int">:$a, "int":$b);
  let assemblyFormat = "$b ($a^):(`x`)?";
}
def GroupRequiredInElse : TestType<"GroupRequiredInElse"> {
  let parameters = (ins OptionalParameter<"int">:$a, "int":$b);
  let assemblyFormat = "(`x` $a^ `y`):($b)?";
}
def GroupLiteralAnchor : TestType<"GroupLiteralAnchor"> {
  let parameters = (ins OptionalParameter<"int">:$a, "int":$b);
  let assemblyFormat = "(`x`^)? $b $a";
}
def GroupNestedRequired : TestType<"GroupNestedRequired"> {
  let parameters = (ins OptionalParameter<"int">:$a, "int":$b);
  let assemblyFormat = "(`x` $a^ (`y`):($b^)?)?";
}
def GroupParamsFirst : TestType<"GroupParamsFirst"> {
  let parameters = (ins OptionalParameter<"int">:$a);
  let assemblyFormat = "(params^)?";
}
def GroupStructFirst : TestType<"GroupStructFirst"> {
  let parameters = (ins OptionalParameter<"int">:$a);
  let assemblyFormat = "(struct(params)^)?";
}
def GroupCustomFirst : TestType<"GroupCustomFirst"> {
  let parameters = (ins OptionalParameter<"int">:$a);
  let assemblyFormat = "(custom<F>($a)^)?";
}
def GroupRefInGroup : TestType<"GroupRefInGroup"> {
  let parameters = (ins OptionalParameter<"int">:$a, "int":$b);
  let assemblyFormat = "(`x` ref($a)^)? $b";
}
def StructCommaAfterSpace : TestType<"StructCommaAfterSpace"> {
  let parameters = (ins OptionalParameter<"int">:$a, "int":$b);
  let assemblyFormat = "$b struct($a) ` ` `,`";
}
def StructInGroupThenComma : TestType<"StructInGroupThenComma"> {
  let parameters = (ins OptionalParameter<"int">:$a, "int":$b);
  let assemblyFormat = "$b (`x` struct($a)^)? `,`";
}
def StrayComma : TestType<"StrayComma"> {
  let parameters = (ins OptionalParameter<"int">:$a, "int":$b);
  let assemblyFormat = "$b, $a";
}
def StrayCaret : TestType<"StrayCaret"> {
  let parameters = (ins OptionalParameter<"int">:$a, "int":$b);
  let assemblyFormat = "$b $a ^";
}
def StrayString : TestType<"StrayString"> {
  let parameters = (ins OptionalParameter<"int">:$a, "int":$b);
  let assemblyFormat = "$b $a \"s\"";
}
def EmptyFormat : TestType<"EmptyFormat"> {
  let parameters = (ins "int":$b);
  let assemblyFormat = "";
}
def OptionalOnly : TestType<"OptionalOnly"> {
  let parameters = (ins OptionalParameter<"int">:$a,
                        DefaultValuedParameter<"int", "1">:$b);
  let assemblyFormat = "";
}
def DefaultValuedInGroup : TestType<"DefaultValuedInGroup"> {
  let parameters = (ins DefaultValuedParameter<"int", "1">:$b);
  let assemblyFormat = "(`<` $b^ `>`)?";
}
def SelfTypeBound : TestAttr<"SelfTypeBound"> {
  let parameters = (ins "int":$a, AttributeSelfTypeParameter<"">:$type);
  let assemblyFormat = "$a $type";
}
def SelfTypeParams : TestAttr<"SelfTypeParams"> {
  let parameters = (ins "int":$a, AttributeSelfTypeParameter<"">:$type);
  let assemblyFormat = "`<` params `>` custom<X>(ref($type))";
}
def SelfTypeRequiredBound : TestAttr<"SelfTypeRequiredBound"> {
  let parameters = (ins "int":$a,
                        AttributeSelfTypeParameter<"", "::mlir::IntegerType">:$type);
  let assemblyFormat = "$a $type";
}
def SelfTypeRequiredUnbound : TestAttr<"SelfTypeRequiredUnbound"> {
  let parameters = (ins "int":$a,
                        AttributeSelfTypeParameter<"", "::mlir::IntegerType">:$type);
  let assemblyFormat = "$a custom<X>(ref($type))";
}
