// File metadata: builtin resource blobs (printed when referenced) and external resources.
"xx.a"() {a = dense_resource<zz> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      zz: "0x0800000002"
    }
  },
  external_resources: {
    foo: {
      k: true,
      s: "str\n",
      h: "0x01000000AB"
    },
    bar: {
      z: false
    }
  }
#-}
