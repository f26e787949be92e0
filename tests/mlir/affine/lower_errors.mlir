func.func @mod_by_negative(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 mod -2)>(%i)
  return %0 : index
}

// -----

func.func @floordiv_by_zero(%i: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2 + d0 floordiv 0)>(%i)
  %1 = affine.min affine_map<(d0) -> (d0, d0 ceildiv -1)>(%i)
  return %0, %1 : index, index
}
