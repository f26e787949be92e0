// Op formats beyond mlir-tblgen's own tests: edge cases of the rules, with
// mlir-tblgen-16's answers recorded by record_mlir_tblgen.py.

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def TestDialect : Dialect {
  let name = "test";
  let useFoldAPI = kEmitFoldAdaptorFolder;
}
class TestFormat_Op<string fmt, list<Trait> traits = []>
    : Op<TestDialect, "format_op", traits> {
  let assemblyFormat = fmt;
}

//===----------------------------------------------------------------------===//
// Lexing

def LexUnexpectedCharacter : TestFormat_Op<[{ attr-dict [ }]>;
def LexVariableName : TestFormat_Op<[{ attr-dict $$a }]>;
def LexVariableDigit : TestFormat_Op<[{ attr-dict $1 }]>;
def LexUnterminatedString : TestFormat_Op<[{ attr-dict custom<X>("ab) }]>;
def LexStar : TestFormat_Op<[{ attr-dict * }]>;
def LexIdentifier : TestFormat_Op<[{ attr-dict foo }]>;
def LexTypeRef : TestFormat_Op<[{ attr-dict type_ref($a) }]>,
    Arguments<(ins I64:$a)>;
def LexCaret : TestFormat_Op<[{ attr-dict $a^ }]>, Arguments<(ins I64:$a)>;
def LexPipe : TestFormat_Op<[{ attr-dict | }]>;
def LexCharacterAfterLiteralInType : TestFormat_Op<[{ type(`x` # }]>;
def LexEllipsis : TestFormat_Op<[{ `...` attr-dict }]>;
def LexBackquotes : TestFormat_Op<[{ ```x` attr-dict }]>;
def LexTab : TestFormat_Op<[{ `\n` `\t` attr-dict }]>;
def LexNewlines : TestFormat_Op<[{
  attr-dict
  `:`
  `x` `->`
  #
}]>;

//===----------------------------------------------------------------------===//
// Directives in the wrong place

def WrongParams : TestFormat_Op<[{ attr-dict params }]>;
def WrongStruct : TestFormat_Op<[{ attr-dict struct($a) }]>,
    Arguments<(ins I64:$a)>;
def WrongCustomInCustom : TestFormat_Op<[{ attr-dict custom<X>(custom<Y>($a)) }]>,
    Arguments<(ins I64:$a)>;
def WrongFunctionalTypeInCustom
    : TestFormat_Op<[{ custom<X>(functional-type($a, $a)) }]>,
    Arguments<(ins I64:$a)>;
def WrongTypeInType : TestFormat_Op<[{ type(type($a)) attr-dict }]>,
    Arguments<(ins I64:$a)>;
def WrongAttributeInType : TestFormat_Op<[{ type($b) attr-dict }]>,
    Arguments<(ins I64Attr:$b)>;
def WrongAttributeInFunctionalType
    : TestFormat_Op<[{ functional-type($b, results) attr-dict }]>,
    Arguments<(ins I64Attr:$b)>;
def WrongQualifiedOperand : TestFormat_Op<[{ qualified($a) attr-dict }]>,
    Arguments<(ins I64:$a)>;
def WrongQualifiedLiteral : TestFormat_Op<[{ qualified(`x`) attr-dict }]>;
def WrongQualifiedInType : TestFormat_Op<[{ type(qualified($a)) attr-dict }]>,
    Arguments<(ins I64:$a)>;
def WrongRefOfRef : TestFormat_Op<[{ $a custom<X>(ref(ref($a))) attr-dict }]>,
    Arguments<(ins I64:$a)>;
def WrongRefOfString : TestFormat_Op<[{ custom<X>(ref("x")) attr-dict }]>;
def WrongRefOfLiteral : TestFormat_Op<[{ custom<X>(ref(`x`)) attr-dict }]>;
def WrongRefOfResults : TestFormat_Op<[{ custom<X>(ref(results)) attr-dict }]>;
def WrongRefOfResult : TestFormat_Op<[{ custom<X>(ref($r)) attr-dict }]>,
    Results<(outs I64:$r)>;
def WrongCustomSuccessors : TestFormat_Op<[{ custom<X>(successors) attr-dict }]>;
def WrongCustomEmpty : TestFormat_Op<[{ attr-dict custom<X>() }]>;
def WrongCustomTrailingComma : TestFormat_Op<[{ attr-dict custom<X>($a,) }]>,
    Arguments<(ins I64:$a)>;
def WrongCustomNoComma : TestFormat_Op<[{ attr-dict custom<X>($a $a2) }]>,
    Arguments<(ins I64:$a, I64:$a2)>;
def WrongTypeTwoArguments : TestFormat_Op<[{ attr-dict type($a, $a2) }]>,
    Arguments<(ins I64:$a, I64:$a2)>;
def WrongOIListInType : TestFormat_Op<[{ type(oilist(`b`)) attr-dict }]>;
def WrongOIListInCustom : TestFormat_Op<[{ custom<X>(oilist(`b`)) attr-dict }]>;
def WrongAttrDictWithKeywordInCustom
    : TestFormat_Op<[{ attr-dict custom<X>(attr-dict-with-keyword) }]>;

//===----------------------------------------------------------------------===//
// Custom directives and references

def CustomAttrDict : TestFormat_Op<[{ custom<X>(attr-dict) }]>;
def CustomEverything : TestFormat_Op<[{
  attr-dict $a $a2 type(operands) type(results)
  custom<X>($succ, $reg, $regs, "str\"ing", qualified($b), qualified(type($s)))
  $s
}], [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I64>:$a, Variadic<I64>:$a2, I64Attr:$b, I64:$s);
  let results = (outs Variadic<I64>:$r);
  let successors = (successor VariadicSuccessor<AnySuccessor>:$succ);
  let regions = (region AnyRegion:$reg, VariadicRegion<AnyRegion>:$regs);
}
def CustomEverythingValid : TestFormat_Op<[{
  attr-dict $a $a2 type($a) type($a2) type(results)
  custom<X>($succ, $reg, $regs, "str\"ing", qualified($b), qualified(type($s)))
  $s
}], [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<I64>:$a, Variadic<I64>:$a2, I64Attr:$b, I64:$s);
  let results = (outs Variadic<I64>:$r);
  let successors = (successor VariadicSuccessor<AnySuccessor>:$succ);
  let regions = (region AnyRegion:$reg, VariadicRegion<AnyRegion>:$regs);
}
def RefOfBoundSuccessor : TestFormat_Op<[{
  attr-dict custom<X>($succ, ref($succ))
}]> {
  let successors = (successor AnySuccessor:$succ);
}
def RefOfBoundRegion : TestFormat_Op<[{
  attr-dict-with-keyword custom<X>($reg, ref($reg))
}]> {
  let regions = (region AnyRegion:$reg);
}
def RefOfOperandFromOperands : TestFormat_Op<[{
  operands custom<X>(ref($a)) attr-dict
}]>, Arguments<(ins I64:$a)>;
// (`ref` of `successors`, `regions`, `operands`, `type(operands)` or
// `type(results)` passes mlir-tblgen-16's checks, then crashes its generator.)
def RefOfEverything : TestFormat_Op<[{
  attr-dict successors regions operands type(operands) type(results) $b
  custom<X>(ref(type($a)), ref(type($r)), ref(attr-dict), ref($b),
            ref(qualified($b)))
}]> {
  let arguments = (ins I64:$a, I64Attr:$b);
  let results = (outs I64:$r);
  let successors = (successor AnySuccessor:$succ);
  let regions = (region AnyRegion:$reg);
}
def RefOfTypeBeforeType : TestFormat_Op<[{
  custom<X>(ref(type($a))) type($a) attr-dict $a
}]>, Arguments<(ins I64:$a)>;
def RefOfTypeAfterType : TestFormat_Op<[{
  custom<X>(type($a), ref(type($a))) attr-dict $a
}]>, Arguments<(ins AnyType:$a)>;

//===----------------------------------------------------------------------===//
// Optional groups

def GroupNested : TestFormat_Op<[{ (`a` (`b` $a^)? $a2^)? attr-dict $s }], [AttrSizedOperandSegments]>,
    Arguments<(ins Optional<I64>:$a, Optional<I64>:$a2, I64:$s)>;
def GroupElseAnchor : TestFormat_Op<[{ (`x`) : ($a^)? attr-dict }]>,
    Arguments<(ins Optional<I64>:$a)>;
def GroupElseLiteralAnchor : TestFormat_Op<[{ (`x`) : (`y`^)? attr-dict }]>;
def GroupTwoAnchors : TestFormat_Op<[{ (`x` $a^) : (`y` $a2^)? attr-dict }], [AttrSizedOperandSegments]>,
    Arguments<(ins Optional<I64>:$a, Optional<I64>:$a2)>;
def GroupWhitespaceAnchor : TestFormat_Op<[{ attr-dict (` `^)? }]>;
def GroupDefaultValuedAnchor
    : TestFormat_Op<[{ (`x` $c^)? attr-dict }]>,
    Arguments<(ins DefaultValuedAttr<I64Attr, "1">:$c)>;
def GroupRequiredAttributeAnchor : TestFormat_Op<[{ (`x` $b^)? attr-dict }]>,
    Arguments<(ins I64Attr:$b)>;
def GroupRequiredAttributeInside
    : TestFormat_Op<[{ (`x` $a^ $b)? attr-dict }]>,
    Arguments<(ins Optional<I64>:$a, I64Attr:$b)>;
def GroupUnitAnchor : TestFormat_Op<[{ (`x` $u^)? attr-dict }]>,
    Arguments<(ins UnitAttr:$u)>;
def GroupTypeAnchor : TestFormat_Op<[{ (`x` type($a)^)? attr-dict $a }]>,
    Arguments<(ins Optional<I64>:$a)>;
def GroupTypeOfSingle : TestFormat_Op<[{ (`x` $a^ type($s))? $s attr-dict }]>,
    Arguments<(ins Optional<I64>:$a, I64:$s)>;
def GroupTypeOfResults : TestFormat_Op<[{ (`x` $a^ type(results))? attr-dict }]>,
    Arguments<(ins Optional<I64>:$a)>;
def GroupFunctionalTypeAnchor : TestFormat_Op<[{
  (`x` functional-type($a, $a2)^)? $a $a2 attr-dict
}], [AttrSizedOperandSegments]>, Arguments<(ins Optional<I64>:$a, Optional<I64>:$a2)>;
def GroupSuccessor : TestFormat_Op<[{ (`x` $succ^)? attr-dict }]> {
  let successors = (successor VariadicSuccessor<AnySuccessor>:$succ);
}
def GroupRegionAnchor : TestFormat_Op<[{ ($reg^)? attr-dict-with-keyword }]> {
  let regions = (region AnyRegion:$reg);
}
def GroupVariadicRegion : TestFormat_Op<[{ (`x` $regs^)? attr-dict-with-keyword }]> {
  let regions = (region VariadicRegion<AnyRegion>:$regs);
}
def GroupAttrDict : TestFormat_Op<[{ (`x` $a^ attr-dict)? }]>,
    Arguments<(ins Optional<I64>:$a)>;
def GroupRegions : TestFormat_Op<[{ (`x` $a^ regions)? attr-dict }]>,
    Arguments<(ins Optional<I64>:$a)>;
def GroupOIList : TestFormat_Op<[{ (`a` oilist(`b` $a) $a2^)? attr-dict }],
    [AttrSizedOperandSegments]>,
    Arguments<(ins Optional<I64>:$a, Optional<I64>:$a2)>;
def GroupCustomAnchor : TestFormat_Op<[{ (`x` custom<X>($a)^)? attr-dict }]>,
    Arguments<(ins Optional<I64>:$a)>;
def GroupCustomFirst
    : TestFormat_Op<[{ (custom<X>($a) $a2^)? attr-dict }], [AttrSizedOperandSegments]>,
    Arguments<(ins Optional<I64>:$a, Optional<I64>:$a2)>;
def GroupUnclosed : TestFormat_Op<[{ attr-dict (`x` $a^ `y` }]>,
    Arguments<(ins Optional<I64>:$a)>;
def GroupElseUnclosed : TestFormat_Op<[{ attr-dict (`x` $a^ `y`):( }]>,
    Arguments<(ins Optional<I64>:$a)>;
def GroupElseEmpty : TestFormat_Op<[{ attr-dict (`x` $a^ `y`):()? }]>,
    Arguments<(ins Optional<I64>:$a)>;
def GroupSpacedQuestion : TestFormat_Op<[{ attr-dict (`x` $a^ `y`) ? }]>,
    Arguments<(ins Optional<I64>:$a)>;
def GroupInCustom : TestFormat_Op<[{ attr-dict custom<X>(($a^)?) }]>,
    Arguments<(ins Optional<I64>:$a)>;

//===----------------------------------------------------------------------===//
// oilist

def OIListNestedGroup : TestFormat_Op<[{
  oilist(`b` (`x` $a^)? | `c` $a2) attr-dict $s
}], [AttrSizedOperandSegments]>, Arguments<(ins Optional<I64>:$a, Optional<I64>:$a2, I64:$s)>;
def OIListSingleOperand : TestFormat_Op<[{ oilist(`b` $s) attr-dict }]>,
    Arguments<(ins I64:$s)>;
def OIListRequiredAttribute : TestFormat_Op<[{ oilist(`b` $b) attr-dict }]>,
    Arguments<(ins I64Attr:$b)>;
def OIListCustomSingle : TestFormat_Op<[{ oilist(`b` custom<X>($s)) attr-dict }]>,
    Arguments<(ins I64:$s)>;
def OIListTypeOfSingle : TestFormat_Op<[{ $s oilist(`b` type($s)) attr-dict }]>,
    Arguments<(ins I64:$s)>;
def OIListFunctionalType : TestFormat_Op<[{
  $s oilist(`b` functional-type($s, $r)) attr-dict
}]>, Arguments<(ins I64:$s)>, Results<(outs I64:$r)>;
def OIListRefSingle : TestFormat_Op<[{ $s oilist(`b` custom<X>(ref($s))) attr-dict }]>,
    Arguments<(ins I64:$s)>;
def OIListElseCustom : TestFormat_Op<[{
  oilist(`b` (`y` $a^) : (custom<X>($s))?) attr-dict
}]>, Arguments<(ins Optional<I64>:$a, I64:$s)>;
def OIListSuccessor : TestFormat_Op<[{ oilist(`b` $succ) attr-dict }]> {
  let successors = (successor VariadicSuccessor<AnySuccessor>:$succ);
}
def OIListAttrs : TestFormat_Op<[{ oilist(`b` $c | `d` $u) attr-dict }]>,
    Arguments<(ins DefaultValuedAttr<I64Attr, "1">:$c, UnitAttr:$u)>;
def OIListAttrDict : TestFormat_Op<[{ oilist(`b` attr-dict | `d`) }]>;
def OIListWhitespace : TestFormat_Op<[{ oilist(`b` ` ` | `d`) attr-dict }]>;
def OIListUnterminated : TestFormat_Op<[{ oilist(`b` }]>;
def OIListNoLiteral : TestFormat_Op<[{ oilist($a) attr-dict }]>,
    Arguments<(ins Optional<I64>:$a)>;
def OIListSameKeywords : TestFormat_Op<[{ oilist(`b` | `b`) attr-dict }]>;
def OIListLiteralAfterWhitespace
    : TestFormat_Op<[{ oilist(`b` | `d`) ` ` `b` attr-dict }]>;
def OIListGroupAfter : TestFormat_Op<[{ oilist(`b` | `d`) (`b` $a^)? attr-dict }]>,
    Arguments<(ins Optional<I64>:$a)>;
def OIListSeparated : TestFormat_Op<[{ oilist(`b`) $a oilist(`b`) attr-dict }]>,
    Arguments<(ins Optional<I64>:$a)>;
def OIListThreeAdjacent
    : TestFormat_Op<[{ oilist(`b` | `d`) oilist(`e`) oilist(`b`) attr-dict }]>;
def OIListBoundTwice : TestFormat_Op<[{ oilist(`b` $a | `c` $a) attr-dict }]>,
    Arguments<(ins Optional<I64>:$a)>;

//===----------------------------------------------------------------------===//
// Binding and coverage

def BindOperandsThenOperand : TestFormat_Op<[{ operands $a attr-dict }]>,
    Arguments<(ins I64:$a)>;
def BindSuccessorsThenSuccessor : TestFormat_Op<[{ successors $succ attr-dict }]> {
  let successors = (successor AnySuccessor:$succ);
}
def BindSuccessorThenSuccessors : TestFormat_Op<[{ $succ successors attr-dict }]> {
  let successors = (successor AnySuccessor:$succ);
}
def BindTypeTwice : TestFormat_Op<[{ (`x` type($r)^)? attr-dict type($r) }]>,
    Results<(outs Optional<I64>:$r)>;
def BindRegionInType : TestFormat_Op<[{ type($reg) attr-dict }]> {
  let regions = (region AnyRegion:$reg);
}
def BindSuccessorInType : TestFormat_Op<[{ type($succ) attr-dict }]> {
  let successors = (successor AnySuccessor:$succ);
}
def CoverRegionsDirectiveAfterAttrDict : TestFormat_Op<[{ attr-dict regions }]> {
  let regions = (region AnyRegion:$reg);
}
def CoverVariadicRegionAfterAttrDict : TestFormat_Op<[{ attr-dict $regs }]> {
  let regions = (region VariadicRegion<AnyRegion>:$regs);
}
def CoverRegionAfterGroup : TestFormat_Op<[{ attr-dict (`x` $a^)? $reg }]> {
  let arguments = (ins Optional<I64>:$a);
  let regions = (region AnyRegion:$reg);
}
def CoverSecondSuccessor : TestFormat_Op<[{ $s1 attr-dict }]> {
  let successors = (successor AnySuccessor:$s1, AnySuccessor:$s2);
}
def CoverSecondRegion : TestFormat_Op<[{ $r1 attr-dict-with-keyword }]> {
  let regions = (region AnyRegion:$r1, AnyRegion:$r2);
}
def CoverSecondOperand : TestFormat_Op<[{ $a attr-dict }]>,
    Arguments<(ins I64:$a, I64:$b)>;
def CoverBuildableVariadicOperand : TestFormat_Op<[{ $a attr-dict }]>,
    Arguments<(ins Variadic<I64>:$a)>;
def CoverBuildableVariadicResult : TestFormat_Op<[{ attr-dict }]>,
    Results<(outs Variadic<I64>:$r)>;

//===----------------------------------------------------------------------===//
// Type inference

def InferAllTypesMatchChain : TestFormat_Op<[{ $a $b type($c) attr-dict }],
    [AllTypesMatch<["a", "b", "c"]>]>,
    Arguments<(ins AnyType:$a, AnyType:$b, AnyType:$c)>;
def InferAllTypesMatchUnseen : TestFormat_Op<[{ $a $b attr-dict }],
    [AllTypesMatch<["a", "b"]>]>, Arguments<(ins AnyType:$a, AnyType:$b)>;
def InferTypesMatchWithAttribute : TestFormat_Op<[{ $value attr-dict }],
    [TypesMatchWith<"x", "value", "res", "$_self">]>,
    Arguments<(ins AnyAttr:$value)>, Results<(outs AnyType:$res)>;
def InferTypesMatchWithChained : TestFormat_Op<[{ $value $o attr-dict }],
    [TypesMatchWith<"x", "value", "res", "$_self">,
     TypesMatchWith<"y", "res", "o", "$_self">]>,
    Arguments<(ins AnyAttr:$value, AnyType:$o)>, Results<(outs AnyType:$res)>;
def InferSameTypeOperandsFromSecond : TestFormat_Op<[{ operands type($b) attr-dict }],
    [SameTypeOperands]>, Arguments<(ins AnyType:$a, AnyType:$b)>,
    Results<(outs AnyType:$r)>;
def InferSameOperandsAndResultFromResult
    : TestFormat_Op<[{ operands attr-dict `:` type($r) }],
    [SameOperandsAndResultType]>, Arguments<(ins AnyType:$a, AnyType:$b)>,
    Results<(outs AnyType:$r)>;
def InferSameOperandsAndResultTypeOperands
    : TestFormat_Op<[{ operands attr-dict `:` type(operands) }],
    [SameOperandsAndResultType]>, Arguments<(ins AnyType:$a)>,
    Results<(outs AnyType:$r)>;
def InferInterfacePartial : TestFormat_Op<[{ operands attr-dict type($r1) }],
    [InferTypeOpInterface]>, Arguments<(ins I64:$a)>,
    Results<(outs AnyType:$r1, AnyType:$r2)>;
def InferInterfaceDeclared : TestFormat_Op<[{ operands attr-dict }],
    [DeclareOpInterfaceMethods<InferTypeOpInterface>]>, Arguments<(ins I64:$a)>,
    Results<(outs AnyType:$r1, Variadic<AnyType>:$r2)>;
def InferBuildableOperandsDirective : TestFormat_Op<[{ operands attr-dict }]>,
    Arguments<(ins I64:$a, Index:$b)>, Results<(outs F32:$r)>;

//===----------------------------------------------------------------------===//
// `:` after attributes

def ColonAfterQualifiedAttribute : TestFormat_Op<[{ qualified($b) `:` attr-dict }]>,
    Arguments<(ins SymbolRefAttr:$b)>;
def ColonAfterTypedAttribute : TestFormat_Op<[{ $b `:` attr-dict }]>,
    Arguments<(ins I64Attr:$b)>;
def ColonAfterRequiredGroupElement : TestFormat_Op<[{
  $attr (`(` $a^ `)`)? `x` `:` attr-dict
}]>, Arguments<(ins AnyAttr:$attr, Optional<I64>:$a)>;
def ColonInElseOfInnerGroup : TestFormat_Op<[{
  (`(` $attr^ (`[` $a^ `]`) : (`:`)?)? attr-dict
}]>, Arguments<(ins OptionalAttr<AnyAttr>:$attr, Optional<I64>:$a)>;
def ColonAfterAttributeInElse : TestFormat_Op<[{
  (`(` $a^ `)`) : ($attr)? `:` attr-dict
}]>, Arguments<(ins AnyAttr:$attr, Optional<I64>:$a)>;
