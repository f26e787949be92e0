// Elements attributes printed elided or in hex.
func.func @f() -> (tensor<4xi32>, tensor<3xf32>, tensor<2xi32>, tensor<8xi32>) {
  %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %1 = arith.constant dense<1.0> : tensor<3xf32>
  %2 = arith.constant dense<[5, 6]> : tensor<2xi32>
  %3 = arith.constant {x = [dense<[1,2,3,4,5,6,7,8]> : tensor<8xi32>], y = sparse<[[0], [1], [2]], [7, 8, 9]> : tensor<4xi32>} dense<[1,2,3,4,5,6,7,8]> : tensor<8xi32>
  return %0, %1, %2, %3 : tensor<4xi32>, tensor<3xf32>, tensor<2xi32>, tensor<8xi32>
}
