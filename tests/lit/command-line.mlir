// RUN: not odsgen-opt --canonicalise %s 2>&1 | filecheck %s
// CHECK: Unknown command line argument '--canonicalise'.  Try: 'odsgen-opt --help'
// CHECK-NEXT: Did you mean '--canonicalize'?
module {}
