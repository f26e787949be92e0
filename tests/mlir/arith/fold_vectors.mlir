func.func @v(%x: vector<4xi32>, %t: tensor<?xi32>, %c: vector<4xi1>, %f: vector<2xf32>) -> (vector<2xf32>, vector<4xi1>, tensor<?xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<2xf32>, vector<4xi64>, vector<2xi1>, tensor<?xi32>, vector<4xi32>) {
  %a = arith.constant dense<[1.5, -2.0]> : vector<2xf32>
  %b = arith.constant dense<0.5> : vector<2xf32>
  %0 = arith.addf %a, %b : vector<2xf32>
  %1 = arith.cmpi eq, %x, %x : vector<4xi32>
  %2 = arith.cmpi slt, %t, %t : tensor<?xi32>
  %ci = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %cj = arith.constant dense<2> : vector<4xi32>
  %3 = arith.cmpi sgt, %ci, %cj : vector<4xi32>
  %4 = arith.select %c, %x, %x : vector<4xi1>, vector<4xi32>
  %t1 = arith.constant dense<true> : vector<4xi1>
  %5 = arith.select %t1, %x, %ci : vector<4xi1>, vector<4xi32>
  %6 = arith.negf %a : vector<2xf32>
  %7 = arith.extsi %ci : vector<4xi32> to vector<4xi64>
  %8 = arith.cmpf olt, %a, %b : vector<2xf32>
  %9 = arith.subi %t, %t : tensor<?xi32>
  %10 = arith.shli %ci, %cj : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : vector<2xf32>, vector<4xi1>, tensor<?xi1>, vector<4xi1>, vector<4xi32>, vector<4xi32>, vector<2xf32>, vector<4xi64>, vector<2xi1>, tensor<?xi32>, vector<4xi32>
}
func.func @casts() -> (vector<3xi8>, vector<3xf32>, vector<3xi32>, vector<3xi16>, vector<3xf32>, tensor<2xi32>, vector<3xi64>) {
  %v = arith.constant dense<[-300, 5, 70000]> : vector<3xi32>
  %f = arith.constant dense<[-1.5, 2.5e+10, 7.0]> : vector<3xf32>
  %g = arith.constant dense<[-1.5, 2.5, 7.0]> : vector<3xf32>
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = arith.trunci %v : vector<3xi32> to vector<3xi8>
  %1 = arith.sitofp %v : vector<3xi32> to vector<3xf32>
  %2 = arith.fptosi %f : vector<3xf32> to vector<3xi32>
  %3 = arith.fptoui %g : vector<3xf32> to vector<3xi16>
  %4 = arith.uitofp %v : vector<3xi32> to vector<3xf32>
  %5 = arith.bitcast %t : tensor<2xf32> to tensor<2xi32>
  %6 = arith.extui %v : vector<3xi32> to vector<3xi64>
  return %0, %1, %2, %3, %4, %5, %6 : vector<3xi8>, vector<3xf32>, vector<3xi32>, vector<3xi16>, vector<3xf32>, tensor<2xi32>, vector<3xi64>
}
